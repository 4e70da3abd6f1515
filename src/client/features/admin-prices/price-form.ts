import { type PriceBatchInput, PRICE_RULE_ENTRY, type PriceRule } from '#shared/price-batches';
import { parseArNumber } from '#shared/number-entry';

/** The bulk screen's fields as they are held: the amount as typed text, empty selects as ''. */
export interface PriceFormValues {
  areaId: string;
  categoryId: string;
  subcategoryId: string;
  brand: string;
  search: string;
  kind: PriceRule['kind'];
  direction: PriceRule['direction'];
  amount: string;
  rounding: PriceRule['rounding'];
}

export const EMPTY_PRICE_FORM: PriceFormValues = {
  areaId: '',
  categoryId: '',
  subcategoryId: '',
  brand: '',
  search: '',
  kind: 'porcentaje',
  direction: 'subir',
  amount: '',
  rounding: 1,
};

/** The request for the values (or the amount's Spanish message): ticked rows win over filters. */
export function priceBatchInput(
  values: PriceFormValues,
  productIds: string[],
): { ok: true; input: PriceBatchInput } | { ok: false; message: string } {
  const amount = parseArNumber(values.amount, PRICE_RULE_ENTRY[values.kind]);
  if (!amount.ok)
    return {
      ok: false,
      message: amount.problem === 'empty' ? 'Escribí el valor del cambio' : amount.message,
    };
  if (amount.value <= 0) return { ok: false, message: 'El valor debe ser mayor que 0' };
  const ticked = productIds.length > 0;
  return {
    ok: true,
    input: {
      selection: {
        areaId: ticked ? null : values.areaId || null,
        categoryId: ticked ? null : values.categoryId || null,
        subcategoryId: ticked ? null : values.subcategoryId || null,
        brand: ticked ? '' : values.brand,
        search: ticked ? '' : values.search.trim(),
        productIds,
      },
      rule: {
        kind: values.kind,
        direction: values.direction,
        amount: amount.value,
        rounding: values.rounding,
      },
    },
  };
}
