// npm run bench: every figure next to its reference measured in the same run (see README).
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ProductListResponse } from '#shared/catalog-query';
import { openDatabase } from '#server/db/client';
import { type CatalogueFigures, benchCatalogue } from './catalogue';
import { benchImport } from './import';
import { benchOrders } from './orders';
import { benchProcesses } from './processes';
import { seedLargeCatalog } from './seed-catalog';
import { startServer } from './server';
import { LIGHTHOUSE_CPU, lighthouseFigures, serveReferencePage } from './lighthouse';
import { visualizerOpenFigures } from './visualizer';
import { calculatorTapFigures } from './calculator';
import { imageWeights, storefrontWeights } from './storefront';
import { pageTreemaps } from './treemap';

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
 * orders: only the orders of shop (on a demo shop of their own), and on PostgreSQL.
 * visualizer: the weights plus the time to open "Ver en mi ambiente" on a slow phone (shop
 * includes it).
 * calculator: the weights plus a tap on "Calcular M²" to its dialog's first frame, CPU ×4 and ×6
 * (shop includes it).
 * lighthouse: the weights plus Lighthouse's mobile figures of the three pages and the reference
 * (shop includes it).
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
/** The machine, named beside every ratio: figures of machines of different speed compare. */
const CPU = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU desconocida'}`;

/** The demo shop for orders: no limit reached, and behind a proxy (the bench) it trusts. */
const ORDERS_ENV = { DEMO_DATA: 'on', ORDER_RATE_LIMIT: '1000000', TRUST_PROXY: '127.0.0.1' };

/**
 * Orders from one address (one throttle key: they take turns), from one address each, and from
 * one address each buying different tiles (10 baskets of 3: fewer orders per product's lots).
 */
async function ordersBothWays(server: Awaited<ReturnType<typeof startServer>>) {
  return {
    oneAddress: await benchOrders(server),
    distinctAddresses: await benchOrders(server, { distinctAddresses: true }),
    distinctProducts: await benchOrders(server, {
      distinctAddresses: true,
      distinctProducts: true,
    }),
  };
}

