// Tenants and API keys: the queries behind authentication, `keys create` and the tenant admin commands.
import type { Transaction } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

export interface TenantRow {
  id: string;
  name: string;
  status: string;
  max_active_jobs: number | null;
  modules: Record<string, boolean>;
}

/** The tenant of that name, created under `newTenantId` when there is none. */
export async function findOrInsertTenant(db: Db, name: string, newTenantId: string): Promise<TenantRow> {
  await db
    .insertInto('tenants')
    .values({ id: newTenantId, name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return db
    .selectFrom('tenants')
    .select(['id', 'name', 'status', 'max_active_jobs', 'modules'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
}

export async function getTenant(db: Db, id: string): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenants')
    .select(['id', 'name', 'status', 'max_active_jobs', 'modules'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The key row with its tenant, for authentication. */
export async function findKeyByPrefix(db: Db, prefix: string) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('tenants as t', 't.id', 'k.tenant_id')
    .select([
      'k.id',
      'k.tenant_id',
      'k.secret_hash',
      'k.scopes',
      'k.expires_at',
      'k.revoked_at',
      'k.last_used_at',
      't.name as tenant_name',
      't.status as tenant_status',
      't.modules',
    ])
    .where('k.prefix', '=', prefix)
    .executeTakeFirst();
}

const TENANT_COLUMNS = ['id', 'name', 'status', 'max_active_jobs', 'modules'] as const;

/**
 * The tenant a person token's organization claim names: the claim equals the tenant's id or its name.
 * Exactly one tenant must match; an ambiguous claim finds none.
 */
export async function findTenantByOrg(db: Db, org: string): Promise<TenantRow | undefined> {
  const rows = await db
    .selectFrom('tenants')
    .select(TENANT_COLUMNS)
    .where((eb) => eb.or([eb('id', '=', org), eb('name', '=', org)]))
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0] : undefined;
}

export async function findTenantByName(
  db: Db | Transaction<Database>,
  name: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TenantRow | undefined> {
  let q = db.selectFrom('tenants').select(TENANT_COLUMNS).where('name', '=', name);
  if (opts.forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function getTenantForUpdate(trx: Transaction<Database>, id: string): Promise<TenantRow | undefined> {
  return trx.selectFrom('tenants').select(TENANT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function listTenants(db: Db): Promise<Array<TenantRow & { created_at: Date; key_count: number }>> {
  const rows = await db
    .selectFrom('tenants as t')
    .select([...TENANT_COLUMNS.map((c) => `t.${c}` as const), 't.created_at'])
    .select((eb) =>
      eb
        .selectFrom('api_keys as k')
        .whereRef('k.tenant_id', '=', 't.id')
        .where('k.revoked_at', 'is', null)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('key_count'),
    )
    .orderBy('t.name')
    .execute();
  return rows.map((r) => ({ ...r, key_count: Number(r.key_count ?? 0) }));
}

export async function setTenantStatus(
  trx: Transaction<Database>,
  id: string,
  status: 'active' | 'suspended',
): Promise<void> {
  await trx.updateTable('tenants').set({ status }).where('id', '=', id).execute();
}

/** Replaces the stored module switches (callers merge first, under a row lock). */
export async function setTenantModules(
  trx: Transaction<Database>,
  id: string,
  modules: Record<string, boolean>,
): Promise<void> {
  await trx
    .updateTable('tenants')
    .set({ modules: JSON.stringify(modules) })
    .where('id', '=', id)
    .execute();
}
