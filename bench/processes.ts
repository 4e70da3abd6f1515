import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Taxonomy } from '#shared/catalog';
import type { ProductListResponse } from '#shared/catalog-query';
import { openDatabase } from '#server/db/client';
import { type LoadFigures, shopperQueries } from './catalogue';
import { orderRequest } from './orders';
import { seedLargeCatalog } from './seed-catalog';
import { type RunningServer, startServer } from './server';

/** 50 shoppers at once, as in the orders figure; split evenly over the processes. */
const SHOPPERS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Ports of this part's servers (the other parts use 3600–3601). */
const FIRST_PORT = 4160; // not 4190: fetch refuses it (a blocked port of the Fetch standard)

export interface ProcessesFigures {
  catalogueHot: LoadFigures;
  orders: LoadFigures;
}

/**
 * The same load spread over every server at once (one autocannon per server, SHOPPERS / n
 * connections each): requests per second summed, p50 and p99 the worst of the servers'.
 */
async function loadAcross(servers: RunningServer[], request: () => Request): Promise<LoadFigures> {
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.url,
        connections: Math.round(SHOPPERS / servers.length),
        duration: DURATION,
        requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
      }),
    ),
  );
  return {
    reqPerSec: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx + r.timeouts, 0),
  };
}

async function measure(servers: RunningServer[]): Promise<ProcessesFigures> {
  const first = servers[0];
  if (!first) throw new Error('no server');
  const taxonomy = (await (await fetch(`${first.url}/api/taxonomy`)).json()) as Taxonomy;
  const list = (await (await fetch(`${first.url}/api/products`)).json()) as ProductListResponse;
  // Hot: a few variants of each typical query, repeated, so every process answers from its cache.
  const paths = Object.values(shopperQueries(taxonomy, list.pageCount)).flatMap((variants) =>
    variants.slice(0, 5),
  );
  let next = 0;
  const hotRequest = () => ({ path: paths[next++ % paths.length] });
  await loadAcross(servers, hotRequest); // warm-up: code compiled, caches filled
  const catalogueHot = await loadAcross(servers, hotRequest);
  const orders = await loadAcross(servers, await orderRequest(first));
  return { catalogueHot, orders };
}

/**
 * One process on PostgreSQL, then two on the same database, in the same run (these machines are
 * noisy: only figures measured together compare). Orders start from an empty table each time.
 */
export async function benchProcesses(
  databaseUrl: string,
  size: number,
): Promise<Record<'one' | 'two', ProcessesFigures>> {
  const database = await openDatabase({ databaseUrl });
  await seedLargeCatalog(database.db, size);
  await database.db.execute(sql`VACUUM ANALYZE`);
  const dataDirs: string[] = [];
  const run = async (count: number) => {
    await database.db.execute(sql`TRUNCATE orders, order_lines, mail_queue, throttle_hits`);
    const servers: RunningServer[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-processes-'));
        dataDirs.push(dataDir);
        servers.push(
          await startServer(
            { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ORDER_RATE_LIMIT: '1000000' },
            FIRST_PORT + i,
          ),
        );
      }
      return await measure(servers);
    } finally {
      for (const server of servers) await server.stop();
    }
  };
  try {
    const one = await run(1);
    const two = await run(2);
    return { one, two };
  } finally {
    await database.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }
}
