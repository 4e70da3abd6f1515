import { type Browser, type Page, type TestInfo, expect, test } from '@playwright/test';
import { calculate } from '#shared/calculator';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { bagsForKilograms } from '#shared/bags';
import { materialsPlan } from '#shared/materials';
import { quantityText } from '#shared/order-lines';
import { cartLineStock } from '#shared/stock/availability';
import { addToCart, failOnConsoleError, waitForHydration } from './helpers';

/**
 * The shopper's rough edges a week of use found: the cart on a phone (and at 200 % zoom), the
 * postal code's keyboard, the calculator's frame at the tap, materials of several rooms, the
 * grout's colour, one lot's limit before adding, and the arrepentimiento form checked in the page.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

async function porcelanatos(page: Page): Promise<ProductDetail[]> {
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const category = taxonomy.categories.find((c) => c.name === 'Porcelánicos');
  if (!category) throw new Error('the demo catalogue has no Porcelánicos category');
  const list = (await (
    await page.request.get(`/api/products?categoryId=${category.id}&sortBy=name`)
  ).json()) as { items: ProductDetail[] };
  return list.items.filter((p) => p.metersPerBox && p.saleUnit === 'caja' && p.dimensions);
}

async function typeSquareMeters(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Calcular M²' });
  const field = dialog.getByRole('textbox', { name: 'Metros cuadrados' });
  await field.click();
  await field.fill('');
  await field.pressSequentially(text);
  await dialog.getByRole('button', { name: 'Calcular', exact: true }).click();
  return dialog;
}

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every cart line: where its delete button is, and where each piece of its text is drawn. */
async function lineBoxes(page: Page) {
  return page.locator('ul[aria-label="Productos en el carrito"] > li').evaluateAll((items) =>
    items.map((item) => {
      const remove = item.querySelector('button[aria-label^="Eliminar"]');
      const texts: { text: string; box: Box }[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || remove?.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects())
          texts.push({
            text: node.textContent,
            box: { x: r.x, y: r.y, width: r.width, height: r.height },
          });
      }
      const r = remove?.getBoundingClientRect();
      return {
        name: item.getAttribute('aria-label') ?? '',
        remove: r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null,
        texts,
      };
    }),
  );
}

/**
 * Scrolls the cart from top to bottom; wherever it stops, a WhatsApp button still shown covers
 * no control (button, link, field, the stepper's count) and no price or total.
 */
async function expectWhatsAppClear(page: Page) {
  // Out of the accessibility tree while it steps aside: found by its title.
  await expect(page.locator('a[title="Consultar por WhatsApp"]')).toBeAttached();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(80, Math.floor((page.viewportSize()?.height ?? 800) / 3));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The button hides (or shows) a frame after the scroll, then fades in 150 ms.
    await page.waitForTimeout(250);
    const covered = await page.evaluate(() => {
      const button = document.querySelector('a[aria-label="Consultar por WhatsApp"]');
      if (!button || getComputedStyle(button).visibility === 'hidden') return [];
      const b = button.getBoundingClientRect();
      const hits = (r: DOMRect) =>
        r.width > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
      const main = document.querySelector('main');
      if (!main) return [];
      const controls = Array.from(
        main.querySelectorAll('button, a[href], input, select, textarea, output'),
      ).filter((el) => hits(el.getBoundingClientRect()));
      const money: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.includes('$')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (Array.from(range.getClientRects()).some(hits)) money.push(node.textContent);
      }
      return [
        ...controls.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName),
        ...money,
      ];
    });
    expect(covered, `the WhatsApp button covers these at scroll ${y}`).toEqual([]);
  }
}

