import path from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { AxeSweep } from './axe';
import { failOnConsoleError, openAdminPage, openPanel, runSuffix, signInAsAdmin } from './helpers';

/**
 * The owner reorders areas, categories and subcategories
 * with up/down buttons (orders stay 1..n), moves a category to another area with its products,
 * is told what a delete does to the products, sees the images waiting to upload, and chooses a
 * category's adhesive and grout from the catalogue.
 */

const FIXTURES = path.join(import.meta.dirname, '../test/fixtures');

let sweep: AxeSweep;
test.beforeEach(({ page }) => {
  failOnConsoleError(page);
  sweep = new AxeSweep(test.info());
});
test.afterEach(() => {
  expect(sweep.count, `axe found serious or critical violations:\n${sweep.report()}`).toBe(0);
});

/** Names of this run's own (a retry starts from fresh ones). */
async function post<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

interface Created {
  id: string;
  name: string;
}

/** An area of this test's own, with categories (and one subcategory each) made through the API. */
async function areaWith(page: Page, name: string, categoryNames: string[]) {
  const area = await post<Created>(page.request, '/api/admin/areas', { name, order: 1_000_000 });
  const categories: (Created & { subcategoryId: string })[] = [];
  for (const category of categoryNames) {
    const c = await post<Created>(page.request, '/api/admin/categories', {
      name: category,
      order: 1_000_000,
      areaId: area.id,
    });
    const s = await post<Created>(page.request, '/api/admin/subcategories', {
      name: `Sub ${category}`,
      order: 1_000_000,
      categoryId: c.id,
    });
    categories.push({ ...c, subcategoryId: s.id });
  }
  return { area, categories };
}

async function productIn(
  page: Page,
  name: string,
  place: { areaId: string; categoryId: string; subcategoryId: string },
) {
  return post<Created>(page.request, '/api/admin/products', {
    name,
    price: 15000,
    saleUnit: 'bolsa',
    ...place,
  });
}

const rowNames = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent ?? ''));

async function taxonomy(page: Page) {
  return (await (await page.request.get('/api/taxonomy')).json()) as {
    areas: { id: string; name: string; order: number }[];
    categories: { id: string; name: string; order: number; areaId: string }[];
  };
}

test('categories are reordered with the up/down buttons, by mouse and keyboard, and stay 1..n', async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo.project.name);
  await signInAsAdmin(page);
  const areaName = `Orden ${suffix}`;
  const { area } = await areaWith(page, areaName, [`A ${suffix}`, `B ${suffix}`, `C ${suffix}`]);

  // Opened after the API calls above, so the page reads the taxonomy they made.
  await page.goto('/admin/categorias');
  const panel = page.getByRole('tabpanel', { name: 'Categorías' });
  await openPanel(panel, new RegExp(`^${areaName}`));
  const table = areaName;
  await expect
    .poll(() => rowNames(page, table))
    .toEqual([`A ${suffix}`, `B ${suffix}`, `C ${suffix}`]);
  await expect(page.getByRole('button', { name: `Subir A ${suffix}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Bajar C ${suffix}` })).toBeDisabled();
  await sweep.check(page, 'Categorías con botones de orden');
  await page.screenshot({ path: testInfo.outputPath('categories.png') });

  await page.getByRole('button', { name: `Bajar A ${suffix}` }).click();
  await expect
    .poll(() => rowNames(page, table))
    .toEqual([`B ${suffix}`, `A ${suffix}`, `C ${suffix}`]);
  // The focus stays on the moved item's button: Enter moves it again.
  await expect(page.getByRole('button', { name: `Bajar A ${suffix}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => rowNames(page, table))
    .toEqual([`B ${suffix}`, `C ${suffix}`, `A ${suffix}`]);
  // At the end of the list the focus moves to its other button.
  await expect(page.getByRole('button', { name: `Subir A ${suffix}` })).toBeFocused();

  const after = await taxonomy(page);
  expect(
    after.categories.filter((c) => c.areaId === area.id).map((c) => [c.name, c.order]),
  ).toEqual([
    [`B ${suffix}`, 1],
    [`C ${suffix}`, 2],
    [`A ${suffix}`, 3],
  ]);

  // Areas too: the new area goes up one place from where the page shows it, and the list stays
  // 1..n. The other device's journeys add and remove areas meanwhile, so the place is read off
  // the page and the server's answer, not off a list fetched before the click.
  await openAdminPage(page, 'Áreas', /\/admin\/areas$/);
  const row = page.getByRole('row', { name: new RegExp(areaName) });
  const shown = Number(await row.getByRole('cell').first().textContent());
  expect(shown).toBeGreaterThan(1);
  await page.screenshot({ path: testInfo.outputPath('areas.png') });
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/admin/areas/${area.id}/order`)),
    page.getByRole('button', { name: `Subir ${areaName}` }).click(),
  ]);
  expect(answer.request().postDataJSON()).toEqual({ order: shown - 1 });
  expect(await answer.json()).toEqual({ id: area.id, order: shown - 1 });
  const areas = (await taxonomy(page)).areas;
  expect(areas.map((a) => a.order)).toEqual(areas.map((_, i) => i + 1));

  await page.request.delete(`/api/admin/areas/${area.id}`);
});

