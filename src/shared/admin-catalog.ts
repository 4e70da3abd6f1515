import { z } from 'zod';
import { formatMoney, formatNumber } from './format';
import { UUID_PATTERN } from './ids';
import { TEXT_MESSAGES, hasControlCharacters, isSingleLine } from './text';
import { requiredLine, wholeNumber } from './route-schemas';
import { PRODUCT_STATUSES } from './availability';
import { ProductDetailSchema, type Taxonomy } from './catalog';
import { hasAtMostDecimals } from './rounding';
import type { ArNumberOptions } from './number-entry';
import { arNumberText, optionalArNumberText } from './number-entry-schema';
import { DEFAULT_SALE_UNIT, SALE_UNITS } from './order-lines';
import { FINISH_TYPES, MAX_PRICE, QUALITIES, isFlooringArea } from './pricing';
import { TileAttributesSchema } from './tile-attributes-schema';

/** Admin catalogue contracts: one schema per write, shared by the dialogs and the API. */

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const UNCLASSIFIED_LABEL = 'Sin clasificar';

export const ADMIN_CATALOG_MESSAGES = {
  loadError: 'Error al cargar los datos. Por favor, intenta nuevamente.',
  productSaveError: 'Error al guardar el producto. Por favor, intenta nuevamente.',
  productDeleteError: 'Error al eliminar el producto. Por favor, intenta nuevamente.',
  productDeleteConfirm: '¿Estás seguro de que deseas eliminar este producto?',
  taxonomySaveError: 'Error al guardar. Por favor, intenta nuevamente.',
  categoryDeleteError: 'Error al eliminar la categoría. Por favor, intenta nuevamente.',
  subcategoryDeleteError: 'Error al eliminar la subcategoría. Por favor, intenta nuevamente.',
  categoryDeleteConfirm: '¿Estás seguro de que deseas eliminar esta categoría?',
  subcategoryDeleteConfirm: '¿Estás seguro de que deseas eliminar esta subcategoría?',
  areasLoadError: 'Error al cargar las áreas. Por favor, intenta nuevamente.',
  areaSaveError: 'Error al guardar el área. Por favor, intenta nuevamente.',
  areaDeleteError: 'Error al eliminar el área. Por favor, intenta nuevamente.',
  areaDeleteConfirm:
    '¿Estás seguro de que querés eliminar esta área? También se eliminarán todas las categorías y subcategorías asociadas. Los productos que las usaban quedarán como "Sin clasificar".',
  productNotFound: 'Producto no encontrado',
  areaNotFound: 'Área no encontrada',
  categoryNotFound: 'Categoría no encontrada',
  subcategoryNotFound: 'Subcategoría no encontrada',
  imageNotFound: 'La imagen no pertenece a este producto',
  duplicateCode: 'Ya existe un producto con ese código',
} as const;

const FIELD = {
  nameRequired: 'El nombre es obligatorio',
  tooLong: 'El texto es demasiado largo',
  priceRequired: 'El precio es obligatorio',
  priceMin: 'El precio no puede ser negativo',
  priceMax: `El precio máximo es ${formatMoney(MAX_PRICE)}`,
  discountRange: 'El descuento debe estar entre 0 y 100',
  areaRequired: 'El área es obligatoria',
  categoryRequired: 'La categoría es obligatoria',
  subcategoryRequired: 'La subcategoría es obligatoria',
  qualityRequired: 'La calidad es obligatoria',
  finishInvalid: 'El acabado no es válido',
  materialUnknown: 'El producto elegido no existe',
  saleUnitInvalid: 'La unidad de venta no es válida (caja, unidad o bolsa)',
  dimensionsRequired: 'Las dimensiones son obligatorias',
  metersRequired: 'Los metros por caja son obligatorios',
  metersMin: 'Los metros por caja deben ser al menos 0,01',
  statusInvalid: 'El estado debe ser Publicado o Borrador',
  orderMin: 'El orden debe ser un número mayor o igual a 1',
  categoryNotInArea: 'La categoría no pertenece al área elegida',
  subcategoryNotInCategory: 'La subcategoría no pertenece a la categoría elegida',
  areaUnknown: 'El área no existe',
  categoryUnknown: 'La categoría no existe',
  subcategoryUnknown: 'La subcategoría no existe',
} as const;