/** The orders alone, on a demo shop of their own over PGlite (the orders part). */
async function ordersOnPglite(): Promise<Awaited<ReturnType<typeof ordersBothWays>>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-demo-orders-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...ORDERS_ENV }, PORT);
    try {
      return await ordersBothWays(server);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The same orders on the demo shop over PostgreSQL. */
async function ordersOnPostgres(): Promise<Awaited<ReturnType<typeof ordersBothWays>>> {
  return withPostgresDatabase(async (url) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-demo-pg-'));
    try {
      const server = await startServer(
        { DATA_DIR: dataDir, DATABASE_URL: url, ...ORDERS_ENV },
        PORT,
      );
      try {
        return await ordersBothWays(server);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

function ordersLines(
  orders: Record<string, Awaited<ReturnType<typeof ordersBothWays>>>,
  lines: string[],
): void {
  lines.push(
    `\n## Pedidos (50 compradores a la vez, ${process.env.BENCH_SECONDS ?? 5} s) — ${CPU}`,
  );
  lines.push('| motor | compradores | pedidos/s | p50 ms | p99 ms | errores |');
  lines.push('|---|---|---|---|---|---|');
  for (const [engine, figures] of Object.entries(orders))
    for (const [label, f] of [
      ['todos desde una dirección (una clave del límite: esperan su turno)', figures.oneAddress],
      ['cada pedido desde su dirección (X-Forwarded-For, TRUST_PROXY)', figures.distinctAddresses],
      [
        'cada uno desde su dirección, con distintos productos (10 canastas de 3)',
        figures.distinctProducts,
      ],
    ] as const)
      lines.push(
        `| ${engine} | ${label} | ${fmt(f.reqPerSec)} | ${f.p50} | ${f.p99} | ${f.errors} |`,
      );
  // The server's own Server-Timing of each order placed (201), phase by phase.
  const all = Object.values(orders).flatMap((f) => [
    f.oneAddress,
    f.distinctAddresses,
    f.distinctProducts,
  ]);
  const phases = [...new Set(all.flatMap((f) => Object.keys(f.phases)))];
  lines.push(
    '\n### Pedidos por fase (Server-Timing del servidor, p50 / p99 ms; wait: turno de la conexión)',
  );
  lines.push(`| motor | direcciones | ${phases.join(' | ')} |`);
  lines.push(`|---|---|${phases.map(() => '---|').join('')}`);
  for (const [engine, figures] of Object.entries(orders))
    for (const [label, f] of [
      ['una', figures.oneAddress],
      ['distintas', figures.distinctAddresses],
      ['distintas, distintos productos', figures.distinctProducts],
    ] as const)
      lines.push(
        `| ${engine} | ${label} | ${phases.map((p) => (f.phases[p] ? `${fmt(f.phases[p].p50)} / ${fmt(f.phases[p].p99)}` : '—')).join(' | ')} |`,
      );
}

/** The client build's module sizes, when it wrote them (npm run bench sets BUNDLE_STATS). */
const BUNDLE_STATS = 'dist/bundle-stats.json';

/** A treemap per page under bench/results/, and each page's heaviest packages and folders. */
async function treemapLines(
  weights: Record<string, { files: string[] }>,
  report: Record<string, unknown>,
  lines: string[],
): Promise<void> {
  const stats = await stat(BUNDLE_STATS).catch(() => null);
  if (!stats) {
    lines.push(`\nSin ${BUNDLE_STATS} (compilá con BUNDLE_STATS=${BUNDLE_STATS}): sin treemaps.`);
    return;
  }
  await mkdir('bench/results', { recursive: true });
  const pages = await pageTreemaps(
    BUNDLE_STATS,
    Object.fromEntries(Object.entries(weights).map(([page, w]) => [page, w.files])),
    'bench/results',
  );
  report.treemaps = pages;
  for (const [page, { treemap, groups }] of Object.entries(pages)) {
    lines.push(
      `\n### ${page.startsWith('/producto/') ? '/producto/{id}' : page}: lo más pesado (gzip por módulo) — ${treemap}`,
    );
    lines.push('| paquete o carpeta | bytes | gzip |');
    lines.push('|---|---|---|');
    for (const g of groups.slice(0, 15))
      lines.push(`| ${g.name} | ${fmt(g.raw)} | ${fmt(g.gzip)} |`);
  }
}

/** Lighthouse's mobile figures of the three storefront pages beside the reference page's. */
async function lighthouseLines(
  baseUrl: string,
  productPath: string,
  report: Record<string, unknown>,
  lines: string[],
): Promise<void> {
  const reference = await serveReferencePage(PORT + 1);
  try {
    console.error('Lighthouse (móvil)…');
    const pages = ['/', '/productos', productPath];
    const scores = await lighthouseFigures([...pages.map((p) => baseUrl + p), reference.url]);
    const floor = scores[reference.url]!;
    report.lighthouse = { cpuSlowdownMultiplier: LIGHTHOUSE_CPU, reference: floor, pages: scores };
    lines.push(
      `\n## Lighthouse móvil (mediana de ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 3} corridas, CPU ×${LIGHTHOUSE_CPU}) — referencia (solo barra superior): rendimiento ${floor.performance}, LCP ${fmt(floor.lcpMs)} ms, CLS ${floor.cls}, TBT ${fmt(floor.tbtMs)} ms`,
    );
    lines.push('| página | rendimiento (Δ ref.) | LCP ms (Δ ref.) | CLS | TBT ms |');
    lines.push('|---|---|---|---|---|');
    for (const p of pages) {
      const f = scores[baseUrl + p]!;
      lines.push(
        `| ${p.startsWith('/producto/') ? '/producto/{id}' : p} | ${f.performance} (${f.performance - floor.performance}) | ${fmt(f.lcpMs)} (+${fmt(f.lcpMs - floor.lcpMs)}) | ${f.cls} | ${fmt(f.tbtMs)} |`,
      );
    }
  } finally {
    await reference.stop();
  }
}

async function benchShop(report: Record<string, unknown>, lines: string[]): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-demo-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...ORDERS_ENV }, PORT);
    try {
      const list = (await (
        await fetch(`${server.url}/api/products`)
      ).json()) as ProductListResponse;
      const productPath = `/producto/${list.items[0]?.id ?? ''}`;
      const weights = await storefrontWeights(
        server.url,
        path.resolve(process.env.DIST_DIR ?? 'dist', 'client'),
        ['/', '/productos', productPath],
      );
      report.storefront = weights;
      lines.push('\n## Tienda: JS y CSS que baja un comprador (bytes)');
      lines.push('| página | JS gzip | JS brotli | CSS gzip | chunks de admin |');
      lines.push('|---|---|---|---|---|');
      for (const [page, w] of Object.entries(weights)) {
        lines.push(
          `| ${page.startsWith('/producto/') ? '/producto/{id}' : page} | ${fmt(w.js.gzip)} | ${fmt(w.js.brotli)} | ${fmt(w.css.gzip)} | ${w.adminChunks.length === 0 ? 'ninguno' : w.adminChunks.join(', ')} |`,
        );
      }
      await treemapLines(weights, report, lines);
      if (PARTS.has('shop') || PARTS.has('visualizer')) {
        console.error('Ver en mi ambiente (móvil lento)…');
        const open = await visualizerOpenFigures(server.url + productPath);
        report.visualizer = open;
        const row = (when: string, way: (typeof open)['pressedAtOnce']) =>
          `| ${when} | ${fmt(way.firstPicture.medianMs)} | ${way.firstPicture.runsMs.map(fmt).join(', ')} | ${fmt(way.room3d.medianMs)} | ${way.room3d.runsMs.map(fmt).join(', ')} |`;
        lines.push(
          '\n## Ver en mi ambiente: de tocar el botón al ambiente con el producto, móvil (4G lento, CPU ×4)',
          'Primer cuadro: el boceto del ambiente (mismo punto de vista, mismas luces, las mismas baldosas en perspectiva) mientras llega three.js, o el ambiente 3D si llega antes.',
          '| cuándo se toca | primer cuadro, mediana ms | corridas ms | ambiente 3D, mediana ms | corridas ms |',
          '|---|---|---|---|---|',
          row('apenas cargó la página', open.pressedAtOnce),
          row(
            'después de mirar la página (un desplazamiento, hasta que la red calla)',
            open.afterALook,
          ),
        );
      }
      if (PARTS.has('shop') || PARTS.has('calculator')) {
        console.error('Calcular M² (móvil lento)…');
        const tap = await calculatorTapFigures(server.url + productPath);
        report.calculator = tap;
        lines.push(
          '\n## Calcular M²: del toque al primer cuadro con el diálogo, móvil (Event Timing, como INP)',
          'Página ya cargada; después la CPU más lenta y un toque. Menos de 16 ms se cuenta como 16 (el navegador no informa eventos más cortos). Meta: 100 ms.',
          '| CPU | mediana ms | corridas ms | cada evento: espera + manejadores + pintura ms |',
          '|---|---|---|---|',
          ...(['cpu4', 'cpu6'] as const).map(
            (rate) =>
              `| ×${rate.slice(3)} | ${fmt(tap[rate].medianMs)} | ${tap[rate].runsMs.map(fmt).join(', ')} | ${tap[rate].parts.map((run) => run.join(', ')).join(' · ')} |`,
          ),
        );
      }
      if (PARTS.has('shop') || PARTS.has('lighthouse'))
        await lighthouseLines(server.url, productPath, report, lines);
      if (!PARTS.has('shop')) return;
      const images = await imageWeights(path.join(dataDir, 'uploads'));
      report.images = images;
      lines.push(
        `\n## Imágenes: tarjeta (400 w) máx ${fmt(images.card.max)} B, promedio ${fmt(images.card.average)} B; página 800 w máx ${fmt(images.page800.max)} B; 1600 w máx ${fmt(images.page1600.max)} B`,
      );
      report.orders = { pglite: await ordersBothWays(server) };
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
      const ref = figures.staticReference;
      const ofStatic = (f: { reqPerSec: number }) =>
        `${Math.round((100 * f.reqPerSec) / Math.max(1, ref.reqPerSec))}% de ${fmt(ref.reqPerSec)}`;
      lines.push(
        `\n## Catálogo API — ${engine}, ${fmt(size)} productos — ${CPU} (referencia: archivo estático del mismo tamaño ${fmt(ref.reqPerSec)} req/s, p99 ${ref.p99} ms)`,
      );
      lines.push(
        `| consulta | frías p50 / p99 ms (secuencial) | calientes req/s | calientes p50 / p99 ms | % del estático (req/s, ${CPU}) |`,
      );
      lines.push('|---|---|---|---|---|');
      for (const [name, q] of Object.entries(figures.queries)) {
        lines.push(
          `| ${name} | ${q.coldSequential.p50} / ${q.coldSequential.p99} | ${fmt(q.hot.reqPerSec)} | ${q.hot.p50} / ${q.hot.p99} | ${ofStatic(q.hot)} |`,
        );
      }
      for (const [label, f] of [
        [
          'mezcla, primera pasada: cada consulta una vez, caché vacía (10 conexiones)',
          figures.mixFirstPass,
        ],
        ['mezcla, segunda pasada: las mismas, ya en caché (10 conexiones)', figures.mixWarmPass],
        [
          `mezcla repetida ${process.env.BENCH_SECONDS ?? 5} s desde caché vacía (10 conexiones)`,
          figures.mixRepeated,
        ],
      ] as const)
        lines.push(`| ${label} | — | ${fmt(f.reqPerSec)} | ${f.p50} / ${f.p99} | ${ofStatic(f)} |`);
      lines.push(
        `Bytes de la primera página: ${fmt(figures.bytes.firstPage)} (gzip ${fmt(figures.bytes.firstPageGzip)}) — todo el catálogo como lo bajaba la app original: ${fmt(figures.bytes.allProducts)} (gzip ${fmt(figures.bytes.allProductsGzip)})`,
      );
    }
  }
  report.catalogue = catalogue;

  // Storefront weight, images and orders on the demo shop.
  if (['shop', 'weights', 'visualizer', 'calculator', 'lighthouse'].some((part) => PARTS.has(part)))
    await benchShop(report, lines);
  if (PARTS.has('shop') || PARTS.has('orders')) {
    if (!PARTS.has('shop')) {
      console.error('pedidos sobre PGlite…');
      report.orders = { pglite: await ordersOnPglite() };
    }
    const orders = report.orders as Record<string, Awaited<ReturnType<typeof ordersBothWays>>>;
    if (await postgresReachable()) {
      console.error('pedidos sobre PostgreSQL…');
      orders.postgres = await ordersOnPostgres();
    }
    ordersLines(orders, lines);
  }

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
