import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { CART_STORAGE_KEY } from '#shared/cart';
import { pdfText } from '#test/pdf-text';
import { failOnConsoleError, runSuffix, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** A new 60×60 tile in Pisos y Revestimientos: tracked, at 0, as every product the admin makes. */
async function createTrackedTile(page: Page, name: string): Promise<string> {
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as {
    areas: { id: string; name: string }[];
    categories: { id: string; areaId: string }[];
    subcategories: { id: string; categoryId: string }[];
  };
  const area = taxonomy.areas.find((a) => a.name === 'Pisos y Revestimientos');
  const category = taxonomy.categories.find((c) => c.areaId === area?.id);
  const subcategory = taxonomy.subcategories.find((s) => s.categoryId === category?.id);
  const created = await page.request.post('/api/admin/products', {
    data: {
      name,
      price: 20000,
      dimensions: '60x60',
      metersPerBox: 1.44,
      areaId: area?.id,
      categoryId: category?.id,
      subcategoryId: subcategory?.id,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/**
 * The stock walk: staff enter an ingreso of one lot, the shopper sees what the lot holds, an
 * order reserves it, the remito names the lot, and a cancellation brings the boxes back.
 */
test('an ingreso reaches the shop, an order takes its lot onto the remito, a cancellation gives it back', async ({
  page,
}, testInfo) => {
  const device = testInfo.project.name;
  await signInAsAdmin(page);
  const name = `Porcelanato Lote ${runSuffix(device)}`;
  const productId = await createTrackedTile(page, name);

  // A new product starts tracked, at 0: the shop says "Sin stock".
  await page.goto(`/producto/${productId}`);
  await expect(page.getByRole('button', { name: 'Sin stock' })).toBeDisabled();

  await page.goto('/admin/stock');
  await page.getByLabel('Buscar por nombre o código').fill(name);
  await page.getByRole('button', { name: `Ingreso de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingreso de mercadería' });
  await dialog.getByLabel('Lote').fill('E2E-1');
  await dialog.getByLabel('Tono').fill('T3');
  await dialog.getByLabel('Calibre').fill('9');
  await dialog.getByLabel('Cajas').pressSequentially('1.038');
  await page.screenshot({ path: `/tmp/shots-stock/ingreso-${device}.png` });
  await dialog.getByRole('button', { name: 'Registrar ingreso' }).click();
  await expect(page.getByText(`Ingreso registrado: 1038 cajas de «${name}».`)).toBeVisible();
  await expect(page.getByText('Lote E2E-1 · tono T3 · cal. 9: 1.038 disp.')).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-stock/stock-${device}.png`, fullPage: true });

  await page.goto(`/producto/${productId}`);
  await expect(page.getByText('1.038 cajas disponibles del mismo lote')).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-stock/product-${device}.png` });

  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        name: 'Lucía Lote',
        email: 'lucia@example.com',
        phone: '11 5555-0128',
        address: 'Calle 28',
        comments: '',
        deliveryMethod: 'pickup',
      },
      items: [{ productId, quantity: 38, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;
  await page.goto(`/producto/${productId}`);
  await expect(page.getByText('1.000 cajas disponibles del mismo lote')).toBeVisible();

  const remito = await page.request.get(`/api/admin/orders/${orderId}/documents/remito`);
  expect(await pdfText(await remito.body())).toContain('Lote E2E-1 · tono T3 · calibre 9');

  const cancelled = await page.request.patch(`/api/admin/orders/${orderId}/status`, {
    data: { status: 'cancelled', notify: false },
  });
  expect(cancelled.status()).toBe(200);
  await page.goto('/admin/stock');
  await page.getByLabel('Buscar por nombre o código').fill(name);
  await expect(page.getByText('Lote E2E-1 · tono T3 · cal. 9: 1.038 disp.')).toBeVisible();
});

test('the cart reads stock again when it opens: a line bigger than one lot offers what the lot holds', async ({
  page,
}, testInfo) => {
  const device = testInfo.project.name;
  await signInAsAdmin(page);
  const name = `Porcelanato Carrito ${runSuffix(device)}`;
  const productId = await createTrackedTile(page, name);
  const ingreso = await page.request.post(`/api/admin/stock/products/${productId}/ingresos`, {
    data: { code: 'CARRO-1', receivedOn: '2026-11-01', quantity: 12 },
  });
  expect(ingreso.status()).toBe(201);

  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify({
      items: [{ productId, quantity: 8, squareMeters: 11.52, includeWaste: false }],
      total: 0,
    }),
  ] as const);
  await page.goto('/carrito');
  const line = page.getByRole('listitem', { name });
  await expect(line.getByText('8 cajas')).toBeVisible();
  const finish = page.getByRole('link', { name: 'Finalizar Compra' });
  await expect(finish).toBeEnabled();

  // Another shopper takes 6 of the 12 boxes while this cart waits on another page.
  await line.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/producto/${productId}`));
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        name: 'Otro Cliente',
        email: 'otro@example.com',
        phone: '11 5555-0129',
        address: 'Calle 29',
        comments: '',
        deliveryMethod: 'pickup',
      },
      items: [{ productId, quantity: 6, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);

  // Back to the cart within the minute its products stay fresh: it asks again all the same.
  await page
    .getByRole('link', { name: /^Carrito/ })
    .first()
    .click();
  await expect(
    line.getByText('Hay 6 cajas de un mismo lote: dejá 6 o consultanos por el resto.'),
  ).toBeVisible();
  await expect(
    page.getByText('Ajustá las cantidades que superan el stock para continuar.'),
  ).toBeVisible();
  await expect(finish).toHaveAttribute('aria-disabled', 'true');
  await page.screenshot({ path: `/tmp/shots-stock/cart-short-${device}.png`, fullPage: true });

  // The checkout holds it too, when opened directly.
  await page.goto('/checkout');
  await expect(
    page.getByText('Algunas cantidades superan el stock disponible. Ajustalas en el carrito para'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await page.goto('/carrito');
  await line.getByRole('button', { name: 'Dejar 6 cajas' }).click();
  await expect(line.getByText('6 cajas', { exact: true })).toBeVisible();
  await expect(line.getByText(/de un mismo lote/)).toBeHidden();
  await expect(finish).not.toHaveAttribute('aria-disabled', 'true');
});
