import type { Resolver } from 'react-hook-form';
import {
  type ProductInput,
  ProductInputSchema,
  numberOrNull,
  taxonomyIssues,
} from '../../../shared/admin-catalog';
import { fieldErrors } from '../../../shared/api';
import type { ProductDetail, Taxonomy } from '../../../shared/catalog';
import type { Quality } from '../../../shared/pricing';
import { toFormErrors } from '../admin-taxonomy/form-errors';

/** What the dialog's fields hold: numbers as typed text, empty selects as ''. */
export interface ProductFormValues {
  name: string;
  description: string;
  brand: string;
  price: string;
  discountPercentage: string;
  dimensions: string;
  metersPerBox: string;
  quality: Quality;
  type: string;
  hasShipping: boolean;
  areaId: string;
  categoryId: string;
  subcategoryId: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  brand: '',
  price: '',
  discountPercentage: '',
  dimensions: '',
  metersPerBox: '',
  quality: '1ra',
  type: '',
  hasShipping: false,
  areaId: '',
  categoryId: '',
  subcategoryId: '',
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function productFormValues(product: ProductDetail): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    brand: product.brand,
    price: String(product.price),
    discountPercentage: text(product.discountPercentage),
    dimensions: product.dimensions ?? '',
    metersPerBox: text(product.metersPerBox),
    quality: product.quality,
    type: product.type ?? '',
    hasShipping: product.hasShipping,
    areaId: product.areaId ?? '',
    categoryId: product.categoryId ?? '',
    subcategoryId: product.subcategoryId ?? '',
  };
}

/** The API body for the form's values (before validation by the shared schema). */
export function productFormToInput(values: ProductFormValues) {
  return {
    ...values,
    price: numberOrNull(values.price),
    discountPercentage: numberOrNull(values.discountPercentage),
    metersPerBox: numberOrNull(values.metersPerBox),
    dimensions: values.dimensions.trim() || null,
    type: values.type || null,
  };
}

/** The shared ProductInputSchema plus the taxonomy rules, with the same messages as the API. */
export function productResolver(
  taxonomy: Taxonomy,
): Resolver<ProductFormValues, unknown, ProductInput> {
  return (values) => {
    const raw = productFormToInput(values);
    const parsed = ProductInputSchema.safeParse(raw);
    const fields = {
      ...taxonomyIssues(
        {
          areaId: raw.areaId,
          categoryId: raw.categoryId,
          subcategoryId: raw.subcategoryId,
          dimensions: raw.dimensions,
          metersPerBox: raw.metersPerBox,
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
