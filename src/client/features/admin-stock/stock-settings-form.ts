import { parseArNumber } from '#shared/number-entry';
import { type ProductStock, StockSettingsSchema } from '#shared/stock/contract';
import { formatNumberText } from '#client/components/ui/number-text';
import { schemaResolver } from '#client/components/ui/form-resolver';

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

/** The typed numbers as read: without "a pedido" the demora is not sent (null). */
function typed(values: StockSettingsValues) {
  return {
    days: values.backorder ? whole(values.backorderDays) : { value: null },
    threshold: whole(values.lowStockThreshold),
  };
}

/**
 * The shared StockSettingsSchema over the typed numbers (es-AR rule), with the API's messages;
 * an empty mínimo means no low-stock warning. The form's own messages win: "a pedido" needs its
 * days, and a number the rule cannot read gets the rule's message.
 */
export const stockSettingsResolver = schemaResolver(
  StockSettingsSchema,
  (values: StockSettingsValues) => {
    const { days, threshold } = typed(values);
    return {
      trackStock: values.trackStock,
      backorderDays: days.value,
      lowStockThreshold: threshold.value,
    };
  },
  (values) => {
    const { days, threshold } = typed(values);
    const fields: Record<string, string> = {};
    if (values.backorder && days.value === null)
      fields.backorderDays = STOCK_SETTINGS_MESSAGES.daysRequired;
    if (days.message) fields.backorderDays = days.message;
    if (threshold.message) fields.lowStockThreshold = threshold.message;
    return fields;
  },
);
