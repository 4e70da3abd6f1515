import {
  PRODUCT_NUMBER_ENTRY,
  type ProductInput,
  ProductInputSchema,
  taxonomyIssues,
} from '#shared/admin-catalog';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '#shared/availability';
import type { Taxonomy } from '#shared/catalog';
import { type ArNumberOptions, parseArNumber } from '#shared/number-entry';
import { SALE_UNITS } from '#shared/order-lines';
import { hasAtMostDecimals, withoutFloatNoise } from '#shared/rounding';
import { FINISH_TYPES, QUALITIES, QUALITY_LABELS } from '#shared/pricing';
import {
  SHEET_COLUMNS,
  SHEET_NO,
  SHEET_YES,
  type SheetColumnKey,
  type SheetProblem,
} from '#shared/product-sheet';
import { searchFold } from '#shared/search';
import { NO_TILE_ATTRIBUTES, type TileAttributes } from '#shared/tile-attributes';
import { ATTRIBUTE_CHOICES, ATTRIBUTE_SHEET_MESSAGES } from './product-sheet-attributes';
import { productColumns } from './catalog-read';
import { type Cell, headerKey } from '#server/lib/sheet-read';

export const HEADER_OF = Object.fromEntries(SHEET_COLUMNS.map((c) => [c.key, c.header])) as Record<
  SheetColumnKey,
  string
>;

/** The columns a sheet reads and writes: the API's product columns without the images. */
const { images: _images, ...storedColumns } = productColumns;
void _images;
export const STORED_COLUMNS = storedColumns;

export interface CurrentProduct extends ProductInput {
  id: string;
  areaName: string | null;
  categoryName: string | null;
  subcategoryName: string | null;
}

/** Text of a cell, trimmed ('' for nothing); a number as it would be typed. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return cell ? SHEET_YES : SHEET_NO;
  return String(cell).trim();
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const refuse = (message: string): Read<never> => ({ ok: false, message });

/**
 * A number cell: a spreadsheet number (within the field's decimals), or text by the shared
 * es-AR rule (`45.990,50`). Nothing is null; the field decides whether that is allowed.
 */
function readNumber(cell: Cell, options: ArNumberOptions): Read<number | null> {
  if (typeof cell === 'number') {
    // A formula's float noise (3.3000000000000003) is not a third decimal.
    if (!hasAtMostDecimals(cell, options.decimals))
      return refuse(`Admite hasta ${options.decimals} decimales`);
    return ok(withoutFloatNoise(cell));
  }
  const result = parseArNumber(cellText(cell), options);
  if (result.ok) return ok(result.value);
  return result.problem === 'empty' ? ok(null) : refuse(result.message);
}

/** A cell among a list's words (accents, case and spacing aside); empty is null. */
export function readChoice<T>(
  cell: Cell,
  choices: readonly { value: T; labels: string[] }[],
  message: string,
): Read<T | null> {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const key = headerKey(text);
  const found = choices.find((choice) => choice.labels.some((label) => headerKey(label) === key));
  return found ? ok(found.value) : refuse(message);
}

const YES_NO = [
  { value: 'si' as const, labels: [SHEET_YES, 'si', 'true', 'verdadero', '1', 'x'] },
  { value: 'no' as const, labels: [SHEET_NO, 'false', 'falso', '0'] },
];

function readYesNo(cell: Cell, header: string): Read<boolean | null> {
  if (typeof cell === 'boolean') return ok(cell);
  const read = readChoice(cell, YES_NO, `«${header}» debe ser Sí o No`);
  return read.ok ? ok(read.value === null ? null : read.value === 'si') : read;
}

const taxonomyKey = (name: string) => searchFold(name);

/** The taxonomy looked up by name: an area, a category within it, a subcategory within that. */
export function taxonomyIndex(taxonomy: Taxonomy) {
  const areaByName = new Map(taxonomy.areas.map((a) => [taxonomyKey(a.name), a]));
  const categoryByName = new Map(
    taxonomy.categories.map((c) => [`${c.areaId}/${taxonomyKey(c.name)}`, c]),
  );
  const subcategoryByName = new Map(
    taxonomy.subcategories.map((s) => [`${s.categoryId}/${taxonomyKey(s.name)}`, s]),
  );
  const names = new Map(
    [...taxonomy.areas, ...taxonomy.categories, ...taxonomy.subcategories].map((t) => [
      t.id,
      t.name,
    ]),
  );
  return {
    taxonomy,
    names,
    area: (name: string) => areaByName.get(taxonomyKey(name)),
    category: (areaId: string, name: string) =>
      categoryByName.get(`${areaId}/${taxonomyKey(name)}`),
    subcategory: (categoryId: string, name: string) =>
      subcategoryByName.get(`${categoryId}/${taxonomyKey(name)}`),
  };
}
export type TaxonomyIndex = ReturnType<typeof taxonomyIndex>;

