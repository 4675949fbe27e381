// Review resolutions (0012_review_resolutions.sql): a reviewer's acknowledgement of one review reason, or of
// the whole job (reason null). Append-only; writers hold the job row lock (store/corrections.ts lockJob).
import type { ColumnType, Generated, Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { Executor } from './db.ts';
import type { Actor } from './corrections.ts';

type Ts = ColumnType<Date, Date | string | undefined, Date | string>;

export type ReviewTables = {
  job_review_resolutions: {
    id: string;
    tenant_id: string;
    job_id: string;
    seq: Generated<number>;
    reason: string | null;
    note: string;
    created_at: Ts;
    created_by_type: string;
    created_by_id: string;
  };
};

export interface ResolutionRow {
  id: string;
  reason: string | null;
  note: string;
  created_at: Date;
  created_by_type: string;
  created_by_id: string;
}

const withReview = (db: Executor | Transaction<Database>) => db.withTables<ReviewTables>();
const COLUMNS = ['id', 'reason', 'note', 'created_at', 'created_by_type', 'created_by_id'] as const;

export async function listResolutions(db: Executor, tenantId: string, jobId: string): Promise<ResolutionRow[]> {
  return withReview(db)
    .selectFrom('job_review_resolutions')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .orderBy('seq')
    .execute();
}

export async function insertResolution(
  trx: Transaction<Database>,
  r: { id: string; tenantId: string; jobId: string; reason: string | null; note: string; by: Actor },
): Promise<ResolutionRow> {
  return withReview(trx)
    .insertInto('job_review_resolutions')
    .values({
      id: r.id,
      tenant_id: r.tenantId,
      job_id: r.jobId,
      reason: r.reason,
      note: r.note,
      created_by_type: r.by.type,
      created_by_id: r.by.id,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteResolutions(trx: Transaction<Database>, tenantId: string, jobId: string): Promise<void> {
  await withReview(trx)
    .deleteFrom('job_review_resolutions')
    .where('tenant_id', '=', tenantId)
    .where('job_id', '=', jobId)
    .execute();
}
