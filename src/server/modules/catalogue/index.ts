import type { ShopModule } from '../module';
import { adminPriceRoutes } from './admin-price-routes';
import { adminProductRoutes } from './admin-product-routes';
import { adminProductSheetRoutes } from './admin-sheet-routes';
import { adminTaxonomyRoutes } from './admin-taxonomy-routes';
import { productRoutes } from './routes';
import { seoRoutes } from './seo-routes';
import { taxonomyRoutes } from './taxonomy-routes';

/** Products, taxonomy, prices, spreadsheets and the sitemap. */
export const shopModule: ShopModule = {
  name: 'catalogue',
  routes: ({ db, catalog, storage, writes, config }) => [
    { prefix: '/api/taxonomy', plugin: taxonomyRoutes(catalog) },
    { prefix: '/api/products', plugin: productRoutes(catalog) },
    { plugin: seoRoutes(db, config.publicUrl) },
    { prefix: '/api/admin/products', plugin: adminProductRoutes(db, storage, writes) },
    { prefix: '/api/admin', plugin: adminTaxonomyRoutes(db, writes) },
    { prefix: '/api/admin/price-batches', plugin: adminPriceRoutes(db, writes) },
    { prefix: '/api/admin/product-sheets', plugin: adminProductSheetRoutes(db, writes) },
  ],
};
