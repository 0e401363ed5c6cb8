import type { MouseEventHandler, ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../renderLink';
import { clickableCard, interactiveCard, stretched } from './CardLink.css';

export interface CardLinkProps {
  /** Where the card leads: the title becomes a link stretched over the whole card. */
  href?: string;
  /** Renders the link (the app passes its router's link). Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Without `href`: the title becomes a button stretched over the card, calling this on click. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** id of the text describing the link (the card's description). */
  describedBy?: string;
  /** The card title: the link's text and so its accessible name. */
  children: ReactNode;
}

/**
 * The one interactive element of a whole-card link: a link when `href` is given (through
 * `renderLink`), else a button when `onClick` is given, else plain text. It wraps the card title
 * and stretches over the card (put {@link cardLinkContainer} on the card).
 */
export function CardLink({ href, renderLink = defaultRenderLink, onClick, describedBy, children }: CardLinkProps) {
  if (href) return renderLink({ href, className: stretched, children, 'aria-describedby': describedBy });
  if (onClick) {
    return (
      <button type="button" className={stretched} onClick={onClick} aria-describedby={describedBy}>
        {children}
      </button>
    );
  }
  return <>{children}</>;
}

/** Class for the card container: positions the stretched link and shows hover and focus on the whole card. */
export function cardLinkContainer(interactive: boolean): string {
  return interactive ? `${clickableCard} ${interactiveCard}` : clickableCard;
}
