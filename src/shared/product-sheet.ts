import { z } from 'zod';
import { endpoints } from './endpoint';

/**
 * Products as a spreadsheet: the columns of the export, which the import
 * reads back, and the import's report. One column per field a person edits in the product
 * dialog; the taxonomy by name.
 */

export const SHEET_COLUMNS = [
  // The product's own id: a re-import of an export finds every product by it.
  { key: 'id', header: 'ID' },
  { key: 'code', header: 'Código' },
  { key: 'name', header: 'Nombre' },
  { key: 'area', header: 'Área' },
  { key: 'category', header: 'Categoría' },
  { key: 'subcategory', header: 'Subcategoría' },
  { key: 'price', header: 'Precio' },
  { key: 'discountPercentage', header: 'Descuento (%)' },
  { key: 'metersPerBox', header: 'Metros por caja' },
  { key: 'dimensions', header: 'Dimensiones' },
  { key: 'quality', header: 'Calidad' },
  { key: 'type', header: 'Acabado' },
  { key: 'brand', header: 'Marca' },
  { key: 'hasShipping', header: 'Envío' },
  { key: 'saleUnit', header: 'Unidad de venta' },
  { key: 'status', header: 'Estado' },
  { key: 'outOfStock', header: 'Sin stock' },
  { key: 'description', header: 'Descripción' },
  // The ficha técnica, as the product page's technical sheet words it. The
  // terminación is the Acabado above.
  { key: 'color', header: 'Color' },
  { key: 'usage', header: 'Uso' },
  { key: 'placement', header: 'Interior/Exterior' },
  { key: 'slipResistance', header: 'Antideslizante' },
  { key: 'pei', header: 'PEI' },
  { key: 'rectified', header: 'Rectificado' },
  { key: 'thicknessMm', header: 'Espesor (mm)' },
] as const;
export type SheetColumnKey = (typeof SHEET_COLUMNS)[number]['key'];

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/**
 * Files larger than this, or with more rows, or data past this column, are refused whole, the
 * moment the reader gets there. An XLSX is a zip: the parts it holds may add up to at most
 * MAX_XLSX_UNPACKED_BYTES once unpacked (declared and counted as they unpack), in at most
 * MAX_XLSX_ENTRIES parts.
 */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
export const MAX_SHEET_ROWS = 20_000;
export const MAX_SHEET_COLUMNS = 100;
export const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_XLSX_ENTRIES = 1000;
/** How many refused rows the report lists (the counts are always complete). */
export const REPORT_ROWS_LISTED = 500;

export const SHEET_YES = 'Sí';
export const SHEET_NO = 'No';

export const PRODUCT_SHEET_MESSAGES = {
  notSheet: 'El archivo debe ser una planilla CSV o XLSX.',
  tooLarge: 'El archivo supera el máximo de 10 MB.',
  tooManyRows: 'El archivo tiene más de 20.000 filas. Dividilo en partes más chicas.',
  tooManyColumns:
    'El archivo tiene datos más allá de la columna 100. Borrá las columnas que sobran y volvé a elegirlo.',
  tooLargeUnpacked:
    'El archivo XLSX descomprimido supera los 100 MB. Guardalo con una sola hoja y sin imágenes, o como CSV.',
  tooManyParts:
    'El archivo XLSX tiene demasiadas partes internas. Guardalo con una sola hoja, o como CSV.',
  unreadable: 'No se pudo leer el archivo. Verificá que sea una planilla CSV o XLSX válida.',
  noHeader:
    'La primera fila debe tener los títulos de las columnas (Código, Nombre, Área, Categoría, Subcategoría, Precio…).',
  noRows: 'El archivo no tiene filas de productos.',
  hasProblems: (refused: number) =>
    `${refused === 1 ? 'Hay 1 fila' : `Hay ${refused} filas`} con problemas: no se importó nada. Corregí el archivo o elegí «Importar solo las filas válidas».`,
  repeatedHeader: (header: string) => `La columna «${header}» aparece más de una vez.`,
} as const;

export const ExportQuerySchema = z.object({
  q: z.string('La búsqueda no es válida').max(200, 'La búsqueda es demasiado larga').default(''),
  format: z.enum(SHEET_FORMATS, 'El formato debe ser CSV o XLSX').default('xlsx'),
});

