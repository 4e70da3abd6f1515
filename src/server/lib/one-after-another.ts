/**
 * `send` run at most once at a time, and never skipped: a call made while one run is on its way
 * is answered by the next run, which starts when that one ends and answers every call made
 * meanwhile. Each call's promise resolves after a run that started after the call (what it asked
 * for, e.g. a NOTIFY after its write's commit), but a burst of calls costs two runs, not one each.
 * `send` must not reject (it logs its own failures).
 */
export function oneAfterAnother(send: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = send().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
