export { Breadcrumb, type BreadcrumbProps, type BreadcrumbItem, type BreadcrumbLinkProps } from './Breadcrumb';
