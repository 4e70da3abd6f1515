import type { ShopModule } from '../module';
import { scheduleBackups } from './backups';
import { adminBackupRoutes } from './routes';

/** The shop's copies: the admin screen and the daily schedule. */
export const shopModule: ShopModule = {
  name: 'backups',
  routes: ({ db, backups }) => [
    { prefix: '/api/admin/backups', plugin: adminBackupRoutes(db, backups) },
  ],
  tasks: ({ backups, log, schedules }) =>
    schedules.backups ? [scheduleBackups(backups, log)] : [],
};
