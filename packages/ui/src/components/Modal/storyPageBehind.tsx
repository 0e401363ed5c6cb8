import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// For stories only: the page a dialog opens over, and the check axe cannot make while a dialog is open.

/** A stand-in for the page under a dialog: a navigation of links and a button, all reachable by Tab. */
export function PageBehind({
  label,
  links,
  action,
  children,
}: {
  label: string;
  links: readonly string[];
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <nav aria-label={label}>
        <ul style={{ display: 'flex', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
          {links.map((text) => (
            <li key={text}>
              <a href={`#${text.toLowerCase().replace(/\s+/g, '-')}`}>{text}</a>
            </li>
          ))}
        </ul>
      </nav>
      {action}
      {children}
    </div>
  );
}

const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/**
 * The elements in the document a keyboard can reach (rendered, focusable, not disabled, not inert, not
 * `tabindex="-1"`) that are inside `aria-hidden="true"`: what axe's `aria-hidden-focus` rule is about. While a dialog is
 * open axe 4.14 lists them only as 'needs review' (its `focusable-modal-open` check), never as a
 * violation, so a story that must prove there are none checks it itself.
 */
export function reachableButHidden(root: ParentNode = document.body): Element[] {
  return Array.from(root.querySelectorAll(FOCUSABLE)).filter(
    (element) =>
      element.closest('[aria-hidden="true"]') !== null &&
      element.closest('[inert]') === null &&
      element.getAttribute('tabindex') !== '-1' &&
      !(element as HTMLButtonElement).disabled &&
      element.getClientRects().length > 0,
  );
}

/**
 * The play of a 'page behind is inert' story: opens the dialog with `trigger`, checks that the page behind
 * (its first link and its `behind` button) is inert and nothing hidden is reachable; closes it with
 * `close`, checks the page is given back with the focus on the trigger; opens it again and leaves it
 * open, so that axe checks the page with the dialog over it.
 */
export async function playPageBehindInert(
  canvasElement: HTMLElement,
  names: { link: string; behind: string; trigger: string; dialog: string; close: string },
): Promise<void> {
  const canvas = within(canvasElement);
  const body = within(document.body);
  const link = canvas.getByRole('link', { name: names.link });
  const behind = canvas.getByRole('button', { name: names.behind });
  const trigger = canvas.getByRole('button', { name: names.trigger });
  await expect(link.closest('[inert]')).toBeNull();

  await userEvent.click(trigger);
  let dialog = await body.findByRole('dialog', { name: names.dialog });
  await waitFor(() => expect(reachableButHidden()).toEqual([]));
  await expect(link.closest('[inert]')).not.toBeNull();
  await expect(behind.closest('[inert]')).not.toBeNull();
  await expect(dialog.closest('[inert]')).toBeNull();

  // Closing gives the page back, and the focus to the trigger.
  await userEvent.click(within(dialog).getByRole('button', { name: names.close }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await expect(document.querySelector('[inert]')).toBeNull();
  await waitFor(() => expect(trigger).toHaveFocus());

  // Open again and stay open: axe checks the page with the dialog over it.
  await userEvent.click(trigger);
  dialog = await body.findByRole('dialog', { name: names.dialog });
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(reachableButHidden()).toEqual([]));
  await expect(link.closest('[inert]')).not.toBeNull();
}
