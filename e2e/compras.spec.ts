import { type Page, expect, test } from '@playwright/test';
import {
  failOnConsoleError,
  flooringTileOf,
  openAdminPage,
  runSuffix,
  signInAsAdmin,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** The screens at the computer's and the phone's size, for a person to look at. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/compras/${name}-1366x768.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots/compras/${name}-390x844.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
}

/**
 * The owner's first purchase: a supplier (with its CUIT and WhatsApp), a purchase order for a
 * product, sent, received in part into a lot with its tono, and the lot on the Stock screen.
 * An admin form journey, the same on a phone: the rules are proved by the API tests.
 */
test(
  'the owner creates a supplier, orders from it, receives part of it and sees the lot in Stock',
  { tag: '@una-medida' },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const suffix = runSuffix(testInfo.project.name);
    await signInAsAdmin(page);
    const name = `Porcelanato Compras ${suffix}`;
    const created = await page.request.post('/api/admin/products', {
      data: { ...(await flooringTileOf(page, 'Cerro Negro')), name, price: 21000 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = ((await created.json()) as { id: string }).id;
    const tracked = await page.request.put(`/api/admin/stock/products/${productId}/settings`, {
      data: { trackStock: true, backorderDays: null, lowStockThreshold: null },
    });
    expect(tracked.status(), await tracked.text()).toBe(200);

    // Proveedores: a wrong CUIT is refused with its reason, then the right one is kept.
    await openAdminPage(page, 'Proveedores', /\/admin\/proveedores$/);
    await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo proveedor' });
    const supplier = `Cerámica del Sur ${suffix}`;
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(supplier);
    await dialog.getByRole('textbox', { name: 'CUIT' }).fill('20-12345678-5');
    await dialog.getByRole('textbox', { name: 'Teléfono / WhatsApp' }).fill('11 4444-1234');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ventas@ceramicadelsur.example');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El CUIT no es válido', { exact: false }).first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'CUIT' }).fill('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: supplier });
    await expect(row.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5491144441234',
    );
    await shots(page, 'proveedores');

    // Compras: a draft of 10 boxes at $ 12.500,50, sent to the supplier.
    await openAdminPage(page, 'Compras', /\/admin\/compras$/);
    await page.getByRole('button', { name: 'Nueva orden de compra' }).click();
    const draft = page.getByRole('dialog', { name: 'Nueva orden de compra' });
    await draft.getByRole('combobox', { name: 'Proveedor' }).click();
    await page.getByRole('option', { name: supplier }).click();
    await draft.getByRole('combobox', { name: 'Agregar producto' }).pressSequentially(name);
    await page.getByRole('option', { name }).click();
    const line = draft.getByRole('group', { name });
    await line.getByRole('textbox', { name: 'Cantidad' }).pressSequentially('10');
    await line.getByRole('textbox', { name: 'Costo unitario ($)' }).pressSequentially('12.500,50');
    await shots(page, 'nueva-orden');
    await draft.getByRole('button', { name: 'Guardar borrador' }).click();
    const order = page.getByRole('dialog', { name: /Orden de compra N\.º \d+ · Borrador/ });
    await expect(order).toContainText('$ 12.500,50');
    await order.getByRole('button', { name: 'Enviar al proveedor' }).click();
    const sent = page.getByRole('dialog', { name: /Orden de compra N\.º \d+ · Enviada/ });
    await expect(sent).toBeVisible();

    // Recepción: 4 of the 10 boxes, lot OC-1 in tono T3.
    await sent.getByRole('button', { name: 'Recibir mercadería' }).click();
    const receipt = page.getByRole('dialog', { name: /Recibir mercadería/ });
    const received = receipt.getByRole('group', { name });
    await received.getByRole('textbox', { name: 'Cantidad recibida' }).fill('');
    await received.getByRole('textbox', { name: 'Cantidad recibida' }).pressSequentially('4');
    await received.getByRole('textbox', { name: 'Lote', exact: true }).fill('OC-1');
    await received.getByRole('textbox', { name: 'Tono', exact: true }).fill('T3');
    await received
      .getByRole('textbox', { name: 'Diferencias (cajas rotas, otro tono…)' })
      .fill('El resto la semana que viene');
    await shots(page, 'recepcion');
    await receipt.getByRole('button', { name: 'Registrar recepción' }).click();
    await expect(receipt).toBeHidden();
    const partly = page.getByRole('dialog', {
      name: /Orden de compra N\.º \d+ · Recibida en parte/,
    });
    await expect(partly).toContainText('lote OC-1');
    await shots(page, 'orden');
    await partly.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('row').filter({ hasText: supplier })).toContainText('4 de 10');

    // Stock shows the lot with its 4 boxes.
    await page.goto(`/admin/stock?${new URLSearchParams({ search: name })}`);
    await page.getByRole('button', { name: `Detalle de stock de ${name}` }).click();
    const stock = page.getByRole('dialog', { name: `Stock de ${name}` });
    await expect(stock.getByRole('list', { name: 'Lotes' })).toContainText('OC-1');
    await expect(stock).toContainText('4 en depósito');
  },
);
