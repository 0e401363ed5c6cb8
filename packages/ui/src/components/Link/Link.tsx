import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { ExternalLink } from 'lucide-react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Link.css';
import { safeExternalHref } from '../../lib/safeExternalHref';

export const LINK_VARIANTS = ['inline', 'standalone', 'subtle'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * `inline` (underlined, inside text), `standalone` (bold, underline on hover: 'Voltar ao login'),
   * `subtle` (text colour, for dense lists).
   */
  variant?: LinkVariant;
  /**
   * Opens in a new tab: sets `target="_blank"` and `rel="noopener noreferrer"`, shows an icon and
   * appends `externalLabel` for screen readers. Only an http(s) `href` makes a link then: any other
   * (`javascript:`, `data:`) renders the text alone, never an anchor.
   */
  external?: boolean;
  /** Screen-reader suffix of external links, such as 'abre em nova aba'. */
  externalLabel?: string;
  /**
   * Renders the single child element (the app's router link) with the link's styling instead of an
   * `<a>`: `<Link asChild><RouterLink href="/apps/list">Marketplace</RouterLink></Link>`.
   */
  asChild?: boolean;
  children: ReactNode;
}

/**
 * The portal's styled link. For in-app navigation give it the router's link with `asChild`; for
 * other sites set `external` (new tab, safe `rel`, an icon and a spoken 'abre em nova aba').
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = 'inline', external = false, externalLabel, asChild = false, className, children, target, rel, href, ...rest },
  ref,
) {
  const classes = [styles.link[variant], className].filter(Boolean).join(' ');
  // An external href comes from data (a site, a post): another scheme than http(s) never becomes a link.
  const safeHref = external ? safeExternalHref(href) : href;
  if (external && !asChild && safeHref === undefined) return <span className={className}>{children}</span>;
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...(href === undefined ? {} : { href })} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a ref={ref} className={classes} href={safeHref} {...externalAttributes(external, target, rel)} {...rest}>
      {children}
      {external ? <ExternalMark label={externalLabel} /> : null}
    </a>
  );
});

/** `target` and `rel` of a link: a new tab without access to its opener when `external`. */
export const externalAttributes = (external: boolean, target?: string, rel?: string) => ({
  target: external ? '_blank' : target,
  rel: external ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel,
});

/** What an external link ends with: the new-tab icon, and `label` ('abre em nova aba') for screen readers. */
export function ExternalMark({
  label,
  className = styles.externalIcon,
}: {
  /** Screen-reader suffix, read in parentheses, such as 'abre em nova aba'; without it only the icon shows. */
  label?: string | undefined;
  /** Class for the icon's `svg`; defaults to the Link's inline external-icon style. */
  className?: string;
}) {
  return (
    <>
      <ExternalLink aria-hidden className={className} />
      {label ? <span className={visuallyHidden}> ({label})</span> : null}
    </>
  );
}