const INPUT_COLUMN: Partial<Record<keyof ProductInput, SheetColumnKey>> = {
  name: 'name',
  code: 'code',
  description: 'description',
  brand: 'brand',
  price: 'price',
  discountPercentage: 'discountPercentage',
  dimensions: 'dimensions',
  metersPerBox: 'metersPerBox',
  quality: 'quality',
  type: 'type',
  hasShipping: 'hasShipping',
  status: 'status',
  inStock: 'outOfStock',
  saleUnit: 'saleUnit',
  areaId: 'area',
  categoryId: 'category',
  subcategoryId: 'subcategory',
  color: 'color',
  usage: 'usage',
  placement: 'placement',
  slipResistance: 'slipResistance',
  pei: 'pei',
  rectified: 'rectified',
  thicknessMm: 'thicknessMm',
};

/** A product's attributes, each null when not said (an input that leaves them out has none). */
export const attributesOf = (p: Partial<TileAttributes>): TileAttributes => ({
  color: p.color ?? NO_TILE_ATTRIBUTES.color,
  usage: p.usage ?? NO_TILE_ATTRIBUTES.usage,
  placement: p.placement ?? NO_TILE_ATTRIBUTES.placement,
  slipResistance: p.slipResistance ?? NO_TILE_ATTRIBUTES.slipResistance,
  pei: p.pei ?? NO_TILE_ATTRIBUTES.pei,
  rectified: p.rectified ?? NO_TILE_ATTRIBUTES.rectified,
  thicknessMm: p.thicknessMm ?? NO_TILE_ATTRIBUTES.thicknessMm,
});

const NEW_PRODUCT = {
  code: null,
  name: '',
  description: '',
  brand: '',
  discountPercentage: null,
  dimensions: null,
  metersPerBox: null,
  quality: '1ra',
  type: null,
  hasShipping: false,
  status: 'publicado',
  inStock: true,
  saleUnit: 'caja',
  ...NO_TILE_ATTRIBUTES,
} as const satisfies Partial<ProductInput>;

/**
 * One row read over the product it updates (or a new one): the file's columns replace those
 * fields, the others keep their value. Every problem is named with its column.
 */
