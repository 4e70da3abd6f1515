import type { ShopModule } from '../module';
import { adminCustomerRoutes } from './routes';

/** Customers as the orders name them, and professional discounts. */
export const shopModule: ShopModule = {
  name: 'customers',
  routes: ({ db }) => [{ prefix: '/api/admin/customers', plugin: adminCustomerRoutes(db) }],
};
