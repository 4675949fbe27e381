// Job rows: insert, read (always tenant-scoped), the queue's claim / heartbeat / finish / recover, and
// keyset listing. Queue timing uses the database clock so several instances agree on leases.
import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { Db, Executor } from './db.ts';

export interface JobRow {
  id: string;
  tenant_id: string;
  status: string;
  source: string;
  idempotency_key: string | null;
  request_hash: string;
  intake: unknown;
  options: Record<string, unknown>;
  result: unknown;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  run_count: number;
  lease_owner: string | null;
  superseded_by: string | null;
  request_id: string | null;
}

const JOB_COLUMNS = [
  'id',
  'tenant_id',
  'status',
  'source',
  'idempotency_key',
  'request_hash',
  'intake',
  'options',
  'result',
  'error',
  'created_at',
  'updated_at',
  'started_at',
  'completed_at',
  'run_count',
  'lease_owner',
  'superseded_by',
  'request_id',
] as const;

export interface JobInsert {
  id: string;
  tenantId: string;
  source: string;
  idempotencyKey: string | null;
  requestHash: string;
  intake: unknown;
  options: Record<string, unknown>;
  /** The submitting request's id, for the job's log lines. */
  requestId?: string | null;
}

export async function insertJob(db: Executor, j: JobInsert): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      id: j.id,
      tenant_id: j.tenantId,
      status: 'queued',
      source: j.source,
      idempotency_key: j.idempotencyKey,
      request_hash: j.requestHash,
      intake: JSON.stringify(j.intake),
      options: JSON.stringify(j.options),
      result: null,
      error: null,
      started_at: null,
      completed_at: null,
      lease_owner: null,
      lease_expires_at: null,
      superseded_by: null,
      request_id: j.requestId ?? null,
    })
    .execute();
}

