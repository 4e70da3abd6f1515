import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { build } from 'vite';
import { compressAssets } from '../scripts/compress-assets.mjs';
import { ALIASES } from '../aliases.config';
import { registerPages } from '#server/plugins/pages';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#test/chromium';

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse's simulated phone runs the main thread's tasks as measured on this machine, times
 * this (the mobile preset's 4). On a machine twice as fast, 8 models the preset on one half as
 * fast: how the pages would score on the slower machines of this kind.
 */
export const LIGHTHOUSE_CPU = Number(
  process.env.BENCH_LIGHTHOUSE_CPU ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Lighthouse's default (mobile) preset, performance only; the median of RUNS runs per page. */
export async function lighthouseFigures(
  urls: string[],
): Promise<Record<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const result: Record<string, LighthouseFigures> = {};
  try {
    for (const url of urls) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse now and then fails to read its own trace (NO_NAVSTART and the like): such
        // a run is repeated, never counted as a score of 0.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const report = await lighthouse(url, {
            port: chrome.port,
            onlyCategories: ['performance'],
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: LIGHTHOUSE_CPU },
            logLevel: 'error',
            output: 'json',
          });
          lhr = report?.lhr;
          if (lhr && !lhr.runtimeError) break;
          if (attempt === 3)
            throw new Error(
              `Lighthouse no pudo medir ${url}: ${lhr?.runtimeError?.code ?? 'sin informe'}`,
            );
        }
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        });
      }
      result[url] = {
        performance: median(runs.map((r) => r.performance)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      };
    }
  } finally {
    chrome.kill();
  }
  return result;
}

/**
 * The reference page (bench/reference: only the top bar, same stack), built like the shop and
 * served the way our server serves the shop's build. Returns its URL and how to stop it.
 */
export async function serveReferencePage(port: number) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'bench-reference-'));
  await build({
    root: path.resolve('bench/reference'),
    plugins: [react()],
    resolve: { alias: ALIASES },
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  await compressAssets(path.join(outDir, 'assets'));
  const app = Fastify();
  // Same server plugin as the shop's, without a route table: every path answers the page.
  await registerPages(app, {
    clientDir: outDir,
    shopSettings: async () => DEFAULT_SHOP_SETTINGS,
    publicUrl: 'http://127.0.0.1',
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await app.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
