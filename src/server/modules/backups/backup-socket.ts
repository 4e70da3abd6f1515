import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '#server/db/client';
import { writeBackupArchive } from './backup-archive';

/**
 * How `npm run backup` asks the running server for a copy of the embedded database, which only
 * that process may open: HTTP over a Unix socket in DATA_DIR/run, a folder only the shop's user
 * can enter (0700). Nothing listens on the network, and whoever can reach the socket can read
 * DATA_DIR's files anyway. On PostgreSQL the command reads the database itself.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'backup.sock');

/** Unix socket paths are limited to ~107 bytes (sun_path). */
const MAX_SOCKET_PATH = 100;

interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(object: object, message: string): void;
}

export async function serveBackupSocket(
  dataDir: string,
  db: Db,
  uploadsDir: string | null,
  log: Log,
): Promise<{ close(): Promise<void> }> {
  const socket = backupSocketPath(dataDir);
  if (socket.length > MAX_SOCKET_PATH) {
    log.warn(
      `DATA_DIR es una ruta demasiado larga para ${socket}: npm run backup no podrá pedirle la copia a este servidor.`,
    );
    return { close: async () => {} };
  }
  await mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(socket), 0o700);
  // This process holds DATA_DIR (cli/server-lock.ts): a socket file left here is a dead server's.
  await rm(socket, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/copia') {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      const staging = await mkdtemp(path.join(tmpdir(), 'tienda-cli-copia-'));
      try {
        const file = path.join(staging, 'tienda.tar.gz');
        const written = await writeBackupArchive(db, file, { uploadsDir });
        response.writeHead(200, {
          'content-type': 'application/gzip',
          'content-length': written.bytes,
          'x-backup-counts': JSON.stringify(written.counts),
        });
        await pipeline(createReadStream(file), response);
      } catch (error) {
        log.error({ err: error }, 'backup for npm run backup failed');
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : 'error');
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await chmod(socket, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socket, { force: true });
    },
  };
}

export type AskedBackup = { counts: Record<string, number> } | 'no-server';

/**
 * Asks the server of DATA_DIR for a copy, written to `out`; 'no-server' when no server answers
 * on its socket (none runs, or one from before the socket existed).
 */
export function askServerForBackup(dataDir: string, out: string): Promise<AskedBackup> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: backupSocketPath(dataDir), method: 'POST', path: '/copia' },
      (response) => {
        if (response.statusCode !== 200) {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            reject(new Error(`El servidor no pudo hacer la copia: ${text || response.statusCode}`)),
          );
          return;
        }
        const counts = JSON.parse(String(response.headers['x-backup-counts'] ?? '{}')) as Record<
          string,
          number
        >;
        mkdir(path.dirname(out), { recursive: true })
          .then(() => pipeline(response, createWriteStream(out)))
          .then(() => resolve({ counts }), reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve('no-server');
      else reject(error);
    });
    request.end();
  });
}
