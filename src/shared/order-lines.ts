import { LAYING_PATTERNS, type LayingPattern, squareMetersForBoxes } from './calculator';
import { formatSquareMeters } from './format';
import { isFlooringArea } from './pricing';

/**
 * How a line's quantity reads everywhere: the cart, checkout, the
 * confirmation, the e-mails and the admin say the same words. A line keeps the boxes (or units,
 * or bags) bought and, for flooring, the room's m² as the shopper typed them; "con desperdicio"
 * only when the waste was added to reach those boxes.
 */

export const SALE_UNITS = ['caja', 'unidad', 'bolsa'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];
export const DEFAULT_SALE_UNIT: SaleUnit = 'caja';
export const SALE_UNIT_LABELS: Record<
  SaleUnit,
  { one: string; many: string; title: string; manyTitle: string; a: string }
> = {
  caja: { one: 'caja', many: 'cajas', title: 'Caja', manyTitle: 'Cajas', a: 'una caja' },
  unidad: {
    one: 'unidad',
    many: 'unidades',
    title: 'Unidad',
    manyTitle: 'Unidades',
    a: 'una unidad',
  },
  bolsa: { one: 'bolsa', many: 'bolsas', title: 'Bolsa', manyTitle: 'Bolsas', a: 'una bolsa' },
};

/** '1 caja', '18 cajas', '3 unidades', '1 bolsa'. */
export function quantityText(quantity: number, unit: SaleUnit): string {
  const label = SALE_UNIT_LABELS[unit];
  return `${quantity} ${quantity === 1 ? label.one : label.many}`;
}

/** 'por caja', 'por unidad', 'por bolsa': after a unit price. */
export function perUnitText(unit: SaleUnit): string {
  return `por ${SALE_UNIT_LABELS[unit].one}`;
}

/**
 * m² in one box when the product is sold by the box of tiles (the flooring area, a box size
 * set); null when its quantity has no m² (cart, checkout and the server decide alike).
 */
export function squareMetersPerBox(product: {
  saleUnit: SaleUnit;
  metersPerBox: number | null;
  areaName: string | null;
}): number | null {
  if (product.saleUnit !== 'caja' || !isFlooringArea(product.areaName)) return null;
  return product.metersPerBox && product.metersPerBox > 0 ? product.metersPerBox : null;
}

export interface LineQuantity {
  quantity: number;
  saleUnit: SaleUnit;
  /** m² in a box for flooring; null for what has no m². */
  metersPerBox: number | null;
  /** The room's m² as typed; 0 when none was typed. */
  squareMeters: number;
  includeWaste: boolean;
  /** The laying pattern the waste was computed for; none means the SPEC's 10 %. */
  pattern?: LayingPattern | null | undefined;
}

export interface LineQuantityParts {
  /** '18 cajas'. */
  quantity: string;
  /** m² the boxes hold: '25,92 m²'; null without m². */
  boxesArea: string | null;
  /** The room the shopper typed: 'para 23,5 m² con 10 % de desperdicio (recto)'; null if none. */
  room: string | null;
}

function hasSquareMeters(line: LineQuantity): line is LineQuantity & { metersPerBox: number } {
  return line.metersPerBox !== null && line.metersPerBox > 0;
}

export function lineQuantityParts(line: LineQuantity): LineQuantityParts {
  const quantity = quantityText(line.quantity, line.saleUnit);
  if (!hasSquareMeters(line)) return { quantity, boxesArea: null, room: null };
  const boxesArea = `${formatSquareMeters(squareMetersForBoxes(line.quantity, line.metersPerBox))} m²`;
  if (!(line.squareMeters > 0)) return { quantity, boxesArea, room: null };
  const pattern = line.pattern ? LAYING_PATTERNS[line.pattern] : null;
  const waste = line.includeWaste
    ? ` con ${pattern?.wastePercent ?? 10} % de desperdicio${pattern ? ` (${pattern.label.toLocaleLowerCase('es-AR')})` : ''}`
    : '';
  return { quantity, boxesArea, room: `para ${formatSquareMeters(line.squareMeters)} m²${waste}` };
}

/** One line: '18 cajas (25,92 m²) para 23,5 m² con 10 % de desperdicio (recto)'. */
export function lineQuantityText(line: LineQuantity): string {
  const parts = lineQuantityParts(line);
  return [parts.quantity, parts.boxesArea && `(${parts.boxesArea})`, parts.room]
    .filter(Boolean)
    .join(' ');
}