test('a category moves to another area with its products after a confirmation that counts them', async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo.project.name);
  await signInAsAdmin(page);
  const from = await areaWith(page, `Origen ${suffix}`, [`Viajera ${suffix}`]);
  const to = await areaWith(page, `Destino ${suffix}`, [`Residente ${suffix}`]);
  const moving = from.categories[0]!;
  const place = {
    areaId: from.area.id,
    categoryId: moving.id,
    subcategoryId: moving.subcategoryId,
  };
  const products = [
    await productIn(page, `Pegamento viajero 1 ${suffix}`, place),
    await productIn(page, `Pegamento viajero 2 ${suffix}`, place),
  ];

  // Opened after the API calls above, so the page reads the taxonomy they made.
  await page.goto('/admin/categorias');
  const panel = page.getByRole('tabpanel', { name: 'Categorías' });
  await openPanel(panel, new RegExp(`^Origen ${suffix}`));
  await page.getByRole('button', { name: `Editar Viajera ${suffix}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Categoría' });
  await dialog.getByRole('combobox', { name: 'Área' }).click();
  await page.getByRole('option', { name: `Destino ${suffix}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  const confirm = page.getByRole('dialog', { name: 'Mover categoría' });
  await expect(confirm).toContainText(
    `¿Mover la categoría «Viajera ${suffix}» al área «Destino ${suffix}»? Se moverán con ella 2 productos, que pasarán a estar en «Destino ${suffix}».`,
  );
  await sweep.check(page, 'Confirmación de mover categoría');
  await page.screenshot({ path: testInfo.outputPath('move-confirm.png') });
  await confirm.getByRole('button', { name: 'Mover' }).click();
  await expect(dialog).toBeHidden();

  const after = await taxonomy(page);
  expect(after.categories.filter((c) => c.areaId === to.area.id).map((c) => c.name)).toEqual([
    `Residente ${suffix}`,
    `Viajera ${suffix}`,
  ]);
  for (const product of products) {
    const shown = await (await page.request.get(`/api/products/${product.id}`)).json();
    expect(shown).toMatchObject({ areaId: to.area.id, categoryId: moving.id });
  }

  // Deleting the subcategory says how many products it leaves and what becomes of them.
  await page.getByRole('tab', { name: 'Subcategorías' }).click();
  const subPanel = page.getByRole('tabpanel', { name: 'Subcategorías' });
  await openPanel(subPanel, new RegExp(`^Destino ${suffix} › Viajera ${suffix}`));
  await page.getByRole('button', { name: `Eliminar Sub Viajera ${suffix}` }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar subcategoría' });
  await expect(remove).toContainText(
    'La subcategoría tiene 2 productos; no se eliminan: quedarán en su categoría, sin subcategoría, hasta que les elijas otra.',
  );
  await page.screenshot({ path: testInfo.outputPath('delete-confirm.png') });
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await expect(remove).toBeHidden();
  const kept = await (await page.request.get(`/api/products/${products[0]!.id}`)).json();
  expect(kept).toMatchObject({ categoryId: moving.id, subcategoryId: null });

  for (const product of products) await page.request.delete(`/api/admin/products/${product.id}`);
  await page.request.delete(`/api/admin/areas/${from.area.id}`);
  await page.request.delete(`/api/admin/areas/${to.area.id}`);
});

test('taxonomy changes are confirmed by a toast, and closing a dialog with unsaved edits asks first', async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo.project.name);
  await signInAsAdmin(page);
  const { area, categories } = await areaWith(page, `Avisos ${suffix}`, [`Muros ${suffix}`]);
  const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });

  await page.goto('/admin/areas');
  await page.getByRole('button', { name: 'Nueva Área' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva Área' });
  const name = `Nueva ${suffix}`;
  await create.getByRole('textbox', { name: 'Nombre' }).fill(name);
  // Escape with unsaved edits asks; "Cancelar" there keeps what was typed.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Descartar cambios' });
  await expect(discard).toContainText('Hay cambios sin guardar. ¿Cerrar sin guardarlos?');
  await sweep.check(page, 'Descartar cambios de un área');
  await page.screenshot({ path: testInfo.outputPath('taxonomy-discard.png') });
  await discard.getByRole('button', { name: 'Cancelar' }).click();
  await expect(discard).toBeHidden();
  await expect(create.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create).toBeHidden();
  await expect(toast('Área creada')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('taxonomy-toast.png') });
  const created = (await taxonomy(page)).areas.find((a) => a.name === name);
  expect(created).toBeDefined();

  // An edit left untouched closes at once; an edit discarded leaves the area as it was.
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Área' });
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();
  await expect(discard).toBeHidden();
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await edit.getByRole('textbox', { name: 'Descripción' }).fill('Sin guardar');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(edit).toBeHidden();
  expect((await taxonomy(page)).areas.find((a) => a.name === name)).toMatchObject({
    id: created?.id,
  });
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await edit.getByRole('textbox', { name: 'Descripción' }).fill('Guardada');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(toast('Área guardada')).toBeVisible();

  const position = (await taxonomy(page)).areas.findIndex((a) => a.id === created?.id);
  await page.getByRole('button', { name: `Subir ${name}` }).click();
  await expect(toast(`"${name}" quedó en la posición ${position}`)).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar área' });
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await expect(remove).toBeHidden();
  await expect(toast(`Se eliminó "${name}"`)).toBeVisible();

  // Categories: the same question and the same confirmation.
  await page.goto('/admin/categorias');
  const panel = page.getByRole('tabpanel', { name: 'Categorías' });
  await openPanel(panel, new RegExp(`^Avisos ${suffix}`));
  const category = categories[0]!;
  await page.getByRole('button', { name: `Editar ${category.name}` }).click();
  const editCategory = page.getByRole('dialog', { name: 'Editar Categoría' });
  await editCategory.getByRole('textbox', { name: 'Nombre' }).fill(`${category.name} bis`);
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('category-discard.png') });
  await discard.getByRole('button', { name: 'Cancelar' }).click();
  await editCategory.getByRole('button', { name: 'Guardar' }).click();
  await expect(editCategory).toBeHidden();
  await expect(toast('Categoría guardada')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('category-toast.png') });

  await page.request.delete(`/api/admin/areas/${area.id}`);
});

