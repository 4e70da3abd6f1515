import { type Locator, type Page, expect, test } from '@playwright/test';
import { CART_STORAGE_KEY, type CartItem } from '#shared/cart';
import type { ProductListResponse } from '#shared/catalog-query';
import { shopToday } from '#shared/shop-clock';
import { AxeSweep } from './axe';
import { E2E_ADMIN, failOnConsoleError, isPhone, openPanel, waitForHydration } from './helpers';

/**
 * WCAG 2.2 AA as axe-core checks it, on every screen of the shop, on both sizes, signed out and
 * signed in, with each screen's dialogs and drawers open: a serious or critical violation fails
 * the test, naming screen, rule and element. Nothing here changes data the other journeys count;
 * the orders screen gets one order of its own.
 */

let sweep: AxeSweep;
test.beforeEach(({ page }) => {
  failOnConsoleError(page);
  sweep = new AxeSweep(test.info());
});
test.afterEach(() => {
  expect(sweep.count, `axe found serious or critical violations:\n${sweep.report()}`).toBe(0);
});

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/**
 * Opens a dialog or drawer with its button, checks it, and closes it with Escape (or, for the
 * product dialog, which keeps a half-filled form from an accidental key, its 'Cancelar').
 */
async function withDialog(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  screen: string,
  inside?: (dialog: Locator) => Promise<void>,
  close: 'Escape' | 'Cancelar' = 'Escape',
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await inside?.(dialog);
  await sweep.check(page, screen);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: close }).click();
  await expect(dialog).toBeHidden();
}

/** The top bar's search open (a phone's over the bar), its suggestions showing. */
async function withHeaderSuggestions(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Buscar productos' }).click();
  const field = page.getByRole('combobox', { name: 'Buscar en la tienda' });
  await field.fill('cedro');
  await expect(
    page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option').first(),
  ).toBeVisible();
  await sweep.check(page, '/ búsqueda del encabezado');
  await field.press('Escape');
  await field.fill('');
  if (isPhone(page)) await page.getByRole('button', { name: 'Cerrar búsqueda' }).click();
}

async function firstFloorTile(page: Page) {
  const list = (await (
    await page.request.get('/api/products?search=carrara')
  ).json()) as ProductListResponse;
  const product = list.items[0];
  if (!product) throw new Error('the demo catalogue has a Carrara porcelain');
  return product;
}

test('storefront screens, signed out', async ({ page }) => {
  await open(page, '/', /.+/);
  await sweep.check(page, '/');
  if (isPhone(page))
    await withDialog(page, page.getByRole('button', { name: 'Abrir menú' }), 'Menú', '/ menú');
  await withHeaderSuggestions(page);

  await open(page, '/productos', 'Productos');
  await sweep.check(page, '/productos');
  if (isPhone(page))
    await withDialog(
      page,
      page.getByRole('button', { name: 'Filtros' }),
      'Filtros',
      '/productos filtros',
    );

  const product = await firstFloorTile(page);
  await open(page, `/producto/${product.id}`, product.name.toLowerCase());
  await sweep.check(page, '/producto/{id}');
  await withDialog(
    page,
    page.getByRole('button', { name: 'Calcular M²' }),
    'Calcular M²',
    '/producto/{id} calculadora',
    async (dialog) => {
      await dialog.getByLabel('Metros cuadrados').fill('20');
      await dialog.getByRole('button', { name: 'Calcular' }).click();
      await expect(dialog.getByRole('region', { name: 'Resultado' })).toBeVisible();
    },
  );
  await withDialog(
    page,
    page.getByRole('button', { name: 'Ver imagen en tamaño completo' }),
    /\(imagen 1 de \d+\)$/,
    '/producto/{id} imagen',
  );
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
  await sweep.check(page, '/producto/{id} agregado');

  await open(page, '/contacto', 'Contacto');
  await sweep.check(page, '/contacto');
  await page.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(4);
  await sweep.check(page, '/contacto con errores');

  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await sweep.check(page, '404');

  await page.goto('/admin/login');
  await expect(
    page.getByRole('heading', { name: 'Iniciar Sesión - Panel de Administración' }),
  ).toBeVisible();
  await waitForHydration(page);
  await sweep.check(page, '/admin/login');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
  await sweep.check(page, '/admin/login con errores');
});

