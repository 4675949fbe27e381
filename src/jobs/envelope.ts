// Job row → the spec's job envelope, JobAccepted and list item.
import type { Intake } from '../schemas/intake.ts';
import type { JobStatus } from '../schemas/job.ts';
import type { JobRow } from '../store/jobs.ts';
import { reviewDetails } from '../schemas/review-reasons.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function jobEnvelope(row: JobRow) {
  return {
    job_id: row.id,
    status: row.status as JobStatus, // the jobs table's check constraint holds it to the list
    source: row.source,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    completed_at: iso(row.completed_at),
    intake: row.intake as Intake, // stored as built by buildIntake (src/jobs/submit.ts)
    error: row.error,
    result: withJobFacts(row) as any, // a Result (src/schemas/result.ts) once the job ends
    superseded_by: row.superseded_by,
  };
}

/**
 * Facts kept on the job row, restated inside its result: `superseded_by` (a later job of the same thread
 * can replace a job after it finished) and, for an email job, the email that started it.
 */
function withJobFacts(row: JobRow): unknown {
  if (!row.result) return null;
  const email = (row.intake as { email?: unknown } | null)?.email;
  const result = row.result as { review_reasons?: string[] };
  return {
    ...result,
    // results stored before review_details existed are explained when served
    review_details: reviewDetails(result.review_reasons ?? []),
    ...(email ? { email } : {}),
    superseded_by: row.superseded_by ?? null,
  };
}

/** The Location header of a 202: where the accepted job is polled. */
export const jobLocation = (jobId: string) => ({ location: `/v1/jobs/${jobId}` });

export function jobAccepted(jobId: string, status: string, created: boolean) {
  return { job_id: jobId, status, status_url: `/v1/jobs/${jobId}`, created };
}

export function jobListItem(row: JobRow) {
  const intake = (row.intake ?? {}) as { business_name?: string | null; files?: unknown[] };
  return {
    job_id: row.id,
    status: row.status as JobStatus,
    source: row.source,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    completed_at: iso(row.completed_at),
    error: row.error,
    business_name: intake.business_name ?? null,
    file_count: Array.isArray(intake.files) ? intake.files.length : 0,
    status_url: `/v1/jobs/${row.id}`,
    superseded_by: row.superseded_by,
  };
}