test('an Escape pressed right after text is pasted in, on a slow phone, asks before dropping it', async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo.project.name);
  await signInAsAdmin(page);
  const { area } = await areaWith(page, `Apurada ${suffix}`, []);
  await page.goto('/admin/areas');
  await page.getByRole('button', { name: `Editar Apurada ${suffix}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Área' });
  const description = edit.getByRole('textbox', { name: 'Descripción' });
  await expect(description).toBeVisible();
  // A phone far slower than the test's: Escape comes before React has drawn the pasted text (a
  // fill is one insertText, as a paste or a keyboard's suggestion is). It closed without asking.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await description.fill('Sin guardar');
  await page.keyboard.press('Escape');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const discard = page.getByRole('dialog', { name: 'Descartar cambios' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Cancelar' }).click();
  await expect(description).toHaveValue('Sin guardar');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(edit).toBeHidden();

  await page.request.delete(`/api/admin/areas/${area.id}`);
});

test("a category's adhesive and grout are chosen by searching the catalogue", async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo.project.name);
  await signInAsAdmin(page);
  const { area, categories } = await areaWith(page, `Materiales ${suffix}`, [`Pisos ${suffix}`]);
  const place = {
    areaId: area.id,
    categoryId: categories[0]!.id,
    subcategoryId: categories[0]!.subcategoryId,
  };
  const adhesive = await productIn(page, `Klaukol Impermeable ${suffix}`, place);
  const grout = await productIn(page, `Pastina Gris Perla ${suffix}`, place);

  // Opened after the API calls above, so the page reads the taxonomy they made.
  await page.goto('/admin/categorias');
  await openPanel(
    page.getByRole('tabpanel', { name: 'Categorías' }),
    new RegExp(`^Materiales ${suffix}`),
  );
  await page.getByRole('button', { name: `Editar Pisos ${suffix}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Categoría' });
  const adhesiveBox = dialog.getByRole('combobox', { name: 'Adhesivo sugerido' });
  await adhesiveBox.pressSequentially('klaukol imper');
  await page.getByRole('option', { name: new RegExp(`^Klaukol Impermeable ${suffix}`) }).click();
  await expect(adhesiveBox).toHaveValue(`Klaukol Impermeable ${suffix}`);
  const groutBox = dialog.getByRole('combobox', { name: 'Pastina sugerida' });
  await groutBox.pressSequentially('gris perla');
  await page.getByRole('option', { name: new RegExp(`^Pastina Gris Perla ${suffix}`) }).click();
  await sweep.check(page, 'Diálogo de categoría con materiales');
  await page.screenshot({ path: testInfo.outputPath('category-dialog.png') });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  let category = (await taxonomy(page)).categories.find((c) => c.id === place.categoryId);
  expect(category).toMatchObject({ adhesiveProductId: adhesive.id, groutProductId: grout.id });

  // Reopened, the picker shows the chosen product by name; clearing it leaves none.
  await page.getByRole('button', { name: `Editar Pisos ${suffix}` }).click();
  await expect(adhesiveBox).toHaveValue(`Klaukol Impermeable ${suffix}`);
  await adhesiveBox.click();
  await dialog.getByRole('button', { name: 'Quitar' }).first().click();
  await expect(adhesiveBox).toHaveValue('');
  // Cleared, the picker offers the list again; Escape closes it and leaves the dialog open.
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  category = (await taxonomy(page)).categories.find((c) => c.id === place.categoryId);
  expect(category).toMatchObject({ adhesiveProductId: null, groutProductId: grout.id });

  for (const product of [adhesive, grout])
    await page.request.delete(`/api/admin/products/${product.id}`);
  await page.request.delete(`/api/admin/areas/${area.id}`);
});

