import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render and true once the browser has painted it: parts below the fold
 * (the footer) wait, so what a shopper sees first is drawn sooner on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the next paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      // A transition: the deferred parts render in short slices, never one long task.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
