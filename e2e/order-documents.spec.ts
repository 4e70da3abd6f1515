import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import type { CustomerOrder } from '#shared/customer-order';
import { formatMoney } from '#shared/format';
import { orderLineQuantityText } from '#shared/order-line-text';
import { paymentDayText } from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import { pdfText } from '#test/pdf-text';
import { AxeSweep } from './axe';
import {
  E2E_ADMIN,
  E2E_DATA_DIR,
  failOnConsoleError,
  isPhone,
  orderableProduct,
  signInAsAdmin,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** An order of its own, placed through the shop's API: three boxes of a demo product. */
async function placeOrder(page: Page, name: string, email: string) {
  const product = await orderableProduct(page.request, 3);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: { name, email, phone: '11 5555-0192', address: 'Ruta 192 km 30', comments: '' },
      items: [{ productId: product.id, quantity: 3, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status()).toBe(201);
  return { ...((await placed.json()) as { id: number; totalAmount: number }), product };
}

/**
 * An order of three lines, the first a product on offer, in quantities whose figures run long
 * ("$ 422.695"): what the customer's page has to lay out on a phone. Returns it as its page has it.
 */
async function placeThreeLineOrder(page: Page, name: string, email: string) {
  const onSale = await orderableProduct(page.request, 13, { query: '?onSale=true' });
  const second = await orderableProduct(page.request, 9, { where: (p) => p.id !== onSale.id });
  const third = await orderableProduct(page.request, 4, {
    where: (p) => p.id !== onSale.id && p.id !== second.id,
  });
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: { name, email, phone: '11 5555-0192', address: 'Ruta 192 km 30', comments: '' },
      items: [
        { productId: onSale.id, quantity: 13, squareMeters: 0, includeWaste: false },
        { productId: second.id, quantity: 9, squareMeters: 0, includeWaste: false },
        { productId: third.id, quantity: 4, squareMeters: 0, includeWaste: false },
      ],
    },
  });
  expect(placed.status()).toBe(201);
  const link = await orderLinkFor(email);
  const order = (await (
    await page.request.get(`/api/orders/by-token/${link.replace('/pedido/', '')}`)
  ).json()) as CustomerOrder;
  return { order, link };
}

/** The element is drawn whole inside the screen's width: nothing cut off, nothing to scroll to. */
async function expectWithinScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, await element.innerText()).toBe(true);
}

/** Records a payment as staff through the API (the screen for it has its own journey). */
async function recordPayment(page: Page, orderId: number, amount: number) {
  const response = await page.request.post(`/api/admin/orders/${orderId}/payments`, {
    data: { amount, date: shopToday(), method: 'transferencia' },
  });
  expect(response.status()).toBe(201);
}

