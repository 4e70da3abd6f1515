import type { ShopModule } from '../module';
import { ogImageRoutes } from './routes';
import { ogImages } from './service';

/** The pictures a shared link shows (Open Graph). */
export const shopModule: ShopModule = {
  name: 'og-images',
  routes: ({ db, storage, publicDirs }) => [
    { plugin: ogImageRoutes(ogImages({ db, storage, publicDirs })) },
  ],
};
