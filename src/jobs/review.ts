// Resolving a job's review: a reviewer acknowledges one of its review reasons with a note, or resolves the
// job as a whole. The computed reasons never change; the resolutions sit beside them (result.review). Each
// resolution is written in one transaction holding the job's row lock, with its `job.corrected` event and
// its audit entry (docs/console.md).
import { writeAudit } from '../audit.ts';
import { ApiError, invalidField, notFound } from '../errors.ts';
import { jobEventPayload } from '../events/job-event.ts';
import { eventOf, recordEvent } from '../events/record.ts';
import { newId } from '../ids.ts';
import type { Caller } from '../identity/permissions.ts';
import type { Resolution, ResolveRequest, ReviewState } from '../schemas/review.ts';
import { getCorrectedResult, lockJob } from '../store/corrections.ts';
import type { Db } from '../store/db.ts';
import type { Executor } from '../store/db.ts';
import { insertResolution, listResolutions, type ResolutionRow } from '../store/review-resolutions.ts';

export interface ReviewDeps {
  db: Db;
  now: () => Date;
  /** called after the commit: the finished envelope cache must not serve the old review */
  invalidate: (tenantId: string, jobId: string) => void;
}

const toResolution = (r: ResolutionRow): Resolution => ({
  id: r.id,
  reason: r.reason,
  note: r.note,
  created_at: new Date(r.created_at).toISOString(),
  created_by: { type: r.created_by_type, id: r.created_by_id },
});

/** The review of a job with these computed reasons and these resolutions (oldest first). Pure. */
export function reviewState(reasons: string[], rows: ResolutionRow[]): ReviewState {
  const resolutions = rows.map(toResolution);
  const whole = resolutions.find((r) => r.reason === null) ?? null;
  const items = reasons.map((reason) => {
    const own = resolutions.find((r) => r.reason === reason) ?? null;
    return { reason, resolved: own !== null || whole !== null, resolution: own ?? whole };
  });
  const allAcknowledged = items.length > 0 && items.every((i) => i.resolution !== null);
  const last = whole ?? (allAcknowledged ? resolutions[resolutions.length - 1]! : null);
  return {
    resolved: whole !== null || allAcknowledged,
    resolved_at: last?.created_at ?? null,
    resolved_by: last?.created_by ?? null,
    reasons: items,
    resolutions,
  };
}

/** The result with its review attached, when a reviewer has acknowledged anything. */
export async function withReview<R extends { review_reasons?: string[] }>(
  db: Executor,
  tenantId: string,
  jobId: string,
  result: R,
): Promise<R> {
  const rows = await listResolutions(db, tenantId, jobId);
  return rows.length ? { ...result, review: reviewState(result.review_reasons ?? [], rows) } : result;
}

export async function reviewOf(db: Db, tenantId: string, jobId: string): Promise<ReviewState> {
  const job = await db
    .selectFrom('jobs')
    .select(['result', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) throw notFound('job');
  const reasons = (job.result as { review_reasons?: string[] } | null)?.review_reasons ?? [];
  return reviewState(reasons, await listResolutions(db, tenantId, jobId));
}

export async function resolveReview(
  deps: ReviewDeps,
  caller: Caller,
  jobId: string,
  body: ResolveRequest,
  requestId: string,
): Promise<{ resolution: Resolution; review: ReviewState }> {
  const out = await deps.db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, caller.tenantId, jobId);
    if (!job) throw notFound('job');
    if (job.status !== 'review_required' && job.status !== 'completed')
      throw new ApiError('conflict', `job is ${job.status}: only a finished job's review can be resolved`);
    const computed = job.result as { review_reasons?: string[] };
    const reasons = computed.review_reasons ?? [];
    const reason = body.reason ?? null;
    if (reason !== null && !reasons.includes(reason))
      throw invalidField(['body', 'reason'], `${reason} is not one of the job's review_reasons`, { input: reason });
    const before = reviewState(reasons, await listResolutions(trx, caller.tenantId, jobId));
    if (reason === null ? before.resolved : before.reasons.find((r) => r.reason === reason)!.resolved)
      throw new ApiError('conflict', reason === null ? 'the job is already resolved' : `${reason} is already resolved`);
    const row = await insertResolution(trx, {
      id: newId('rvw'),
      tenantId: caller.tenantId,
      jobId,
      reason,
      note: body.note,
      by: caller,
    });
    const review = reviewState(reasons, [...before.resolutions.map(fromResolution), row]);
    const served = ((await getCorrectedResult(trx, caller.tenantId, jobId)) ?? job.result) as Record<string, any>;
    const at = deps.now();
    const id = newId('evt');
    await recordEvent(
      trx,
      eventOf({
        id,
        tenantId: caller.tenantId,
        topic: 'job.corrected',
        resourceType: 'job',
        resourceId: jobId,
        payload: {
          ...jobEventPayload({
            id: jobId,
            tenantId: caller.tenantId,
            status: job.status as 'completed',
            intake: job.intake,
            result: served,
          }),
          ...(served.corrections ? { corrections: served.corrections } : {}),
          review,
        },
        createdAt: at,
      }),
    );
    await writeAudit(trx, {
      caller,
      action: reason === null ? 'job.review_resolved' : 'job.review_reason_acknowledged',
      targetType: 'job',
      targetId: jobId,
      requestId,
      details: { resolution_id: row.id, ...(reason !== null ? { reason } : {}) },
    });
    return { resolution: toResolution(row), review };
  });
  deps.invalidate(caller.tenantId, jobId);
  return out;
}

const fromResolution = (r: Resolution): ResolutionRow => ({
  id: r.id,
  reason: r.reason,
  note: r.note,
  created_at: new Date(r.created_at),
  created_by_type: r.created_by.type,
  created_by_id: r.created_by.id,
});
