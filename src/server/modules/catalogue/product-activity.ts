import { OUT_OF_STOCK_LABEL } from '#shared/availability';
import { formatMoney, formatNumber } from '#shared/format';
import type { products } from '#server/db/schema';
import { describeChanges } from '../staff/activity';

type ProductValues = Pick<
  typeof products.$inferSelect,
  | 'name'
  | 'code'
  | 'description'
  | 'brand'
  | 'price'
  | 'discountPercentage'
  | 'dimensions'
  | 'metersPerBox'
  | 'quality'
  | 'type'
  | 'hasShipping'
  | 'areaId'
  | 'categoryId'
  | 'subcategoryId'
  | 'images'
  | 'status'
  | 'inStock'
>;

const orEmpty = (value: number | null, format: (n: number) => string) =>
  value === null ? '' : format(value);

/** The activity log's subject for a product. */
export const productSubject = (name: string) => `Producto «${name}»`;

/**
 * Publishing and stock say what happened in a word: the log read "—" for them,
 * as neither was among the fields compared.
 */
function availabilityChanges(before: ProductValues, after: ProductValues): string[] {
  const said: string[] = [];
  if (before.status !== after.status)
    said.push(after.status === 'publicado' ? 'Publicado' : 'Oculto (borrador)');
  if (before.inStock !== after.inStock) said.push(after.inStock ? 'Con stock' : OUT_OF_STOCK_LABEL);
  return said;
}

/** What an edit changed, field by field, as the admin form names them. */
export function productChanges(before: ProductValues, after: ProductValues): string {
  const taxonomy = (p: ProductValues) => [p.areaId, p.categoryId, p.subcategoryId].join('/');
  const fields = describeChanges([
    { label: 'Nombre', before: before.name, after: after.name },
    { label: 'Código', before: before.code ?? '', after: after.code ?? '' },
    { label: 'Marca', before: before.brand, after: after.brand },
    { label: 'Precio', before: formatMoney(before.price), after: formatMoney(after.price) },
    {
      label: 'Descuento',
      before: orEmpty(before.discountPercentage, (n) => `${formatNumber(n)}%`),
      after: orEmpty(after.discountPercentage, (n) => `${formatNumber(n)}%`),
    },
    { label: 'Dimensiones', before: before.dimensions ?? '', after: after.dimensions ?? '' },
    {
      label: 'Metros por caja',
      before: orEmpty(before.metersPerBox, formatNumber),
      after: orEmpty(after.metersPerBox, formatNumber),
    },
    { label: 'Calidad', before: before.quality, after: after.quality },
    { label: 'Acabado', before: before.type ?? '', after: after.type ?? '' },
    {
      label: 'Envío disponible',
      before: before.hasShipping ? 'Sí' : 'No',
      after: after.hasShipping ? 'Sí' : 'No',
    },
    {
      label: 'Clasificación',
      before: taxonomy(before) === taxonomy(after) ? '' : 'anterior',
      after: taxonomy(before) === taxonomy(after) ? '' : 'nueva',
    },
    {
      label: 'Descripción',
      before: before.description === after.description ? '' : 'anterior',
      after: before.description === after.description ? '' : 'nueva',
    },
    {
      label: 'Imágenes',
      before: String(before.images.length),
      after: String(after.images.length),
    },
  ]);
  return [...availabilityChanges(before, after), ...(fields ? [fields] : [])].join('; ');
}
