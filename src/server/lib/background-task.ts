export interface ErrorLog {
  error(object: object, message: string): void;
}

export interface BackgroundTask {
  /** Stops the timers, aborts the run's signal and waits for a run under way. */
  close(): Promise<void>;
}

/**
 * Runs `task` once `firstAfterMs` after start and then every `everyMs`, never two runs at once in
 * this process (a tick that finds a run under way is skipped). A failed run is logged under
 * `label` and tried again on the next tick. The timers never keep the process alive. The shop's
 * schedules (housekeeping, copies, Mercado Pago's reconciliation, the low-stock e-mail) share it.
 */
export function runInBackground(
  task: (signal: AbortSignal) => Promise<unknown>,
  options: { firstAfterMs: number; everyMs: number; label: string; log: ErrorLog },
): BackgroundTask {
  const stop = new AbortController();
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (stop.signal.aborted) return;
    running ??= task(stop.signal)
      .catch((error: unknown) => options.log.error({ err: error }, `${options.label} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, options.firstAfterMs);
  const timer = setInterval(tick, options.everyMs);
  first.unref();
  timer.unref();
  return {
    async close() {
      stop.abort();
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
