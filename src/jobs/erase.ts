// Erasing a job and its documents (`jobs:delete`). One transaction: lock the job, remove its rows (result,
// corrections, cached reads, its emails and their raw messages), cancel its pending
// webhook deliveries, leave a tombstone and an audit entry (who, when, job id; nothing of the content).
// After the commit: blob files no job names any more leave the disk, the cached envelope is dropped.
// Idempotent: erasing an erased job answers the same. Another tenant's job, or no job, is 404.
import { ApiError, notFound } from '../errors.ts';
import type { Caller } from '../identity/permissions.ts';
import { writeAudit } from '../audit.ts';
import type { BlobStore } from '../store/blobs.ts';
import { lockJob } from '../store/corrections.ts';
import type { Db } from '../store/db.ts';
import { eraseJobRows, findErasure } from '../store/erasure.ts';

export interface EraseDeps {
  db: Db;
  blobs: BlobStore;
  invalidate: (tenantId: string, jobId: string) => void;
}

export interface Erased {
  job_id: string;
  erased_at: string;
  /** false when the job had already been erased (the call changed nothing) */
  erased_now: boolean;
}

export async function eraseJob(deps: EraseDeps, caller: Caller, jobId: string, requestId: string): Promise<Erased> {
  const out = await deps.db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, caller.tenantId, jobId);
    if (!job) {
      const earlier = await findErasure(trx, caller.tenantId, jobId);
      if (!earlier) throw notFound('job');
      return { erasedAt: new Date(earlier.erased_at), blobs: [] as string[], now: false };
    }
    // a worker holds a running job and would write its result back; erase once it has ended
    if (job.status === 'queued' || job.status === 'running')
      throw new ApiError('conflict', `job is ${job.status}: erase it once it has ended`);
    const blobs = await eraseJobRows(trx, { tenantId: caller.tenantId, jobId, intake: job.intake }, caller);
    await writeAudit(trx, { caller, action: 'job.erased', targetType: 'job', targetId: jobId, requestId });
    const erased = await findErasure(trx, caller.tenantId, jobId);
    return { erasedAt: new Date(erased!.erased_at), blobs, now: true };
  });
  deps.invalidate(caller.tenantId, jobId);
  // after the commit: a crash here leaves an unreferenced file, never a job without its file
  for (const sha of out.blobs) await deps.blobs.delete(sha);
  return { job_id: jobId, erased_at: out.erasedAt.toISOString(), erased_now: out.now };
}