test('cart and checkout screens', async ({ page }) => {
  await open(page, '/carrito', 'Carrito de Compras');
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  await sweep.check(page, '/carrito vacío');
  await page.goto('/checkout');
  await expect(page.getByText('No hay productos en el carrito')).toBeVisible();
  await sweep.check(page, '/checkout vacío');

  const product = await firstFloorTile(page);
  const items: CartItem[] = [
    { productId: product.id, quantity: 2, squareMeters: 2, includeWaste: true },
  ];
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify({ items, total: 0 }),
  ] as const);
  await open(page, '/carrito', 'Carrito de Compras');
  await expect(page.getByRole('listitem', { name: product.name, exact: true })).toBeVisible();
  await sweep.check(page, '/carrito');
  await withDialog(
    page,
    page.getByRole('button', { name: `Calcular M² de ${product.name}` }),
    'Calculadora de M²',
    '/carrito calculadora',
  );

  await page.getByRole('link', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('list', { name: 'Productos del pedido' })).toBeVisible();
  await sweep.check(page, '/checkout resumen');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(page.getByRole('alert')).toContainText('Por favor, completa todos los campos');
  await sweep.check(page, '/checkout datos con errores');
});

/** Signs in through the API: the session cookie is the browser context's. */
async function signIn(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
}

async function adminScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('storefront and admin product screens, signed in', async ({ page }) => {
  await signIn(page);
  await open(page, '/', /.+/);
  await expect(page.getByRole('link', { name: 'Panel de Administración' })).toBeVisible();
  await sweep.check(page, '/ con sesión');

  await adminScreen(page, '/admin/productos', 'Gestión de Productos');
  await sweep.check(page, '/admin/productos');
  if (isPhone(page))
    await withDialog(
      page,
      page.getByRole('button', { name: 'Abrir menú de administración' }),
      'Menú de administración',
      '/admin menú',
    );
  await withDialog(
    page,
    page.getByRole('button', { name: 'Nuevo Producto' }),
    'Nuevo Producto',
    '/admin/productos nuevo',

    undefined,
    'Cancelar',
  );
  const table = page.getByRole('table', { name: 'Productos' });
  await withDialog(
    page,
    table.getByRole('button', { name: /^Editar / }).first(),
    'Editar Producto',
    '/admin/productos editar',

    undefined,
    'Cancelar',
  );
  await withDialog(
    page,
    table.getByRole('button', { name: /^Eliminar / }).first(),
    /^Eliminar "/, // the dialog names the product
    '/admin/productos eliminar',
  );
});

test('admin taxonomy and home screens', async ({ page }) => {
  await signIn(page);
  await adminScreen(page, '/admin/areas', 'Gestión de Áreas');
  await sweep.check(page, '/admin/areas');
  await withDialog(
    page,
    page.getByRole('button', { name: 'Nueva Área' }),
    'Nueva Área',
    '/admin/areas nueva',
  );
  const areas = page.getByRole('table', { name: 'Áreas' });
  await withDialog(
    page,
    areas.getByRole('button', { name: /^Eliminar / }).first(),
    'Eliminar área',
    '/admin/areas eliminar',
  );

  await adminScreen(page, '/admin/categorias', 'Gestión de Categorías');
  const flooring = await openPanel(
    page.getByRole('tabpanel', { name: 'Categorías' }),
    /^Pisos y Revestimientos/,
  );
  await sweep.check(page, '/admin/categorias');
  await withDialog(
    page,
    flooring.getByRole('button', { name: 'Nueva Categoría' }),
    'Nueva Categoría',
    '/admin/categorias nueva',
  );
  await page.getByRole('tab', { name: 'Subcategorías' }).click();
  const porcelain = await openPanel(
    page.getByRole('tabpanel', { name: 'Subcategorías' }),
    /^Pisos y Revestimientos › Porcelánicos/,
  );
  await sweep.check(page, '/admin/categorias subcategorías');
  await withDialog(
    page,
    porcelain.getByRole('button', { name: /^Editar / }).first(),
    'Editar Subcategoría',
    '/admin/categorias editar subcategoría',
  );
  await adminScreen(page, '/admin/inicio', 'Inicio');
  await sweep.check(page, '/admin/inicio');
});