async function checkCart(page: Page, products: ProductDetail[], shot: string) {
  await addToCart(page, products);
  await page.goto('/carrito');
  await waitForHydration(page);
  await expect(
    page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem'),
  ).toHaveCount(products.length);
  for (const product of products)
    await expect(
      page.getByRole('listitem', { name: product.name }).getByText('$').first(),
    ).toBeVisible();
  await page.screenshot({ path: `/tmp/shots-shopper/cart-${shot}.png`, fullPage: true });
  // Nothing wider than the screen: at 200 % zoom a phone would otherwise show the page shrunk,
  // or make the shopper scroll sideways to reach a price or a button.
  const width = page.viewportSize()?.width ?? 0;
  const beyond = await page.evaluate((right) => {
    const out = Array.from(document.querySelectorAll('header *, main *, footer *')).filter(
      (el) => el.getBoundingClientRect().right > right + 0.5,
    );
    return out.map((el) => `${el.tagName} ${el.textContent?.slice(0, 30) ?? ''}`);
  }, width);
  expect(beyond, 'drawn past the right edge of the screen').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  for (const line of await lineBoxes(page)) {
    expect(line.remove, `${line.name} has a delete button`).not.toBeNull();
    const under = line.texts.filter((t) => line.remove && intersect(t.box, line.remove));
    expect(
      under.map((t) => t.text),
      `text under ${line.name}'s delete button`,
    ).toEqual([]);
  }
  await expectWhatsAppClear(page);
}

/** Long names, a discount (struck price beside the price) and bags: the widest lines the cart has. */
async function widestLines(page: Page): Promise<ProductDetail[]> {
  const list = (await (
    await page.request.get('/api/products?sortBy=price&sortOrder=desc')
  ).json()) as { items: ProductDetail[] };
  const discounted = list.items.filter((p) => p.discountPercentage).slice(0, 2);
  const others = list.items.filter((p) => !p.discountPercentage).slice(0, 2);
  return [...discounted, ...others];
}

