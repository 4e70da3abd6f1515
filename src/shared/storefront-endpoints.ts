import type { MeResponseSchema } from './auth';
import type { DeliveryZoneListSchema } from './delivery';
import { endpoints } from './endpoint';
import type { HomePageSchema } from './home';
import type { LegalPageSchema, LegalParamsSchema } from './legal';
import { light } from './light-schema';
import type { ShopSettingsSchema } from './settings';
import type {
  SharedCartCreatedSchema,
  SharedCartParamsSchema,
  SharedCartSchema,
} from './shared-carts';

/*
 * The storefront's endpoints, declared with zod-free stand-ins of their schemas (light-schema.ts):
 * every page's first load calls some of them and carries no zod. The server registers each with
 * the real schemas, whose types these are (server/plugins/light-endpoints.ts).
 */

/** Who is signed in (the shell's top bar, the admin's guards). */
export const sessionEndpoints = endpoints({
  me: { method: 'GET', path: '/api/auth/me', response: light<typeof MeResponseSchema>() },
});

/** The shop's identity; the server inlines it in every page (boot data). */
export const shopSettingsEndpoints = endpoints({
  read: { method: 'GET', path: '/api/settings', response: light<typeof ShopSettingsSchema>() },
});

/** What the home page shows. */
export const homeEndpoints = endpoints({
  read: { method: 'GET', path: '/api/home', response: light<typeof HomePageSchema>() },
});

/** The legal pages as the public reads them. */
export const legalEndpoints = endpoints({
  read: {
    method: 'GET',
    path: '/api/legal/:slug',
    params: light<typeof LegalParamsSchema>(),
    response: light<typeof LegalPageSchema>(),
  },
});

/** The shipping prices checkout and "Calculá el envío" quote. */
export const deliveryZoneEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/delivery-zones',
    response: light<typeof DeliveryZoneListSchema>(),
  },
});

/** A cart kept under a short code for /c/{code}. */
export const sharedCartEndpoints = endpoints({
  share: {
    method: 'POST',
    path: '/api/shared-carts',
    body: light<typeof SharedCartSchema>(),
    response: light<typeof SharedCartCreatedSchema>(),
    status: [201],
  },
  read: {
    method: 'GET',
    path: '/api/shared-carts/:code',
    params: light<typeof SharedCartParamsSchema>(),
    response: light<typeof SharedCartSchema>(),
  },
});
