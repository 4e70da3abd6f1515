import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send a body of this size in, from what the client accepts (br first). */
export function preferredEncoding(request: FastifyRequest, bytes: number): Encoding | null {
  if (bytes < COMPRESS_FROM_BYTES) return null;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Quick settings: these bodies are compressed while the client waits. */
export function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(text, { level: 6 });
}
