import { readFile, writeFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { type Page, expect, test } from '@playwright/test';
import type { ProductDetail } from '#shared/catalog';
import { AxeSweep } from './axe';
import { failOnConsoleError, flooringTileOf, signInAsAdmin } from './helpers';

/**
 * The admin exports the list's search as XLSX and CSV,
 * changes two prices in the CSV (typed the es-AR way) and adds a row with an unknown área, sees
 * in the dry run the two changes (old → new, found by ID, one product with no código) and the
 * refused row, imports only the valid rows, then puts everything back by importing the
 * untouched XLSX; a file that would create six products asks a second time. Works on products
 * of a brand of its own. In the catalogue-admin projects: it changes the catalogue.
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

async function namedPrice(page: Page, brand: string, name: string): Promise<number | undefined> {
  const response = await page.request.get(`/api/admin/products?q=${encodeURIComponent(brand)}`);
  const list = (await response.json()) as { items: ProductDetail[] };
  return list.items.find((p) => p.name === name)?.price;
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
  // No código, as the demo catalogue's products: the export's ID finds it.
  const nogal = await createProduct(page, {
    ...base,
    code: null,
    name: `${brand} Nogal`,
    price: 45990.5,
  });

  try {
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(brand);
    await expect(page.getByText(`Código: ${code}-1`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Productos' }).getByRole('row')).toHaveCount(3);

    const xlsx = await download(page, 'Planilla Excel (XLSX)');
    const csv = await download(page, 'Texto separado (CSV)');
    const rows = Papa.parse<string[]>((await readFile(csv, 'utf8')).replace(/^\uFEFF/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(3);
    const [titles = []] = rows;
    expect(titles.slice(0, 3)).toEqual(['ID', 'Código', 'Nombre']);
    const price = titles.indexOf('Precio');
    // Two new prices typed as an Argentine writes them, and a row the shop cannot place.
    for (const cells of rows.slice(1)) {
      if (cells[0] === roble.id) cells[price] = '12.345,50';
      if (cells[0] === nogal.id) cells[price] = '50.000';
    }
    rows.push(
      `;;${brand} Sin área;Cocinas;Porcelanatos;Otra;1.000;;;;Primera;;;No;caja;Publicado;No;`.split(
        ';',
      ),
    );
    const editedPath = testInfo.outputPath('editada.csv');
    await writeFile(editedPath, Papa.unparse(rows, { delimiter: ';', newline: '\r\n' }), 'utf8');

    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar productos' });
    await dialog.getByLabel('Archivo a importar').setInputFiles(editedPath);
    const report = dialog.getByRole('region', { name: 'Resultado de la revisión' });
    await expect(report.getByRole('definition')).toHaveText(['0', '2', '0', '1']);
    const problems = dialog.getByRole('table', { name: 'Filas con problemas' });
    await expect(problems).toContainText('Área: No existe el área «Cocinas»');
    const changes = dialog.getByRole('region', { name: 'Qué cambia' });
    await expect(changes.getByRole('listitem', { name: /^Fila \d: / })).toHaveCount(2);
    const robleRow = changes.getByRole('listitem', { name: `${brand} Roble` });
    await expect(robleRow).toContainText('Se actualiza (encontrado por ID)');
    await expect(robleRow).toContainText('Precio: $ 10.000 → $ 12.345,50');
    const nogalRow = changes.getByRole('listitem', { name: `${brand} Nogal` });
    await expect(nogalRow).toContainText('Precio: $ 45.990,50 → $ 50.000');
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
    await sweep.check(page, 'Importar productos: revisión');
    expect(sweep.count, `axe found serious or critical violations:\n${sweep.report()}`).toBe(0);
    await nogalRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('import-report.png') });
    expect(await adminPrice(page, `${code}-1`)).toBe(10000);

    await dialog.getByRole('button', { name: 'Importar solo las filas válidas' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Importación lista: 0 creados, 2 actualizados')).toBeVisible();
    expect(await adminPrice(page, `${code}-1`)).toBe(12345.5);
    expect(await namedPrice(page, brand, `${brand} Nogal`)).toBe(50000);
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
    await expect(report.getByRole('definition')).toHaveText(['0', '2', '0', '0']);
    await expect(dialog.getByText('Todas las filas son válidas.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(await adminPrice(page, `${code}-1`)).toBe(10000);
    expect(await namedPrice(page, brand, `${brand} Nogal`)).toBe(45990.5);

    // Six new products: the import asks a second time; Cancelar creates nothing.
    const newRows = [
      'Nombre;Área;Categoría;Subcategoría;Precio;Dimensiones;Metros por caja;Marca',
      ...Array.from(
        { length: 6 },
        (_, i) =>
          `${brand} Nuevo ${i + 1};${rows[1]?.slice(3, 6).join(';')};1.000;60x60;1,44;${brand}`,
      ),
    ];
    await page.getByRole('button', { name: 'Importar' }).click();
    await dialog.getByLabel('Archivo a importar').setInputFiles({
      name: 'nuevos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(newRows.join('\r\n'), 'utf8'),
    });
    await expect(report.getByRole('definition')).toHaveText(['6', '0', '0', '0']);
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    const again = page.getByRole('dialog', { name: '¿Importar de todos modos?' });
    await expect(again).toContainText('Se van a crear 6 productos nuevos.');
    await page.screenshot({ path: testInfo.outputPath('second-confirmation.png') });
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await expect(again).toBeHidden();
    expect(await namedPrice(page, brand, `${brand} Nuevo 1`)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await again.getByRole('button', { name: 'Sí, importar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Importación lista: 6 creados, 0 actualizados')).toBeVisible();
    expect(await namedPrice(page, brand, `${brand} Nuevo 6`)).toBe(1000);
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
