// npm start: builds when dist/ is missing or older than the sources, then serves the shop.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

process.chdir(new URL('..', import.meta.url).pathname);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const stamp = 'dist/.build-stamp';
const inputs = ['src', 'package-lock.json', 'vite.config.ts'];
const stale =
  !existsSync(stamp) ||
  inputs.some(
    (p) =>
      (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > statSync(stamp).mtimeMs,
  );

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (stale) {
  console.log('Compilando la tienda…');
  const code = await run(['scripts/build.mjs']);
  if (code !== 0) process.exit(code);
}
process.exit(await run(['--enable-source-maps', 'dist/server/main.js']));
