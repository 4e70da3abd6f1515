import { backupsModule } from './backups';
import { catalogueModule } from './catalogue';
import { checkoutModule } from './checkout';
import { contentModule } from './content';
import { customersModule } from './customers';
import { feedsModule } from './feeds';
import { healthModule } from './health';
import { housekeepingModule } from './housekeeping';
import type { ShopModule } from './module';
import { ogImagesModule } from './og-images';
import { ordersModule } from './orders';
import { paymentsModule } from './payments';
import { staffModule } from './staff';
import { stockModule } from './stock';
import { summaryModule } from './summary';
import { trashModule } from './trash';
import { visualizerModule } from './visualizer';

/** Every domain of the shop's server. A new module is one line here (docs/architecture.md). */
export const MODULES: readonly ShopModule[] = [
  healthModule,
  contentModule,
  staffModule,
  catalogueModule,
  feedsModule,
  ogImagesModule,
  checkoutModule,
  ordersModule,
  customersModule,
  stockModule,
  paymentsModule,
  summaryModule,
  trashModule,
  backupsModule,
  visualizerModule,
  housekeepingModule,
];
