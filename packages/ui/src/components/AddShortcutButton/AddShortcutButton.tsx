import { useId } from 'react';
import { Plus } from 'lucide-react';
import * as s from './AddShortcutButton.css';
import { ShortcutCardSkeleton } from '../ShortcutCard/ShortcutCard';
import { defaultRenderLink, type RenderLink } from '../renderLink';

/** At most 5 shortcuts in total, defaults included (spec §5, §9). */
export const SHORTCUT_LIMIT = 5;

/** Whether another shortcut may be added: fewer than `limit` exist. */
export function canAddShortcut(count: number, limit: number = SHORTCUT_LIMIT): boolean {
  return count < limit;
}

export interface AddShortcutButtonProps {
  /** The visible label, such as 'Adicionar atalho'. */
  label: string;
  /** How many shortcuts exist now (defaults plus custom ones). */
  count: number;
  /** The maximum; 5 by the spec. */
  limit?: number;
  /** Shown (and read) when the limit is reached, such as 'Você atingiu o limite de 5 atalhos.'. */
  limitReachedText: string;
  /** The route of the form ('/create/atalho'); rendered with `renderLink`. Without it the tile is a button calling `onClick`. */
  href?: string;
  /** Renders the `href` link with the app's router: `(props) => <RouterLink {...props} />`. Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Called when the tile is activated (the link or the button) while under the limit; never while disabled. */
  onClick?: () => void;
  /** Class for the wrapper `div` around the tile and the limit explanation. */
  className?: string;
}

/**
 * The tile that leads to the new-shortcut form. When the limit is reached it stays focusable but
 * disabled (`aria-disabled`), and the explanation is shown under it and read with it.
 */
export function AddShortcutButton({
  label,
  count,
  limit = SHORTCUT_LIMIT,
  limitReachedText,
  href,
  renderLink = defaultRenderLink,
  onClick,
  className,
}: AddShortcutButtonProps) {
  const explanationId = useId();
  const enabled = canAddShortcut(count, limit);
  const content = (
    <>
      <span className={s.iconCircle}>
        <Plus aria-hidden size={24} />
      </span>
      <span className={s.label}>{label}</span>
    </>
  );
  if (enabled && href) {
    return (
      <div className={[s.wrapper, className].filter(Boolean).join(' ')}>
        {renderLink({ href, className: s.tile, onClick: () => onClick?.(), children: content })}
      </div>
    );
  }
  return (
    <div className={[s.wrapper, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={s.tile}
        aria-disabled={enabled ? undefined : true}
        aria-describedby={enabled ? undefined : explanationId}
        onClick={enabled ? onClick : undefined}
      >
        {content}
      </button>
      {enabled ? null : (
        <p id={explanationId} className={s.explanation}>
          {limitReachedText}
        </p>
      )}
    </div>
  );
}

/**
 * The add tile while the shortcuts load, for an account at the limit (the most a grid can hold): a
 * placeholder tile with the explanation's room under it, its own text unseen, so that the row is as tall,
 * in either language, as when the tile comes with its explanation. Nothing of it is read.
 */
export function AddShortcutButtonSkeleton({
  limitReachedText,
  className,
}: {
  /** The explanation the tile shows at the limit (`AddShortcutButton`'s), laid out unseen to keep its room. */
  limitReachedText: string;
  /** Class for the wrapper `div`. */
  className?: string;
}) {
  return (
    <div aria-hidden className={[s.wrapper, className].filter(Boolean).join(' ')} data-variant="add-shortcut-skeleton">
      <ShortcutCardSkeleton />
      <p className={[s.explanation, s.unseen].join(' ')}>{limitReachedText}</p>
    </div>
  );
}
