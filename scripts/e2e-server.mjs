// Serves the built shop on a fresh, throw-away data dir for the end-to-end tests.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

process.chdir(new URL('..', import.meta.url).pathname);
const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, [`${process.env.DIST_DIR ?? 'dist'}/server/main.js`], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${process.env.PORT}` },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
