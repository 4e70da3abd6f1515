import { type ChildProcess, spawn } from 'node:child_process';

export interface RunningServer {
  url: string;
  /** Empties the server's catalogue cache the way the shop does: an admin catalogue write. */
  bustCatalogueCache(): Promise<void>;
  /**
   * Receives one lot of `boxes` for a product, as staff record an ingreso: the orders bench then
   * measures orders that reserve stock, not a stream of "no hay stock" refusals once the demo's
   * lots run out.
   */
  receiveStock(productId: string, boxes: number): Promise<void>;
  /**
   * Waits out what a fresh shop does just after it starts: housekeeping at 1 s, the day's copy
   * at 5 s when its hour has passed (a fresh data dir has none), the low-stock e-mail at 10 s.
   * On PGlite each holds the one connection: orders timed meanwhile timed the copy (seconds).
   */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-clave-larga' };

/** dist/, or DIST_DIR as scripts/build.mjs takes it (a build of another commit beside this one). */
const SERVER_ENTRY = `${process.env.DIST_DIR ?? 'dist'}/server/main.js`;

/** The production build as `npm start` runs it, on its own data dir. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'off',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = Date.now();
  // A fresh data dir with the demo catalogue takes minutes on a loaded 2-core machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      // Not left behind on the port (and on a data dir the caller is about to remove).
      child.kill();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  let cookie: string | null = null;
  let areaId: string | null = null;
  const adminCookie = async () => {
    if (!cookie) {
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      });
      cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    }
    return cookie;
  };
  return {
    url,
    async bustCatalogueCache() {
      const cookie = await adminCookie();
      // Creating and deleting an area is a catalogue write that leaves the catalogue as it was.
      const created = await fetch(`${url}/api/admin/areas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name: `Bench ${Date.now()}`, description: '', order: 99 }),
      });
      areaId = ((await created.json()) as { id: string }).id;
      await fetch(`${url}/api/admin/areas/${areaId}`, { method: 'DELETE', headers: { cookie } });
    },
    async receiveStock(productId, boxes) {
      const response = await fetch(`${url}/api/admin/stock/products/${productId}/ingresos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await adminCookie() },
        body: JSON.stringify({
          code: `BENCH-${Date.now()}`,
          receivedOn: new Date().toISOString().slice(0, 10),
          quantity: boxes,
        }),
      });
      if (response.status !== 201)
        throw new Error(`ingreso de stock: ${response.status} ${await response.text()}`);
    },
    async settled() {
      await new Promise((r) => setTimeout(r, Math.max(0, spawnedAt + 12_000 - Date.now())));
      for (;;) {
        const response = await fetch(`${url}/api/admin/backups`, {
          headers: { cookie: await adminCookie() },
        });
        if (!response.ok) throw new Error(`copias: ${response.status}`);
        const { runs } = (await response.json()) as { runs: { status: string }[] };
        if (!runs.some((run) => run.status === 'running')) return;
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
