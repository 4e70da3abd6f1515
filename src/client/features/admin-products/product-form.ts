import type { Resolver } from 'react-hook-form';
import {
  PRODUCT_NUMBER_ENTRY,
  type ProductInput,
  ProductFormSchema,
  taxonomyIssues,
} from '#shared/admin-catalog';
import { fieldErrors } from '#shared/api';
import type { ProductStatus } from '#shared/availability';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { parseArNumber } from '#shared/number-entry';
import { DEFAULT_SALE_UNIT, type SaleUnit } from '#shared/order-lines';
import type { Quality } from '#shared/pricing';
import { formatNumberText } from '#client/components/ui/number-text';
import { toFormErrors } from '#client/components/ui/form-errors';

/** What the dialog's fields hold: numbers as typed text, empty selects as ''. */
export interface ProductFormValues {
  name: string;
  code: string;
  description: string;
  brand: string;
  price: string;
  discountPercentage: string;
  dimensions: string;
  metersPerBox: string;
  quality: Quality;
  type: string;
  hasShipping: boolean;
  status: ProductStatus;
  inStock: boolean;
  saleUnit: SaleUnit;
  areaId: string;
  categoryId: string;
  subcategoryId: string;
  /** The ficha técnica (tile-attributes.ts): '' is «Sin especificar». */
  color: string;
  usage: string;
  placement: string;
  slipResistance: string;
  /** '1'…'5'. */
  pei: string;
  rectified: '' | 'si' | 'no';
  thicknessMm: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  code: '',
  description: '',
  brand: '',
  price: '',
  discountPercentage: '',
  dimensions: '',
  metersPerBox: '',
  quality: '1ra',
  type: '',
  hasShipping: false,
  status: 'publicado',
  inStock: true,
  saleUnit: DEFAULT_SALE_UNIT,
  areaId: '',
  categoryId: '',
  subcategoryId: '',
  color: '',
  usage: '',
  placement: '',
  slipResistance: '',
  pei: '',
  rectified: '',
  thicknessMm: '',
};

type NumberName = keyof typeof PRODUCT_NUMBER_ENTRY;

/** A stored number as its field shows it (`45.990`, `1,44`), so it reads back the same. */
const text = (n: number | null, name: NumberName) =>
  n === null ? '' : formatNumberText(n, PRODUCT_NUMBER_ENTRY[name]);

/** The form's fields, for the server's field messages (a taken código) to land under. */
export const PRODUCT_FIELDS = Object.keys(EMPTY_PRODUCT) as (keyof ProductFormValues)[];

export function productFormValues(product: ProductDetail): ProductFormValues {
  return {
    name: product.name,
    code: product.code ?? '',
    description: product.description,
    brand: product.brand,
    price: text(product.price, 'price'),
    discountPercentage: text(product.discountPercentage, 'discountPercentage'),
    dimensions: product.dimensions ?? '',
    metersPerBox: text(product.metersPerBox, 'metersPerBox'),
    quality: product.quality,
    type: product.type ?? '',
    hasShipping: product.hasShipping,
    status: product.status,
    inStock: product.inStock,
    saleUnit: product.saleUnit,
    areaId: product.areaId ?? '',
    categoryId: product.categoryId ?? '',
    subcategoryId: product.subcategoryId ?? '',
    color: product.color ?? '',
    usage: product.usage ?? '',
    placement: product.placement ?? '',
    slipResistance: product.slipResistance ?? '',
    pei: product.pei === null ? '' : String(product.pei),
    rectified: product.rectified === null ? '' : product.rectified ? 'si' : 'no',
    thicknessMm: text(product.thicknessMm, 'thicknessMm'),
  };
}

/**
 * The shared ProductFormSchema (numbers read by the es-AR rule, then the API's own rules) plus
 * the taxonomy rules, with the same messages as the API.
 */
export function productResolver(
  taxonomy: Taxonomy,
): Resolver<ProductFormValues, unknown, ProductInput> {
  return (values) => {
    const dimensions = values.dimensions.trim() || null;
    const parsed = ProductFormSchema.safeParse({
      ...values,
      dimensions,
      type: values.type || null,
      // The ficha técnica's selects: '' is «Sin especificar», sent as null (it clears).
      color: values.color || null,
      usage: values.usage || null,
      placement: values.placement || null,
      slipResistance: values.slipResistance || null,
      pei: values.pei ? Number(values.pei) : null,
      rectified: values.rectified === '' ? null : values.rectified === 'si',
    });
    // An unreadable text counts as missing here; the schema's message for it wins below.
    const meters = parseArNumber(values.metersPerBox, PRODUCT_NUMBER_ENTRY.metersPerBox);
    const fields = {
      ...taxonomyIssues(
        {
          areaId: values.areaId,
          categoryId: values.categoryId,
          subcategoryId: values.subcategoryId,
          dimensions,
          metersPerBox: meters.ok ? meters.value : null,
        },
        taxonomy,
      ),
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
    };
    if (parsed.success && Object.keys(fields).length === 0)
      return { values: parsed.data, errors: {} };
    return { values: {}, errors: toFormErrors<ProductFormValues>(fields) };
  };
}
