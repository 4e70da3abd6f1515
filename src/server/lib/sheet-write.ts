import ExcelJS from 'exceljs';
import { formatDateTime } from '#shared/format';
import { SHOP_UTC_OFFSET_MS } from '#shared/shop-clock';
import { guardFormula } from './csv-formula-guard';

/**
 * The one spreadsheet writer of the shop (the orders' export, the products' export): a table of
 * typed columns as CSV or XLSX. Every text of a CSV goes through the formula guard; an XLSX
 * holds texts as text cells, which a spreadsheet never runs.
 */

export type CellKind = 'integer' | 'number' | 'money' | 'date' | 'text';
export type SheetCell = string | number | Date | null;

export interface SheetColumn {
  header: string;
  kind: CellKind;
  /** Width in characters in the spreadsheet. */
  width: number;
  /** The XLSX number format, when not the kind's; null for none (the spreadsheet's General). */
  numFmt?: string | null;
}

export interface SheetTable {
  columns: SheetColumn[];
  rows: SheetCell[][];
}

/** es-AR decimals without grouping ('1234,5'), as a spreadsheet in Spanish reads them. */
const csvNumber = (value: number) => String(value).replace('.', ',');

/**
 * How a CSV is written. For a spreadsheet in Spanish (the default): UTF-8 with BOM (accents
 * survive Excel) and ';' between fields (its separator in es-AR). For a service that fetches
 * it (the Meta catalogue feed): ',' as the format defines it, no BOM.
 */
interface CsvDialect {
  separator: ';' | ',';
  bom: boolean;
}
const SPREADSHEET_CSV: CsvDialect = { separator: ';', bom: true };
export const FEED_CSV: CsvDialect = { separator: ',', bom: false };

/** Quoted (RFC 4180) when it holds a quote or a line break, or starts or ends blank. */
const NEEDS_QUOTES = /["\r\n\uFEFF]|^\s|\s$/;

function csvCell(value: SheetCell, kind: CellKind, separator: string): string {
  let text: string;
  if (value === null) text = '';
  else if (value instanceof Date) text = formatDateTime(value).replace(', ', ' ');
  else if (typeof value === 'number') text = kind === 'text' ? String(value) : csvNumber(value);
  else text = guardFormula(value);
  return text.includes(separator) || NEEDS_QUOTES.test(text)
    ? `"${text.replace(/"/g, '""')}"`
    : text;
}

/** The CSV as text: a decimal comma, CRLF rows, in the dialect's separator. */
export function writeCsvText(table: SheetTable, dialect: CsvDialect = SPREADSHEET_CSV): string {
  const { separator } = dialect;
  const lines = [
    table.columns.map((c) => csvCell(c.header, 'text', separator)).join(separator),
    ...table.rows.map((row) =>
      row
        .map((value, i) => csvCell(value, table.columns[i]?.kind ?? 'text', separator))
        .join(separator),
    ),
  ];
  return `${dialect.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
}

/** CSV for a spreadsheet in Spanish (SPREADSHEET_CSV), as the file's bytes. */
export function writeCsv(table: SheetTable): Buffer {
  return Buffer.from(writeCsvText(table), 'utf8');
}

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  money: '"$" #,##0.00',
  number: '#,##0.##',
  integer: '0',
  date: 'dd/mm/yyyy hh:mm',
};

/**
 * XLSX with amounts as numbers, dates as dates (in shop time: a spreadsheet's dates have no
 * zone), a frozen bold header and, when asked, its filters.
 */
export async function writeXlsx(
  table: SheetTable,
  options: { sheetName: string; filters: boolean },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tienda';
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((c) => {
    const numFmt = c.numFmt === undefined ? NUMBER_FORMATS[c.kind] : c.numFmt;
    return { header: c.header, width: c.width, style: numFmt ? { numFmt } : {} };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      row.map((value) =>
        value instanceof Date ? new Date(value.getTime() + SHOP_UTC_OFFSET_MS) : value,
      ),
    );
  }
  if (options.filters)
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: table.columns.length },
    };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