/** The customer's order link, from the confirmation in the outbox. */
async function orderLinkFor(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link = '';
  await expect
    .poll(
      async () => {
        for (const file of await readdir(outbox).catch(() => [] as string[])) {
          const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
          if (!text.includes(`To: ${email}`)) continue;
          link = /https?:\/\/[^\s"<]+(\/pedido\/[\w-]+)/.exec(text)?.[1] ?? '';
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function pdfAt(page: Page, href: string | null): Promise<string> {
  if (!href) throw new Error('no PDF link');
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfText(await response.body());
}

test("staff export the filtered orders as XLSX and CSV and open an order's presupuesto and remito", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const name = `Cliente Papeles ${stamp}`;
  const order = await placeOrder(page, name, `papeles.${stamp}@example.com`);
  await signInAsAdmin(page);
  await recordPayment(page, order.id, 10_000);

  await page.goto('/admin/pedidos');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`#${order.id}`);
  const table = page.getByRole('table', { name: 'Pedidos' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  // Every action of the row is on screen, and nothing scrolls sideways (a phone too).
  await expectNoSidewaysScroll(page);
  const viewport = page.viewportSize()?.width ?? 0;
  for (const action of [
    'Ver detalles del pedido',
    'Cambiar estado del pedido',
    'Pagos del pedido',
    'Eliminar pedido',
  ]) {
    const box = await row.getByRole('button', { name: `${action} #${order.id}` }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport).toBe(true);
  }
  await page.screenshot({ path: testInfo.outputPath('orders-list.png'), fullPage: true });

  const exportAs = async (item: string) => {
    await page.getByRole('button', { name: 'Exportar' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    if (item.startsWith('Excel (XLSX), una fila por línea'))
      await page.screenshot({ path: testInfo.outputPath('export-menu.png') });
    const downloading = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: item }).click();
    const download = await downloading;
    return { name: download.suggestedFilename(), body: await readFile(await download.path()) };
  };

  const xlsx = await exportAs('Excel (XLSX), una fila por línea');
  expect(xlsx.name).toMatch(/^pedidos-.*-por-linea\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Pedidos');
  if (!sheet) throw new Error('no Pedidos sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(sheet.rowCount).toBe(2);
  const cell = (column: string) => sheet.getRow(2).getCell(header.indexOf(column) + 1).value;
  expect(cell('Pedido')).toBe(order.id);
  expect(cell('Cliente')).toBe(name);
  expect(cell('Producto')).toBe(order.product.name);
  expect(cell('Cantidad')).toBe(3);
  expect(cell('Total')).toBe(order.totalAmount);
  expect(cell('Pagado')).toBe(10_000);

  const csv = await exportAs('CSV, una fila por pedido');
  expect(csv.name).toMatch(/^pedidos-[\d-]+\.csv$/);
  const lines = csv.body.toString('utf8').split('\r\n');
  expect(lines[0]?.startsWith('\uFEFFPedido;Fecha;Estado;Cliente')).toBe(true);
  expect(lines[1]?.startsWith(`${order.id};`)).toBe(true);
  expect(lines[1]).toContain(name);

  await row.getByRole('button', { name: `Ver detalles del pedido #${order.id}` }).click();
  const details = page.getByRole('dialog', { name: `Detalles del Pedido #${order.id}` });
  await expect(details).toContainText(name);
  await page.screenshot({ path: testInfo.outputPath('order-details.png') });
  const quote = await pdfAt(
    page,
    await details.getByRole('link', { name: 'Presupuesto (PDF)' }).getAttribute('href'),
  );
  expect(quote).toContain('PRESUPUESTO');
  expect(quote).toContain(`Pedido N.º ${order.id}`);
  expect(quote).toContain(name);
  expect(quote).toContain('3 cajas');
  expect(quote).toContain(formatMoney(order.totalAmount));
  expect(quote).toContain('Válido hasta:');
  const remito = await pdfAt(
    page,
    await details.getByRole('link', { name: 'Remito (PDF)' }).getAttribute('href'),
  );
  expect(remito).toContain('REMITO');
  expect(remito).toContain('Firma y aclaración');
  expect(remito).toContain(formatMoney(order.totalAmount - 10_000));
});

test("the customer's order page shows every line whole, lists the payments and balance and links the presupuesto", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `pagos.${stamp}@example.com`;
  const { order, link } = await placeThreeLineOrder(page, `Cliente Pagos ${stamp}`, email);
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  await recordPayment(page, order.id, 12_000.5);
  await page.request.post('/api/auth/logout');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Pedido #${order.id}` })).toBeVisible();
  const total = formatMoney(order.totalAmount);
  if (isPhone(page)) {
    // A phone: each line a card of its own, no table to scroll sideways; every figure whole.
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [index, line] of order.products.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(line.productName);
      await expect(card).toContainText(orderLineQuantityText(line));
      await expectWithinScreen(page, card);
      await expectWithinScreen(page, card.getByText(formatMoney(line.lineTotal), { exact: true }));
    }
    await expect(cards.first()).toContainText('% de descuento');
    const totalText = page
      .getByRole('term')
      .filter({ hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(totalText).toHaveText(total);
    await expectWithinScreen(page, totalText);
  } else {
    // A wider screen keeps the table: a row a line, then the delivery and the total.
    await expect(page.getByRole('list', { name: 'Productos del pedido' })).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Productos del pedido' });
    for (const line of order.products)
      await expect(table.getByRole('row').filter({ hasText: line.productName })).toContainText(
        formatMoney(line.lineTotal),
      );
    const onSale = order.products[0]?.productName ?? '';
    await expect(table.getByRole('row').filter({ hasText: onSale })).toContainText(
      '% de descuento',
    );
    await expect(table.getByRole('row').filter({ hasText: /^Total/ })).toHaveText(`Total${total}`);
  }
  // Each product's name opens its page.
  for (const line of order.products)
    await expect(page.getByRole('link', { name: line.productName, exact: true })).toHaveAttribute(
      'href',
      `/producto/${line.productId ?? ''}`,
    );
  const payments = page.getByRole('region', { name: 'Pagos' });
  await expect(payments.getByRole('listitem')).toHaveText([
    `${paymentDayText(shopToday())} · Transferencia${formatMoney(12_000.5)}`,
  ]);
  await expect(payments).toContainText(`Saldo${formatMoney(order.totalAmount - 12_000.5)}`);
  await expect(page.getByText('Seña')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('customer-order.png'), fullPage: true });
  const sweep = new AxeSweep(testInfo);
  await sweep.check(page, 'customer order');
  expect(sweep.count, sweep.report()).toBe(0);

  const quote = await pdfAt(
    page,
    await page.getByRole('link', { name: 'Descargar presupuesto (PDF)' }).getAttribute('href'),
  );
  expect(quote).toContain(`Pedido N.º ${order.id}`);
  expect(quote).toContain(paymentDayText(shopToday()));
  expect(quote).toContain(formatMoney(order.totalAmount - 12_000.5));
});

test('staff price delivery zones typing es-AR amounts, edit and delete them', async ({
  page,
}, testInfo) => {
  const partido = `Zona ${testInfo.project.name} ${Date.now()}`;
  await signInAsAdmin(page);
  if (isPhone(page))
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  await page
    .getByRole('navigation', { name: 'Administración' })
    .last()
    .getByRole('link', { name: 'Zonas de envío' })
    .click();
  await expect(page).toHaveURL(/\/admin\/zonas-de-envio$/);
  await expect(page.getByRole('heading', { name: 'Zonas de envío' })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva zona' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nueva zona de envío' });
  await dialog.getByRole('textbox', { name: 'Partido' }).fill(partido);
  const price = dialog.getByRole('textbox', { name: 'Precio del envío ($)' });
  await price.pressSequentially('15.000,50');
  await page.screenshot({ path: testInfo.outputPath('zone-dialog.png') });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: partido });
  await expect(row).toContainText(formatMoney(15_000.5));

  // The same partido again is refused in Spanish, under the field.
  await page.getByRole('button', { name: 'Nueva zona' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva zona de envío' });
  await dialog.getByRole('textbox', { name: 'Partido' }).fill(partido.toUpperCase());
  await dialog.getByRole('textbox', { name: 'Precio del envío ($)' }).pressSequentially('1.000');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toContainText('Ya hay una zona con ese partido o código postal.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // A código postal with a price that is not a number stays in the dialog with the reason.
  await page.getByRole('button', { name: 'Nueva zona' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva zona de envío' });
  await dialog.getByRole('combobox', { name: 'Tipo de zona' }).click();
  await page.getByRole('option', { name: 'Código postal' }).click();
  await dialog.getByRole('textbox', { name: 'Código postal' }).fill('16');
  await dialog.getByRole('textbox', { name: 'Precio del envío ($)' }).pressSequentially('9.500');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toContainText('Código postal inválido');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: `Editar Partido ${partido}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar zona de envío' });
  const editPrice = dialog.getByRole('textbox', { name: 'Precio del envío ($)' });
  await expect(editPrice).toHaveValue('15.000,50');
  await editPrice.clear();
  await editPrice.pressSequentially('9.500');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(formatMoney(9_500));
  const publicZones = (await (await page.request.get('/api/delivery-zones')).json()) as {
    zones: { value: string; price: number }[];
  };
  expect(publicZones.zones.find((z) => z.value === partido)?.price).toBe(9_500);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('zones.png'), fullPage: true });
  const sweep = new AxeSweep(testInfo);
  await sweep.check(page, 'delivery zones');

  await row.getByRole('button', { name: `Eliminar Partido ${partido}` }).click();
  const confirm = page.getByRole('dialog', { name: `Eliminar Partido ${partido}` });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(row).toHaveCount(0);
  expect(sweep.count, sweep.report()).toBe(0);
});
