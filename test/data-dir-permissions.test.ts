import { execFile } from 'node:child_process';
import { chmod, lstat, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, validBody } from './payloads';
import { openToOthers } from './private-files';
import { startServer, waitFor } from './server';

const run = promisify(execFile);
const TILE = path.join(import.meta.dirname, 'fixtures/tile.jpg');
const ADMIN = { email: 'duena@example.com', password: 'clave-de-prueba-larga-1' };

const root = await mkdtemp(path.join(tmpdir(), 'shop-private-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('DATA_DIR is the shop user’s only', () => {
  const dataDir = path.join(root, 'datos');
  const port = String(3400 + Math.floor(Math.random() * 500));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const post = (pathname: string, body: unknown, cookie = '') =>
    fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify(body),
    });

  it('folders 0700 and files 0600 after a start, an order, e-mails and backups; old ones closed at the next start', async () => {
    const server = startServer(env);
    try {
      await waitFor(async () => server.output().includes('/admin/login'), 180_000);
      const login = await post('/api/auth/login', ADMIN);
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const created = async (pathname: string, body: object) => {
        const response = await post(pathname, body, cookie);
        expect(response.status, pathname).toBe(201);
        return ((await response.json()) as { id: string }).id;
      };
      const areaId = await created('/api/admin/areas', validBody.area());
      const categoryId = await created('/api/admin/categories', validBody.category(areaId));
      const subcategoryId = await created(
        '/api/admin/subcategories',
        validBody.subcategory(categoryId),
      );
      const productId = await created('/api/admin/products', {
        ...validBody.product({ areaId, categoryId, subcategoryId }),
        hasShipping: true,
      });
      const untracked = await fetch(`${url}/api/admin/stock/products/${productId}/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify({ trackStock: false, backorderDays: null, lowStockThreshold: null }),
      });
      expect(untracked.status, await untracked.text()).toBe(200);
      const form = multipart('piso.jpg', 'image/jpeg', await readFile(TILE));
      const image = await fetch(`${url}/api/admin/products/${productId}/images`, {
        method: 'POST',
        headers: { 'content-type': form.contentType, origin: url, cookie },
        body: form.payload,
      });
      expect(image.status).toBe(201);
      const order = await post('/api/orders', validBody.order(productId));
      expect(order.status, await order.text()).toBe(201);
      const reset = await post('/api/auth/password-reset/request', { email: ADMIN.email });
      expect(reset.status).toBe(202);
      const backup = await post('/api/admin/backups', {}, cookie);
      expect(backup.status, await backup.text()).toBe(200);
      // The order's two e-mails and the reset link, written to the outbox by the mail queue.
      await waitFor(async () => (await readdir(path.join(dataDir, 'outbox'))).length >= 3);
      expect((await readdir(path.join(dataDir, 'uploads/products'))).length).toBeGreaterThan(0);
      expect((await readdir(path.join(dataDir, 'backups'))).length).toBeGreaterThan(0);
      expect(await openToOthers(dataDir)).toEqual([]);

      // npm run backup, answered by the server through its socket.
      const archive = path.join(root, 'copia.tar.gz');
      await run(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', archive], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect((await lstat(archive)).mode & 0o777).toBe(0o600);
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }

    // What an older version left open is closed at the next start.
    const outbox = path.join(dataDir, 'outbox');
    const mail = (await readdir(outbox))[0] ?? '';
    await chmod(dataDir, 0o755);
    await chmod(outbox, 0o777);
    await chmod(path.join(outbox, mail), 0o644);
    await chmod(path.join(dataDir, 'db/PG_VERSION'), 0o666);
    expect(await openToOthers(dataDir)).toHaveLength(4);
    const again = startServer(env);
    try {
      await waitFor(async () => again.output().includes('/admin/login'), 180_000);
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  }, 480_000);
});
