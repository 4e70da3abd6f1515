import { describe, expect, it } from 'vitest';
import { PriceSelectionSchema, describePriceSelection } from './price-batches';

const AREA = '0b5f6a2e-1c1d-4a4e-9a51-0d7e9c1f0a01';
const CATEGORY = '0b5f6a2e-1c1d-4a4e-9a51-0d7e9c1f0a02';
const names = new Map([[AREA, 'Pisos y Revestimientos']]);
const text = (selection: object) =>
  describePriceSelection(PriceSelectionSchema.parse(selection), (id) => names.get(id));

describe('describePriceSelection', () => {
  it("names every filter of the selection, in the form's order", () => {
    expect(text({ areaId: AREA, brand: 'Cerro Negro', search: 'roble' })).toBe(
      'Área: Pisos y Revestimientos · Marca: Cerro Negro · Búsqueda: "roble"',
    );
  });
  it('says how many rows were ticked, one or many', () => {
    expect(text({ productIds: [AREA] })).toBe('1 producto marcado en la lista');
    expect(text({ productIds: [AREA, CATEGORY] })).toBe('2 productos marcados en la lista');
  });
  it('marks a taxonomy deleted since, and says when nothing narrowed the change', () => {
    expect(text({ categoryId: CATEGORY })).toBe('Categoría: (borrada)');
    expect(text({})).toBe('Todos los productos');
  });
});
