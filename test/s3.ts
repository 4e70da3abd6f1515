import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '#server/config';
import { createS3Client } from '#server/lib/storage-s3';

/** The credentials s3rver accepts; the app reads them from the standard AWS_* variables. */
export const S3_TEST_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

export interface TestBucket {
  /** The app's S3_* variables for this bucket. */
  env: Record<string, string>;
  config: S3Config;
  client: S3Client;
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3 server (s3rver) on 127.0.0.1 with one empty bucket, its files in a temp folder. */
export async function startS3(port = 0): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const bucket = 'tienda-imagenes';
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    publicUrl: undefined,
  };
  // For apps built in this test process: the SDK reads its credentials from the environment.
  Object.assign(process.env, S3_TEST_ENV);
  const client = createS3Client(config);
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...S3_TEST_ENV },
    config,
    client,
    async keys(prefix) {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
      );
      return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
