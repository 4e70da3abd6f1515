import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { CART_STORAGE_KEY, type CartItem } from '#shared/cart';
import type { ProductDetail } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { effectivePrice } from '#shared/pricing';
import { E2E_ADMIN, E2E_DATA_DIR, failOnConsoleError, isPhone, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** The text of the newest .eml in the outbox sent to `to` whose text matches `match`. */
async function mailTo(to: string, match: RegExp): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files.sort().reverse()) {
          const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
          if (text.includes(`To: ${to}`) && match.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

async function fillCart(page: Page, product: ProductDetail, quantity: number): Promise<void> {
  const items: CartItem[] = [
    { productId: product.id, quantity, squareMeters: 0, includeWaste: false },
  ];
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify({ items, total: 0 }),
  ] as const);
}

test('a shopper chooses delivery to a priced zone, follows the e-mailed link to the order and is told when it moves', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `pedido.${stamp}@example.com`;
  const partido = `Partido E2E ${stamp}`;

  // The owner prices shipping to a zone of this test's own.
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const zone = await page.request.post('/api/admin/delivery-zones', {
    data: { kind: 'partido', value: partido, price: 12500 },
  });
  expect(zone.status()).toBe(201);
  const zoneId = ((await zone.json()) as { id: string }).id;
  await page.request.post('/api/auth/logout');

  const list = await page.request.get('/api/products?sortBy=price&sortOrder=asc');
  const { items } = (await list.json()) as { items: ProductDetail[] };
  const product = items[0];
  if (!product) throw new Error('no products');
  const itemsTotal = effectivePrice(product.price, product.discountPercentage) * 2;
  await fillCart(page, product, 2);

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked();
  await expect(page.getByRole('status')).toContainText('a convenir');
  await page.getByRole('textbox', { name: 'Partido o localidad' }).fill(partido);
  await expect(page.getByRole('status')).toContainText(`Costo de envío: ${formatMoney(12500)}`);
  // A pickup needs no address; going back to delivery asks for it again.
  await page.getByRole('radio', { name: 'Retiro en el local' }).check();
  await expect(page.getByRole('textbox', { name: 'Dirección de entrega' })).toBeHidden();
  await page.getByRole('radio', { name: 'Envío a domicilio' }).check();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Marta <b>Gómez</b>');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 5555-1234');
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(
    page.getByText('La dirección debe tener al menos 5 caracteres', { exact: true }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Dirección de entrega' }).fill('Av. Siempre Viva 742');
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
  await expect(page.getByText(formatMoney(itemsTotal + 12500))).toBeVisible();

  // The confirmation's link opens the order, no account needed.
  const confirmation = await mailTo(email, /Ver tu pedido y su estado/);
  const link = /(https?:\/\/[^\s"<]+\/pedido\/[\w-]+)/.exec(confirmation)?.[1];
  if (!link) throw new Error('no order link in the e-mail');
  await page.goto(new URL(link).pathname);
  const orderId = /#(\d+)/.exec(confirmation)?.[1];
  await expect(page.getByRole('heading', { name: `Pedido #${orderId}` })).toBeVisible();
  await expect(page.getByText('Pendiente', { exact: true }).first()).toBeVisible();
  // The delivery is a line of its own, named by its zone, so the lines add up to the total: a
  // table row on a wide screen, a line under the products' cards on a phone.
  const deliveryLine = `Envío (zona ${partido})`;
  if (isPhone(page)) {
    await expect(
      page.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem'),
    ).toContainText([product.name]);
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: deliveryLine })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(formatMoney(12500));
  } else {
    await expect(page.getByRole('row').filter({ hasText: deliveryLine })).toContainText(
      formatMoney(12500),
    );
    await expect(page.getByRole('table')).toContainText(product.name);
  }
  await page.screenshot({ path: testInfo.outputPath('customer-order.png'), fullPage: true });

  // Staff set it En Proceso with the notice ticked: the customer gets an e-mail.
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto('/admin/pedidos');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(email);
  const row = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: email });
  await row.getByRole('button', { name: `Ver detalles del pedido #${orderId}` }).click();
  const details = page.getByRole('dialog', { name: `Detalles del Pedido #${orderId}` });
  await expect(details).toContainText(
    `Envío a domicilio · ${partido} · Costo: ${formatMoney(12500)}`,
  );
  await details.getByRole('button', { name: 'Cerrar' }).click();
  await row.getByRole('button', { name: `Cambiar estado del pedido #${orderId}` }).click();
  const statusDialog = page.getByRole('dialog');
  await expect(
    statusDialog.getByRole('checkbox', { name: 'Avisar al cliente por correo' }),
  ).toBeHidden();
  await statusDialog.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En Proceso' }).click();
  await expect(
    statusDialog.getByRole('checkbox', { name: 'Avisar al cliente por correo' }),
  ).toBeChecked();
  await statusDialog.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(row).toContainText('En Proceso');
  await mailTo(email, new RegExp(`Tu pedido #${orderId} est`));

  await page.goto(new URL(link).pathname);
  await expect(page.getByText('En Proceso')).toBeVisible();

  // An unknown link is an address that is no page: the shop's 404.
  const unknown = await page.goto(`/pedido/${'x'.repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

  expect((await page.request.delete(`/api/admin/delivery-zones/${zoneId}`)).status()).toBe(204);
});
