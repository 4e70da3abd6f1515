import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderPayments, orders } from '#server/db/schema';
import { saveShopSettings, DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { mercadoPagoApi } from '#server/modules/payments/mercado-pago-client';
import { reconcileMercadoPago } from '#server/modules/payments/reconcile';
import { type TestApp, createTestApp } from './app';
import type { Engine } from './engines';
import { createProduct } from './factories';
import { validBody } from './payloads';
import { type FakeMercadoPago, startFakeMercadoPago } from './servers/mercado-pago';

export const ACCESS_TOKEN = 'TEST-1234567890-access-token';
export const SECRET = 'clave-secreta-de-prueba';

export interface MercadoPagoShop {
  t: TestApp;
  mp: FakeMercadoPago;
  /** The shop's webhook, over real HTTP (the fake posts its notifications there). */
  webhook: string;
  productId: string;
  /** Places an order as a shopper would; one choosing Mercado Pago is sent to its checkout. */
  place(
    choice: 'mercado_pago' | 'transfer',
    quantity?: number,
  ): Promise<{ id: number; totalAmount: number; token: string }>;
  /** The shopper opens Mercado Pago's checkout from the order page (a preference is created). */
  openCheckout(token: string): Promise<void>;
  /** The order's payment rows and its payment state. */
  ledger(orderId: number): Promise<{
    rows: { amount: number; mp: string | null }[];
    paymentStatus: string | undefined;
  }>;
  /** One run of the reconciliation job, against the fake. */
  reconcile(): Promise<number>;
  close(): Promise<void>;
}

let address = 0;
export const nextAddress = () => `10.29.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

/**
 * The real app with Mercado Pago configured against the local fake (test/servers/mercado-pago.ts),
 * listening on 127.0.0.1 so the fake's signed notifications reach it; one product of 12.960
 * (14.400 less 10 %), a 5 % transfer discount and up to 6 cuotas.
 */
export async function startMercadoPagoShop(engine: Engine): Promise<MercadoPagoShop> {
  const mp = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
  const t = await createTestApp(engine, {
    PUBLIC_URL: 'https://tienda.example.com',
    MP_ACCESS_TOKEN: ACCESS_TOKEN,
    MP_WEBHOOK_SECRET: SECRET,
    MP_API_BASE_URL: mp.url,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const productId = await createProduct(t.db, {
    name: 'Roble 20x120',
    price: 14400,
    discountPercentage: 10,
  });
  await saveShopSettings(t.db, {
    ...DEFAULT_SHOP_SETTINGS,
    payments: { transferDiscountPercentage: 5, maxInstallments: 6 },
  });
  const api = mercadoPagoApi({
    accessToken: ACCESS_TOKEN,
    webhookSecret: SECRET,
    apiBaseUrl: mp.url,
  });

  async function openCheckout(token: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${token}/mercado-pago`,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
  }

  return {
    t,
    mp,
    webhook: `http://127.0.0.1:${port}/api/payments/mercado-pago/notifications`,
    productId,
    openCheckout,
    async place(choice, quantity = 2) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: nextAddress(),
        payload: {
          ...validBody.order(productId),
          paymentChoice: choice,
          // a client's price is never read
          items: [{ productId, quantity, squareMeters: 0, includeWaste: false, unitPrice: 1 }],
        },
      });
      expect(response.statusCode).toBe(201);
      const placed = response.json<{ id: number; totalAmount: number; orderPage: string }>();
      const token = placed.orderPage.replace('/pedido/', '');
      if (choice === 'mercado_pago') await openCheckout(token);
      return { id: placed.id, totalAmount: placed.totalAmount, token };
    },
    async ledger(orderId) {
      const rows = await t.db
        .select({ amount: orderPayments.amount, mp: orderPayments.mercadoPagoPaymentId })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId));
      const [order] = await t.db
        .select({ paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId));
      return { rows, paymentStatus: order?.paymentStatus };
    },
    reconcile() {
      const log = { info: () => {}, warn: () => {} };
      return reconcileMercadoPago(t.db, api, t.app.shop.mail, {
        publicUrl: 'https://tienda.example.com',
        log,
      });
    },
    async close() {
      await t.close();
      await mp.close();
    },
  };
}
