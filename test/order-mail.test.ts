import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openTestDatabase } from './engines';
import type { Database } from '#server/db/client';
import { shopSettings } from '#server/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { describeEachEngine } from './engines';
import { createProduct } from './factories';
import { startSmtp } from './smtp';

/** Where the rendered e-mails are saved for a person to look at (SCREENSHOTS_DIR to keep them). */
const SHOTS = process.env.SCREENSHOTS_DIR;

const TRANSFER = {
  holder: 'Cerámicos Ruta 192 SRL',
  cuit: '30-71234567-1',
  cbu: '0070999003000001234568',
  alias: 'CERAMICOS.RUTA192',
  bank: 'Banco Galicia',
};

describeEachEngine('order e-mails people read', (engine) => {
  let database: Database;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let mails: ParsedMail[];
  let orderId: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    smtp = await startSmtp();
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-order-mail-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://tienda.example.com',
    });
    await database.db
      .insert(shopSettings)
      .values({ id: 1, data: { ...DEFAULT_SHOP_SETTINGS, transfer: TRANSFER } });
    app = await buildApp({ config, database });
    await app.ready();
    const discounted = await createProduct(database.db, {
      name: 'Roble 20x120',
      price: 48000,
      discountPercentage: 10,
    });
    const plain = await createProduct(database.db, { name: 'Pastina gris', price: 2500 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        idempotencyKey: randomUUID(),
        customer: {
          name: 'Ana <script>alert(1)</script> & Cía',
          email: 'ana@example.com',
          phone: '11 1234-5678',
          address: 'Calle 123, Luján',
          comments: 'Tocar timbre <b>2</b>',
        },
        items: [
          { productId: discounted, quantity: 18, squareMeters: 25.92, includeWaste: true },
          { productId: plain, quantity: 3, squareMeters: 0, includeWaste: false },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    orderId = response.json<{ id: number }>().id;
    await app.shop.mail.flush();
    mails = await Promise.all(smtp.inbox.map((m) => simpleParser(m.raw)));
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const mailTo = (address: string) => {
    const mail = mails.find((m) => m.to && !Array.isArray(m.to) && m.to.text.includes(address));
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  };

  it("sends the customer's confirmation with both parts, answered to the shop", () => {
    const mail = mailTo('ana@example.com');
    expect(mail.replyTo?.value[0]?.address).toBe(DEFAULT_SHOP_SETTINGS.email);
    expect(mail.subject).toBe(`Recibimos tu pedido #${orderId} - ${DEFAULT_SHOP_SETTINGS.name}`);
    const text = mail.text ?? '';
    expect(text).toContain(
      '- Roble 20x120: 18 cajas × $ 43.200 por caja (antes $ 48.000, 10 % de descuento) = $ 777.600',
    );
    expect(text).toContain('- Pastina gris: 3 cajas × $ 2.500 por caja = $ 7.500');
    expect(text).toContain('Total: $ 785.100');
    expect(text).toContain('CBU: 0070999003000001234568');
    expect(text).toContain('Alias: CERAMICOS.RUTA192');
    expect(text).toMatch(
      /Ver tu pedido y su estado: https:\/\/tienda\.example\.com\/pedido\/[\w-]{40,}/,
    );
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('<th');
    expect(html).toContain('Precio unitario');
    expect(html).toContain('<s style="color:#777;">$ 48.000</s>');
    expect(html).toContain('10 % de descuento');
    expect(html).toContain('$ 785.100');
    expect(html).toContain('CERAMICOS.RUTA192');
    // The customer's own words are text, never markup.
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ana &#60;script&#62;alert(1)&#60;/script&#62; &#38; Cía');
    expect(html).not.toContain('<b>2</b>');
  });

  it("sends the shop's notice answered to the customer", () => {
    const mail = mailTo(DEFAULT_SHOP_SETTINGS.email);
    expect(mail.replyTo?.value[0]?.address).toBe('ana@example.com');
    expect(mail.subject).toContain(`Nuevo pedido #${orderId}`);
    expect(mail.text).toContain('Teléfono: 11 1234-5678');
    expect(mail.text).toContain('Respondé este correo para escribirle al cliente.');
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('href="tel:1112345678"');
    expect(html).toContain('Roble 20x120');
    expect(html).not.toContain('<script>');
  });

  it('renders the HTML in Chromium at desktop and phone widths without horizontal overflow', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const [who, address] of [
        ['cliente', 'ana@example.com'],
        ['tienda', DEFAULT_SHOP_SETTINGS.email],
      ] as const) {
        const html = mailTo(address).html;
        if (typeof html !== 'string') throw new Error('no html part');
        for (const [width, height] of [
          [1366, 768],
          [390, 844],
        ] as const) {
          const page = await browser.newPage({ viewport: { width, height } });
          const dialogs: string[] = [];
          page.on('dialog', (dialog) => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
          });
          await page.setContent(html);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (SHOTS && engine === 'pglite') {
            await mkdir(SHOTS, { recursive: true });
            await page.screenshot({
              path: path.join(SHOTS, `mail-${who}-${width}.png`),
              fullPage: true,
            });
          }
          expect(overflow).toBeLessThanOrEqual(0);
          expect(dialogs).toEqual([]);
          await page.close();
        }
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});
