import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { shopToday } from '#shared/shop-clock';
import type { LineLot, ProductStock } from '#shared/stock/contract';
import {
  E2E_DATA_DIR,
  failOnConsoleError,
  flooringTileOf,
  runSuffix,
  signInAsAdmin,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/shots-stock-admin/${name}-${project}.png`, fullPage: true });

/**
 * The stock back office: the owner opens a product's stock, adjusts a lot (a rotura, then an
 * inventory count typed the es-AR way), sells it "a pedido", moves an order's line to the other
 * lot, and sees the lots from the product's own dialog.
 */
test('the owner adjusts a lot, sets "a pedido", moves an order line to another lot and sees the lots in Productos', async ({
  page,
}, testInfo) => {
  const device = testInfo.project.name;
  await signInAsAdmin(page);
  const suffix = runSuffix(device);
  const name = `Porcelanato Stock ${suffix}`;
  const code = `SA-${suffix.replace(' ', '-')}`;
  const created = await page.request.post('/api/admin/products', {
    data: { ...(await flooringTileOf(page, 'Cerro Negro')), name, code, price: 21000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: string }).id;
  for (const [lot, tono, quantity] of [
    ['A1', 'T1', 50],
    ['B2', 'T2', 40],
  ] as const) {
    const ingreso = await page.request.post(`/api/admin/stock/products/${productId}/ingresos`, {
      data: { code: lot, tono, calibre: '9', receivedOn: shopToday(), note: null, quantity },
    });
    expect(ingreso.status(), await ingreso.text()).toBe(201);
  }

  // The Stock screen opened on the product (?search), then its detail.
  await page.goto(`/admin/stock?${new URLSearchParams({ search: name })}`);
  await expect(page.getByLabel('Buscar por nombre o código')).toHaveValue(name);
  await page.getByRole('button', { name: `Detalle de stock de ${name}` }).click();
  const detail = page.getByRole('dialog', { name: `Stock de ${name}` });
  const lots = detail.getByRole('list', { name: 'Lotes' });
  await expect(lots.getByRole('listitem')).toHaveCount(2);
  await expect(detail).toContainText('90 en depósito · 0 reservado · 90 disponible');
  await shot(page, 'detail', device);

  // A rotura of 3 boxes, typed with its sign.
  await detail.getByRole('button', { name: 'Ajustar Lote A1 · tono T1 · calibre 9' }).click();
  const adjust = page.getByRole('dialog', { name: 'Ajustar stock' });
  await adjust.getByRole('textbox', { name: 'Cantidad' }).pressSequentially('-3');
  await expect(adjust).toContainText('En depósito: 50 → 47');
  await shot(page, 'adjust', device);
  await adjust.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(adjust).toBeHidden();
  await expect(
    detail.getByText('Ajuste registrado en Lote A1 · tono T1 · calibre 9: -3.'),
  ).toBeVisible();
  const movements = detail.getByRole('table', { name: 'Movimientos de stock' });
  const rotura = movements.getByRole('row').filter({ hasText: 'Rotura' });
  await expect(rotura).toContainText('Ajuste');
  await expect(rotura).toContainText('-3');

  // An inventory count finds 1.038 more boxes (es-AR thousands, key by key).
  await detail.getByRole('button', { name: 'Ajustar Lote A1 · tono T1 · calibre 9' }).click();
  await adjust.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Inventario' }).click();
  await adjust.getByRole('textbox', { name: 'Cantidad' }).pressSequentially('1.038');
  await adjust.getByRole('textbox', { name: 'Detalle (opcional)' }).fill('conteo de fin de mes');
  await adjust.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(adjust).toBeHidden();
  const count = movements.getByRole('row').filter({ hasText: 'Inventario: conteo de fin de mes' });
  await expect(count).toContainText('+1.038');
  await expect(lots.getByRole('listitem').filter({ hasText: 'Lote A1' })).toContainText('1.085');

  // Taking away more than the lot holds: the server's Spanish refusal, as it is.
  await detail.getByRole('button', { name: 'Ajustar Lote B2 · tono T2 · calibre 9' }).click();
  await adjust.getByRole('textbox', { name: 'Cantidad' }).pressSequentially('-41');
  await adjust.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(adjust.getByRole('alert')).toContainText('El ajuste deja menos de lo reservado');
  await adjust.getByRole('button', { name: 'Cancelar' }).click();

  // Only the lot's movements.
  await detail.getByRole('combobox', { name: 'Lote' }).click();
  await page.getByRole('option', { name: 'Lote B2 · tono T2 · calibre 9' }).click();
  await expect(movements.getByRole('row')).toHaveCount(2);
  await expect(movements).toContainText('Ingreso de mercadería');
  await shot(page, 'movements', device);

  // Sold "a pedido" with 15 days.
  const settings = detail.getByRole('form', { name: 'Configuración de stock' });
  await settings.getByLabel('Vender sin stock (a pedido)').check();
  await settings.getByRole('textbox', { name: 'Demora a pedido (días)' }).pressSequentially('15');
  await settings.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(settings.getByText('Configuración de stock guardada.')).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/admin/stock/products/${productId}`)
  ).json()) as ProductStock;
  expect(saved.backorderDays).toBe(15);
  await shot(page, 'settings', device);
  await detail.getByRole('button', { name: 'Cerrar' }).last().click();

  // An order reserves one lot; the order detail moves its line to the other.
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        name: 'Marta Lote',
        email: 'marta.lote@example.com',
        phone: '11 5555-0281',
        address: 'Calle 28',
        comments: '',
        deliveryMethod: 'pickup',
      },
      items: [{ productId, quantity: 10, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;
  const before = (await (
    await page.request.get(`/api/admin/stock/orders/${orderId}/lots`)
  ).json()) as { items: LineLot[] };
  const from = before.items[0]?.lot?.code;
  const to = from === 'A1' ? 'B2' : 'A1';

  await page.goto(`/admin/pedidos?q=${orderId}`);
  await page.getByRole('button', { name: `Ver detalles del pedido #${orderId}` }).click();
  const order = page.getByRole('dialog', { name: `Detalles del Pedido #${orderId}` });
  const orderLots = order.getByRole('region', { name: 'Lotes' });
  await expect(orderLots).toContainText(`Lote ${from}`);
  await orderLots.getByRole('button', { name: `Cambiar lote de ${name}` }).click();
  const move = page.getByRole('dialog', { name: 'Cambiar lote' });
  await move.getByRole('radio', { name: new RegExp(`^Lote ${to} `) }).check();
  await shot(page, 'move-lot', device);
  await move.getByRole('button', { name: 'Cambiar lote' }).click();
  await expect(move).toBeHidden();
  await expect(orderLots.getByRole('listitem')).toContainText(`Lote ${to}`);
  await expect(orderLots.getByRole('listitem')).toContainText('(reservado)');
  await shot(page, 'order-lots', device);
  await order.getByRole('button', { name: 'Cerrar' }).last().click();

  // The product's dialog lists its lots, and links to Stock.
  await page.goto('/admin/productos');
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(name);
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Producto' });
  const productLots = edit.getByRole('list', { name: 'Lotes del producto' });
  await expect(productLots.getByRole('listitem')).toHaveCount(2);
  await expect(productLots).toContainText('A1 · tono T1 · calibre 9');
  await edit.getByRole('link', { name: 'Ver en Stock' }).scrollIntoViewIfNeeded();
  await shot(page, 'product-lots', device);
  await edit.getByRole('link', { name: 'Ver en Stock' }).click();
  await expect(page).toHaveURL(/\/admin\/stock\?search=/);
  await expect(page.getByLabel('Buscar por nombre o código')).toHaveValue(code);
  await expect(page.getByRole('button', { name: `Detalle de stock de ${name}` })).toBeVisible();
  await shot(page, 'stock', device);
});

