// Content-addressed blob store: bytes are kept once per sha256. The disk backend writes under
// DATA_DIR/blobs/ab/cd/<sha256>, atomically (write to a temp file, then rename); the S3 backend is
// s3-blobs.ts. Every read is checked against its name: a blob whose bytes do not hash to it is refused.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform, pipeline as streamPipeline } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface BlobStore {
  put(bytes: Uint8Array): Promise<string>;
  /** Streams bytes in (never whole in memory); returns their sha256. */
  putStream(source: AsyncIterable<Uint8Array>): Promise<string>;
  get(sha256: string): Promise<Uint8Array>;
  /** Streams a blob out; the stream errors at its end when the bytes do not hash to the name. */
  getStream(sha256: string): Promise<Readable>;
  has(sha256: string): Promise<boolean>;
  /** Removes the blob; with `writtenBefore`, only when it was not written (or put again) since. */
  delete(sha256: string, writtenBefore?: Date): Promise<void>;
  /** Every blob with when it was last written (or put again). */
  list(): AsyncIterable<{ sha256: string; modifiedAt: Date }>;
  /** Releases connections (the S3 client's sockets); the disk store has none. */
  close?(): void;
}

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

export const SHA256_NAME = /^[0-9a-f]{64}$/;

export class BlobIntegrityError extends Error {
  constructor(readonly sha256: string) {
    super(`blob ${sha256} does not match its checksum`);
  }
}

/**
 * `source` passed through, failing at the end when its bytes do not hash to `sha256`, and failing with the
 * source when the source fails (a connection cut mid-body): `.pipe()` would leave the reader waiting forever.
 */
export function verified(source: Readable, sha256: string): Readable {
  const check = verifying(sha256);
  streamPipeline(source, check, () => {}); // an error reaches whoever reads `check`
  return check;
}

function verifying(sha256: string): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(hash.digest('hex') === sha256 ? null : new BlobIntegrityError(sha256));
    },
  });
}

export async function collect(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Writes a stream to a temp file while hashing it (a streamed put learns its name only at the end). */
export async function spool(
  source: AsyncIterable<Uint8Array>,
  dir: string = os.tmpdir(),
): Promise<{ file: string; sha256: string; size: number }> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `blob-${randomBytes(8).toString('hex')}.tmp`);
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.from(source), hashing, createWriteStream(file));
  } catch (err) {
    await fs.rm(file, { force: true });
    throw err;
  }
  return { file, sha256: hash.digest('hex'), size };
}

export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private file(sha256: string): string {
    if (!SHA256_NAME.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async put(bytes: Uint8Array): Promise<string> {
    const sha = sha256Hex(bytes);
    const target = this.file(sha);
    // put again: its age restarts, so the orphan sweep never takes a file a request is about to name (no file
    // there: written below)
    const now = new Date();
    if (
      await fs.utimes(target, now, now).then(
        () => true,
        () => false,
      )
    )
      return sha;
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, target);
    return sha;
  }

  async putStream(source: AsyncIterable<Uint8Array>): Promise<string> {
    // spooled inside the store's root so the rename below stays on one file system
    const { file, sha256 } = await spool(source, path.join(this.root, 'tmp'));
    const target = this.file(sha256);
    const now = new Date();
    if (
      await fs.utimes(target, now, now).then(
        () => true,
        () => false,
      )
    ) {
      await fs.rm(file, { force: true });
      return sha256;
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(file, target);
    return sha256;
  }

  async get(sha256: string): Promise<Uint8Array> {
    const bytes = new Uint8Array(await fs.readFile(this.file(sha256)));
    if (sha256Hex(bytes) !== sha256) throw new BlobIntegrityError(sha256);
    return bytes;
  }

  async getStream(sha256: string): Promise<Readable> {
    const file = this.file(sha256);
    await fs.access(file); // a missing blob fails here, not in the middle of a response
    return verified(createReadStream(file), sha256);
  }

  async has(sha256: string): Promise<boolean> {
    try {
      await fs.access(this.file(sha256));
      return true;
    } catch {
      return false;
    }
  }

  async delete(sha256: string, writtenBefore?: Date): Promise<void> {
    const file = this.file(sha256);
    if (writtenBefore) {
      const stat = await fs.stat(file).catch(() => null);
      if (!stat || stat.mtime >= writtenBefore) return;
    }
    await fs.rm(file, { force: true });
  }

  async *list(): AsyncIterable<{ sha256: string; modifiedAt: Date }> {
    const dirs = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).sort();
    for (const a of await dirs(this.root)) {
      for (const b of await dirs(path.join(this.root, a))) {
        for (const name of await dirs(path.join(this.root, a, b))) {
          if (!SHA256_NAME.test(name)) continue; // a temp file being written
          const stat = await fs.stat(path.join(this.root, a, b, name)).catch(() => null);
          if (stat?.isFile()) yield { sha256: name, modifiedAt: stat.mtime };
        }
      }
    }
  }
}
