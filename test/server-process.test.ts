import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, waitFor } from './server';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('server process', () => {
  it('refuses to start with a bad variable and names it', async () => {
    const server = startServer({ PORT: 'abc', DEMO_DATA: 'maybe' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).toMatch(/DEMO_DATA/);
  });

  it('starts, prints how to sign in, serves health, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-proc-'));
    dirs.push(dataDir);
    const port = String(3400 + Math.floor(Math.random() * 500));
    const server = startServer({ PORT: port, DATA_DIR: dataDir });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
    await waitFor(async () => server.output().includes('/admin/login'));
    expect(server.output()).toMatch(/admin@tienda\.local \/ \S{12,}/);

    // A request in flight when SIGTERM arrives (headers sent, body still coming) gets its answer.
    const body = JSON.stringify({ email: 'nadie@example.com', password: 'x' });
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/login',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 500);
      }, 300);
    });
    expect(await answered).toBe(401);
    expect(await server.exited).toBe(0);

    // The embedded database was closed cleanly: it opens again, and the admin is not re-created.
    const again = startServer({ PORT: port, DATA_DIR: dataDir });
    await waitFor(async () => again.output().includes('/admin/login'));
    expect(again.output()).not.toMatch(/admin@tienda\.local \//);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
