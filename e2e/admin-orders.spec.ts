import { type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN, failOnConsoleError, signInAsAdmin } from './helpers';

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
  // A tile sold by the box: its line has m² and waste (issue 17 item 1).
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

test('an editor finds a shopper’s order by e-mail and date, opens it, advances it and records a cash payment', async ({
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
  await expect(search).toHaveAttribute('placeholder', 'Nombre o email...');
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
  const line = details.getByRole('row').filter({ hasText: product.name });
  await expect(line).toContainText('2 cajas');
  await expect(line).toContainText('Sí');
  await details.getByRole('button', { name: 'Cerrar' }).click();
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `Cambiar estado del pedido #${orderId}` }).click();
  const statusDialog = page.getByRole('dialog');
  await expect(statusDialog.getByRole('combobox', { name: 'Estado' })).toHaveText('Pendiente');
  await statusDialog.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En Proceso' }).click();
  await statusDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Estado actualizado correctamente' }),
  ).toBeVisible();
  await expect(row).toContainText('En Proceso');

  await row.getByRole('button', { name: `Gestionar pago del pedido #${orderId}` }).click();
  const paymentDialog = page.getByRole('dialog');
  await paymentDialog.getByRole('combobox', { name: 'Estado del pago' }).click();
  await page.getByRole('option', { name: 'Pagado' }).click();
  await expect(paymentDialog.getByRole('combobox', { name: /Método de pago/ })).toHaveText(
    'Transferencia',
  );
  await paymentDialog.getByRole('combobox', { name: /Método de pago/ }).click();
  await page.getByRole('option', { name: 'Efectivo' }).click();
  await paymentDialog.getByLabel('Referencia').fill('REC-0001');
  await paymentDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Detalles de pago actualizados correctamente' }),
  ).toBeVisible();
  await expect(row).toContainText('Pagado');
  await expect(row).toContainText('Efectivo');

  // Deleting a paid order warns twice; cancelling keeps it.
  await row.getByRole('button', { name: `Eliminar pedido #${orderId}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Esta acción no se puede deshacer.');
  await expect(confirm).toContainText('Este pedido ya está pagado');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();
});
