import type { ShopModule } from '../module';
import { adminPurchasingRoutes, supplierPurchaseOrderRoutes } from './routes';

/** Compras: suppliers, purchase orders sent to them, and their receipt into lots. */
export const shopModule: ShopModule = {
  name: 'purchasing',
  routes: ({ db }) => [
    { prefix: '/api/admin/purchasing', plugin: adminPurchasingRoutes(db) },
    { prefix: '/api/purchase-orders', plugin: supplierPurchaseOrderRoutes(db) },
  ],
};
