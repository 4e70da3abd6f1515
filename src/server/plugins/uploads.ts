import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BUCKET_PREFIX } from '../modules/backups/backup-store';
import { IMMUTABLE_CACHE, type Storage, isPlainFileWithin, isSafeKey } from '../lib/storage';

/**
 * /uploads/*: the product images, cached for a year (a key is never reused). From the disk, or
 * read from the bucket through this app when no CDN serves it, so a page from any process shows
 * every image; nothing when the images' URLs point at a CDN.
 */
export async function registerUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  const served = storage.served;
  if (served.from === 'disk') {
    await mkdir(served.root, { recursive: true });
    await app.register(async (uploads) => {
      // Only plain files of the folder: @fastify/static follows links wherever they point.
      uploads.addHook('preHandler', async (request, reply) => {
        const key = (request.params as { '*'?: string })['*'] ?? '';
        if (!(await isPlainFileWithin(served.root, key)))
          return reply.status(404).type('text/plain').send('No encontrado');
      });
      await uploads.register(fastifyStatic, {
        root: served.root,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        setHeaders: (res) => res.header('cache-control', IMMUTABLE_CACHE),
      });
    });
  }
  if (served.from !== 'app') return;
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // The bucket's backups/ folder holds the shop's copies (modules/backups/backup-store.ts): never here.
    const object = isSafeKey(key) && !key.startsWith(BUCKET_PREFIX) ? await served.get(key) : null;
    if (!object) return reply.status(404).type('text/plain').send('No encontrado');
    void reply.header('cache-control', IMMUTABLE_CACHE);
    if (object.etag) void reply.header('etag', object.etag);
    if (object.etag && request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    if (object.contentLength !== undefined)
      void reply.header('content-length', object.contentLength);
    return reply.type(object.contentType ?? 'application/octet-stream').send(object.body);
  });
}
