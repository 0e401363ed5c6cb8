/**
 * Where the app started: main.tsx marks it once, before its first render, which replaces a signed-in
 * address's frame (build/prerender.ts `withFrame`, ADR 0014) if the page showed one. Only that, so that the
 * start-up carries a few bytes: what the frame showed is read by lib/framePicture.ts, in the chunk of the
 * screens that use it, during that first render, while the frame is still there.
 */

/** Where the app started: the page (a `Document` in the browser), its address (path and query) and origin. */
export interface FrameStart {
  root: { querySelector(selector: string): unknown };
  address: string;
  origin: string;
}

let start: FrameStart | null = null;

/** Marks the start-up (main.tsx, before its first render). */
export function markFrameStart(
  root: FrameStart['root'] = document,
  at: { readonly pathname: string; readonly search: string; readonly origin: string } = window.location,
): void {
  start = { root, address: at.pathname + at.search, origin: at.origin };
}

/** The start-up's mark, once: whoever takes it keeps it. */
export function takeFrameStart(): FrameStart | null {
  const taken = start;
  start = null;
  return taken;
}
