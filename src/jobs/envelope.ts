// Job row → the spec's job envelope, JobAccepted and list item.
import type { JobRow } from '../store/jobs.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function jobEnvelope(row: JobRow) {
  return {
    job_id: row.id,
    status: row.status,
    source: row.source,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    completed_at: iso(row.completed_at),
    intake: row.intake as any, // stored as built by buildIntake (src/jobs/submit.ts)
    error: row.error,
    // a Result (src/schemas/result.ts) once the job ends; `superseded_by` lives on the job row (a later job
    // of the same thread can replace it after it finished) and is restated inside the result
    result: (row.result ? { ...(row.result as object), superseded_by: row.superseded_by ?? null } : null) as any,
    superseded_by: row.superseded_by,
  };
}

export function jobAccepted(jobId: string, status: string, created: boolean) {
  return { job_id: jobId, status, status_url: `/v1/jobs/${jobId}`, created };
}

export function jobListItem(row: JobRow) {
  const intake = (row.intake ?? {}) as { business_name?: string | null; files?: unknown[] };
  return {
    job_id: row.id,
    status: row.status,
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
