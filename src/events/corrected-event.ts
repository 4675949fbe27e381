// The `job.corrected` event (opt-in topic): the job event payload of the corrected result plus the
// corrections summary. Like every job event it never carries the merchant's transactions (the summary
// names changed rows by document and index only). Pure.
import type { CorrectionsSummary } from '../schemas/corrections.ts';
import type { EventInsert } from '../store/events.ts';
import { jobEventPayload, type FinishedJob } from './job-event.ts';

export function buildCorrectedEvent(
  job: FinishedJob,
  summary: CorrectionsSummary,
  eventId: string,
  createdAt: Date,
): EventInsert {
  const topic = 'job.corrected';
  const payload = { ...jobEventPayload(job), corrections: summary };
  const envelope = {
    id: eventId,
    tenant_id: job.tenantId,
    topic,
    resource_type: 'job',
    resource_id: job.id,
    created_at: createdAt.toISOString(),
    payload,
  };
  return {
    id: eventId,
    tenantId: job.tenantId,
    topic,
    resourceType: 'job',
    resourceId: job.id,
    payload,
    body: JSON.stringify(envelope),
    createdAt,
  };
}
