import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { boxesForArea, squareMetersForBoxes } from '#shared/calculator';
import { CART_STORAGE_KEY } from '#shared/cart';
import { encodeCart } from '#shared/cart-share';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { formatMoney, formatSquareMeters } from '#shared/format';
import { effectivePrice } from '#shared/pricing';
import {
  E2E_ADMIN,
  E2E_DATA_DIR,
  addToCart,
  expectPhoneWarnedOnlyIfNotArgentine,
  failOnConsoleError,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** Two flooring products of the demo catalogue, read through the public API. */
async function twoFloorTiles(request: APIRequestContext, offset: number): Promise<ProductDetail[]> {
  const taxonomy = (await (await request.get('/api/taxonomy')).json()) as Taxonomy;
  const floor = taxonomy.areas.find((a) => a.name === 'Pisos y Revestimientos');
  expect(floor).toBeDefined();
  const list = await request.get(`/api/products?areaId=${floor?.id}&sortBy=price&sortOrder=asc`);
  const { items } = (await list.json()) as { items: ProductDetail[] };
  const tiles = items.filter((p) => p.metersPerBox).slice(offset, offset + 2);
  expect(tiles).toHaveLength(2);
  return tiles;
}

/** Confirms the checkout and reads the order it made as staff see it. */
async function confirmAndReadOrder(page: Page): Promise<unknown> {
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
  const confirmation = await page.getByText(/Tu pedido número #\d+/).textContent();
  const orderId = Number(/#(\d+)/.exec(confirmation ?? '')?.[1]);
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  return (await page.request.get(`/api/admin/orders/${orderId}`)).json();
}

const unit = (p: ProductDetail) => effectivePrice(p.price, p.discountPercentage);

test('a shopper adjusts the cart, checks out with invalid then valid data and gets the order by e-mail', async ({
  page,
  context,
}, testInfo) => {
  const [first, second] = await twoFloorTiles(
    page.request,
    testInfo.project.name === 'phone' ? 2 : 0,
  );
  if (!first?.metersPerBox || !second?.metersPerBox) throw new Error('no flooring products');
  await addToCart(page, [first, second]);

  await page.goto('/carrito');
  const cart = page.getByRole('list', { name: 'Productos en el carrito' });
  const firstLine = cart.getByRole('listitem', { name: first.name, exact: true });
  const secondLine = cart.getByRole('listitem', { name: second.name, exact: true });
  await expect(firstLine).toContainText('1 caja');
  await expect(secondLine).toContainText('1 caja');
  await expect(firstLine.getByRole('button', { name: 'Quitar una caja' })).toBeDisabled();

  // The stepper: the m² the boxes hold follow as boxes × metersPerBox.
  await firstLine.getByRole('button', { name: 'Agregar una caja' }).click();
  await firstLine.getByRole('button', { name: 'Agregar una caja' }).click();
  await firstLine.getByRole('button', { name: 'Quitar una caja' }).click();
  await expect(firstLine).toContainText('2 cajas');
  await expect(firstLine).toContainText(
    `${formatSquareMeters(squareMetersForBoxes(2, first.metersPerBox))} m²`,
  );

  // A second tab sees the same cart and its changes.
  const otherTab = await context.newPage();
  failOnConsoleError(otherTab);
  await otherTab.goto('/carrito');
  await expect(otherTab.getByRole('listitem', { name: first.name, exact: true })).toContainText(
    '2 cajas',
  );

  // The m² dialog: empty does nothing, 12 m² with waste buys the right boxes.
  await secondLine.getByRole('button', { name: `Calcular M² de ${second.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Calculadora de M²' });
  // It opens with the m² the line holds; emptied, it cannot update.
  const meters = dialog.getByRole('textbox', { name: 'Metros cuadrados' });
  await expect(meters).toHaveValue(formatSquareMeters(second.metersPerBox));
  await meters.clear();
  await expect(dialog.getByRole('button', { name: 'Calcular y Actualizar' })).toBeDisabled();
  await meters.fill('12');
  await expect(dialog.getByRole('checkbox', { name: 'Incluir 10% de desperdicio' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Calcular y Actualizar' }).click();
  await expect(dialog).toBeHidden();
  const boxes = boxesForArea(12, second.metersPerBox, true);
  await expect(secondLine).toContainText(`${boxes} cajas`);
  await expect(secondLine).toContainText(
    `${formatSquareMeters(squareMetersForBoxes(boxes, second.metersPerBox))} m² · para 12 m² con 10 % de desperdicio (recto)`,
  );
  await expect(otherTab.getByRole('listitem', { name: second.name, exact: true })).toContainText(
    `${boxes} cajas`,
  );
  await otherTab.close();

  const total = unit(first) * 2 + unit(second) * boxes;
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary).toContainText(`Total${formatMoney(total)}`);

  // The cart survives a reload.
  await page.reload();
  await expect(page.getByRole('listitem', { name: second.name, exact: true })).toContainText(
    `${boxes} cajas`,
  );

  await page.getByRole('link', { name: 'Finalizar Compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const review = page.getByRole('list', { name: 'Productos del pedido' });
  await expect(review.getByRole('listitem')).toHaveCount(2);
  await expect(review).toContainText(
    `2 cajas (${formatSquareMeters(squareMetersForBoxes(2, first.metersPerBox))} m²)`,
  );
  await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toContainText(
    formatMoney(total),
  );
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 1 opens clean: no message before the shopper has typed or submitted anything.
  const name = page.getByRole('textbox', { name: 'Nombre completo' });
  await expect(name).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('El nombre debe tener al menos 3 caracteres')).toHaveCount(0);

  // Step 1: messages on change, and on submit.
  await name.fill('Al');
  await expect(page.getByText('El nombre debe tener al menos 3 caracteres')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example');
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Por favor, completa todos los campos requeridos correctamente.',
  );
  await expect(page.getByText('Email inválido', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Teléfono inválido (mínimo 8 números)', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('La dirección debe tener al menos 5 caracteres', { exact: true }),
  ).toBeVisible();

  const email = `comprador-${testInfo.project.name}@example.com`;
  await name.fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 1234-5678');
  await page.getByRole('textbox', { name: 'Dirección de entrega' }).fill('Calle 123, Luján');
  await page.getByRole('textbox', { name: 'Comentarios adicionales' }).fill('Por la tarde');

  // A failed save keeps the shopper on the step with the banner; retrying succeeds.
  await page.route('**/api/orders', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'x' } }),
    }),
  );
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Hubo un error al procesar tu pedido. Por favor, intenta nuevamente.',
  );
  await expect(page.getByRole('button', { name: 'Confirmar Pedido' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana Pérez');
  await page.unroute('**/api/orders');
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();

  await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
  // The confirmation is read from its top, not from where the long form was left.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const confirmation = await page.getByText(/Tu pedido número #\d+/).textContent();
  const orderId = Number(/#(\d+)/.exec(confirmation ?? '')?.[1]);
  expect(orderId).toBeGreaterThanOrEqual(1001);
  await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
  await page.goto('/carrito');
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('No hay productos en el carrito')).toBeVisible();

  // The order is stored with the server's prices.
  const login = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const stored = await page.request.get(`/api/admin/orders/${orderId}`);
  expect(stored.ok()).toBe(true);
  expect(await stored.json()).toMatchObject({
    id: orderId,
    customerName: 'Ana Pérez',
    customerEmail: email,
    totalAmount: total,
    status: 'pending',
    paymentStatus: 'pending',
    products: [
      { productId: first.id, productName: first.name, quantity: 2, unitPrice: unit(first) },
      { productId: second.id, productName: second.name, quantity: boxes, includeWaste: true },
    ],
  });

  // And the confirmation e-mail was written to the outbox.
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  await expect
    .poll(async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const texts = await Promise.all(
        // Quoted-printable soft line breaks may split the order number.
        files.map(async (f) =>
          (await readFile(path.join(outbox, f), 'utf8')).replace(/=\r?\n/g, ''),
        ),
      );
      return texts.some((t) => t.includes(`To: ${email}`) && t.includes(`#${orderId}`));
    })
    .toBe(true);
});

test('a product deleted from the catalogue is shown as such and can be removed', async ({
  page,
}) => {
  const [tile] = await twoFloorTiles(page.request, 4);
  if (!tile) throw new Error('no flooring product');
  await addToCart(page, [tile]);
  await page.evaluate((key) => {
    const cart = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    cart.items.push({
      productId: '00000000-0000-4000-8000-000000000000',
      quantity: 2,
      squareMeters: 2,
      includeWaste: false,
    });
    window.localStorage.setItem(key, JSON.stringify(cart));
  }, CART_STORAGE_KEY);
  await page.goto('/carrito');
  const missing = page.getByRole('listitem', { name: 'Producto no encontrado' });
  await expect(missing).toBeVisible();
  await expect(page.getByRole('listitem', { name: tile.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Finalizar Compra' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await missing
    .getByRole('button', { name: 'Eliminar Producto no encontrado del carrito' })
    .click();
  await expect(missing).toBeHidden();
  await expect(page.getByRole('link', { name: 'Finalizar Compra' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // 'Vaciar Carrito' empties at once and can be undone for a few seconds.
  await page.getByRole('button', { name: 'Vaciar Carrito' }).click();
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByRole('listitem', { name: tile.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Vaciar Carrito' }).click();
  await expect(page.getByText('Vaciaste el carrito')).toBeVisible();
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver Productos' })).toHaveAttribute(
    'href',
    '/productos',
  );
});

test('a removed line comes back with Deshacer, and a shared cart asks before touching this one', async ({
  page,
}, testInfo) => {
  const [first, second, third] = [
    ...(await twoFloorTiles(page.request, 6)),
    ...(await twoFloorTiles(page.request, 8)),
  ] as [ProductDetail, ProductDetail, ProductDetail];
  await addToCart(page, [first, second]);
  await page.goto('/carrito');
  const lines = page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);

  await page.getByRole('button', { name: `Eliminar ${first.name} del carrito` }).click();
  await expect(page.getByText(`Quitaste «${first.name}» del carrito`)).toBeVisible();
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(lines).toHaveCount(2);
  // Back at its place, first.
  await expect(lines.first()).toHaveAccessibleName(first.name);

  // A link with the third tile and one more box of the second, opened over this cart.
  const shared = `/carrito?c=${encodeCart([
    { productId: third.id, quantity: 3, squareMeters: 0, includeWaste: false },
    { productId: second.id, quantity: 1, squareMeters: 0, includeWaste: false },
  ])}`;
  await page.goto(shared);
  const ask = page.getByRole('dialog', { name: 'Te compartieron un carrito' });
  await expect(ask).toContainText('El enlace trae 2 productos y tu carrito ya tiene otros.');
  await page.screenshot({ path: `/tmp/shots-cart/shared-ask-${testInfo.project.name}.png` });
  await ask.getByRole('button', { name: 'Dejar el mío' }).click();
  await expect(page.getByText('Dejamos tu carrito como estaba.')).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(page).toHaveURL(/\/carrito$/);

  await page.goto(shared);
  await ask.getByRole('button', { name: 'Sumar al mío' }).click();
  await expect(page.getByText('Sumamos el carrito compartido al tuyo.')).toBeVisible();
  await expect(lines).toHaveCount(3);
  await expect(page.getByRole('listitem', { name: second.name, exact: true })).toContainText(
    '2 cajas',
  );

  await page.goto(shared);
  await ask.getByRole('button', { name: 'Reemplazar el mío' }).click();
  await expect(page.getByText('Reemplazamos tu carrito por el compartido.')).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('listitem', { name: first.name, exact: true })).toHaveCount(0);
});

test('each checkout step opens at its heading, a failed submit shows its summary with links to the fields, and a reload keeps what was typed', async ({
  page,
}, testInfo) => {
  const tiles = await twoFloorTiles(page.request, 2);
  await addToCart(page, tiles);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const heading = page.getByRole('heading', { name: 'Datos de contacto' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  const phone = page.getByRole('textbox', { name: 'Teléfono' });
  await page.getByRole('textbox', { name: 'Nombre completo' }).pressSequentially('Ana Pérez');
  await phone.pressSequentially('11-5555-019A');
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Por favor, completa' });
  await expect(summary).toBeInViewport();
  const phoneLink = summary.getByRole('button', {
    name: 'Teléfono: Escribí el teléfono con números: podés usar espacios, guiones, paréntesis y +',
  });
  await expect(summary.getByRole('button', { name: /^Email: / })).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-cart/checkout-errors-${testInfo.project.name}.png` });
  await phoneLink.click();
  await expect(phone).toBeFocused();
  await phone.fill('');
  await phone.pressSequentially('11 5555-0192');
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially('ana@example.com');

  // A reload on step 2 keeps the step and what was typed (this tab only).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Datos de contacto' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana Pérez');
  await expect(phone).toHaveValue('11 5555-0192');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');

  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeFocused();
});

test('the WhatsApp button never covers the cart summary nor the footer, wherever the cart is scrolled', async ({
  page,
}) => {
  const tiles = await twoFloorTiles(page.request, 0);
  await addToCart(page, tiles);
  await page.goto('/carrito');
  const finish = page.getByRole('link', { name: 'Finalizar Compra' });
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  const footerIcons = page.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp' });
  // Located by its title: while it steps aside it is also hidden from the accessibility tree.
  const whatsapp = page.locator('a[title="Consultar por WhatsApp"]');
  await expect(finish).toBeVisible();

  // Scroll so the button sits in the corner the WhatsApp button floats in, then elsewhere, then
  // to the footer.
  const viewport = page.viewportSize() ?? { width: 1366, height: 768 };
  const finishBox = await finish.boundingBox();
  if (!finishBox) throw new Error('no box for Finalizar Compra');
  const pageTop = finishBox.y + (await page.evaluate(() => window.scrollY));
  const maxScroll = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  const positions = [0, pageTop - viewport.height + 60, pageTop - viewport.height + 30, maxScroll];
  const overlap = (
    a: { x: number; y: number; width: number; height: number } | null,
    b: { x: number; y: number; width: number; height: number } | null,
  ) =>
    a !== null &&
    b !== null &&
    a.width > 0 &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height;
  for (const y of positions) {
    await page.evaluate((top) => window.scrollTo({ top }), Math.max(0, y));
    await page.waitForFunction(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))),
        ),
    );
    const button = await whatsapp.boundingBox();
    const kept = await Promise.all(
      [finish, summary, page.getByRole('contentinfo')].map(async (l) =>
        (await l.count()) > 0 ? l.boundingBox() : null,
      ),
    );
    if (kept.some((box) => overlap(box, button)))
      await expect(whatsapp, `scrolled to ${y}`).toBeHidden();
    else await expect(whatsapp, `scrolled to ${y}`).toBeVisible();
  }
  // At the bottom of the page the footer is drawn, and its WhatsApp icon is not covered.
  await expect(footerIcons).toBeVisible();
});

test('a product sold for pickup only says so, and the checkout takes it for pickup only', async ({
  page,
}, testInfo) => {
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const floor = taxonomy.areas.find((a) => a.name === 'Pisos y Revestimientos');
  const tiles = async (format: string) => {
    const list = await page.request.get(`/api/products?areaId=${floor?.id}&format=${format}`);
    const { items } = (await list.json()) as { items: ProductDetail[] };
    return items.filter((p) => p.metersPerBox && p.inStock);
  };
  // The demo shop sells its heavy 80×80 stone-look tiles for pickup only.
  const pickupOnly = (await tiles('80x80')).find((p) => !p.hasShipping);
  const shipped = (await tiles('60x60')).find((p) => p.hasShipping);
  if (!pickupOnly || !shipped)
    throw new Error('the demo catalogue has tiles with and without envío');

  await page.goto(`/producto/${pickupOnly.id}`);
  await expect(page.getByText('Solo retiro en el local')).toBeVisible();
  await expect(page.getByText('Envío disponible')).toHaveCount(0);
  await page.goto(`/producto/${shipped.id}`);
  await expect(page.getByText('Envío disponible')).toBeVisible();
  await expect(page.getByText('Solo retiro en el local')).toHaveCount(0);

  await addToCart(page, [shipped, pickupOnly]);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const delivery = page.getByRole('group', { name: 'Entrega' });
  await expect(delivery.getByRole('radio', { name: 'Retiro en el local' })).toBeChecked();
  await expect(delivery.getByRole('radio', { name: 'Envío a domicilio' })).toBeDisabled();
  await expect(delivery).toContainText(
    `Envío a domicilio no disponible: «${pickupOnly.name}» es solo para retiro en el local.`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Retirás' })).toHaveText(
    'Retirás en el local sin cargo.',
  );
  await page.screenshot({ path: testInfo.outputPath('checkout-pickup-only.png'), fullPage: true });

  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Email' }).fill('retiro@example.com');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 1234-5678');
  const stored = await confirmAndReadOrder(page);
  expect(stored).toMatchObject({
    delivery: { method: 'pickup', cost: 0 },
    totalAmount: unit(shipped) + unit(pickupOnly),
  });
});

test('a phone with 8 digits that is no Argentine line is pointed out under the field and the order still goes', async ({
  page,
}, testInfo) => {
  const [tile] = await twoFloorTiles(page.request, 10);
  if (!tile) throw new Error('no flooring product');
  await addToCart(page, [tile]);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: 'Nombre completo' }).pressSequentially('Ana Pérez');
  await page
    .getByRole('textbox', { name: 'Email' })
    .pressSequentially(`telefono-${testInfo.project.name}@example.com`);
  await page.getByRole('textbox', { name: 'Dirección de entrega' }).pressSequentially('Calle 123');
  const phone = page.getByRole('textbox', { name: 'Teléfono' });
  const warning = page.getByText(/^Revisá el número\. /);

  // Fewer than 8 digits: the form's own message, which blocks.
  await phone.pressSequentially('1234 567');
  await expect(
    page.getByText('Teléfono inválido (mínimo 8 números)', { exact: true }),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(warning).toHaveCount(0);

  const hint = page.getByText('Ej: 11 1234-5678', { exact: true });
  await expectPhoneWarnedOnlyIfNotArgentine(phone, warning, async () => {
    // An Argentine number keeps the hint.
    await expect(hint).toBeVisible();
  });
  await expect(hint).toHaveCount(0);
  await phone.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath(`phone-warning-${testInfo.project.name}.png`),
  });

  const stored = await confirmAndReadOrder(page);
  // Kept as typed.
  expect(stored).toMatchObject({ customerPhone: '1234 5678' });
});
