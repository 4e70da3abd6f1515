import { formatMoney, formatNumber } from './format';
import { roundMoney, sumMoney } from './money';
import { percentageOff } from './percentage-off';

/**
 * An order's discounts and surcharges are rows (order_adjustments): what each kind is called, its
 * column in the orders' export, and which way it moves the total. A new kind (a coupon, a
 * surcharge) is a new entry here, priced by priceOrder like every other; no column, no new field
 * in the order's answers.
 */
export const ADJUSTMENT_KINDS = {
  professional: { label: 'Descuento profesional', exportHeader: 'Descuento profesional', sign: -1 },
  transfer: {
    label: 'Descuento por transferencia o efectivo',
    exportHeader: 'Descuento transferencia o efectivo',
    sign: -1,
  },
} as const;
export type AdjustmentKind = keyof typeof ADJUSTMENT_KINDS;
export const ADJUSTMENT_KIND_IDS = Object.keys(ADJUSTMENT_KINDS) as [
  AdjustmentKind,
  ...AdjustmentKind[],
];

/** What an adjustment's % is taken from: the products (never the delivery), or the delivery. */
export const ADJUSTMENT_BASES = ['products', 'delivery'] as const;
export type AdjustmentBase = (typeof ADJUSTMENT_BASES)[number];

/** An adjustment an order takes, before it is priced: a % of its base, or a fixed amount. */
export interface AdjustmentRequest {
  kind: AdjustmentKind;
  /** The code the customer typed (a coupon's); null for the shop's own adjustments. */
  code: string | null;
  /** "Descuento profesional": the row's words; a % is added to them where it is shown. */
  label: string;
  percentage: number | null;
  fixedAmount: number | null;
  base: AdjustmentBase;
}

/** An adjustment as the order keeps it: `amount` is what it adds to the total (a discount's is negative). */
export interface OrderAdjustment extends AdjustmentRequest {
  amount: number;
}

/** The shop's own adjustment of a kind, by a %: the profesional's, the transfer-or-cash one. */
export function percentageAdjustment(kind: AdjustmentKind, percentage: number): AdjustmentRequest {
  return {
    kind,
    code: null,
    label: ADJUSTMENT_KINDS[kind].label,
    percentage,
    fixedAmount: null,
    base: 'products',
  };
}

/**
 * The adjustments an order takes when it is placed: the profesional customer's % (staff give it
 * on phone orders) and then the transfer-or-cash one when the customer pays that way. A % of 0 or
 * none is not taken at all.
 */
export function placedOrderAdjustments(percentages: {
  professional: number | null;
  transfer: number | null;
}): AdjustmentRequest[] {
  const requests: AdjustmentRequest[] = [];
  if (percentages.professional) {
    requests.push(percentageAdjustment('professional', percentages.professional));
  }
  if (percentages.transfer) requests.push(percentageAdjustment('transfer', percentages.transfer));
  return requests;
}

/**
 * The one pricing of an order's total: the checkout's preview, the placed order, staff's edits and
 * every place that shows an order go through it. The rule (docs/product.md, "Descuentos"): the
 * adjustments apply in their order, each % taken off what is left of its base after the ones
 * before it, so a profesional's 15 % and then the transfer's 10 % on $ 100.000 are $ 15.000 and
 * $ 8.500 (not $ 10.000): two discounts never add up to more than either would allow on its own.
 * A fixed amount never takes a base below zero. An adjustment that comes to $ 0 is kept with its
 * %: edits of the lines price it again over the new lines.
 */
export function priceOrder(
  productsTotal: number,
  deliveryCost: number | null,
  requests: readonly AdjustmentRequest[],
): { adjustments: OrderAdjustment[]; total: number } {
  const left: Record<AdjustmentBase, number> = {
    products: productsTotal,
    delivery: deliveryCost ?? 0,
  };
  const adjustments = requests.map((request): OrderAdjustment => {
    const base = left[request.base];
    const { sign } = ADJUSTMENT_KINDS[request.kind];
    const size =
      request.percentage !== null
        ? percentageOff(base, request.percentage)
        : roundMoney(Math.min(Math.max(request.fixedAmount ?? 0, 0), Math.max(base, 0)));
    left[request.base] = sumMoney([base, sign * size]);
    // `|| 0`: a discount of nothing is 0, not -0.
    return { ...request, amount: sign * size || 0 };
  });
  const total = sumMoney([productsTotal, adjustmentsTotal(adjustments), deliveryCost ?? 0]);
  return { adjustments, total };
}

/** What the adjustments add to the total together (negative when they are discounts). */
export function adjustmentsTotal(adjustments: readonly { amount: number }[]): number {
  return sumMoney(adjustments.map((a) => a.amount));
}

export interface OrderAdjustmentRow {
  /** "Descuento profesional (15 %)" */
  label: string;
  /** "-$ 15.000" */
  text: string;
}

/**
 * The adjustment rows drawn between an order's lines and its delivery, in the order they were
 * taken: every place that shows an order's total (admin, the customer's page, e-mails, PDFs,
 * the checkout and the phone order's preview) draws these, so they read the same everywhere.
 * One that came to $ 0 is not drawn.
 */
export function orderAdjustmentRows(
  adjustments: readonly Pick<OrderAdjustment, 'label' | 'percentage' | 'amount'>[],
): OrderAdjustmentRow[] {
  return adjustments
    .filter((a) => a.amount !== 0)
    .map((a) => ({
      label: a.percentage === null ? a.label : `${a.label} (${formatNumber(a.percentage)} %)`,
      text: `${a.amount < 0 ? '-' : '+'}${formatMoney(Math.abs(a.amount))}`,
    }));
}
