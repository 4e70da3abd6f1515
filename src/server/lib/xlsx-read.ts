import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import {
  MAX_SHEET_COLUMNS,
  MAX_XLSX_ENTRIES,
  MAX_XLSX_UNPACKED_BYTES,
  PRODUCT_SHEET_MESSAGES as M,
} from '#shared/product-sheet';
import { AppError, badRequest } from '../errors';

/** A cell as read from a file: text, a spreadsheet number or boolean, or nothing. */
export type Cell = string | number | boolean | null;

/** A row's cells that hold something, by column (0 for A). */
export type RowCells = Map<number, Cell>;

const unreadable = () => badRequest(M.unreadable, { file: M.unreadable });
const tooLarge = () =>
  new AppError(413, 'file_too_large', M.tooLargeUnpacked, { file: M.tooLargeUnpacked });
export const tooManyColumns = () => badRequest(M.tooManyColumns, { file: M.tooManyColumns });

/**
 * The parts of a zip by name, from its central directory: nothing is unpacked yet. Refused at
 * once when the parts would unpack past the limit, whatever part it is (a zip bomb hides in a
 * part nobody reads).
 */
async function openZip(buffer: Buffer) {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
  if (zip.entryCount > MAX_XLSX_ENTRIES) throw badRequest(M.tooManyParts, { file: M.tooManyParts });
  const entries = new Map<string, yauzl.Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > MAX_XLSX_UNPACKED_BYTES) throw tooLarge();
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw error instanceof AppError ? error : unreadable();
  }
  return { zip, entries };
}

type Zip = Awaited<ReturnType<typeof openZip>>;

interface XmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** An element's name without its namespace prefix ('x:row' is a row). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const CHUNK = 64 * 1024;

/**
 * One part of the zip through a streaming XML parser: unpacked as it is read (yauzl checks the
 * bytes against the declared size, the budget counts them again), a piece at a time with the
 * event loop free between pieces, so other requests are answered meanwhile.
 */
async function parsePart(
  { zip, entries }: Zip,
  path: string,
  budget: { left: number },
  handlers: XmlHandlers,
): Promise<boolean> {
  const entry = entries.get(path);
  if (!entry) return false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) =>
    handlers.open?.(localName(tag.name), tag.attributes),
  );
  if (handlers.text) {
    const text = handlers.text;
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  let stream: AsyncIterable<Buffer>;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw unreadable();
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw tooLarge();
      for (let start = 0; start < chunk.length; start += CHUNK) {
        parser.write(decoder.write(chunk.subarray(start, start + CHUNK)));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    parser.write(decoder.end()).close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  return true;
}

/** 'AB' is 27 (0-based); 'AB12' too. */
function columnIndex(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** The part a relationship points to, from its folder ('worksheets/sheet1.xml' in xl/). */
function resolveTarget(folder: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = folder.split('/').filter(Boolean);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

async function sharedStrings(zip: Zip, path: string, budget: { left: number }) {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await parsePart(zip, path, budget, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    },
  });
  return strings;
}

/** The first worksheet's part, and the shared strings' part, as the workbook names them. */
async function workbookParts(zip: Zip, budget: { left: number }) {
  let firstSheet: string | null = null;
  await parsePart(zip, 'xl/workbook.xml', budget, {
    open(name, attributes) {
      if (name !== 'sheet' || firstSheet !== null) return;
      const key = Object.keys(attributes).find((k) => k === 'id' || k.endsWith(':id'));
      firstSheet = key ? (attributes[key] ?? null) : null;
    },
  });
  let sheet: string | null = null;
  let strings = 'xl/sharedStrings.xml';
  await parsePart(zip, 'xl/_rels/workbook.xml.rels', budget, {
    open(name, { Id, Target, Type }) {
      if (name !== 'Relationship' || !Target) return;
      if (Id === firstSheet) sheet = resolveTarget('xl', Target);
      else if (Type?.endsWith('/sharedStrings')) strings = resolveTarget('xl', Target);
    },
  });
  return { sheet: sheet ?? 'xl/worksheets/sheet1.xml', strings };
}

/**
 * The first worksheet of an XLSX, row by row, streamed: each row's cells that hold something
 * and lie within the first MAX_SHEET_COLUMNS columns are handed to `onRow` as they are read
 * (an empty cell is never built); a value past that column is a 400 at once, and `onRow` may
 * throw to stop the reading (too many rows).
 */
export async function readXlsxRows(
  buffer: Buffer,
  onRow: (row: number, cells: RowCells) => void,
): Promise<void> {
  const zip = await openZip(buffer);
  const budget = { left: MAX_XLSX_UNPACKED_BYTES };
  try {
    const parts = await workbookParts(zip, budget);
    const strings = await sharedStrings(zip, parts.strings, budget);

    let rowNumber = 0;
    let cells: RowCells = new Map();
    let column = -1;
    let type = '';
    let value: string | null = null;
    let collecting = false;
    let phonetic = 0;
    const cellValue = (): Cell => {
      if (value === null) return null;
      switch (type) {
        case 's':
          return strings[Number.parseInt(value, 10)] ?? null;
        case 'b':
          return value.trim() === '1';
        case 'e':
          return null;
        case 'str':
        case 'inlineStr':
        case 'd':
          return value;
        default: {
          if (value.trim() === '') return null;
          const number = Number(value);
          return Number.isFinite(number) ? number : value;
        }
      }
    };
    const found = await parsePart(zip, parts.sheet, budget, {
      open(name, attributes) {
        if (name === 'row') {
          const r = Number.parseInt(attributes.r ?? '', 10);
          rowNumber = Number.isFinite(r) ? r : rowNumber + 1;
          cells = new Map();
          column = -1;
        } else if (name === 'c') {
          column = attributes.r ? columnIndex(attributes.r) : column + 1;
          type = attributes.t ?? 'n';
          value = null;
        } else if (name === 'rPh') phonetic++;
        else if (name === 'v' || (name === 't' && phonetic === 0)) {
          collecting = true;
          value ??= '';
        }
      },
      text(text) {
        if (collecting) value = (value ?? '') + text;
      },
      close(name) {
        if (name === 'v' || name === 't') collecting = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c') {
          const cell = cellValue();
          if (cell === null || cell === '') return;
          if (column >= MAX_SHEET_COLUMNS) throw tooManyColumns();
          if (column >= 0) cells.set(column, cell);
        } else if (name === 'row') onRow(rowNumber, cells);
      },
    });
    if (!found) throw unreadable();
  } finally {
    zip.zip.close();
  }
}
