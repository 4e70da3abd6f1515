import { describe, expect, it } from 'vitest';
import {
  VISUALIZER_PATTERN_IDS,
  layTiles,
  patternsFor,
  tileContains,
  tileSizeFromDimensions,
} from './tile-layout';

describe('tileSizeFromDimensions', () => {
  it('reads the product’s dimensions in cm as metres, long side first', () => {
    expect(tileSizeFromDimensions('60x60')).toEqual({ length: 0.6, width: 0.6 });
    expect(tileSizeFromDimensions('20 x 120 cm')).toEqual({ length: 1.2, width: 0.2 });
    expect(tileSizeFromDimensions('58,5x58,5')).toEqual({ length: 0.585, width: 0.585 });
    expect(tileSizeFromDimensions('Bolsa 25 kg')).toBeNull();
    expect(tileSizeFromDimensions(null)).toBeNull();
  });

  it('offers espina de pez for planks only', () => {
    expect(patternsFor({ length: 1.2, width: 0.2 })).toContain('espiga');
    expect(patternsFor({ length: 0.6, width: 0.6 })).not.toContain('espiga');
  });
});

/** A fixed, spread set of points of the room (no randomness: the same every run). */
function samples(length: number, width: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 37; i++)
    for (let j = 0; j < 23; j++)
      points.push([((i + 0.37) / 37) * length, ((j + 0.61) / 23) * width]);
  return points;
}

describe('layTiles', () => {
  const cases = [
    { tile: { length: 0.6, width: 0.6 }, name: '60×60' },
    { tile: { length: 1.2, width: 0.2 }, name: '20×120' },
  ];
  for (const { tile, name } of cases)
    for (const pattern of VISUALIZER_PATTERN_IDS)
      it(`${pattern}, ${name}: every point of the floor lies in exactly one tile`, () => {
        const tiles = layTiles({ length: 3, width: 2, tile, pattern });
        for (const [x, y] of samples(3, 2)) {
          const inside = tiles.filter((t) => tileContains(t, x, y)).length;
          const onEdge = tiles.filter((t) => tileContains(t, x, y, -1e-6)).length;
          // A point exactly on a joint line belongs to two; everywhere else to one.
          expect(inside === 1 || (inside === 0 && onEdge >= 2)).toBe(true);
        }
      });

  it('recto: a 3 × 2 m room of 60 × 60 has 5 columns and 4 rows (the last cut to a third)', () => {
    const tiles = layTiles({
      length: 3,
      width: 2,
      tile: { length: 0.6, width: 0.6 },
      pattern: 'recto',
    });
    const inside = tiles.filter((t) => t.x - 0.3 < 3 - 1e-9);
    expect(new Set(inside.map((t) => t.x.toFixed(3))).size).toBe(5);
    expect(new Set(inside.map((t) => t.y.toFixed(3))).size).toBe(4);
    expect(tiles.every((t) => t.angle === 0)).toBe(true);
  });

  it('trabado: each row moves by half a tile from the one before', () => {
    const tiles = layTiles({
      length: 3,
      width: 2,
      tile: { length: 0.6, width: 0.3 },
      pattern: 'trabado',
    });
    const firstOfRow = (y: number) =>
      Math.min(...tiles.filter((t) => Math.abs(t.y - y) < 1e-9).map((t) => t.x));
    expect(firstOfRow(0.15)).toBeCloseTo(0.3, 9);
    expect(firstOfRow(0.45)).toBeCloseTo(0, 9);
  });

  it('diagonal: tiles turned 45°; espina de pez: planks at ±45°, half of them each way', () => {
    const diagonal = layTiles({
      length: 3,
      width: 2,
      tile: { length: 0.6, width: 0.6 },
      pattern: 'diagonal',
    });
    expect(diagonal.every((t) => Math.abs(t.angle - Math.PI / 4) < 1e-9)).toBe(true);
    const herringbone = layTiles({
      length: 3,
      width: 2,
      tile: { length: 1.2, width: 0.2 },
      pattern: 'espiga',
    });
    const left = herringbone.filter((t) => Math.abs(t.angle + Math.PI / 4) < 1e-9).length;
    const right = herringbone.filter((t) => Math.abs(t.angle - Math.PI / 4) < 1e-9).length;
    expect(left + right).toBe(herringbone.length);
    expect(Math.abs(left - right) / herringbone.length).toBeLessThan(0.1);
  });
});
