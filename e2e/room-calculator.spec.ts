import { type Page, expect, test } from '@playwright/test';
import { calculate, surfaceToCover } from '#shared/calculator';
import { CART_STORAGE_KEY, type Cart } from '#shared/cart';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { formatMoney, formatSquareMeters } from '#shared/format';
import { defaultJointMm, materialAmountText, materialsPlan, tileSizeOf } from '#shared/materials';
import { quantityText } from '#shared/order-lines';
import { failOnConsoleError, waitForHydration } from './helpers';

/**
 * Rooms typed key by key in es-AR, laying pattern,
 * spare box, materials, the cart line remembering the rooms, WhatsApp and the shared link.
 */

async function porcelanato(page: Page): Promise<ProductDetail> {
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const category = taxonomy.categories.find((c) => c.name === 'Porcelánicos');
  if (!category) throw new Error('the demo catalogue has no Porcelánicos category');
  const list = (await (
    await page.request.get(`/api/products?categoryId=${category.id}`)
  ).json()) as { items: ProductDetail[] };
  const product = list.items.find((p) => p.metersPerBox && p.saleUnit === 'caja');
  if (!product) throw new Error('no porcelanato with m² per box');
  return product;
}

async function typeInto(page: Page, group: string, label: string, text: string) {
  const field = page
    .getByRole('dialog')
    .getByRole('group', { name: group })
    .getByRole('textbox', { name: label });
  await field.click();
  await field.pressSequentially(text);
}

