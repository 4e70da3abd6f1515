import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#test/chromium';

export interface PageWeight {
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
  files: string[];
  adminChunks: string[];
}

/** Files of the admin: every chunk built from src/client/routes/admin or features/admin-*. */
async function adminFiles(clientDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  return new Set(
    Object.values(manifest)
      .filter((m) => m.src && /(^|\/)(routes\/admin\/|features\/admin-)/.test(m.src))
      .map((m) => m.file),
  );
}

/** JS and CSS a shopper's browser downloads for each page, compressed as a server would send them. */
export async function storefrontWeights(
  baseUrl: string,
  clientDir: string,
  pages: string[],
): Promise<Record<string, PageWeight>> {
  const admin = await adminFiles(clientDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const result: Record<string, PageWeight> = {};
  try {
    for (const pagePath of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname))
          files.add(url.pathname.slice(1));
      });
      await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
      const weight: PageWeight = {
        js: { raw: 0, gzip: 0, brotli: 0 },
        css: { raw: 0, gzip: 0, brotli: 0 },
        files: [...files].sort(),
        adminChunks: [...files].filter((f) => admin.has(f)),
      };
      for (const file of files) {
        const body = await readFile(path.join(clientDir, file));
        const bucket = file.endsWith('.css') ? weight.css : weight.js;
        bucket.raw += body.length;
        bucket.gzip += gzipSync(body, { level: 9 }).length;
        bucket.brotli += brotliCompressSync(body).length;
      }
      result[pagePath] = weight;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

export interface ImageWeights {
  card: { max: number; average: number; count: number };
  page800: { max: number; average: number };
  page1600: { max: number; average: number };
}

/** Bytes of the stored WebP variants: 400 w for cards, 800/1600 w for the product page. */
export async function imageWeights(uploadsDir: string): Promise<ImageWeights> {
  const sizes: Record<string, number[]> = { '400': [], '800': [], '1600': [] };
  for (const entry of await readdir(uploadsDir, { recursive: true, withFileTypes: true })) {
    const match = entry.isFile() ? entry.name.match(/-(400|800|1600)\.webp$/) : null;
    if (match?.[1])
      sizes[match[1]]?.push((await stat(path.join(entry.parentPath, entry.name))).size);
  }
  const summary = (list: number[]) => ({
    max: Math.max(0, ...list),
    average: list.length ? Math.round(list.reduce((a, b) => a + b, 0) / list.length) : 0,
  });
  return {
    card: { ...summary(sizes['400'] ?? []), count: sizes['400']?.length ?? 0 },
    page800: summary(sizes['800'] ?? []),
    page1600: summary(sizes['1600'] ?? []),
  };
}
