// npm run bench: every figure next to its reference measured in the same run (see README).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ProductListResponse } from '../src/shared/catalog-query';
import { openDatabase } from '../src/server/db/client';
import { type CatalogueFigures, benchCatalogue } from './catalogue';
import { benchImport } from './import';
import { benchOrders } from './orders';
import { benchProcesses } from './processes';
import { seedLargeCatalog } from './seed-catalog';
import { startServer } from './server';
import { lighthouseFigures, serveReferencePage } from './lighthouse';
import { imageWeights, storefrontWeights } from './storefront';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/** The bench's server (and PORT + 1 for the reference page); BENCH_PORT beside other servers. */
const PORT = Number(process.env.BENCH_PORT ?? 3600);
/**
 * catalogue: the API at SIZES; shop: storefront weight, Lighthouse, images and orders;
 * processes: one vs two server processes on PostgreSQL (catalogue hot, orders), at SIZES[0];
 * import: a 10,000-row spreadsheet import (create, then update) on PGlite;
 * weights: only the storefront's first-load JS and CSS (a minute; shop includes it).
 */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'catalogue,shop').split(','));

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `shop_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function catalogueRun(
  engine: 'pglite' | 'postgres',
  size: number,
  databaseUrl?: string,
): Promise<CatalogueFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${engine}-${size}-`));
  try {
    const database = await openDatabase({ dataDir, databaseUrl });
    await seedLargeCatalog(database.db, size);
    // PostgreSQL's autovacuum analyses a bulk load within a minute or so; the bench does not
    // wait for it. (PGlite has none: the server itself does it at start.)
    if (engine === 'postgres') await database.db.execute(sql`VACUUM ANALYZE`);
    await database.close();
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const server = await startServer(env, PORT);
    try {
      return await benchCatalogue(server, path.join(dataDir, 'uploads'));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => n.toLocaleString('es-AR');

async function benchShop(report: Record<string, unknown>, lines: string[]): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-demo-'));
  try {
    const server = await startServer(
      { DATA_DIR: dataDir, DEMO_DATA: 'on', ORDER_RATE_LIMIT: '1000000' },
      PORT,
    );
    try {
      const list = (await (
        await fetch(`${server.url}/api/products`)
      ).json()) as ProductListResponse;
      const productPath = `/producto/${list.items[0]?.id ?? ''}`;
      const weights = await storefrontWeights(server.url, path.resolve('dist/client'), [
        '/',
        '/productos',
        productPath,
      ]);
      report.storefront = weights;
      lines.push('\n## Tienda: JS y CSS que baja un comprador (bytes)');
      lines.push('| página | JS gzip | JS brotli | CSS gzip | chunks de admin |');
      lines.push('|---|---|---|---|---|');
      for (const [page, w] of Object.entries(weights)) {
        lines.push(
          `| ${page.startsWith('/producto/') ? '/producto/{id}' : page} | ${fmt(w.js.gzip)} | ${fmt(w.js.brotli)} | ${fmt(w.css.gzip)} | ${w.adminChunks.length === 0 ? 'ninguno' : w.adminChunks.join(', ')} |`,
        );
      }
      if (!PARTS.has('shop')) return;
      const reference = await serveReferencePage(PORT + 1);
      try {
        console.error('Lighthouse (móvil)…');
        const pages = ['/', '/productos', productPath];
        const scores = await lighthouseFigures([
          ...pages.map((p) => server.url + p),
          reference.url,
        ]);
        const floor = scores[reference.url]!;
        report.lighthouse = { reference: floor, pages: scores };
        lines.push(
          `\n## Lighthouse móvil (mediana de ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 3} corridas) — referencia (solo barra superior): rendimiento ${floor.performance}, LCP ${fmt(floor.lcpMs)} ms, CLS ${floor.cls}, TBT ${fmt(floor.tbtMs)} ms`,
        );
        lines.push('| página | rendimiento (Δ ref.) | LCP ms (Δ ref.) | CLS | TBT ms |');
        lines.push('|---|---|---|---|---|');
        for (const p of pages) {
          const f = scores[server.url + p]!;
          lines.push(
            `| ${p.startsWith('/producto/') ? '/producto/{id}' : p} | ${f.performance} (${f.performance - floor.performance}) | ${fmt(f.lcpMs)} (+${fmt(f.lcpMs - floor.lcpMs)}) | ${f.cls} | ${fmt(f.tbtMs)} |`,
          );
        }
      } finally {
        await reference.stop();
      }
      const images = await imageWeights(path.join(dataDir, 'uploads'));
      report.images = images;
      lines.push(
        `\n## Imágenes: tarjeta (400 w) máx ${fmt(images.card.max)} B, promedio ${fmt(images.card.average)} B; página 800 w máx ${fmt(images.page800.max)} B; 1600 w máx ${fmt(images.page1600.max)} B`,
      );
      const orders = await benchOrders(server);
      report.orders = orders;
      lines.push(
        `\n## Pedidos (50 compradores a la vez): ${fmt(orders.reqPerSec)} pedidos/s, p50 ${orders.p50} ms, p99 ${orders.p99} ms, errores ${orders.errors}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = {
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    date: new Date().toISOString(),
  };
  const lines: string[] = [];

  // Catalogue API at each size, PGlite and (when reachable) PostgreSQL.
  const engines: ('pglite' | 'postgres')[] = !PARTS.has('catalogue')
    ? []
    : (await postgresReachable())
      ? ['pglite', 'postgres']
      : ['pglite'];
  const catalogue: Record<string, CatalogueFigures> = {};
  for (const engine of engines) {
    for (const size of SIZES) {
      console.error(`catálogo: ${engine}, ${size} productos…`);
      const figures =
        engine === 'postgres'
          ? await withPostgresDatabase((url) => catalogueRun(engine, size, url))
          : await catalogueRun(engine, size);
      catalogue[`${engine} ${size}`] = figures;
      lines.push(
        `\n## Catálogo API — ${engine}, ${fmt(size)} productos (referencia: archivo estático del mismo tamaño ${fmt(figures.staticReference.reqPerSec)} req/s, p99 ${figures.staticReference.p99} ms)`,
      );
      lines.push(
        '| consulta | frías p50 / p99 ms (secuencial) | calientes req/s | calientes p50 / p99 ms | % del estático |',
      );
      lines.push('|---|---|---|---|---|');
      for (const [name, q] of Object.entries(figures.queries)) {
        lines.push(
          `| ${name} | ${q.coldSequential.p50} / ${q.coldSequential.p99} | ${fmt(q.hot.reqPerSec)} | ${q.hot.p50} / ${q.hot.p99} | ${Math.round((100 * q.hot.reqPerSec) / Math.max(1, figures.staticReference.reqPerSec))}% |`,
        );
      }
      lines.push(
        `| mezcla de todas las consultas, repetidas (10 conexiones) | — | ${fmt(figures.coldMixed.reqPerSec)} | ${figures.coldMixed.p50} / ${figures.coldMixed.p99} | ${Math.round((100 * figures.coldMixed.reqPerSec) / Math.max(1, figures.staticReference.reqPerSec))}% |`,
      );
      lines.push(
        `Bytes de la primera página: ${fmt(figures.bytes.firstPage)} (gzip ${fmt(figures.bytes.firstPageGzip)}) — todo el catálogo como lo bajaba la app original: ${fmt(figures.bytes.allProducts)} (gzip ${fmt(figures.bytes.allProductsGzip)})`,
      );
    }
  }
  report.catalogue = catalogue;

  // Storefront weight, images and orders on the demo shop.
  if (PARTS.has('shop') || PARTS.has('weights')) await benchShop(report, lines);

  if (PARTS.has('processes')) {
    const size = SIZES[0] ?? 10000;
    if (!(await postgresReachable())) {
      lines.push('\n## Procesos: sin PostgreSQL en ' + new URL(PG_URL).host + ', no se midió');
    } else {
      console.error(`procesos: 1 y 2 sobre PostgreSQL, ${size} productos…`);
      const figures = await withPostgresDatabase((url) => benchProcesses(url, size));
      report.processes = figures;
      const ratio = (two: number, one: number) => (two / Math.max(1, one)).toFixed(2);
      lines.push(
        `\n## Procesos sobre PostgreSQL (${fmt(size)} productos, 50 compradores a la vez repartidos entre los procesos)`,
      );
      lines.push('| medida | 1 proceso | 2 procesos | 2 / 1 |');
      lines.push('|---|---|---|---|');
      const { one, two } = figures;
      lines.push(
        `| catálogo caliente req/s (p99 ms) | ${fmt(one.catalogueHot.reqPerSec)} (${one.catalogueHot.p99}) | ${fmt(two.catalogueHot.reqPerSec)} (${two.catalogueHot.p99}) | ${ratio(two.catalogueHot.reqPerSec, one.catalogueHot.reqPerSec)} |`,
      );
      lines.push(
        `| pedidos/s (p99 ms) | ${fmt(one.orders.reqPerSec)} (${one.orders.p99}) | ${fmt(two.orders.reqPerSec)} (${two.orders.p99}) | ${ratio(two.orders.reqPerSec, one.orders.reqPerSec)} |`,
      );
      lines.push(
        `Errores: catálogo ${one.catalogueHot.errors} / ${two.catalogueHot.errors}, pedidos ${one.orders.errors} / ${two.orders.errors}`,
      );
    }
  }

  if (PARTS.has('import')) {
    console.error('importación: 10.000 filas en PGlite…');
    const figures = await benchImport();
    report.import = figures;
    lines.push(`\n## Importación de planillas — PGlite, ${fmt(figures.rows)} filas (segundos)`);
    lines.push('| archivo | leer | revisión | importar | total (límite: 60) |');
    lines.push('|---|---|---|---|---|');
    for (const [label, f] of [
      ['XLSX que crea todos los productos', figures.create],
      ['CSV con precios es-AR que actualiza todos', figures.update],
    ] as const)
      lines.push(
        `| ${label} | ${fmt(f.read)} | ${fmt(f.check)} | ${fmt(f.apply)} | ${fmt(f.total)} |`,
      );
  }

  const machine = report.machine as {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
  };
  const text = `# npm run bench — ${report.date as string}\nMáquina: ${machine.cpus} núcleos (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}\n${lines.join('\n')}\n`;
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/latest.json', JSON.stringify(report, null, 2));
  await writeFile('bench/results/latest.md', text);
  console.log(text);
}

await main();
