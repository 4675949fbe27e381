// API key rows for the key-management routes: insert, read, list (keyset), revoke, rotate links, and the
// throttled last-used stamp. Always scoped by tenant: a key id of another tenant is simply not found.
import { sql, type Transaction } from 'kysely';
import type { Db, Executor } from './db.ts';
import type { Database } from './schema.ts';

export interface ApiKeyRow {
  id: string;
  tenant_id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_by: string | null;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  rotated_from: string | null;
  replaced_by: string | null;
}

const KEY_COLUMNS = [
  'id',
  'tenant_id',
  'name',
  'prefix',
  'scopes',
  'created_by',
  'created_at',
  'expires_at',
  'revoked_at',
  'last_used_at',
  'rotated_from',
  'replaced_by',
] as const;

export interface KeyInsert {
  id: string;
  tenantId: string;
  name: string;
  prefix: string;
  secretHash: string;
  scopes: string[];
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  rotatedFrom: string | null;
}

export async function insertKey(db: Executor, k: KeyInsert): Promise<ApiKeyRow> {
  await db
    .insertInto('api_keys')
    .values({
      id: k.id,
      tenant_id: k.tenantId,
      name: k.name,
      prefix: k.prefix,
      secret_hash: k.secretHash,
      scopes: k.scopes,
      created_by: k.createdBy,
      created_at: new Date(Math.floor(k.createdAt.getTime())),
      expires_at: k.expiresAt,
      revoked_at: null,
      last_used_at: null,
      rotated_from: k.rotatedFrom,
      replaced_by: null,
    })
    .execute();
  return (await getKey(db, k.tenantId, k.id))!;
}

export async function getKey(
  db: Executor,
  tenantId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ApiKeyRow | undefined> {
  let q = db.selectFrom('api_keys').select(KEY_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (opts.forUpdate) q = q.forUpdate();
  return (await q.executeTakeFirst()) as ApiKeyRow | undefined;
}

export async function listKeys(
  db: Db,
  q: { tenantId: string; limit: number; after: [string, string] | null },
): Promise<ApiKeyRow[]> {
  let query = db.selectFrom('api_keys').select(KEY_COLUMNS).where('tenant_id', '=', q.tenantId);
  if (q.after) {
    const [t, id] = q.after;
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', new Date(t)), eb.and([eb('created_at', '=', new Date(t)), eb('id', '<', id)])]),
    );
  }
  return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute()) as ApiKeyRow[];
}

/** Sets revoked_at to `at` unless the key already stops earlier. Returns whether anything changed. */
export async function revokeKeyAt(
  trx: Transaction<Database>,
  tenantId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const res = await trx
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>', at)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function markReplaced(
  trx: Transaction<Database>,
  tenantId: string,
  id: string,
  replacedBy: string,
): Promise<void> {
  await trx
    .updateTable('api_keys')
    .set({ replaced_by: replacedBy })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Stamps last use at most once a minute per key, so authentication is not a write on every request. */
export async function touchKeyUsed(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`${at}::timestamptz - interval '60 seconds'`),
      ]),
    )
    .execute();
}
