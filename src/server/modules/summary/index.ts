import type { ShopModule } from '../module';
import { adminSummaryRoutes } from './routes';

/** The owner's summary: sales, orders and stock at a glance. */
export const shopModule: ShopModule = {
  name: 'summary',
  routes: ({ db }) => [{ prefix: '/api/admin/summary', plugin: adminSummaryRoutes(db) }],
};
