import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ID } from '#shared/boot-data';
import { waitFor } from '../server';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('?')),
      );
    });
  });
}

let dev: ChildProcess;
let exited: Promise<number | null>;
let output = '';
let base: string;
let dataDir: string;

// npm run dev as a developer runs it (scripts/dev.mjs: tsx watch, Vite inside the server), on
// an empty embedded database. Here, not in the unit tests: a fresh database and Vite's first
// transform of MUI take most of a minute on a busy machine.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-dev-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  dev.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  exited = new Promise((resolve) => dev.on('exit', resolve));
  await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 150_000).catch(() => {
    throw new Error(`npm run dev no arrancó:\n${output}`);
  });
}, 160_000);

afterAll(async () => {
  dev.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it.each([
    ['/', 'Cerámicos Ruta 192 | Porcelanatos y revestimientos'],
    ['/productos', 'Productos | Cerámicos Ruta 192'],
  ])('draws %s on the server, with its boot data and Vite’s client', async (url, title) => {
    const answer = await fetch(base + url);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<div id="root"><[a-z]/);
    expect(html).toContain(`id="${BOOT_DATA_ID}"`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    // The React plugin's inline preamble runs: its hash is in the page's script-src.
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });

  it('serves the client’s modules from the sources and answers unknown pages 404', async () => {
    const entry = await fetch(`${base}/boot.ts`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    const missing = await fetch(`${base}/no-existe`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Página no encontrada');
  });
});
