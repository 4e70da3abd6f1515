import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { IMMUTABLE_CACHE, type Storage, assertSafeKey } from './storage';

/**
 * Product images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the official
 * SDK; credentials come from its usual sources (AWS_ACCESS_KEY_ID… variables, profile, role).
 * Same keys as on disk; each object carries its Cache-Control, so a CDN and browsers keep it.
 */
export function s3Storage(config: S3Config, client = createS3Client(config)): Storage {
  const Bucket = config.bucket;
  /** The objects under a prefix, one listing page (up to 1000) at a time. */
  async function* pages(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      yield page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      // A page holds at most 1000 keys, as many as one DeleteObjects takes.
      for await (const objects of pages(prefix)) {
        const keys = objects.flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length === 0) continue;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0)
          throw new Error(`S3: ${failed.length} objects not deleted under ${prefix}`);
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async copy(from, to) {
      assertSafeKey(from);
      assertSafeKey(to);
      // Safe keys need no escaping in CopySource; content type and cache headers are copied.
      await client.send(
        new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }),
      );
    },
    async *list(prefix) {
      assertSafeKey(prefix);
      for await (const objects of pages(prefix))
        for (const object of objects)
          if (object.Key && object.LastModified)
            yield { key: object.Key, modifiedAt: object.LastModified };
    },
    url(key) {
      assertSafeKey(key);
      return `${config.publicUrl ?? '/uploads'}/${key}`;
    },
    served: config.publicUrl
      ? { from: 'elsewhere' }
      : {
          async get(key) {
            assertSafeKey(key);
            try {
              const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
              return {
                // In Node the SDK's body is the HTTP response stream (a Readable).
                body: object.Body as Readable,
                contentType: object.ContentType,
                contentLength: object.ContentLength,
                etag: object.ETag,
              };
            } catch (error) {
              if (error instanceof NoSuchKey) return null;
              throw error;
            }
          },
          from: 'app',
        },
  };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
  });
}
