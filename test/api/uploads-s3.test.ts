import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '#server/modules/trash/trash';
import { createTestApp } from '../app';
import { createProduct } from '../factories';
import { multipart } from '../payloads';
import { type TestBucket, startS3 } from '../s3';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../fixtures', name));

// Storage does not depend on the database engine: PGlite only.
describe('product images in an S3 bucket (S3_BUCKET)', () => {
  let s3: TestBucket;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.close();
  });

  async function shop(env: Record<string, string> = {}) {
    const t = await createTestApp('pglite', { ...s3.env, ...env });
    const { cookie } = await t.signIn('editor');
    const upload = async (productId: string) => {
      const form = multipart('piso.jpg', 'image/jpeg', await fixture('tile.jpg'));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/images`,
        headers: { cookie, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string; src: string; srcSet: string }>();
    };
    return { t, cookie, upload };
  }

  describe('without a CDN', () => {
    let s: Awaited<ReturnType<typeof shop>>;
    beforeAll(async () => {
      s = await shop();
    });
    afterAll(async () => {
      await s.t.close();
    });

    it('stores the WebP variants in the bucket, immutable, and serves them at /uploads/', async () => {
      const id = await createProduct(s.t.db);
      const image = await s.upload(id);
      const keys = await s3.keys(`products/${id}/`);
      expect(keys).toEqual([
        `products/${id}/${image.id}-400.webp`,
        `products/${id}/${image.id}-800.webp`,
      ]);
      const head = await s3.client.send(
        new HeadObjectCommand({ Bucket: s3.config.bucket, Key: keys[1] }),
      );
      expect(head).toMatchObject({
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      });
      // Nothing on this process's disk: the app reads the object from the bucket.
      expect(image.src).toBe(`/uploads/${keys[1]}`);
      const served = await s.t.app.inject({ method: 'GET', url: image.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(served.rawPayload.length).toBe(head.ContentLength);
      const again = await s.t.app.inject({
        method: 'GET',
        url: image.src,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers 404 for a missing object or a key that is not one of ours', async () => {
      for (const url of [
        '/uploads/products/x/nada-400.webp',
        '/uploads/../secret',
        '/uploads/%2e%2e/x',
      ]) {
        const response = await s.t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
      }
    });

    it('deletes every object under the product when the Papelera purges it (ListObjectsV2 + DeleteObjects)', async () => {
      const id = await createProduct(s.t.db);
      await s.upload(id);
      await s.upload(id);
      // A file an interrupted upload left behind goes too.
      await s3.client.send(
        new PutObjectCommand({
          Bucket: s3.config.bucket,
          Key: `products/${id}/huerfano.webp`,
          Body: 'x',
        }),
      );
      const other = await createProduct(s.t.db);
      await s.upload(other);
      expect(await s3.keys(`products/${id}/`)).toHaveLength(5);
      const response = await s.t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${id}`,
        headers: { cookie: s.cookie },
      });
      expect(response.statusCode).toBe(204);
      expect(await s3.keys(`products/${id}/`)).toHaveLength(5);
      const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
      expect(await purgeExpired(s.t.db, s.t.app.shop.storage, later)).toBe(1);
      expect(await s3.keys(`products/${id}/`)).toEqual([]);
      expect(await s3.keys(`products/${other}/`)).toHaveLength(2);
    });
  });

  describe('behind a CDN (S3_PUBLIC_URL)', () => {
    let s: Awaited<ReturnType<typeof shop>>;
    beforeAll(async () => {
      s = await shop({ S3_PUBLIC_URL: 'https://cdn.tienda.example/' });
    });
    afterAll(async () => {
      await s.t.close();
    });

    it('points image URLs at the CDN, lets pages load them, and serves no /uploads/', async () => {
      const id = await createProduct(s.t.db);
      const image = await s.upload(id);
      expect(image.src).toBe(`https://cdn.tienda.example/products/${id}/${image.id}-800.webp`);
      expect(image.srcSet).toContain(
        `https://cdn.tienda.example/products/${id}/${image.id}-400.webp 400w`,
      );
      const detail = await s.t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(detail.json().images[0].src).toBe(image.src);
      expect(String(detail.headers['content-security-policy'])).toMatch(
        /img-src [^;]*https:\/\/cdn\.tienda\.example/,
      );
      const local = await s.t.app.inject({
        method: 'GET',
        url: `/uploads/products/${id}/${image.id}-800.webp`,
      });
      expect(local.statusCode).toBe(404);
    });
  });
});
