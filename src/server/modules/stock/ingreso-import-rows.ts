/**
 * The ingresos import's cells read into values: which column is which, and
 * each row's código, lote, tono, calibre, cajas, fecha and nota, with a "Fila N: …" for every
 * cell that cannot be read. Matching rows to products and lots is ingreso-import.ts's job.
 */
import {
  INGRESO_IMPORT_COLUMNS,
  INGRESO_IMPORT_MESSAGES as M,
  type IngresoImportColumn,
} from '#shared/stock/ingreso-import';
import { parseArNumber } from '#shared/number-entry';
import { withoutFloatNoise } from '#shared/rounding';
import { shopToday } from '#shared/shop-clock';
import { badRequest } from '#server/errors';
import { cellText } from '../catalogue/product-sheet-rows';
import { type Cell, type Sheet, type SheetLayout, headerKey } from '#server/lib/sheet-read';

const TITLES = new Map<string, IngresoImportColumn>(
  INGRESO_IMPORT_COLUMNS.flatMap((c) => c.headers.map((h) => [headerKey(h), c.key] as const)),
);

/** What the sheet reader keeps of an ingresos file, and its refusals. */
export const INGRESO_SHEET_LAYOUT: SheetLayout = {
  titles: new Set(TITLES.keys()),
  noHeader: M.noHeader,
  noRows: M.noRows,
};

/**
 * Each column's place in the titles row. A repeated column, or no Código or Cajas, refuses the
 * whole file; Lote may be missing in a file of products without lots (its rows say so).
 */
export function ingresoColumns(header: string[]) {
  const columns = new Map<IngresoImportColumn, number>();
  const ignored: string[] = [];
  header.forEach((title, i) => {
    const key = TITLES.get(headerKey(title));
    if (!key) {
      if (title !== '') ignored.push(title);
      return;
    }
    if (columns.has(key))
      throw badRequest(M.repeatedColumn(title), { file: M.repeatedColumn(title) });
    columns.set(key, i);
  });
  for (const column of INGRESO_IMPORT_COLUMNS)
    if (column.key !== 'lot' && column.required && !columns.has(column.key)) {
      const message = M.missingColumn(column.headers[0]);
      throw badRequest(message, { file: message });
    }
  return { columns, ignored };
}

export interface IngresoCells {
  row: number;
  code: string;
  lot: string;
  tono: string | null;
  calibre: string | null;
  quantity: number | null;
  receivedOn: string | null;
  /** Whether the row wrote its date (an empty Fecha is today, whichever day the file is sent). */
  dated: boolean;
  note: string | null;
  errors: string[];
}

const MAX_QUANTITY = 1_000_000;

/** Cajas: a whole number above zero, a spreadsheet number or es-AR text ('1.038' is 1038). */
function readQuantity(cell: Cell, row: number, errors: string[]): number | null {
  const text = cellText(cell);
  if (text === '') {
    errors.push(M.missingQuantity(row));
    return null;
  }
  // A formula's float noise (12.000000000000002) is not a fraction.
  const value =
    typeof cell === 'number'
      ? withoutFloatNoise(cell)
      : (() => {
          const parsed = parseArNumber(text, { decimals: 0, max: MAX_QUANTITY });
          return parsed.ok ? parsed.value : Number.NaN;
        })();
  if (!Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) {
    errors.push(M.badQuantity(row, text));
    return null;
  }
  return value;
}

const DAY_MS = 86_400_000;
/** Day 0 of a spreadsheet's date numbers (Excel's 1900 system, its leap-year bug included). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);

/** 'YYYY-MM-DD' of a real day, or null. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Fecha: dd/mm/aaaa as written in Argentina, a spreadsheet date (a number of days, or an ISO
 * text for a date cell), or nothing for today in the shop's calendar.
 */
function readDay(cell: Cell, row: number, errors: string[]): string | null {
  const text = cellText(cell);
  if (text === '') return shopToday();
  let day: string | null = null;
  if (typeof cell === 'number') {
    if (cell >= 1 && cell < 2_958_466)
      day = new Date(SERIAL_EPOCH + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  } else {
    const ar = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?$/.exec(text);
    if (ar) day = isoDay(Number(ar[3]), Number(ar[2]), Number(ar[1]));
    else if (iso) day = isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  }
  if (!day) errors.push(M.badDate(row, text));
  return day;
}

/** Every data row of an ingresos file, read. */
export function readIngresoRows(sheet: Sheet, columns: Map<IngresoImportColumn, number>) {
  return sheet.rows.map(({ row, cells }): IngresoCells => {
    const cell = (key: IngresoImportColumn): Cell => {
      const i = columns.get(key);
      return i === undefined ? null : (cells[i] ?? null);
    };
    const text = (key: IngresoImportColumn) => cellText(cell(key));
    const errors: string[] = [];
    return {
      row,
      code: text('code'),
      lot: text('lot'),
      tono: text('tono') || null,
      calibre: text('calibre') || null,
      quantity: readQuantity(cell('quantity'), row, errors),
      receivedOn: readDay(cell('receivedOn'), row, errors),
      dated: text('receivedOn') !== '',
      note: text('note') || null,
      errors,
    };
  });
}
