import type { ShopModule } from '../module';
import { adminProductFeedRoutes, productFeedRoutes } from './routes';
import { productFeeds } from './service';

/** Product feeds for Google Merchant Center and Meta. */
export const shopModule: ShopModule = {
  name: 'feeds',
  routes: ({ db, storage, catalogCache, config }) => {
    const feeds = productFeeds({ db, storage, cache: catalogCache, publicUrl: config.publicUrl });
    return [
      { plugin: productFeedRoutes(feeds) },
      { prefix: '/api/admin/feeds', plugin: adminProductFeedRoutes(feeds) },
    ];
  },
};
