import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { ProductListResponse } from '#shared/catalog-query';
import type { Taxonomy } from '#shared/catalog';
import type { RunningServer } from './server';

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface CatalogueFigures {
  queries: Record<string, { hot: LoadFigures; coldSequential: { p50: number; p99: number } }>;
  /** Every query's paths once each, 10 at a time, right after the cache was emptied: all misses. */
  mixFirstPass: LoadFigures;
  /** The same paths again, each once: all answered from the cache. */
  mixWarmPass: LoadFigures;
  /** The paths cycled for BENCH_SECONDS (the first pass's misses, then hits). */
  mixRepeated: LoadFigures;
  staticReference: LoadFigures;
  bytes: { firstPage: number; firstPageGzip: number; allProducts: number; allProductsGzip: number };
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** Cold requests timed per query (so p99 is not simply the slowest one). */
const COLD_SAMPLES = 120;

/**
 * Load on one URL, or cycling through distinct paths so no two requests in a row repeat; for
 * BENCH_SECONDS, or with `once` each path exactly once.
 */
async function load(url: string, paths?: string[], once = false): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(once && paths ? { amount: paths.length } : { duration: DURATION }),
    requests: paths && [
      { setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) },
    ],
  });
  return {
    // autocannon samples once a second: a pass shorter than that is counted as a whole.
    reqPerSec: Math.round(
      once ? result.requests.total / Math.max(0.001, result.duration) : result.requests.average,
    ),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Latency of queries one after another, each after the cache was emptied (no cache can help). */
async function sequential(
  server: RunningServer,
  paths: string[],
): Promise<{ p50: number; p99: number }> {
  const base = server.url;
  const times: number[] = [];
  for (const p of paths) {
    await server.bustCatalogueCache();
    const start = performance.now();
    const response = await fetch(base + p);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    p50: Number(percentile(times, 50).toFixed(1)),
    p99: Number(percentile(times, 99).toFixed(1)),
  };
}

/** The typical shopper queries of the issue, with distinct variants of each for cold runs. */
export function shopperQueries(taxonomy: Taxonomy, pageCount: number) {
  const area = taxonomy.areas[0];
  const subs = taxonomy.subcategories;
  const brands = Array.from(
    { length: 30 },
    (_, i) => `Marca ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}`,
  );
  const words = [
    'marmol',
    'roble',
    'nogal',
    'pizarra',
    'gris',
    'beige',
    'travertino',
    'onix',
    'cedro',
    'perla',
  ];
  const phrases = [
    'piso madera',
    'porcelanato 60x60',
    'simil marmol gris',
    'piso roble',
    'porcelanatos mate',
    'madera natural 20x120',
    'pisos de marmol',
    'simil piedra pizarra',
  ];
  const sizes = ['60x60', '60 × 60', '20 x 120', '80*80', '60X120', '45 x 45'];
  const typos = ['porcelanto', 'travertno', 'pizzarra', 'marmoll', 'guatambo', 'eucalipo'];
  const q = (params: Record<string, string | number>) =>
    `/api/products?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  const variants = (make: (i: number) => string) =>
    Array.from({ length: COLD_SAMPLES }, (_, i) => make(i));
  return {
    'sin filtro, página 1': variants((i) => q({ page: 1 + (i % 5) })),
    'área + subcategoría': variants((i) =>
      q({
        areaId: area?.id ?? '',
        subcategoryId: subs[i % subs.length]?.id ?? '',
        page: 1 + (i % 3),
      }),
    ),
    'marca + calidad': variants((i) =>
      q({ brands: brands[i % brands.length] ?? '', quality: i % 2 ? '1ra' : '2da' }),
    ),
    'búsqueda sin acento': variants((i) =>
      q({ search: `${words[i % words.length]}${i >= 10 ? ` ${'abcdef'[i % 6]}` : ''}`.trim() }),
    ),
    // Several words (each must match: name, taxonomy, size…), sizes written any way,
    // and a long word with one typo (corrected through the word list).
    'búsqueda de varias palabras': variants((i) =>
      q({ search: phrases[i % phrases.length] ?? '', page: 1 + Math.floor(i / phrases.length) }),
    ),
    'búsqueda de medida (60 × 60)': variants((i) =>
      q({ search: sizes[i % sizes.length] ?? '', page: 1 + Math.floor(i / sizes.length) }),
    ),
    'búsqueda con un error': variants((i) =>
      q({ search: typos[i % typos.length] ?? '', page: 1 + Math.floor(i / typos.length) }),
    ),
    'precio descendente': variants((i) => q({ sortBy: 'price', sortOrder: 'desc', page: 1 + i })),
    'última página': variants((i) => q({ page: Math.max(1, pageCount - (i % 3)) })),
  };
}

export async function benchCatalogue(
  server: RunningServer,
  uploadsDir: string,
): Promise<CatalogueFigures> {
  const taxonomy = (await (await fetch(`${server.url}/api/taxonomy`)).json()) as Taxonomy;
  const firstPage = await (await fetch(`${server.url}/api/products`)).text();
  const first = JSON.parse(firstPage) as ProductListResponse;
  const queries = shopperQueries(taxonomy, first.pageCount);

  // Warm-up, untimed: a server that has been up a while has its code compiled and its database
  // connections open. Only the cache is cold in the timed runs below.
  for (const paths of Object.values(queries)) await sequential(server, paths.slice(0, 10));

  const figures: CatalogueFigures['queries'] = {};
  for (const [name, paths] of Object.entries(queries)) {
    const coldSequential = await sequential(server, paths);
    const hot = await load(`${server.url}${paths[0]}`);
    figures[name] = { hot, coldSequential };
  }
  const mix = Object.values(queries).flat();
  await server.bustCatalogueCache();
  const mixFirstPass = await load(server.url, mix, true);
  const mixWarmPass = await load(server.url, mix, true);
  await server.bustCatalogueCache();
  const mixRepeated = await load(server.url, mix);

  // The practical ceiling: the same server sending a static file of the same size.
  await writeFile(path.join(uploadsDir, 'bench-static.json'), firstPage);
  const staticReference = await load(`${server.url}/uploads/bench-static.json`);

  // The original app downloaded every product document: the sum of every page's items.
  let all = '';
  for (let page = 1; page <= first.pageCount; page++) {
    const body = (await (
      await fetch(`${server.url}/api/products?page=${page}`)
    ).json()) as ProductListResponse;
    all += JSON.stringify(body.items);
  }
  return {
    queries: figures,
    mixFirstPass,
    mixWarmPass,
    mixRepeated,
    staticReference,
    bytes: {
      firstPage: Buffer.byteLength(firstPage),
      firstPageGzip: gzipSync(firstPage).length,
      allProducts: Buffer.byteLength(all),
      allProductsGzip: gzipSync(all).length,
    },
  };
}
