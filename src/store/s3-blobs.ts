// The blob store on S3 or any S3-compatible server (BLOB_URL=s3://bucket/prefix): the same content-addressed
// interface as the disk store, so several hosts share uploads and raw emails. Objects are named
// <prefix><sha256>. A put sends its SHA-256 for the server to check (x-amz-checksum-sha256); every read is
// checked against the name here too (a server that ignores checksums, or a corrupted copy, is caught).
// Transient failures (5xx, throttling, dropped connections) are retried by the SDK's standard retry mode.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { BlobIntegrityError, SHA256_NAME, collect, sha256Hex, spool, verified, type BlobStore } from './blobs.ts';

export interface S3BlobOptions {
  bucket: string;
  /** Key prefix, '' or ending in '/'. */
  prefix: string;
  /** An S3-compatible server's URL; null: AWS S3 in `region`. */
  endpoint: string | null;
  region: string;
  /** null: the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Tries per request, the first included. */
  maxAttempts: number;
}

/** s3://bucket/prefix → bucket and a prefix ending in '/' (or ''). */
export function parseBlobUrl(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!m) throw new Error(`BLOB_URL must be s3://bucket[/prefix], got ${JSON.stringify(url)}`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: m[1]!, prefix: prefix ? `${prefix}/` : '' };
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey');

const noop = () => {};
const QUIET = { debug: noop, info: noop, warn: noop, error: noop, trace: noop };

const base64OfHex = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

export class S3BlobStore implements BlobStore {
  readonly client: S3Client;

  constructor(private readonly opts: S3BlobOptions) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint ?? undefined,
      forcePathStyle: opts.forcePathStyle,
      maxAttempts: opts.maxAttempts,
      retryMode: 'standard',
      // a connection that goes silent (mid-body too) fails and is retried instead of holding its job for ever
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
      // the SDK warns on the console when a streamed body cannot be retried; send() retries those itself
      logger: QUIET,
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
    });
  }

  key(sha256: string): string {
    if (!SHA256_NAME.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return `${this.opts.prefix}${sha256}`;
  }

  // Putting an existing blob again writes it again: S3 has no touch, and the new Last-Modified is what keeps
  // the orphan sweep off a blob a request is about to name (the disk store's utimes).
  async put(bytes: Uint8Array): Promise<string> {
    const sha = sha256Hex(bytes);
    await this.send(sha, bytes, bytes.length);
    return sha;
  }

  async putStream(source: AsyncIterable<Uint8Array>): Promise<string> {
    const { file, sha256, size } = await spool(source);
    try {
      // a file stream cannot be replayed by a retry: each try opens the file again
      await this.send(sha256, () => createReadStream(file), size);
    } finally {
      await fs.rm(file, { force: true });
    }
    return sha256;
  }

  private async send(sha: string, body: Uint8Array | (() => Readable), size: number): Promise<void> {
    const put = (b: Uint8Array | Readable) =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.opts.bucket,
          Key: this.key(sha),
          Body: b,
          ContentLength: size,
          ContentType: 'application/octet-stream',
          ChecksumSHA256: base64OfHex(sha),
        }),
      );
    if (typeof body !== 'function') {
      await put(body);
      return;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await put(body());
        return;
      } catch (err) {
        if (attempt >= this.opts.maxAttempts || (err instanceof S3ServiceException && err.$fault === 'client'))
          throw err;
      }
    }
  }

  async get(sha256: string): Promise<Uint8Array> {
    // a body cut off mid-way or a corrupted copy is tried again, like a failed request
    for (let attempt = 1; ; attempt++) {
      try {
        return await collect(await this.getStream(sha256));
      } catch (err) {
        if (notFound(err) || attempt >= this.opts.maxAttempts) throw err;
      }
    }
  }

  async getStream(sha256: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(sha256) }));
    if (!out.Body) throw new BlobIntegrityError(sha256);
    return verified(out.Body as Readable, sha256);
  }

  async has(sha256: string): Promise<boolean> {
    return (await this.head(sha256)) !== null;
  }

  private async head(sha256: string): Promise<Date | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.key(sha256) }));
      return out.LastModified ?? new Date(0);
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(sha256: string, writtenBefore?: Date): Promise<void> {
    if (writtenBefore) {
      const modified = await this.head(sha256);
      if (!modified || modified >= writtenBefore) return;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(sha256) }));
  }

  async *list(): AsyncIterable<{ sha256: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: this.opts.prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        const name = o.Key?.slice(this.opts.prefix.length) ?? '';
        if (SHA256_NAME.test(name)) yield { sha256: name, modifiedAt: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
