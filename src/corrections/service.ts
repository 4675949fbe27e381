// Creating, reverting and listing corrections: the I/O edge around the pure recomputation. Each change
// runs in one transaction holding the job's row lock (corrections of one job serialize; none is lost),
// stores the record, the corrected result, the `job.corrected` event and the audit entry together.
import { ApiError, invalidFields, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Caller } from '../identity/permissions.ts';
import { buildCorrectedEvent } from '../events/corrected-event.ts';
import { writeAudit } from '../audit.ts';
import {
  getCorrectedResult,
  insertCorrection,
  listCorrections,
  lockJob,
  revertCorrection,
  saveCorrectedResult,
  type CorrectionRow,
} from '../store/corrections.ts';
import type { Db } from '../store/db.ts';
import { recordEvent } from '../events/record.ts';
import { getJobStatus } from '../store/jobs.ts';
import type { Result } from '../schemas/result.ts';
import { applyCorrections } from './apply.ts';
import { shapeProblems, type ActiveCorrection, type Change } from './change.ts';
import type { CorrectionRecord, CorrectionsSummary } from '../schemas/corrections.ts';
import { buildSummary } from './summary.ts';
import { targetProblems } from './targets.ts';

export interface CorrectionDeps {
  db: Db;
  now: () => Date;
  /** called after the commit: the finished envelope cache must not serve the old result */
  invalidate: (tenantId: string, jobId: string) => void;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toRecord(r: CorrectionRow): CorrectionRecord {
  return {
    id: r.id,
    change: r.change,
    created_at: iso(r.created_at)!,
    created_by: { type: r.created_by_type, id: r.created_by_id },
    reverted_at: iso(r.reverted_at),
    reverted_by: r.reverted_by_type ? { type: r.reverted_by_type, id: r.reverted_by_id! } : null,
    revert_reason: r.revert_reason,
  };
}

const activeOf = (rows: CorrectionRow[]): ActiveCorrection[] =>
  rows.filter((r) => !r.reverted_at).map((r) => ({ id: r.id, change: r.change as Change }));
const invalid = (problems: string[]) =>
  invalidFields(
    problems.map((msg) => ({ loc: ['body', 'change'], msg, type: 'value_error', input: null, ctx: {} })),
    problems.join('; '),
  );

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** The job locked, finished and with a result; 404 / 409 otherwise. */
async function lockedResult(
  trx: Trx,
  tenantId: string,
  jobId: string,
): Promise<{ computed: Result; status: string; intake: unknown }> {
  const job = await lockJob(trx, tenantId, jobId);
  if (!job) throw notFound('job');
  if (job.status !== 'completed' && job.status !== 'review_required') {
    throw new ApiError('conflict', `job is ${job.status}: only a completed or review_required job can be corrected`);
  }
  return { computed: job.result as Result, status: job.status, intake: job.intake };
}

/** Recomputes from the computed result and the records, stores it (or clears it), writes the event. */
async function recompute(
  trx: Trx,
  deps: CorrectionDeps,
  caller: Caller,
  jobId: string,
  job: { computed: Result; status: string; intake: unknown },
  rows: CorrectionRow[],
) {
  const records = rows.map(toRecord);
  const active = activeOf(rows);
  const applied = active.length ? applyCorrections(job.computed, active) : null;
  const summary = buildSummary(records, job.computed, applied?.result ?? null, applied?.unapplied ?? []);
  await saveCorrectedResult(trx, caller.tenantId, jobId, applied ? { ...applied.result, corrections: summary } : null);
  const served = applied?.result ?? job.computed;
  await recordEvent(
    trx,
    buildCorrectedEvent(
      { id: jobId, tenantId: caller.tenantId, status: job.status as 'completed', intake: job.intake, result: served },
      summary,
      newId('evt'),
      deps.now(),
    ),
  );
  return summary;
}

export async function createCorrection(
  deps: CorrectionDeps,
  caller: Caller,
  jobId: string,
  change: Change,
  requestId: string,
) {
  const out = await deps.db.transaction().execute(async (trx) => {
    const job = await lockedResult(trx, caller.tenantId, jobId); // 404 first: another tenant learns nothing from a 422
    const shape = shapeProblems(change);
    if (shape.length) throw invalid(shape);
    const rows = await listCorrections(trx, caller.tenantId, jobId);
    const current = activeOf(rows).length ? applyCorrections(job.computed, activeOf(rows)).result : job.computed;
    const problems = targetProblems(job.computed, current, change);
    if (problems.length) throw invalid(problems);
    const row = await insertCorrection(trx, { id: newId('cor'), tenantId: caller.tenantId, jobId, change, by: caller });
    const summary = await recompute(trx, deps, caller, jobId, job, [...rows, row]);
    await writeAudit(trx, {
      caller,
      action: 'job.corrected',
      targetType: 'job',
      targetId: jobId,
      requestId,
      details: { correction_id: row.id, type: change.type },
    });
    return { correction: toRecord(row), summary };
  });
  deps.invalidate(caller.tenantId, jobId);
  return out;
}

export async function revert(
  deps: CorrectionDeps,
  caller: Caller,
  jobId: string,
  correctionId: string,
  reason: string,
  requestId: string,
) {
  const out = await deps.db.transaction().execute(async (trx) => {
    const job = await lockedResult(trx, caller.tenantId, jobId);
    const rows = await listCorrections(trx, caller.tenantId, jobId);
    const was = rows.find((r) => r.id === correctionId);
    if (!was) throw notFound('correction');
    if (was.reverted_at)
      throw new ApiError('conflict', `correction ${correctionId} was already reverted at ${iso(was.reverted_at)}`);
    const row = (await revertCorrection(trx, {
      tenantId: caller.tenantId,
      jobId,
      id: correctionId,
      by: caller,
      reason,
    }))!;
    const summary = await recompute(
      trx,
      deps,
      caller,
      jobId,
      job,
      rows.map((r) => (r.id === row.id ? row : r)),
    );
    await writeAudit(trx, {
      caller,
      action: 'job.correction_reverted',
      targetType: 'job',
      targetId: jobId,
      requestId,
      details: { correction_id: row.id },
    });
    return { correction: toRecord(row), summary };
  });
  deps.invalidate(caller.tenantId, jobId);
  return out;
}

/** GET /v1/jobs/{id}/corrections: oldest first, reverted included, and the summary. */
export async function correctionsOf(db: Db, tenantId: string, jobId: string) {
  if (!(await getJobStatus(db, tenantId, jobId))) throw notFound('job');
  const records = (await listCorrections(db, tenantId, jobId)).map(toRecord);
  const corrected = (await getCorrectedResult(db, tenantId, jobId)) as { corrections?: CorrectionsSummary } | undefined;
  return {
    job_id: jobId,
    corrections: records,
    summary: corrected?.corrections ?? buildSummary(records, null, null, []),
  };
}