test('rooms by largo × ancho, pattern, spare box and materials go to the cart, which remembers them', async ({
  page,
}, testInfo) => {
  failOnConsoleError(page);
  const product = await porcelanato(page);
  const metersPerBox = product.metersPerBox ?? 0;
  const unitPrice =
    Math.round(product.price * (1 - (product.discountPercentage ?? 0) / 100) * 100) / 100;
  await page.goto(`/producto/${product.id}`);
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Calcular M²' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calcular M²' });
  await dialog.getByRole('button', { name: 'Por ambientes' }).click();
  await typeInto(page, 'Ambiente 1', 'Largo (m)', '3,5');
  await typeInto(page, 'Ambiente 1', 'Ancho (m)', '4,2');
  await dialog.getByRole('button', { name: 'Agregar ambiente' }).click();
  await typeInto(page, 'Ambiente 2', 'Largo (m)', '2');
  await typeInto(page, 'Ambiente 2', 'Ancho (m)', '2.5');
  await dialog.getByRole('button', { name: 'Descontar abertura (puerta, ventana)' }).click();
  await typeInto(page, 'Abertura 1', 'Largo (m)', '0,9');
  await typeInto(page, 'Abertura 1', 'Ancho (m)', '2');
  await dialog.getByRole('radio', { name: 'Diagonal (15 %)' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Incluir 15% de desperdicio' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Calcular', exact: true }).click();

  const rooms = [
    { length: 3.5, width: 4.2 },
    { length: 2, width: 2.5 },
  ];
  const surface = surfaceToCover(rooms, [{ length: 0.9, width: 2 }]);
  expect(surface).toBe(17.9);
  const expected = calculate({
    squareMeters: surface,
    metersPerBox,
    unitPrice,
    includeWaste: true,
    pattern: 'diagonal',
  });
  if (!expected) throw new Error('no result');
  const result = dialog.getByRole('region', { name: 'Resultado' });
  await expect(result).toContainText('Superficie17,9 m²');
  await expect(result).toContainText(
    `M² necesarios (con 15 % de desperdicio)${formatSquareMeters(expected.neededSquareMeters)} m²`,
  );
  await expect(result).toContainText(`Cajas${expected.boxes}`);
  await expect(result).toContainText(
    `Sobrante${formatSquareMeters(expected.leftoverSquareMeters)} m²`,
  );
  await expect(result).toContainText(`Precio${formatMoney(expected.price)}`);
  await expect(result).toContainText('caja de reserva del mismo lote');
  await result.getByRole('checkbox', { name: 'Sumar 1 caja de reserva' }).check();
  const boxes = expected.boxes + 1;
  await expect(result).toContainText(`Cajas${boxes}`);

  // The seeded porcelain categories suggest the porcelain adhesive (30 kg bags) and the grey
  // grout (5 kg): amounts from the tile's format and the joint typed, in those bags.
  const materials = result.getByRole('group', { name: 'Materiales recomendados' });
  const joint = materials.getByRole('textbox', { name: 'Junta (mm)' });
  await expect(joint).toHaveValue(String(defaultJointMm(tileSizeOf(product.dimensions))));
  await joint.click();
  await joint.press('ControlOrMeta+a');
  await joint.press('Backspace');
  await joint.pressSequentially('2,5');
  const plan = materialsPlan({
    squareMeters: surface,
    dimensions: product.dimensions,
    jointMm: 2.5,
    adhesiveBagKg: 30,
    groutBagKg: 5,
  });
  if (!plan.grout) throw new Error('the porcelanato has a format');
  await expect(materials).toContainText(`Adhesivo${materialAmountText(plan.adhesive)}`);
  await expect(materials).toContainText(`Pastina${materialAmountText(plan.grout)}`);
  await expect(materials).toContainText('Junta de 2,5 mm');
  await materials.screenshot({ path: testInfo.outputPath('materials.png') });
  await result.getByRole('button', { name: 'Agregar materiales' }).click();
  await expect(result.getByRole('button', { name: 'Materiales agregados' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/carrito');
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line).toContainText(`${boxes} cajas`);
  await expect(line).toContainText(
    `${formatSquareMeters(boxes * metersPerBox)} m² · para 17,9 m² con 15 % de desperdicio (diagonal)`,
  );
  // What lands in the cart is what the calculator showed.
  const adhesive = page.getByRole('listitem', { name: 'Adhesivo Porcelanato 30 kg' });
  await expect(adhesive).toContainText(quantityText(plan.adhesive.bags, 'bolsa'));
  await expect(adhesive).not.toContainText('m²');
  await expect(adhesive).toContainText('por bolsa');
  await expect(page.getByRole('listitem', { name: 'Pastina Gris 5 kg' })).toContainText(
    quantityText(plan.grout.bags, 'bolsa'),
  );
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const category = taxonomy.categories.find((c) => c.id === product.categoryId);
  const cart = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)) ?? '{}',
  ) as Cart;
  const bagsOf = (id: string | null | undefined) =>
    cart.items.find((item) => item.productId === id)?.quantity;
  expect(bagsOf(category?.adhesiveProductId)).toBe(plan.adhesive.bags);
  expect(bagsOf(category?.groutProductId)).toBe(plan.grout.bags);

  // The stepper changes boxes only: the room typed stays.
  await line.getByRole('button', { name: 'Agregar una caja' }).click();
  await expect(line).toContainText(`${boxes + 1} cajas`);
  await expect(line).toContainText('para 17,9 m² con 15 % de desperdicio');

  // The cart's calculator opens with the rooms and the pattern the line remembers.
  await line.getByRole('button', { name: `Calcular M² de ${product.name}` }).click();
  const cartDialog = page.getByRole('dialog');
  await expect(
    cartDialog
      .getByRole('group', { name: 'Ambiente 1' })
      .getByRole('textbox', { name: 'Largo (m)' }),
  ).toHaveValue('3,5');
  await expect(
    cartDialog
      .getByRole('group', { name: 'Ambiente 2' })
      .getByRole('textbox', { name: 'Ancho (m)' }),
  ).toHaveValue('2,5');
  await expect(cartDialog.getByRole('radio', { name: 'Diagonal (15 %)' })).toBeChecked();
  await cartDialog.getByRole('radio', { name: 'Recto (10 %)' }).check();
  const recto = calculate({
    squareMeters: surface,
    metersPerBox,
    unitPrice,
    includeWaste: true,
    pattern: 'recto',
  });
  await expect(cartDialog.getByRole('status')).toContainText(`${recto?.boxes} cajas`);
  await cartDialog.getByRole('button', { name: 'Calcular y Actualizar' }).click();
  await expect(cartDialog).toBeHidden();
  await expect(line).toContainText(`${recto?.boxes} cajas`);
  await expect(line).toContainText('para 17,9 m² con 10 % de desperdicio (recto)');

  // Checkout reads the same.
  await page.getByRole('link', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(
    `${recto?.boxes} cajas (${formatSquareMeters((recto?.boxes ?? 0) * metersPerBox)} m²) para 17,9 m² con 10 % de desperdicio (recto)`,
  );
  await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(
    quantityText(plan.adhesive.bags, 'bolsa'),
  );
});

