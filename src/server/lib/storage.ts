import {
  copyFile,
  lstat,
  mkdir,
  readFile,
  readdir,
  realpath,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Keys are written once under a fresh id and never change: cached for a year, immutable. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** A key found by Storage.list, and when its object was written. */
export interface ListedKey {
  key: string;
  modifiedAt: Date;
}

export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  etag: string | undefined;
}

/**
 * Where product images live. Local disk under DATA_DIR/uploads by default; an S3-compatible
 * bucket (storage-s3.ts) implements the same calls (see docs/decisions/0001-storage.md).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes every object under a prefix such as products/{id}/. */
  deletePrefix(prefix: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** A second object with the same content (a duplicated product's own images). */
  copy(from: string, to: string): Promise<void>;
  /** Every object under a prefix such as home/ (a folder, ending in '/'), in no set order. */
  list(prefix: string): AsyncIterable<ListedKey>;
  /** Public URL of a key. */
  url(key: string): string;
  /**
   * How /uploads/* is answered by this app: from files on its disk, by reading each object
   * through it (a bucket without a CDN, so any process serves them), or not at all (the URLs
   * point elsewhere).
   */
  served:
    | { from: 'disk'; root: string }
    | { from: 'app'; get(key: string): Promise<StoredObject | null> }
    | { from: 'elsewhere' };
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export const isSafeKey = (key: string) =>
  SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/**
 * Whether `key` under `root` is a plain file of that folder: no link on the way (a symbolic link
 * in a folder restored or copied in by hand would otherwise serve any file of the machine, such
 * as /etc/passwd) and no second name (a hard link). `root` itself may be a link (DATA_DIR/uploads
 * on another disk).
 */
export async function isPlainFileWithin(root: string, key: string): Promise<boolean> {
  if (!isSafeKey(key)) return false;
  try {
    const [realRoot, realFile] = await Promise.all([
      realpath(root),
      realpath(path.join(root, key)),
    ]);
    if (realFile !== path.join(realRoot, key)) return false;
    const info = await lstat(realFile);
    return info.isFile() && info.nlink === 1;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return false;
    throw error;
  }
}

export function localStorage(root: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async copy(from, to) {
      const file = resolve(to);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(resolve(from), file);
    },
    async *list(prefix) {
      const folder = resolve(prefix);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        yield { key, modifiedAt: (await stat(file)).mtime };
      }
    },
    url(key) {
      assertSafeKey(key);
      return `${publicPrefix}/${key}`;
    },
    served: { from: 'disk', root },
  };
}

/**
 * A stored object's bytes, or null when there is none: from the disk, through the bucket, or
 * from the CDN that serves it (the product feeds' JPEG copies are made from them).
 */
export async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  assertSafeKey(key);
  const served = storage.served;
  if (served.from === 'disk') {
    if (!(await isPlainFileWithin(served.root, key))) return null;
    return readFile(path.join(served.root, key)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    });
  }
  if (served.from === 'app') {
    const object = await served.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  const response = await fetch(storage.url(key));
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) throw new Error(`image ${key}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