test('the product dialog shows thumbnails of the images waiting to upload', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Nuevo Producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Agregar imágenes' }).click();
  await (
    await chooser
  ).setFiles([path.join(FIXTURES, 'tile.jpg'), path.join(FIXTURES, 'tile.png')]);
  const pending = dialog.getByRole('list', { name: 'Imágenes para subir' });
  const jpeg = pending.getByRole('img', { name: 'Vista previa de tile.jpg' });
  await expect(jpeg).toBeVisible();
  await expect(jpeg).toHaveAttribute('src', /^blob:/);
  // Drawn from the file: the image has loaded with its real size.
  await expect
    .poll(() => jpeg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await sweep.check(page, 'Imágenes para subir');
  await pending.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('thumbnails.png') });

  // An object URL still alive loads as an image; a revoked one fails.
  const readable = (url: string) =>
    page.evaluate(
      (u) =>
        new Promise<boolean>((resolve) => {
          const probe = new Image();
          probe.onload = () => resolve(true);
          probe.onerror = () => resolve(false);
          probe.src = u;
        }),
      url,
    );
  const jpegUrl = (await jpeg.getAttribute('src')) ?? '';
  expect(await readable(jpegUrl)).toBe(true);

  // Removing a file drops its preview and frees its object URL; closing frees the others.
  await pending.getByRole('button', { name: 'Quitar tile.jpg' }).click();
  await expect(jpeg).toBeHidden();
  expect(await readable(jpegUrl)).toBe(false);
  const png = pending.getByRole('img', { name: 'Vista previa de tile.png' });
  await expect(png).toBeVisible();
  const pngUrl = (await png.getAttribute('src')) ?? '';
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: 'Descartar cambios' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => readable(pngUrl)).toBe(false);
});
