import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INVOICING_MESSAGES, InvoicingStatusSchema, OrderInvoiceSchema } from '#shared/invoicing';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { invoices, orders, products } from '#server/db/schema';
import {
  INVOICE_MESSAGES,
  invoiceOrder,
  loadInvoicingRuntime,
  retryPendingInvoices,
} from '#server/modules/invoicing/service';
import { CREDENTIAL_MESSAGES } from '#server/modules/invoicing/credentials';
import { type TestApp, createTestApp } from '../app';
import { makeTestCertificate } from '../arca-certificates';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct } from '../factories';
import { startServer, waitFor } from '../server';
import { type FakeArca, startFakeArca } from '../servers/arca';

const CUIT = '20123456786';
const certificate = makeTestCertificate(CUIT);
const settings = {
  cuit: '20-12345678-6',
  vatCondition: 'responsable_inscripto',
  pointOfSale: 3,
  activityStart: '2015-03-01',
  environment: 'homologacion',
};

describeEachEngine('factura electrónica through ARCA (fake WSAA and WSFEv1)', (engine) => {
  let fake: FakeArca;
  let plain: TestApp;
  let t: TestApp;
  let owner: string;
  let editor: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    fake = await startFakeArca();
    fake.trust(certificate.certificatePem);
    env = {
      ARCA_CERT_FILE: certificate.certificateFile,
      ARCA_KEY_FILE: certificate.keyFile,
      ARCA_WSAA_URL: fake.wsaaUrl,
      ARCA_WSFE_URL: fake.wsfeUrl,
    };
    plain = await createTestApp(engine);
    t = await createTestApp(engine, env);
    owner = (await t.signIn('super_admin')).cookie;
    editor = (await t.signIn('editor')).cookie;
  });
  afterAll(async () => {
    await plain.close();
    await t.close();
    await fake.close();
  });

  const send = (
    app: TestApp,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie: string,
    payload?: object,
  ) => app.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const invoice = (orderId: number, cookie = editor) =>
    send(t, 'POST', `/api/admin/orders/${orderId}/invoice`, cookie);

  it('says invoicing is off and invoices nothing when nothing is configured', async () => {
    const cookie = (await plain.signIn('super_admin')).cookie;
    const status = InvoicingStatusSchema.parse(
      (await send(plain, 'GET', '/api/admin/invoicing', cookie)).json(),
    );
    expect(status).toMatchObject({
      enabled: false,
      problem: INVOICING_MESSAGES.off,
      settings: null,
    });
    const order = await createOrder(plain.db);
    const response = await send(plain, 'POST', `/api/admin/orders/${order.id}/invoice`, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(INVOICING_MESSAGES.off);
    expect(await plain.db.select().from(invoices)).toEqual([]);
  });

  it('takes the shop’s fiscal data from the super_admin only, with Spanish errors', async () => {
    const bad = await send(t, 'PUT', '/api/admin/invoicing', owner, {
      ...settings,
      cuit: '20123456780',
      pointOfSale: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(INVOICING_MESSAGES.cuit);
    expect(JSON.stringify(bad.json())).toContain(INVOICING_MESSAGES.pointOfSale);
    expect((await send(t, 'PUT', '/api/admin/invoicing', editor, settings)).statusCode).toBe(403);
    const other = await send(t, 'PUT', '/api/admin/invoicing', owner, {
      ...settings,
      cuit: '27111111117',
    });
    expect(other.json()).toMatchObject({
      enabled: false,
      problem: CREDENTIAL_MESSAGES.cuitMismatch(CUIT, '27111111117'),
    });
    const saved = await send(t, 'PUT', '/api/admin/invoicing', owner, settings);
    expect(saved.statusCode).toBe(200);
    expect(InvoicingStatusSchema.parse(saved.json())).toMatchObject({
      enabled: true,
      problem: null,
      settings: { cuit: CUIT, pointOfSale: 3 },
      certificate: { cuit: CUIT },
    });
  });

  it('issues a Factura B to a consumer with the IVA each rate contains, to the cent', async () => {
    const tile = await createProduct(t.db, { price: 1000.5 });
    const adhesive = await createProduct(t.db, { price: 2210.25 });
    await t.db.update(products).set({ vatRate: 10.5 }).where(eq(products.id, adhesive));
    const order = await createOrder(t.db, {
      lines: [
        { productId: tile, unitPrice: 1000.5, quantity: 3 },
        { productId: adhesive, unitPrice: 2210.25, quantity: 1 },
      ],
    });
    const response = await invoice(order.id);
    expect(response.statusCode).toBe(200);
    const issued = OrderInvoiceSchema.parse(response.json());
    // 3001,50 at 21 %: 2480,58 + 520,92; 2210,25 at 10,5 %: 2000,23 + 210,02.
    expect(issued).toMatchObject({
      status: 'autorizada',
      letter: 'B',
      pointOfSale: 3,
      total: 5211.75,
      net: 4480.81,
      vat: 730.94,
    });
    expect(issued.cae).toMatch(/^\d{14}$/);
    const sent = fake.invoices.find((i) => i.cae === issued.cae)!;
    expect(sent).toMatchObject({
      type: 6,
      documentType: 99,
      buyerVatCondition: 5,
      number: issued.number,
    });
    expect(sent.vatLines).toEqual([
      { id: 5, base: 2480.58, amount: 520.92 },
      { id: 4, base: 2000.23, amount: 210.02 },
    ]);
    const again = await invoice(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INVOICE_MESSAGES.alreadyInvoiced);
  });

  it('keeps an invoiced order out of the Papelera with a Spanish reason', async () => {
    await send(t, 'PUT', '/api/admin/invoicing', owner, settings);
    const order = await createOrder(t.db, { lines: [{ unitPrice: 1500, quantity: 2 }] });
    expect((await invoice(order.id)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(ADMIN_ORDER_MESSAGES.invoiced);
    const [kept] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id));
    expect(kept?.id).toBe(order.id);
  });

  it('issues a Factura A to a Responsable Inscripto only with the buyer’s CUIT', async () => {
    const order = await createOrder(t.db, { lines: [{ unitPrice: 12100, quantity: 1 }] });
    const badFiscal = await send(t, 'PUT', `/api/admin/orders/${order.id}/fiscal-data`, editor, {
      taxId: '30-71234567-0',
      vatCondition: 'responsable_inscripto',
    });
    expect(badFiscal.statusCode).toBe(400);
    expect(JSON.stringify(badFiscal.json())).toContain(INVOICING_MESSAGES.taxId);
    const noCuit = await send(t, 'PUT', `/api/admin/orders/${order.id}/fiscal-data`, editor, {
      taxId: '',
      vatCondition: 'responsable_inscripto',
    });
    expect(noCuit.statusCode).toBe(204);
    const refused = await invoice(order.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(INVOICING_MESSAGES.cuitRequired);
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    await send(t, 'PUT', `/api/admin/orders/${order.id}/fiscal-data`, editor, {
      taxId: '20-12345678-6',
      vatCondition: 'responsable_inscripto',
    });
    const issued = OrderInvoiceSchema.parse((await invoice(order.id)).json());
    expect(issued).toMatchObject({ letter: 'A', total: 12100, net: 10000, vat: 2100, number: 1 });
    expect(fake.invoices.find((i) => i.cae === issued.cae)).toMatchObject({
      type: 1,
      documentType: 80,
      documentNumber: '20123456786',
      buyerVatCondition: 1,
    });
  });

  it('shows ARCA’s refusal in Spanish and keeps nothing', async () => {
    fake.pointsOfSale = [4];
    try {
      const order = await createOrder(t.db);
      const response = await invoice(order.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe(
        INVOICE_MESSAGES.rejected(
          '11002: El punto de venta no se encuentra habilitado a usar el presente WS.',
        ),
      );
      expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    } finally {
      fake.pointsOfSale = [];
    }
  });

  it('leaves invoices "pendiente de CAE" while ARCA is down and gives each its CAE once after', async () => {
    const first = await createOrder(t.db);
    const second = await createOrder(t.db);
    fake.failing = true;
    try {
      for (const order of [first, second]) {
        const pending = OrderInvoiceSchema.parse((await invoice(order.id)).json());
        expect(pending).toMatchObject({ status: 'pendiente', number: null, cae: null });
      }
    } finally {
      fake.failing = false;
    }
    const before = fake.invoices.length;
    const runtime = loadInvoicingRuntime({
      certificateFile: certificate.certificateFile,
      keyFile: certificate.keyFile,
      wsaaUrl: fake.wsaaUrl,
      wsfeUrl: fake.wsfeUrl,
    });
    expect(await retryPendingInvoices(t.db, runtime)).toBe(2);
    expect(await retryPendingInvoices(t.db, runtime)).toBe(0);
    expect(fake.invoices.length - before).toBe(2);
    const rows = await t.db.select().from(invoices).where(eq(invoices.status, 'pendiente'));
    expect(rows).toEqual([]);
  });

  /** Two real server processes on the test's PostgreSQL database (PGlite has one process). */
  async function twoProcesses(): Promise<{ urls: string[]; stop: () => void }> {
    const children = [0, 1].map(() => {
      const port = 3400 + Math.floor(Math.random() * 500);
      const server = startServer({
        ...(env as Record<string, string>),
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-invoicing-')),
        DATABASE_URL: t.databaseUrl!,
      });
      return { server, url: `http://localhost:${port}` };
    });
    const stop = () => children.forEach(({ server }) => server.child.kill('SIGTERM'));
    try {
      await Promise.all(
        children.map(({ url }) =>
          waitFor(async () => (await fetch(`${url}/api/health`)).ok, 90_000),
        ),
      );
    } catch (error) {
      stop();
      throw new Error(
        `${String(error)}: ${children.map(({ server }) => server.output()).join('\n')}`,
      );
    }
    return { urls: children.map(({ url }) => url), stop };
  }

  it('settles an answer lost to a timeout with ARCA’s last number instead of invoicing twice', async () => {
    const runtime = loadInvoicingRuntime(
      {
        certificateFile: certificate.certificateFile,
        keyFile: certificate.keyFile,
        wsaaUrl: fake.wsaaUrl,
        wsfeUrl: fake.wsfeUrl,
      },
      500,
    );
    const order = await createOrder(t.db);
    const before = fake.invoices.length;
    fake.answerDelayMs = 1500;
    let lost;
    try {
      lost = await invoiceOrder(t.db, runtime, order.id);
    } finally {
      fake.answerDelayMs = 0;
    }
    expect(lost).toMatchObject({ status: 'pendiente', number: null });
    expect(fake.invoices.length - before).toBe(1);
    await retryPendingInvoices(t.db, runtime);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const authorised = fake.invoices.at(-1)!;
    expect(fake.invoices.length - before).toBe(1);
    expect(row).toMatchObject({
      status: 'autorizada',
      number: authorised.number,
      cae: authorised.cae,
    });
  });

  it('gives 20 concurrent invoices on two processes 20 consecutive numbers, none twice', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => createOrder(t.db)));
    let numbers: number[];
    if (engine === 'postgres') {
      const { urls, stop } = await twoProcesses();
      try {
        const answers = await Promise.all(
          orders.map(async (order, i) => {
            const url = urls[i % 2]!;
            const response = await fetch(`${url}/api/admin/orders/${order.id}/invoice`, {
              method: 'POST',
              headers: { cookie: editor, origin: url },
            });
            return OrderInvoiceSchema.parse(await response.json());
          }),
        );
        numbers = answers.map((answer) => answer.number!);
      } finally {
        stop();
      }
    } else {
      const answers = await Promise.all(orders.map((order) => invoice(order.id)));
      numbers = answers.map((answer) => OrderInvoiceSchema.parse(answer.json()).number!);
    }
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, i) => sorted[0]! + i));
    const authorised = fake.invoices.filter((i) => i.type === 6 && i.pointOfSale === 3);
    expect(new Set(authorised.map((i) => i.number)).size).toBe(authorised.length);
    expect(Math.max(...authorised.map((i) => i.number))).toBe(sorted.at(-1));
  }, 180_000);

  it('issues only Factura C when the shop is monotributista', async () => {
    await send(t, 'PUT', '/api/admin/invoicing', owner, {
      ...settings,
      vatCondition: 'monotributo',
      pointOfSale: 5,
    });
    const order = await createOrder(t.db, { lines: [{ unitPrice: 999.99, quantity: 1 }] });
    await send(t, 'PUT', `/api/admin/orders/${order.id}/fiscal-data`, editor, {
      taxId: '20123456786',
      vatCondition: 'responsable_inscripto',
    });
    const issued = OrderInvoiceSchema.parse((await invoice(order.id)).json());
    expect(issued).toMatchObject({ letter: 'C', number: 1, total: 999.99, net: 999.99, vat: 0 });
    expect(fake.invoices.find((i) => i.cae === issued.cae)).toMatchObject({
      type: 11,
      vatLines: [],
    });
  });
});
