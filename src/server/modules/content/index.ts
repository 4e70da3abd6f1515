import type { ShopModule } from '../module';
import { adminSettingsRoutes } from './admin-settings-routes';
import { adminHomeRoutes, homeRoutes } from './home-routes';
import { adminLegalRoutes, legalRoutes } from './legal-routes';
import { settingsRoutes } from './settings-routes';

/** The shop's settings, Inicio's content and the legal pages. */
export const shopModule: ShopModule = {
  name: 'content',
  routes: ({ db, storage, writes, mercadoPago }) => [
    { prefix: '/api/settings', plugin: settingsRoutes(db) },
    { prefix: '/api/home', plugin: homeRoutes(db, storage) },
    {
      prefix: '/api/admin/settings',
      plugin: adminSettingsRoutes(db, { mercadoPago: mercadoPago !== null, writes }),
    },
    { prefix: '/api/admin/home', plugin: adminHomeRoutes(db, storage, writes) },
    { prefix: '/api/legal', plugin: legalRoutes(db) },
    { prefix: '/api/admin/legal', plugin: adminLegalRoutes(db) },
  ],
};
