import { describe, expect, it } from 'vitest';
import {
  adhesiveMethodText,
  adhesiveRate,
  bagKilograms,
  bagsLabel,
  defaultJointMm,
  groutJointText,
  groutKgPerSquareMeter,
  materialAmountText,
  materialsPlan,
  suitedGrout,
  tileSizeOf,
  tileThicknessMm,
} from './materials';
import { bagsForKilograms } from './bags';

/** The decision record's formula, written out by hand: kg/m² = (L+W)/(L·W) × j × d × ρ (mm). */
const byHand = (l: number, w: number, joint: number, depth: number) =>
  ((l + w) / (l * w)) * joint * depth * 1.6;

describe('grout from the format, the joint and the tile thickness', () => {
  it.each([
    {
      name: '60×60 with a 3 mm joint, 9 mm deep: 0,144 kg/m², 20 m² → 2,88 kg in one 5 kg bag',
      dimensions: '60x60',
      squareMeters: 20,
      depthMm: 9,
      kgPerSquareMeter: 0.144,
      kg: 2.88,
      bags: 1,
    },
    {
      name: '80×80 with a 3 mm joint, 10 mm deep: 0,12 kg/m²',
      dimensions: '80x80',
      squareMeters: 50,
      depthMm: 10,
      kgPerSquareMeter: 0.12,
      kg: 6,
      bags: 2,
    },
    {
      name: '20×120 planks: many more joints per m², 0,28 kg/m²',
      dimensions: '20x120',
      squareMeters: 20,
      depthMm: 10,
      kgPerSquareMeter: 0.28,
      kg: 5.6,
      bags: 2,
    },
  ])('$name', ({ dimensions, squareMeters, depthMm, kgPerSquareMeter, kg, bags }) => {
    const [length, width] = dimensions.split('x').map(Number) as [number, number];
    const rate = groutKgPerSquareMeter({ length, width }, 3, depthMm);
    expect(rate).toBeCloseTo(byHand(length * 10, width * 10, 3, depthMm), 10);
    expect(rate).toBeCloseTo(kgPerSquareMeter, 10);
    const plan = materialsPlan({ squareMeters, dimensions, adhesiveBagKg: 25, groutBagKg: 5 });
    expect(plan.grout).toEqual({ kg, bagKg: 5, bags, jointMm: 3, depthMm });
  });

  it('follows the joint the shopper types', () => {
    const plan = materialsPlan({
      squareMeters: 20,
      dimensions: '60x60',
      jointMm: 2.5,
      adhesiveBagKg: 25,
      groutBagKg: 2,
    });
    expect(plan.grout?.kg).toBe(Math.round(20 * byHand(600, 600, 2.5, 9) * 100) / 100);
    expect(plan.grout).toMatchObject({ kg: 2.4, bags: 2, bagKg: 2, jointMm: 2.5 });
  });

  it('defaults: 4 mm joints and 8 mm tiles under 50 cm, 3 mm joints from 50 cm on', () => {
    expect(defaultJointMm({ length: 35, width: 35 })).toBe(4);
    expect(defaultJointMm({ length: 58, width: 58 })).toBe(3);
    expect(tileThicknessMm({ length: 45, width: 45 })).toBe(8);
    expect(tileThicknessMm({ length: 60, width: 60 })).toBe(9);
    expect(tileThicknessMm({ length: 20, width: 120 })).toBe(10);
  });

  it('without a format there are no joints to work out', () => {
    expect(
      materialsPlan({ squareMeters: 10, dimensions: null, adhesiveBagKg: 25, groutBagKg: 5 }).grout,
    ).toBeNull();
  });
});

describe('adhesive by the tile size', () => {
  it('small ceramics: 6 mm trowel, 3 kg/m²', () => {
    expect(adhesiveRate({ length: 20, width: 30 })).toEqual({
      trowelMm: 6,
      doubleSpread: false,
      kgPerSquareMeter: 3,
    });
  });
  it('35×35 and 45×45: 8 mm trowel, 4 kg/m²', () => {
    expect(adhesiveRate({ length: 45, width: 45 })).toEqual({
      trowelMm: 8,
      doubleSpread: false,
      kgPerSquareMeter: 4,
    });
  });
  it('58×58: 10 mm trowel, no double spreading under 60 cm', () => {
    expect(adhesiveRate({ length: 58, width: 58 })).toEqual({
      trowelMm: 10,
      doubleSpread: false,
      kgPerSquareMeter: 5,
    });
  });
  it('60×60 and 30×60: 10 mm trowel plus doble encolado, 6,5 kg/m²', () => {
    const rate = { trowelMm: 10, doubleSpread: true, kgPerSquareMeter: 6.5 };
    expect(adhesiveRate({ length: 60, width: 60 })).toEqual(rate);
    expect(adhesiveRate({ length: 30, width: 60 })).toEqual(rate);
  });
  it('80×80 and 20×120: 12 mm trowel plus doble encolado, 7,5 kg/m²', () => {
    const rate = { trowelMm: 12, doubleSpread: true, kgPerSquareMeter: 7.5 };
    expect(adhesiveRate({ length: 80, width: 80 })).toEqual(rate);
    expect(adhesiveRate({ length: 20, width: 120 })).toEqual(rate);
  });
  it('in the bags the shop sells: 20 m² of 60×60 → 130 kg, 5 bags of 30 kg', () => {
    expect(
      materialsPlan({ squareMeters: 20, dimensions: '60x60', adhesiveBagKg: 30, groutBagKg: 5 })
        .adhesive,
    ).toMatchObject({ kg: 130, bagKg: 30, bags: 5 });
  });
  it('with no product for it: kg only, no bags', () => {
    expect(
      materialsPlan({
        squareMeters: 20,
        dimensions: '45x45',
        adhesiveBagKg: null,
        groutBagKg: null,
      }),
    ).toMatchObject({
      adhesive: { kg: 80, bagKg: null, bags: 0 },
      grout: { bagKg: null, bags: 0 },
    });
  });
  it('an exact number of bags is not rounded up by float noise', () => {
    expect(
      materialsPlan({ squareMeters: 10, dimensions: '45x45', adhesiveBagKg: 20, groutBagKg: 5 })
        .adhesive.bags,
    ).toBe(2);
  });
  it('nothing for an empty surface', () => {
    expect(
      materialsPlan({ squareMeters: 0, dimensions: '60x60', adhesiveBagKg: 25, groutBagKg: 5 }),
    ).toMatchObject({ adhesive: { kg: 0, bags: 0 }, grout: { kg: 0, bags: 0 } });
  });
});

