import { type Locator, type Page, expect, test } from '@playwright/test';
import { CART_STORAGE_KEY, type CartItem } from '#shared/cart';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { failOnConsoleError, isPhone, signInAsAdmin } from './helpers';
import { canBuy } from '#shared/stock/availability';

/**
 * Every number a person types, typed key by key as a person does, in a browser set
 * to es-AR and in one set to en-US (whose <input type=number> read `45.990` as 45,99 and
 * `1,44` as 144), checked against what is saved. Runs with the catalogue-admin projects, after
 * the shopper journeys that count the catalogue: it adds a product and an area, then deletes
 * them.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

/** Empties the field, types `text` one key at a time, and says what the field shows. */
async function typeKeys(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

/** Types `text` and leaves the field with Tab, as a person moving on to the next one. */
async function typeAndLeave(field: Locator, text: string): Promise<void> {
  await typeKeys(field, text);
  await field.press('Tab');
}

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function adminProduct(page: Page, name: string): Promise<ProductDetail> {
  const list = await (
    await page.request.get(`/api/admin/products?q=${encodeURIComponent(name)}`)
  ).json();
  const product = (list.items as ProductDetail[]).find((p) => p.name === name);
  if (!product) throw new Error(`${name} was not saved`);
  return product;
}

async function cartItems(page: Page): Promise<CartItem[]> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
  return stored ? (JSON.parse(stored) as { items: CartItem[] }).items : [];
}

/** A demo floor tile with 1,44 m² per box, as the example. */
/** The demo catalogue's brands (src/server/seed/demo.ts); journeys name theirs otherwise. */
const DEMO_BRANDS = [
  'Andina Cerámica',
  'Pampa Porcelanatos',
  'Rioplatense',
  'Delta Revestimientos',
  'Cerro Azul',
];

async function tileOf144(page: Page): Promise<ProductDetail> {
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const floor = taxonomy.areas.find((a) => a.name === 'Pisos y Revestimientos');
  const list = await page.request.get(`/api/products?areaId=${floor?.id}&sortBy=price`);
  const { items } = (await list.json()) as { items: ProductDetail[] };
  // One of the demo's own tiles a shopper can buy: a product another journey creates (a
  // spreadsheet import, say) may start with no stock, or be deleted by that journey while this
  // one still has it in the cart ("Producto no encontrado").
  const tile = items.find(
    (p) => DEMO_BRANDS.includes(p.brand) && p.metersPerBox === 1.44 && canBuy(p),
  );
  if (!tile) throw new Error('the demo catalogue has 1,44 m² boxes');
  return tile;
}

