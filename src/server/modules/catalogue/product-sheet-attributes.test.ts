import { describe, expect, it } from 'vitest';
import { NO_TILE_ATTRIBUTES, type TileAttributes } from '#shared/tile-attributes';
import {
  ATTRIBUTE_CHOICES,
  ATTRIBUTE_SHEET_MESSAGES,
  attributeCells,
} from './product-sheet-attributes';
import { readChoice } from './product-sheet-rows';

const yesNo = (v: boolean) => (v ? 'Sí' : 'No');
/** What the import finds for a cell's text (undefined: refused). */
function read(key: keyof typeof ATTRIBUTE_CHOICES, text: string): unknown {
  const result = readChoice<unknown>(text, ATTRIBUTE_CHOICES[key], 'refused');
  return result.ok ? result.value : undefined;
}

describe('the tile attributes in the products spreadsheet', () => {
  it('writes the technical sheet’s words, and nothing for what the product does not say', () => {
    const full: TileAttributes = {
      color: 'Marrón',
      usage: 'ambos',
      placement: 'interior',
      slipResistance: 'R10',
      pei: 4,
      rectified: false,
      thicknessMm: 9.5,
    };
    expect(attributeCells(full, yesNo)).toEqual({
      color: 'Marrón',
      usage: 'Piso y pared',
      placement: 'Interior',
      slipResistance: 'R10',
      pei: 'IV',
      rectified: 'No',
      thicknessMm: 9.5,
    });
    // Every cell of a tile without attributes is empty.
    expect(attributeCells(NO_TILE_ATTRIBUTES, yesNo)).toEqual(NO_TILE_ATTRIBUTES);
  });

  it('reads back every word it writes', () => {
    for (const key of Object.keys(ATTRIBUTE_CHOICES) as (keyof typeof ATTRIBUTE_CHOICES)[])
      for (const choice of ATTRIBUTE_CHOICES[key])
        expect(read(key, choice.labels[0] ?? ''), `${key} ${String(choice.value)}`).toBe(
          choice.value,
        );
  });

  it('reads a value with any accents and case, and the stored words too', () => {
    expect(read('color', 'MARRON')).toBe('Marrón');
    expect(read('usage', 'piso y PARED')).toBe('ambos');
    expect(read('usage', 'ambos')).toBe('ambos');
    expect(read('placement', 'Interior / exterior')).toBe('ambos');
    expect(read('slipResistance', 'r11')).toBe('R11');
    expect(read('pei', 'iv')).toBe(4);
    expect(read('pei', '4')).toBe(4);
    expect(read('pei', 'PEI V')).toBe(5);
    expect(read('color', 'Fucsia')).toBeUndefined();
    expect(read('pei', '6')).toBeUndefined();
  });

  it('says in Spanish what a refused cell may hold', () => {
    expect(ATTRIBUTE_SHEET_MESSAGES.usage).toBe(
      'El uso debe ser Piso, Pared o Piso y pared, o quedar vacío',
    );
    expect(ATTRIBUTE_SHEET_MESSAGES.pei).toBe(
      'El PEI debe ser I, II, III, IV o V (o de 1 a 5), o quedar vacío',
    );
  });
});
