import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { DEFAULT_SHOP_SETTINGS, saveShopSettings } from '#server/modules/content/settings';
import type { CustomerOrder } from '#shared/customer-order';
import type { PaymentOptions } from '#shared/payments/mercado-pago';
import { describeEachEngine, openTestDatabase } from './engines';
import { createProduct } from './factories';
import { startSmtp } from './smtp';

const TRANSFER = {
  holder: 'Cerámicos Ruta 192 SRL',
  cuit: '30-71234567-1',
  cbu: '0070999003000001234568',
  alias: 'CERAMICOS.RUTA192',
  bank: 'Banco Galicia',
};
const NO_BANK = { holder: 'Cerámicos Ruta 192 SRL', cuit: '', cbu: '', alias: '', bank: '' };
const SHOP = 'tienda@example.com';

describeEachEngine('order messages follow the payment choice', (engine) => {
  let database: Database;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let productId: string;
  let ip = 0;

  const settings = (transfer: typeof TRANSFER) =>
    saveShopSettings(database.db, {
      ...DEFAULT_SHOP_SETTINGS,
      email: SHOP,
      transfer,
      payments: { transferDiscountPercentage: 10, maxInstallments: 6 },
    });

  /** Places an order as the checkout does; its two e-mails and its customer's view. */
  async function place(choice: 'mercado_pago' | 'transfer', email: string) {
    smtp.inbox.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: `10.51.7.${++ip}`,
      payload: {
        idempotencyKey: randomUUID(),
        customer: {
          name: 'Ana Pérez',
          email,
          phone: '11 1234-5678',
          address: 'Calle 123, Luján',
          comments: '',
        },
        items: [{ productId, quantity: 2, squareMeters: 2.88, includeWaste: false }],
        paymentChoice: choice,
      },
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json<{ id: number; totalAmount: number; orderPage: string }>();
    await app.shop.mail.flush();
    const mails: ParsedMail[] = await Promise.all(smtp.inbox.map((m) => simpleParser(m.raw)));
    const to = (address: string) => {
      const mail = mails.find((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
      if (!mail) throw new Error(`no mail to ${address}`);
      return { text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
    };
    const view = await app.inject({
      method: 'GET',
      url: `/api/orders/by-token/${placed.orderPage.replace('/pedido/', '')}`,
      remoteAddress: `10.51.8.${ip}`,
    });
    expect(view.statusCode).toBe(200);
    return {
      placed,
      customer: to(email),
      shop: to(SHOP),
      order: view.json<CustomerOrder>(),
    };
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    smtp = await startSmtp();
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-payment-messages-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://tienda.example.com',
      // Placing a Mercado Pago order only needs the shop to have it; nothing is charged here.
      MP_ACCESS_TOKEN: 'TEST-0000-access-token',
      MP_WEBHOOK_SECRET: 'clave-de-prueba',
      MP_API_BASE_URL: 'http://127.0.0.1:9',
    });
    app = await buildApp({ config, database });
    await app.ready();
    productId = await createProduct(database.db, { name: 'Roble 20x120', price: 20000 });
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('tells a Mercado Pago shopper to pay there, with the button to their order and no bank details', async () => {
    await settings(TRANSFER);
    const { placed, customer, shop, order } = await place('mercado_pago', 'mp@example.com');
    expect(placed.totalAmount).toBe(40000);
    expect(customer.text).toContain('Pagá con Mercado Pago');
    expect(customer.text).toContain(
      'Pagá $ 40.000 con tarjeta, cuotas o dinero en cuenta desde tu pedido.',
    );
    expect(customer.text).toMatch(
      /Pagar con Mercado Pago: https:\/\/tienda\.example\.com\/pedido\/[\w-]{40,}/,
    );
    expect(customer.html).toContain('Pagar con Mercado Pago</a>');
    expect(customer.text).toContain(
      'El envío, a convenir, se paga aparte cuando acordemos su costo.',
    );
    for (const part of [customer.text, customer.html]) {
      expect(part).not.toContain('CBU');
      expect(part).not.toContain(TRANSFER.alias);
      expect(part).not.toMatch(/no se realizó ningún cobro/i);
    }
    expect(shop.text).toContain('Pago elegido: Mercado Pago (paga desde su pedido)');
    expect(order.payment.transfer).toBeNull();
  });

  it('gives a transfer shopper the exact amount, its discount and every bank detail, in the e-mail and on the order', async () => {
    await settings(TRANSFER);
    const { placed, customer, shop, order } = await place('transfer', 'tr@example.com');
    // 40.000 less the 10 % for transfer or cash.
    expect(placed.totalAmount).toBe(36000);
    const lines = [
      'Pagá por transferencia',
      'Transferí $ 36.000 a esta cuenta:',
      'CBU: 0070999003000001234568',
      'Alias: CERAMICOS.RUTA192',
      'Titular: Cerámicos Ruta 192 SRL',
      'CUIT: 30-71234567-1',
      'Banco: Banco Galicia',
      'El importe ya tiene el 10 % de descuento por transferencia o efectivo ($ 4.000 menos en los productos).',
      'El envío, a convenir, se paga aparte cuando acordemos su costo.',
    ];
    for (const line of lines) expect(customer.text).toContain(line);
    expect(customer.html).toContain('Transferí $ 36.000 a esta cuenta:');
    expect(customer.html).toContain('0070999003000001234568');
    expect(customer.text).not.toContain('Pagá con Mercado Pago');
    expect(shop.text).toContain('Pago elegido: Transferencia o efectivo');
    expect(order.payment.transfer).toEqual({
      amount: 36000,
      discount: { percentage: 10, amount: 4000 },
      bank: [
        { label: 'CBU', value: TRANSFER.cbu },
        { label: 'Alias', value: TRANSFER.alias },
        { label: 'Titular', value: TRANSFER.holder },
        { label: 'CUIT', value: TRANSFER.cuit },
        { label: 'Banco', value: TRANSFER.bank },
      ],
      // No zone covers the address: the delivery is "a convenir", paid apart.
      deliveryToAgree: true,
    });
  });

  it('promises no bank details when the shop has no CBU or alias: the payment is agreed', async () => {
    await settings(NO_BANK);
    const options = await app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(options.json<PaymentOptions>().bankDetails).toBe(false);
    const { customer, order } = await place('transfer', 'sin-banco@example.com');
    expect(customer.text).toContain('No se realizó ningún cobro: el pago se acuerda con nosotros.');
    expect(customer.text).toContain('coordinar el pago y la entrega');
    expect(customer.text).not.toContain('Pagá por transferencia');
    expect(customer.text).not.toContain('Titular');
    expect(order.payment.transfer).toBeNull();

    await settings(TRANSFER);
    const withBank = await app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(withBank.json<PaymentOptions>().bankDetails).toBe(true);
  });
});