export function readRow(
  cells: Partial<Record<SheetColumnKey, Cell>>,
  current: CurrentProduct | null,
  index: TaxonomyIndex,
): { input: ProductInput } | { problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const problem = (key: SheetColumnKey | '', message: string) =>
    problems.push({ column: key ? HEADER_OF[key] : '', message });
  const values: Record<string, unknown> = current ? { ...current } : { ...NEW_PRODUCT };
  const has = (key: SheetColumnKey) => key in cells;
  const take = <T>(key: SheetColumnKey, read: Read<T>, set: (value: T) => void) => {
    if (!has(key)) return;
    if (read.ok) set(read.value);
    else problem(key, read.message);
  };

  for (const key of ['code', 'name', 'brand', 'dimensions', 'description'] as const)
    if (has(key)) values[key] = cellText(cells[key] ?? null);
  take('price', readNumber(cells.price ?? null, PRODUCT_NUMBER_ENTRY.price), (v) => {
    if (v === null) problem('price', 'El precio es obligatorio');
    else values.price = v;
  });
  take(
    'discountPercentage',
    readNumber(cells.discountPercentage ?? null, PRODUCT_NUMBER_ENTRY.discountPercentage),
    (v) => (values.discountPercentage = v),
  );
  take(
    'metersPerBox',
    readNumber(cells.metersPerBox ?? null, PRODUCT_NUMBER_ENTRY.metersPerBox),
    (v) => (values.metersPerBox = v),
  );
  take(
    'quality',
    readChoice(
      cells.quality ?? null,
      // The product dialog's words (Primera, Segunda) and the short ones (1ra, 2da).
      QUALITIES.map((q) => ({ value: q, labels: [q, QUALITY_LABELS[q]] })),
      'La calidad debe ser Primera o Segunda (1ra o 2da)',
    ),
    (v) => (v === null ? problem('quality', 'La calidad es obligatoria') : (values.quality = v)),
  );
  take(
    'type',
    readChoice(
      cells.type ?? null,
      FINISH_TYPES.map((t) => ({ value: t, labels: [t] })),
      `El acabado debe ser ${FINISH_TYPES.join(', ')} o quedar vacío`,
    ),
    (v) => (values.type = v),
  );
  take(
    'saleUnit',
    readChoice(
      cells.saleUnit ?? null,
      SALE_UNITS.map((u) => ({ value: u, labels: [u] })),
      'La unidad de venta debe ser caja, unidad o bolsa',
    ),
    (v) =>
      v === null ? problem('saleUnit', 'La unidad de venta es obligatoria') : (values.saleUnit = v),
  );
  take(
    'status',
    readChoice(
      cells.status ?? null,
      PRODUCT_STATUSES.map((s) => ({ value: s, labels: [PRODUCT_STATUS_LABELS[s]] })),
      'El estado debe ser Publicado o Borrador',
    ),
    (v) => (v === null ? problem('status', 'El estado es obligatorio') : (values.status = v)),
  );
  take('hasShipping', readYesNo(cells.hasShipping ?? null, HEADER_OF.hasShipping), (v) => {
    values.hasShipping = v ?? false;
  });
  take('outOfStock', readYesNo(cells.outOfStock ?? null, HEADER_OF.outOfStock), (v) => {
    values.inStock = !(v ?? false);
  });
  // The ficha técnica: like the other optional columns, an empty cell is an empty attribute
  // (it clears it on an update); a column the file does not have keeps what is stored.
  for (const key of ['color', 'usage', 'placement', 'slipResistance', 'pei'] as const)
    take(
      key,
      readChoice<string | number>(
        cells[key] ?? null,
        ATTRIBUTE_CHOICES[key],
        ATTRIBUTE_SHEET_MESSAGES[key],
      ),
      (v) => (values[key] = v),
    );
  take('rectified', readYesNo(cells.rectified ?? null, HEADER_OF.rectified), (v) => {
    values.rectified = v;
  });
  take(
    'thicknessMm',
    readNumber(cells.thicknessMm ?? null, PRODUCT_NUMBER_ENTRY.thicknessMm),
    (v) => (values.thicknessMm = v),
  );

  // The taxonomy by name, each within the one above it.
  const areaName = has('area') ? cellText(cells.area ?? null) : (current?.areaName ?? '');
  const categoryName = has('category')
    ? cellText(cells.category ?? null)
    : (current?.categoryName ?? '');
  const subcategoryName = has('subcategory')
    ? cellText(cells.subcategory ?? null)
    : (current?.subcategoryName ?? '');
  const area = areaName ? index.area(areaName) : undefined;
  const category = area && categoryName ? index.category(area.id, categoryName) : undefined;
  const subcategory =
    category && subcategoryName ? index.subcategory(category.id, subcategoryName) : undefined;
  if (!areaName) problem('area', 'El área es obligatoria');
  else if (!area) problem('area', `No existe el área «${areaName}»`);
  if (!categoryName) problem('category', 'La categoría es obligatoria');
  else if (area && !category)
    problem('category', `No existe la categoría «${categoryName}» en el área «${area.name}»`);
  if (!subcategoryName) problem('subcategory', 'La subcategoría es obligatoria');
  else if (category && !subcategory)
    problem(
      'subcategory',
      `No existe la subcategoría «${subcategoryName}» en la categoría «${category.name}»`,
    );
  values.areaId = area?.id ?? '';
  values.categoryId = category?.id ?? '';
  values.subcategoryId = subcategory?.id ?? '';

  const parsed = ProductInputSchema.safeParse(values);
  if (!parsed.success) {
    const seen = new Set(problems.map((p) => p.column));
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProductInput | undefined;
      const key = field ? (INPUT_COLUMN[field] ?? '') : '';
      if (key === 'area' || key === 'category' || key === 'subcategory') continue;
      if (!seen.has(key ? HEADER_OF[key] : '')) problem(key, issue.message);
      seen.add(key ? HEADER_OF[key] : '');
    }
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  const flooring = taxonomyIssues(parsed.data, index.taxonomy);
  for (const [field, message] of Object.entries(flooring))
    problem(INPUT_COLUMN[field as keyof ProductInput] ?? '', message);
  return problems.length > 0 ? { problems } : { input: parsed.data };
}

export const COMPARED = [
  'name',
  'code',
  'description',
  'brand',
  'price',
  'discountPercentage',
  'dimensions',
  'metersPerBox',
  'quality',
  'type',
  'hasShipping',
  'status',
  'inStock',
  'saleUnit',
  'areaId',
  'categoryId',
  'subcategoryId',
  'color',
  'usage',
  'placement',
  'slipResistance',
  'pei',
  'rectified',
  'thicknessMm',
] as const satisfies (keyof ProductInput)[];

/** Whether a row leaves its product as it is (an attribute left out counts as not said). */
export const sameProduct = (a: ProductInput, b: ProductInput) => {
  const [x, y] = [
    { ...a, ...attributesOf(a) },
    { ...b, ...attributesOf(b) },
  ];
  return COMPARED.every((k) => x[k] === y[k]);
};
