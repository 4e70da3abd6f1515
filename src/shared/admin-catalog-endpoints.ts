import { z } from 'zod';
import {
  ADMIN_CATALOG_MESSAGES as M,
  AdminProductListSchema,
  AdminProductsQuerySchema,
  AreaInputSchema,
  CategoryInputSchema,
  ProductInputSchema,
  ProductUpdateSchema,
  SubcategoryInputSchema,
  TaxonomyOrderSchema,
  TaxonomyProductCountsSchema,
} from './admin-catalog';
import {
  AreaSchema,
  CategorySchema,
  ProductDetailSchema,
  ProductImageSchema,
  SubcategorySchema,
  TaxonomySchema,
} from './catalog';
import { endpoints } from './endpoint';
import { PriceHistoryEntrySchema, QuickPriceSchema } from './price-batches';
import { uuidParams } from './route-schemas';
import { ProductTextureAnswerSchema } from './visualizer/tiles';

const product = uuidParams(M.productNotFound);

/**
 * /api/admin/products (modules/catalogue/admin-product-routes.ts) and each product's textura
 * (modules/visualizer/texture-routes.ts). Admin and super_admin.
 */
export const adminProductEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/products',
    query: AdminProductsQuerySchema,
    response: AdminProductListSchema,
  },
  brands: { method: 'GET', path: '/api/admin/products/brands', response: z.array(z.string()) },
  create: {
    method: 'POST',
    path: '/api/admin/products',
    body: ProductInputSchema,
    response: ProductDetailSchema,
    status: [201],
  },
  duplicate: {
    method: 'POST',
    path: '/api/admin/products/:id/duplicate',
    params: product,
    response: ProductDetailSchema,
    status: [201],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/products/:id',
    params: product,
    body: ProductUpdateSchema,
    response: ProductDetailSchema,
  },
  setPrice: {
    method: 'PATCH',
    path: '/api/admin/products/:id/price',
    params: product,
    body: QuickPriceSchema,
    response: ProductDetailSchema,
  },
  priceHistory: {
    method: 'GET',
    path: '/api/admin/products/:id/price-history',
    params: product,
    response: z.array(PriceHistoryEntrySchema),
  },
  remove: { method: 'DELETE', path: '/api/admin/products/:id', params: product, response: null },
  /** One image per request, so the browser can show each file's progress. */
  addImage: {
    method: 'POST',
    path: '/api/admin/products/:id/images',
    params: product,
    body: 'multipart',
    response: ProductImageSchema,
    status: [201],
  },
  texture: {
    method: 'GET',
    path: '/api/admin/products/:id/texture',
    params: product,
    response: ProductTextureAnswerSchema,
  },
  setTexture: {
    method: 'PUT',
    path: '/api/admin/products/:id/texture',
    params: product,
    body: 'multipart',
    response: ProductTextureAnswerSchema,
  },
  removeTexture: {
    method: 'DELETE',
    path: '/api/admin/products/:id/texture',
    params: product,
    response: ProductTextureAnswerSchema,
  },
});

/** What a reorder answers: the item and its new position. */
export const TaxonomyOrderAnswerSchema = z.object({ id: z.string(), order: z.number().int() });

const area = uuidParams(M.areaNotFound);
const category = uuidParams(M.categoryNotFound);
const subcategory = uuidParams(M.subcategoryNotFound);

/**
 * Areas, categories and subcategories (modules/catalogue/admin-taxonomy-routes.ts). The admin
 * reads them from the public GET /api/taxonomy, whose route sends its cached answer itself
 * (modules/catalogue/taxonomy-routes.ts).
 */
export const adminTaxonomyEndpoints = endpoints({
  taxonomy: { method: 'GET', path: '/api/taxonomy', response: TaxonomySchema },
  productCounts: {
    method: 'GET',
    path: '/api/admin/taxonomy/product-counts',
    response: TaxonomyProductCountsSchema,
  },
  createArea: {
    method: 'POST',
    path: '/api/admin/areas',
    body: AreaInputSchema,
    response: AreaSchema,
    status: [201],
  },
  updateArea: {
    method: 'PUT',
    path: '/api/admin/areas/:id',
    params: area,
    body: AreaInputSchema,
    response: AreaSchema,
  },
  deleteArea: { method: 'DELETE', path: '/api/admin/areas/:id', params: area, response: null },
  reorderArea: {
    method: 'PUT',
    path: '/api/admin/areas/:id/order',
    params: area,
    body: TaxonomyOrderSchema,
    response: TaxonomyOrderAnswerSchema,
  },
  createCategory: {
    method: 'POST',
    path: '/api/admin/categories',
    body: CategoryInputSchema,
    response: CategorySchema,
    status: [201],
  },
  updateCategory: {
    method: 'PUT',
    path: '/api/admin/categories/:id',
    params: category,
    body: CategoryInputSchema,
    response: CategorySchema,
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/api/admin/categories/:id',
    params: category,
    response: null,
  },
  reorderCategory: {
    method: 'PUT',
    path: '/api/admin/categories/:id/order',
    params: category,
    body: TaxonomyOrderSchema,
    response: TaxonomyOrderAnswerSchema,
  },
  createSubcategory: {
    method: 'POST',
    path: '/api/admin/subcategories',
    body: SubcategoryInputSchema,
    response: SubcategorySchema,
    status: [201],
  },
  updateSubcategory: {
    method: 'PUT',
    path: '/api/admin/subcategories/:id',
    params: subcategory,
    body: SubcategoryInputSchema,
    response: SubcategorySchema,
  },
  deleteSubcategory: {
    method: 'DELETE',
    path: '/api/admin/subcategories/:id',
    params: subcategory,
    response: null,
  },
  reorderSubcategory: {
    method: 'PUT',
    path: '/api/admin/subcategories/:id/order',
    params: subcategory,
    body: TaxonomyOrderSchema,
    response: TaxonomyOrderAnswerSchema,
  },
});
