export { AuthLayout, AUTH_LAYOUT_WIDTHS, type AuthLayoutProps, type AuthLayoutWidth } from './AuthLayout';
