import { formatNumber } from '../format';
import { SALE_UNIT_LABELS, type SaleUnit } from '../order-lines';

const units = (quantity: number, unit: SaleUnit) =>
  `${formatNumber(quantity)} ${quantity === 1 ? SALE_UNIT_LABELS[unit].one : SALE_UNIT_LABELS[unit].many}`;

/** The Spanish answers of the stock module. */
export const STOCK_MESSAGES = {
  /** 409 at checkout: names the product and what one line can still take. */
  notEnough: (name: string, available: number, unit: SaleUnit) =>
    available > 0
      ? unit === 'caja'
        ? `No hay stock suficiente de "${name}": hay ${units(available, unit)} disponibles de un mismo lote. Cambiá la cantidad para continuar.`
        : `No hay stock suficiente de "${name}": hay ${units(available, unit)} disponibles. Cambiá la cantidad para continuar.`
      : `"${name}" no tiene stock. Quitalo del carrito para continuar.`,
  lotNotEnough: (code: string, available: number) =>
    `El lote ${code} no alcanza: tiene ${formatNumber(available)} disponibles.`,
  lotNotFound: 'El lote no existe.',
  lotOtherProduct: 'El lote es de otro producto.',
  lineNotFound: 'El pedido no tiene ese producto.',
  lineNotReserved: 'Solo se puede cambiar el lote de una línea reservada.',
  productNotFound: 'El producto no existe.',
  notTracked: 'Este producto no lleva stock. Activá el control de stock para cargar ingresos.',
  adjustBelowReserved: (reserved: number) =>
    `El ajuste deja menos de lo reservado por pedidos (${formatNumber(reserved)}). Cambiá primero esos pedidos.`,
  adjustZero: 'Ingresá una cantidad distinta de cero.',
  reasonRequired: 'Escribí el motivo del ajuste.',
  reactivate: (name: string) =>
    `No hay stock de "${name}" para volver a reservar el pedido. Cargá un ingreso o cambiá las líneas.`,
  /** 409 restoring an order from the Papelera whose boxes were sold or adjusted meanwhile. */
  restoreShort: (name: string) =>
    `No se puede restaurar el pedido: ya no hay stock de "${name}" para volver a reservarlo. Cargá un ingreso y restauralo de nuevo.`,
  /** 409 when the database itself finds a lot's boxes gone (the last guard behind the checks). */
  stockChanged:
    'El stock cambió mientras se guardaba y ya no alcanza. Revisá las cantidades e intentá de nuevo.',
  /** 409 when other work on the same boxes kept this change from going through, time after time. */
  busy: 'Otras personas están moviendo el mismo stock en este momento. Intentá de nuevo en unos segundos.',
  lotCodeRequired: 'Ingresá el código del lote.',
  boxesRequired: 'Ingresá una cantidad mayor que cero.',
} as const;
