import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityLog, stockLots, stockReservations } from '#server/db/schema';
import { CHECKOUT_ACTOR, reserveForOrder } from '#server/modules/stock/reservations';
import type { PurchaseOrder } from '#shared/purchasing/contract';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct } from '../factories';

/** A valid CUIT (its check digit holds) and one whose last digit is wrong. */
const CUIT = '20-12345678-6';
const BAD_CUIT = '20-12345678-5';

/** Every key of an answer, however deep: what an editor must never be sent. */
function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  return into;
}

describeEachEngine('compras: suppliers, purchase orders and receipts', (engine) => {
  let t: TestApp;
  let owner: string;
  let editor: string;

  const as = (cookie: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { cookie, ...(options.headers ?? {}) } });
  const api = (options: InjectOptions) => as(owner, options);

  async function supplier(extra: Record<string, unknown> = {}): Promise<string> {
    const answer = await api({
      method: 'POST',
      url: '/api/admin/purchasing/suppliers',
      payload: {
        name: `Cerámica del Sur ${Math.random()}`,
        contact: 'Marta',
        phone: '11 4444-1234',
        email: 'ventas@ceramicadelsur.example',
        paymentTerms: '30 días',
        ...extra,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as string;
  }

  async function draft(supplierId: string, lines: object[]): Promise<PurchaseOrder> {
    const answer = await api({
      method: 'POST',
      url: '/api/admin/purchasing/orders',
      payload: { supplierId, lines },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  }

  async function sent(
    lines: { productId: string; quantity: number; expectedCost: number | null }[],
  ) {
    const order = await draft(await supplier(), lines);
    const answer = await api({
      method: 'POST',
      url: `/api/admin/purchasing/orders/${order.id}/send`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as PurchaseOrder;
  }

  const receive = (cookie: string, order: PurchaseOrder, payload: object) =>
    as(cookie, {
      method: 'POST',
      url: `/api/admin/purchasing/orders/${order.id}/receipts`,
      payload: { version: order.version, receivedOn: '2026-12-01', ...payload },
    });

  const lotsOf = (productId: string) =>
    t.db
      .select({
        code: stockLots.code,
        tono: stockLots.tono,
        calibre: stockLots.calibre,
        onHand: stockLots.onHand,
      })
      .from(stockLots)
      .where(eq(stockLots.productId, productId));

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = (await t.signIn('super_admin')).cookie;
    editor = (await t.signIn('editor')).cookie;
  });
  afterAll(() => t.close());

  it('keeps a supplier with a checked CUIT, its WhatsApp and the products it sells with code and cost', async () => {
    const id = await supplier({ cuit: CUIT });
    const productId = await createProduct(t.db, { name: 'Porcelanato Calma 60x60' });
    const answer = await api({
      method: 'PUT',
      url: `/api/admin/purchasing/suppliers/${id}/products`,
      payload: { items: [{ productId, supplierCode: 'CS-601', lastCost: 8500.5 }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      cuit: '20123456786',
      whatsapp: '5491144441234',
      productCount: 1,
      products: [
        { productId, name: 'Porcelanato Calma 60x60', supplierCode: 'CS-601', lastCost: 8500.5 },
      ],
    });
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'supplier.products'));
    expect(entries.length).toBeGreaterThan(0);
  });

  it('refuses a wrong CUIT, a repeated CUIT, a bad e-mail or phone and unknown ids, changing nothing', async () => {
    const before = (await api({ url: '/api/admin/purchasing/suppliers' })).json().items.length;
    const bad = await api({
      method: 'POST',
      url: '/api/admin/purchasing/suppliers',
      payload: { name: 'Otro', cuit: BAD_CUIT },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'El CUIT no es válido: revisá los 11 números y el dígito verificador',
    );
    await supplier({ cuit: '30-71234567-1' });
    const repeated = await api({
      method: 'POST',
      url: '/api/admin/purchasing/suppliers',
      payload: { name: 'Repetido', cuit: '30712345671' },
    });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().error.message).toBe('Ya hay un proveedor con ese CUIT.');
    for (const payload of [
      { name: 'X', email: 'no es un mail' },
      { name: 'X', phone: '15 4444-1234' },
      { name: '' },
      { name: 42 },
    ]) {
      const answer = await api({ method: 'POST', url: '/api/admin/purchasing/suppliers', payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.message).toMatch(/[a-záéíóúñ]/i);
    }
    const malformed = await api({
      method: 'POST',
      url: '/api/admin/purchasing/suppliers',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await api({
      method: 'PUT',
      url: `/api/admin/purchasing/suppliers/${await supplier()}/products`,
      payload: { items: [{ productId: crypto.randomUUID(), supplierCode: null, lastCost: 1 }] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Producto no encontrado.');
    const missing = await api({ url: `/api/admin/purchasing/suppliers/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Proveedor no encontrado.');
    const after = (await api({ url: '/api/admin/purchasing/suppliers' })).json().items.length;
    // The first supplier with that CUIT and the one the unknown product was tried on.
    expect(after - before).toBe(2);
  });

  it('moves an order draft → enviada (e-mail with the PDF link) → recibida en parte → recibida, and refuses steps out of turn', async () => {
    const productId = await createProduct(t.db, { trackStock: true, name: 'Pastina Gris' });
    const supplierId = await supplier();
    const order = await draft(supplierId, [{ productId, quantity: 10, expectedCost: 1200 }]);
    expect(order).toMatchObject({ status: 'draft', total: 12000 });

    const edited = await api({
      method: 'PUT',
      url: `/api/admin/purchasing/orders/${order.id}`,
      payload: {
        supplierId,
        notes: 'Entregar por la mañana',
        lines: [{ productId, quantity: 12, expectedCost: 1200 }],
      },
    });
    expect(edited.json()).toMatchObject({
      status: 'draft',
      notes: 'Entregar por la mañana',
      total: 14400,
    });

    const early = await receive(owner, edited.json(), { lines: [], close: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'Solo se puede recibir una orden enviada o recibida en parte.',
    );

    await t.app.shop.mail.flush();
    t.sentMail.length = 0;
    const send = await api({
      method: 'POST',
      url: `/api/admin/purchasing/orders/${order.id}/send`,
    });
    expect(send.json()).toMatchObject({ status: 'sent' });
    await t.app.shop.mail.flush();
    const mail = t.sentMail.find((m) => m.to === 'ventas@ceramicadelsur.example');
    expect(mail?.subject).toContain(`Orden de compra N.º ${order.id}`);
    expect(mail?.text).toContain('Pastina Gris: 12 cajas');
    const link = /\/api\/purchase-orders\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    const pdf = await t.app.inject({ url: `/api/purchase-orders/${link?.[1]}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const guessed = await t.app.inject({ url: `/api/purchase-orders/${'A'.repeat(43)}` });
    expect(guessed.statusCode).toBe(404);

    const again = await api({
      method: 'POST',
      url: `/api/admin/purchasing/orders/${order.id}/send`,
    });
    expect(again.statusCode).toBe(409);
    const noEdit = await api({
      method: 'PUT',
      url: `/api/admin/purchasing/orders/${order.id}`,
      payload: { supplierId, lines: [{ productId, quantity: 1, expectedCost: null }] },
    });
    expect(noEdit.statusCode).toBe(409);

    const part = await receive(owner, send.json(), {
      lines: [
        { lineId: edited.json().lines[0].id, quantity: 5, code: 'PG-1', tono: 'T1', calibre: '2' },
      ],
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      status: 'partly_received',
      lines: [{ quantity: 12, received: 5 }],
    });
    const rest = await receive(owner, part.json(), {
      lines: [
        { lineId: edited.json().lines[0].id, quantity: 7, code: 'PG-2', note: '1 caja rota' },
      ],
    });
    expect(rest.json()).toMatchObject({ status: 'received', lines: [{ received: 12 }] });
    expect(rest.json().receipts).toHaveLength(2);
    expect(await lotsOf(productId)).toEqual(
      expect.arrayContaining([
        { code: 'PG-1', tono: 'T1', calibre: '2', onHand: 5 },
        { code: 'PG-2', tono: null, calibre: null, onHand: 7 },
      ]),
    );
    const cancel = await api({
      method: 'POST',
      url: `/api/admin/purchasing/orders/${order.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(409);
    const actions = (
      await t.db
        .select({ action: activityLog.action, subject: activityLog.subject })
        .from(activityLog)
    )
      .filter((entry) => entry.subject === `Orden de compra N.º ${order.id}`)
      .map((entry) => entry.action);
    expect(actions.sort()).toEqual([
      'purchase_order.create',
      'purchase_order.receive',
      'purchase_order.receive',
      'purchase_order.send',
      'purchase_order.update',
    ]);
  });

  it('closes an order received short with the differences noted, and cancels a draft', async () => {
    const productId = await createProduct(t.db, { trackStock: true });
    const order = await sent([{ productId, quantity: 10, expectedCost: 100 }]);
    const closed = await receive(owner, order, {
      close: true,
      note: 'Faltaron 2 cajas',
      lines: [{ lineId: order.lines[0]?.id ?? '', quantity: 8, code: 'L8' }],
    });
    expect(closed.json()).toMatchObject({
      status: 'received',
      lines: [{ quantity: 10, received: 8 }],
    });
    expect(closed.json().receipts[0]).toMatchObject({ note: 'Faltaron 2 cajas' });

    const other = await draft(await supplier(), [{ productId, quantity: 1, expectedCost: null }]);
    const cancelled = await api({
      method: 'POST',
      url: `/api/admin/purchasing/orders/${other.id}/cancel`,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
  });

  it('a supplier without e-mail keeps the order in draft when it is sent', async () => {
    const productId = await createProduct(t.db, { trackStock: true });
    const order = await draft(await supplier({ email: '' }), [
      { productId, quantity: 1, expectedCost: null },
    ]);
    const send = await api({
      method: 'POST',
      url: `/api/admin/purchasing/orders/${order.id}/send`,
    });
    expect(send.statusCode).toBe(409);
    expect(send.json().error.message).toBe(
      'El proveedor no tiene e-mail: cargalo para enviarle la orden.',
    );
    expect((await api({ url: `/api/admin/purchasing/orders/${order.id}` })).json().status).toBe(
      'draft',
    );
  });

  it('two receipts of the same view at once add the boxes once', async () => {
    const productId = await createProduct(t.db, { trackStock: true });
    const order = await sent([{ productId, quantity: 20, expectedCost: 50 }]);
    const body = { lines: [{ lineId: order.lines[0]?.id ?? '', quantity: 20, code: 'DOBLE' }] };
    const answers = await Promise.all([receive(owner, order, body), receive(editor, order, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().error.message).toMatch(/cambió mientras la mirabas/);
    expect(await lotsOf(productId)).toEqual([
      { code: 'DOBLE', tono: null, calibre: null, onHand: 20 },
    ]);
  });

  it('an editor receives goods without any cost in the answers, and may not set one', async () => {
    const productId = await createProduct(t.db, { trackStock: true });
    const order = await sent([{ productId, quantity: 6, expectedCost: 4321.98 }]);
    const seen = await as(editor, { url: `/api/admin/purchasing/orders/${order.id}` });
    expect(seen.statusCode).toBe(200);
    const list = await as(editor, { url: '/api/admin/purchasing/orders' });
    const withCost = await receive(editor, order, {
      lines: [{ lineId: order.lines[0]?.id ?? '', quantity: 6, code: 'E1', costPerUnit: 1 }],
    });
    expect(withCost.statusCode).toBe(403);
    expect(withCost.json().error.message).toBe(
      'Solo un super administrador puede ver y cargar costos.',
    );
    expect(await lotsOf(productId)).toEqual([]);
    const received = await receive(editor, order, {
      lines: [{ lineId: order.lines[0]?.id ?? '', quantity: 6, code: 'E1' }],
    });
    expect(received.statusCode, received.body).toBe(201);
    for (const answer of [seen, list, received]) {
      const keys = keysOf(answer.json());
      expect(keys.filter((key) => /cost|total/i.test(key))).toEqual([]);
      expect(answer.body).not.toContain('4321');
    }
    // The owner sees the lot's cost: the line's expected cost, kept on the receipt.
    const full = await api({ url: `/api/admin/purchasing/orders/${order.id}` });
    expect(full.json().receipts[0].lines[0]).toMatchObject({ lotCode: 'E1', costPerUnit: 4321.98 });
    for (const url of [
      '/api/admin/purchasing/suppliers',
      `/api/admin/purchasing/orders/${order.id}/pdf`,
      `/api/admin/purchasing/suggestions?supplierId=${order.supplierId}`,
    ]) {
      expect((await as(editor, { url })).statusCode, url).toBe(403);
    }
  });

  it('a receipt gives the waiting "a pedido" lines their lot, oldest order first, as far as it goes', async () => {
    const productId = await createProduct(t.db, { trackStock: true, backorderDays: 15 });
    const first = await createOrder(t.db, { lines: [{ productId, quantity: 4 }] });
    const second = await createOrder(t.db, { lines: [{ productId, quantity: 9 }] });
    for (const order of [first, second])
      await t.db.transaction((tx) =>
        reserveForOrder(
          tx,
          order.id,
          [{ productId, quantity: order.id === first.id ? 4 : 9 }],
          CHECKOUT_ACTOR,
        ),
      );
    const order = await sent([{ productId, quantity: 10, expectedCost: 10 }]);
    const answer = await receive(owner, order, {
      lines: [{ lineId: order.lines[0]?.id ?? '', quantity: 10, code: 'APED' }],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const reservations = await t.db
      .select({ orderId: stockReservations.orderId, lotId: stockReservations.lotId })
      .from(stockReservations)
      .where(eq(stockReservations.productId, productId));
    const [lot] = await t.db.select().from(stockLots).where(eq(stockLots.productId, productId));
    expect(reservations.find((r) => r.orderId === first.id)?.lotId).toBe(lot?.id);
    // 6 boxes are left free: not enough for the second order's 9, which stays a pedido.
    expect(reservations.find((r) => r.orderId === second.id)?.lotId).toBeNull();
    expect(lot).toMatchObject({ onHand: 10, reserved: 4 });
  });

  it('"Sugerir compra" proposes what "a pedido" lines, the minimum and recent sales need, less stock and what is on order', async () => {
    const supplierId = await supplier();
    const low = await createProduct(t.db, {
      trackStock: true,
      lowStockThreshold: 10,
      name: 'Bajo',
    });
    const waited = await createProduct(t.db, {
      trackStock: true,
      backorderDays: 10,
      name: 'Esperado',
    });
    const plenty = await createProduct(t.db, {
      trackStock: true,
      lowStockThreshold: 2,
      name: 'Sobra',
    });
    await t.db.insert(stockLots).values([
      { productId: low, code: 'A', receivedOn: '2026-11-01', onHand: 3 },
      { productId: plenty, code: 'B', receivedOn: '2026-11-01', onHand: 50 },
    ]);
    const order = await createOrder(t.db, { lines: [{ productId: waited, quantity: 5 }] });
    await t.db.transaction((tx) =>
      reserveForOrder(tx, order.id, [{ productId: waited, quantity: 5 }], CHECKOUT_ACTOR),
    );
    await api({
      method: 'PUT',
      url: `/api/admin/purchasing/suppliers/${supplierId}/products`,
      payload: {
        items: [
          { productId: low, supplierCode: null, lastCost: 99.9 },
          { productId: waited, supplierCode: null, lastCost: null },
          { productId: plenty, supplierCode: null, lastCost: null },
        ],
      },
    });
    await draft(supplierId, [{ productId: low, quantity: 2, expectedCost: null }]);
    const answer = await api({ url: `/api/admin/purchasing/suggestions?supplierId=${supplierId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items).toEqual([
      // The 5 boxes waiting were also sold in the last 30 days: the month's sales cover them.
      expect.objectContaining({ productId: low, quantity: 10 - 3 - 2, expectedCost: 99.9 }),
      expect.objectContaining({
        productId: waited,
        quantity: 5 + 5,
        backordered: 5,
        soldRecently: 5,
      }),
    ]);
  });

  it('refuses bad receipts: an unknown line, no lot code, a repeated line, an unknown order, nothing received', async () => {
    const productId = await createProduct(t.db, { trackStock: true });
    const order = await sent([{ productId, quantity: 3, expectedCost: null }]);
    const lineId = order.lines[0]?.id ?? '';
    const cases: [object, number][] = [
      [{ lines: [{ lineId: crypto.randomUUID(), quantity: 1, code: 'X' }] }, 400],
      [{ lines: [{ lineId, quantity: 1, code: '' }] }, 400],
      [{ lines: [{ lineId, quantity: 0, code: 'X' }] }, 400],
      [
        {
          lines: [
            { lineId, quantity: 1, code: 'X' },
            { lineId, quantity: 1, code: 'Y' },
          ],
        },
        400,
      ],
      [{ lines: [] }, 400],
      [{ version: 'uno', lines: [{ lineId, quantity: 1, code: 'X' }] }, 400],
    ];
    for (const [payload, status] of cases) {
      const answer = await receive(owner, order, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().error.message).toMatch(/[a-záéíóúñ]/i);
    }
    const unknown = await api({
      method: 'POST',
      url: '/api/admin/purchasing/orders/999999/receipts',
      payload: {
        version: 0,
        receivedOn: '2026-12-01',
        lines: [{ lineId, quantity: 1, code: 'X' }],
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api({ url: '/api/admin/purchasing/orders/abc' })).statusCode).toBe(404);
    expect(await lotsOf(productId)).toEqual([]);
    expect((await api({ url: `/api/admin/purchasing/orders/${order.id}` })).json().status).toBe(
      'sent',
    );
  });
});
