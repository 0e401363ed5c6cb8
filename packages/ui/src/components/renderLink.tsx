import type { MouseEventHandler, ReactNode } from 'react';

/**
 * What a component hands to `renderLink`: spread it on the app's router link, e.g.
 * `(props) => <Link {...props} />` (wouter). The same shape for every component that links.
 */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  title?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
  'aria-describedby'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Renders an internal link with the app's router. Components take text and data as props and stay
 * router-free: each one that links accepts a `renderLink` and defaults to {@link defaultRenderLink}.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** A plain anchor: a full page load on click (stories, or no router). */
export const defaultRenderLink: RenderLink = (props) => <a {...props} />;
