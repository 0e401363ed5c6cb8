import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How many open dialogs hold each element inert, and which elements this module made inert (an element
 * the page made inert itself is left as it is). Per element, so dialogs opened over one another each
 * restore only what they changed.
 */
const holds = new WeakMap<Element, number>();
const madeInert = new WeakSet<Element>();

/**
 * Makes everything in `<body>` outside `keep` inert (and so out of the accessibility tree and of the focus
 * order alike), and returns the function that restores it. It marks the same elements Radix's `hideOthers`
 * marks `aria-hidden`: every child of `<body>` and of the ancestors of `keep` that is neither an element to
 * keep nor one of its ancestors. Live regions (`[aria-live]`) and scripts are kept too, as `hideOthers`
 * keeps them, so announcements made while a dialog is open (a toast) are still heard.
 *
 * `aria-hidden` alone leaves the links and buttons behind a dialog focusable: screen readers were told they
 * are not there while the Tab key could still reach them (axe's `aria-hidden-focus`).
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const body = keep[0]?.ownerDocument.body;
  if (!body) return () => undefined;
  const stops = new Set<Element>([...keep, ...body.querySelectorAll('[aria-live], script')].filter((element) => body.contains(element)));
  const ancestors = new Set<Element>();
  for (const element of stops) {
    for (let node = element.parentElement; node && node !== body; node = node.parentElement) ancestors.add(node);
  }
  const held: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (stops.has(child)) continue;
      if (ancestors.has(child)) {
        walk(child);
        continue;
      }
      // `inert` is an attribute of HTML elements (an <svg> of filters beside the page is not one, and holds
      // nothing focusable).
      if (!(child instanceof HTMLElement)) continue;
      const count = holds.get(child) ?? 0;
      if (count === 0 && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        madeInert.add(child);
      }
      holds.set(child, count + 1);
      held.push(child);
    }
  };
  walk(body);
  return () => {
    for (const element of held) {
      const count = (holds.get(element) ?? 1) - 1;
      if (count > 0) {
        holds.set(element, count);
        continue;
      }
      holds.delete(element);
      if (madeInert.has(element)) {
        element.removeAttribute('inert');
        madeInert.delete(element);
      }
    }
  };
}

/**
 * While `content` (a modal dialog's content element, kept in state by a callback ref) is mounted,
 * everything outside it and its `veil` (the overlay, which takes the clicks that close the dialog) is
 * inert; restored when it unmounts.
 *
 * An effect of the component that renders the dialog, keyed on the content element: it runs after Radix's
 * own effects (its focus guards are in `<body>` by then, and become inert with the rest, so nothing outside
 * the dialog is left in the Tab order), and its clean-up runs as the content unmounts, before Radix gives
 * the focus back to the trigger (in a timer), which must no longer be inert by then.
 */
export function useInertOutside(content: HTMLElement | null, veil?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!content) return undefined;
    const overlay = veil?.current;
    return inertOutside(overlay ? [content, overlay] : [content]);
  }, [content, veil]);
}

/**
 * The open state of a modal dialog (controlled by `open`, or kept here from `defaultOpen`) and the refs
 * that make the page behind it inert exactly while it is open. Keyed on the open state, not on the
 * content's mount: the page is restored in the same commit that closes the dialog, before an exit
 * animation ends and before anything (Radix's focus return, the caller's own effects) gives the focus back
 * to an element behind it, which an inert element would refuse.
 */
export function useModalInert({
  open,
  defaultOpen,
  onOpenChange,
}: {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}) {
  const [kept, setKept] = useState(defaultOpen ?? false);
  const isOpen = open ?? kept;
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  useInertOutside(isOpen ? content : null, overlayRef);
  const changeOpen = (next: boolean) => {
    if (open === undefined) setKept(next);
    onOpenChange?.(next);
  };
  return { rootProps: { open: isOpen, onOpenChange: changeOpen }, contentRef: setContent, overlayRef };
}
