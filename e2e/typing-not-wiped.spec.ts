import { type Locator, type Page, expect, test } from '@playwright/test';
import type { ProductDetail } from '#shared/catalog';
import {
  addToCart,
  failOnConsoleError,
  flooringTileOf,
  isPhone,
  openAdminPage,
  orderableProduct,
  signInAsAdmin,
} from './helpers';
import { type SlowApi, slowApi, typeWhileLoading } from './slow-api';

/**
 * Nothing a person types is wiped when a form's data arrives or refreshes. Each form is reached
 * the way a person reaches it (the admin menu, a link, a direct load, Back) with every answer of
 * the API late, the first field typed into the moment it shows, the text checked once the data
 * has arrived, and then used by the form's next step where it has one that changes nothing.
 *
 * One test per form. Tagged @una-medida, a form is typed into at the computer's size only: its
 * data arrives the same way on a phone, and the phone's own ways in (the admin's drawer menu, the
 * top bar's search icon, the catalogue's filters) are walked by the forms without the tag.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

const ONE_SIZE = { tag: '@una-medida' };

async function createProduct(page: Page, body: Record<string, unknown>): Promise<ProductDetail> {
  const response = await page.request.post('/api/admin/products', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as ProductDetail;
}

/** Signs in, opens Productos, then slows the API: what follows is reached with late answers. */
async function slowAdmin(page: Page): Promise<SlowApi> {
  await signInAsAdmin(page);
  return slowApi(page);
}

/** Opens a dialog with its button and types into its first field at once. */
async function typeInDialog(
  api: SlowApi,
  page: Page,
  opener: string,
  field: string,
  text: string,
): Promise<Locator> {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: field, exact: true });
  await typeWhileLoading(api, input, text);
  return dialog;
}

test('bulk prices: "Buscar" typed right after opening the screen from the menu, by Back or by a direct load is kept, and the preview selects only that product', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const brand = `Tipeo Lento ${testInfo.project.name} ${Date.now()}`;
  const base = await flooringTileOf(page, brand);
  const product = await createProduct(page, { ...base, name: `${brand} Roble`, price: 10000 });
  try {
    const api = await slowApi(page);
    const search = page.getByRole('textbox', { name: 'Buscar', exact: true });
    const preview = async () => {
      await page.getByRole('textbox', { name: 'Porcentaje (%)' }).fill('10');
      await page.getByRole('button', { name: 'Ver vista previa' }).click();
      await expect(page.getByRole('status')).toHaveText('Se cambiará el precio de 1 producto');
      await expect(page.getByRole('button', { name: 'Aplicar a 1 producto' })).toBeVisible();
    };

    // From the menu (a client-side navigation), from a screen with the catalogue loaded and
    // from one without it.
    await openAdminPage(page, 'Precios', /\/admin\/precios$/);
    await typeWhileLoading(api, search, product.name);
    await preview();
    await openAdminPage(page, 'Pedidos', /\/admin\/pedidos$/);
    await expect(page.getByRole('heading', { name: 'Órdenes', level: 1 })).toBeVisible();
    await openAdminPage(page, 'Precios', /\/admin\/precios$/);
    await typeWhileLoading(api, search, product.name);
    await preview();

    // Away and Back.
    await openAdminPage(page, 'Productos', /\/admin\/productos$/);
    await expect(page.getByRole('heading', { name: 'Gestión de Productos' })).toBeVisible();
    await page.goBack();
    await typeWhileLoading(api, search, product.name);
    await preview();

    // A direct load.
    await page.goto('/admin/precios');
    await typeWhileLoading(api, search, product.name);
    await preview();
    await api.release();
  } finally {
    await page.request.delete(`/api/admin/products/${product.id}`);
  }
});

test('bulk prices opened from Stock while its code arrives late: the "Buscar" a person sees and types into is the new screen\'s, never the screen being left', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const brand = `Pantalla Vieja ${testInfo.project.name} ${Date.now()}`;
  const base = await flooringTileOf(page, brand);
  const product = await createProduct(page, { ...base, name: `${brand} Roble`, price: 10000 });
  try {
    await openAdminPage(page, 'Stock', /\/admin\/stock$/);
    await expect(page.getByRole('textbox', { name: /^Buscar/ })).toBeVisible();
    // The next screen's code comes late, as on a slow line.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    });
    if (isPhone(page))
      await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
    await page
      .getByRole('navigation', { name: 'Administración' })
      .last()
      .getByRole('link', { name: 'Precios' })
      .click();
    // A person's eyes and fingers: the first field named Buscar on screen, a moment after the tap.
    await page.waitForTimeout(300);
    const onScreen = page.getByRole('textbox', { name: /^Buscar/ }).first();
    await onScreen.pressSequentially(product.name);
    await expect(page).toHaveURL(/\/admin\/precios$/);
    await expect(page.getByRole('textbox', { name: 'Buscar', exact: true })).toHaveValue(
      product.name,
    );
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('textbox', { name: 'Porcentaje (%)' }).fill('10');
    await page.getByRole('button', { name: 'Ver vista previa' }).click();
    await expect(page.getByRole('status')).toHaveText('Se cambiará el precio de 1 producto');
  } finally {
    await page.request.delete(`/api/admin/products/${product.id}`);
  }
});

test(
  'product dialog: a name typed as "Nuevo Producto" opens is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await page.reload();
    await typeInDialog(api, page, 'Nuevo Producto', 'Nombre', 'Porcelanato tipeado');
    await api.release();
  },
);

