import { Link } from 'wouter';
import type { RenderLink } from '@portal-fiscal/ui/renderLink';

/** Renders the ui components' internal links with wouter, so they navigate without a page load. */
export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link href={href} {...props}>
    {children}
  </Link>
);
