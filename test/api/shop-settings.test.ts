import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { shopSettings } from '#server/db/schema';
import { SETTINGS_MESSAGES, type ShopSettings } from '#shared/settings';
import { type TestApp, createTestApp } from '../app';
import { refusedThenRecorded } from '../db-faults';
import { describeEachEngine } from '../engines';
import { INDEX_HTML, bootQueries } from '../pages';

const CHANGED: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  name: 'Pisos del Oeste',
  phone: '+54 9 11 4444-0000',
  whatsappNumber: '5491144440000',
  hours: [{ days: 'Lunes a Sábado', time: '8:00 - 20:00' }],
  social: { ...DEFAULT_SHOP_SETTINGS.social, tiktok: '' },
  map: { lat: -34.6, lng: -58.45, zoom: 13 },
  whatsappText: 'Hola, quiero un presupuesto',
  mailFrom: { name: 'Ventas Pisos del Oeste', address: 'ventas@pisosdeloeste.com.ar' },
  transfer: {
    holder: 'Pisos del Oeste SRL',
    cuit: '30-71234567-1',
    cbu: '2850590940090418135201',
    alias: 'pisos.oeste',
    bank: 'Banco Nación',
  },
  quoteValidityDays: 15,
};

describeEachEngine('shop settings', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clientFiles: { 'index.html': INDEX_HTML } });
    cookie = (await t.signIn('super_admin')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const put = (body: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: body as object, headers });

  it('starts with the defaults, the new fields included (quotes valid 7 days)', async () => {
    const response = await t.app.inject({ url: '/api/settings' });
    expect(response.json()).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(response.json().quoteValidityDays).toBe(7);
  });

  it('reads settings stored before the new fields existed, filling them from the defaults', async () => {
    const old: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
    for (const added of ['whatsappText', 'mailFrom', 'transfer', 'quoteValidityDays'])
      delete old[added];
    await t.db
      .insert(shopSettings)
      .values({ id: 1, data: { ...old, name: 'Guardada antes' } })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { data: { ...old, name: 'Guardada antes' } },
      });
    const response = await t.app.inject({ url: '/api/settings' });
    expect(response.json()).toEqual({ ...DEFAULT_SHOP_SETTINGS, name: 'Guardada antes' });
  });

  it('a super_admin saves them, and the API and the next page show the change at once', async () => {
    const saved = await put(CHANGED);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(CHANGED);
    expect((await t.app.inject({ url: '/api/settings' })).json()).toEqual(CHANGED);
    for (const url of ['/', '/productos', '/contacto', '/terminos']) {
      const page = await t.app.inject({ url });
      expect(bootQueries(page.body)[0]?.data, url).toMatchObject({ name: 'Pisos del Oeste' });
    }
    const terms = await t.app.inject({ url: '/terminos' });
    expect(terms.body).toContain('<title>Términos y condiciones | Pisos del Oeste</title>');
    await put(DEFAULT_SHOP_SETTINGS);
  });

  it('saves nothing when its Actividad entry cannot be written, and saves it once it can', async () => {
    const settings = async () => (await t.app.inject({ url: '/api/settings' })).json();
    await refusedThenRecorded(
      t.db,
      'settings.update',
      () => put(CHANGED),
      async () => expect(await settings()).toEqual(DEFAULT_SHOP_SETTINGS),
    );
    expect(await settings()).toEqual(CHANGED);
    await put(DEFAULT_SHOP_SETTINGS);
  });

  it('trims text and accepts a formatted CUIT', async () => {
    const response = await put({
      ...CHANGED,
      name: '  Pisos  ',
      transfer: { ...CHANGED.transfer, cuit: '30 71234567 1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe('Pisos');
    await put(DEFAULT_SHOP_SETTINGS);
  });

  it('tells the settings screen that Mercado Pago is not configured', async () => {
    const response = await t.app.inject({
      url: '/api/admin/settings/mercado-pago',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false });
  });

  it('refuses an editor and an anonymous caller', async () => {
    const editor = await t.signIn('editor');
    expect((await put(CHANGED, { cookie: editor.cookie })).statusCode).toBe(403);
    expect((await put(CHANGED, {})).statusCode).toBe(401);
  });

  const M = SETTINGS_MESSAGES;
  const bad: [string, Partial<Record<keyof ShopSettings, unknown>>, string, string][] = [
    ['empty name', { name: ' ' }, 'name', M.required],
    ['name on two lines', { name: 'Uno\nDos' }, 'name', 'Este campo no admite saltos de línea.'],
    ['phone without 8 digits', { phone: '555-12' }, 'phone', M.phone],
    ['WhatsApp with a plus', { whatsappNumber: '+5491155550192' }, 'whatsappNumber', M.whatsapp],
    ['WhatsApp without country code', { whatsappNumber: '1155550' }, 'whatsappNumber', M.whatsapp],
    ['WhatsApp starting with 0', { whatsappNumber: '01155550192' }, 'whatsappNumber', M.whatsapp],
    ['bad e-mail', { email: 'ventas@' }, 'email', M.email],
    ['empty address', { address: '' }, 'address', M.required],
    [
      'hours row without days',
      { hours: [{ days: '', time: '9 a 18' }] },
      'hours.0.days',
      M.required,
    ],
    ['too many hours rows', { hours: Array(11).fill({ days: 'L', time: '9' }) }, 'hours', M.hours],
    [
      'social not https',
      { social: { ...CHANGED.social, facebook: 'http://x.com/a' } },
      'social.facebook',
      M.url,
    ],
    [
      'social not an address',
      { social: { ...CHANGED.social, instagram: 'javascript:alert(1)' } },
      'social.instagram',
      M.url,
    ],
    ['map outside Argentina', { map: { lat: 40.4, lng: -3.7, zoom: 15 } }, 'map.lat', M.lat],
    ['map longitude outside', { map: { lat: -34.6, lng: -3.7, zoom: 15 } }, 'map.lng', M.lng],
    ['zoom 25', { map: { ...CHANGED.map, zoom: 25 } }, 'map.zoom', M.zoom],
    ['empty WhatsApp text', { whatsappText: '' }, 'whatsappText', M.required],
    [
      'sender name with <',
      { mailFrom: { name: 'X <y@z.com>', address: 'a@b.com' } },
      'mailFrom.name',
      M.senderName,
    ],
    [
      'sender address',
      { mailFrom: { name: 'X', address: 'a b@c.com' } },
      'mailFrom.address',
      M.email,
    ],
    [
      'CUIT check digit',
      { transfer: { ...CHANGED.transfer, cuit: '30-71234567-2' } },
      'transfer.cuit',
      M.cuit,
    ],
    [
      'CBU check digit',
      { transfer: { ...CHANGED.transfer, cbu: '2850590940090418135202' } },
      'transfer.cbu',
      M.cbu,
    ],
    [
      'CBU length',
      { transfer: { ...CHANGED.transfer, cbu: '28505909400904181352' } },
      'transfer.cbu',
      M.cbu,
    ],
    [
      'short alias',
      { transfer: { ...CHANGED.transfer, alias: 'pisos' } },
      'transfer.alias',
      M.alias,
    ],
    ['validity 0 days', { quoteValidityDays: 0 }, 'quoteValidityDays', M.validityDays],
    ['validity 2.5 days', { quoteValidityDays: 2.5 }, 'quoteValidityDays', M.validityDays],
    ['validity as text', { quoteValidityDays: '7' }, 'quoteValidityDays', M.validityDays],
    ['missing transfer', { transfer: undefined }, 'transfer', M.section],
  ];

  it.each(bad)(
    'refuses %s with a Spanish field message, changing nothing',
    async (_name, change, field, message) => {
      const response = await put({ ...CHANGED, ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(M.saveError);
      expect(response.json().error.fields[field]).toBe(message);
      expect((await t.app.inject({ url: '/api/settings' })).json()).toEqual(DEFAULT_SHOP_SETTINGS);
    },
  );
});
