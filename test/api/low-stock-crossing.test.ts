import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import type { ProductStock } from '#shared/stock/contract';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { validBody } from '../payloads';

let address = 0;
const nextAddress = () => `10.8.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describeEachEngine(
  'the low-stock e-mail when a sale or an ajuste crosses the threshold',
  (engine) => {
    let t: TestApp;
    let cookie: string;
    let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;
    const admin = (options: InjectOptions) =>
      t.app.inject({ ...options, headers: { cookie, ...(options.headers ?? {}) } });
    /** The e-mails about low stock sent since the last look (the orders' own are left aside). */
    const lowStockMails = async () => {
      await t.app.shop.mail.flush();
      return t.sentMail.splice(0).filter((mail) => mail.subject.startsWith('Stock bajo'));
    };
    const order = async (productId: string, quantity: number) => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: nextAddress(),
        payload: {
          ...validBody.order(productId),
          items: [{ productId, quantity, squareMeters: 0, includeWaste: false }],
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<{ id: number }>().id;
    };
    async function trackedProduct(name: string, quantity: number, threshold: number) {
      const id = await createProduct(t.db, {
        ...taxonomy,
        name,
        trackStock: true,
        lowStockThreshold: threshold,
      });
      const answer = await admin({
        method: 'POST',
        url: `/api/admin/stock/products/${id}/ingresos`,
        payload: { code: 'L1', tono: 'T1', calibre: '9', receivedOn: '2026-11-01', quantity },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return id;
    }
    const lotOf = async (id: string) =>
      (await admin({ url: `/api/admin/stock/products/${id}` })).json<ProductStock>().lots[0]?.id;

    beforeAll(async () => {
      t = await createTestApp(engine, { ORDER_RATE_LIMIT: '1000' });
      ({ cookie } = await t.signIn('editor'));
      taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
      await lowStockMails();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('a sale that takes a product to its threshold mails the shop at once, and only that crossing', async () => {
      const id = await trackedProduct('Porcelanato Cruce', 12, 5);
      await order(id, 6); // 12 → 6: still above 5
      expect(await lowStockMails()).toEqual([]);
      await order(id, 1); // 6 → 5: at the threshold, crossed
      const [mail, ...more] = await lowStockMails();
      expect(more).toEqual([]);
      expect(mail?.to).toBe(DEFAULT_SHOP_SETTINGS.email);
      expect(mail?.subject).toBe('Stock bajo: 1 producto');
      expect(mail?.text).toContain(
        '- Porcelanato Cruce: quedan 5 cajas (aviso con 5 cajas o menos)',
      );
      await order(id, 2); // 5 → 3: already low, nothing new
      expect(await lowStockMails()).toEqual([]);
    });

    it('an ajuste crosses too, and an ingreso above the threshold arms it again', async () => {
      const id = await trackedProduct('Porcelanato Rotura', 8, 4);
      const lot = await lotOf(id);
      const adjust = (delta: number) =>
        admin({
          method: 'POST',
          url: `/api/admin/stock/lots/${lot}/adjustments`,
          payload: { delta, reason: 'Rotura' },
        });
      expect((await adjust(-4)).statusCode).toBe(201); // 8 → 4
      expect((await lowStockMails()).map((m) => m.text)).toEqual([
        expect.stringContaining('- Porcelanato Rotura: quedan 4 cajas'),
      ]);
      expect((await adjust(-1)).statusCode).toBe(201); // 4 → 3: still low
      expect(await lowStockMails()).toEqual([]);
      expect((await adjust(7)).statusCode).toBe(201); // 3 → 10: above again, no e-mail
      expect(await lowStockMails()).toEqual([]);
      expect((await adjust(-6)).statusCode).toBe(201); // 10 → 4: a new crossing
      expect(await lowStockMails()).toHaveLength(1);
    });

    it('an order edit that takes more boxes crosses; one that gives boxes back does not', async () => {
      const id = await trackedProduct('Porcelanato Edición', 20, 5);
      const orderId = await order(id, 10); // 20 → 10
      expect(await lowStockMails()).toEqual([]);
      const edit = (quantity: number, version: number) =>
        admin({
          method: 'PUT',
          url: `/api/admin/orders/${orderId}/lines`,
          payload: {
            version,
            items: [{ productId: id, quantity, squareMeters: 0, includeWaste: false }],
          },
        });
      const grown = await edit(16, 1); // 10 → 4
      expect(grown.statusCode, grown.body).toBe(200);
      expect((await lowStockMails()).map((m) => m.text)).toEqual([
        expect.stringContaining('- Porcelanato Edición: quedan 4 cajas'),
      ]);
      const shrunk = await edit(15, grown.json<{ version: number }>().version); // 4 → 5
      expect(shrunk.statusCode, shrunk.body).toBe(200);
      expect(await lowStockMails()).toEqual([]);
    });

    it('a cancelled order taken up again crosses like a new sale', async () => {
      const id = await trackedProduct('Porcelanato Reactivado', 14, 5);
      const orderId = await order(id, 10); // 14 → 4
      expect(await lowStockMails()).toHaveLength(1);
      const status = (value: string) =>
        admin({
          method: 'PATCH',
          url: `/api/admin/orders/${orderId}/status`,
          payload: { status: value, notify: false },
        });
      const cancelled = await status('cancelled'); // 4 → 14: above again
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await lowStockMails()).toEqual([]);
      const again = await status('pending'); // 14 → 4: a new crossing
      expect(again.statusCode, again.body).toBe(200);
      expect((await lowStockMails()).map((m) => m.text)).toEqual([
        expect.stringContaining('- Porcelanato Reactivado: quedan 4 cajas'),
      ]);
    });
  },
);