async function zoomed(browser: Browser, testInfo: TestInfo): Promise<Page> {
  // 200 % zoom on a 390 px wide phone: a layout viewport of 195 CSS px, each drawn with twice
  // the device pixels.
  const context = await browser.newContext({
    ...testInfo.project.use,
    viewport: { width: 195, height: 422 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  failOnConsoleError(page);
  return page;
}

test('the cart never draws a price under the delete button nor the WhatsApp button over a control or a total, also at 200 % zoom', async ({
  page,
  browser,
}, testInfo) => {
  const products = await widestLines(page);
  await checkCart(page, products, testInfo.project.name);
  const small = await zoomed(browser, testInfo);
  try {
    await checkCart(small, products, `${testInfo.project.name}-200`);
  } finally {
    await small.context().close();
  }
});

test('the checkout postal code opens the number pad and still takes a full CPA', async ({
  page,
}) => {
  const [tile] = await porcelanatos(page);
  if (!tile) throw new Error('no porcelanato');
  await addToCart(page, [tile]);
  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const postal = page.getByRole('textbox', { name: 'Código postal' });
  await expect(postal).toHaveAttribute('inputmode', 'numeric');
  await postal.fill('B1663ABC');
  await postal.blur();
  await expect(postal).toHaveValue('B1663ABC');
  await expect(page.getByText('Código postal inválido')).toBeHidden();
});

test('a tap on "Calcular M²" opens the dialog at once, and its fields come into it as they load', async ({
  page,
}) => {
  const [tile] = await porcelanatos(page);
  if (!tile) throw new Error('no porcelanato');
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  // The calculator's code is held on the way, as a slow phone's network and CPU hold it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/calculator-dialog-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Calcular M²' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calcular M²' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(dialog.getByRole('textbox', { name: 'Metros cuadrados' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('grout for two rooms added one after the other is counted once: 0,82 + 1,07 kg is one bag', async ({
  page,
}) => {
  const tiles = await porcelanatos(page);
  const tile = tiles.find((p) => p.dimensions === '60x60') ?? tiles[0];
  if (!tile) throw new Error('no porcelanato');
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  const plan = (m2: number) =>
    materialsPlan({
      squareMeters: m2,
      dimensions: tile.dimensions,
      adhesiveBagKg: 30,
      groutBagKg: 5,
    }).grout;
  // Two rooms whose grout is under a bag each, and under one bag together.
  const rooms = [5.7, 7.4];
  const kg = rooms.map((m2) => plan(m2)?.kg ?? 0);
  expect(kg.reduce((a, b) => a + b)).toBeLessThan(5);
  for (const m2 of rooms) {
    await page.getByRole('button', { name: 'Calcular M²' }).click();
    const dialog = await typeSquareMeters(page, String(m2).replace('.', ','));
    await dialog.getByRole('button', { name: 'Agregar materiales' }).click();
    await expect(dialog.getByRole('button', { name: 'Materiales agregados' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.goto('/carrito');
  await waitForHydration(page);
  const grout = page.getByRole('listitem', { name: /^Pastina/ });
  await expect(grout).toHaveCount(1);
  await expect(grout.locator('output')).toHaveText(
    quantityText(
      bagsForKilograms(
        kg.reduce((a, b) => a + b),
        5,
      ),
      'bolsa',
    ),
  );
  await expect(grout.locator('output')).toHaveText('1 bolsa');
});

test('the grout colour can be chosen, and starts at the one that suits the tile', async ({
  page,
}) => {
  const tile = (await porcelanatos(page)).find((p) => p.color === 'Blanco');
  if (!tile) throw new Error('no white porcelanato');
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Calcular M²' }).click();
  const dialog = await typeSquareMeters(page, '20');
  const colour = dialog.getByRole('combobox', { name: 'Color de pastina' });
  await expect(colour.locator('option:checked')).toHaveText('Pastina Blanca 5 kg');
  await colour.selectOption({ label: 'Pastina Gris 5 kg' });
  await dialog.getByRole('button', { name: 'Agregar materiales' }).click();
  await page.goto('/carrito');
  await expect(page.getByRole('listitem', { name: 'Pastina Gris 5 kg' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Pastina Blanca 5 kg' })).toHaveCount(0);
});

test("the calculator says one lot's limit before adding, in the cart's words", async ({ page }) => {
  const tile = (await porcelanatos(page)).find(
    (p) => p.stock && p.stock.backorderDays === null && p.stock.largestLot > 0,
  );
  if (!tile?.stock || !tile.metersPerBox) throw new Error('no porcelanato with lots');
  const squareMeters = Math.ceil((tile.stock.largestLot + 5) * tile.metersPerBox);
  const result = calculate({
    squareMeters,
    metersPerBox: tile.metersPerBox,
    unitPrice: tile.price,
    includeWaste: true,
  });
  if (!result) throw new Error('no result');
  const notice = cartLineStock(tile, result.boxes);
  expect(notice.kind).toBe('short');
  if (notice.kind !== 'short') return;
  await page.goto(`/producto/${tile.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Calcular M²' }).click();
  const dialog = await typeSquareMeters(page, String(squareMeters));
  await expect(dialog.getByText(notice.text)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
});

test('an empty arrepentimiento form is checked in the page, and nothing is sent', async ({
  page,
}) => {
  await page.goto('/arrepentimiento');
  await waitForHydration(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/withdrawals')) sent.push(request.url());
  });
  const form = page.getByRole('form', { name: 'Solicitar la revocación de la compra' });
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    form.getByText('Ingresá el número de pedido (solo números, ej.: 1001)'),
  ).toBeVisible();
  await expect(form.getByText('Ingresá tu nombre (al menos 3 caracteres)')).toBeVisible();
  await expect(form.getByText('El correo electrónico no es válido.')).toBeVisible();
  await expect(form.getByLabel('Número de pedido')).toBeFocused();
  // A moment for a request that should not leave.
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  // Fixing a field takes its message away.
  await form.getByLabel('Número de pedido').fill('1001');
  await expect(
    form.getByText('Ingresá el número de pedido (solo números, ej.: 1001)'),
  ).toBeHidden();
});
