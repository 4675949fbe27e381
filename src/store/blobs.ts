// Content-addressed blob store: bytes are kept once per sha256. The disk backend writes under
// DATA_DIR/blobs/ab/cd/<sha256>, atomically (write to a temp file, then rename).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  put(bytes: Uint8Array): Promise<string>;
  get(sha256: string): Promise<Uint8Array>;
  has(sha256: string): Promise<boolean>;
  /** Removes the blob; with `writtenBefore`, only when it was not written (or put again) since. */
  delete(sha256: string, writtenBefore?: Date): Promise<void>;
  /** Every blob with when it was last written (or put again). */
  list(): AsyncIterable<{ sha256: string; modifiedAt: Date }>;
}

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private file(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
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

  async get(sha256: string): Promise<Uint8Array> {
    return new Uint8Array(await fs.readFile(this.file(sha256)));
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
          if (!/^[0-9a-f]{64}$/.test(name)) continue; // a temp file being written
          const stat = await fs.stat(path.join(this.root, a, b, name)).catch(() => null);
          if (stat?.isFile()) yield { sha256: name, modifiedAt: stat.mtime };
        }
      }
    }
  }
}
