import type { ShopModule } from '../module';
import { adminDeliveryZoneRoutes, deliveryZoneRoutes } from './delivery-zone-routes';
import { orderRoutes } from './routes';
import { sharedCartRoutes } from './shared-cart-routes';

/** Placing an order, the customer's order page, shared carts and delivery zones. */
export const shopModule: ShopModule = {
  name: 'checkout',
  routes: ({ db, mail, config, mercadoPago, orderRateLimit }) => [
    {
      prefix: '/api/orders',
      plugin: orderRoutes({
        db,
        mail,
        publicUrl: config.publicUrl,
        mercadoPago: mercadoPago !== null,
        rateLimit: orderRateLimit,
      }),
    },
    { prefix: '/api/shared-carts', plugin: sharedCartRoutes({ db, publicUrl: config.publicUrl }) },
    { prefix: '/api/delivery-zones', plugin: deliveryZoneRoutes(db) },
    { prefix: '/api/admin/delivery-zones', plugin: adminDeliveryZoneRoutes(db) },
  ],
};
