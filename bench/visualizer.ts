import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';

/**
 * Time to open "Ver en mi ambiente" (issue 31) on Lighthouse's mobile profile, applied for real
 * through the DevTools protocol: a Moto G Power-sized screen, slow 4G (150 ms, 1,6 Mbit/s) and
 * the CPU slowed 4×. From the press of the button on a loaded product page to the room drawn in
 * 3D with the tile's face, the visualizer's code (and three.js) fetched over that network.
 * Median of `runs`, each in a fresh browser context (cold cache for the visualizer's chunks).
 */
export async function visualizerOpenFigures(
  productUrl: string,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<{ medianMs: number; runsMs: number[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(productUrl, { waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: 'Ver en mi ambiente' });
      await button.waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const start = Date.now();
      await button.click();
      await page.waitForFunction(
        () => {
          const view = document.querySelector<HTMLElement>('[data-mode="3d"], [data-mode="2d"]');
          const ready = document.querySelector('[data-face-ready="true"]');
          return Boolean(view && ready && Number(view.dataset.drawn ?? 0) > 0);
        },
        undefined,
        { timeout: 60_000, polling: 20 },
      );
      times.push(Date.now() - start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, runsMs: times };
}
