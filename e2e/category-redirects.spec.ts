import { type APIResponse, expect, test } from '@playwright/test';
import { slugify } from '#shared/category-paths';
import {
  failOnConsoleError,
  openPanel,
  runSuffix,
  signInAsAdmin,
  waitForHydration,
} from './helpers';

/**
 * Old category addresses keep working (docs/decisions/0008-category-urls.md): the owner renames
 * a categoría, and a shopper's old link (a search result, a WhatsApp share) is answered with a
 * 301 to its new page, filters kept. It changes the taxonomy: it runs with the catalogue admin
 * journeys (playwright.config.ts).
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

async function created(answer: Promise<APIResponse>): Promise<{ id: string; name: string }> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

test('a categoría renamed in the admin still opens at its old address, on its new page', async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo.project.name);
  await signInAsAdmin(page);
  const areaName = `Redirecciones ${suffix}`;
  const area = await created(
    page.request.post('/api/admin/areas', { data: { name: areaName, order: 1_000_000 } }),
  );
  const category = await created(
    page.request.post('/api/admin/categories', {
      data: { name: `Porcelanicos ${suffix}`, order: 1, areaId: area.id },
    }),
  );
  const subcategory = await created(
    page.request.post('/api/admin/subcategories', {
      data: { name: 'Simil madera', order: 1, categoryId: category.id },
    }),
  );
  const product = await created(
    page.request.post('/api/admin/products', {
      data: {
        name: `Porcelanato Nube ${suffix}`,
        price: 15000,
        saleUnit: 'bolsa',
        areaId: area.id,
        categoryId: category.id,
        subcategoryId: subcategory.id,
      },
    }),
  );
  const oldPath = `/productos/${slugify(areaName)}/${slugify(category.name)}`;
  const newName = `Porcelanatos ${suffix}`;
  const newPath = `/productos/${slugify(areaName)}/${slugify(newName)}`;

  // Opened after the API calls above, so the page reads the taxonomy they made.
  await page.goto('/admin/categorias');
  await openPanel(page.getByRole('tabpanel', { name: 'Categorías' }), new RegExp(`^${areaName}`));
  await page.getByRole('button', { name: `Editar ${category.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Categoría' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(newName);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Categoría guardada' })).toBeVisible();

  // The old link, with a filter in its query string, as a search engine or a chat kept it.
  const response = await page.goto(`${oldPath}?orden=price-asc`);
  const redirected = response?.request().redirectedFrom();
  expect(redirected?.url()).toMatch(new RegExp(`${oldPath}\\?orden=price-asc$`));
  expect((await redirected?.response())?.status()).toBe(301);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${newPath}\\?orden=price-asc$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(newName, 'i'));
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('listitem')).toContainText([
    product.name,
  ]);
  await page.screenshot({ path: testInfo.outputPath('old-address-landed.png') });

  await page.request.delete(`/api/admin/products/${product.id}`);
  await page.request.delete(`/api/admin/areas/${area.id}`);
});
