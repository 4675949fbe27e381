// Erasing a job: every row that holds its content goes, in one transaction with the tombstone (who,
// when, job id) and the audit entry. Blob files are removed by the caller after the commit, only those no
// other job still names. Other rooms that keep a job's content (e.g. an email table) register a step
// with onJobErased; it runs inside the same transaction.
import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';
import { withCorrections, type Actor } from './corrections.ts';
import type { Executor } from './jobs.ts';

export interface ErasedJob {
  tenantId: string;
  jobId: string;
}

/** A room's part of an erasure. Returns blob hashes it wants removed once no job names them. */
export type ErasureStep = (trx: Transaction<Database>, job: ErasedJob) => Promise<{ blobShas?: string[] } | void>;
const steps: ErasureStep[] = [];
export function onJobErased(step: ErasureStep): void {
  if (!steps.includes(step)) steps.push(step);
}

export async function findErasure(db: Executor, tenantId: string, jobId: string) {
  return withCorrections(db).selectFrom('job_erasures').select(['job_id', 'erased_at']).where('tenant_id', '=', tenantId).where('job_id', '=', jobId).executeTakeFirst();
}

/** Whether any job (of any tenant: the blob store is shared by content) still names this blob. */
async function blobInUse(trx: Transaction<Database>, sha256: string): Promise<boolean> {
  const row = await sql<{ one: number }>`select 1 as one from jobs where intake->'files' @> ${JSON.stringify([{ sha256 }])}::jsonb limit 1`.execute(trx);
  return row.rows.length > 0;
}

/**
 * The job's events keep their ids (delivery history, receivers' deduplication) but lose their content
 * (the intake names the merchant and its contacts): payload becomes `{job_id, erased: true}`, and so does
 * the stored body a resend would send.
 */
async function scrubEvents(trx: Transaction<Database>, tenantId: string, jobId: string): Promise<void> {
  const events = await trx.selectFrom('events').select(['id', 'topic', 'resource_type', 'created_at']).where('tenant_id', '=', tenantId).where('resource_type', '=', 'job').where('resource_id', '=', jobId).execute();
  for (const e of events) {
    const payload = { job_id: jobId, erased: true };
    const body = JSON.stringify({ id: e.id, tenant_id: tenantId, topic: e.topic, resource_type: e.resource_type, resource_id: jobId, created_at: new Date(e.created_at).toISOString(), payload });
    await trx.updateTable('events').set({ payload: JSON.stringify(payload), body }).where('id', '=', e.id).execute();
  }
}

/**
 * Removes the job's rows (the job must be locked by the caller) and returns the blob hashes no job names
 * any more. Pending webhook deliveries of the job's events are cancelled; delivered ones stay in history.
 */
export async function eraseJobRows(trx: Transaction<Database>, job: ErasedJob & { intake: unknown }, by: Actor): Promise<string[]> {
  const { tenantId, jobId } = job;
  const files = ((job.intake as { files?: Array<{ sha256?: string }> } | null)?.files ?? []).map((f) => f.sha256).filter((s): s is string => !!s);
  const db = withCorrections(trx);
  await db.deleteFrom('job_corrections').where('tenant_id', '=', tenantId).where('job_id', '=', jobId).execute();
  await db.deleteFrom('job_corrected_results').where('tenant_id', '=', tenantId).where('job_id', '=', jobId).execute();
  // cached reads this job made (the next identical upload is read afresh)
  await trx.deleteFrom('document_reads').where('tenant_id', '=', tenantId).where('job_id', '=', jobId).execute();
  await sql`
    update webhook_deliveries set status = 'cancelled', next_attempt_at = null, finished_at = now()
    where tenant_id = ${tenantId} and status = 'pending'
      and event_id in (select id from events where tenant_id = ${tenantId} and resource_type = 'job' and resource_id = ${jobId})`.execute(trx);
  await scrubEvents(trx, tenantId, jobId);
  const extra: string[] = [];
  for (const step of steps) extra.push(...((await step(trx, job))?.blobShas ?? []));
  await trx.deleteFrom('jobs').where('tenant_id', '=', tenantId).where('id', '=', jobId).execute();
  await db.insertInto('job_erasures').values({ tenant_id: tenantId, job_id: jobId, erased_by_type: by.type, erased_by_id: by.id }).execute();
  const gone: string[] = [];
  for (const sha of new Set([...files, ...extra])) {
    if (await blobInUse(trx, sha)) continue;
    await trx.deleteFrom('blobs').where('sha256', '=', sha).execute();
    gone.push(sha);
  }
  return gone;
}
