import { formatNumber } from '../format';
import { SALE_UNIT_LABELS, type SaleUnit } from '../order-lines';

// The rules the shop's cards and pages show, without zod: they are part of the storefront's first
// load, the schema (contract.ts) is not.
import type { StockSummary } from './contract';

export type { StockSummary };

/** "Últimas N cajas" from this many down. */
export const LAST_UNITS = 5;

export type StockState = 'in_stock' | 'last_units' | 'backorder' | 'out_of_stock';

/** What one line may take: all of one lot (boxes) or the product's whole stock (others). */
export function orderableNow(stock: StockSummary, saleUnit: SaleUnit): number {
  return saleUnit === 'caja' ? stock.largestLot : stock.available;
}

export function stockState(stock: StockSummary, saleUnit: SaleUnit): StockState {
  const now = orderableNow(stock, saleUnit);
  if (now > LAST_UNITS) return 'in_stock';
  if (now > 0) return 'last_units';
  return stock.backorderDays === null ? 'out_of_stock' : 'backorder';
}

const unitWord = (quantity: number, unit: SaleUnit) =>
  quantity === 1 ? SALE_UNIT_LABELS[unit].one : SALE_UNIT_LABELS[unit].many;

/**
 * The shopper's line on the product page and cards: "38 cajas disponibles del mismo lote",
 * "Últimas 5 cajas", "A pedido: demora 15 días" or "Sin stock".
 */
export function stockText(stock: StockSummary, saleUnit: SaleUnit): string {
  const now = orderableNow(stock, saleUnit);
  switch (stockState(stock, saleUnit)) {
    case 'in_stock':
      return saleUnit === 'caja'
        ? `${formatNumber(now)} cajas disponibles del mismo lote`
        : `${formatNumber(now)} ${unitWord(now, saleUnit)} disponibles`;
    case 'last_units':
      return now === 1
        ? `Última ${unitWord(1, saleUnit)}`
        : `Últimas ${now} ${unitWord(now, saleUnit)}`;
    case 'backorder':
      return `A pedido: demora ${stock.backorderDays} ${stock.backorderDays === 1 ? 'día' : 'días'}`;
    case 'out_of_stock':
      return 'Sin stock';
  }
}

/** Whether a shopper can put it in the cart: the Sin stock tick, then the stock itself. */
export function canBuy(product: {
  inStock: boolean;
  saleUnit: SaleUnit;
  stock?: StockSummary | null | undefined;
}): boolean {
  if (!product.inStock) return false;
  if (!product.stock) return true;
  return stockState(product.stock, product.saleUnit) !== 'out_of_stock';
}

/** The schema.org availability a product page's JSON-LD states. */
export function schemaAvailability(product: {
  inStock: boolean;
  saleUnit: SaleUnit;
  stock?: StockSummary | null | undefined;
}): string {
  const base = 'https://schema.org/';
  if (!product.inStock) return `${base}OutOfStock`;
  if (!product.stock) return `${base}InStock`;
  const state = stockState(product.stock, product.saleUnit);
  const name = {
    in_stock: 'InStock',
    last_units: 'LimitedAvailability',
    backorder: 'BackOrder',
    out_of_stock: 'OutOfStock',
  }[state];
  return `${base}${name}`;
}

/** What the cart says of a line against the product's stock, read again when the cart opens. */
export type CartLineStock =
  | { kind: 'ok' }
  /** Sold "a pedido": more than there is now is taken, with the lead time. */
  | { kind: 'backorder'; text: string }
  /** More than one line can take now: `max` of it, or none at all. */
  | { kind: 'short'; max: number; text: string };

export function cartLineStock(
  product: { inStock: boolean; saleUnit: SaleUnit; stock?: StockSummary | null | undefined },
  quantity: number,
): CartLineStock {
  const { stock, saleUnit } = product;
  if (!product.inStock)
    return { kind: 'short', max: 0, text: 'Sin stock: quitalo para continuar.' };
  if (!stock) return { kind: 'ok' };
  const now = orderableNow(stock, saleUnit);
  if (quantity <= now) return { kind: 'ok' };
  if (stock.backorderDays !== null) {
    const days = `${stock.backorderDays} ${stock.backorderDays === 1 ? 'día' : 'días'}`;
    const lot = saleUnit === 'caja' ? ' de un mismo lote' : '';
    const left = now > 0 ? ` (hoy hay ${formatNumber(now)} ${unitWord(now, saleUnit)}${lot})` : '';
    return { kind: 'backorder', text: `Va a pedido: demora ${days}${left}.` };
  }
  if (now <= 0) return { kind: 'short', max: 0, text: 'Sin stock: quitalo para continuar.' };
  const left = `${formatNumber(now)} ${unitWord(now, saleUnit)}`;
  return {
    kind: 'short',
    max: now,
    text:
      saleUnit === 'caja'
        ? `Hay ${left} de un mismo lote: dejá ${formatNumber(now)} o consultanos por el resto.`
        : `Quedan ${left}: dejá ${formatNumber(now)} para continuar.`,
  };
}
