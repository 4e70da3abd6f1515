import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesForArea,
  boxesForNeed,
  calculate,
  calculateForArea,
  roomArea,
  surfaceToCover,
  squareMetersForBoxes,
} from './calculator';

describe('boxesForArea', () => {
  it('adds 10% waste and rounds up: 20 m² at 1.44 m²/box → 16 boxes', () => {
    expect(boxesForArea(20, 1.44, true)).toBe(16);
    expect(squareMetersForBoxes(16, 1.44)).toBe(23.04);
  });
  it('without waste: 20 m² at 1.44 m²/box → 14 boxes', () => {
    expect(boxesForArea(20, 1.44, false)).toBe(14);
  });
  it('does not buy an extra box for float noise on exact multiples', () => {
    expect(boxesForArea(15, 1.5, false)).toBe(10);
    expect(boxesForArea(10, 1.1, true)).toBe(10);
  });
  it('returns 0 for empty, zero, negative or invalid input', () => {
    expect(boxesForArea(0, 1.44, true)).toBe(0);
    expect(boxesForArea(-3, 1.44, true)).toBe(0);
    expect(boxesForArea(Number.NaN, 1.44, true)).toBe(0);
    expect(boxesForArea(10, 0, true)).toBe(0);
  });
});

describe('calculateForArea', () => {
  it('computes boxes, m², price and materials', () => {
    expect(calculateForArea(20, 1.44, true, 1000)).toEqual({
      squareMeters: 20,
      wastePercent: 10,
      neededSquareMeters: 22,
      boxes: 16,
      leftoverSquareMeters: 1.04,
      totalSquareMeters: 23.04,
      price: 16000,
    });
  });
  it('does nothing for zero m²', () => {
    expect(calculateForArea(0, 1.44, true, 1000)).toBeNull();
  });
});

