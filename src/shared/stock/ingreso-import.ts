import { z } from 'zod';
import { formatDate, formatNumber } from '../format';
import { SALE_UNITS } from '../order-lines';

/**
 * Ingresos from a spreadsheet: one row per lot received, read with the
 * products import's reader (same formats, limits and refusals), checked in a dry run, and
 * applied all or nothing. Titles are matched accents, case and signs aside; each key lists the
 * titles that name it (the first is the template's).
 */
export const INGRESO_IMPORT_COLUMNS = [
  { key: 'code', headers: ['Código'], required: true },
  { key: 'lot', headers: ['Lote'], required: true },
  { key: 'tono', headers: ['Tono'], required: false },
  { key: 'calibre', headers: ['Calibre'], required: false },
  { key: 'quantity', headers: ['Cajas', 'Cantidad'], required: true },
  { key: 'receivedOn', headers: ['Fecha'], required: false },
  { key: 'note', headers: ['Nota'], required: false },
] as const;
export type IngresoImportColumn = (typeof INGRESO_IMPORT_COLUMNS)[number]['key'];

/** The template a person downloads: the titles and two example rows, as an es-AR Excel saves. */
export const INGRESO_TEMPLATE_CSV = [
  INGRESO_IMPORT_COLUMNS.map((c) => c.headers[0]).join(';'),
  'POR-6060-GR;L2411;T3;9;120;28/11/2026;Remito 0001-00012345',
  'POR-6060-GR;L2412;T4;9;1.038;;',
].join('\r\n');
export const INGRESO_TEMPLATE_NAME = 'ingresos-plantilla.csv';

export const IngresoImportQuerySchema = z.object({
  /** 'true' (the default): what the file would do, nothing written. */
  dryRun: z.enum(['true', 'false'], 'La opción dryRun debe ser true o false.').default('true'),
});

/**
 * How a row's lot is reached: a new lot, one the product already has (the boxes add to it, as
 * the manual ingreso does), or one an earlier row of the file creates (they add up).
 */
export const INGRESO_LOT_STATES = ['nuevo', 'existente', 'repetido'] as const;
export type IngresoLotState = (typeof INGRESO_LOT_STATES)[number];

export const IngresoImportRowSchema = z.object({
  /** The row's number in the spreadsheet (the titles are row 1). */
  row: z.number().int(),
  code: z.string(),
  product: z.object({ id: z.string(), name: z.string(), saleUnit: z.enum(SALE_UNITS) }).nullable(),
  /** The lot's code as it is stored ('' for a product sold by the unit or the bag). */
  lot: z.string(),
  tono: z.string().nullable(),
  calibre: z.string().nullable(),
  quantity: z.number().int().nullable(),
  receivedOn: z.string().nullable(),
  lotState: z.enum(INGRESO_LOT_STATES).nullable(),
  /** For a lot the product has: what it holds now. */
  lotOnHand: z.number().int().nullable(),
  /** For a 'repetido' lot: the file's row that creates it. */
  firstRow: z.number().int().nullable(),
  /** Each "Fila N: …" that stops the import. */
  errors: z.array(z.string()),
  /** What a person should know but does not stop it (an existing lot keeps its tono). */
  notices: z.array(z.string()),
});
export type IngresoImportRow = z.infer<typeof IngresoImportRowSchema>;

/** How many rows the report lists: the first ones and every one with an error. */
export const INGRESO_ROWS_LISTED = 500;

export const IngresoImportReportSchema = z.object({
  fileName: z.string(),
  rows: z.number().int(),
  newLots: z.number().int(),
  boxes: z.number().int(),
  /** Rows with at least one error: the import writes nothing while there is one. */
  errorRows: z.number().int(),
  items: z.array(IngresoImportRowSchema),
  /** "Este archivo ya se importó el … por …", or null. */
  alreadyImported: z.string().nullable(),
  /** Titles of the file that are no column of the import: their cells are not read. */
  ignoredColumns: z.array(z.string()),
  applied: z.boolean(),
});
export type IngresoImportReport = z.infer<typeof IngresoImportReportSchema>;

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "12 filas, 3 lotes nuevos, 1.240 cajas". */
export const ingresoImportSummary = (
  report: Pick<IngresoImportReport, 'rows' | 'newLots' | 'boxes'>,
) =>
  [
    plural(report.rows, 'fila', 'filas'),
    plural(report.newLots, 'lote nuevo', 'lotes nuevos'),
    plural(report.boxes, 'caja', 'cajas'),
  ].join(', ');

const row = (n: number) => `Fila ${n}:`;

export const INGRESO_IMPORT_MESSAGES = {
  noHeader:
    'La primera fila debe tener los títulos de las columnas: Código, Lote, Tono, Calibre y Cajas (Fecha y Nota son opcionales).',
  noRows: 'El archivo no tiene filas de ingresos.',
  missingColumn: (header: string) =>
    `Falta la columna «${header}». Descargá la plantilla para ver las columnas.`,
  repeatedColumn: (header: string) => `La columna «${header}» aparece más de una vez.`,
  alreadyImported: (when: Date | string, name: string) =>
    `Este archivo ya se importó el ${formatDate(when)} por ${name}.`,
  hasErrors: (rows: number) =>
    `${rows === 1 ? 'Hay 1 fila' : `Hay ${formatNumber(rows)} filas`} con errores: no se registró ningún ingreso. Corregí el archivo y volvé a subirlo.`,
  reason: (fileName: string) => `Importación de ${fileName}`,
  done: (report: Pick<IngresoImportReport, 'rows' | 'newLots' | 'boxes'>) =>
    `Ingresos registrados: ${ingresoImportSummary(report)}.`,
  missingCode: (n: number) => `${row(n)} falta el código del producto.`,
  unknownProduct: (n: number, code: string) =>
    `${row(n)} no hay ningún producto con el código «${code}».`,
  notTracked: (n: number, name: string) =>
    `${row(n)} «${name}» no lleva control de stock. Activalo en su detalle de Stock para cargarle ingresos.`,
  missingLot: (n: number) => `${row(n)} falta el lote.`,
  missingQuantity: (n: number) => `${row(n)} faltan las cajas.`,
  badQuantity: (n: number, text: string) =>
    `${row(n)} las cajas deben ser un número entero mayor que cero (dice «${text}»).`,
  badDate: (n: number, text: string) =>
    `${row(n)} la fecha «${text}» no es válida. Escribila como dd/mm/aaaa.`,
  badText: (n: number, header: string, message: string) => `${row(n)} ${header}: ${message}`,
  lotKeeps: (tono: string | null, calibre: string | null) =>
    `El lote ya existe (tono ${tono ?? 'sin dato'}, calibre ${calibre ?? 'sin dato'}): se suman las cajas y se mantienen su tono y calibre.`,
  noLots: 'Este producto no se vende por caja: no lleva lotes y el lote de la fila no se usa.',
} as const;