describe('reading the catalogue', () => {
  it("a tile's size from its dimensions", () => {
    expect(tileSizeOf('60x60')).toEqual({ length: 60, width: 60 });
    expect(tileSizeOf('20 × 120 cm')).toEqual({ length: 20, width: 120 });
    expect(tileSizeOf('58,5x58,5')).toEqual({ length: 58.5, width: 58.5 });
    expect(tileSizeOf('')).toBeNull();
    expect(tileSizeOf(null)).toBeNull();
  });
  it("a bag's kilograms from the product's name or dimensions", () => {
    expect(bagKilograms({ name: 'Pastina Gris 5 kg' })).toBe(5);
    expect(bagKilograms({ name: 'Adhesivo Porcelanato 30 kg' })).toBe(30);
    expect(bagKilograms({ name: 'Pastina Epoxi', dimensions: '2,5 kg' })).toBe(2.5);
    expect(bagKilograms({ name: 'Pastina Epoxi' })).toBeNull();
  });
  it('names one bag in the singular', () => {
    expect(bagsLabel(1)).toBe('bolsa');
    expect(bagsLabel(4)).toBe('bolsas');
  });
});

describe('the words the calculator shows', () => {
  it('kg and bags, or kg only', () => {
    expect(materialAmountText({ kg: 130, bagKg: 25, bags: 6 })).toBe('130 kg (6 bolsas de 25 kg)');
    expect(materialAmountText({ kg: 2.88, bagKg: 5, bags: 1 })).toBe('2,88 kg (1 bolsa de 5 kg)');
    expect(materialAmountText({ kg: 80, bagKg: null, bags: 0 })).toBe('80 kg');
  });
  it('the trowel and the joint', () => {
    expect(adhesiveMethodText(adhesiveRate({ length: 60, width: 60 }))).toBe(
      'Llana de 10 mm y doble encolado · 6,5 kg/m²',
    );
    expect(groutJointText({ jointMm: 2.5, depthMm: 9 })).toBe(
      'Junta de 2,5 mm, 9 mm de profundidad',
    );
  });
});

describe('bags for the kg worked out', () => {
  it('the kg of several rooms summed first: 0,82 + 1,07 kg is one 5 kg bag', () => {
    expect(bagsForKilograms(0.82 + 1.07, 5)).toBe(1);
    expect(bagsForKilograms(0.82, 5) + bagsForKilograms(1.07, 5)).toBe(2);
  });

  it('a full bag is one bag, a gram more is two; nothing without kg or a bag size', () => {
    expect(bagsForKilograms(5, 5)).toBe(1);
    expect(bagsForKilograms(2.5 + 2.5, 2.5)).toBe(2);
    expect(bagsForKilograms(5.01, 5)).toBe(2);
    expect(bagsForKilograms(0, 5)).toBe(0);
    expect(bagsForKilograms(3, null)).toBe(0);
  });
});

describe('the grout that suits the tile', () => {
  const gris = { id: 'g', name: 'Pastina Gris 5 kg' };
  const blanca = { id: 'b', name: 'Pastina Blanca 5 kg' };
  const epoxi = { id: 'e', name: 'Pastina Epoxi 2 kg' };
  const choices = [epoxi, gris, blanca];

  it('a white marble takes the white grout, a grey cement the grey one', () => {
    expect(suitedGrout('Blanco', choices, 'g')).toBe(blanca);
    expect(suitedGrout('Gris', choices, 'b')).toBe(gris);
  });

  it('light tiles without a grout of their colour take the white one', () => {
    expect(suitedGrout('Beige', choices, 'g')).toBe(blanca);
    expect(suitedGrout('Crema', choices, 'g')).toBe(blanca);
  });

  it("a colour without a grout of its own, or no colour, keeps the shop's grout", () => {
    expect(suitedGrout('Marrón', choices, 'g')).toBe(gris);
    expect(suitedGrout(null, choices, 'g')).toBe(gris);
    expect(suitedGrout('Multicolor', [epoxi, blanca], 'x')).toBe(epoxi);
    expect(suitedGrout('Gris', [], 'g')).toBeNull();
  });

  it('matches the colour whatever the accents and case', () => {
    const marron = { id: 'm', name: 'PASTINA MARRÓN 5 kg' };
    expect(suitedGrout('Marrón', [gris, marron], 'g')).toBe(marron);
  });
});
