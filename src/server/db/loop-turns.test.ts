import { describe, expect, it } from 'vitest';
import { LoopTurns } from './loop-turns';

describe('LoopTurns', () => {
  it('runs the calls one at a time, in the order they were made', async () => {
    const turns = new LoopTurns();
    const log: string[] = [];
    const call = (name: string) =>
      turns.run(async () => {
        log.push(`${name} start`);
        await Promise.resolve();
        log.push(`${name} end`);
        return name;
      });
    const answers = await Promise.all([call('a'), call('b'), call('c')]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('gives the event loop a turn between two calls, however many wait', async () => {
    const turns = new LoopTurns();
    const log: string[] = [];
    const first = turns.run(async () => {
      log.push('first');
      // What a socket's callback would be: it runs before the waiting call starts.
      setImmediate(() => log.push('loop'));
    });
    const second = turns.run(async () => {
      log.push('second');
    });
    await Promise.all([first, second]);
    expect(log).toEqual(['first', 'loop', 'second']);
  });

  it('runs a call at once when none is running or waiting for its turn', async () => {
    const turns = new LoopTurns();
    await turns.run(async () => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    let started = false;
    const call = turns.run(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await call;
  });

  it('passes the turn on after a call that fails, and hands the caller its error', async () => {
    const turns = new LoopTurns();
    const failing = turns.run(async () => {
      throw new Error('no');
    });
    const throwing = turns.run((): Promise<void> => {
      throw new Error('at once');
    });
    const next = turns.run(async () => 'ok');
    await expect(failing).rejects.toThrow('no');
    await expect(throwing).rejects.toThrow('at once');
    await expect(next).resolves.toBe('ok');
  });
});
