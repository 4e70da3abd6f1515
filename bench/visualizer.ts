import { type BrowserContext, type Page, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#test/chromium';

/** The two ways a shopper reaches the button: pressing it as soon as the page is there, or after a look. */
type Way = 'pressedAtOnce' | 'afterALook';
/**
 * For each way, two moments after the press: the room's first picture with the tile's face (the
 * sketch drawn while three.js is on its way, or the 3D room when it comes first), and the 3D room.
 */
export type VisualizerOpenFigures = Record<
  Way,
  Record<'firstPicture' | 'room3d', { medianMs: number; runsMs: number[] }>
>;

/** Lighthouse's mobile profile, applied for real: slow 4G (150 ms, 1,6 Mbit/s) and the CPU 4× slower. */
export async function throttle(context: BrowserContext, page: Page, cpuRate = 4): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

/** Waits until the page has asked for nothing new for `quietMs` (at most `maxMs`). */
async function networkQuiet(page: Page, quietMs = 1000, maxMs = 20_000): Promise<void> {
  const started = Date.now();
  let count = -1;
  let since = Date.now();
  while (Date.now() - started < maxMs) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) [count, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/**
 * From the press of "Ver en mi ambiente" to the room's first picture with the tile's face, and to
 * the room drawn in 3D with it: the room view counts in data-drawn only 3D drawings made once the
 * face is there, at the canvas's size (a first, flat-coloured room does not count, nor a picture
 * at the canvas's default 300 × 150), and says data-sketched once its sketch is shown.
 */
async function timeTheOpening(page: Page): Promise<{ firstPicture: number; room3d: number }> {
  const button = page.getByRole('button', { name: 'Ver en mi ambiente' });
  const start = Date.now();
  await button.click();
  // One wait for both: the page notes the wall-clock time it first saw a picture.
  const seen = await page.waitForFunction(
    () => {
      const view = document.querySelector<HTMLElement>(
        '[data-mode="3d"], [data-mode="2d"], [data-mode="loading"]',
      );
      const ready = document.querySelector('[data-face-ready="true"]');
      const drawn = view?.dataset.mode !== 'loading' && Number(view?.dataset.drawn ?? 0) > 0;
      const sketched = view?.dataset.sketched === 'true';
      const noted = window as { firstPictureAt?: number };
      if (view && ready && (drawn || sketched)) noted.firstPictureAt ??= Date.now();
      return view && ready && drawn ? (noted.firstPictureAt ?? Date.now()) : false;
    },
    undefined,
    { timeout: 60_000, polling: 20 },
  );
  const room3d = Date.now() - start;
  return { firstPicture: Number(await seen.jsonValue()) - start, room3d };
}

/**
 * Time to open "Ver en mi ambiente" on Lighthouse's mobile profile (a Moto G Power-sized screen,
 * slow 4G, CPU ×4), each run in a fresh browser context (nothing of the visualizer cached):
 * - pressedAtOnce: the page loaded (unthrottled), then the button pressed on the slow phone
 *   straight away, so its code, three.js, the tiles and the face all come over that network after
 *   the press;
 * - afterALook: the page loaded on the slow phone, the shopper scrolls a little and reads for as
 *   long as the page keeps fetching (what the page fetches once the shopper is there), then presses.
 * Median of `runs` each.
 */
export async function visualizerOpenFigures(
  productUrl: string,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<VisualizerOpenFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures: Record<Way, { firstPicture: number; room3d: number }[]> = {
    pressedAtOnce: [],
    afterALook: [],
  };
  try {
    for (let i = 0; i < runs; i++) {
      for (const way of ['pressedAtOnce', 'afterALook'] as const) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        if (way === 'afterALook') await throttle(context, page);
        await page.goto(productUrl, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Ver en mi ambiente' }).waitFor();
        if (way === 'pressedAtOnce') await throttle(context, page);
        else {
          await page.mouse.wheel(0, 300);
          await networkQuiet(page);
        }
        figures[way].push(await timeTheOpening(page));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const median = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, runsMs: times };
  };
  const summary = (runs: { firstPicture: number; room3d: number }[]) => ({
    firstPicture: median(runs.map((run) => run.firstPicture)),
    room3d: median(runs.map((run) => run.room3d)),
  });
  return {
    pressedAtOnce: summary(figures.pressedAtOnce),
    afterALook: summary(figures.afterALook),
  };
}
