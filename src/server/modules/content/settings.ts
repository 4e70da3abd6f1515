import { eq } from 'drizzle-orm';
import { type ShopSettings, ShopSettingsSchema } from '#shared/settings';
import { WHATSAPP_GREETING } from '#shared/whatsapp';
import type { Db } from '#server/db/client';
import { shopSettings } from '#server/db/schema';
import type { RecordIn } from '../staff/activity';

/** What a new shop starts with; the owner changes it in Configuración de la tienda. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  name: 'Cerámicos Ruta 192',
  tagline:
    'Porcelanatos y revestimientos para pisos y paredes, con asesoramiento para calcular cuántas cajas necesitás.',
  phone: '+54 9 11 5555-0192',
  whatsappNumber: '5491155550192',
  email: 'ventas@ceramicosruta192.com.ar',
  address: 'Ruta Provincial 192, km 30, Open Door, Luján, Provincia de Buenos Aires',
  hours: [
    { days: 'Lunes a Viernes', time: '9:00 - 18:00' },
    { days: 'Sábados', time: '9:00 - 13:00' },
  ],
  social: {
    facebook: 'https://www.facebook.com/ceramicosruta192',
    instagram: 'https://www.instagram.com/ceramicosruta192',
    tiktok: 'https://www.tiktok.com/@ceramicosruta192',
  },
  map: { lat: -34.4855, lng: -59.0813, zoom: 15 },
  whatsappText: WHATSAPP_GREETING,
  mailFrom: { name: 'Cerámicos Ruta 192', address: 'ventas@ceramicosruta192.com.ar' },
  transfer: { holder: '', cuit: '', cbu: '', alias: '', bank: '' },
  quoteValidityDays: 7,
  backupHour: 3,
  payments: { transferDiscountPercentage: 0, maxInstallments: 12 },
  searchSynonyms: [],
};

/**
 * The stored settings, each field checked on its own: a field saved before it existed (or under
 * an older rule) falls back to its default instead of taking every page down with it.
 */
export function readStoredSettings(data: unknown): ShopSettings {
  const whole = ShopSettingsSchema.safeParse(data);
  if (whole.success) return whole.data;
  const stored = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ShopSettingsSchema.shape)) {
    const field = schema.safeParse(stored[key]);
    settings[key] = field.success ? field.data : DEFAULT_SHOP_SETTINGS[key as keyof ShopSettings];
  }
  return ShopSettingsSchema.parse(settings);
}

/**
 * Read from the database on every use (one primary-key row), never cached: a change shows on the
 * next page, e-mail or API answer of every process, with nothing to invalidate.
 */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db
    .select({ data: shopSettings.data })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  if (!row) {
    await db
      .insert(shopSettings)
      .values({ id: 1, data: DEFAULT_SHOP_SETTINGS })
      .onConflictDoNothing();
    return DEFAULT_SHOP_SETTINGS;
  }
  return readStoredSettings(row.data);
}

/**
 * Saves the settings. With `recordIn`, in one transaction with the staff member's Actividad entry,
 * which is told the settings as they were: no change without its entry, nor an entry without it.
 */
export async function saveShopSettings(
  db: Db,
  settings: ShopSettings,
  recordIn?: RecordIn<ShopSettings>,
): Promise<void> {
  const save = (tx: Db) =>
    tx
      .insert(shopSettings)
      .values({ id: 1, data: settings })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { data: settings, updatedAt: new Date() },
      });
  if (!recordIn) {
    await save(db);
    return;
  }
  await db.transaction(async (tx) => {
    const before = await getShopSettings(tx);
    await save(tx);
    await recordIn(tx, before);
  });
}

/** The From header of the shop's e-mails. */
export function mailSender(settings: ShopSettings): string {
  return `"${settings.mailFrom.name}" <${settings.mailFrom.address}>`;
}
