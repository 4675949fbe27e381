// The `job.corrected` event (opt-in topic): the job event payload of the corrected result plus the
// corrections summary. Like every job event it never carries the merchant's transactions (the summary
// names changed rows by document and index only). Pure.
import type { CorrectionsSummary } from '../schemas/corrections.ts';
import type { EventInsert } from '../store/events.ts';
import { jobEvent, jobEventPayload, type FinishedJob } from './job-event.ts';

export function buildCorrectedEvent(
  job: FinishedJob,
  summary: CorrectionsSummary,
  eventId: string,
  createdAt: Date,
): EventInsert {
  return jobEvent(job, 'job.corrected', { ...jobEventPayload(job), corrections: summary }, eventId, createdAt);
}
