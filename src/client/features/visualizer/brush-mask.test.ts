import { describe, expect, it } from 'vitest';
import {
  type Stroke,
  clientToPhoto,
  cursorAfterKey,
  dabSpacing,
  dabsBetween,
  replay,
  strokeDabs,
  undoStroke,
  withStroke,
} from './brush-mask';

const gaps = (dabs: { x: number; y: number }[]) =>
  dabs.slice(1).map((dab, i) => Math.hypot(dab.x - (dabs[i]?.x ?? 0), dab.y - (dabs[i]?.y ?? 0)));

describe('a stroke', () => {
  it('a fast drag leaves no gap between dabs', () => {
    const stroke: Stroke = {
      erase: false,
      radius: 20,
      points: [
        { x: 10, y: 10 },
        { x: 600, y: 10 },
        { x: 600, y: 400 },
      ],
    };
    const dabs = strokeDabs(stroke);
    expect(Math.max(...gaps(dabs))).toBeLessThanOrEqual(dabSpacing(20) + 1e-9);
    expect(dabs[0]).toEqual({ x: 10, y: 10 });
    expect(dabs.at(-1)).toEqual({ x: 600, y: 400 });
  });

  it('ends exactly where the pointer stopped, however short the move', () => {
    expect(dabsBetween({ x: 5, y: 5 }, { x: 6, y: 5 }, 7)).toEqual([{ x: 6, y: 5 }]);
    expect(dabsBetween({ x: 0, y: 0 }, { x: 30, y: 40 }, 10)).toHaveLength(5);
  });

  it('a tap leaves one dab where it fell', () => {
    expect(strokeDabs({ erase: false, radius: 12, points: [{ x: 40, y: 50 }] })).toEqual([
      { x: 40, y: 50 },
    ]);
  });

  it('a tiny brush still moves forward (no endless dabs)', () => {
    expect(dabsBetween({ x: 0, y: 0 }, { x: 10, y: 0 }, 0).length).toBeLessThanOrEqual(20);
  });
});

describe('undo', () => {
  const one: Stroke = { erase: false, radius: 10, points: [{ x: 1, y: 1 }] };
  const two: Stroke = { erase: true, radius: 30, points: [{ x: 9, y: 9 }] };

  it('takes back the last stroke only, and nothing once the history is empty', () => {
    const history = withStroke(withStroke([], one), two);
    expect(undoStroke(history)).toEqual([one]);
    expect(undoStroke(undoStroke(history))).toEqual([]);
    expect(undoStroke([])).toEqual([]);
  });

  it('an empty stroke is not kept (undo never takes back nothing)', () => {
    expect(withStroke([one], { erase: false, radius: 5, points: [] })).toEqual([one]);
  });

  it('draws the mask again from the strokes left, erasers as erasers', () => {
    const calls: string[] = [];
    const fake = {
      canvas: { width: 100, height: 80 },
      globalCompositeOperation: 'source-over',
      fillStyle: '',
      clearRect: (...args: number[]) => calls.push(`clear ${args.join(',')}`),
      save: () => undefined,
      restore: () => undefined,
      beginPath: () => undefined,
      moveTo: () => undefined,
      arc: (x: number, y: number, r: number) => calls.push(`dab ${x},${y},${r}`),
      fill() {
        calls.push(`fill ${this.globalCompositeOperation}`);
      },
    };
    replay(fake as unknown as CanvasRenderingContext2D, [one, two]);
    expect(calls).toEqual([
      'clear 0,0,100,80',
      'dab 1,1,10',
      'fill source-over',
      'dab 9,9,30',
      'fill destination-out',
    ]);
  });
});

describe('where a pointer falls on the photo', () => {
  const photo = { width: 1000, height: 700 };

  it('scales the displayed picture back to the photo’s pixels', () => {
    const box = { left: 100, top: 50, width: 500, height: 350 };
    expect(clientToPhoto({ x: 100, y: 50 }, box, photo)).toEqual({ x: 0, y: 0 });
    expect(clientToPhoto({ x: 350, y: 225 }, box, photo)).toEqual({ x: 500, y: 350 });
  });

  it('follows a zoomed picture (larger on screen than the photo)', () => {
    const box = { left: -200, top: -100, width: 2000, height: 1400 };
    expect(clientToPhoto({ x: 800, y: 600 }, box, photo)).toEqual({ x: 500, y: 350 });
  });

  it('keeps a pointer dragged off the picture on its edge', () => {
    const box = { left: 0, top: 0, width: 500, height: 350 };
    expect(clientToPhoto({ x: -40, y: 900 }, box, photo)).toEqual({ x: 0, y: 700 });
  });
});

describe('the keyboard’s brush cursor', () => {
  const photo = { width: 1000, height: 700 };

  it('moves a step per arrow, five with Shift, and stays on the photo', () => {
    expect(cursorAfterKey({ x: 500, y: 350 }, 'ArrowRight', false, 10, photo)).toEqual({
      x: 510,
      y: 350,
    });
    expect(cursorAfterKey({ x: 500, y: 350 }, 'ArrowUp', true, 10, photo)).toEqual({
      x: 500,
      y: 300,
    });
    expect(cursorAfterKey({ x: 5, y: 695 }, 'ArrowLeft', true, 10, photo)).toEqual({
      x: 0,
      y: 695,
    });
  });

  it('ignores other keys', () => {
    expect(cursorAfterKey({ x: 1, y: 1 }, 'a', false, 10, photo)).toBeNull();
  });
});
