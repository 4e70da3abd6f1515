import { SALE_UNIT_LABELS } from '#shared/order-lines';
import type { ProductStock } from '#shared/stock/contract';
import type { SheetTable } from '#server/lib/sheet-write';

/** The Stock screen as a spreadsheet: one row per lot (a product without lots, one row). */
export function stockExportTable(items: ProductStock[]): SheetTable {
  return {
    columns: [
      { header: 'Producto', kind: 'text', width: 40 },
      { header: 'Código', kind: 'text', width: 14 },
      { header: 'Unidad', kind: 'text', width: 10 },
      { header: 'Lote', kind: 'text', width: 14 },
      { header: 'Tono', kind: 'text', width: 8 },
      { header: 'Calibre', kind: 'text', width: 8 },
      { header: 'Ingreso', kind: 'text', width: 12 },
      { header: 'En depósito', kind: 'integer', width: 12 },
      { header: 'Reservado', kind: 'integer', width: 12 },
      { header: 'Disponible', kind: 'integer', width: 12 },
      { header: 'Stock bajo', kind: 'text', width: 10 },
    ],
    rows: items.flatMap((item) => {
      const head = [item.name, item.code, SALE_UNIT_LABELS[item.saleUnit].manyTitle];
      const low = item.low ? 'Sí' : 'No';
      if (item.lots.length === 0)
        return [[...head, null, null, null, null, 0, 0, 0, item.trackStock ? low : null]];
      return item.lots.map((lot) => [
        ...head,
        lot.code || null,
        lot.tono,
        lot.calibre,
        lot.receivedOn,
        lot.onHand,
        lot.reserved,
        lot.available,
        low,
      ]);
    }),
  };
}
