// Corrections: the records (kept forever; a revert fills reverted_* once) and the corrected result served
// by default. Writers take the job row lock first, so one job's corrections apply one at a time.
import { sql, type Transaction } from 'kysely';
import type { ColumnType, Generated } from 'kysely';
import type { Database } from './schema.ts';
import type { Executor } from './db.ts';

type Json<T = unknown> = ColumnType<T, string, string>;
type Ts = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTs = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Tables of 0007_corrections.sql (kept here, beside their only writer). */
export type CorrectionTables = {
  job_corrections: {
    id: string;
    tenant_id: string;
    job_id: string;
    seq: Generated<number>;
    change: Json<Record<string, unknown>>;
    created_at: Ts;
    created_by_type: string;
    created_by_id: string;
    reverted_at: NullableTs;
    reverted_by_type: string | null;
    reverted_by_id: string | null;
    revert_reason: string | null;
  };
  job_corrected_results: { job_id: string; tenant_id: string; result: Json; updated_at: Ts };
  job_erasures: { tenant_id: string; job_id: string; erased_at: Ts; erased_by_type: string; erased_by_id: string };
};

type Ex = Executor | Transaction<Database>;
export const withCorrections = (db: Ex) => db.withTables<CorrectionTables>();

export interface Actor {
  type: string;
  id: string;
}

export interface CorrectionRow {
  id: string;
  change: Record<string, unknown>;
  created_at: Date;
  created_by_type: string;
  created_by_id: string;
  reverted_at: Date | null;
  reverted_by_type: string | null;
  reverted_by_id: string | null;
  revert_reason: string | null;
}

const COLUMNS = [
  'id',
  'change',
  'created_at',
  'created_by_type',
  'created_by_id',
  'reverted_at',
  'reverted_by_type',
  'reverted_by_id',
  'revert_reason',
] as const;

/** The job row, locked for the rest of the transaction: corrections and erasure of one job serialize here. */
export async function lockJob(trx: Transaction<Database>, tenantId: string, jobId: string) {
  return trx
    .selectFrom('jobs')
    .select(['id', 'status', 'intake', 'result'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobId)
    .forUpdate()
    .executeTakeFirst();
}

/** Oldest first, reverted ones included. */
export async function listCorrections(db: Ex, tenantId: string, jobId: string): Promise<CorrectionRow[]> {
  return (await withCorrections(db)
    .selectFrom('job_corrections')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .orderBy('seq')
    .execute()) as CorrectionRow[];
}

export async function insertCorrection(
  trx: Transaction<Database>,
  c: { id: string; tenantId: string; jobId: string; change: unknown; by: Actor },
): Promise<CorrectionRow> {
  return (await withCorrections(trx)
    .insertInto('job_corrections')
    .values({
      id: c.id,
      tenant_id: c.tenantId,
      job_id: c.jobId,
      change: JSON.stringify(c.change),
      created_by_type: c.by.type,
      created_by_id: c.by.id,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()) as CorrectionRow;
}

/** Marks a correction reverted, once; undefined when it does not exist or was already reverted. */
export async function revertCorrection(
  trx: Transaction<Database>,
  r: { tenantId: string; jobId: string; id: string; by: Actor; reason: string },
): Promise<CorrectionRow | undefined> {
  return (await withCorrections(trx)
    .updateTable('job_corrections')
    .set({
      reverted_at: sql`date_trunc('milliseconds', now())` as never,
      reverted_by_type: r.by.type,
      reverted_by_id: r.by.id,
      revert_reason: r.reason,
    })
    .where('tenant_id', '=', r.tenantId)
    .where('job_id', '=', r.jobId)
    .where('id', '=', r.id)
    .where('reverted_at', 'is', null)
    .returning(COLUMNS)
    .executeTakeFirst()) as CorrectionRow | undefined;
}

/** Stores the corrected result, or removes it when no correction is in force (the computed one is served). */
export async function saveCorrectedResult(
  trx: Transaction<Database>,
  tenantId: string,
  jobId: string,
  result: unknown | null,
): Promise<void> {
  const db = withCorrections(trx);
  if (result === null) {
    await db
      .deleteFrom('job_corrected_results')
      .where('job_id', '=', jobId)
      .where('tenant_id', '=', tenantId)
      .execute();
    return;
  }
  const json = JSON.stringify(result);
  await db
    .insertInto('job_corrected_results')
    .values({ job_id: jobId, tenant_id: tenantId, result: json })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ result: json, updated_at: sql`now()` as never }))
    .execute();
}

export async function getCorrectedResult(db: Ex, tenantId: string, jobId: string): Promise<unknown | undefined> {
  const row = await withCorrections(db)
    .selectFrom('job_corrected_results')
    .select('result')
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.result;
}