test('admin orders, users and logs screens', async ({ page }, testInfo) => {
  // Two orders of this test's own: one pending, one in progress and paid, for every chip colour
  // that carries text ('Completado' and 'Cancelado' are the theme's success and error).
  const product = await firstFloorTile(page);
  const stamp = `axe-${testInfo.project.name}-${Date.now()}`;
  const placeOrder = async (suffix: string): Promise<number> => {
    const placed = await page.request.post('/api/orders', {
      data: {
        idempotencyKey: `${stamp}-${suffix}`,
        customer: {
          name: 'Lucía Accesible',
          email: `${stamp}-${suffix}@example.com`,
          phone: '11 5555-1234',
          address: 'Ruta 192 km 30',
          comments: 'Pedido para revisar contraste',
        },
        items: [{ productId: product.id, quantity: 1, squareMeters: 1.44, includeWaste: false }],
      },
    });
    expect(placed.ok()).toBe(true);
    return ((await placed.json()) as { id: number }).id;
  };
  await placeOrder('pendiente');
  const inProgress = await placeOrder('en-proceso');
  await signIn(page);
  const status = await page.request.patch(`/api/admin/orders/${inProgress}/status`, {
    data: { status: 'processing' },
  });
  expect(status.ok()).toBe(true);
  const order = await page.request.get(`/api/admin/orders/${inProgress}`);
  const { totalAmount } = (await order.json()) as { totalAmount: number };
  const payment = await page.request.post(`/api/admin/orders/${inProgress}/payments`, {
    data: { amount: totalAmount, date: shopToday(), method: 'efectivo' },
  });
  expect(payment.ok(), await payment.text()).toBe(true);

  await adminScreen(page, '/admin/pedidos', 'Órdenes');
  const table = page.getByRole('table', { name: 'Pedidos' });
  await page.getByRole('textbox', { name: 'Buscar' }).fill(stamp);
  await expect(table.getByRole('row')).toHaveCount(3);
  const row = table.getByRole('row').filter({ hasText: `${stamp}-pendiente` });
  await expect(row).toContainText('Pendiente');
  await expect(table.getByRole('row').filter({ hasText: 'En Proceso' })).toContainText('Pagado');
  await sweep.check(page, '/admin/pedidos');
  await withDialog(
    page,
    row.getByRole('button', { name: /^Ver detalles del pedido/ }),
    /^Detalles del Pedido/,
    '/admin/pedidos detalles',
  );
  await withDialog(
    page,
    row.getByRole('button', { name: /^Cambiar estado del pedido/ }),
    /.+/,
    '/admin/pedidos estado',
  );
  await withDialog(
    page,
    row.getByRole('button', { name: /^Pagos del pedido/ }),
    /.+/,
    '/admin/pedidos pago',
  );
  await withDialog(
    page,
    row.getByRole('button', { name: /^Eliminar pedido/ }),
    /.+/,
    '/admin/pedidos eliminar',
  );
  await page.getByRole('textbox', { name: 'Buscar' }).fill(`${stamp}-nadie`);
  await expect(table.getByText('No hay pedidos para mostrar.')).toBeVisible();
  await sweep.check(page, '/admin/pedidos sin resultados');

  await adminScreen(page, '/admin/usuarios', 'Gestión de Usuarios');
  await sweep.check(page, '/admin/usuarios');
  await withDialog(
    page,
    page.getByRole('button', { name: 'Nuevo Usuario' }),
    'Nuevo Usuario',
    '/admin/usuarios nuevo',
  );

  await adminScreen(page, '/admin/logs', 'Logs de Autenticación');
  await sweep.check(page, '/admin/logs');
});

test('admin summary, stock and customers screens', async ({ page }) => {
  await signIn(page);
  await adminScreen(page, '/admin/resumen', 'Resumen');
  // The charts arrive on demand after the heading: the sweep sees them drawn.
  await expect(page.getByRole('heading', { name: /^Hoy, / })).toBeVisible();
  await sweep.check(page, '/admin/resumen');
  await adminScreen(page, '/admin/stock', 'Stock');
  await sweep.check(page, '/admin/stock');
  await adminScreen(page, '/admin/clientes', 'Clientes');
  await sweep.check(page, '/admin/clientes');
});
