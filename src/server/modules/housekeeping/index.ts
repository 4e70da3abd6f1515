import type { ShopModule } from '../module';
import { scheduleHousekeeping } from './housekeeping';

/** The hourly clean-up: the Papelera's expired items, old records, unused Inicio images. */
export const shopModule: ShopModule = {
  name: 'housekeeping',
  routes: () => [],
  tasks: ({ db, storage, log, schedules }) =>
    schedules.housekeeping ? [scheduleHousekeeping(db, storage, log)] : [],
};
