import type { InvoiceLetter } from '#shared/invoicing';
import { divideMoney, fromCents, toCents } from '#shared/money';

/** ARCA's AlicIva codes by rate (%). */
const VAT_RATE_IDS = new Map([
  [21, 5],
  [10.5, 4],
  [27, 6],
  [0, 3],
]);

export interface VatAmount {
  /** The rate in %, as the product carries it (21, 10.5). */
  rate: number;
  /** ARCA's AlicIva Id. */
  id: number;
  base: number;
  amount: number;
}

export interface InvoiceAmounts {
  total: number;
  net: number;
  vat: number;
  vatLines: VatAmount[];
}

/**
 * An order's total split by IVA rate as ARCA wants it. Prices include IVA, so each rate's
 * share of the total (the lines at their product's rate, delivery at 21 %) is spread over the
 * order's real total (after discounts) by largest remainder, in cents; then its base is the share
 * over 1 + rate, rounded, and its IVA the rest, so base + IVA is the share to the cent. Factura C
 * has no IVA: its net is the total.
 */
export function invoiceAmounts(
  letter: InvoiceLetter,
  parts: { amount: number; rate: number }[],
  total: number,
): InvoiceAmounts {
  const totalCents = toCents(total);
  if (letter === 'C') return { total, net: total, vat: 0, vatLines: [] };
  const byRate = new Map<number, number>();
  for (const part of parts) {
    byRate.set(part.rate, (byRate.get(part.rate) ?? 0) + toCents(part.amount));
  }
  const rates = [...byRate.entries()].filter(([, cents]) => cents > 0).sort(([a], [b]) => b - a);
  const listed = rates.reduce((sum, [, cents]) => sum + cents, 0);
  if (rates.length === 0 || listed === 0) rates.splice(0, rates.length, [21, totalCents]);
  const sum = rates.reduce((s, [, cents]) => s + cents, 0);
  const exact = rates.map(([rate, cents]) => ({ rate, share: (cents * totalCents) / sum }));
  const shares = exact.map(({ rate, share }) => ({
    rate,
    cents: Math.floor(share),
    rest: share % 1,
  }));
  let missing = totalCents - shares.reduce((s, share) => s + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    share.cents += 1;
    missing -= 1;
  }
  const vatLines = shares
    .filter((share) => share.cents > 0)
    .map(({ rate, cents }) => {
      const id = VAT_RATE_IDS.get(rate);
      if (id === undefined) throw new Error(`Alícuota de IVA desconocida: ${rate} %`);
      const base = toCents(divideMoney(fromCents(cents), 1 + rate / 100));
      return { rate, id, base: fromCents(base), amount: fromCents(cents - base) };
    });
  const net = fromCents(vatLines.reduce((s, line) => s + toCents(line.base), 0));
  const vat = fromCents(vatLines.reduce((s, line) => s + toCents(line.amount), 0));
  return { total: fromCents(totalCents), net, vat, vatLines };
}
