import type { ShopModule } from '../module';
import { healthRoutes } from './routes';

/** GET /api/health for a load balancer or a monitor. */
export const shopModule: ShopModule = {
  name: 'health',
  routes: ({ db }) => [{ prefix: '/api/health', plugin: healthRoutes(db) }],
};
