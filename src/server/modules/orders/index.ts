import type { ShopModule } from '../module';
import { adminOrderRoutes } from './admin-routes';
import { adminOrderDeliveryRoutes } from './order-delivery-routes';
import { adminOrderExportRoutes } from './export-routes';
import { adminOrderPaperRoutes } from './paper-routes';
import { adminWithdrawalRoutes, withdrawalRoutes } from './withdrawal-routes';
import { adminOrderWorkRoutes } from './work-routes';

/** Staff's work on orders (list, detail, payments, lines, papers, export) and arrepentimiento. */
export const shopModule: ShopModule = {
  name: 'orders',
  routes: ({ db, mail, config: { publicUrl }, mercadoPago }) => [
    { prefix: '/api/admin/orders', plugin: adminOrderRoutes(db) },
    { prefix: '/api/admin/orders', plugin: adminOrderWorkRoutes({ db, mail, publicUrl }) },
    { prefix: '/api/admin/orders', plugin: adminOrderPaperRoutes(db) },
    { prefix: '/api/admin/orders', plugin: adminOrderExportRoutes(db) },
    {
      prefix: '/api/admin/orders',
      plugin: adminOrderDeliveryRoutes({ db, mail, publicUrl, mercadoPago }),
    },
    { prefix: '/api/withdrawals', plugin: withdrawalRoutes({ db, mail, publicUrl }) },
    { prefix: '/api/admin/withdrawals', plugin: adminWithdrawalRoutes(db) },
  ],
};
