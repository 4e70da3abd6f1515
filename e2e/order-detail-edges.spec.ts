import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { failOnConsoleError, isPhone, orderableProduct, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** An order of its own picked up at the shop, placed through the shop's API. */
async function placeOrder(page: Page, name: string, phone = '11 4444-5678') {
  const product = await orderableProduct(page.request, 6);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        name,
        email: `bordes.${Date.now()}@example.com`,
        phone,
        address: 'Ruta 192 km 30',
        comments: '',
        deliveryMethod: 'pickup',
      },
      items: [{ productId: product.id, quantity: 6, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  return { ...((await placed.json()) as { id: number }), product };
}

test('the delivery row stays in the order\'s lines after "Guardar líneas"', async ({
  page,
}, testInfo) => {
  const name = `Cliente Entrega ${testInfo.project.name} ${Date.now()}`;
  const order = await placeOrder(page, name);
  await signInAsAdmin(page);
  await page.goto(`/admin/pedidos?${new URLSearchParams({ q: `#${order.id}` })}`);
  await page.getByRole('button', { name: `Pagos del pedido #${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
  const lines = dialog.getByRole(isPhone(page) ? 'list' : 'table', {
    name: 'Productos del pedido',
  });
  await expect(lines).toContainText('Retiro en el local');

  await dialog.getByRole('button', { name: 'Editar líneas' }).click();
  const editor = dialog.getByRole('form', { name: 'Editar líneas' });
  const boxes = editor.getByRole('textbox', { name: `Cajas de ${order.product.name}` });
  await boxes.fill('');
  await boxes.pressSequentially('4');
  await editor.getByRole('button', { name: 'Guardar líneas' }).click();
  await expect(editor).toBeHidden();
  await expect(lines).toContainText('4 cajas');
  await expect(lines).toContainText('Retiro en el local');
  await page.screenshot({ path: testInfo.outputPath(`saved-lines-${testInfo.project.name}.png`) });
});

test('the status dialog\'s buttons read as actions, not as a status beside "Cancelado"', async ({
  page,
}, testInfo) => {
  const name = `Cliente Estado ${testInfo.project.name} ${Date.now()}`;
  const order = await placeOrder(page, name);
  await signInAsAdmin(page);
  await page.goto(`/admin/pedidos?${new URLSearchParams({ q: `#${order.id}` })}`);
  const row = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: name });
  await row.getByRole('button', { name: `Cambiar estado del pedido #${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cambiar Estado del Pedido #${order.id}` });
  await dialog.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Cancelado' }).click();
  await expect(dialog.getByRole('button')).toHaveText(['Volver', 'Cambiar estado']);
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath(`status-dialog-${testInfo.project.name}.png`),
  });
  // "Volver" leaves the order as it was.
  await dialog.getByRole('button', { name: 'Volver' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: `Cambiar estado del pedido #${order.id}` }).click();
  await dialog.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En Proceso' }).click();
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('En Proceso');
});

test('the order detail offers "Llamar" and "WhatsApp" with the customer\'s number in international form', async ({
  page,
}, testInfo) => {
  const name = `Cliente Llamada ${testInfo.project.name} ${Date.now()}`;
  const order = await placeOrder(page, name, '011 15 4444-1234');
  await signInAsAdmin(page);
  await page.goto(`/admin/pedidos?${new URLSearchParams({ q: `#${order.id}` })}`);
  await page.getByRole('button', { name: `Pagos del pedido #${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
  await expect(dialog).toContainText('011 15 4444-1234');
  await expect(dialog.getByRole('link', { name: /^Llamar a / })).toHaveAttribute(
    'href',
    'tel:+5491144441234',
  );
  await expect(dialog.getByRole('link', { name: /^WhatsApp a / })).toHaveAttribute(
    'href',
    'https://wa.me/5491144441234',
  );
  await page.screenshot({ path: testInfo.outputPath(`phone-links-${testInfo.project.name}.png`) });
});