test('WhatsApp consulta, a short shared link (copied, by WhatsApp) that rebuilds the cart in another browser, and the old long link', async ({
  page,
  browser,
}, testInfo) => {
  failOnConsoleError(page);
  const product = await porcelanato(page);
  await page.goto(`/producto/${product.id}`);
  await waitForHydration(page);
  const productConsulta = page.getByRole('link', { name: 'Enviar consulta por WhatsApp' });
  await expect(productConsulta).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  const productText = decodeURIComponent(
    new URL((await productConsulta.getAttribute('href')) ?? '').searchParams.get('text') ?? '',
  );
  expect(productText).toContain(`- ${product.name}: 1 caja (`);

  await page.getByRole('button', { name: 'Calcular M²' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calcular M²' });
  await dialog.getByLabel('Metros cuadrados').pressSequentially('23,5');
  await dialog.getByRole('radio', { name: 'Espiga (15 %)' }).check();
  await dialog.getByRole('button', { name: 'Calcular', exact: true }).click();
  await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/carrito');
  const consulta = page.getByRole('link', { name: 'Enviar consulta por WhatsApp' });
  const href = (await consulta.getAttribute('href')) ?? '';
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toContain('¡Hola! Quiero consultar por:');
  expect(text).toContain(`- ${product.name}: `);
  expect(text).toContain('para 23,5 m² con 15 % de desperdicio (espiga)');
  const link = text.match(/https?:\/\/\S+\/carrito\?c=[0-9a-z~.-]+$/)?.[0] ?? '';
  expect(link).not.toBe('');

  // A phone's share sheet (Web Share API), recorded instead of opened.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared?: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  // Compartir carrito: the server keeps the cart under a short link.
  await page.getByRole('button', { name: 'Compartir carrito' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Compartir carrito' });
  const linkBox = shareDialog.getByRole('textbox', { name: 'Enlace del carrito' });
  await expect(linkBox).toHaveValue(/\/c\/[a-z2-9]{10}$/);
  const short = await linkBox.inputValue();
  expect(short.length).toBeLessThan(60);
  const whatsapp = shareDialog.getByRole('link', { name: 'Enviar por WhatsApp' });
  const whatsappHref = (await whatsapp.getAttribute('href')) ?? '';
  expect(whatsappHref).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(new URL(whatsappHref).searchParams.get('text')).toBe(
    `Te comparto mi carrito de cerámicos: ${short}`,
  );
  await shareDialog.getByRole('button', { name: 'Compartir…' }).click();
  expect(await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({
    title: 'Carrito',
    text: 'Te comparto mi carrito de cerámicos:',
    url: short,
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shareDialog.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(shareDialog.getByRole('button', { name: 'Enlace copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(short);
  await page.screenshot({
    path: `/work/runs/h-share-link-shots/share-dialog-${testInfo.project.name}.png`,
  });
  await shareDialog.getByRole('button', { name: 'Cerrar' }).click();

  // Someone else opens the short link: a fresh browser, an empty cart.
  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    locale: 'es-AR',
  });
  try {
    const friend = await other.newPage();
    failOnConsoleError(friend);
    await friend.goto(short);
    await expect(friend).toHaveURL(/\/carrito$/);
    await expect(friend.getByText('Cargamos el carrito compartido.')).toBeVisible();
    await expect(friend.getByRole('listitem', { name: product.name })).toContainText(
      'para 23,5 m² con 15 % de desperdicio (espiga)',
    );
    // A code that names no cart says so and leads to the products.
    await friend.goto('/c/zzzzzzzzzz');
    await expect(
      friend.getByRole('heading', { name: 'Este carrito compartido ya no está disponible' }),
    ).toBeVisible();
    await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await friend.screenshot({
      path: `/work/runs/h-share-link-shots/shared-cart-gone-${testInfo.project.name}.png`,
    });
    await friend.getByRole('link', { name: 'Ver productos' }).click();
    await expect(friend).toHaveURL(/\/productos$/);
  } finally {
    await other.close();
  }

  // Another shopper: an empty cart, the link plus a product that does not exist.
  await page.evaluate(() => localStorage.clear());
  const unknown = '00000000-0000-4000-8000-000000000000~2~0~0~';
  await page.goto(`${link}.${unknown}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Cargamos' })).toHaveText(
    'Cargamos el carrito compartido. 1 producto del enlace ya no está disponible y no se agregó.',
  );
  await expect(page).toHaveURL(/\/carrito$/);
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line).toContainText('para 23,5 m² con 15 % de desperdicio (espiga)');
  await expect(
    page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem'),
  ).toHaveCount(1);
});
