// The job event (spec: Events → Job event payload). Pure: built from the finished job and its result.
// It never carries the merchant's transactions; `intake` is always present.
import { eventOf } from './record.ts';
import type { FinalStatus } from '../schemas/job.ts';
import type { EventInsert } from '../store/events.ts';

export interface FinishedJob {
  id: string;
  tenantId: string;
  status: FinalStatus;
  intake: unknown;
  result: Record<string, any> | null;
}

export function jobEventPayload(job: FinishedJob) {
  const r = job.result ?? {};
  const statements: any[] = Array.isArray(r.statements) ? r.statements : [];
  return {
    job_id: job.id,
    status: job.status,
    result_path: `/v1/jobs/${job.id}`,
    review_reasons: Array.isArray(r.review_reasons) ? r.review_reasons : [],
    document_count:
      typeof r.submission_packet?.document_count === 'number' ? r.submission_packet.document_count : statements.length,
    statements: statements.length,
    statements_accepted: statements.filter((s) => s?.gate?.status === 'accepted').length,
    positions: Array.isArray(r.positions) ? r.positions.length : 0,
    current_withhold_pct:
      typeof r.underwriting?.current_withhold_pct === 'number' ? r.underwriting.current_withhold_pct : null,
    merchant_fingerprint: r.merchant_fingerprint ?? null,
    related_jobs: Array.isArray(r.related_jobs) ? r.related_jobs : [],
    cost_usd: typeof r.usage?.cost_usd === 'string' ? r.usage.cost_usd : '0.00',
    intake: job.intake,
  };
}

/** A job's event: `topic` about the job, with `payload`. */
export function jobEvent(
  job: FinishedJob,
  topic: string,
  payload: unknown,
  eventId: string,
  createdAt: Date,
): EventInsert {
  return eventOf({
    id: eventId,
    tenantId: job.tenantId,
    topic,
    resourceType: 'job',
    resourceId: job.id,
    payload,
    createdAt,
  });
}

export function buildJobEvent(job: FinishedJob, eventId: string, createdAt: Date): EventInsert {
  return jobEvent(job, `job.${job.status}`, jobEventPayload(job), eventId, createdAt);
}
