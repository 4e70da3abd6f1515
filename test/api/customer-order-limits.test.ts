import { afterAll, beforeAll, expect, it } from 'vitest';
import { CUSTOMER_ORDER_MESSAGES, customerQuotePath } from '#shared/customer-order';
import { ORDER_VIEW_LIMITS } from '#server/modules/checkout/routes';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';
import { validBody } from '../payloads';

let address = 0;
const nextAddress = () => `10.26.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/**
 * The anonymous presupuesto had no limit (20 connections got 27 PDFs a second
 * and held /api/health up to 8,2 s). The order page and its PDF are limited per address and per
 * token, counted in the database.
 */
describeEachEngine("limits on the customer's order page and presupuesto", (engine) => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { ORDER_RATE_LIMIT: '1000' });
    productId = await createProduct(t.db, { name: 'Roble 20x120', price: 14400 });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  async function placeOrderToken(): Promise<string> {
    const sent = t.sentMail.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: validBody.order(productId),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    await t.app.shop.mail.flush();
    const mail = t.sentMail.slice(sent).find((m) => m.to === 'ana@example.com');
    const token = /\/pedido\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no order link in the confirmation');
    return token;
  }
  /** One after another: each token is read from its own confirmation. */
  async function placeOrders(n: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let i = 0; i < n; i++) tokens.push(await placeOrderToken());
    return tokens;
  }
  const pdf = (token: string, remoteAddress = nextAddress()) =>
    t.app.inject({ url: customerQuotePath(token), remoteAddress });
  const page = (token: string, remoteAddress = nextAddress()) =>
    t.app.inject({ url: `/api/orders/by-token/${token}`, remoteAddress });

  it(`renders one token's presupuesto ${ORDER_VIEW_LIMITS.pdf.perToken} times in the window, from any addresses`, async () => {
    const token = await placeOrderToken();
    for (let i = 0; i < ORDER_VIEW_LIMITS.pdf.perToken; i++) {
      const response = await pdf(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
    const refused = await pdf(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CUSTOMER_ORDER_MESSAGES.throttled);
    // The page has its own count: the customer still sees the order.
    expect((await page(token)).statusCode).toBe(200);
  });

  it(`renders ${ORDER_VIEW_LIMITS.pdf.perAddress} presupuestos per address, whatever the tokens`, async () => {
    const here = '10.26.200.1';
    const tokens = await placeOrders(3);
    for (let i = 0; i < ORDER_VIEW_LIMITS.pdf.perAddress; i++) {
      expect((await pdf(tokens[i % tokens.length] ?? '', here)).statusCode).toBe(200);
    }
    const refused = await pdf(tokens[0] ?? '', here);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CUSTOMER_ORDER_MESSAGES.throttled);
    // Made-up tokens count too (no lookup, no guessing past the limit).
    const other = '10.26.200.2';
    for (let i = 0; i < ORDER_VIEW_LIMITS.pdf.perAddress; i++)
      expect((await pdf(`inventado${String(i).padStart(40, 'x')}`, other)).statusCode).toBe(404);
    expect((await pdf(tokens[1] ?? '', other)).statusCode).toBe(429);
    expect((await pdf(tokens[1] ?? '')).statusCode).toBe(200);
  });

  it(`shows the order page ${ORDER_VIEW_LIMITS.page.perAddress} times per address and ${ORDER_VIEW_LIMITS.page.perToken} per token`, async () => {
    const token = await placeOrderToken();
    for (let i = 0; i < ORDER_VIEW_LIMITS.page.perToken; i++)
      expect((await page(token)).statusCode).toBe(200);
    const byToken = await page(token);
    expect(byToken.statusCode).toBe(429);
    expect(byToken.json().error.message).toBe(CUSTOMER_ORDER_MESSAGES.throttled);

    const here = '10.26.201.1';
    const tokens = await placeOrders(3);
    for (let i = 0; i < ORDER_VIEW_LIMITS.page.perAddress; i++)
      expect((await page(tokens[i % tokens.length] ?? '', here)).statusCode).toBe(200);
    expect((await page(tokens[0] ?? '', here)).statusCode).toBe(429);
  });

  it('answers a burst of presupuestos in parallel with PDFs, 429 or a Spanish 503, never a 500', async () => {
    const tokens = await placeOrders(4);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pdf(tokens[i % tokens.length] ?? '')),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    for (const response of burst) {
      expect([200, 429, 503]).toContain(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.json().error.message).toBe(CUSTOMER_ORDER_MESSAGES.busy);
        expect(response.headers['retry-after']).toBe('5');
      }
    }
    // Four tokens allow 40 renders in the window; none past that.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(
      tokens.length * ORDER_VIEW_LIMITS.pdf.perToken,
    );
  });
});
