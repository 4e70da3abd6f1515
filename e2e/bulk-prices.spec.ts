import { type Locator, type Page, type Route, expect, test } from '@playwright/test';
import type { ProductDetail } from '#shared/catalog';
import { failOnConsoleError, flooringTileOf, signInAsAdmin } from './helpers';

/**
 * A bulk price change from the admin, previewed, applied, seen by the shop, undone;
 * the quick price edit of the list; an undo refused after a later change. Creates its own
 * products under a brand of its own and changes only those. In the catalogue-admin projects:
 * the batches it records are listed for every admin.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

async function typeKeys(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  // A select's name is its label followed by what it shows ("Redondeo A $ 1").
  await page.getByRole('combobox', { name: new RegExp(`^${field}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createProduct(page: Page, body: Record<string, unknown>): Promise<ProductDetail> {
  const response = await page.request.post('/api/admin/products', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as ProductDetail;
}

async function publicPrice(page: Page, id: string): Promise<number> {
  return ((await (await page.request.get(`/api/products/${id}`)).json()) as ProductDetail).price;
}

/** "Deshacer" asks first; the confirmation's own "Deshacer" undoes the batch. */
async function undoAndConfirm(page: Page, batch: Locator): Promise<void> {
  await batch.getByRole('button', { name: 'Deshacer' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Deshacer este cambio de precios?' });
  await dialog.getByRole('button', { name: 'Deshacer' }).click();
  await expect(dialog).toBeHidden();
}

test('bulk price change: preview, apply, shown by the shop, undo; quick edit; undo refused', async ({
  page,
}, testInfo) => {
  // A long journey on a shared, loaded machine.
  test.setTimeout(180_000);
  const phone = testInfo.project.name.startsWith('phone');
  // Each project its own rounding, so the two running at once tell their batches apart.
  const [percentRounding, fixedRounding] = phone ? [100, 10] : [10, 1];
  await signInAsAdmin(page);
  const brand = `Lote E2E ${phone ? 'teléfono' : 'escritorio'} ${Date.now()}`;
  const base = await flooringTileOf(page, brand);
  const roble = await createProduct(page, { ...base, name: `${brand} Roble`, price: 10000 });
  const nogal = await createProduct(page, { ...base, name: `${brand} Nogal`, price: 45990.5 });

  try {
    await page.goto('/admin/precios');
    await expect(page.getByRole('heading', { name: 'Cambio masivo de precios' })).toBeVisible();
    await choose(page, 'Marca', brand);
    await typeKeys(page.getByRole('textbox', { name: 'Porcentaje (%)' }), '12,5');
    await choose(page, 'Redondeo', `A $ ${percentRounding}`);
    await page.getByRole('button', { name: 'Ver vista previa' }).click();
    await expect(page.getByRole('status')).toHaveText('Se cambiará el precio de 2 productos');
    const preview = page.getByRole('table', { name: 'Vista previa de precios' });
    const [robleNew, nogalNew] = phone ? [11300, 51700] : [11250, 51740];
    const money = (n: number) =>
      `$ ${n.toLocaleString('es-AR', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}`;
    await expect(preview).toContainText(`$ 10.000 → ${money(robleNew)}`);
    await expect(preview).toContainText(`$ 45.990,50 → ${money(nogalNew)}`);
    await expect(preview).toContainText(
      `$ 6.944,44 → ${money(Math.round((robleNew / 1.44) * 100) / 100)}`,
    );
    await page.getByRole('button', { name: 'Aplicar a 2 productos' }).click();
    await expect(page.getByText('Se actualizaron los precios de 2 productos')).toBeVisible();
    expect(await publicPrice(page, roble.id)).toBe(robleNew);
    expect(await publicPrice(page, nogal.id)).toBe(nogalNew);

    // The shop shows the new price at once.
    await page.goto(`/producto/${roble.id}`);
    await expect(page.getByText(money(robleNew)).first()).toBeVisible();

    // Undo the batch as a whole.
    await page.goto('/admin/precios');
    const percentBatch = page
      .getByRole('listitem')
      .filter({ hasText: `Subir 12,50 % (redondeo $ ${percentRounding})` })
      .filter({ has: page.getByRole('button', { name: 'Deshacer' }) })
      .first();
    await expect(percentBatch).toContainText(`Marca: ${brand}`);
    await undoAndConfirm(page, percentBatch);
    await expect(page.getByText('Se restauraron los precios de 2 productos')).toBeVisible();
    expect(await publicPrice(page, roble.id)).toBe(10000);
    expect(await publicPrice(page, nogal.id)).toBe(45990.5);

    // A fixed amount typed the Argentine way.
    await choose(page, 'Marca', brand);
    await page.getByRole('button', { name: 'Monto fijo' }).click();
    await typeKeys(page.getByRole('textbox', { name: 'Monto ($)' }), '45.990,50');
    await choose(page, 'Redondeo', `A $ ${fixedRounding}`);
    await page.getByRole('button', { name: 'Bajar', exact: true }).click();
    await page.getByRole('button', { name: 'Ver vista previa' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'La baja dejaría en $ 0 o menos' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Subir', exact: true }).click();
    await page.getByRole('button', { name: 'Ver vista previa' }).click();
    const [robleFixed, nogalFixed] = phone ? [55990, 91980] : [55991, 91981];
    await expect(preview).toContainText(`$ 10.000 → ${money(robleFixed)}`);
    await page.getByRole('button', { name: 'Aplicar a 2 productos' }).click();
    await expect(page.getByText('Se actualizaron los precios de 2 productos')).toBeVisible();
    expect(await publicPrice(page, nogal.id)).toBe(nogalFixed);

    // The list's quick edit, typed key by key.
    await page.goto('/admin/productos');
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(brand);
    await page
      .getByRole('button', { name: new RegExp(`^Cambiar precio de ${brand} Roble`) })
      .click();
    await typeKeys(page.getByRole('textbox', { name: 'Precio' }), '45.990,50');
    await page.getByRole('textbox', { name: 'Precio' }).press('Enter');
    await expect(
      page.getByRole('button', { name: `Cambiar precio de ${brand} Roble: $ 45.990,50` }),
    ).toBeVisible();
    expect(await publicPrice(page, roble.id)).toBe(45990.5);

    // The fixed batch cannot be undone any more: Roble's price changed since.
    await page.goto('/admin/precios');
    const fixedBatch = page
      .getByRole('listitem')
      .filter({ hasText: `Subir $ 45.990,50 (redondeo $ ${fixedRounding})` })
      .filter({ has: page.getByRole('button', { name: 'Deshacer' }) })
      .first();
    await undoAndConfirm(page, fixedBatch);
    await expect(page.getByRole('alert').filter({ hasText: 'No se puede deshacer' })).toContainText(
      `"${brand} Roble"`,
    );
    expect(await publicPrice(page, nogal.id)).toBe(nogalFixed);

    // Ticked rows of the list.
    await page.goto('/admin/productos');
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(brand);
    await page.getByRole('checkbox', { name: `Marcar ${brand} Nogal` }).check();
    await page.getByRole('button', { name: 'Cambiar precios (1)' }).click();
    await expect(page.getByText('1 producto marcado en la lista')).toBeVisible();
    await typeKeys(page.getByRole('textbox', { name: 'Porcentaje (%)' }), '12,5');
    await page.getByRole('button', { name: 'Ver vista previa' }).click();
    await expect(page.getByRole('status')).toHaveText('Se cambiará el precio de 1 producto');

    // Nothing scrolls sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    for (const product of [roble, nogal])
      await page.request.delete(`/api/admin/products/${product.id}`);
  }
});

test('a name typed into "Buscar" as soon as the screen shows is kept while its data arrives', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const brand = `Tipeo E2E ${testInfo.project.name} ${Date.now()}`;
  const base = await flooringTileOf(page, brand);
  const roble = await createProduct(page, { ...base, name: `${brand} Roble`, price: 10000 });
  try {
    // The brands and the recent changes answer late: the screen shows before they arrive.
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // The page may have given up on a request meanwhile (a query refetched): nothing to send.
      await route.continue().catch(() => undefined);
    };
    const late = ['**/api/admin/products/brands', '**/api/admin/price-batches'];
    for (const url of late) await page.route(url, slow);
    const arrived = page.waitForResponse('**/api/admin/products/brands');
    await page.goto('/admin/precios');
    const search = page.getByRole('textbox', { name: 'Buscar' });
    await search.pressSequentially(`${brand} Roble`);
    await arrived;
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.getByRole('combobox', { name: /^Marca/ })).toBeEnabled();
    await expect(search).toHaveValue(`${brand} Roble`);
    await typeKeys(page.getByRole('textbox', { name: 'Porcentaje (%)' }), '10');
    await page.getByRole('button', { name: 'Ver vista previa' }).click();
    await expect(page.getByRole('status')).toHaveText('Se cambiará el precio de 1 producto');
    await expect(page.getByRole('button', { name: 'Aplicar a 1 producto' })).toBeVisible();
  } finally {
    await page.request.delete(`/api/admin/products/${roble.id}`);
  }
});

test('the history names what each batch chose, "Deshacer" asks first, and the preview names the sale unit', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const brand = `Bolsas E2E ${testInfo.project.name} ${Date.now()}`;
  const base = await flooringTileOf(page, brand);
  const pastina = await createProduct(page, {
    ...base,
    name: `${brand} Pastina`,
    saleUnit: 'bolsa',
    price: 8000,
  });
  try {
    await page.goto('/admin/precios');
    await choose(page, 'Marca', brand);
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Pastina');
    await typeKeys(page.getByRole('textbox', { name: 'Porcentaje (%)' }), '10');
    await page.getByRole('button', { name: 'Ver vista previa' }).click();
    const preview = page.getByRole('table', { name: 'Vista previa de precios' });
    await expect(preview.getByRole('columnheader', { name: 'Por bolsa' })).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'Por caja' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Aplicar a 1 producto' }).click();
    await expect(page.getByText('Se actualizó el precio de 1 producto')).toBeVisible();
    expect(await publicPrice(page, pastina.id)).toBe(8800);

    const batch = page
      .getByRole('list', { name: 'Cambios masivos recientes' })
      .getByRole('listitem')
      .filter({ hasText: `Marca: ${brand} · Búsqueda: "Pastina"` });
    await expect(batch).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`batches-${testInfo.project.name}.png`) });

    // "Deshacer" asks first: going back changes nothing.
    await batch.getByRole('button', { name: 'Deshacer' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Deshacer este cambio de precios?' });
    await expect(dialog).toContainText(
      'El precio de 1 producto vuelve al que tenía antes del cambio.',
    );
    await expect(dialog).toContainText(`Marca: ${brand}`);
    await page.screenshot({ path: testInfo.outputPath(`undo-ask-${testInfo.project.name}.png`) });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect(await publicPrice(page, pastina.id)).toBe(8800);
    await undoAndConfirm(page, batch);
    await expect(page.getByText('Se restauró el precio de 1 producto')).toBeVisible();
    expect(await publicPrice(page, pastina.id)).toBe(8000);
  } finally {
    await page.request.delete(`/api/admin/products/${pastina.id}`);
  }
});
