// Serves the built shop on a fresh, throw-away data dir for the end-to-end tests, with Mercado
// Pago configured against a local fake of its API (test/servers/mercado-pago-e2e.ts, run by tsx)
// when playwright.config.ts names the fake's port (MP_FAKE_PORT).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

process.chdir(new URL('..', import.meta.url).pathname);
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// A settings lock a killed run left behind (withSettingsLock in e2e/helpers.ts).
rmSync(`${dataDir}.settings-lock`, { recursive: true, force: true });

const children = [];
let stopping = false;
const stop = (signal) => {
  stopping = true;
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

if (process.env.MP_FAKE_PORT) {
  const fake = spawn(process.execPath, ['--import', 'tsx', 'test/servers/mercado-pago-e2e.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(fake);
  // The shop asks it nothing before a shopper pays, but a run should not start without it.
  await new Promise((resolve, reject) => {
    fake.once('exit', (code) => reject(new Error(`the fake Mercado Pago stopped (${code})`)));
    createInterface({ input: fake.stdout }).once('line', resolve);
  });
  fake.on('exit', (code) => {
    if (stopping) return;
    console.error(`the fake Mercado Pago stopped (${code}): stopping the shop`);
    stop('SIGTERM');
  });
}

// ARCA's fake (test/servers/arca-e2e.ts) when playwright.config.ts names its port: it makes
// this run's certificate and answers the shop's environment for it in one line.
let arcaEnv = {};
if (process.env.ARCA_FAKE_PORT) {
  const fake = spawn(process.execPath, ['--import', 'tsx', 'test/servers/arca-e2e.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(fake);
  arcaEnv = await new Promise((resolve, reject) => {
    fake.once('exit', (code) => reject(new Error(`the fake ARCA stopped (${code})`)));
    createInterface({ input: fake.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  fake.on('exit', (code) => {
    if (stopping) return;
    console.error(`the fake ARCA stopped (${code}): stopping the shop`);
    stop('SIGTERM');
  });
}

const shop = spawn(process.execPath, [`${process.env.DIST_DIR ?? 'dist'}/server/main.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...arcaEnv,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${process.env.PORT}`,
  },
});
children.push(shop);
shop.on('exit', (code) => {
  stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
