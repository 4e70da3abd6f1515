import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Storage, localStorage } from '#server/lib/storage';
import { s3Storage } from '#server/lib/storage-s3';
import { type TestBucket, startS3 } from '../s3';

/** A duplicated product's images are copies of the original's files, on disk and in a bucket. */
describe('storage copy', () => {
  let s3: TestBucket;
  let folder: string;
  beforeAll(async () => {
    s3 = await startS3();
    folder = await mkdtemp(path.join(tmpdir(), 'shop-copy-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(folder, { recursive: true, force: true });
  });

  const read = async (storage: Storage, key: string): Promise<string | null> => {
    if (storage.served.from === 'disk')
      return readFile(path.join(storage.served.root, key), 'utf8').catch(() => null);
    if (storage.served.from !== 'app') throw new Error('not readable here');
    const object = await storage.served.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  };

  for (const kind of ['disk', 's3'] as const) {
    it(`${kind}: the copy survives deleting the original's folder`, async () => {
      const storage = kind === 'disk' ? localStorage(folder) : s3Storage(s3.config, s3.client);
      await storage.put('products/a/img-400.webp', Buffer.from('imagen'), 'image/webp');
      await storage.copy('products/a/img-400.webp', 'products/b/otra-400.webp');
      await storage.deletePrefix('products/a/');
      expect(await read(storage, 'products/a/img-400.webp')).toBeNull();
      expect(await read(storage, 'products/b/otra-400.webp')).toBe('imagen');
      await expect(storage.copy('../x', 'products/b/y')).rejects.toThrow();
    });
  }
});
