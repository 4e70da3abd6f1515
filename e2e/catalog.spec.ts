import { type Locator, type Page, expect, test } from '@playwright/test';
import type { ProductDetail } from '#shared/catalog';
import type { ProductListResponse } from '#shared/catalog-query';
import { boxesForArea } from '#shared/calculator';
import { materialAmountText, materialsPlan } from '#shared/materials';
import { failOnConsoleError, isPhone, waitForHydration } from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

const SHOP = 'Cerámicos Ruta 192';

/** The filter controls: the side panel on desktop, the 'Filtros' drawer on phones. */
async function openFilters(page: Page) {
  if (!isPhone(page)) return page.getByRole('complementary', { name: 'Filtros' });
  await page.getByRole('button', { name: 'Filtros' }).click();
  return page.getByRole('dialog', { name: 'Filtros' });
}

/**
 * Picks an option of a filter select and waits until the list has applied it. The shop disables
 * the controls while the list is filtering, so a click on the next control during that moment is
 * lost, for a shopper as for the test: both wait for 'Aplicando filtros...' to go.
 */
async function chooseFilter(page: Page, panel: Locator, label: RegExp, option: string) {
  await panel.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByText('Aplicando filtros...')).toBeHidden();
}

async function closeFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Ver productos' }).click();
}

async function listTotal(page: Page, query = ''): Promise<ProductListResponse> {
  const response = await page.request.get(`/api/products${query}`);
  return (await response.json()) as ProductListResponse;
}

/**
 * The count line matches what the API answers now. The admin journeys run in the other worker and
 * add and remove products meanwhile, so a total read once at the start can go stale.
 */
async function expectShowing(page: Page, onPage: (list: ProductListResponse) => number) {
  await expect
    .poll(async () => {
      const list = await listTotal(page);
      const shown = page.getByText(`Mostrando ${onPage(list)} de ${list.total} productos`);
      return shown.isVisible();
    })
    .toBe(true);
}

test('a home tile opens the filtered list with its title and chips', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ir a la diapositiva/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Ver catálogo completo' })).toHaveAttribute(
    'href',
    '/productos',
  );
  await page.getByRole('link', { name: 'Símil Madera' }).click();

  // The tile links with SPEC's names, written without accents: they find the demo shop's
  // accented Porcelánicos › Símil madera.
  await expect(page).toHaveURL(
    /\/productos\?area=Pisos\+y\+revestimientos&categoria=Porcelanicos&subcategoria=Simil\+madera$/,
  );
  await expect(page).toHaveTitle(`Pisos y Revestimientos - Porcelánicos - Símil Madera | ${SHOP}`);
  const chips = page.getByRole('list', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('button')).toHaveText([
    'Pisos y Revestimientos',
    'Porcelánicos',
    'Símil madera',
  ]);
  const products = page.getByRole('list', { name: 'Productos' });
  await expect(products.getByRole('heading').first()).toContainText('Porcelanato');

  // Removing the category chip also clears the subcategory; the area stays. (A tile pressed
  // before the home page hydrated loads the list from the server: its chips work once the app
  // has taken the page over.)
  await waitForHydration(page);
  await chips.getByRole('button', { name: 'Quitar filtro Porcelánicos' }).click();
  await expect(chips.getByRole('button')).toHaveText(['Pisos y Revestimientos']);
  await expect(page).toHaveTitle(`Pisos y Revestimientos | ${SHOP}`);

  // The filtered list is in the URL: back returns to the tile's filters.
  await page.goBack();
  await expect(chips.getByRole('button')).toHaveCount(3);

  // Arriving with no parameters resets everything.
  await page.goto('/productos');
  await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toBeHidden();
  await expect(page).toHaveTitle(`Productos | ${SHOP}`);
});

