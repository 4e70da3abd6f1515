import type { Resolver } from 'react-hook-form';
import { fieldErrors } from '../../../shared/api';
import { parseArNumber } from '../../../shared/number-entry';
import {
  type ProductStock,
  type StockSettings,
  StockSettingsSchema,
} from '../../../shared/stock/contract';
import { formatNumberText } from '../../components/ui/number-text';
import { toFormErrors } from '../../components/ui/form-errors';

export const WHOLE_ENTRY = { decimals: 0 } as const;

export const STOCK_SETTINGS_MESSAGES = {
  daysRequired: 'Ingresá la demora en días.',
} as const;

/** What the settings form holds: numbers as typed text; "a pedido" as its own switch. */
export interface StockSettingsValues {
  trackStock: boolean;
  backorder: boolean;
  backorderDays: string;
  lowStockThreshold: string;
}

const text = (n: number | null) => (n === null ? '' : formatNumberText(n, WHOLE_ENTRY));

export function stockSettingsValues(stock: ProductStock): StockSettingsValues {
  return {
    trackStock: stock.trackStock,
    backorder: stock.backorderDays !== null,
    backorderDays: text(stock.backorderDays),
    lowStockThreshold: text(stock.lowStockThreshold),
  };
}

/** A typed whole number: null when empty, NaN (refused by the schema) when unreadable. */
function whole(value: string): { value: number | null; message?: string } {
  const parsed = parseArNumber(value, WHOLE_ENTRY);
  if (parsed.ok) return { value: parsed.value };
  if (parsed.problem === 'empty') return { value: null };
  return { value: Number.NaN, message: parsed.message };
}

/**
 * The shared StockSettingsSchema over the typed numbers (es-AR rule), with the API's messages:
 * without "a pedido" the demora is not sent (null); an empty mínimo means no low-stock warning.
 */
export const stockSettingsResolver: Resolver<StockSettingsValues, unknown, StockSettings> = (
  values,
) => {
  const days = values.backorder ? whole(values.backorderDays) : { value: null };
  const threshold = whole(values.lowStockThreshold);
  const fields: Record<string, string> = {};
  if (values.backorder && days.value === null)
    fields.backorderDays = STOCK_SETTINGS_MESSAGES.daysRequired;
  if (days.message) fields.backorderDays = days.message;
  if (threshold.message) fields.lowStockThreshold = threshold.message;
  const parsed = StockSettingsSchema.safeParse({
    trackStock: values.trackStock,
    backorderDays: days.value,
    lowStockThreshold: threshold.value,
  });
  if (!parsed.success) Object.assign(fields, { ...fieldErrors(parsed.error), ...fields });
  if (parsed.success && Object.keys(fields).length === 0)
    return { values: parsed.data, errors: {} };
  return { values: {}, errors: toFormErrors<StockSettingsValues>(fields) };
};
