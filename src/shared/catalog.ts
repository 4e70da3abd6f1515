import { z } from 'zod';
import { PRODUCT_STATUSES } from './availability';
import { SALE_UNITS } from './order-lines';
import { StockSummarySchema } from './stock/contract';
import { QUALITIES } from './pricing';
import { TileAttributesSchema } from './tile-attributes-schema';

export { PRODUCT_NOT_FOUND } from './messages';

export const ProductImageSchema = z.object({
  id: z.string(),
  /** Medium variant, for <img src>. */
  src: z.string(),
  /** Every variant with its width, for <img srcset>. */
  srcSet: z.string(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The supplier's code (SKU), when the shop keeps one. */
  code: z.string().nullable(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  discountPercentage: z.number().nullable(),
  dimensions: z.string().nullable(),
  metersPerBox: z.number().nullable(),
  quality: z.enum(QUALITIES as ['1ra', '2da']),
  type: z.string().nullable(),
  hasShipping: z.boolean(),
  saleUnit: z.enum(SALE_UNITS),
  areaId: z.string().nullable(),
  categoryId: z.string().nullable(),
  subcategoryId: z.string().nullable(),
  images: z.array(ProductImageSchema),
  /** The shop only ever sends 'publicado'; the admin sees borradores too. */
  status: z.enum(PRODUCT_STATUSES),
  inStock: z.boolean(),
  /** Stock by lot; null when the product's stock is not tracked. */
  stock: StockSummarySchema.nullish(),
  ...TileAttributesSchema.shape,
});
export type Product = z.infer<typeof ProductSchema>;

/** A product with the names of its taxonomy (product page, admin table). */
export const ProductDetailSchema = ProductSchema.extend({
  areaName: z.string().nullable(),
  categoryName: z.string().nullable(),
  subcategoryName: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const AreaSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
});
export type Area = z.infer<typeof AreaSchema>;

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  areaId: z.string(),
  adhesiveProductId: z.string().nullish(),
  groutProductId: z.string().nullish(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  categoryId: z.string(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const TaxonomySchema = z.object({
  areas: z.array(AreaSchema),
  categories: z.array(CategorySchema),
  subcategories: z.array(SubcategorySchema),
});
export type Taxonomy = z.infer<typeof TaxonomySchema>;

export { QUALITIES };