export const ImportQuerySchema = z.object({
  /** 'true': import the valid rows and leave the refused ones out. */
  validOnly: z.enum(['true', 'false'], 'La opción no es válida').default('false'),
});

export const SHEET_ROW_ACTIONS = ['crear', 'actualizar', 'sin_cambios', 'rechazar'] as const;
export type SheetRowAction = (typeof SHEET_ROW_ACTIONS)[number];

export const SheetProblemSchema = z.object({
  /** The column's header as the export writes it; '' for the row as a whole. */
  column: z.string(),
  message: z.string(),
});
export type SheetProblem = z.infer<typeof SheetProblemSchema>;

export const SheetRowReportSchema = z.object({
  /** The row's number in the spreadsheet (the titles are row 1). */
  row: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  action: z.enum(SHEET_ROW_ACTIONS),
  problems: z.array(SheetProblemSchema),
});
export type SheetRowReport = z.infer<typeof SheetRowReportSchema>;

export const SheetFieldChangeSchema = z.object({
  /** The column's header as the export writes it. */
  column: z.string(),
  /** The values as a person reads them ('' for empty). */
  before: z.string(),
  after: z.string(),
});
export type SheetFieldChange = z.infer<typeof SheetFieldChangeSchema>;

export const SHEET_MATCHES = ['id', 'codigo', 'nombre'] as const;
export const SHEET_MATCH_LABELS: Record<(typeof SHEET_MATCHES)[number], string> = {
  id: 'por ID',
  codigo: 'por código',
  nombre: 'por nombre',
};

/** A row that creates or updates a product: what changes, and how its product was found. */
export const SheetRowChangeSchema = z.object({
  row: z.number().int(),
  action: z.enum(['crear', 'actualizar']),
  /** The product updated (null for a new one). */
  productId: z.string().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  matchedBy: z.enum(SHEET_MATCHES).nullable(),
  /** Each field that changes, old → new (empty for a new product). */
  changes: z.array(SheetFieldChangeSchema),
  /** A new row named like an existing product elsewhere in the catalogue ('Área › … › …'). */
  lookalike: z.object({ id: z.string(), name: z.string(), place: z.string() }).nullable(),
});
export type SheetRowChange = z.infer<typeof SheetRowChangeSchema>;

export const ImportReportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** The refused rows, the first REPORT_ROWS_LISTED of them. */
  refusedRows: z.array(SheetRowReportSchema),
  /** The rows that create or update, the first REPORT_ROWS_LISTED of them. */
  changedRows: z.array(SheetRowChangeSchema),
  /** New rows that look like an existing product (same name in another subcategory). */
  lookalikes: z.number().int(),
  /** Titles of the file that are no column of the sheet: their cells are not read. */
  ignoredColumns: z.array(z.string()),
  /** False for the dry run. */
  applied: z.boolean(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** Past this many new products, or with a new one like an existing one, the import asks twice. */
export const CONFIRM_CREATES_OVER = 5;

/** Why the import screen asks again before importing ([] when once is enough). */
export function secondConfirmationReasons(report: ImportReport): string[] {
  const reasons: string[] = [];
  if (report.created > CONFIRM_CREATES_OVER)
    reasons.push(
      `Se van a crear ${report.created} productos nuevos. Si la planilla es una exportación de la tienda, sus filas deberían actualizar productos existentes, no crearlos.`,
    );
  if (report.lookalikes > 0)
    reasons.push(
      report.lookalikes === 1
        ? 'Un producto nuevo se llama igual que uno existente en otra subcategoría.'
        : `${report.lookalikes} productos nuevos se llaman igual que otros existentes en otra subcategoría.`,
    );
  return reasons;
}

/**
 * /api/admin/product-sheets (admin and super_admin, as product editing): the export of the admin
 * list's search, the import's dry run, and the import itself.
 */
export const productSheetEndpoints = endpoints({
  export: {
    method: 'GET',
    path: '/api/admin/product-sheets/export',
    query: ExportQuerySchema,
    response: 'file',
  },
  /** The dry run: what each row would do, nothing written. */
  check: {
    method: 'POST',
    path: '/api/admin/product-sheets/check',
    body: 'multipart',
    response: ImportReportSchema,
  },
  import: {
    method: 'POST',
    path: '/api/admin/product-sheets/import',
    query: ImportQuerySchema,
    body: 'multipart',
    response: ImportReportSchema,
  },
});
