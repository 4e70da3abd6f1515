import { mkdir, rm, stat } from 'node:fs/promises';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { CART_STORAGE_KEY, type CartItem } from '#shared/cart';
import type { Product, Taxonomy } from '#shared/catalog';
import { orderableNow } from '#shared/stock/availability';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_MERCADO_PAGO } from '../playwright.config';

export { E2E_ADMIN, E2E_DATA_DIR, E2E_MERCADO_PAGO };

/** Fails the test on any unexpected console.error in the page. */
export function failOnConsoleError(page: Page, allow: RegExp[] = []): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs failed requests that tests provoke on purpose (401 on /me, 4xx answers).
    if (/Failed to load resource/.test(text) || allow.some((re) => re.test(text))) return;
    throw new Error(`console.error: ${text}`);
  });
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) < 900;
}

/** A suffix for names a test creates: the device, then a random tag, so that retries and the
 * other device's run never meet the same name. */
export const runSuffix = (project: string): string =>
  `${project.split('-')[0]} ${Math.random().toString(36).slice(2, 7)}`;

/**
 * Signs in and opens the product list, where most journeys start. Through the API, then straight
 * to Productos: the sign-in form and the landing on Resumen are journeys of their own (shell,
 * passwords, summary-and-customers), and drawing Resumen's charts before every admin journey cost
 * the suite minutes. The browser context keeps the session cookie.
 */
export async function signInAsAdmin(page: Page, credentials = E2E_ADMIN): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/admin/productos');
  await expect(page.getByRole('heading', { name: 'Gestión de Productos' })).toBeVisible();
}

/**
 * Waits until React has taken over the server's markup: before that, a button draws but does
 * nothing when pressed. The root fiber says so itself (isDehydrated turns false when hydration
 * commits); a page the browser draws alone is never dehydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return false;
    const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    if (!key) return false;
    type Fiber = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
    const fiber = (root as unknown as Record<string, Fiber | undefined>)[key];
    return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

/**
 * Opens one of the taxonomy screens' panels (an accordion) and returns its region once it has
 * finished opening. A click on a button inside while MUI's Collapse still grows can press on one
 * spot and release on another, and the browser then sends no click at all.
 */
export async function openPanel(scope: Locator, title: RegExp): Promise<Locator> {
  const summary = scope.getByRole('button', { name: title });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const region = scope.getByRole('region', { name: title });
  await expect(
    region.locator('xpath=ancestor::div[contains(@class, "MuiCollapse-root")][1]'),
  ).toHaveClass(/MuiCollapse-entered/);
  return region;
}

/** Opens an admin screen from the panel's menu (the drawer on a phone). */
export async function openAdminPage(page: Page, label: string, url: RegExp): Promise<void> {
  if (isPhone(page))
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  await page
    .getByRole('navigation', { name: 'Administración' })
    .last()
    .getByRole('link', { name: label })
    .click();
  await expect(page).toHaveURL(url);
}

/** A 20x120 porcelain tile of `brand` in the demo's first flooring category, ready to create. */
export async function flooringTileOf(page: Page, brand: string) {
  const taxonomy = (await (await page.request.get('/api/taxonomy')).json()) as Taxonomy;
  const area = taxonomy.areas.find((a) => a.name === 'Pisos y Revestimientos');
  const category = taxonomy.categories.find((c) => c.areaId === area?.id);
  const subcategory = taxonomy.subcategories.find((s) => s.categoryId === category?.id);
  return {
    description: '',
    brand,
    discountPercentage: null,
    dimensions: '20x120',
    metersPerBox: 1.44,
    quality: '1ra',
    type: 'Mate',
    hasShipping: false,
    areaId: area?.id,
    categoryId: category?.id,
    subcategoryId: subcategory?.id,
  };
}

/**
 * The first listed product (the shop's own order) that ships and can take `quantity` in one line
 * right now: every journey that orders takes boxes out of the demo stock, so the first product
 * alone would run out over a run (and its retries).
 */
export async function orderableProduct(
  request: APIRequestContext,
  quantity: number,
  { query = '', where = () => true }: { query?: string; where?: (p: Product) => boolean } = {},
): Promise<Product> {
  // Late in a run the first page may be all sold out: the next pages are looked at too.
  for (let page = 1; page <= 8; page++) {
    const separator = query === '' ? '?' : '&';
    const list = (await (
      await request.get(`/api/products${query}${separator}page=${page}`)
    ).json()) as { items: Product[]; page?: number };
    const product = list.items.find(
      (p) =>
        where(p) &&
        p.hasShipping &&
        (!p.stock ||
          p.stock.backorderDays !== null ||
          orderableNow(p.stock, p.saleUnit) >= quantity),
    );
    if (product) return product;
    if (list.items.length === 0 || (list.page ?? page) < page) break;
  }
  throw new Error(`no listed product can take ${quantity} now`);
}

/**
 * Runs `work` while no other test saves the shop settings. The journeys that save them
 * (shop-settings, mercado-pago) run in parallel workers, and each saves the whole form it
 * loaded: one would put back the other's old values between its save and its check. The lock
 * is a directory (mkdir is atomic); one older than a test's two minutes was left by a test that
 * timed out, and is taken over (scripts/e2e-server.mjs removes one a killed run left).
 */
export async function withSettingsLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = `${E2E_DATA_DIR}.settings-lock`;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > 150_000) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Puts items in the cart the way the product page's 'Agregar al carrito' does (1 box each). */
export async function addToCart(
  page: Page,
  products: Pick<Product, 'id' | 'metersPerBox'>[],
): Promise<void> {
  const items: CartItem[] = products.map((p) => ({
    productId: p.id,
    quantity: 1,
    squareMeters: p.metersPerBox ?? 1,
    includeWaste: false,
  }));
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify({ items, total: 0 }),
  ] as const);
}

/**
 * Types into a phone field key by key: an Argentine number ('11 5555-0192') gets no word of
 * caution, even once the typing pauses; '1234 5678' (enough digits, no Argentine line) gets
 * `warning` under the field without the field being refused. `whileArgentine` checks more about
 * the first.
 */
export async function expectPhoneWarnedOnlyIfNotArgentine(
  phone: Locator,
  warning: Locator,
  whileArgentine: () => Promise<void> = async () => {},
): Promise<void> {
  await phone.fill('');
  await phone.pressSequentially('11 5555-0192');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await whileArgentine();
  // Longer than the pause the caution waits for.
  await phone.page().waitForTimeout(600);
  await expect(warning).toHaveCount(0);

  await phone.fill('');
  await phone.pressSequentially('1234 5678');
  await expect(warning).toHaveText(
    'Revisá el número. El teléfono no es un número argentino válido: escribilo con su código de área (ej.: 11 1234-5678).',
  );
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
}
