// Content-addressed blob store: bytes are kept once per sha256. The disk backend writes under
// DATA_DIR/blobs/ab/cd/<sha256>, atomically (write to a temp file, then rename).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  put(bytes: Uint8Array): Promise<string>;
  get(sha256: string): Promise<Uint8Array>;
  has(sha256: string): Promise<boolean>;
  delete(sha256: string): Promise<void>;
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
    if (await this.has(sha)) return sha;
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

  async delete(sha256: string): Promise<void> {
    await fs.rm(this.file(sha256), { force: true });
  }
}
