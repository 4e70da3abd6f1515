// npm run dev: the shop on :5173 (PORT), restarted when the server's sources change; pages drawn on
// the server as in the build and the client's code with HMR, both by Vite from the sources
// (src/server/pages/vite-dev.ts).
import { spawn } from 'node:child_process';

process.chdir(new URL('..', import.meta.url).pathname);
const port = process.env.PORT ?? '5173';
const child = spawn('node_modules/.bin/tsx', ['watch', 'src/server/main.ts', '--dev'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    // Vite serves the project's files: on this machine only, unless HOST says otherwise.
    HOST: process.env.HOST ?? 'localhost',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    // React, MUI and Emotion in development mode on the server as in the browser (same markup).
    NODE_ENV: 'development',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
