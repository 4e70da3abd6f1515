import { type CDPSession, type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '#shared/catalog-query';
import { AxeSweep } from './axe';
import { failOnConsoleError, isPhone, waitForHydration } from './helpers';

/**
 * The product's photos full screen: as large as the screen, swiped, pinched and
 * double-tapped on a phone (real touch input through Chromium's DevTools protocol: Playwright has
 * no pinch), clicked and typed at on a desktop.
 */

test.beforeEach(({ page }) => failOnConsoleError(page));

/** A demo product with three photos. */
async function productWithPhotos(page: Page, count: number) {
  const response = await page.request.get('/api/products?pageSize=100');
  const list = (await response.json()) as ProductListResponse;
  const product = list.items.find((item) => item.images.length === count);
  if (!product) throw new Error(`no demo product with ${count} photos`);
  return product;
}

type TouchPoint = { x: number; y: number };

/** Fingers on the glass, moved together in steps, then lifted. */
async function touchGesture(cdp: CDPSession, from: TouchPoint[], to: TouchPoint[], steps = 8) {
  const at = (k: number) =>
    from.map((start, i) => {
      const end = to[i] ?? start;
      return {
        x: Math.round(start.x + ((end.x - start.x) * k) / steps),
        y: Math.round(start.y + ((end.y - start.y) * k) / steps),
        id: i,
      };
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function tap(cdp: CDPSession, point: TouchPoint) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The current photo's drawn scale, read from its transform matrix. */
async function photoScale(page: Page): Promise<number> {
  const dialog = page.getByRole('dialog');
  return dialog
    .getByRole('img')
    .evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);
}

test('the photo viewer fills the screen, moves between photos and zooms, and gives the focus back', async ({
  page,
}) => {
  const sweep = new AxeSweep(test.info());
  const product = await productWithPhotos(page, 3);
  await page.goto(`/producto/${product.id}`);
  await waitForHydration(page);
  const opener = page.getByRole('button', { name: 'Ver imagen en tamaño completo' });
  await opener.click();

  await expect(page.getByRole('dialog', { name: `${product.name} (imagen 1 de 3)` })).toBeVisible();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('1 de 3', { exact: true })).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const photo = viewer.getByRole('img', { name: product.name });
  await expect(photo).toHaveJSProperty('complete', true);
  const box = await photo.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(viewport.width * 0.9);
  // Contained, never cropped; the phone gets the variant for its screen, not the largest.
  await expect(photo).toHaveCSS('object-fit', 'contain');
  await expect(photo).toHaveAttribute('sizes', '100vw');
  await sweep.check(page, '/producto/{id} visor de fotos');

  if (isPhone(page)) {
    const cdp = await page.context().newCDPSession(page);
    const middle = { x: viewport.width / 2, y: viewport.height / 2 };
    // A swipe to the left: the next photo.
    await touchGesture(
      cdp,
      [{ x: middle.x + 120, y: middle.y }],
      [{ x: middle.x - 120, y: middle.y }],
    );
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /\(imagen 2 de 3\)$/ })).toBeVisible();

    // Two fingers moving apart: larger, and a one-finger drag now moves the photo, not the set.
    await touchGesture(
      cdp,
      [
        { x: middle.x - 40, y: middle.y },
        { x: middle.x + 40, y: middle.y },
      ],
      [
        { x: middle.x - 120, y: middle.y },
        { x: middle.x + 120, y: middle.y },
      ],
    );
    await expect.poll(() => photoScale(page)).toBeGreaterThan(2);
    const zoomed = await viewer.getByRole('img').boundingBox();
    expect(zoomed?.width ?? 0).toBeGreaterThan(viewport.width * 2);
    await touchGesture(
      cdp,
      [{ x: middle.x + 100, y: middle.y }],
      [{ x: middle.x - 100, y: middle.y }],
    );
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();
    const panned = await viewer.getByRole('img').boundingBox();
    expect(panned?.x ?? 0).toBeLessThan(zoomed?.x ?? 0);

    // A double tap zooms back out, and another in.
    await tap(cdp, middle);
    await tap(cdp, middle);
    await expect.poll(() => photoScale(page)).toBe(1);
    await tap(cdp, middle);
    await tap(cdp, middle);
    await expect.poll(() => photoScale(page)).toBeGreaterThan(2);
    await cdp.detach();
  } else {
    await viewer.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 de 3', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('1 de 3', { exact: true })).toBeVisible();
    await viewer.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(viewer.getByText('3 de 3', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();

    await page.keyboard.press('+');
    await expect.poll(() => photoScale(page)).toBeGreaterThan(1);
    await page.keyboard.press('-');
    await expect.poll(() => photoScale(page)).toBe(1);
    // A double click zooms in around the pointer.
    const stage = await viewer.getByRole('img').boundingBox();
    if (!stage) throw new Error('no photo on screen');
    await page.mouse.dblclick(stage.x + stage.width / 2, stage.y + stage.height / 2);
    await expect.poll(() => photoScale(page)).toBeGreaterThan(2);
    await expect(viewer.getByRole('button', { name: 'Alejar' })).toBeEnabled();
    await viewer.getByRole('button', { name: 'Alejar' }).click();
    await viewer.getByRole('button', { name: 'Alejar' }).click();
    await viewer.getByRole('button', { name: 'Alejar' }).click();
    await expect.poll(() => photoScale(page)).toBe(1);
  }
  await sweep.check(page, '/producto/{id} visor de fotos ampliado');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  // The page's gallery shows the photo the shopper left the viewer on.
  await expect(page.getByRole('button', { name: 'Ver imagen 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(sweep.count, `axe found serious or critical violations:\n${sweep.report()}`).toBe(0);
});
