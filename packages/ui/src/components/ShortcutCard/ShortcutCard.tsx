import type { AnchorHTMLAttributes } from 'react';
import { ExternalLink, Link2 } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './ShortcutCard.css';
import { safeExternalHref } from '../../lib/safeExternalHref';

export interface ShortcutCardProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'children'> {
  /** The shortcut's name, such as 'e-CAC'. */
  name: string;
  /** The external address; it opens in a new tab. Only http(s): any other scheme shows the card without a link. */
  href: string;
  /** The shortcut's image (logo). Decorative: the name is the link's text. A link icon stands in when absent. */
  imageSrc?: string | null;
  /** Read after the name, such as 'abre em nova aba'. */
  newTabHint: string;
}

/**
 * A shortcut of the dashboard: image and name, linking to an external site in a new tab
 * (`rel="noopener noreferrer"`). `newTabHint` tells screen-reader users it opens a new tab.
 */
export function ShortcutCard({ name, href, imageSrc, newTabHint, className, ...rest }: ShortcutCardProps) {
  const media = (
    <span className={s.mediaBox}>
      {imageSrc ? (
        <img src={imageSrc} alt="" className={s.image} loading="lazy" decoding="async" />
      ) : (
        <Link2 aria-hidden size={28} className={s.fallback} />
      )}
    </span>
  );
  const safeHref = safeExternalHref(href);
  // A shortcut's address is user data: `javascript:` or `data:` would run on click, so it is no link at all.
  if (safeHref === undefined) {
    return (
      <span className={[s.card, className].filter(Boolean).join(' ')} data-variant="shortcut-unlinked">
        {media}
        <span className={s.name}>{name}</span>
      </span>
    );
  }
  return (
    <a href={safeHref} target="_blank" rel="noopener noreferrer" className={[s.card, className].filter(Boolean).join(' ')} {...rest}>
      {media}
      <span className={s.name}>{name}</span>
      <ExternalLink aria-hidden size={14} className={s.newTab} />
      <VisuallyHidden.Root> ({newTabHint})</VisuallyHidden.Root>
    </a>
  );
}

/**
 * The place of a shortcut still loading: a tile of the card's size, so the row does not grow when the
 * shortcuts arrive. `aria-hidden`: the caller announces the loading once for the list.
 */
export function ShortcutCardSkeleton({
  className,
}: {
  /** Class for the placeholder `span`. */
  className?: string;
}) {
  return <span aria-hidden className={[s.placeholder, className].filter(Boolean).join(' ')} data-variant="shortcut-skeleton" />;
}
