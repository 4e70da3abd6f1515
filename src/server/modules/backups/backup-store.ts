import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { Config } from '#server/config';
import { createS3Client } from '#server/lib/storage-s3';

/** A stored archive, read back for a download. */
export interface StoredArchive {
  body: Readable;
  bytes: number | undefined;
}

/**
 * Where the shop keeps its copies: DATA_DIR/backups, or the images' S3 bucket under backups/
 * when S3_BUCKET is set (the disk of a process behind a load balancer may go with it). Names are
 * made here (archiveName), never taken from a request.
 */
export interface BackupStore {
  storedIn: 'disk' | 'bucket';
  put(name: string, file: string): Promise<void>;
  get(name: string): Promise<StoredArchive | null>;
  delete(name: string): Promise<void>;
}

const NAME = /^tienda-[0-9TZ-]+-[0-9a-f]{8}\.tar\.gz$/;

function assertName(name: string): void {
  if (!NAME.test(name)) throw new Error(`Unsafe backup name: ${name}`);
}

/** The bucket's folder of copies: /uploads/* never serves it (plugins/uploads.ts). */
export const BUCKET_PREFIX = 'backups/';

export function localBackupStore(dir: string): BackupStore {
  const file = (name: string) => {
    assertName(name);
    return path.join(dir, name);
  };
  return {
    storedIn: 'disk',
    async put(name, source) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await copyFile(source, file(name));
    },
    async get(name) {
      const target = file(name);
      const info = await stat(target).catch(() => null);
      if (!info) return null;
      return { body: createReadStream(target), bytes: info.size };
    },
    async delete(name) {
      await rm(file(name), { force: true });
    },
  };
}

export function s3BackupStore(config: NonNullable<Config['s3']>): BackupStore {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const Key = (name: string) => {
    assertName(name);
    return `${BUCKET_PREFIX}${name}`;
  };
  return {
    storedIn: 'bucket',
    async put(name, source) {
      // With a bucket the archive holds the database only (the images stay in the bucket): a
      // buffer, which the SDK sends as it is (a stream goes aws-chunked, which not every
      // S3-compatible store understands).
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(name),
          Body: await readFile(source),
          ContentType: 'application/gzip',
          CacheControl: 'private, no-store',
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(name) }));
        return { body: object.Body as Readable, bytes: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(name) }));
    },
  };
}

export function backupStoreFor(config: Config): BackupStore {
  return config.s3
    ? s3BackupStore(config.s3)
    : localBackupStore(path.join(config.dataDir, 'backups'));
}
