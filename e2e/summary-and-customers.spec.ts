import { randomUUID } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';
import { formatMoney } from '#shared/format';
import { orderAdjustmentRows, placedOrderAdjustments, priceOrder } from '#shared/order-adjustments';
import { shopToday } from '#shared/shop-clock';
import { effectivePrice, roundMoney } from '#shared/pricing';
import {
  E2E_ADMIN,
  failOnConsoleError,
  openAdminPage,
  orderableProduct,
  signInAsAdmin,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** An order placed through the shop's API by a customer of this run. */
async function placeOrder(page: Page, customer: { name: string; email: string; phone: string }) {
  const product = await orderableProduct(page.request, 3);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: { ...customer, address: 'Ruta 192 km 30', comments: '', deliveryMethod: 'pickup' },
      items: [{ productId: product.id, quantity: 3, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { id: number; totalAmount: number };
}

test('the owner signs in to the Resumen, follows today to its orders, and keeps a note and a profesional discount on a customer', async ({
  page,
}, testInfo) => {
  const digits = String(Date.now()).slice(-8);
  const name = `Cliente Resumen ${testInfo.project.name} ${digits}`;
  const email = `resumen.${digits}.${testInfo.project.name}@example.com`;
  const order = await placeOrder(page, {
    name,
    email,
    phone: `11 ${digits.slice(0, 4)}-${digits.slice(4)}`,
  });
  const second = await placeOrder(page, { name, email, phone: '11 4444-0000' });

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  // The admin opens on Productos; Resumen is one click away in the menu.
  await expect(page).toHaveURL(/\/admin\/productos$/);
  await openAdminPage(page, 'Resumen', /\/admin\/resumen$/);
  await expect(page.getByRole('heading', { name: 'Resumen', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hoy, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ventas por período' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ventas por categoría' })).toBeVisible();
  // Nothing on the page scrolls sideways, on a phone either.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Today's orders: the figure opens the orders list with today's range, cancelled left out.
  await page
    .getByRole('link', { name: /^Pedidos \d+$/ })
    .first()
    .click();
  const today = shopToday();
  await expect(page).toHaveURL(
    new RegExp(`/admin/pedidos\\?status=active&from=${today}&to=${today}$`),
  );
  await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveText(
    'Todos menos cancelados',
  );
  await expect(
    page.getByRole('table', { name: 'Pedidos' }).getByRole('row').filter({ hasText: name }),
  ).toHaveCount(2);

  await openAdminPage(page, 'Clientes', /\/admin\/clientes$/);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(email);
  const row = page
    .getByRole('table', { name: 'Clientes' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText(formatMoney(order.totalAmount + second.totalAmount));
  await row.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: `Cliente: ${name}` });
  await expect(dialog.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/54911\d{8}\?text=%C2%A1Hola%20Cliente!/,
  );
  await expect(
    dialog.getByRole('table', { name: 'Pedidos del cliente' }).getByRole('row'),
  ).toHaveCount(3);
  await dialog.getByLabel('Notas internas').fill('Colocador: avisar antes de entregar');
  await dialog.getByLabel('Profesional (colocador, constructor)').check();
  const discount = dialog.getByRole('textbox', { name: 'Descuento %' });
  await discount.pressSequentially('12,5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cliente guardado' })).toBeVisible();
  await expect(row.getByText('Profesional 12,50 %')).toBeVisible();

  await row.getByRole('button', { name }).click();
  await expect(dialog.getByLabel('Notas internas')).toHaveValue(
    'Colocador: avisar antes de entregar',
  );
  await expect(dialog.getByRole('textbox', { name: 'Descuento %' })).toHaveValue('12,50');
});

test('staff take a phone order for a profesional customer: the discount is offered, priced live and kept on the order', async ({
  page,
}, testInfo) => {
  const digits = String(Date.now()).slice(-8);
  const name = `Colocador ${testInfo.project.name} ${digits}`;
  const email = `colocador.${digits}.${testInfo.project.name}@example.com`;
  await placeOrder(page, { name, email, phone: `11 ${digits}` });
  const product = await orderableProduct(page.request, 10, {
    where: (p) => p.saleUnit === 'caja',
  });
  // What the server will charge: 10 boxes, less 15,5 %, picked up at the shop.
  const products = roundMoney(effectivePrice(product.price, product.discountPercentage) * 10);
  const { adjustments, total } = priceOrder(
    products,
    0,
    placedOrderAdjustments({ professional: 15.5, transfer: null }),
  );
  const [row] = orderAdjustmentRows(adjustments);

  await signInAsAdmin(page);
  await openAdminPage(page, 'Clientes', /\/admin\/clientes$/);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(email);
  await page
    .getByRole('table', { name: 'Clientes' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name })
    .click();
  const customer = page.getByRole('dialog', { name: `Cliente: ${name}` });
  await customer.getByLabel('Profesional (colocador, constructor)').check();
  await customer.getByRole('textbox', { name: 'Descuento %' }).pressSequentially('15,5');
  await customer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cliente guardado' })).toBeVisible();

  await page.goto('/admin/pedidos');
  await page.getByRole('button', { name: 'Nuevo pedido telefónico' }).click();
  const form = page.getByRole('form', { name: 'Nuevo pedido telefónico' });
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(name);
  await form.getByRole('textbox', { name: 'Teléfono' }).fill(`11 ${digits}`);
  await form.getByRole('textbox', { name: 'Email (opcional)' }).pressSequentially(email);
  await expect(form).toContainText('Cliente profesional: 15,50 % de descuento');
  const apply = form.getByRole('checkbox', { name: 'Aplicar descuento profesional' });
  await expect(apply).toBeChecked();
  await form.getByRole('textbox', { name: 'Buscar producto para agregar' }).fill(product.name);
  await form.getByRole('button', { name: `Agregar ${product.name}` }).click();
  const boxes = form.getByRole('textbox', { name: `Cajas de ${product.name}` });
  await boxes.fill('');
  await boxes.pressSequentially('10');
  const summary = form.getByRole('status', { name: 'Total del pedido' });
  await expect(summary).toContainText(`${row?.label}: ${row?.text}`);
  await expect(summary).toContainText(`Total: ${formatMoney(total)}`);
  // Unticked, nothing comes off; ticked again for the order.
  await apply.uncheck();
  await expect(summary).not.toContainText('Descuento profesional');
  await expect(summary).toContainText(`Total: ${formatMoney(products)}`);
  await apply.check();
  await expect(summary).toContainText(`Total: ${formatMoney(total)}`);
  await page.getByRole('button', { name: 'Crear pedido' }).click();

  const detail = page.getByRole('dialog', { name: /^Detalles del Pedido #\d+$/ });
  await expect(detail).toContainText(name);
  await expect(detail).toContainText(row?.label ?? 'Descuento profesional');
  await expect(detail).toContainText(row?.text ?? '-$');
  await expect(detail).toContainText(formatMoney(total));
});