describe('rooms, openings and laying pattern', () => {
  // surface = rooms − openings; need = surface × (1 + waste); boxes = least with boxes × m²/box ≥ need.
  const cases: {
    name: string;
    rooms: [number, number][];
    openings?: [number, number][];
    pattern: 'recto' | 'diagonal' | 'espiga';
    includeWaste: boolean;
    metersPerBox: number;
    surface: number;
    needed: number;
    boxes: number;
    leftover: number;
  }[] = [
    {
      name: 'one room recto',
      rooms: [[3.5, 4.2]],
      pattern: 'recto',
      includeWaste: true,
      metersPerBox: 1.44,
      surface: 14.7,
      needed: 16.17,
      boxes: 12,
      leftover: 1.11,
    },
    {
      name: 'one room diagonal',
      rooms: [[3.5, 4.2]],
      pattern: 'diagonal',
      includeWaste: true,
      metersPerBox: 1.44,
      surface: 14.7,
      needed: 16.91,
      boxes: 12,
      leftover: 0.38,
    },
    {
      name: 'one room espiga',
      rooms: [[3.5, 4.2]],
      pattern: 'espiga',
      includeWaste: true,
      metersPerBox: 1.44,
      surface: 14.7,
      needed: 16.91,
      boxes: 12,
      leftover: 0.38,
    },
    {
      name: 'no waste ignores the pattern',
      rooms: [[3.5, 4.2]],
      pattern: 'espiga',
      includeWaste: false,
      metersPerBox: 1.44,
      surface: 14.7,
      needed: 14.7,
      boxes: 11,
      leftover: 1.14,
    },
    {
      name: 'two rooms',
      rooms: [
        [3.5, 4.2],
        [2, 2.5],
      ],
      pattern: 'recto',
      includeWaste: true,
      metersPerBox: 2,
      surface: 19.7,
      needed: 21.67,
      boxes: 11,
      leftover: 0.33,
    },
    {
      name: 'two rooms diagonal',
      rooms: [
        [3.5, 4.2],
        [2, 2.5],
      ],
      pattern: 'diagonal',
      includeWaste: true,
      metersPerBox: 2,
      surface: 19.7,
      needed: 22.66,
      boxes: 12,
      leftover: 1.34,
    },
    {
      name: 'minus a door and a window',
      rooms: [[4, 2.6]],
      openings: [
        [0.9, 2],
        [1.2, 1.1],
      ],
      pattern: 'recto',
      includeWaste: true,
      metersPerBox: 1.5,
      surface: 7.28,
      needed: 8.01,
      boxes: 6,
      leftover: 0.99,
    },
    {
      name: 'exact multiple buys no extra box',
      rooms: [[5, 2]],
      pattern: 'recto',
      includeWaste: true,
      metersPerBox: 1.1,
      surface: 10,
      needed: 11,
      boxes: 10,
      leftover: 0,
    },
    {
      name: 'openings larger than the room',
      rooms: [[1, 1]],
      openings: [[2, 2]],
      pattern: 'recto',
      includeWaste: true,
      metersPerBox: 1,
      surface: 0,
      needed: 0,
      boxes: 0,
      leftover: 0,
    },
  ];
  it.each(cases)('$name', (c) => {
    const toSides = ([length, width]: [number, number]) => ({ length, width });
    const surface = surfaceToCover(c.rooms.map(toSides), (c.openings ?? []).map(toSides));
    expect(surface).toBe(c.surface);
    const result = calculate({
      squareMeters: surface,
      metersPerBox: c.metersPerBox,
      unitPrice: 1000,
      includeWaste: c.includeWaste,
      pattern: c.pattern,
    });
    if (c.boxes === 0) {
      expect(result).toBeNull();
      return;
    }
    expect(result).toMatchObject({
      neededSquareMeters: c.needed,
      boxes: c.boxes,
      leftoverSquareMeters: c.leftover,
      price: c.boxes * 1000,
    });
  });

  it('the spare box adds one box and its m² to the leftover', () => {
    const result = calculate({
      squareMeters: 14.7,
      metersPerBox: 1.44,
      unitPrice: 1000,
      includeWaste: true,
      spareBox: true,
    });
    expect(result).toMatchObject({
      boxes: 13,
      totalSquareMeters: 18.72,
      leftoverSquareMeters: 2.55,
    });
  });

  it('a room with a missing or negative side counts 0', () => {
    expect(roomArea({ length: 0, width: 3 })).toBe(0);
    expect(roomArea({ length: -2, width: 3 })).toBe(0);
    expect(roomArea({ length: Number.NaN, width: 3 })).toBe(0);
    expect(roomArea({ length: 2.25, width: 3.1 })).toBe(6.98);
  });
});

describe('boxesForNeed (properties)', () => {
  // m² and m²/box as the shop writes them: 2 decimals.
  const centi = (max: number) => fc.integer({ min: 1, max }).map((n) => n / 100);
  const percent = fc.constantFrom(0, 10, 15);

  it('boxes × m²/box always covers the need', () => {
    fc.assert(
      fc.property(centi(10_000_00), centi(10_00), percent, (meters, perBox, waste) => {
        const boxes = boxesForNeed(meters, perBox, waste);
        // In whole 1/10 000 m², where the comparison is exact.
        expect(boxes * Math.round(perBox * 100) * 100).toBeGreaterThanOrEqual(
          Math.round(meters * 100) * (100 + waste),
        );
      }),
    );
  });

  it('one box fewer would not cover it (the count is the least)', () => {
    fc.assert(
      fc.property(centi(10_000_00), centi(10_00), percent, (meters, perBox, waste) => {
        const boxes = boxesForNeed(meters, perBox, waste);
        expect(boxes).toBeGreaterThanOrEqual(1);
        expect((boxes - 1) * Math.round(perBox * 100) * 100).toBeLessThan(
          Math.round(meters * 100) * (100 + waste),
        );
      }),
    );
  });

  it('agrees with the float rule m² × (1 + waste) / m²/box away from exact multiples', () => {
    fc.assert(
      fc.property(centi(1_000_00), centi(10_00), percent, (meters, perBox, waste) => {
        const ratio = (meters * (1 + waste / 100)) / perBox;
        fc.pre(Math.abs(ratio - Math.round(ratio)) > 1e-6);
        expect(boxesForNeed(meters, perBox, waste)).toBe(Math.ceil(ratio));
      }),
    );
  });
});
