import type { ReactNode } from 'react';

// For stories only: the page a dialog opens over, and the check axe cannot make while a dialog is open.

/** A stand-in for the page under a dialog: a navigation of links and a button, all reachable by Tab. */
export function PageBehind({ label, links, action, children }: { label: string; links: readonly string[]; action: ReactNode; children?: ReactNode }) {
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

const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

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
