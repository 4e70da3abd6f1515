import type { ShopModule } from '../module';
import { visualizerRoutes } from './routes';
import { adminTextureRoutes } from './texture-routes';

/** "Ver en mi ambiente": the tiles it offers and each product's textura. */
export const shopModule: ShopModule = {
  name: 'visualizer',
  routes: ({ db, storage }) => [
    { prefix: '/api/visualizer', plugin: visualizerRoutes(db, storage) },
    { prefix: '/api/admin/products', plugin: adminTextureRoutes(db, storage) },
  ],
};
