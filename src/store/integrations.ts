// Integrations (CRM and chat): the row, its endpoint in the webhook outbox (so events reach it through the
// one fan-out, retry schedule and pause), and the single-use OAuth states. The grant is stored sealed;
// rows read for answers never select it.
import type { Selectable, Transaction } from 'kysely';
import type { Executor } from './db.ts';
import type { Database, IntegrationOauthStatesTable, IntegrationsTable } from './schema.ts';
import { deleteEndpoint } from './webhooks.ts';

export type IntegrationRow = Omit<Selectable<IntegrationsTable>, 'grant_sealed'> & { has_grant: boolean };

const COLUMNS = [
  'id',
  'tenant_id',
  'type',
  'name',
  'config',
  'events',
  'status',
  'last_ok_at',
  'last_error',
  'endpoint_id',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

const base = (db: Executor) =>
  db
    .selectFrom('integrations')
    .select(COLUMNS)
    .select((eb) => eb('grant_sealed', 'is not', null).as('has_grant'))
    .where('deleted_at', 'is', null);

export async function insertIntegration(
  trx: Transaction<Database>,
  i: {
    id: string;
    endpointId: string;
    tenantId: string;
    type: string;
    name: string;
    config: object;
    events: string[];
    secret: string;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('webhook_endpoints')
    .values({
      id: i.endpointId,
      tenant_id: i.tenantId,
      url: `integration:${i.id}`,
      topics: i.events,
      secret: i.secret, // unused: an integration authenticates with its grant
      paused_until: null,
      created_at: i.now,
      updated_at: i.now,
      deleted_at: null,
      integration_id: i.id,
    })
    .execute();
  await trx
    .insertInto('integrations')
    .values({
      id: i.id,
      tenant_id: i.tenantId,
      type: i.type,
      name: i.name,
      config: JSON.stringify(i.config),
      events: i.events,
      status: 'pending',
      grant_sealed: null,
      last_ok_at: null,
      last_error: null,
      endpoint_id: i.endpointId,
      created_at: i.now,
      updated_at: i.now,
      deleted_at: null,
    })
    .execute();
}

export async function listIntegrations(db: Executor, tenantId: string): Promise<IntegrationRow[]> {
  return (await base(db)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as IntegrationRow[];
}

export async function getIntegration(
  db: Executor,
  tenantId: string,
  id: string,
  lock = false,
): Promise<IntegrationRow | undefined> {
  let q = base(db).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as IntegrationRow | undefined;
}

/** The row with its sealed grant, for the delivery worker (by id alone: the delivery names it). */
export async function integrationForDelivery(db: Executor, id: string) {
  return db
    .selectFrom('integrations')
    .select([...COLUMNS, 'grant_sealed'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updateIntegration(
  db: Executor,
  id: string,
  endpointId: string,
  set: { name?: string; config?: object; events?: string[] },
  now: Date,
): Promise<void> {
  await db
    .updateTable('integrations')
    .set({
      ...(set.name !== undefined ? { name: set.name } : {}),
      ...(set.config !== undefined ? { config: JSON.stringify(set.config) } : {}),
      ...(set.events !== undefined ? { events: set.events } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  if (set.events !== undefined)
    await db
      .updateTable('webhook_endpoints')
      .set({ topics: set.events, updated_at: now })
      .where('id', '=', endpointId)
      .execute();
}

/** Removes the integration and its endpoint; pending deliveries become cancelled. Returns how many. */
export async function removeIntegration(
  trx: Transaction<Database>,
  id: string,
  endpointId: string,
  now: Date,
): Promise<number> {
  await trx
    .updateTable('integrations')
    .set({ deleted_at: now, updated_at: now, grant_sealed: null })
    .where('id', '=', id)
    .execute();
  return deleteEndpoint(trx, endpointId, now);
}

/** A grant stored (connect, refresh): connected, the error cleared. */
export async function storeGrant(db: Executor, id: string, grantSealed: string, now: Date): Promise<void> {
  await db
    .updateTable('integrations')
    .set({ grant_sealed: grantSealed, status: 'connected', last_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markOk(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('integrations').set({ last_ok_at: now, last_error: null }).where('id', '=', id).execute();
}

/** A failure; `status: error` when only a reconnect can fix it (401, a refused grant). */
export async function markFailure(db: Executor, id: string, error: string, needsReconnect: boolean, now: Date) {
  await db
    .updateTable('integrations')
    .set({ last_error: error, updated_at: now, ...(needsReconnect ? { status: 'error' } : {}) })
    .where('id', '=', id)
    .execute();
}

export type IntegrationStateRow = Selectable<IntegrationOauthStatesTable>;

export async function insertIntegrationState(db: Executor, s: IntegrationStateRow): Promise<void> {
  await db.insertInto('integration_oauth_states').values(s).execute();
}

/** Single use: deleted as it is read; an expired one is never returned. */
export async function takeIntegrationState(db: Executor, stateHash: string, at: Date) {
  const row = (await db
    .deleteFrom('integration_oauth_states')
    .where('state_hash', '=', stateHash)
    .returningAll()
    .executeTakeFirst()) as IntegrationStateRow | undefined;
  await db.deleteFrom('integration_oauth_states').where('expires_at', '<', at).execute();
  return row && new Date(row.expires_at) > at ? row : undefined;
}
