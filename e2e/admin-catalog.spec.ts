import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import {
  E2E_ADMIN,
  failOnConsoleError,
  openAdminPage,
  openPanel,
  runSuffix,
  signInAsAdmin,
} from './helpers';

const FIXTURES = path.join(import.meta.dirname, '../test/fixtures');

test.beforeEach(({ page }) => failOnConsoleError(page));

async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the login screen shows the SPEC error texts', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await expect(
    page.getByRole('heading', { name: 'Iniciar Sesión - Panel de Administración' }),
  ).toBeVisible();
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Contraseña');
  const submit = page.getByRole('button', { name: 'Iniciar Sesión' });

  await submit.click();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);

  await email.fill('no-es-un-correo');
  await password.fill('algo');
  await submit.click();
  await expect(page.getByText('El correo electrónico no es válido.')).toBeVisible();

  await email.fill(`nadie-${testInfo.project.name}@example.com`);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'No existe una cuenta con este correo electrónico.',
  );

  await email.fill(E2E_ADMIN.email);
  await password.fill('otra-clave-equivocada');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña es incorrecta.');

  await password.fill(E2E_ADMIN.password);
  await submit.click();
  // "On success for an admin, navigates to /admin/productos."
  await expect(page).toHaveURL(/\/admin\/productos$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Productos' })).toBeVisible();
});

