// npm run dev: the API with reload on :3001 and Vite with HMR on :5173 (proxying /api and /uploads).
import { spawn } from 'node:child_process';

process.chdir(new URL('..', import.meta.url).pathname);
const bin = (name) => `node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsx'), ['watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: '3001',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      NODE_ENV: 'development',
    },
  }),
  spawn(bin('vite'), [], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
