import { randomUUID } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import type { ProductListResponse } from '#shared/catalog-query';
import type { LoadFigures } from './catalogue';
import type { RunningServer } from './server';

/** 10.x.y.z, a different one for each n (up to 16 million). */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** How the bench's shoppers differ from one another: their addresses, and the tiles they order. */
interface OrderMix {
  /**
   * Each order from its own client address, as a proxy in front of the shop names it
   * (X-Forwarded-For; the server must trust the bench's 127.0.0.1: TRUST_PROXY). Without, all
   * come from 127.0.0.1 and take turns on one throttle key, as one shopper's would.
   */
  distinctAddresses?: boolean;
  /**
   * Each order three of the first 30 products that ship, in turn (10 baskets), instead of the
   * same first three: a product's lots are locked from its reservation to the commit, so orders
   * for one product take turns there; 50 shoppers buying one tile are the worst case, not the
   * usual one.
   */
  distinctProducts?: boolean;
}

const BASKET = 3;

/** A checkout of three products, each request with its own idempotency key. */
export async function orderRequest(
  server: RunningServer,
  { distinctAddresses = false, distinctProducts = false }: OrderMix = {},
): Promise<() => Request> {
  const page = async (n: number) =>
    ((await (await fetch(`${server.url}/api/products?page=${n}`)).json()) as ProductListResponse)
      .items;
  const listed = distinctProducts ? [...(await page(1)), ...(await page(2))] : await page(1);
  const shipped = distinctProducts ? listed.filter((p) => p.hasShipping) : listed;
  const chosen = shipped.slice(0, distinctProducts ? 10 * BASKET : BASKET);
  const baskets = Math.max(1, Math.floor(chosen.length / BASKET));
  // Enough boxes in one lot of each for every order of a run (about 100 a second, 1–3 boxes).
  for (const product of chosen) await server.receiveStock(product.id, 100_000);
  const customer = {
    name: 'Cliente de Prueba',
    email: 'bench@example.com',
    phone: '11 1234-5678',
    address: 'Ruta 192 km 30',
  };
  let shopper = 0;
  return () => {
    shopper++;
    const first = (shopper % baskets) * BASKET;
    const items = chosen.slice(first, first + BASKET).map((p, i) => ({
      productId: p.id,
      quantity: i + 1,
      squareMeters: (i + 1) * (p.metersPerBox ?? 1),
      includeWaste: i % 2 === 0,
    }));
    return {
      method: 'POST',
      path: '/api/orders',
      headers: {
        'content-type': 'application/json',
        ...(distinctAddresses ? { 'x-forwarded-for': clientAddress(shopper) } : {}),
      },
      body: JSON.stringify({ idempotencyKey: randomUUID(), customer, items }),
    };
  };
}

/** Each phase of an order as the server timed it (its Server-Timing header), in order. */
type OrderPhases = Record<string, { p50: number; p99: number }>;

/** `throttle;dur=1.2, validation;dur=0.3` → [['throttle', 1.2], ['validation', 0.3]]. */
function serverTiming(header: string | undefined): [string, number][] {
  if (!header) return [];
  return header.split(',').flatMap((entry) => {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.find((p) => p.trim().startsWith('dur='));
    return name && dur ? [[name, Number(dur.trim().slice(4))] as [string, number]] : [];
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The shopper's wait that the server's own phases do not see (an order's latency less its
 * Server-Timing total): before the route's first hook, waiting for the connection to be accepted
 * and the request to be read, and the answer's way back. The first order of each connection
 * apart: its wait includes the connection's (50 connect at once when a run starts).
 */
const OUTSIDE = 'fuera del servidor';
const OUTSIDE_FIRST = 'fuera (1.º de la conexión)';

/** 50 shoppers submitting orders at once, each with its own idempotency key. */
export async function benchOrders(
  server: RunningServer,
  mix: OrderMix = {},
): Promise<LoadFigures & { phases: OrderPhases }> {
  await server.settled();
  const request = await orderRequest(server, mix);
  const samples = new Map<string, number[]>();
  const sample = (name: string, ms: number) => {
    const times = samples.get(name) ?? [];
    times.push(ms);
    samples.set(name, times);
  };
  /** The last answer's Server-Timing total: autocannon reports its latency right after. */
  let serverTotal: number | null = null;
  const connections = new WeakSet<object>();
  const instance = autocannon({
    url: server.url,
    connections: 50,
    duration: Number(process.env.BENCH_SECONDS ?? 5),
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...request() }),
        onResponse: (status, _body, _context, headers) => {
          serverTotal = null;
          if (status !== 201) return;
          const phases = serverTiming(headers['server-timing']);
          serverTotal = phases.reduce((sum, [, ms]) => sum + ms, 0);
          phases.push(['total (servidor)', serverTotal]);
          for (const [name, ms] of phases) sample(name, ms);
        },
      },
    ],
  });
  instance.on('response', (client: object, _status: number, _bytes: number, latency: number) => {
    const first = !connections.has(client);
    connections.add(client);
    if (serverTotal === null) return;
    sample(first ? OUTSIDE_FIRST : OUTSIDE, Math.max(0, latency - serverTotal));
    serverTotal = null;
  });
  const result = await instance;
  const phases: OrderPhases = {};
  for (const [name, times] of samples) {
    times.sort((a, b) => a - b);
    phases[name] = {
      p50: Number(percentile(times, 50).toFixed(1)),
      p99: Number(percentile(times, 99).toFixed(1)),
    };
  }
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    phases,
  };
}