test('an admin creates a flooring product with two images, edits it and deletes it', async ({
  page,
}, testInfo) => {
  const name = `Porcelanato Prueba E2E ${testInfo.project.name}`;
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Gestión de Productos' })).toBeVisible();
  await expect(page.getByText(/^1-25 de \d+$/)).toBeVisible();
  await expect(page.getByText('Productos por página:')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo Producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
  await expect(dialog.getByRole('textbox', { name: 'Dimensiones' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(dialog.getByText('El precio es obligatorio')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Marca' }).fill('Marca E2E');
  await dialog.getByRole('textbox', { name: 'Precio' }).fill('28800');
  await dialog.getByRole('textbox', { name: 'Descuento (%)' }).fill('10');
  await choose(page, 'Área', 'Pisos y Revestimientos');
  await choose(page, 'Categoría', 'Porcelánicos');
  await choose(page, 'Subcategoría', /Símil madera/i);

  // The technical block appears for the flooring area and its fields are required there.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Las dimensiones son obligatorias')).toBeVisible();
  await expect(dialog.getByText('Los metros por caja son obligatorios')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Dimensiones' }).fill('20x120');
  await dialog.getByRole('textbox', { name: 'Metros por caja' }).fill('1.44');
  await expect(dialog.getByRole('combobox', { name: 'Calidad' })).toHaveText('Primera');
  await choose(page, 'Acabado', 'Mate');
  // The ficha técnica: each attribute may stay «Sin especificar»; the espesor typed key by key.
  const ficha = dialog.getByRole('region', { name: 'Ficha técnica' });
  // A select's name is its label and its value ('Color Sin especificar').
  const attribute = (label: string) =>
    ficha.getByRole('combobox', { name: new RegExp(`^${label} `) });
  await expect(attribute('Tránsito \\(PEI\\)')).toHaveText('Sin especificar');
  for (const [label, option] of [
    ['Color', 'Gris'],
    ['Uso', 'Piso'],
    ['Rectificado', 'Sí'],
  ] as const) {
    await attribute(label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await ficha.getByRole('textbox', { name: 'Espesor (mm)' }).pressSequentially('9,5');

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Agregar imágenes').click();
  await (
    await chooser
  ).setFiles([
    path.join(FIXTURES, 'tile.jpg'),
    path.join(FIXTURES, 'tile.png'),
    path.join(FIXTURES, 'tile.png'),
  ]);
  const pending = dialog.getByRole('list', { name: 'Imágenes para subir' });
  await expect(pending.getByRole('listitem')).toHaveCount(3);
  // Per-file removal before saving.
  await pending.getByRole('button', { name: 'Quitar tile.png' }).last().click();
  await expect(pending.getByRole('listitem')).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(name.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Porcelánicos');
  await expect(row).toContainText('20x120');
  // A phone's list leaves the photo out, so every action fits without sideways scrolling.
  if ((page.viewportSize()?.width ?? 0) >= 900) {
    await expect(row.getByRole('img', { name })).toBeVisible();
  }

  const list = await (
    await page.request.get(`/api/admin/products?q=${encodeURIComponent(name)}`)
  ).json();
  const product = list.items[0];
  expect(product).toMatchObject({
    name,
    price: 28800,
    metersPerBox: 1.44,
    type: 'Mate',
    color: 'Gris',
    usage: 'piso',
    placement: null,
    pei: null,
    rectified: true,
    thicknessMm: 9.5,
  });
  expect(product.images).toHaveLength(2);

  // The storefront shows it with its images.
  const shopPage = await page.context().newPage();
  failOnConsoleError(shopPage);
  await shopPage.goto(`/producto/${product.id}`);
  await expect(shopPage.getByRole('heading', { name: new RegExp(name, 'i') })).toBeVisible();
  const srcs = await shopPage
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  expect(srcs.some((src) => src.includes(`/uploads/products/${product.id}/`))).toBe(true);
  // Its technical sheet shows the attributes given, and none of those left unspecified.
  const sheet = await shopPage
    .locator('dl')
    .first()
    .evaluate((dl) =>
      [...dl.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent ?? ''}`,
      ),
    );
  expect(sheet).toEqual(
    expect.arrayContaining(['Color: Gris', 'Uso: Piso', 'Rectificado: Sí', 'Espesor: 9,5 mm']),
  );
  expect(sheet.join('\n')).not.toContain('PEI');
  await shopPage.close();

  // Edit: new price, the second image becomes the cover, the first is removed.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Producto' });
  await expect(edit.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);
  await expect(edit.getByRole('combobox', { name: /^Color / })).toHaveText('Gris');
  await expect(edit.getByRole('textbox', { name: 'Espesor (mm)' })).toHaveValue('9,5');
  await edit.getByRole('textbox', { name: 'Precio' }).fill('30000');
  await edit.getByRole('button', { name: 'Usar la imagen 2 como portada' }).click();
  await edit.getByRole('button', { name: 'Quitar la imagen 2' }).click();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('$ 30.000');
  const edited = await (await page.request.get(`/api/products/${product.id}`)).json();
  expect(edited.price).toBe(30000);
  expect(edited.images.map((i: { id: string }) => i.id)).toEqual([product.images[1].id]);

  // Delete, after the SPEC's confirmation.
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: /^Eliminar "/ });
  await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar este producto?');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(row).toBeHidden();
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
});

test('an admin creates an area, a category and a subcategory that the storefront can filter by', async ({
  page,
}, testInfo) => {
  // A name of this run's own, so that a retry does not meet the first try's area.
  const suffix = runSuffix(testInfo.project.name);
  const areaName = `Exteriores ${suffix}`;
  await signInAsAdmin(page);
  await openAdminPage(page, 'Áreas', /\/admin\/areas$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Áreas' })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva Área' }).click();
  const areaDialog = page.getByRole('dialog', { name: 'Nueva Área' });
  const order = areaDialog.getByRole('textbox', { name: 'Orden' });
  await expect(order).toHaveValue(/^\d+$/);
  await order.fill('0');
  await areaDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(areaDialog.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(areaDialog.getByText('El orden debe ser un número mayor o igual a 1')).toBeVisible();
  await areaDialog.getByRole('textbox', { name: 'Nombre' }).fill(areaName);
  await areaDialog.getByRole('textbox', { name: 'Descripción' }).fill('Patios y galerías');
  await order.fill('9');
  await areaDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(areaDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(areaName) })).toBeVisible();

  await openAdminPage(page, 'Categorías', /\/admin\/categorias$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Categorías' })).toBeVisible();
  const categoriesPanel = page.getByRole('tabpanel', { name: 'Categorías' });
  const areaPanel = await openPanel(categoriesPanel, new RegExp(`^${areaName}`));
  await areaPanel.getByRole('button', { name: 'Nueva Categoría' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
  await expect(categoryDialog.getByRole('combobox', { name: 'Área' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(categoryDialog.getByRole('textbox', { name: 'Orden' })).toBeDisabled();
  await expect(categoryDialog.getByRole('textbox', { name: 'Orden' })).toHaveValue('1');
  await categoryDialog.getByRole('textbox', { name: 'Nombre' }).fill(`Antideslizantes ${suffix}`);
  await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(`Antideslizantes ${suffix}`) }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Subcategorías' }).click();
  const subPanel = page.getByRole('tabpanel', { name: 'Subcategorías' });
  const categoryPanel = await openPanel(
    subPanel,
    new RegExp(`^${areaName} › Antideslizantes ${suffix}`),
  );
  await categoryPanel.getByRole('button', { name: 'Nueva Subcategoría' }).click();
  const subDialog = page.getByRole('dialog', { name: 'Nueva Subcategoría' });
  await subDialog.getByRole('textbox', { name: 'Nombre' }).fill(`Símil piedra ${suffix}`);
  await subDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(subDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Símil piedra ${suffix}`) })).toBeVisible();

  // The public taxonomy the storefront filters read has all three.
  const taxonomy = await (await page.request.get('/api/taxonomy')).json();
  const area = taxonomy.areas.find((a: { name: string }) => a.name === areaName);
  // Asked at 9, it is 9th, or last when there are fewer areas (or earlier, when a test beside
  // this one removed an area meanwhile); the list stays 1..n.
  expect(area).toMatchObject({ description: 'Patios y galerías' });
  expect(area.order).toBeLessThanOrEqual(Math.min(9, taxonomy.areas.length));
  expect(taxonomy.areas.map((a: { order: number }) => a.order)).toEqual(
    taxonomy.areas.map((_: unknown, i: number) => i + 1),
  );
  const category = taxonomy.categories.find(
    (c: { name: string; areaId: string }) => c.areaId === area.id,
  );
  expect(category).toMatchObject({ name: `Antideslizantes ${suffix}`, order: 1 });
  expect(taxonomy.subcategories).toContainEqual(
    expect.objectContaining({ name: `Símil piedra ${suffix}`, categoryId: category.id, order: 1 }),
  );

  // Deleting the area warns and removes its categories and subcategories.
  await openAdminPage(page, 'Áreas', /\/admin\/areas$/);
  await page.getByRole('button', { name: `Eliminar ${areaName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar área' });
  await expect(confirm).toContainText('También se eliminarán todas sus categorías y subcategorías');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(areaName) })).toBeHidden();
  const after = await (await page.request.get('/api/taxonomy')).json();
  expect(after.categories.map((c: { id: string }) => c.id)).not.toContain(category.id);
});
