import type { ShopModule } from '../module';
import { scheduleMercadoPagoReconciliation } from './reconcile';
import { refundRoutes } from './refund-routes';
import { paymentRoutes } from './routes';

/** Mercado Pago's Checkout Pro: the payment link, its notifications and the hourly check. */
export const shopModule: ShopModule = {
  name: 'payments',
  routes: ({ db, mail, config, mercadoPago }) => [
    {
      prefix: '/api/payments',
      plugin: paymentRoutes({ db, mail, publicUrl: config.publicUrl, mercadoPago }),
    },
    {
      prefix: '/api/admin/orders',
      plugin: refundRoutes({ db, mail, publicUrl: config.publicUrl, mercadoPago }),
    },
  ],
  tasks: ({ db, mail, config, log, mercadoPago, schedules }) =>
    mercadoPago && schedules.housekeeping
      ? [
          scheduleMercadoPagoReconciliation(db, mercadoPago.api, mail, {
            publicUrl: config.publicUrl,
            log,
          }),
        ]
      : [],
};
