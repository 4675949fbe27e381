// Erasing a job: every row that holds its content goes, in one transaction with the tombstone (who,
// when, job id) and the audit entry. Blob files are removed by the caller after the commit, only those
// nothing else still names (another job's files, an email's raw message, a thread's documents).
import { deleteResolutions } from './review-resolutions.ts';
import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';
import { withCorrections, type Actor } from './corrections.ts';
import type { Executor } from './db.ts';
import { eventBody } from './events.ts';

export interface ErasedJob {
  tenantId: string;
  jobId: string;
}

export async function findErasure(db: Executor, tenantId: string, jobId: string) {
  return withCorrections(db)
    .selectFrom('job_erasures')
    .select(['job_id', 'erased_at'])
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

/** Whether anything of any tenant (the blob store is shared by content) still names this blob. */
export async function blobInUse(trx: Executor, sha256: string): Promise<boolean> {
  const named = JSON.stringify([{ sha256 }]);
  const row = await sql<{ one: number }>`
    select 1 as one from jobs where intake->'files' @> ${named}::jsonb and uploads_expired_at is null
    union all select 1 from emails where raw_sha256 = ${sha256} and raw_expired_at is null
    union all select 1 from email_threads where documents @> ${named}::jsonb
    limit 1`.execute(trx);
  return row.rows.length > 0;
}

/** Every blob a row names (job files, raw emails, thread documents; not those past retention), read at once for the orphan sweep. */
export async function namedBlobs(trx: Executor): Promise<Set<string>> {
  const rows = await sql<{ sha256: string | null }>`
    select f->>'sha256' as sha256 from jobs
      cross join jsonb_array_elements(case when jsonb_typeof(intake->'files') = 'array' then intake->'files' else '[]'::jsonb end) f
      where uploads_expired_at is null
    union select raw_sha256 from emails where raw_expired_at is null
    union select d->>'sha256' from email_threads
      cross join jsonb_array_elements(case when jsonb_typeof(documents) = 'array' then documents else '[]'::jsonb end) d`.execute(
    trx,
  );
  return new Set(rows.rows.flatMap((r) => (r.sha256 ? [r.sha256] : [])));
}

/**
 * The job's emails go with it (their records and raw messages); a thread whose current deal this job was
 * forgets its documents and job, and goes when no email of it is left. Returns the raw messages' hashes.
 */
async function eraseJobEmails(trx: Transaction<Database>, tenantId: string, jobId: string): Promise<string[]> {
  const emails = await trx
    .selectFrom('emails')
    .select(['id', 'raw_sha256'])
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .execute();
  // each email's own email.received event (sender, subject, job id) goes the way of the job's events
  for (const e of emails) await scrubEvents(trx, tenantId, 'email', e.id, { email_id: e.id, erased: true });
  await trx.deleteFrom('emails').where('tenant_id', '=', tenantId).where('job_id', '=', jobId).execute();
  await trx
    .updateTable('email_threads')
    .set({ job_id: null, documents: JSON.stringify([]) })
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .execute();
  await trx
    .deleteFrom('email_threads')
    .where('tenant_id', '=', tenantId)
    .where('job_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('emails').select('emails.id').whereRef('emails.thread_id', '=', 'email_threads.id'))),
    )
    .execute();
  return emails.map((e) => e.raw_sha256);
}

/**
 * The events of an erased job (or of its emails) keep their ids (delivery history, receivers'
 * deduplication) but lose their content (the intake names the merchant and its contacts; an email its
 * sender and subject): payload becomes `{job_id | email_id, erased: true}`, and so does the stored body a
 * resend would send. Their pending deliveries are cancelled; delivered ones stay in history.
 */
async function scrubEvents(
  trx: Transaction<Database>,
  tenantId: string,
  resourceType: 'job' | 'email',
  resourceId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await sql`
    update webhook_deliveries set status = 'cancelled', next_attempt_at = null, finished_at = now()
    where tenant_id = ${tenantId} and status = 'pending'
      and event_id in (select id from events
        where tenant_id = ${tenantId} and resource_type = ${resourceType} and resource_id = ${resourceId})`.execute(
    trx,
  );
  const events = await trx
    .selectFrom('events')
    .select(['id', 'topic', 'resource_type', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .execute();
  for (const e of events) {
    const body = eventBody({
      id: e.id,
      tenantId,
      topic: e.topic,
      resourceType: e.resource_type,
      resourceId,
      createdAt: new Date(e.created_at),
      payload,
    });
    await trx
      .updateTable('events')
      .set({ payload: JSON.stringify(payload), body })
      .where('id', '=', e.id)
      .execute();
  }
}

/**
 * Removes the job's rows (the job must be locked by the caller) and returns the blob hashes no job names
 * any more. Pending webhook deliveries of the job's and its emails' events are cancelled; delivered ones
 * stay in history.
 */
export async function eraseJobRows(
  trx: Transaction<Database>,
  job: ErasedJob & { intake: unknown },
  by: Actor,
): Promise<string[]> {
  const { tenantId, jobId } = job;
  const files = ((job.intake as { files?: Array<{ sha256?: string }> } | null)?.files ?? [])
    .map((f) => f.sha256)
    .filter((s): s is string => !!s);
  const db = withCorrections(trx);
  await db.deleteFrom('job_corrections').where('tenant_id', '=', tenantId).where('job_id', '=', jobId).execute();
  await db.deleteFrom('job_corrected_results').where('tenant_id', '=', tenantId).where('job_id', '=', jobId).execute();
  await deleteResolutions(trx, tenantId, jobId);
  // cached reads this job made (the next identical upload is read afresh)
  await trx.deleteFrom('document_reads').where('tenant_id', '=', tenantId).where('job_id', '=', jobId).execute();
  await scrubEvents(trx, tenantId, 'job', jobId, { job_id: jobId, erased: true });
  const extra = await eraseJobEmails(trx, tenantId, jobId);
  // the model's answers about its documents (replayed to an identical request) go; the spend stays metered
  await sql`
    delete from llm_replay where tenant_id = ${tenantId}
      and cache_key in (select cache_key from llm_calls where tenant_id = ${tenantId} and job_id = ${jobId})`.execute(
    trx,
  );
  await trx
    .updateTable('llm_calls')
    .set({ job_id: null })
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .execute();
  // the thread's earlier deal no longer points at a job that is gone
  await trx
    .updateTable('jobs')
    .set({ superseded_by: null })
    .where('tenant_id', '=', tenantId)
    .where('superseded_by', '=', jobId)
    .execute();
  await trx.deleteFrom('jobs').where('tenant_id', '=', tenantId).where('id', '=', jobId).execute();
  await db
    .insertInto('job_erasures')
    .values({ tenant_id: tenantId, job_id: jobId, erased_by_type: by.type, erased_by_id: by.id })
    .execute();
  const gone: string[] = [];
  for (const sha of new Set([...files, ...extra])) {
    if (await blobInUse(trx, sha)) continue;
    await trx.deleteFrom('blobs').where('sha256', '=', sha).execute();
    gone.push(sha);
  }
  return gone;
}
