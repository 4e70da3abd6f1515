/** Runs `task` when the browser idles (within a second), where it can say so; else soon. */
export function whenIdle(task: () => void): number {
  return window.requestIdleCallback
    ? window.requestIdleCallback(task, { timeout: 1000 })
    : window.setTimeout(task, 200);
}

export function cancelIdle(id: number): void {
  if (window.cancelIdleCallback) window.cancelIdleCallback(id);
  else window.clearTimeout(id);
}
