import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface StorefrontServer {
  /** http://127.0.0.1:port */
  url: string;
  /** A floor tile: $ 45.990,50 a box, 10 % off, 1,44 m² a box. */
  productId: string;
  /** The link token of an order placed for that tile (the customer's order page). */
  orderToken: string;
  stop(): void;
}

/**
 * The real app with the storefront's server renderer (test/servers/storefront.ts) in a child
 * process, for tests whose own globals are a browser's (happy-dom). Run by vite-node (the
 * route table is Vite code: import.meta.glob), with Emotion and MUI through Vite as the
 * production build bundles them: loaded natively, MUI's Emotion would be another module.
 */
export async function startStorefrontServer(): Promise<StorefrontServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'node_modules/vite-node/vite-node.mjs',
      '--options.deps.inline=@emotion/',
      '--options.deps.inline=@mui/',
      'test/servers/storefront.ts',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const started = await new Promise<{ url: string; productId: string; orderToken: string }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`el servidor terminó (${code})`)));
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    },
  );
  return { ...started, stop: () => child.kill('SIGTERM') };
}
