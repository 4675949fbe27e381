// Stamps api_keys.last_used_at at most once a minute per key per process, so authentication stays a read.
import type { Db } from '../store/db.ts';
import { touchKeyUsed } from '../store/identity.ts';

const EVERY_MS = 60_000;
const MAX_TRACKED = 50_000;

export class KeyUseRecorder {
  private readonly last = new Map<string, number>();
  constructor(private readonly db: Db) {}

  record = async (keyId: string, at: Date): Promise<void> => {
    const t = at.getTime();
    const prev = this.last.get(keyId);
    if (prev !== undefined && t - prev < EVERY_MS && t >= prev) return;
    if (this.last.size >= MAX_TRACKED) this.last.clear();
    this.last.set(keyId, t);
    await touchKeyUsed(this.db, keyId, at);
  };
}