test('search, filter and page through the catalogue', async ({ page }) => {
  await page.goto('/productos');
  await expectShowing(page, () => 15);
  // Typing before the app takes the page over is before-hydration.spec.ts's subject; here the
  // search and Enter go to the app.
  await waitForHydration(page);

  // Accent-insensitive search: 'marmol' finds the 'Símil mármol' porcelains. Enter (a phone
  // keyboard's search key) closes the suggestions, which would cover the 'Filtros' button.
  const field = page.getByRole('combobox', { name: 'Buscar productos' });
  await field.fill('marmol');
  await field.press('Enter');
  const searched = await listTotal(page, '?search=marmol');
  await expect(page.getByText(`de ${searched.total} productos`)).toBeVisible();
  await expect(page).toHaveURL(/buscar=marmol/);
  await expect(
    page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button'),
  ).toHaveText(['Búsqueda: marmol']);

  // Category stays disabled until an area is chosen.
  let panel = await openFilters(page);
  await expect(panel.getByRole('combobox', { name: /^Categoría/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await chooseFilter(page, panel, /^Calidad/, 'Segunda');
  await closeFilters(page);
  const second = await listTotal(page, '?search=marmol&quality=2da');
  await expect(
    page.getByText(`Mostrando ${second.items.length} de ${second.total} productos`),
  ).toBeVisible();

  // Nothing matches: the empty state clears everything.
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill('zzzz');
  await expect(
    page.getByText('No se encontraron productos que coincidan con los filtros seleccionados'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).last().click();
  await expectShowing(page, () => 15);
  await expect(page.getByRole('combobox', { name: 'Buscar productos' })).toHaveValue('');

  // Pager: last and first.
  await page.getByRole('button', { name: 'Ir a la última página' }).click();
  await expectShowing(page, (list) => list.total - (list.pageCount - 1) * 15);
  await expect(page).toHaveURL(/pagina=\d+/);
  await page.getByRole('button', { name: 'Ir a la primera página' }).click();
  await expectShowing(page, () => 15);

  // Area then category (enabled now) narrow the list.
  panel = await openFilters(page);
  await chooseFilter(page, panel, /^Área/, 'Pisos y Revestimientos');
  await chooseFilter(page, panel, /^Categoría/, 'Cerámicos');
  await closeFilters(page);
  await expect(
    page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('button'),
  ).toHaveText(['Pisos y Revestimientos', 'Cerámicos']);
  await expect(page).toHaveTitle(`Pisos y Revestimientos - Cerámicos | ${SHOP}`);
});

test('a product page: gallery, prices, calculator and add to cart', async ({ page }) => {
  const list = await listTotal(page, '?search=carrara');
  const summary = list.items[0];
  if (!summary) throw new Error('the demo catalogue has a Carrara porcelain');
  const product = (await (
    await page.request.get(`/api/products/${summary.id}`)
  ).json()) as ProductDetail;

  await page.goto('/productos?buscar=carrara');
  await page.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(`/producto/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name.toLowerCase());
  await expect(page).toHaveTitle(`${product.name} | ${SHOP}`);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Pisos y Revestimientos',
  );
  await expect(page.getByText(/^Calidad: (Primera|Segunda)$/)).toBeVisible();
  await expect(page.getByText(/^\$ [\d.,]+ por caja$/)).toBeVisible();
  if (product.images.length > 1) {
    await page.getByRole('button', { name: 'Imagen siguiente' }).click();
    await expect(page.getByRole('button', { name: 'Ver imagen 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.getByRole('button', { name: 'Ver imagen en tamaño completo' }).click();
  await page.getByRole('button', { name: 'Cerrar' }).click();

  const cart = page.getByRole('banner').getByRole('link', { name: /^Carrito/ });
  await expect(cart).toHaveAccessibleName('Carrito, 0');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(cart).toHaveAccessibleName('Carrito, 1');

  await page.getByRole('button', { name: 'Calcular M²' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calcular M²' });
  await expect(dialog.getByRole('checkbox', { name: 'Incluir 10% de desperdicio' })).toBeChecked();
  // Empty does nothing.
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  await expect(dialog.getByRole('region', { name: 'Resultado' })).toBeHidden();
  await dialog.getByLabel('Metros cuadrados').fill('20');
  await dialog.getByRole('button', { name: 'Calcular' }).click();
  const boxes = boxesForArea(20, product.metersPerBox ?? 0, true);
  const result = dialog.getByRole('region', { name: 'Resultado' });
  await expect(result).toContainText(`Cajas${boxes}`);
  // A Carrara porcelain: the porcelain adhesive in 30 kg bags, the grey grout in 5 kg bags.
  const plan = materialsPlan({
    squareMeters: 20,
    dimensions: product.dimensions,
    adhesiveBagKg: 30,
    groutBagKg: 5,
  });
  await expect(result).toContainText(`Adhesivo${materialAmountText(plan.adhesive)}`);
  await expect(result).toContainText(`Pastina${materialAmountText(plan.grout ?? plan.adhesive)}`);
  await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(dialog).toBeHidden();
  await expect(cart).toHaveAccessibleName(`Carrito, ${1 + boxes}`);

  // The calculator opens reset.
  await page.getByRole('button', { name: 'Calcular M²' }).click();
  await expect(page.getByLabel('Metros cuadrados')).toHaveValue('');
});

test('an unknown product answers 404 and shows "Producto no encontrado"', async ({ page }) => {
  const response = await page.goto('/producto/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
  await expect(page).toHaveTitle(`Producto no encontrado | ${SHOP}`);
});

test('the server sends each page its head, a sitemap and robots.txt', async ({ request }) => {
  const list = (await (
    await request.get('/api/products?search=roble')
  ).json()) as ProductListResponse;
  const product = list.items[0];
  if (!product) throw new Error('the demo catalogue has an oak porcelain');
  const html = await (await request.get(`/producto/${product.id}`)).text();
  expect(html).toContain(`<title>${product.name} | ${SHOP}</title>`);
  expect(html).toContain('<script type="application/ld+json">');
  expect(html).toContain('<meta property="og:image"');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    `/producto/${product.id}</loc>`,
  );
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('a page opened from the address bar renders from the data in its HTML, asking the API nothing', async ({
  page,
}) => {
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(products|taxonomy)/.test(request.url())) catalogueCalls.push(request.url());
  });

  await page.goto('/productos?area=Pisos+y+revestimientos&categoria=Porcelanicos');
  await expect(page.getByText(/^Mostrando \d+ de \d+ productos$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('listitem')).not.toHaveCount(
    0,
  );

  const product = (await listTotal(page, '?search=roble')).items[0];
  if (!product) throw new Error('the demo catalogue has an oak porcelain');
  await page.goto(`/producto/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();

  // listTotal() asks through page.request, which the page's own listener does not see.
  expect(catalogueCalls).toEqual([]);

  // The page's code is listed in the HTML (fetched after the first paint) or preloaded with it
  // (a page the browser draws), and every entry points at a real file.
  const drawn = await (await page.request.get('/productos')).text();
  const listed = JSON.parse(
    /<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(drawn)?.[1] ?? '[]',
  ) as string[];
  const cart = await (await page.request.get('/carrito')).text();
  const preloaded = [...cart.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)];
  expect(listed.length).toBeGreaterThan(0);
  expect(preloaded.length).toBeGreaterThan(0);
  for (const href of [...listed, ...preloaded.map((m) => m[1] ?? '')])
    expect((await page.request.get(href)).status()).toBe(200);
});

test('storefront pages arrive drawn by the server, readable without JavaScript, and the browser takes that markup over', async ({
  page,
  browser,
}) => {
  const product = (await listTotal(page, '?search=roble')).items[0];
  if (!product) throw new Error('the demo catalogue has an oak porcelain');
  const pages = [
    { path: '/', heading: 'La calidez de la madera, la resistencia del porcelanato' },
    { path: '/productos', heading: 'Productos' },
    { path: `/producto/${product.id}`, heading: product.name },
  ];

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  try {
    const plain = await noScript.newPage();
    for (const { path, heading } of pages) {
      await plain.goto(path);
      await expect(plain.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await plain.goto('/productos');
    await expect(plain.getByText(/^Mostrando \d+ de \d+ productos$/)).toBeVisible();
    await expect(plain.getByRole('list', { name: 'Productos' }).getByRole('listitem')).toHaveCount(
      15,
    );
  } finally {
    await noScript.close();
  }

  // The server's heading element, kept before the app runs: hydration keeps the same node, while a
  // render that threw the server's markup away (a mismatch) would replace it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () =>
          (window as { serverHeading?: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
      path,
    ).toBe(true);
    // The page came with every style it uses: taking it over, the app inserts none of its own
    // (each one would be more work for the phone in the middle of hydration). On a wide screen
    // the list's filter panel is the browser's to fill in, with styles of its own.
    const panelFilledByBrowser = path === '/productos' && (page.viewportSize()?.width ?? 0) >= 900;
    if (!panelFilledByBrowser)
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('style[data-emotion="css"]')].reduce(
            (rules, style) => rules + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
            0,
          ),
        ),
        path,
      ).toBe(0);
  }
  // Taken over: a link now navigates inside the app (the window, and this mark, stay).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Carrito, 0' }).click();
  await expect(page).toHaveURL(/\/carrito$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(errors).toEqual([]);
});
