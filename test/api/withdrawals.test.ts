import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { WITHDRAWAL_MESSAGES } from '#shared/withdrawal-form';
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

  const listAll = async () => {
    const admin = await t.signIn('editor');
    const response = await t.app.inject({
      url: '/api/admin/withdrawals',
      headers: { cookie: admin.cookie },
    });
    return response.json<{ requests: Record<string, unknown>[] }>().requests;
  };
  const orderMark = async (id: number) => {
    const admin = await t.signIn('editor');
    const response = await t.app.inject({
      url: `/api/admin/orders?q=${id}`,
      headers: { cookie: admin.cookie },
    });
    return response.json().orders.find((o: { id: number }) => o.id === id)?.withdrawal;
  };
  const mailsTo = async (to: string) => {
    await t.app.shop.mail.flush();
    return t.sentMail.filter((m) => m.to === to);
  };

  it("a request with the order's e-mail is tied to the order, marked on it, and its code mailed to the customer", async () => {
    const order = await createOrder(t.db, {
      customerName: 'Ana Pérez',
      customerEmail: 'Ana.Perez@example.com',
    });
    const response = await submit({
      orderNumber: `#${order.id}`,
      name: 'Ana Pérez',
      email: 'ana.perez@EXAMPLE.com',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { code } = response.json();
    expect(code).toMatch(CODE);
    const [toCustomer, ...more] = await mailsTo('Ana.Perez@example.com');
    expect(more).toEqual([]);
    expect(toCustomer?.subject).toBe(
      `Tu código de revocación ${code} - ${DEFAULT_SHOP_SETTINGS.name}`,
    );
    expect(toCustomer?.text).toContain(`pedido #${order.id}`);
    expect(toCustomer?.text).toContain('Hola Ana Pérez:');
    const toShop = t.sentMail.find(
      (m) => m.to === DEFAULT_SHOP_SETTINGS.email && m.text.includes(code),
    );
    expect(toShop?.subject).toBe(`Botón de arrepentimiento: pedido #${order.id} (${code})`);

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
        match: 'matched',
        attendedAt: null,
      },
    ]);
    expect(await orderMark(order.id)).toEqual({
      requestedAt: expect.any(String),
      match: 'matched',
      attended: false,
    });
  });

  it("another e-mail than the order's: kept and marked for staff, the shop told, only the order's customer mailed, without the form's words", async () => {
    const order = await createOrder(t.db, {
      customerName: 'Carla Ríos',
      customerEmail: 'carla@example.com',
    });
    const victim = `victima.${order.id}@example.com`;
    const response = await submit({
      orderNumber: String(order.id),
      name: 'Visitá http://evil.example/premio',
      email: victim,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { code } = response.json();

    expect(await mailsTo(victim)).toEqual([]);
    const [toCustomer, ...more] = await mailsTo('carla@example.com');
    expect(more).toEqual([]);
    expect(toCustomer?.text).toContain('Hola Carla Ríos:');
    expect(toCustomer?.text).toContain('enviada con otro correo electrónico que el del pedido');
    expect(toCustomer?.text).toContain(code);
    const toShop = t.sentMail.find(
      (m) => m.to === DEFAULT_SHOP_SETTINGS.email && m.text.includes(code),
    );
    expect(toShop?.subject).toContain('Los datos no coinciden con el pedido');
    expect(toShop?.text).toContain('Los datos no coinciden con el pedido');
    for (const mail of [toCustomer, toShop]) {
      const words = `${mail?.subject} ${mail?.text} ${mail?.html ?? ''}`;
      expect(words).not.toContain('evil.example');
      expect(words).not.toContain(victim);
    }

    const [kept] = (await listAll()).filter((r) => r.code === code);
    expect(kept).toMatchObject({
      orderId: order.id,
      name: 'Visitá http://evil.example/premio',
      email: victim,
      match: 'mismatch',
    });
    expect(await orderMark(order.id)).toMatchObject({ match: 'mismatch', attended: false });

    // The customer's own request, after the stranger's, is the one the order's row shows.
    await submit({ orderNumber: String(order.id), name: 'Carla Ríos', email: 'carla@example.com' });
    expect(await orderMark(order.id)).toMatchObject({ match: 'matched' });
  });

  it('a number no order has (99999) is kept as "pedido inexistente" for staff and mails nobody but the shop', async () => {
    const typed = 'beto.99999@example.com';
    const response = await submit({
      orderNumber: '99999',
      name: 'Visitá http://evil.example/premio',
      email: typed,
    });
    expect(response.statusCode).toBe(201);
    const { code } = response.json();
    expect(await mailsTo(typed)).toEqual([]);
    const sent = t.sentMail.filter((m) => m.text.includes(code));
    expect(sent.map((m) => m.to)).toEqual([DEFAULT_SHOP_SETTINGS.email]);
    expect(sent[0]?.text).toContain('Pedido inexistente');
    expect(sent[0]?.text).not.toContain('evil.example');
    expect(sent[0]?.text).not.toContain(typed);
    const kept = (await listAll()).find((r) => r.code === code);
    expect(kept).toMatchObject({ orderId: null, orderNumber: '99999', match: 'no_order' });
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
    const body = (i: number) => ({
      orderNumber: String(880_000 + i),
      name: 'Dana Ruiz',
      email: `dana.${i}@example.com`,
    });
    for (let i = 0; i < 10; i++) expect((await submit(body(i), '10.9.9.9')).statusCode).toBe(201);
    const refused = await submit(body(10), '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(M.throttled);
    expect((await submit(body(11), '10.9.9.10')).statusCode).toBe(201);
  });

  it('changing addresses gets no further: three a day per e-mail and per order', async () => {
    const before = (await listAll()).length;
    // One victim's e-mail, fourteen addresses, a different order number each time.
    const victim = 'victima.limite@example.com';
    const byEmail = [];
    for (let i = 0; i < 14; i++)
      byEmail.push(
        await submit(
          { orderNumber: String(770_000 + i), name: 'Visitá http://evil.example', email: victim },
          `10.20.0.${i + 1}`,
        ),
      );
    expect(byEmail.map((r) => r.statusCode)).toEqual([
      ...Array(3).fill(201),
      ...Array(11).fill(429),
    ]);
    expect(byEmail[3]?.json().error.message).toBe(M.throttledOrder);

    // One customer's order, fourteen addresses and e-mails: the customer is mailed three times.
    const order = await createOrder(t.db, { customerEmail: 'eva.limite@example.com' });
    const byOrder = [];
    for (let i = 0; i < 14; i++)
      byOrder.push(
        await submit(
          { orderNumber: String(order.id), name: 'Eva', email: `otra.${i}@example.com` },
          `10.21.0.${i + 1}`,
        ),
      );
    expect(byOrder.map((r) => r.statusCode)).toEqual([
      ...Array(3).fill(201),
      ...Array(11).fill(429),
    ]);
    expect(await mailsTo(victim)).toEqual([]);
    expect(await mailsTo('eva.limite@example.com')).toHaveLength(3);
    expect((await listAll()).length).toBe(before + 6);
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
      const order = await createOrder(database.db, { customerEmail: 'ana@example.com' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/withdrawals',
        payload: { orderNumber: String(order.id), name: 'Ana Pérez', email: 'ana@example.com' },
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
