import { type Page, expect, test } from '@playwright/test';
import { failOnConsoleError, isPhone, signInAsAdmin } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

async function openMenuItem(page: Page, name: string) {
  if (isPhone(page))
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  await page
    .getByRole('navigation', { name: 'Administración' })
    .last()
    .getByRole('link', { name })
    .click();
}

interface Taxonomy {
  areas: { id: string }[];
  categories: { id: string; areaId: string }[];
  subcategories: { id: string; categoryId: string }[];
}

/** A product of this test's own, in the first subcategory of the catalogue. */
async function createProduct(page: Page, name: string): Promise<string> {
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const subcategory = taxonomy.subcategories[0];
  const category = taxonomy.categories.find((c) => c.id === subcategory?.categoryId);
  const created = await page.request.post('/api/admin/products', {
    data: {
      name,
      description: '',
      brand: 'Marca E2E',
      price: 12345,
      discountPercentage: null,
      dimensions: '60x60',
      metersPerBox: 1.44,
      quality: '1ra',
      type: 'Mate',
      hasShipping: false,
      areaId: category?.areaId,
      categoryId: category?.id,
      subcategoryId: subcategory?.id,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('the super_admin deletes a product, restores it from the Papelera and sees both in the activity log', async ({
  page,
}, testInfo) => {
  const name = `Papelera E2E ${testInfo.project.name} ${Date.now()}`;
  await signInAsAdmin(page);
  const id = await createProduct(page, name);

  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page
    .getByRole('dialog', { name: /^Eliminar "/ })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(row).toBeHidden();
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);

  await openMenuItem(page, 'Papelera');
  await expect(page.getByRole('heading', { name: 'Papelera' })).toBeVisible();
  const trashed = page.getByRole('row', { name: new RegExp(name) });
  await expect(trashed).toContainText('Producto');
  await page.screenshot({ path: testInfo.outputPath('papelera.png'), fullPage: true });
  await trashed.getByRole('button', { name: `Restaurar ${name}` }).click();
  await expect(page.getByRole('alert')).toContainText(`${name}: Restaurado correctamente.`);
  await expect(trashed).toBeHidden();
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(200);

  await openMenuItem(page, 'Actividad');
  await expect(page.getByRole('heading', { name: 'Actividad' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Qué' }).click();
  await page.getByRole('option', { name: 'Productos y precios' }).click();
  const entries = page.getByRole('row', { name: new RegExp(`Producto «${name}»`) });
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Producto restaurado');
  await expect(entries.nth(1)).toContainText('Producto eliminado');
  await expect(entries.nth(2)).toContainText('Producto creado');
  await page.screenshot({ path: testInfo.outputPath('actividad.png'), fullPage: true });

  // Leaves nothing behind: deleted again and purged from the Papelera.
  expect((await page.request.delete(`/api/admin/products/${id}`)).status()).toBe(204);
  const trash = (await (await page.request.get('/api/admin/trash')).json()) as {
    items: { id: string; itemKey: string }[];
  };
  const item = trash.items.find((i) => i.itemKey === id);
  expect((await page.request.delete(`/api/admin/trash/${item?.id}`)).status()).toBe(204);
});