test(
  'product dialog: an edit typed as soon as it opens is kept',
  ONE_SIZE,
  async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    const brand = `Edición Lenta ${testInfo.project.name} ${Date.now()}`;
    const product = await createProduct(page, {
      ...(await flooringTileOf(page, brand)),
      name: `${brand} Roble`,
      price: 10000,
    });
    try {
      const api = await slowApi(page);
      await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(brand);
      await page.getByRole('button', { name: `Editar ${product.name}` }).click();
      const name = page.getByRole('dialog').getByRole('textbox', { name: 'Nombre', exact: true });
      await typeWhileLoading(api, name, `${brand} Nogal`);
      await api.release();
    } finally {
      await page.request.delete(`/api/admin/products/${product.id}`);
    }
  },
);

test(
  'taxonomy dialog: a name typed as "Nueva Área" opens from the menu is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Áreas', /\/admin\/areas$/);
    await typeInDialog(api, page, 'Nueva Área', 'Nombre', 'Área tipeada');
    await api.release();
  },
);

test(
  'delivery zones: a value typed as "Nueva zona" opens from the menu is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Zonas de envío', /\/admin\/zonas-de-envio$/);
    await page.getByRole('button', { name: 'Nueva zona', exact: true }).click();
    const price = page.getByRole('dialog').getByRole('textbox', { name: 'Precio del envío ($)' });
    await typeWhileLoading(api, price, '12500');
    await api.release();
  },
);

test(
  'users: a name typed as "Nuevo Usuario" opens from the menu is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Usuarios', /\/admin\/usuarios$/);
    await typeInDialog(api, page, 'Nuevo Usuario', 'Nombre', 'Usuaria tipeada');
    await api.release();
  },
);

test(
  'phone order: a name typed as "Nuevo pedido telefónico" opens from the menu is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Pedidos', /\/admin\/pedidos$/);
    await typeInDialog(api, page, 'Nuevo pedido telefónico', 'Nombre completo', 'Cliente tipeada');
    await api.release();
  },
);

test(
  'configuración: the shop name typed as the screen opens from the menu is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Configuración', /\/admin\/configuracion$/);
    const name = page.getByRole('textbox', { name: 'Nombre de la tienda' });
    await name.waitFor();
    await typeWhileLoading(api, name, 'Cerámicos tipeados');
    await api.release();
  },
);

test(
  'textos legales: a text typed as the screen opens from the menu is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Textos legales', /\/admin\/legales$/);
    const body = page.getByRole('textbox', { name: /^Texto de / });
    await typeWhileLoading(api, body, 'Texto tipeado.');
    await api.release();
  },
);

test(
  'stock: a search typed as the screen opens from the menu is kept and filters the list',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Stock', /\/admin\/stock$/);
    const search = page.getByRole('textbox', { name: 'Buscar por nombre o código' });
    await typeWhileLoading(api, search, 'no-existe-tipeado');
    await expect(page.getByText('No hay productos para mostrar.')).toBeVisible();
    await api.release();
  },
);

test(
  'clientes: a search typed as the screen opens from the menu is kept',
  ONE_SIZE,
  async ({ page }) => {
    const api = await slowAdmin(page);
    await openAdminPage(page, 'Clientes', /\/admin\/clientes$/);
    await typeWhileLoading(
      api,
      page.getByRole('textbox', { name: 'Buscar', exact: true }),
      'cliente-tipeado',
    );
    await api.release();
  },
);

test(
  'contacto: a name typed as the page opens from the top bar is kept',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/');
    const api = await slowApi(page);
    await page.getByRole('banner').getByRole('link', { name: 'Contacto' }).click();
    await typeWhileLoading(api, page.getByRole('textbox', { name: 'Nombre' }), 'Ana tipeada');
    await api.release();
  },
);

test(
  'arrepentimiento: the order number typed as the page opens from the top bar is kept',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/');
    const api = await slowApi(page);
    await page.getByRole('banner').getByRole('link', { name: 'Botón de arrepentimiento' }).click();
    await typeWhileLoading(api, page.getByLabel('Número de pedido'), '1001');
    await api.release();
  },
);

test(
  'checkout: a name typed as its contact step opens from the cart is kept',
  ONE_SIZE,
  async ({ page }) => {
    await addToCart(page, [await orderableProduct(page.request, 1)]);
    await page.goto('/carrito');
    const api = await slowApi(page);
    await page.getByRole('link', { name: 'Finalizar Compra' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const name = page.getByRole('textbox', { name: 'Nombre completo' });
    await typeWhileLoading(api, name, 'Ana Tipeada');
    await api.release();
  },
);

test('header search: a search typed as soon as the field shows is kept and Enter searches it', async ({
  page,
}) => {
  await page.goto('/contacto');
  const api = await slowApi(page);
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Buscar en la tienda' });
  if (isPhone(page)) await page.getByRole('button', { name: 'Buscar productos' }).click();
  await typeWhileLoading(api, field, 'marmol');
  await field.press('Enter');
  await expect(page).toHaveURL(/buscar=marmol/);
  await api.release();
});

test('catalogue: a search typed as the list opens from the top bar is kept and the list uses it', async ({
  page,
}) => {
  await page.goto('/');
  const api = await slowApi(page);
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Productos' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Productos', exact: true }).click();
  }
  const field = page.getByRole('main').getByRole('combobox', { name: 'Buscar productos' });
  await typeWhileLoading(api, field, 'marmol');
  await expect(page).toHaveURL(/buscar=marmol/);
  await expect(
    page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button'),
  ).toHaveText(['Búsqueda: marmol']);
  await api.release();
});
