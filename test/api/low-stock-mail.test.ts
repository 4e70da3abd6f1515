import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dailyJobRuns } from '#server/db/schema';
import { sendLowStockMailIfDue } from '#server/modules/stock/low-stock-mail';
import { receiveStock } from '#server/modules/stock/service';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';

const PUBLIC_URL = 'https://ceramicos.example';
// 8:00 in Buenos Aires is 11:00 UTC.
const at = (day: string, utc: string) => new Date(`${day}T${utc}Z`);
const actor = { id: null, name: 'Prueba' };

describeEachEngine('the daily low-stock e-mail', (engine) => {
  let t: TestApp;
  let kicks = 0;
  const send = (now: Date) =>
    sendLowStockMailIfDue(t.db, { publicUrl: PUBLIC_URL, kick: () => void kicks++ }, now);
  const flushed = async () => {
    await t.app.shop.mail.flush();
    return t.sentMail.splice(0);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says nothing when nothing is low, and keeps the day open for later', async () => {
    const id = await createProduct(t.db, {
      name: 'Porcelanato Calma',
      trackStock: true,
      lowStockThreshold: 5,
    });
    await receiveStock(
      t.db,
      id,
      { code: 'C1', tono: null, calibre: null, note: null, receivedOn: '2026-11-01', quantity: 40 },
      actor,
    );
    expect(await send(at('2026-11-02', '12:00:00'))).toBe(false);
    expect(await flushed()).toEqual([]);
    expect(await t.db.select().from(dailyJobRuns)).toEqual([]);
  });

  it('goes to the shop once a day from 8:00, listing what is at or under its threshold', async () => {
    const low = await createProduct(t.db, {
      name: 'Porcelanato Ceniza',
      code: 'PC-60',
      trackStock: true,
      lowStockThreshold: 10,
    });
    await receiveStock(
      t.db,
      low,
      { code: 'L1', tono: null, calibre: null, note: null, receivedOn: '2026-11-01', quantity: 4 },
      actor,
    );
    await createProduct(t.db, {
      name: 'Pastina Gris',
      saleUnit: 'bolsa',
      trackStock: true,
      lowStockThreshold: 3,
    });

    expect(await send(at('2026-11-03', '10:59:00')), 'before 8:00 in the shop').toBe(false);
    expect(await send(at('2026-11-03', '11:00:00'))).toBe(true);
    expect(await send(at('2026-11-03', '18:00:00')), 'the same day again').toBe(false);
    const [mail, ...more] = await flushed();
    expect(more).toEqual([]);
    expect(mail?.to).toBe(DEFAULT_SHOP_SETTINGS.email);
    expect(mail?.subject).toBe('Stock bajo: 2 productos');
    expect(mail?.text).toContain(
      '- Pastina Gris: sin stock disponible (aviso con 3 bolsas o menos)',
    );
    expect(mail?.text).toContain(
      '- Porcelanato Ceniza (PC-60): quedan 4 cajas (aviso con 10 cajas o menos)',
    );
    // Lowest first: the bag of grout with nothing left comes before the 4 boxes.
    expect(mail?.text.indexOf('Pastina Gris')).toBeLessThan(mail?.text.indexOf('Ceniza') ?? 0);
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/stock`);
    expect(mail?.text).not.toContain('Porcelanato Calma');
    expect(kicks).toBe(1);

    expect(await send(at('2026-11-04', '11:30:00')), 'the next day').toBe(true);
    expect(await flushed()).toHaveLength(1);
  });

  it('of checks racing for the day exactly one queues the e-mail', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(at('2026-11-05', '12:00:00'))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await flushed()).toHaveLength(1);
    expect(
      await t.db.select().from(dailyJobRuns).where(eq(dailyJobRuns.day, '2026-11-05')),
    ).toHaveLength(1);
  });
});