function numberEntryJourneys(locale: string): void {
  test(`admin price, discount and metres per box are saved as an Argentine means them (${locale})`, async ({
    page,
  }, testInfo) => {
    const name = `Números E2E ${testInfo.project.name} ${locale}`;
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Nuevo Producto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
    const price = dialog.getByRole('textbox', { name: 'Precio' });
    const discount = dialog.getByRole('textbox', { name: 'Descuento (%)' });

    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
    // A key that cannot be part of a number does nothing; the dot stays as typed until the
    // digits after it say what it is.
    await typeKeys(price, '45.9x90');
    await expect(price).toHaveValue('45.990');
    await price.press('Tab');
    await expect(price).toHaveValue('45.990');
    await typeAndLeave(discount, '12.5');
    await expect(discount).toHaveValue('12,5');
    await choose(page, 'Área', 'Pisos y Revestimientos');
    await choose(page, 'Categoría', 'Porcelánicos');
    await choose(page, 'Subcategoría', /Símil madera/i);
    await dialog.getByRole('textbox', { name: 'Dimensiones' }).fill('20x120');
    const meters = dialog.getByRole('textbox', { name: 'Metros por caja' });
    await typeKeys(meters, '1.44');
    await expect(meters).toHaveValue('1.44');
    await meters.press('Tab');
    await expect(meters).toHaveValue('1,44');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const created = await adminProduct(page, name);
    expect(created).toMatchObject({ price: 45990, discountPercentage: 12.5, metersPerBox: 1.44 });

    const row = page.getByRole('row', { name: new RegExp(name) });
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(name);
    await expect(row).toContainText('$ 45.990');

    // Edit: the fields open as they show numbers; 45990 and 1,44 typed the other ways.
    const edit = page.getByRole('dialog', { name: 'Editar Producto' });
    const editPrice = edit.getByRole('textbox', { name: 'Precio' });
    const editMeters = edit.getByRole('textbox', { name: 'Metros por caja' });
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    await expect(editPrice).toHaveValue('45.990');
    await expect(editMeters).toHaveValue('1,44');
    await typeAndLeave(editPrice, '45990,50');
    await expect(editPrice).toHaveValue('45.990,50');
    await typeAndLeave(editMeters, '1,44');
    await expect(editMeters).toHaveValue('1,44');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('$ 45.990,50');
    expect(await adminProduct(page, name)).toMatchObject({ price: 45990.5, metersPerBox: 1.44 });

    // What cannot be read is said in Spanish under the field, and nothing is saved.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    await typeAndLeave(editMeters, '1.440');
    await expect(editMeters).toHaveValue('1.440');
    await expect(edit).toContainText(
      '"1.440" es ambiguo: escribí 1440 si son miles, o usá la coma para los decimales (1,44)',
    );
    await typeAndLeave(editPrice, '45,990');
    await expect(edit).toContainText('Admite hasta 2 decimales (si son miles, escribí 45990)');
    await typeAndLeave(edit.getByRole('textbox', { name: 'Descuento (%)' }), '-5');
    await expect(edit).toContainText('No puede ser negativo');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeVisible();
    await expect(
      edit.getByRole('textbox', { name: 'Metros por caja' }),
    ).toHaveAccessibleDescription(/es ambiguo/);
    // The same text typed as meant: 45.990,50 and 1.44.
    await typeAndLeave(editPrice, '45.990,50');
    await typeAndLeave(editMeters, '1.44');
    await typeAndLeave(edit.getByRole('textbox', { name: 'Descuento (%)' }), '10');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    expect(await adminProduct(page, name)).toMatchObject({
      price: 45990.5,
      discountPercentage: 10,
      metersPerBox: 1.44,
    });

    await row.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page
      .getByRole('dialog', { name: /^Eliminar "/ })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(row).toBeHidden();
  });

  test(`an area's order is a whole number, thousands with a dot (${locale})`, async ({
    page,
  }, testInfo) => {
    const name = `Orden E2E ${testInfo.project.name} ${locale}`;
    await signInAsAdmin(page);
    if (isPhone(page))
      await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
    await page
      .getByRole('navigation', { name: 'Administración' })
      .last()
      .getByRole('link', { name: 'Áreas' })
      .click();
    await page.getByRole('button', { name: 'Nueva Área' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Área' });
    const order = dialog.getByRole('textbox', { name: 'Orden' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await typeAndLeave(order, '1,5');
    await expect(dialog).toContainText('Debe ser un número entero, sin decimales');
    await typeAndLeave(order, '1.440');
    await expect(order).toHaveValue('1.440');
    // What the form sends is the number typed; the server then places the area last (orders
    // stay 1..n), which is all a test running beside others can say of the stored order.
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/areas',
    );
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name, order: 1440 });
    await expect(dialog).toBeHidden();
    const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
    expect(taxonomy.areas.find((a) => a.name === name)?.order).toBeGreaterThan(1);

    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar área' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeHidden();
  });

  test(`a shopper's 23,5 m² of 1,44 m² boxes is 18 boxes, in the calculator and the cart (${locale})`, async ({
    page,
  }) => {
    const tile = await tileOf144(page);
    await page.goto(`/producto/${tile.id}`);
    await page.getByRole('button', { name: 'Calcular M²' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calcular M²' });
    const meters = dialog.getByRole('textbox', { name: 'Metros cuadrados' });
    const result = dialog.getByRole('region', { name: 'Resultado' });

    // 23,5 m² + 10 % = 25,85 m² → ceil(25,85 / 1,44) = 18 boxes = 25,92 m².
    await typeKeys(meters, '23,5');
    await dialog.getByRole('button', { name: 'Calcular' }).click();
    await expect(result).toContainText('Cajas18');
    await expect(result).toContainText('M² totales25,92');
    await typeAndLeave(meters, '23.5');
    await expect(meters).toHaveValue('23,5');
    await dialog.getByRole('button', { name: 'Calcular' }).click();
    await expect(result).toContainText('Cajas18');
    await typeKeys(meters, '1.440');
    await dialog.getByRole('button', { name: 'Calcular' }).click();
    await expect(result).toBeHidden();
    await expect(dialog).toContainText('"1.440" es ambiguo');
    await typeKeys(meters, '23,5');
    await dialog.getByRole('button', { name: 'Calcular' }).click();
    await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(dialog).toBeHidden();
    expect(await cartItems(page)).toEqual([
      {
        productId: tile.id,
        quantity: 18,
        squareMeters: 23.5,
        includeWaste: true,
        pattern: 'recto',
      },
    ]);

    // The cart's calculator: 235 would be 180 boxes; 23.5 is 18 again.
    await page.goto('/carrito');
    const line = page.getByRole('listitem', { name: tile.name, exact: true });
    await line.getByRole('button', { name: `Calcular M² de ${tile.name}` }).click();
    const cartDialog = page.getByRole('dialog', { name: 'Calculadora de M²' });
    const cartMeters = cartDialog.getByRole('textbox', { name: 'Metros cuadrados' });
    await typeKeys(cartMeters, '2.350');
    await cartDialog.getByRole('button', { name: 'Calcular y Actualizar' }).click();
    await expect(cartDialog).toContainText('"2.350" es ambiguo');
    await typeKeys(cartMeters, '23.5');
    await expect(cartDialog.getByRole('status')).toContainText('18 cajas · 25,92 m² totales');
    await cartDialog.getByRole('checkbox', { name: 'Incluir 10% de desperdicio' }).uncheck();
    await typeKeys(cartMeters, '23,5');
    // Without waste: ceil(23,5 / 1,44) = 17 boxes.
    await expect(cartDialog.getByRole('status')).toContainText('17 cajas · 24,48 m² totales');
    await cartDialog.getByRole('button', { name: 'Calcular y Actualizar' }).click();
    await expect(cartDialog).toBeHidden();
    await expect(line).toContainText('17 cajas');
    expect(await cartItems(page)).toEqual([
      // The room as typed, apart from the boxes.
      {
        productId: tile.id,
        quantity: 17,
        squareMeters: 23.5,
        includeWaste: false,
        pattern: 'recto',
      },
    ]);
  });
}

test.describe('es-AR browser', () => {
  test.use({ locale: 'es-AR' });
  numberEntryJourneys('es-AR');
});

test.describe('en-US browser', () => {
  test.use({ locale: 'en-US' });
  numberEntryJourneys('en-US');
});
