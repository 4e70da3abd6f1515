import { readFile, writeFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import type { ProductDetail } from '../src/shared/catalog';
import { AxeSweep } from './axe';
import { failOnConsoleError, flooringTileOf, signInAsAdmin } from './helpers';

/**
 * Issue 16 item 3: the admin exports the list's search as XLSX and CSV, edits the CSV (a new
 * price typed the es-AR way, a row with an unknown área), sees the dry run's report, imports
 * only the valid rows, then puts everything back by importing the untouched XLSX. Works on
 * products of a brand of its own. In the catalogue-admin projects: it changes the catalogue.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

async function createProduct(page: Page, body: Record<string, unknown>): Promise<ProductDetail> {
  const response = await page.request.post('/api/admin/products', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as ProductDetail;
}

async function adminPrice(page: Page, code: string): Promise<number | undefined> {
  const response = await page.request.get(`/api/admin/products?q=${encodeURIComponent(code)}`);
  const list = (await response.json()) as { items: ProductDetail[] };
  return list.items.find((p) => p.code === code)?.price;
}

async function download(page: Page, menuItem: string): Promise<string> {
  await page.getByRole('button', { name: 'Exportar' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: menuItem }).click(),
  ]);
  const path = await file.path();
  expect(file.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/);
  return path;
}

test('export the search, check an edited file, import the valid rows, import the export back', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name.startsWith('phone');
  const sweep = new AxeSweep(testInfo);
  await signInAsAdmin(page);
  const brand = `Planilla ${phone ? 'teléfono' : 'escritorio'} ${Date.now()}`;
  const code = `PL-${phone ? 'T' : 'E'}-${Date.now()}`;
  const base = await flooringTileOf(page, brand);
  const roble = await createProduct(page, {
    ...base,
    code: `${code}-1`,
    name: `${brand} Roble`,
    price: 10000,
  });
  await createProduct(page, { ...base, code: `${code}-2`, name: `${brand} Nogal`, price: 45990.5 });

  try {
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(brand);
    await expect(page.getByText(`Código: ${code}-1`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Productos' }).getByRole('row')).toHaveCount(3);

    const xlsx = await download(page, 'Planilla Excel (XLSX)');
    const csv = await download(page, 'Texto separado (CSV)');
    const text = (await readFile(csv, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r\n/);
    expect(lines).toHaveLength(3);
    // A new price typed as an Argentine writes it, and a row the shop cannot place.
    const edited = lines.map((line) =>
      line.startsWith(`${code}-1;`) ? line.replace(';10000;', ';12.345,50;') : line,
    );
    edited.push(
      `;${brand} Sin área;Cocinas;Porcelanatos;Otra;1.000;;;;1ra;;;No;caja;Publicado;No;`,
    );
    const editedPath = testInfo.outputPath('editada.csv');
    await writeFile(editedPath, `${edited.join('\r\n')}\r\n`, 'utf8');

    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar productos' });
    await dialog.getByLabel('Archivo a importar').setInputFiles(editedPath);
    const report = dialog.getByRole('region', { name: 'Resultado de la revisión' });
    await expect(report.getByRole('definition')).toHaveText(['0', '1', '1', '1']);
    const problems = dialog.getByRole('table', { name: 'Filas con problemas' });
    await expect(problems).toContainText('Área: No existe el área «Cocinas»');
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
    await sweep.check(page, 'Importar productos: revisión');
    expect(sweep.count, `axe found serious or critical violations:\n${sweep.report()}`).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('import-report.png'), fullPage: true });
    expect(await adminPrice(page, `${code}-1`)).toBe(10000);

    await dialog.getByRole('button', { name: 'Importar solo las filas válidas' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Importación lista: 0 creados, 1 actualizados')).toBeVisible();
    expect(await adminPrice(page, `${code}-1`)).toBe(12345.5);
    // The shop shows it at once.
    const shop = await page.request.get(`/api/products/${roble.id}`);
    expect(((await shop.json()) as ProductDetail).price).toBe(12345.5);

    // The untouched XLSX puts the price back.
    await page.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByLabel('Archivo a importar').setInputFiles({
      name: 'productos.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await readFile(xlsx),
    });
    await expect(report.getByRole('definition')).toHaveText(['0', '1', '1', '0']);
    await expect(dialog.getByText('Todas las filas son válidas.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await adminPrice(page, `${code}-1`)).toBe(10000);
    expect(await adminPrice(page, `${code}-2`)).toBe(45990.5);
    await page.screenshot({ path: testInfo.outputPath('after-import.png') });

    // The product dialog shows the código, and edits it.
    await page.getByRole('button', { name: `Editar ${brand} Roble` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Producto' });
    await expect(edit.getByRole('textbox', { name: 'Código' })).toHaveValue(`${code}-1`);
    await page.screenshot({ path: testInfo.outputPath('product-dialog.png') });
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();
  } finally {
    const list = (await (
      await page.request.get(`/api/admin/products?q=${encodeURIComponent(brand)}`)
    ).json()) as { items: ProductDetail[] };
    for (const product of list.items)
      await page.request.delete(`/api/admin/products/${product.id}`);
  }
});
