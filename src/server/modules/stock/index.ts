import type { ShopModule } from '../module';
import { scheduleLowStockMail } from './low-stock-mail';
import { adminStockRoutes } from './routes';

/** Stock by lot: ingresos, ajustes, reservations and the low-stock mail. */
export const shopModule: ShopModule = {
  name: 'stock',
  routes: ({ db }) => [{ prefix: '/api/admin/stock', plugin: adminStockRoutes(db) }],
  tasks: ({ db, mail, config, log, schedules }) =>
    schedules.housekeeping
      ? [scheduleLowStockMail(db, { publicUrl: config.publicUrl, kick: () => mail.kick(), log })]
      : [],
};
