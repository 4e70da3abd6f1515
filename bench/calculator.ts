import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#test/chromium';
import { throttle } from './visualizer';

/** CPU slowdowns a tap is measured at: Lighthouse's mobile preset, and a phone slower still. */
const RATES = [4, 6] as const;

export type CalculatorTapFigures = Record<
  `cpu${(typeof RATES)[number]}`,
  { medianMs: number; runsMs: number[]; parts: string[][] }
>;

/**
 * From a finger on "Calcular M²" to the first frame painted with the calculator's dialog (its
 * frame, while the calculator's own code is on the way): the tap's Event Timing entry, which the
 * browser measures from the touch's timestamp to the next paint after its handlers (what INP
 * counts). Entries under 16 ms are not reported by the browser; such a tap counts as 16.
 * The product page is loaded first (unthrottled, as a shopper's is by the time they tap), then
 * Lighthouse's mobile network (slow 4G) and the CPU slowed, and the button tapped; each run in a
 * fresh browser context, median of `runs`.
 */
export async function calculatorTapFigures(
  productUrl: string,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<CalculatorTapFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: Record<(typeof RATES)[number], number[]> = { 4: [], 6: [] };
  // Per run, each event of the tap as "name wait+handlers+paint" ms (Event Timing's phases).
  const parts: Record<(typeof RATES)[number], string[][]> = { 4: [], 6: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const rate of RATES) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.goto(productUrl, { waitUntil: 'networkidle' });
        const button = page.getByRole('button', { name: 'Calcular M²' });
        await button.scrollIntoViewIfNeeded();
        await page.evaluate(() => {
          const seen = window as { tapMs?: number; tapParts?: string[] };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as PerformanceEventTiming[])
              if (['pointerup', 'click', 'pointerdown'].includes(entry.name)) {
                seen.tapMs = Math.max(seen.tapMs ?? 0, entry.duration);
                (seen.tapParts ??= []).push(
                  `${entry.name} ${Math.round(entry.processingStart - entry.startTime)}+${Math.round(entry.processingEnd - entry.processingStart)}+${Math.round(entry.startTime + entry.duration - entry.processingEnd)}`,
                );
              }
          }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
        });
        await throttle(context, page, rate);
        await button.tap();
        await page.getByRole('dialog', { name: 'Calcular M²' }).waitFor();
        // Event Timing entries are delivered after the paint they end at.
        await page.waitForTimeout(500);
        const tapMs = await page.evaluate(() => (window as { tapMs?: number }).tapMs ?? 16);
        times[rate].push(tapMs);
        parts[rate].push(
          await page.evaluate(() => (window as { tapParts?: string[] }).tapParts ?? []),
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const summary = (rate: (typeof RATES)[number]) => {
    const sorted = [...times[rate]].sort((a, b) => a - b);
    return {
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      runsMs: times[rate],
      parts: parts[rate],
    };
  };
  return { cpu4: summary(4), cpu6: summary(6) };
}
