import { describe, expect, it } from 'vitest';
import { RenderSlots, SlotsBusyError } from './render-slots';

/** A job that runs until released, recording how many ran at once. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('RenderSlots', () => {
  it('runs at most `concurrent` jobs, queues `waiting` more and refuses the rest', async () => {
    const slots = new RenderSlots(2, 3);
    let now = 0;
    let most = 0;
    const gates = Array.from({ length: 6 }, gate);
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        now++;
        most = Math.max(most, now);
        await g.opened;
        now--;
        return i;
      }),
    );
    const sixth = runs[5];
    await expect(sixth).rejects.toBeInstanceOf(SlotsBusyError);
    await Promise.resolve();
    expect(now).toBe(2);
    for (const g of gates) g.open();
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    // Every slot was given back: two run again at once.
    const again = [gate(), gate()];
    const both = again.map((g) => slots.run(() => g.opened));
    await Promise.resolve();
    again.forEach((g) => g.open());
    await Promise.all(both);
  });

  it('gives the slot back when a job fails', async () => {
    const slots = new RenderSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
    expect(await slots.run(async () => 'sigue')).toBe('sigue');
  });
});
