// Holds a request until the job ends or the wait runs out: woken at once by a local finish, and
// polling the store for jobs finished by another instance.
import { FINAL_STATUSES } from '../schemas/job.ts';
import type { Db } from '../store/db.ts';
import { getJob, getJobStatus, type JobRow } from '../store/jobs.ts';
import { jobAccepted, jobEnvelope, jobLocation } from './envelope.ts';
import type { JobNotifier } from './notifier.ts';

const POLL_MS = 250;

/** The job has ended (completed, review_required, failed): the one final-status set is schemas/job.ts's. */
export const isFinal = (status: string): boolean => (FINAL_STATUSES as readonly string[]).includes(status);

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
    if (isFinal(status) || left <= 0 || notifier.released) return getJob(db, tenantId, jobId);
    await notifier.waitFinished(jobId, Math.min(POLL_MS, left));
  }
}

/** The job now (`seconds` 0), or once it ends within `seconds`. */
export function jobAfter(
  db: Db,
  notifier: JobNotifier,
  tenantId: string,
  jobId: string,
  seconds: number,
): Promise<JobRow | undefined> {
  return seconds > 0 ? waitForJob(db, notifier, tenantId, jobId, seconds) : getJob(db, tenantId, jobId);
}

/** A submission's answer (wait-or-202): 200 with the envelope when the job has ended, else 202 pointing at it. */
export function submissionAnswer(
  row: JobRow | undefined,
  jobId: string,
  accepted: { status: string; created: boolean },
):
  | { code: 200; headers: Record<string, string>; body: unknown }
  | { code: 202; headers: Record<string, string>; body: unknown } {
  if (row && isFinal(row.status)) return { code: 200, headers: {}, body: jobEnvelope(row) };
  return {
    code: 202,
    headers: jobLocation(jobId),
    body: jobAccepted(jobId, row?.status ?? accepted.status, accepted.created),
  };
}