const requiredId = (message: string) =>
  z.string(message).trim().min(1, message).regex(UUID_PATTERN, message);
const optionalId = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((v) => v === '' || UUID_PATTERN.test(v), message)
    .nullish()
    .transform((v) => v || null);
/** One line (names, brand, dimensions); descriptions may hold several. */
const text = (max: number) =>
  z
    .string(FIELD.tooLong)
    .trim()
    .max(max, FIELD.tooLong)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine);
const multilineText = (max: number) =>
  z
    .string(FIELD.tooLong)
    .trim()
    .max(max, FIELD.tooLong)
    .refine((v) => !hasControlCharacters(v), TEXT_MESSAGES.control);
const optionalText = (max: number) =>
  multilineText(max)
    .nullish()
    .transform((v) => (v ? v : null));

const discountPercentage = z
  .number(FIELD.discountRange)
  .min(0, FIELD.discountRange)
  .max(100, FIELD.discountRange);
const metersPerBox = z
  .number(FIELD.metersRequired)
  // Two decimals, as stored: anything smaller would turn a few m² into millions of boxes.
  .min(0.01, FIELD.metersMin)
  .max(1e6, FIELD.metersRequired);

/**
 * A tile attribute as a write sends it: null clears it; left out keeps what is stored (the
 * product dialog sends them all; a write that does not know them must not wipe them).
 */
const THICKNESS_DECIMALS = 'El espesor admite un solo decimal (por ejemplo, 9,5)';
const attribute = <T extends z.ZodType>(schema: T) => schema.optional();
const tile = TileAttributesSchema.shape;
const tileAttributeInputs = {
  color: attribute(tile.color),
  usage: attribute(tile.usage),
  placement: attribute(tile.placement),
  slipResistance: attribute(tile.slipResistance),
  pei: attribute(tile.pei),
  rectified: attribute(tile.rectified),
  // Stored with one decimal: a second one would be rounded away without a word.
  thicknessMm: attribute(
    tile.thicknessMm.refine((v) => v === null || hasAtMostDecimals(v, 1), THICKNESS_DECIMALS),
  ),
};

