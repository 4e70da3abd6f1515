import type { ShopModule } from '../module';
import { adminTrashRoutes } from './routes';

/** The Papelera: deleted products and orders, kept 30 days. */
export const shopModule: ShopModule = {
  name: 'trash',
  routes: ({ db, storage, writes }) => [
    { prefix: '/api/admin/trash', plugin: adminTrashRoutes(db, storage, writes) },
  ],
};
