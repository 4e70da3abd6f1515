import iconv from 'iconv-lite';
import Papa from 'papaparse';
import {
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  PRODUCT_SHEET_MESSAGES as M,
  SHEET_COLUMNS,
  type SheetColumnKey,
} from '#shared/product-sheet';
import { searchFold } from '#shared/search';
import { badRequest } from '../errors';
import { unguardFormula } from './csv-formula-guard';
import { type Cell, type RowCells, readXlsxRows, tooManyColumns } from './xlsx-read';

export type { Cell };

export interface Sheet {
  /** The titles row, up to its last title. */
  header: string[];
  /** Data rows, each with its spreadsheet row number; only the known columns' cells are kept. */
  rows: { row: number; cells: Cell[] }[];
}

/** A title as matched: accents, case, spaces and signs aside ('Descuento (%)' = 'descuento'). */
export function headerKey(text: string): string {
  return searchFold(text).replace(/[^a-z0-9]/g, '');
}

export const HEADERS = new Map<string, SheetColumnKey>(
  SHEET_COLUMNS.map((c) => [headerKey(c.header), c.key]),
);

/** Which titles a sheet's reader keeps (as headerKey folds them), and its Spanish refusals. */
export interface SheetLayout {
  titles: ReadonlySet<string>;
  noHeader: string;
  noRows: string;
}

const PRODUCT_LAYOUT: SheetLayout = {
  titles: new Set(HEADERS.keys()),
  noHeader: M.noHeader,
  noRows: M.noRows,
};

const isEmptyCell = (cell: Cell) =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * Rows as they are read, one at a time: the first one with something in it is the titles;
 * after it, only the cells under a known title are kept, and the 20,001st row with something in
 * it stops the reading.
 */
class SheetBuilder {
  header: string[] | null = null;
  private known: number[] = [];
  readonly rows: Sheet['rows'] = [];
  private readonly layout: SheetLayout;

  constructor(layout: SheetLayout) {
    this.layout = layout;
  }

  add(row: number, cells: RowCells) {
    const filled = [...cells].filter(([, cell]) => !isEmptyCell(cell));
    if (filled.length === 0) return;
    if (!this.header) {
      const last = Math.max(...filled.map(([column]) => column));
      this.header = Array.from({ length: last + 1 }, (_, i) => String(cells.get(i) ?? '').trim());
      const { titles, noHeader } = this.layout;
      this.known = this.header.flatMap((title, i) => (titles.has(headerKey(title)) ? [i] : []));
      if (this.known.length === 0) throw badRequest(noHeader, { file: noHeader });
      return;
    }
    if (this.rows.length >= MAX_SHEET_ROWS)
      throw badRequest(M.tooManyRows, { file: M.tooManyRows });
    const kept: Cell[] = Array.from({ length: this.header.length }, () => null);
    for (const i of this.known) kept[i] = cells.get(i) ?? null;
    this.rows.push({ row, cells: kept });
  }
}

/**
 * CSV text: UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1252 as
 * an Excel in Spanish saves "CSV (delimitado por comas)" — with its whole table (€ “ ” – at
 * 0x80–0x9F), which Node's own TextDecoder reads as Latin-1 control characters.
 */
export function decodeText(buffer: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = iconv.decode(buffer, 'win1252');
  }
  return text.replace(/^\uFEFF/, '');
}

function readCsv(buffer: Buffer, builder: SheetBuilder) {
  if (buffer.includes(0)) throw badRequest(M.notSheet, { file: M.notSheet });
  let row = 0;
  let badQuotes = false;
  // Delimiter guessed among , ; tab and |: an es-AR Excel writes ';'.
  Papa.parse<string[]>(decodeText(buffer), {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      if (result.errors.some((e) => e.type === 'Quotes')) {
        badQuotes = true;
        parser.abort();
        return;
      }
      row++;
      const cells: RowCells = new Map();
      result.data.forEach((text, column) => {
        if (text.trim() === '') return;
        if (column >= MAX_SHEET_COLUMNS) throw tooManyColumns();
        // The export guards formula-like texts with an apostrophe; the import takes it off.
        cells.set(column, unguardFormula(text));
      });
      builder.add(row, cells);
    },
  });
  if (badQuotes) throw badRequest(M.unreadable, { file: M.unreadable });
}

/**
 * A CSV or XLSX file as titles and rows, told apart by name and content; anything else, or a
 * file past a limit (rows, columns, unpacked size) or with no titles, is a Spanish 4xx. The
 * layout says which titles are read: the products' by default, the ingresos' for stock.
 */
export async function readSheet(
  buffer: Buffer,
  fileName: string,
  layout: SheetLayout = PRODUCT_LAYOUT,
): Promise<Sheet> {
  const name = fileName.toLowerCase();
  const zip = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const builder = new SheetBuilder(layout);
  if (name.endsWith('.xlsx') && zip)
    await readXlsxRows(buffer, (row, cells) => builder.add(row, cells));
  else if (name.endsWith('.csv') && !zip) readCsv(buffer, builder);
  else throw badRequest(M.notSheet, { file: M.notSheet });
  const header = builder.header ?? [];
  if (!header.some((title) => layout.titles.has(headerKey(title))))
    throw badRequest(layout.noHeader, { file: layout.noHeader });
  if (builder.rows.length === 0) throw badRequest(layout.noRows, { file: layout.noRows });
  return { header, rows: builder.rows };
}
