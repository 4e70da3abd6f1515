import { eq } from 'drizzle-orm';
import { type ShopSettings, ShopSettingsSchema } from '../../shared/settings';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';

/** What a new shop starts with; the owner changes it in the database (shop_settings). */
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
  transfer: { holder: '', cuit: '', cbu: '', alias: '', bank: '' },
  quoteValidityDays: 7,
};

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
  return ShopSettingsSchema.parse(row.data);
}
