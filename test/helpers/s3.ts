// A local S3-compatible server (s3rver, from npm) for the blob-store tests and the soak: it speaks the S3
// REST protocol the SDK uses, over a real socket, and keeps objects in a temp directory.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../../src/config.ts';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The config fields that point a service at this server (BLOB_URL, S3_*). */
  config(prefix?: string): Pick<Config, 'blobUrl' | 's3'>;
  /** The same as environment variables, for child processes. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'packet-blobs'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature; the pair is the one its docs name
  const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    config: (prefix = 'blobs') => ({
      blobUrl: `s3://${bucket}/${prefix}`,
      s3: { endpoint, region: 'us-east-1', ...creds, forcePathStyle: true, maxAttempts: 3 },
    }),
    env: (prefix = 'blobs') => ({
      BLOB_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
    }),
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
