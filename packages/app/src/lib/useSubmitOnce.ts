import { useRef, useState } from 'react';

/**
 * Wraps an async action so that it runs once at a time: a call while one is running is ignored
 * (resolves to `undefined` at once, without calling `action`). The flag is set synchronously, before
 * the first await, so two clicks, a double click or Enter pressed twice in the same tick send one
 * request: a React state (or a mutation's `isPending`) only changes on the next render, too late for
 * the second event. `onBusyChange` hears when a run starts and ends (for a `busy` state).
 *
 * Framework-free, so it is testable on its own; components use {@link useSubmitOnce}.
 */
export function singleFlight<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  onBusyChange?: (busy: boolean) => void,
): (...args: Args) => Promise<Result | undefined> {
  let running = false;
  return async (...args: Args) => {
    if (running) return undefined;
    running = true;
    onBusyChange?.(true);
    try {
      return await action(...args);
    } finally {
      running = false;
      onBusyChange?.(false);
    }
  };
}

export interface SubmitOnce<Args extends unknown[], Result> {
  /** Runs the submit unless one is already running (then resolves to `undefined` without running it). Stable across renders. */
  run: (...args: Args) => Promise<Result | undefined>;
  /** True from the call until the submit settles: for the button's loading state and disabling the fields. */
  busy: boolean;
}

/**
 * The one guard of every form that writes: `handleSubmit(submit.run)` (or `onSubmit={submit.run}`)
 * sends once however often the button is clicked or the form submitted with Enter while a request is
 * running. The latest `submit` is called (it may close over fresh props and state); `run` itself
 * keeps its identity, so it can go in effects' and memos' dependencies.
 */
export function useSubmitOnce<Args extends unknown[], Result>(submit: (...args: Args) => Promise<Result>): SubmitOnce<Args, Result> {
  const [busy, setBusy] = useState(false);
  const latest = useRef(submit);
  latest.current = submit;
  // One guard for the component's lifetime, made once; its flag lives in the closure, not in React
  // state, so it holds between two events of the same tick.
  const [run] = useState(() => singleFlight((...args: Args) => latest.current(...args), setBusy));
  return { run, busy };
}
