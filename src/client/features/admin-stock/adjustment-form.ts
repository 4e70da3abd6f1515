import type { Resolver } from 'react-hook-form';
import { fieldErrors } from '#shared/api';
import { type ArNumberOptions, parseArNumber } from '#shared/number-entry';
import { type AdjustmentInput, AdjustmentInputSchema } from '#shared/stock/contract';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import { toFormErrors } from '#client/components/ui/form-errors';

/** The adjustment's boxes: a whole number, negative to take boxes out. */
export const DELTA_ENTRY: ArNumberOptions = { decimals: 0, min: -1_000_000, max: 1_000_000 };

/** Why a lot is adjusted; the reason the movement keeps is the kind and its detail. */
export const ADJUSTMENT_REASONS = ['Rotura', 'Inventario', 'Devolución', 'Otro'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_MESSAGES = {
  breakageAdds: 'Una rotura resta stock: ingresá la cantidad con signo menos (ej.: -3).',
} as const;

export interface AdjustmentValues {
  /** As typed: '-3', '12', '1.038'. */
  delta: string;
  reason: AdjustmentReason;
  detail: string;
}

export type AdjustmentResult =
  | { ok: true; input: AdjustmentInput }
  | { ok: false; errors: Partial<Record<'delta' | 'detail', string>> };

/**
 * The adjustment the form asks for, read by the es-AR number rule and the API's own schema
 * (the same messages as a refusal would give): a rotura only takes boxes out, and "Otro" needs
 * its detail, which is then the whole reason.
 */
export function readAdjustment(values: AdjustmentValues): AdjustmentResult {
  const parsed = parseArNumber(values.delta, DELTA_ENTRY);
  const errors: Partial<Record<'delta' | 'detail', string>> = {};
  if (!parsed.ok)
    errors.delta = parsed.problem === 'empty' ? STOCK_MESSAGES.adjustZero : parsed.message;
  else if (values.reason === 'Rotura' && parsed.value > 0)
    errors.delta = ADJUSTMENT_MESSAGES.breakageAdds;
  const detail = values.detail.trim();
  const reason =
    values.reason === 'Otro' ? detail : detail ? `${values.reason}: ${detail}` : values.reason;
  const checked = AdjustmentInputSchema.safeParse({
    delta: parsed.ok ? parsed.value : 0,
    reason,
  });
  if (!checked.success) {
    const fields = fieldErrors(checked.error);
    errors.delta ??= fields.delta;
    if (fields.reason) errors.detail = fields.reason;
  }
  if (errors.delta || errors.detail || !checked.success) return { ok: false, errors };
  return { ok: true, input: checked.data };
}

/** readAdjustment as the dialog's resolver: its messages under Cantidad and Detalle. */
export const adjustmentResolver: Resolver<AdjustmentValues, unknown, AdjustmentInput> = (
  values,
) => {
  const result = readAdjustment(values);
  return result.ok
    ? { values: result.input, errors: {} }
    : { values: {}, errors: toFormErrors<AdjustmentValues>(result.errors) };
};