export const ProductInputSchema = z.object({
  name: requiredLine({ max: 200, required: FIELD.nameRequired, tooLong: FIELD.tooLong }),
  /** The supplier's code (SKU): optional, unique when present. */
  code: text(60)
    .nullish()
    .transform((v) => (v ? v : null)),
  description: multilineText(5000).default(''),
  brand: text(120).default(''),
  price: z.number(FIELD.priceRequired).min(0, FIELD.priceMin).max(MAX_PRICE, FIELD.priceMax),
  discountPercentage: discountPercentage.nullish().transform((v) => v ?? null),
  dimensions: text(60)
    .nullish()
    .transform((v) => (v ? v : null)),
  metersPerBox: metersPerBox.nullish().transform((v) => v ?? null),
  quality: z.enum(QUALITIES as ['1ra', '2da'], FIELD.qualityRequired).default('1ra'),
  type: z
    .enum(FINISH_TYPES, FIELD.finishInvalid)
    .nullish()
    .transform((v) => v ?? null),
  hasShipping: z.boolean().default(false),
  status: z.enum(PRODUCT_STATUSES, FIELD.statusInvalid).default('publicado'),
  inStock: z.boolean('El stock no es válido').default(true),
  saleUnit: z.enum(SALE_UNITS, FIELD.saleUnitInvalid).default(DEFAULT_SALE_UNIT),
  areaId: requiredId(FIELD.areaRequired),
  categoryId: requiredId(FIELD.categoryRequired),
  subcategoryId: requiredId(FIELD.subcategoryRequired),
  ...tileAttributeInputs,
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** How the product dialog's number fields are typed (number-entry.ts); two decimals, as stored. */
export const PRODUCT_NUMBER_ENTRY = {
  price: { decimals: 2, money: true },
  discountPercentage: { decimals: 2 },
  metersPerBox: { decimals: 2 },
  /** Espesor (mm): one decimal, as stored (9,5). */
  thicknessMm: { decimals: 1 },
} as const satisfies Record<string, ArNumberOptions>;

/** The product dialog's values, numbers as typed, read by the es-AR rule into a ProductInput. */
export const ProductFormSchema = ProductInputSchema.extend({
  price: arNumberText(PRODUCT_NUMBER_ENTRY.price, FIELD.priceRequired).pipe(
    ProductInputSchema.shape.price,
  ),
  discountPercentage: optionalArNumberText(PRODUCT_NUMBER_ENTRY.discountPercentage).pipe(
    discountPercentage.nullable(),
  ),
  metersPerBox: optionalArNumberText(PRODUCT_NUMBER_ENTRY.metersPerBox).pipe(
    metersPerBox.nullable(),
  ),
  thicknessMm: optionalArNumberText(PRODUCT_NUMBER_ENTRY.thicknessMm).pipe(tile.thicknessMm),
});

/** An edit also sends the images it keeps, in order; the first is the cover. */
export const ProductUpdateSchema = ProductInputSchema.extend({
  imageIds: z.array(z.string(), 'La lista de imágenes no es válida').max(100),
});
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/**
 * The rules that depend on the taxonomy: category within the area, subcategory within the
 * category, and the technical block required for the flooring area.
 */
export function taxonomyIssues(
  input: Pick<
    ProductInput,
    'areaId' | 'categoryId' | 'subcategoryId' | 'dimensions' | 'metersPerBox'
  >,
  taxonomy: Taxonomy,
): Record<string, string> {
  const issues: Record<string, string> = {};
  const area = taxonomy.areas.find((a) => a.id === input.areaId);
  const category = taxonomy.categories.find((c) => c.id === input.categoryId);
  const subcategory = taxonomy.subcategories.find((s) => s.id === input.subcategoryId);
  if (!area) issues.areaId = FIELD.areaUnknown;
  if (!category) issues.categoryId = FIELD.categoryUnknown;
  else if (area && category.areaId !== area.id) issues.categoryId = FIELD.categoryNotInArea;
  if (!subcategory) issues.subcategoryId = FIELD.subcategoryUnknown;
  else if (category && subcategory.categoryId !== category.id)
    issues.subcategoryId = FIELD.subcategoryNotInCategory;
  if (area && isFlooringArea(area.name)) {
    if (!input.dimensions) issues.dimensions = FIELD.dimensionsRequired;
    if (input.metersPerBox === null) issues.metersPerBox = FIELD.metersRequired;
  }
  return issues;
}

export const AdminProductsQuerySchema = z.object({
  q: z
    .string('La búsqueda no es válida')
    .max(200, 'La búsqueda es demasiado larga')
    .refine(isSingleLine, TEXT_MESSAGES.control)
    .default(''),
  page: z.coerce
    .number('La página no es válida')
    .int('La página no es válida')
    .min(1, 'La página no es válida')
    .max(100000, 'La página no es válida')
    .default(1),
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuerySchema>;

export const AdminProductListSchema = z.object({
  items: z.array(ProductDetailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

const order = wholeNumber(1, 1_000_000, FIELD.orderMin);
const taxonomyName = requiredLine({
  max: 120,
  required: FIELD.nameRequired,
  tooLong: FIELD.tooLong,
});

export const AreaInputSchema = z.object({
  name: taxonomyName,
  description: optionalText(1000),
  order,
});
export type AreaInput = z.infer<typeof AreaInputSchema>;

/** A category and a subcategory have an area's fields, and their parent. */
export const CategoryInputSchema = AreaInputSchema.extend({
  areaId: requiredId(FIELD.areaRequired),
  /** The shop's adhesive and grout for the category's tiles ("Agregar materiales"); optional. */
  adhesiveProductId: optionalId(FIELD.materialUnknown),
  groutProductId: optionalId(FIELD.materialUnknown),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const SubcategoryInputSchema = AreaInputSchema.extend({
  categoryId: requiredId(FIELD.categoryRequired),
});
export type SubcategoryInput = z.infer<typeof SubcategoryInputSchema>;

/**
 * Moves an area, category or subcategory to position `order` among its siblings; the others are
 * renumbered so the list stays 1..n (a position past the end means the last one).
 */
export const TaxonomyOrderSchema = z.object({ order });
export type TaxonomyOrder = z.infer<typeof TaxonomyOrderSchema>;

/** How many products each area, category and subcategory holds (by id; absent means none). */
export const TaxonomyProductCountsSchema = z.object({
  areas: z.record(z.string(), z.number().int()),
  categories: z.record(z.string(), z.number().int()),
  subcategories: z.record(z.string(), z.number().int()),
});
export type TaxonomyProductCounts = z.infer<typeof TaxonomyProductCountsSchema>;

/** '1 producto', '12 productos'. */
export function productCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'producto' : 'productos'}`;
}

/**
 * What a delete confirmation says about the products it leaves (docs/decisions/0002): they are
 * never deleted; they lose the deleted level (and the levels under it) and keep the ones above.
 */
export function taxonomyDeleteMessage(
  level: 'area' | 'category' | 'subcategory',
  name: string,
  products: number,
): string {
  const question = {
    area: `¿Estás seguro de que querés eliminar el área «${name}»? También se eliminarán todas sus categorías y subcategorías.`,
    category: `¿Estás seguro de que querés eliminar la categoría «${name}»? También se eliminarán sus subcategorías.`,
    subcategory: `¿Estás seguro de que querés eliminar la subcategoría «${name}»?`,
  }[level];
  if (products === 0) return `${question} No tiene productos.`;
  const has = `${level === 'area' ? 'El área' : level === 'category' ? 'La categoría' : 'La subcategoría'} tiene ${productCountLabel(products)}`;
  const one = products === 1;
  const stays = one ? 'no se elimina: quedará' : 'no se eliminan: quedarán';
  const refile = `se ${one ? 'verá' : 'verán'} como "${UNCLASSIFIED_LABEL}" hasta que ${one ? 'lo' : 'los'} vuelvas a clasificar.`;
  const left = {
    area: `${stays} sin área, categoría ni subcategoría y ${refile}`,
    category: `${stays} en su área, sin categoría ni subcategoría, y ${refile}`,
    subcategory: `${stays} en su categoría, sin subcategoría, hasta que ${one ? 'le' : 'les'} elijas otra.`,
  }[level];
  return `${question} ${has}; ${left}`;
}

/** The question before moving a category (or subcategory) with its products to another parent. */
export function taxonomyMoveMessage(
  level: 'category' | 'subcategory',
  name: string,
  target: string,
  products: number,
): string {
  const what = level === 'category' ? 'la categoría' : 'la subcategoría';
  const where = level === 'category' ? 'al área' : 'a la categoría';
  const moved =
    products === 0
      ? 'No tiene productos.'
      : `${products === 1 ? 'Se moverá con ella 1 producto' : `Se moverán con ella ${productCountLabel(products)}`}, que ${products === 1 ? 'pasará' : 'pasarán'} a estar en «${target}».`;
  return `¿Mover ${what} «${name}» ${where} «${target}»? ${moved}`;
}

/** A taxonomy dialog's order, typed as an integer (number-entry.ts). */
export const ORDER_NUMBER_ENTRY = { decimals: 0 } as const satisfies ArNumberOptions;
const orderText = arNumberText(ORDER_NUMBER_ENTRY, FIELD.orderMin).pipe(order);

/** The taxonomy dialogs' values, the order as typed. */
export const AreaFormSchema = AreaInputSchema.extend({ order: orderText });
export const CategoryFormSchema = CategoryInputSchema.extend({ order: orderText });
export const SubcategoryFormSchema = SubcategoryInputSchema.extend({ order: orderText });

export const TAXONOMY_FIELD_MESSAGES = {
  areaUnknown: FIELD.areaUnknown,
  categoryUnknown: FIELD.categoryUnknown,
  materialUnknown: FIELD.materialUnknown,
} as const;
