import { formatMoney, formatNumber } from './format';
import { percentageOf, roundMoney } from './money';

/**
 * An order's discounts as the order keeps them (% and amount each; null: not taken): the
 * profesional customer's (issue 32, phone orders) and the transfer-or-cash one (issue 29).
 */
export interface OrderDiscounts {
  professionalDiscountPercentage: number | null;
  professionalDiscount: number | null;
  transferDiscountPercentage: number | null;
  transferDiscount: number | null;
}

export const NO_DISCOUNTS: OrderDiscounts = {
  professionalDiscountPercentage: null,
  professionalDiscount: null,
  transferDiscountPercentage: null,
  transferDiscount: null,
};

/** The % of each discount an order takes (null: not taken). */
export interface OrderDiscountPercentages {
  professional: number | null;
  transfer: number | null;
}

/** A percentage of an amount, rounded to cents by the shop's one rounding; 0 when nothing is off. */
export function percentageOff(amount: number, percentage: number | null): number {
  if (!percentage || percentage <= 0 || amount <= 0) return 0;
  return percentageOf(amount, percentage);
}

/**
 * The discounts an order's products take, never its delivery. The rule (docs/product.md,
 * "Descuentos"): the profesional % comes off the products first, and the transfer-or-cash % off
 * what is left, so 15 % and 10 % on $ 100.000 are $ 15.000 and $ 8.500 (not $ 10.000): the two
 * never add up to more than either % would allow on its own, in whichever order staff think of
 * them. A discount that comes to $ 0 is kept as null (none), with its %: edits of the lines
 * (order-edits.ts) recompute the amounts with the stored % and keep it.
 */
export function priceOrderDiscounts(
  productsTotal: number,
  percentages: OrderDiscountPercentages,
): OrderDiscounts {
  const professional = percentageOff(productsTotal, percentages.professional);
  const transfer = percentageOff(roundMoney(productsTotal - professional), percentages.transfer);
  return {
    professionalDiscountPercentage: percentages.professional || null,
    professionalDiscount: professional || null,
    transferDiscountPercentage: percentages.transfer || null,
    transferDiscount: transfer || null,
  };
}

/** Both discounts' amounts together. */
export function orderDiscountsTotal(discounts: OrderDiscounts): number {
  return roundMoney((discounts.professionalDiscount ?? 0) + (discounts.transferDiscount ?? 0));
}

/** What the order charges: its products less its discounts, plus the delivery (null: a convenir). */
export function orderAmountDue(
  productsTotal: number,
  discounts: OrderDiscounts,
  deliveryCost: number | null,
): number {
  return roundMoney(productsTotal - orderDiscountsTotal(discounts) + (deliveryCost ?? 0));
}

export interface OrderDiscountRow {
  /** "Descuento profesional (15 %)" */
  label: string;
  amount: number;
  /** "-$ 15.000" */
  text: string;
}

/**
 * The discount rows drawn between an order's lines and its delivery, in the order they were
 * taken: every place that shows an order's total (admin, the customer's page, e-mails, PDFs,
 * the phone order's preview) draws these, so they read the same everywhere.
 */
export function orderDiscountRows(discounts: OrderDiscounts): OrderDiscountRow[] {
  const rows: OrderDiscountRow[] = [];
  const add = (label: string, percentage: number | null, amount: number | null) => {
    if (!amount) return;
    rows.push({
      label: `${label} (${formatNumber(percentage ?? 0)} %)`,
      amount,
      text: `-${formatMoney(amount)}`,
    });
  };
  add(
    'Descuento profesional',
    discounts.professionalDiscountPercentage,
    discounts.professionalDiscount,
  );
  add(
    'Descuento por transferencia o efectivo',
    discounts.transferDiscountPercentage,
    discounts.transferDiscount,
  );
  return rows;
}
