import { endpoints } from './endpoint';
import { ProductFeedLinksSchema } from './feeds/product-feeds';
import { AdminHomeSchema, HomeContentSchema, HomeImageQuerySchema, HomeUploadSchema } from './home';
import { LegalPageInputSchema, LegalPageSchema, LegalParamsSchema } from './legal';
import { MercadoPagoStatusSchema } from './payments/mercado-pago';
import { ShopSettingsSchema } from './settings';

/** /api/admin/settings: the shop's identity (a super_admin's). */
export const adminSettingsEndpoints = endpoints({
  save: {
    method: 'PUT',
    path: '/api/admin/settings',
    body: ShopSettingsSchema,
    response: ShopSettingsSchema,
  },
  /** Whether the server has Mercado Pago's credentials (its environment, not the settings). */
  mercadoPago: {
    method: 'GET',
    path: '/api/admin/settings/mercado-pago',
    response: MercadoPagoStatusSchema,
  },
  /** The product feeds' addresses (PUBLIC_URL). */
  feedLinks: { method: 'GET', path: '/api/admin/feeds', response: ProductFeedLinksSchema },
});

/** /api/admin/legal/:slug: the legal pages' source text (placeholders kept), a super_admin's. */
export const adminLegalEndpoints = endpoints({
  read: {
    method: 'GET',
    path: '/api/admin/legal/:slug',
    params: LegalParamsSchema,
    response: LegalPageSchema,
  },
  save: {
    method: 'PUT',
    path: '/api/admin/legal/:slug',
    params: LegalParamsSchema,
    body: LegalPageInputSchema,
    response: LegalPageSchema,
  },
});

/** /api/admin/home: Inicio's slides, tiles and destacados (staff). */
export const adminHomeEndpoints = endpoints({
  read: { method: 'GET', path: '/api/admin/home', response: AdminHomeSchema },
  save: {
    method: 'PUT',
    path: '/api/admin/home',
    body: HomeContentSchema,
    response: AdminHomeSchema,
  },
  /** One image, re-encoded to a slide's or a tile's shape (sent with progress, upload-image.ts). */
  uploadImage: {
    method: 'POST',
    path: '/api/admin/home/images',
    query: HomeImageQuerySchema,
    body: 'multipart',
    response: HomeUploadSchema,
    status: [201],
  },
});
