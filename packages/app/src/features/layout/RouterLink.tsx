import { Link } from 'wouter';
import type { MenuRenderLink } from '@portal-fiscal/ui';

/** Renders the ui components' internal links with wouter, so they navigate without a page load. */
export const routerLink: MenuRenderLink = ({ href, children, ...props }) => (
  <Link href={href} {...props}>
    {children}
  </Link>
);
