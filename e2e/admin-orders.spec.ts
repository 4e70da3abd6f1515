import { type Page, expect, test } from '@playwright/test';
import { formatDate, formatMoney } from '#shared/format';
import { E2E_ADMIN, failOnConsoleError, isPhone, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** Today as YYYY-MM-DD in the shop's zone (the date filters are Argentine days). */
function shopDay(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The shopper's side: a cart with one product, then the three checkout steps. */
async function placeOrderAsShopper(page: Page, customer: { name: string; email: string }) {
  // A tile sold by the box: its line has m² and waste.
  const listing = await page.request.get('/api/products?search=porcelanato');
  expect(listing.ok()).toBe(true);
  const { items } = (await listing.json()) as {
    items: { id: string; name: string; metersPerBox: number | null; saleUnit: string }[];
  };
  const product = items.find((p) => p.metersPerBox && p.saleUnit === 'caja');
  if (!product) throw new Error('the demo catalogue has no tiles');

  await page.goto('/');
  await page.evaluate((productId) => {
    localStorage.setItem(
      'ceramicos-ruta192-cart',
      JSON.stringify({
        items: [{ productId, quantity: 2, squareMeters: 2.88, includeWaste: true }],
        total: 0,
      }),
    );
  }, product.id);
  await page.goto('/checkout');
  await expect(page.getByText(product.name)).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Nombre completo').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Teléfono').fill('11 4444-5555');
  await page.getByLabel('Dirección de entrega').fill('Ruta 192 km 30, Loma Verde');
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
  return product;
}

/** An editor account made by the super_admin through the admin API. */
async function createEditor(page: Page, email: string) {
  const credentials = { email, password: 'editor-clave-123' };
  const login = await page.request.post('/api/auth/login', {
    data: E2E_ADMIN,
  });
  expect(login.ok()).toBe(true);
  const created = await page.request.post('/api/admin/users', {
    data: { name: 'Editora Pedidos', ...credentials, role: 'editor' },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/auth/logout');
  return credentials;
}

test('an editor finds a shopper’s order by e-mail and date, opens it, advances it and records a cash seña', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const customer = { name: 'Rocío Benítez', email: `rocio.${stamp}@example.com` };
  const product = await placeOrderAsShopper(page, customer);

  const editor = await createEditor(page, `editora.${stamp}@example.com`);
  await signInAsAdmin(page, editor);
  await page.goto('/admin/pedidos');
  await expect(page.getByRole('heading', { name: 'Órdenes' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Pedidos' });
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await expect(search).toHaveAttribute('placeholder', 'Número, nombre, email o teléfono...');
  await search.fill(customer.email.toUpperCase());
  const row = table.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText('Pendiente');

  // By date range: today in Argentina finds it; a range that ended yesterday does not.
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(search).toHaveValue('');
  await page.getByLabel('Desde').fill(shopDay());
  await page.getByLabel('Hasta').fill(shopDay());
  await expect(row).toBeVisible();
  await page.getByLabel('Desde').fill(shopDay(-2));
  await page.getByLabel('Hasta').fill(shopDay(-1));
  await expect(table.getByText('No hay pedidos para mostrar.')).toBeVisible();
  await page.getByLabel('Hasta').fill(shopDay());
  await search.fill(customer.name);
  await expect(row).toBeVisible();

  const orderId = (
    await row.getByRole('button', { name: /^Ver detalles del pedido #/ }).getAttribute('aria-label')
  )?.match(/#(\d+)/)?.[1];
  expect(orderId).toBeDefined();

  await row.getByRole('button', { name: `Ver detalles del pedido #${orderId}` }).click();
  const details = page.getByRole('dialog', { name: `Detalles del Pedido #${orderId}` });
  await expect(details).toContainText(customer.email);
  await expect(details).toContainText('11 4444-5555');
  await expect(details).toContainText('Ruta 192 km 30, Loma Verde');
  // A table row on a desktop, a list item on a phone.
  const line = details
    .getByRole('row')
    .or(details.getByRole('listitem'))
    .filter({ hasText: product.name })
    // The line itself, not the lot it takes its boxes from (listed below the lines).
    .first();
  await expect(line).toContainText('2 cajas');
  await expect(line).toContainText('desperdicio');
  await details.getByRole('button', { name: 'Cerrar' }).click();
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `Cambiar estado del pedido #${orderId}` }).click();
  const statusDialog = page.getByRole('dialog');
  await expect(statusDialog.getByRole('combobox', { name: 'Estado' })).toHaveText('Pendiente');
  await statusDialog.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En Proceso' }).click();
  await statusDialog.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Estado actualizado correctamente' }),
  ).toBeVisible();
  await expect(row).toContainText('En Proceso');

  await row.getByRole('button', { name: `Pagos del pedido #${orderId}` }).click();
  const paymentDialog = page.getByRole('dialog', { name: `Detalles del Pedido #${orderId}` });
  const form = paymentDialog.getByRole('form', { name: 'Registrar pago' });
  await form.getByRole('textbox', { name: 'Monto' }).fill('1000');
  await form.getByRole('combobox', { name: /Método de pago/ }).click();
  await page.getByRole('option', { name: 'Efectivo' }).click();
  await form.getByLabel('Referencia').fill('REC-0001');
  await form.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(paymentDialog.getByRole('list', { name: 'Pagos registrados' })).toContainText(
    'Efectivo',
  );
  await paymentDialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row).toContainText('Seña');

  // Deleting a paid order warns twice; cancelling keeps it.
  await row.getByRole('button', { name: `Eliminar pedido #${orderId}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Esta acción no se puede deshacer.');
  await expect(confirm).toContainText('Este pedido tiene pagos registrados');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();
});

test('the list shows each order’s number, delivery and withdrawal; a phone finds it however it is spelled; the detail adds up', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `envio.${stamp}@example.com`;
  const partido = `Partido Lista ${stamp}`;
  // Six digits of this run: the phone is this test's own.
  const six = String(Date.now() % 1_000_000).padStart(6, '0');

  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const zone = await page.request.post('/api/admin/delivery-zones', {
    data: { kind: 'partido', value: partido, price: 12500 },
  });
  expect(zone.status()).toBe(201);
  await page.request.post('/api/auth/logout');
  const listing = await page.request.get('/api/products?search=porcelanato');
  const { items } = (await listing.json()) as { items: { id: string }[] };
  const product = items[0];
  if (!product) throw new Error('no products to order');
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: `lista-${stamp}-${six}`,
      customer: {
        name: 'Lucía Envío',
        email,
        phone: `02323 15 ${six.slice(0, 2)}-${six.slice(2)}`,
        address: 'Calle Falsa 456',
        deliveryMethod: 'shipping',
        partido,
        comments: '',
      },
      items: [{ productId: product.id, quantity: 1, squareMeters: 1.44, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  const { id, totalAmount } = (await placed.json()) as { id: number; totalAmount: number };
  const withdrawal = await page.request.post('/api/withdrawals', {
    data: { orderNumber: String(id), name: 'Lucía Envío', email },
  });
  expect(withdrawal.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/admin/pedidos');
  const table = page.getByRole('table', { name: 'Pedidos' });
  // Typed as the customer might say it: country code, the 9 of a mobile, no 0, no 15.
  await page.getByRole('textbox', { name: 'Buscar' }).pressSequentially(`+54 9 2323 ${six}`);
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(`#${id}`);
  await expect(row).toContainText('Envío');
  await expect(row).toContainText(`Arrepentimiento solicitado ${formatDate(new Date())}`);
  if (isPhone(page)) {
    await expect(table.getByRole('columnheader', { name: 'Entrega' })).toBeHidden();
    await expect(row).toContainText(`#${id} · Envío ·`);
    // The card fits the screen: nothing to scroll sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } else {
    for (const name of ['N°', 'Fecha', 'Entrega', 'Cliente', 'Total', 'Estado', 'Pago'])
      await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath('orders-list.png'), fullPage: true });

  await row.getByRole('button', { name: `Ver detalles del pedido #${id}` }).click();
  const details = page.getByRole('dialog', { name: `Detalles del Pedido #${id}` });
  await expect(details).toContainText('Arrepentimiento ARR-');
  const shipping = details
    .getByRole('row')
    .or(details.getByRole('listitem'))
    .filter({ hasText: `Envío (zona ${partido})` });
  await expect(shipping).toContainText(formatMoney(12500));
  await expect(details).toContainText(formatMoney(totalAmount));
  await shipping.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('order-detail.png') });
  await details.getByRole('button', { name: 'Cerrar' }).click();

  // A delivery's steps: "En camino", never "Listo para retirar".
  await row.getByRole('button', { name: `Cambiar estado del pedido #${id}` }).click();
  const statusDialog = page.getByRole('dialog');
  await statusDialog.getByRole('combobox', { name: 'Estado' }).click();
  await expect(page.getByRole('option', { name: 'Listo para retirar' })).toHaveCount(0);
  await page.getByRole('option', { name: 'En camino' }).click();
  await statusDialog.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(row).toContainText('En camino');
});
