// Holds a request until the job ends or the wait runs out: woken at once by a local finish, and
// polling the store for jobs finished by another instance.
import type { Db } from '../store/db.ts';
import { getJob, getJobStatus, type JobRow } from '../store/jobs.ts';
import type { JobNotifier } from './notifier.ts';

const FINAL = new Set(['completed', 'review_required', 'failed']);
const POLL_MS = 250;

export async function waitForJob(
  db: Db,
  notifier: JobNotifier,
  tenantId: string,
  jobId: string,
  seconds: number,
  now: () => number = Date.now,
): Promise<JobRow | undefined> {
  const deadline = now() + seconds * 1000;
  for (;;) {
    const status = await getJobStatus(db, tenantId, jobId);
    if (status === undefined) return undefined;
    const left = deadline - now();
    // a stopping service answers with the job as it is (still running): the client polls another instance
    if (FINAL.has(status) || left <= 0 || notifier.released) return getJob(db, tenantId, jobId);
    await notifier.waitFinished(jobId, Math.min(POLL_MS, left));
  }
}
