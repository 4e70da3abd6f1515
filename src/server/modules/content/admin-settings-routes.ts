import type { FastifyInstance } from 'fastify';
import { adminSettingsEndpoints as E } from '#shared/admin-content-endpoints';
import { SETTINGS_MESSAGES, type ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { currentUser, requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { recordActivity } from '../staff/activity';
import type { CatalogWrites } from '../catalogue/catalog-writes';
import { getShopSettings, saveShopSettings } from './settings';

/** How the activity log names each part of the settings. */
const FIELD_LABELS: Record<keyof ShopSettings, string> = {
  name: 'Nombre',
  tagline: 'Descripción',
  phone: 'Teléfono',
  whatsappNumber: 'WhatsApp',
  email: 'Email',
  address: 'Dirección',
  hours: 'Horarios',
  social: 'Redes sociales',
  map: 'Mapa',
  whatsappText: 'Texto de WhatsApp',
  mailFrom: 'Remitente de los correos',
  transfer: 'Datos para transferencias',
  quoteValidityDays: 'Validez del presupuesto',
  backupHour: 'Hora de la copia diaria',
  payments: 'Pagos (descuento por transferencia, cuotas)',
  searchSynonyms: 'Palabras de búsqueda',
};

/**
 * /api/admin/settings: the shop's identity, changed by a super_admin only. `mercadoPago`: whether
 * the server was started with Mercado Pago's credentials (MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET).
 */
export function adminSettingsRoutes(
  db: Db,
  { mercadoPago, writes }: { mercadoPago: boolean; writes: CatalogWrites },
) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireSuperAdmin);

    route(app, E.mercadoPago, {}, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ configured: mercadoPago }),
    );

    const refusal = { message: SETTINGS_MESSAGES.saveError };
    route(app, E.save, { config: { refusal } }, async (request, reply) => {
      const settings = request.body;
      // The entry is written in the settings' transaction: a refused entry saves nothing.
      await saveShopSettings(db, settings, async (tx, before) => {
        const changed = (Object.keys(settings) as (keyof typeof settings)[]).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(settings[key]),
        );
        await recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'settings.update',
          subject: 'Configuración de la tienda',
          detail:
            changed.length > 0
              ? `Cambios en: ${changed.map((key) => FIELD_LABELS[key]).join(', ')}`
              : 'Sin cambios',
        });
      });
      // Pages, e-mails and the API read the settings on every use; the catalogue's cached
      // searches were answered with the old search words.
      await writes.changed();
      return reply.header('cache-control', 'no-store').send(await getShopSettings(db));
    });
  };
}
