import { describe, expect, it } from 'vitest';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { NO_TILE_ATTRIBUTES } from '#shared/tile-attributes';
import {
  EMPTY_PRODUCT,
  type ProductFormValues,
  productFormValues,
  productResolver,
} from './product-form';

const AREA = '00000000-0000-4000-8000-000000000001';
const CATEGORY = '00000000-0000-4000-8000-000000000002';
const SUBCATEGORY = '00000000-0000-4000-8000-000000000003';
const TAXONOMY: Taxonomy = {
  areas: [{ id: AREA, name: 'Pisos y Revestimientos', description: null, order: 1 }],
  categories: [{ id: CATEGORY, name: 'Porcelanicos', description: null, order: 1, areaId: AREA }],
  subcategories: [
    {
      id: SUBCATEGORY,
      name: 'Simil madera',
      description: null,
      order: 1,
      categoryId: CATEGORY,
    },
  ],
};
const FILLED: ProductFormValues = {
  ...EMPTY_PRODUCT,
  name: 'Porcelanato',
  dimensions: '20x120',
  areaId: AREA,
  categoryId: CATEGORY,
  subcategoryId: SUBCATEGORY,
};

const STORED: ProductDetail = {
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Porcelanato',
  code: 'POR-2012',
  description: '',
  brand: '',
  price: 45990.5,
  discountPercentage: 12.5,
  dimensions: '20x120',
  metersPerBox: 1.44,
  quality: '1ra',
  type: null,
  hasShipping: false,
  saleUnit: 'caja',
  areaId: AREA,
  categoryId: CATEGORY,
  subcategoryId: SUBCATEGORY,
  images: [],
  status: 'borrador',
  inStock: false,
  ...NO_TILE_ATTRIBUTES,
  areaName: 'Pisos y Revestimientos',
  categoryName: 'Porcelanicos',
  subcategoryName: 'Simil madera',
};

async function resolve(values: Partial<ProductFormValues>) {
  return productResolver(TAXONOMY)({ ...FILLED, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('the product dialog reads its number fields the es-AR way', () => {
  it.each([
    ['45.990', '1,44', '', { price: 45990, metersPerBox: 1.44, discountPercentage: null }],
    ['45990', '1.44', '10', { price: 45990, metersPerBox: 1.44, discountPercentage: 10 }],
    ['45.990,50', '2', '12,5', { price: 45990.5, metersPerBox: 2, discountPercentage: 12.5 }],
    ['1,44', '0,96', '12.5', { price: 1.44, metersPerBox: 0.96, discountPercentage: 12.5 }],
  ])('price %s, metres %s, discount %s', async (price, metersPerBox, discount, expected) => {
    const result = await resolve({ price, metersPerBox, discountPercentage: discount });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject(expected);
  });

  it('shows the rule’s Spanish message under each field it cannot read, and saves nothing', async () => {
    const result = await resolve({
      price: '45,990',
      metersPerBox: '1.440',
      discountPercentage: '-5',
    });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      price: { message: 'Admite hasta 2 decimales (si son miles, escribí 45990)' },
      metersPerBox: {
        message:
          '"1.440" es ambiguo: escribí 1440 si son miles, o usá la coma para los decimales (1,44)',
      },
      discountPercentage: { message: 'No puede ser negativo' },
    });
  });

  it('keeps the field messages of the contract for empty and out-of-range numbers', async () => {
    const result = await resolve({ price: '', metersPerBox: '', discountPercentage: '150' });
    expect(result.errors).toMatchObject({
      price: { message: 'El precio es obligatorio' },
      metersPerBox: { message: 'Los metros por caja son obligatorios' },
      discountPercentage: { message: 'El descuento debe estar entre 0 y 100' },
    });
  });

  it('opens a stored product with its numbers as the fields show them, which read back the same', async () => {
    const product = STORED;
    const values = productFormValues(product);
    expect(values).toMatchObject({
      price: '45.990,50',
      discountPercentage: '12,5',
      metersPerBox: '1,44',
    });
    expect((await resolve(values)).values).toMatchObject({
      price: 45990.5,
      discountPercentage: 12.5,
      metersPerBox: 1.44,
      status: 'borrador',
      inStock: false,
    });
  });
});

describe('the product dialog’s ficha técnica', () => {
  const withNumbers = (values: Partial<ProductFormValues>) =>
    resolve({ price: '100', metersPerBox: '1,44', ...values });

  it('sends each attribute chosen, the espesor read the es-AR way, and «Sin especificar» as null', async () => {
    const result = await withNumbers({
      color: 'Gris',
      usage: 'ambos',
      placement: 'exterior',
      slipResistance: 'R11',
      pei: '4',
      rectified: 'no',
      thicknessMm: '9,5',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      color: 'Gris',
      usage: 'ambos',
      placement: 'exterior',
      slipResistance: 'R11',
      pei: 4,
      rectified: false,
      thicknessMm: 9.5,
    });
    // Nothing chosen clears them: the dialog shows every attribute, so what it leaves empty is empty.
    expect((await withNumbers({})).values).toMatchObject(NO_TILE_ATTRIBUTES);
  });

  it('refuses an espesor it cannot read or out of range with the contract’s message', async () => {
    for (const [thicknessMm, message] of [
      ['9,55', 'Admite hasta 1 decimal'],
      ['80', 'El espesor va de 1 a 50 mm'],
      ['0', 'El espesor va de 1 a 50 mm'],
    ] as const) {
      const result = await withNumbers({ thicknessMm });
      expect(result.values, thicknessMm).toEqual({});
      expect(result.errors.thicknessMm?.message, thicknessMm).toContain(message);
    }
    expect((await withNumbers({ color: 'Fucsia' })).errors.color?.message).toBe(
      'Elegí un color de la lista (Blanco, Negro, Gris, Beige, Crema, Marrón, Terracota, Azul, Verde, Multicolor)',
    );
  });

  it('opens a stored product with its attributes, which read back the same', () => {
    const values = productFormValues({
      ...STORED,
      color: 'Beige',
      usage: 'piso',
      placement: 'interior',
      slipResistance: 'R9',
      pei: 3,
      rectified: true,
      thicknessMm: 10.5,
    });
    expect(values).toMatchObject({
      color: 'Beige',
      usage: 'piso',
      placement: 'interior',
      slipResistance: 'R9',
      pei: '3',
      rectified: 'si',
      thicknessMm: '10,5',
    });
  });
});
