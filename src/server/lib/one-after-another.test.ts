import { describe, expect, it } from 'vitest';
import { oneAfterAnother } from './one-after-another';

/** A send that runs until released; how many runs started. */
function heldSends() {
  const releases: (() => void)[] = [];
  const send = () => new Promise<void>((resolve) => releases.push(resolve));
  return {
    send,
    started: () => releases.length,
    release: (run: number) => releases[run]?.(),
  };
}

/** Lets pending promise callbacks run (a run's end, the next run's start). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('oneAfterAnother', () => {
  it('runs one send at a time, and one more for all the calls made while it ran', async () => {
    const held = heldSends();
    const notify = oneAfterAnother(held.send);
    let firstDone = false;
    const first = notify().then(() => (firstDone = true));
    const during = [notify(), notify(), notify()];
    let duringDone = false;
    const all = Promise.all(during).then(() => (duringDone = true));
    await settle();
    expect(held.started()).toBe(1);

    held.release(0);
    await first;
    await settle();
    // Those calls came after the first run started: they wait for one that starts after them.
    expect(firstDone).toBe(true);
    expect(duringDone).toBe(false);
    expect(held.started()).toBe(2);

    held.release(1);
    await all;
    expect(held.started()).toBe(2);

    // Idle again: the next call runs at once.
    const later = notify();
    expect(held.started()).toBe(3);
    held.release(2);
    await later;
  });
});
