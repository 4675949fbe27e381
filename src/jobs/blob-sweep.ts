// Blob files no row names: uploads and raw emails are written before the admission transaction (so a
// job row never names a missing file), which leaves a file behind when admission refuses (429, 409) or
// fails (500). The sweep removes such files once older than the grace period; a file put again restarts
// its age (DiskBlobStore.put), so a request still being admitted keeps its files.
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import { namedBlobs } from '../store/erasure.ts';
import { expireByRetention } from '../store/settings.ts';

export interface BlobSweepDeps {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
}

/**
 * Removes unnamed blobs older than graceSeconds; returns their hashes. Uploads and raw emails past their
 * tenant's retention days (settings.retention) are let go first, so their files go in the same sweep.
 */
export async function sweepOrphanBlobs(deps: BlobSweepDeps, graceSeconds: number): Promise<string[]> {
  await expireByRetention(deps.db, deps.now());
  const cutoff = new Date(deps.now().getTime() - graceSeconds * 1000);
  const removed: string[] = [];
  // one read of every named hash, not three scans a file; a file named after this read was put again, so it is
  // younger than the cutoff and `delete(sha, cutoff)` keeps it
  let named: Set<string> | null = null;
  for await (const blob of deps.blobs.list()) {
    if (blob.modifiedAt >= cutoff) continue;
    named ??= await namedBlobs(deps.db);
    if (named.has(blob.sha256)) continue;
    await deps.db.deleteFrom('blobs').where('sha256', '=', blob.sha256).execute();
    await deps.blobs.delete(blob.sha256, cutoff);
    removed.push(blob.sha256);
  }
  return removed;
}

/** Sweeps every intervalMs in the background (the worker process); returns the stop function. */
export function startBlobSweep(
  deps: BlobSweepDeps & { log: { info(o: object, m: string): void; error(o: object, m: string): void } },
  opts: { intervalMs: number; graceSeconds: number },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  // a tick while a sweep still runs is skipped (chaining on it would start two at once)
  const sweep = () => {
    if (running) return;
    running = sweepOrphanBlobs(deps, opts.graceSeconds)
      .then((removed) => {
        if (removed.length) deps.log.info({ removed: removed.length }, 'orphan blobs removed');
      })
      .catch((err) => deps.log.error({ err }, 'blob sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
