import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where product images live. Local disk under DATA_DIR/uploads by default; an S3-compatible
 * bucket implements the same three calls (see docs/decisions/0001-storage.md).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes every object under a prefix such as products/{id}/. */
  deletePrefix(prefix: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Public URL of a key. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
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
    url(key) {
      assertSafeKey(key);
      return `${publicPrefix}/${key}`;
    },
  };
}
