// A job's status (spec "Job lifecycle"): the one list the envelope, the listing filter, the runner and
// the events use.
import { Type, type Static } from 'typebox';

export const JobStatusSchema = Type.Enum(['queued', 'running', 'completed', 'review_required', 'failed']);
export type JobStatus = Static<typeof JobStatusSchema>;

/** How a job ends. */
export const FINAL_STATUSES = ['completed', 'review_required', 'failed'] as const satisfies readonly JobStatus[];
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/** DELETE /v1/jobs/{job_id} */
export const JobErasedSchema = Type.Object({
  job_id: Type.String(),
  erased_at: Type.String({ format: 'date-time' }),
  erased_now: Type.Boolean(),
});