export async function getJob(db: Executor, tenantId: string, id: string): Promise<JobRow | undefined> {
  return (await db
    .selectFrom('jobs')
    .select(JOB_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()) as JobRow | undefined;
}

export async function getJobStatus(db: Executor, tenantId: string, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

export async function findByIdempotencyKey(db: Executor, tenantId: string, key: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'request_hash'])
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Locks the tenant row for the rest of the transaction, so admission checks of one tenant run one at a time. */
export async function lockTenant(trx: Transaction<Database>, tenantId: string) {
  return trx
    .selectFrom('tenants')
    .select(['id', 'status', 'max_active_jobs'])
    .where('id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countActiveJobs(db: Executor, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Jobs queued and running across the whole queue (every tenant, every instance): the queue depth. */
export async function queueDepth(db: Executor): Promise<{ queued: number; running: number }> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy('status')
    .execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { queued: n('queued'), running: n('running') };
}

/** Claims the oldest queued job for `owner`: FOR UPDATE SKIP LOCKED, so two workers never take one job. */
export async function claimJob(db: Db, owner: string, leaseSeconds: number): Promise<JobRow | undefined> {
  const result = await sql<JobRow>`
    update jobs set status = 'running', run_count = run_count + 1, started_at = now(), updated_at = now(),
      lease_owner = ${owner}, lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    where id = (select id from jobs where status = 'queued' order by created_at, id limit 1 for update skip locked)
    returning ${sql.join(JOB_COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  return result.rows[0];
}

/** Extends the lease; false when the job is no longer ours (ended, timed out, or reclaimed). */
export async function heartbeat(db: Db, id: string, owner: string, leaseSeconds: number): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ lease_expires_at: sql`now() + make_interval(secs => ${leaseSeconds})` as never })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives a running job back to the queue (graceful stop). The run still counts toward MAX_JOB_RUNS. */
export async function releaseJob(db: Db, id: string, owner: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', lease_owner: null, lease_expires_at: null, updated_at: sql`now()` as never })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Marks a job final, only if `owner` still holds it (owner null: any non-final job, for the reaper).
 * Runs inside the caller's transaction so the event is written with the status. `status` is one of
 * FINAL_STATUSES (src/schemas/job.ts, the caller's type; the store imports nothing of ours).
 */
export async function finishJob(
  trx: Transaction<Database>,
  id: string,
  owner: string | null,
  status: string,
  result: unknown,
  error: string | null,
): Promise<JobRow | undefined> {
  let q = trx
    .updateTable('jobs')
    .set({
      status,
      result: result === null ? null : JSON.stringify(result),
      error,
      completed_at: sql`date_trunc('milliseconds', now())` as never,
      updated_at: sql`now()` as never,
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running']);
  if (owner !== null) q = q.where('lease_owner', '=', owner);
  return (await q.returning(JOB_COLUMNS).executeTakeFirst()) as JobRow | undefined;
}

/** Running jobs whose lease ran out (their worker died) and running jobs past the job timeout. */
export async function findStuckJobs(db: Db, timeoutSeconds: number) {
  const rows = await sql<{
    id: string;
    tenant_id: string;
    run_count: number;
    request_id: string | null;
    timed_out: boolean;
  }>`
    select id, tenant_id, run_count, request_id, (started_at < now() - make_interval(secs => ${timeoutSeconds})) as timed_out
    from jobs
    where status = 'running'
      and (lease_expires_at < now() or started_at < now() - make_interval(secs => ${timeoutSeconds}))
    order by created_at limit 100`.execute(db);
  return rows.rows;
}

/** Puts a job whose worker died back in the queue; no-op if someone else already dealt with it. */
export async function requeueExpired(db: Db, id: string): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ status: 'queued', lease_owner: null, lease_expires_at: null, updated_at: sql`now()` as never })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where(sql<boolean>`lease_expires_at < now()`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface ListJobsQuery {
  tenantId: string;
  limit: number;
  /** keyset position: [created_at or completed_at ISO, id] */
  after: [string, string] | null;
  finishedSince: Date | null;
  status: string | null;
  /** part of the declared merchant name (intake business_name), any case */
  businessName?: string | null;
}

/** `text` as a LIKE pattern matching itself: its wildcards and the escape character taken literally. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listJobs(db: Db, q: ListJobsQuery): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').select(JOB_COLUMNS).where('tenant_id', '=', q.tenantId);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.businessName)
    query = query.where(sql<string>`intake->>'business_name'`, 'ilike', `%${likeLiteral(q.businessName)}%`);
  if (q.finishedSince) {
    // Oldest finish first: a job that finishes while a client pages sorts after every page already read.
    query = query.where('completed_at', 'is not', null).where('completed_at', '>=', q.finishedSince);
    if (q.after)
      query = query.where((eb) =>
        eb.or([
          eb('completed_at', '>', new Date(q.after![0])),
          eb.and([eb('completed_at', '=', new Date(q.after![0])), eb('id', '>', q.after![1])]),
        ]),
      );
    query = query.orderBy('completed_at', 'asc').orderBy('id', 'asc');
  } else {
    if (q.after)
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', new Date(q.after![0])),
          eb.and([eb('created_at', '=', new Date(q.after![0])), eb('id', '<', q.after![1])]),
        ]),
      );
    query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
  return (await query.limit(q.limit).execute()) as JobRow[];
}

/** Earlier jobs of the tenant whose result names the same merchant fingerprint, oldest first. */
export async function jobsWithFingerprint(
  db: Executor,
  tenantId: string,
  fingerprint: string,
  exceptId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '!=', exceptId)
    .where(sql<string>`result->>'merchant_fingerprint'`, '=', fingerprint)
    .orderBy('created_at')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}

/** The tenant's earliest finished job holding a statement with this content hash, and that statement's document id. */
export async function earliestStatementWithContent(
  db: Executor,
  tenantId: string,
  contentSha256: string,
  exceptId: string,
): Promise<{ jobId: string; documentId: string } | null> {
  const row = await db
    .selectFrom('jobs')
    .select(['id', sql<unknown>`result->'statements'`.as('statements')])
    .where('tenant_id', '=', tenantId)
    .where('id', '!=', exceptId)
    .where(sql<boolean>`result->'statements' @> ${JSON.stringify([{ content_sha256: contentSha256 }])}::jsonb`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const list = (typeof row.statements === 'string' ? JSON.parse(row.statements) : row.statements) as Array<{
    content_sha256?: string;
    document_id?: string;
  }>;
  const st = list.find((s) => s.content_sha256 === contentSha256);
  return st?.document_id ? { jobId: row.id, documentId: st.document_id } : null;
}
