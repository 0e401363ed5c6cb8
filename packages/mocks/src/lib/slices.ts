/**
 * Long synchronous work (loading the seed or a saved demo into the collections) cut into short tasks,
 * so the page it shares the main thread with keeps painting and answering input: `await next()`
 * between steps gives the thread back whenever the current slice has run for `budgetMs`.
 */
export function timeSlices(budgetMs = 4): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < budgetMs) return;
    await yieldToMain();
    sliceStart = performance.now();
  };
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/** `scheduler.yield()` where the browser has it (continues before other queued tasks), else a new task. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` when the main thread is idle (within `timeoutMs` at the latest), or soon where there is no idle callback (Node). */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(task, { timeout: timeoutMs });
  else setTimeout(task, 0);
}
