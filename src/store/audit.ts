// The audit log: one row per change, written with the change's own transaction handle (the type only
// accepts a Transaction, so an entry cannot be committed apart from the change it records).
import { sql, type Transaction } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

/** Who made the change. A Caller fits; the CLI passes {type: 'operator', id: 'cli', tenantId}. */
export interface AuditActor {
  type: string;
  id: string;
  tenantId: string;
}

export interface AuditEntryInput {
  caller: AuditActor;
  /** `<target_type>.<verb>`, e.g. `api_key.created`, `modules.updated`, `webhook.deleted`. */
  action: string;
  targetType: string;
  targetId: string | null;
  requestId: string | null;
  /** What changed, never a secret: keys that name secrets are refused. */
  details?: Record<string, unknown>;
}

const SECRET_FIELD = /^(key|secret|secret_hash|password|token|access_token|refresh_token|authorization|api_key)$/i;

function assertNoSecrets(value: unknown, path: string): void {
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_FIELD.test(k)) throw new Error(`audit details must not carry secrets: ${path}${k}`);
    assertNoSecrets(v, `${path}${k}.`);
  }
}

/** Writes one entry under the id the caller made (src/audit.ts makes them). */
export async function insertAudit(trx: Transaction<Database>, id: string, e: AuditEntryInput): Promise<string> {
  const details = e.details ?? {};
  assertNoSecrets(details, '');
  await trx
    .insertInto('audit_log')
    .values({
      id,
      tenant_id: e.caller.tenantId,
      actor_type: e.caller.type,
      actor_id: e.caller.id,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      request_id: e.requestId,
      details: JSON.stringify(details),
      created_at: sql<Date>`date_trunc('milliseconds', now())`,
    })
    .execute();
  return id;
}

export interface AuditRow {
  seq: number;
  id: string;
  actor_type: string;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  request_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

export interface AuditQuery {
  tenantId: string;
  limit: number;
  /** Keyset: only entries older than this seq (newest first). */
  beforeSeq: number | null;
  action?: string | null;
  targetType?: string | null;
  targetId?: string | null;
}

export async function listAudit(db: Db, q: AuditQuery): Promise<AuditRow[]> {
  let query = db
    .selectFrom('audit_log')
    .select([
      'seq',
      'id',
      'actor_type',
      'actor_id',
      'action',
      'target_type',
      'target_id',
      'request_id',
      'details',
      'created_at',
    ])
    .where('tenant_id', '=', q.tenantId);
  if (q.beforeSeq !== null) query = query.where('seq', '<', q.beforeSeq);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.targetType) query = query.where('target_type', '=', q.targetType);
  if (q.targetId) query = query.where('target_id', '=', q.targetId);
  const rows = await query.orderBy('seq', 'desc').limit(q.limit).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
