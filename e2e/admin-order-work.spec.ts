import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { formatMoney } from '#shared/format';
import type { Product } from '#shared/catalog';
import {
  expectPhoneWarnedOnlyIfNotArgentine,
  failOnConsoleError,
  isPhone,
  orderableProduct,
  signInAsAdmin,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** An order of its own, placed through the shop's API: several boxes of a demo product. */
async function placeOrder(page: Page, customer: { name: string; phone: string }) {
  const product = await orderableProduct(page.request, 40);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        ...customer,
        email: `${customer.phone.replace(/\D/g, '')}@example.com`,
        address: 'Ruta 192 km 30',
        comments: '',
      },
      items: [{ productId: product.id, quantity: 40, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; totalAmount: number };
  return { ...order, product };
}

/** Nothing in the open dialog scrolls sideways (a phone must reach every action). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page
    .getByRole('dialog')
    .locator('.MuiDialogContent-root')
    .evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('staff find an order by number and phone, read its prices, record a seña typed es-AR, note a call and settle it', async ({
  page,
}, testInfo) => {
  const digits = String(Date.now()).slice(-8);
  const phone = `11 ${digits.slice(0, 4)}-${digits.slice(4)}`;
  const name = `Cliente Trabajo ${testInfo.project.name} ${digits}`;
  const order = await placeOrder(page, { name, phone });
  expect(order.totalAmount).toBeGreaterThan(2 * 45_990.5);

  await signInAsAdmin(page);
  await page.goto('/admin/pedidos');
  const table = page.getByRole('table', { name: 'Pedidos' });
  const search = page.getByRole('textbox', { name: 'Buscar' });
  const row = table.getByRole('row').filter({ hasText: name });

  await search.fill(`#${order.id}`);
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await search.fill(digits);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pendiente');

  await row.getByRole('button', { name: `Pagos del pedido #${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
  const lines = dialog.getByRole(isPhone(page) ? 'list' : 'table', {
    name: 'Productos del pedido',
  });
  await expect(lines).toContainText(order.product.name);
  await expect(lines).toContainText('40 cajas');
  await expect(lines).toContainText(formatMoney(order.totalAmount));
  if (!isPhone(page)) {
    await expect(lines.getByRole('columnheader', { name: 'Precio unitario' })).toBeVisible();
    await expect(lines.getByRole('columnheader', { name: 'Subtotal' })).toBeVisible();
  }

  await page.screenshot({ path: testInfo.outputPath(`order-lines-${testInfo.project.name}.png`) });

  // A seña typed the es-AR way, key by key.
  const form = dialog.getByRole('form', { name: 'Registrar pago' });
  const amount = form.getByRole('textbox', { name: 'Monto' });
  await amount.pressSequentially('45.990,50');
  await form.getByLabel('Referencia').fill('TRF-778');
  await form.getByRole('button', { name: 'Registrar pago' }).click();
  const payments = dialog.getByRole('list', { name: 'Pagos registrados' });
  const state = dialog.getByRole('status', { name: 'Estado del pago' });
  await expect(payments).toContainText('$ 45.990,50 · Transferencia');
  await expect(payments).toContainText('TRF-778');
  await expect(amount).toHaveValue('');
  const balance = order.totalAmount - 45_990.5;
  await expect(dialog.getByText(formatMoney(balance), { exact: true })).toBeVisible();
  await expect(state).toContainText('Seña');

  // An internal note of the phone call.
  await dialog.getByRole('textbox', { name: 'Nueva nota' }).fill('Llamó: retira el sábado.');
  await dialog.getByRole('button', { name: 'Agregar nota' }).click();
  await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText(
    'Llamó: retira el sábado.',
  );

  await expectNoSidewaysScroll(page);
  await page.screenshot({
    path: testInfo.outputPath(`order-detail-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // More than the balance: a warning, then a saldo a favor.
  await amount.pressSequentially(`${Math.ceil(balance) + 1000}`);
  await expect(form.getByRole('alert')).toContainText('supera el saldo del pedido');
  await form.getByRole('combobox', { name: /Método de pago/ }).click();
  // Mercado Pago records its own payments: staff are not offered it.
  await expect(page.getByRole('option')).toHaveText(['Efectivo', 'Transferencia', 'Tarjeta']);
  await page.getByRole('option', { name: 'Tarjeta' }).click();
  await form.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(state).toContainText('Pagado');
  await expect(dialog).toContainText('Saldo a favor del cliente');

  // Deleting that payment brings the seña back.
  const overpayment = payments.getByRole('listitem').filter({ hasText: 'Tarjeta' });
  await overpayment.getByRole('button', { name: /^Eliminar pago de/ }).click();
  await overpayment.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(state).toContainText('Seña');
  await expectNoSidewaysScroll(page);

  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row).toContainText('Seña');
  await expect(row).toContainText('$ 45.990,50');
});

test('staff change the lines of a Pendiente order: the server reprices it and notes the change', async ({
  page,
}, testInfo) => {
  const digits = String(Date.now()).slice(-8);
  const name = `Cliente Líneas ${testInfo.project.name} ${digits}`;
  const order = await placeOrder(page, { name, phone: `11 ${digits}` });
  const listing = await page.request.get('/api/products');
  const { items } = (await listing.json()) as { items: Product[] };
  const added = items.find(
    (p) => p.id !== order.product.id && p.hasShipping && (!p.stock || p.stock.largestLot > 0),
  );
  if (!added) throw new Error('the demo catalogue has one product only');

  await signInAsAdmin(page);
  await page.goto('/admin/pedidos');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`#${order.id}`);
  const row = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: name });
  await row.getByRole('button', { name: `Ver detalles del pedido #${order.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
  await dialog.getByRole('button', { name: 'Editar líneas' }).click();
  const editor = dialog.getByRole('form', { name: 'Editar líneas' });
  const boxes = editor.getByRole('textbox', { name: `Cajas de ${order.product.name}` });
  await boxes.fill('');
  await boxes.pressSequentially('20');
  await editor.getByRole('textbox', { name: 'Buscar producto para agregar' }).fill(added.name);
  await editor.getByRole('button', { name: `Agregar ${added.name}` }).click();
  await expect(editor.getByRole('textbox', { name: `Cajas de ${added.name}` })).toHaveValue('1');
  await expectNoSidewaysScroll(page);
  await page.screenshot({
    path: testInfo.outputPath(`order-lines-editor-${testInfo.project.name}.png`),
  });
  await editor.getByRole('button', { name: 'Guardar líneas' }).click();

  await expect(editor).toBeHidden();
  const lines = dialog.getByRole(isPhone(page) ? 'list' : 'table', {
    name: 'Productos del pedido',
  });
  await expect(lines).toContainText('20 cajas');
  await expect(lines).toContainText(added.name);
  await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText(
    `Líneas modificadas por Administrador: ${order.product.name}: 40 → 20 cajas; agregado ${added.name} (1 `,
  );
});

test('an edit made from an old view gets the 409 message, keeps what was typed and saves once reviewed', async ({
  page,
}, testInfo) => {
  const digits = String(Date.now()).slice(-8);
  const name = `Cliente Versión ${testInfo.project.name} ${digits}`;
  const order = await placeOrder(page, { name, phone: `11 ${digits}` });

  await signInAsAdmin(page);
  await page.goto('/admin/pedidos');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`#${order.id}`);
  await page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Ver detalles del pedido #${order.id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
  await dialog.getByRole('button', { name: 'Editar líneas' }).click();
  const editor = dialog.getByRole('form', { name: 'Editar líneas' });
  const boxes = editor.getByRole('textbox', { name: `Cajas de ${order.product.name}` });
  await boxes.fill('');
  await boxes.pressSequentially('25');

  // Meanwhile a colleague saves another quantity from the same version.
  const other = await page.request.put(`/api/admin/orders/${order.id}/lines`, {
    data: {
      version: 1,
      items: [{ productId: order.product.id, quantity: 30, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(other.status()).toBe(200);

  await editor.getByRole('button', { name: 'Guardar líneas' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'El pedido cambió mientras lo editabas; revisá los cambios',
  );
  await expect(boxes).toHaveValue('25');
  await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText('40 → 30 cajas');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`stale-edit-${testInfo.project.name}.png`) });

  // Reviewed: saving again is made from the order as it is now.
  await editor.getByRole('button', { name: 'Guardar líneas' }).click();
  await expect(editor).toBeHidden();
  await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText('30 → 25 cajas');
});

test('staff take an order by phone without e-mail: Envío priced by zone, a special price typed es-AR, prices live', async ({
  page,
}, testInfo) => {
  const digits = String(Date.now()).slice(-8);
  const name = `Cliente Teléfono ${testInfo.project.name} ${digits}`;
  const partido = `Pilar ${testInfo.project.name} ${digits}`;
  const product = await orderableProduct(page.request, 12, {
    where: (p) => p.saleUnit === 'caja',
  });

  await signInAsAdmin(page);
  const zone = await page.request.post('/api/admin/delivery-zones', {
    data: { kind: 'partido', value: partido, price: 8500 },
  });
  expect(zone.status()).toBe(201);
  await page.goto('/admin/pedidos');
  await page.getByRole('button', { name: 'Nuevo pedido telefónico' }).click();
  const form = page.getByRole('form', { name: 'Nuevo pedido telefónico' });
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(name);
  await form.getByRole('textbox', { name: 'Teléfono' }).fill(`11 ${digits}`);
  await expect(form).toContainText('Sin email no se le envía nada.');
  await form.getByRole('radio', { name: 'Envío a domicilio' }).check();
  await form.getByRole('textbox', { name: 'Dirección de entrega' }).fill('Ruta 192 km 30');
  await form.getByRole('textbox', { name: 'Partido o localidad' }).fill(partido);
  await form.getByRole('textbox', { name: 'Buscar producto para agregar' }).fill(product.name);
  await form.getByRole('button', { name: `Agregar ${product.name}` }).click();
  const boxes = form.getByRole('textbox', { name: `Cajas de ${product.name}` });
  await boxes.fill('');
  await boxes.pressSequentially('12');
  await form.getByRole('button', { name: `Cambiar precio de ${product.name}` }).click();
  const pricing = form.getByRole('group', { name: `Precio de ${product.name}` });
  await pricing.getByRole('radio', { name: 'Precio especial' }).check();
  await pricing
    .getByRole('textbox', { name: 'Precio especial por caja' })
    .pressSequentially('12.500,50');
  await pricing.getByRole('textbox', { name: 'Motivo' }).fill('Precio de obra');
  const subtotal = form.getByLabel(`Subtotal de ${product.name}`);
  await expect(subtotal).toHaveText('$ 150.006');
  const total = form.getByRole('status', { name: 'Total del pedido' });
  await expect(total).toContainText('$ 8.500');
  await expect(total).toContainText('Total: $ 158.506');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`phone-order-${testInfo.project.name}.png`) });
  await page.getByRole('button', { name: 'Crear pedido' }).click();

  const dialog = page.getByRole('dialog', { name: /^Detalles del Pedido #\d+$/ });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('12 cajas');
  await expect(dialog).toContainText('$ 158.506');
  await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText(
    `Pedido tomado por teléfono por Administrador. ${product.name}: precio`,
  );
  await expect(dialog.getByRole('list', { name: 'Notas internas' })).toContainText(
    '→ $ 12.500,50 (precio especial, motivo: Precio de obra).',
  );
  await expect(dialog).toContainText('Presupuesto válido hasta');
  await page.screenshot({
    path: testInfo.outputPath(`phone-order-detail-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('a phone order points out a number that is no Argentine line and still takes it', async ({
  page,
}, testInfo) => {
  const name = `Cliente Revisar ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;
  const product = await orderableProduct(page.request, 2, {
    where: (p) => p.saleUnit === 'caja',
  });
  await signInAsAdmin(page);
  await page.goto('/admin/pedidos');
  await page.getByRole('button', { name: 'Nuevo pedido telefónico' }).click();
  const form = page.getByRole('form', { name: 'Nuevo pedido telefónico' });
  await form.getByRole('textbox', { name: 'Nombre completo' }).pressSequentially(name);
  const phone = form.getByRole('textbox', { name: 'Teléfono' });
  const warning = form.getByText(/^Revisá el número\. /);

  // Fewer than 8 digits: refused with the checkout's message.
  await phone.pressSequentially('1234 567');
  await page.getByRole('button', { name: 'Crear pedido' }).click();
  await expect(
    form.getByText('Teléfono inválido (mínimo 8 números)', { exact: true }),
  ).toBeVisible();
  await expect(warning).toHaveCount(0);

  await expectPhoneWarnedOnlyIfNotArgentine(phone, warning);
  await page.screenshot({
    path: testInfo.outputPath(`phone-order-warning-${testInfo.project.name}.png`),
  });
  await form.getByRole('textbox', { name: 'Buscar producto para agregar' }).fill(product.name);
  await form.getByRole('button', { name: `Agregar ${product.name}` }).click();
  const boxes = form.getByRole('textbox', { name: `Cajas de ${product.name}` });
  await boxes.fill('');
  await boxes.pressSequentially('2');
  await page.getByRole('button', { name: 'Crear pedido' }).click();

  const dialog = page.getByRole('dialog', { name: /^Detalles del Pedido #\d+$/ });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('1234 5678');
});