test('an "a pedido" line is still reduced from the order after selling without stock is turned off', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const name = `Venecita A Pedido ${runSuffix(testInfo.project.name)}`;
  const created = await page.request.post('/api/admin/products', {
    data: { ...(await flooringTileOf(page, 'Cerro Negro')), name, price: 9000, hasShipping: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: string }).id;
  const settings = (backorderDays: number | null) =>
    page.request.put(`/api/admin/stock/products/${productId}/settings`, {
      data: { trackStock: true, backorderDays, lowStockThreshold: null },
    });
  expect((await settings(10)).status()).toBe(200);
  const placed = await page.request.post('/api/orders', {
    data: {
      idempotencyKey: randomUUID(),
      customer: {
        name: `Cliente ${name}`,
        email: `apedido.${Date.now()}@example.com`,
        phone: '11 4444-9999',
        address: 'Ruta 192 km 30',
        comments: '',
        deliveryMethod: 'pickup',
      },
      items: [{ productId, quantity: 12, squareMeters: 0, includeWaste: false }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;
  // The product stops selling without stock.
  expect((await settings(null)).status()).toBe(200);

  await page.goto(`/admin/pedidos?${new URLSearchParams({ q: `#${orderId}` })}`);
  await page.getByRole('button', { name: `Pagos del pedido #${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Detalles del Pedido #${orderId}` });
  await dialog.getByRole('button', { name: 'Editar líneas' }).click();
  const editor = dialog.getByRole('form', { name: 'Editar líneas' });
  const boxes = editor.getByRole('textbox', { name: `Cajas de ${name}` });
  await boxes.fill('');
  await boxes.pressSequentially('8');
  await editor.getByRole('button', { name: 'Guardar líneas' }).click();
  await expect(editor).toBeHidden();
  await expect(
    dialog.getByRole(testInfo.project.name.startsWith('phone') ? 'list' : 'table', {
      name: 'Productos del pedido',
    }),
  ).toContainText('8 cajas');
  await shot(page, 'backorder-reduced', testInfo.project.name);
});

/** The outbox's e-mails (as written, soft line breaks joined) that mention `text`. */
async function mailsMentioning(text: string): Promise<string[]> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) =>
      (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, ''),
    ),
  );
  return mails.filter((mail) => mail.includes(text));
}

test('an ajuste that takes a product under its threshold e-mails the shop at once, once', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const name = `Porcelanato Umbral ${runSuffix(testInfo.project.name)}`;
  const created = await page.request.post('/api/admin/products', {
    data: { ...(await flooringTileOf(page, 'Cerro Negro')), name, price: 9000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: string }).id;
  const settings = await page.request.put(`/api/admin/stock/products/${productId}/settings`, {
    data: { trackStock: true, backorderDays: null, lowStockThreshold: 5 },
  });
  expect(settings.status()).toBe(200);
  const ingreso = await page.request.post(`/api/admin/stock/products/${productId}/ingresos`, {
    data: {
      code: 'U1',
      tono: 'T1',
      calibre: '9',
      receivedOn: shopToday(),
      note: null,
      quantity: 10,
    },
  });
  expect(ingreso.status(), await ingreso.text()).toBe(201);

  await page.goto(`/admin/stock?${new URLSearchParams({ search: name })}`);
  await page.getByRole('button', { name: `Detalle de stock de ${name}` }).click();
  const detail = page.getByRole('dialog', { name: `Stock de ${name}` });
  const adjust = page.getByRole('dialog', { name: 'Ajustar stock' });
  const lot = 'Ajustar Lote U1 · tono T1 · calibre 9';
  // 10 → 4: under the threshold of 5.
  await detail.getByRole('button', { name: lot }).click();
  await adjust.getByRole('textbox', { name: 'Cantidad' }).pressSequentially('-6');
  await adjust.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(adjust).toBeHidden();
  await expect
    .poll(() => mailsMentioning(`${name}: quedan 4 cajas`), { timeout: 20_000 })
    .toHaveLength(1);
  const [mail] = await mailsMentioning(name);
  expect(mail).toContain('Stock bajo: 1 producto');

  // 4 → 3: already low, no second e-mail.
  await detail.getByRole('button', { name: lot }).click();
  await adjust.getByRole('textbox', { name: 'Cantidad' }).pressSequentially('-1');
  await adjust.getByRole('button', { name: 'Registrar ajuste' }).click();
  await expect(adjust).toBeHidden();
  await expect(detail).toContainText('3 disponible');
  await page.waitForTimeout(3000);
  expect(await mailsMentioning(name)).toHaveLength(1);
  await shot(page, 'low-stock-crossed', testInfo.project.name);
});
