import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEFAULT_SHOP_SETTINGS } from '../../src/server/services/settings';
import { WITHDRAWAL_MESSAGES } from '../../src/shared/withdrawals';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine, openTestDatabase } from '../engines';
import { createOrder } from '../factories';
import { startSmtp } from '../smtp';

const CODE = /^ARR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const M = WITHDRAWAL_MESSAGES;

describeEachEngine('botón de arrepentimiento', (engine) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const submit = (payload: unknown, remoteAddress = `10.8.0.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: payload as object,
      remoteAddress,
    });

  it('answers a revocation code at once and e-mails it to the customer and the shop', async () => {
    const order = await createOrder(t.db);
    const response = await submit({
      orderNumber: `#${order.id}`,
      name: 'Ana Pérez',
      email: 'ana@example.com',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { code } = response.json();
    expect(code).toMatch(CODE);
    await t.app.shop.mail.flush();
    const toCustomer = t.sentMail.find((m) => m.to === 'ana@example.com' && m.text.includes(code));
    expect(toCustomer?.subject).toBe(
      `Tu código de revocación ${code} - ${DEFAULT_SHOP_SETTINGS.name}`,
    );
    expect(toCustomer?.text).toContain(`pedido #${order.id}`);
    const toShop = t.sentMail.find(
      (m) => m.to === DEFAULT_SHOP_SETTINGS.email && m.text.includes(code),
    );
    expect(toShop?.subject).toContain(`pedido #${order.id}`);

    const admin = await t.signIn('editor');
    const listed = await t.app.inject({
      url: `/api/admin/withdrawals?orderId=${order.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().requests).toMatchObject([
      {
        code,
        orderId: order.id,
        orderNumber: String(order.id),
        name: 'Ana Pérez',
        attendedAt: null,
      },
    ]);
  });

  it('records and answers a request for an order that does not exist', async () => {
    const response = await submit({
      orderNumber: '99999999',
      name: 'Beto Gómez',
      email: 'beto@example.com',
    });
    expect(response.statusCode).toBe(201);
    const { code } = response.json();
    await t.app.shop.mail.flush();
    expect(t.sentMail.some((m) => m.to === 'beto@example.com' && m.text.includes(code))).toBe(true);
    const shop = t.sentMail.find(
      (m) => m.to === DEFAULT_SHOP_SETTINGS.email && m.text.includes(code),
    );
    expect(shop?.text).toContain('no coincide con ningún pedido');
    const admin = await t.signIn('editor');
    const all = await t.app.inject({
      url: '/api/admin/withdrawals',
      headers: { cookie: admin.cookie },
    });
    expect(all.json().requests.find((r: { code: string }) => r.code === code)).toMatchObject({
      orderId: null,
      orderNumber: '99999999',
    });
  });

  it('staff mark a request attended (who and when are kept)', async () => {
    const { code } = (
      await submit({ orderNumber: '1', name: 'Caro Díaz', email: 'caro@example.com' })
    ).json();
    const admin = await t.signIn('editor');
    const list = await t.app.inject({
      url: '/api/admin/withdrawals',
      headers: { cookie: admin.cookie },
    });
    const request = list.json().requests.find((r: { code: string }) => r.code === code);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${request.id}/attended`,
      headers: { cookie: admin.cookie },
    });
    expect(marked.statusCode).toBe(204);
    const after = await t.app.inject({
      url: '/api/admin/withdrawals',
      headers: { cookie: admin.cookie },
    });
    expect(after.json().requests.find((r: { code: string }) => r.code === code)).toMatchObject({
      attendedBy: admin.userId,
      attendedAt: expect.any(String),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/attended',
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(M.notFound);
  });

  it.each([
    [
      'no order number',
      { orderNumber: '', name: 'Ana Pérez', email: 'a@b.com' },
      'orderNumber',
      M.orderNumber,
    ],
    [
      'letters in the number',
      { orderNumber: 'abc', name: 'Ana Pérez', email: 'a@b.com' },
      'orderNumber',
      M.orderNumber,
    ],
    [
      'number as a number',
      { orderNumber: 1001, name: 'Ana Pérez', email: 'a@b.com' },
      'orderNumber',
      M.orderNumber,
    ],
    ['short name', { orderNumber: '1001', name: 'An', email: 'a@b.com' }, 'name', M.name],
    [
      'long name',
      { orderNumber: '1001', name: 'A'.repeat(121), email: 'a@b.com' },
      'name',
      M.tooLong,
    ],
    ['bad e-mail', { orderNumber: '1001', name: 'Ana Pérez', email: 'ana@' }, 'email', M.email],
    [
      'e-mail with a second address',
      { orderNumber: '1001', name: 'Ana Pérez', email: 'a@b.com, c@d.com' },
      'email',
      M.email,
    ],
  ])('refuses %s in Spanish and records nothing', async (_name, payload, field, message) => {
    const before = (
      await t.app.inject({
        url: '/api/admin/withdrawals',
        headers: { cookie: (await t.signIn('editor')).cookie },
      })
    ).json().requests.length;
    const response = await submit(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toBe(M.invalid);
    expect(response.json().error.fields[field]).toBe(message);
    const after = (
      await t.app.inject({
        url: '/api/admin/withdrawals',
        headers: { cookie: (await t.signIn('editor')).cookie },
      })
    ).json().requests.length;
    expect(after).toBe(before);
  });

  it('throttles submissions per address (10 an hour), in Spanish', async () => {
    const body = { orderNumber: '1', name: 'Dana Ruiz', email: 'dana@example.com' };
    for (let i = 0; i < 10; i++) expect((await submit(body, '10.9.9.9')).statusCode).toBe(201);
    const refused = await submit(body, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(M.throttled);
    expect((await submit(body, '10.9.9.10')).statusCode).toBe(201);
  });
});

describeEachEngine('botón de arrepentimiento over SMTP', (engine) => {
  it('delivers the revocation code over real SMTP, from the sender the settings name', async () => {
    const smtp = await startSmtp();
    const database = await openTestDatabase(engine);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-withdrawal-'));
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      }),
      database,
    });
    try {
      await app.ready();
      const response = await app.inject({
        method: 'POST',
        url: '/api/withdrawals',
        payload: { orderNumber: '1001', name: 'Ana Pérez', email: 'ana@example.com' },
      });
      expect(response.statusCode).toBe(201);
      const { code } = response.json();
      await app.shop.mail.flush();
      const toCustomer = smtp.inbox.find((m) => m.to[0] === 'ana@example.com');
      expect(toCustomer?.raw.replace(/=\r?\n/g, '')).toContain(code);
      const { name, address } = DEFAULT_SHOP_SETTINGS.mailFrom;
      expect(toCustomer?.raw).toMatch(
        new RegExp(`^From: (=\\?UTF-8\\?.+\\?=|"?${name}"?) <${address}>`, 'mi'),
      );
      expect(smtp.inbox.some((m) => m.to[0] === DEFAULT_SHOP_SETTINGS.email)).toBe(true);
    } finally {
      await app.close();
      await database.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
