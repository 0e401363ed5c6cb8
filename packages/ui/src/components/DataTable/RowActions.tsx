import { useRef, useState, type RefObject } from 'react';
import { DropdownMenu } from 'radix-ui';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { IconButton } from '../IconButton';
import type { RenderLink } from '../renderLink';
import * as styles from './DataTable.css';

export const DATA_TABLE_ACTION_TONES = ['neutral', 'danger'] as const;
/** `danger` draws the item in the danger colour (a delete). */
export type DataTableActionTone = (typeof DATA_TABLE_ACTION_TONES)[number];

interface RowActionBase {
  /** Names the item among the row's, e.g. 'edit' (React's key). */
  id: string;
  /** The item's text, e.g. 'Editar'. */
  label: string;
  /** A lucide-react icon, e.g. `Pencil`: drawn at 16 px before the label, hidden from screen readers. */
  icon?: LucideIcon;
  /** Defaults to `neutral`. */
  tone?: DataTableActionTone;
  /**
   * Why the action cannot be done on this row (e.g. 'Deletar' on one's own account): the item stays in
   * the menu, disabled, with the reason under its label. Null or absent when it can.
   */
  disabledReason?: string | null;
}

/**
 * One item of a row's menu: a link (`href`, drawn by the table's `renderLink`, so it opens as links do:
 * in a new tab too) or a command (`onSelect`, run once the menu has closed and its button has the focus
 * back, so a dialog it opens returns the focus there).
 */
export type DataTableRowAction = RowActionBase & ({ href: string; onSelect?: never } | { onSelect: () => void; href?: never });

/** What the rows read their menus from when one opens: the table's latest `rowActions` and `renderLink`. */
export interface RowActionsSource<Row> {
  rowActions: ((row: Row) => readonly DataTableRowAction[]) | undefined;
  renderLink: RenderLink;
}

/**
 * A row's action menu: a button labelled for the row ('Ações para Maria Souza') and the items of
 * `rowActions(row)`, asked for when the menu opens, so they are the latest render's (its handlers
 * and reasons included) even when the row itself was kept from an earlier render. Radix gives the
 * keyboard use: Enter, Space or ArrowDown opens it on its first item, the arrows, Home and End move
 * (skipping disabled items), Enter chooses, Escape closes, and the focus returns to the button.
 */
export function RowActions<Row>({ row, label, source }: { row: Row; label: string; source: RefObject<RowActionsSource<Row>> }) {
  // The items of the open menu, and how its links are drawn: read from the table when it opens.
  const [menu, setMenu] = useState<{ actions: readonly DataTableRowAction[]; renderLink: RenderLink } | null>(null);
  // A command runs once the menu has closed and given the focus back to its button: a dialog it opens
  // (Deletar's confirmation) then returns the focus to that button when it closes.
  const chosen = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        if (open) setMenu({ actions: source.current.rowActions?.(row) ?? [], renderLink: source.current.renderLink });
      }}
    >
      <DropdownMenu.Trigger asChild>
        <IconButton size="sm" label={label} icon={<MoreHorizontal size={18} />} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menuContent}
          align="end"
          sideOffset={4}
          onCloseAutoFocus={() => {
            const run = chosen.current;
            chosen.current = null;
            // Radix focuses the button right after this handler.
            if (run) queueMicrotask(run);
          }}
        >
          {menu?.actions.map((action) => {
            const reason = action.disabledReason ?? null;
            const className = [styles.menuItem, action.tone === 'danger' ? styles.menuItemDanger : undefined].filter(Boolean).join(' ');
            const Icon = action.icon;
            const content = (
              <>
                {Icon ? <Icon aria-hidden size={16} /> : null}
                {reason === null ? (
                  action.label
                ) : (
                  <span className={styles.menuItemText}>
                    <span>{action.label}</span>
                    <span className={styles.menuItemReason}>{reason}</span>
                  </span>
                )}
              </>
            );
            const { href, onSelect } = action;
            // A link the browser follows (the item's click is the link's); a disabled one is no link.
            if (href !== undefined && reason === null) {
              return (
                <DropdownMenu.Item key={action.id} asChild>
                  {menu.renderLink({ href, className, children: content })}
                </DropdownMenu.Item>
              );
            }
            return (
              <DropdownMenu.Item
                key={action.id}
                className={className}
                disabled={reason !== null}
                onSelect={() => {
                  chosen.current = onSelect ?? null;
                }}
              >
                {content}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
