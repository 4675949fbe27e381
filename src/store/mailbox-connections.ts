// Hosted mailbox connections (Gmail, Microsoft 365) and their sync queue. A connection row is the
// mailbox's place in the queue: claimed FOR UPDATE SKIP LOCKED under a lease (database clock), like jobs,
// so several schedulers share one database and never sync one mailbox twice at once.
import { sql, type Selectable } from 'kysely';
import type { Executor } from './db.ts';
import type { Db } from './db.ts';
import type { MailboxConnectionsTable, MailboxOauthStatesTable } from './schema.ts';

export type ConnectionRow = Selectable<MailboxConnectionsTable>;
export type OauthStateRow = Selectable<MailboxOauthStatesTable>;

export async function insertConnection(
  db: Executor,
  c: { mailboxId: string; tenantId: string; provider: string; at: Date },
): Promise<void> {
  await db
    .insertInto('mailbox_connections')
    .values({
      mailbox_id: c.mailboxId,
      tenant_id: c.tenantId,
      provider: c.provider,
      address: null,
      grant_sealed: null,
      sync_from: null,
      cursor: null,
      watch_id: null,
      watch_expires_at: null,
      client_state_hash: null,
      requested_at: null,
      due_at: null,
      backoff_until: null,
      lease_owner: null,
      lease_expires_at: null,
      run_started_at: null,
      last_synced_at: null,
      last_error: null,
      connected_at: null,
      disconnected_at: null,
      disconnect_reason: null,
      created_at: c.at,
      updated_at: c.at,
    })
    .execute();
}

export async function getConnection(db: Executor, tenantId: string, mailboxId: string) {
  return (await db
    .selectFrom('mailbox_connections')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('mailbox_id', '=', mailboxId)
    .executeTakeFirst()) as ConnectionRow | undefined;
}

export async function connectionsOf(db: Executor, tenantId: string, mailboxIds: string[]) {
  if (mailboxIds.length === 0) return [];
  return (await db
    .selectFrom('mailbox_connections')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('mailbox_id', 'in', mailboxIds)
    .execute()) as ConnectionRow[];
}

/** The callback's write: the grant (sealed), the account address, the first cursor; due for a sync now. */
export async function markConnected(
  db: Executor,
  mailboxId: string,
  c: { address: string; grantSealed: string; cursor: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('mailbox_connections')
    .set({
      status: 'connected',
      address: c.address,
      grant_sealed: c.grantSealed,
      cursor: c.cursor,
      sync_from: c.at,
      watch_id: null,
      watch_expires_at: null,
      client_state_hash: null,
      connected_at: c.at,
      disconnected_at: null,
      disconnect_reason: null,
      failures: 0,
      backoff_until: null,
      last_error: null,
      // queue times are the database's clock (as for jobs), never the app's
      requested_at: sql`now()` as never,
      due_at: sql`now()` as never,
      updated_at: c.at,
    })
    .where('mailbox_id', '=', mailboxId)
    .execute();
}

/** A push or notification: the connected mailboxes it names are due now (a back-off still holds). */
export async function requestSync(
  db: Executor,
  where: { provider: string; address?: string; watchId?: string; mailboxId?: string; tenantId?: string },
): Promise<string[]> {
  let q = db
    .updateTable('mailbox_connections')
    .set({
      requested_at: sql`now()` as never,
      due_at: sql`least(coalesce(due_at, now()), now())` as never,
    })
    .where('status', '=', 'connected')
    .where('provider', '=', where.provider);
  if (where.address !== undefined) q = q.where('address', '=', where.address.toLowerCase());
  if (where.watchId !== undefined) q = q.where('watch_id', '=', where.watchId);
  if (where.mailboxId !== undefined) q = q.where('mailbox_id', '=', where.mailboxId);
  if (where.tenantId !== undefined) q = q.where('tenant_id', '=', where.tenantId);
  const rows = await q.returning('mailbox_id').execute();
  return rows.map((r) => r.mailbox_id);
}

/** Intake only: the m365 notification names its subscription before any tenant is known. */
export async function findByWatchId(db: Executor, watchId: string) {
  return (await db
    .selectFrom('mailbox_connections')
    .selectAll()
    .where('watch_id', '=', watchId)
    .where('provider', '=', 'm365')
    .where('status', '=', 'connected')
    .executeTakeFirst()) as ConnectionRow | undefined;
}

/** Claims the connected mailbox most overdue for a sync, not held by another scheduler nor backing off. */
export async function claimSync(db: Db, owner: string, leaseSeconds: number): Promise<ConnectionRow | undefined> {
  const r = await sql<ConnectionRow>`
    update mailbox_connections set lease_owner = ${owner}, run_started_at = now(), updated_at = now(),
      lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    where mailbox_id = (
      select c.mailbox_id from mailbox_connections c join mailboxes m on m.id = c.mailbox_id
      where c.status = 'connected' and m.status <> 'deleted' and c.due_at <= now()
        and (c.backoff_until is null or c.backoff_until <= now())
        and (c.lease_expires_at is null or c.lease_expires_at < now())
      order by c.due_at, c.mailbox_id limit 1 for update of c skip locked)
    returning *`.execute(db);
  return r.rows[0];
}

/** Extends a sync's lease; false when it is no longer ours. */
export async function heartbeatSync(db: Db, mailboxId: string, owner: string, leaseSeconds: number) {
  const r = await db
    .updateTable('mailbox_connections')
    .set({ lease_expires_at: sql`now() + make_interval(secs => ${leaseSeconds})` as never })
    .where('mailbox_id', '=', mailboxId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Writes sync progress under the lease: the cursor (with the messages taken, in their transaction), a
 * resealed grant, the watch. False when the lease is no longer ours (the caller's transaction must roll back).
 */
export async function saveSyncState(
  db: Executor,
  mailboxId: string,
  owner: string,
  patch: Partial<
    Pick<
      ConnectionRow,
      'cursor' | 'grant_sealed' | 'watch_id' | 'watch_expires_at' | 'client_state_hash' | 'last_error'
    >
  >,
): Promise<boolean> {
  const r = await db
    .updateTable('mailbox_connections')
    .set({ ...patch, updated_at: sql`now()` as never })
    .where('mailbox_id', '=', mailboxId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'connected')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Ends a sync. Done: due again after the interval, or at once when a push came in while it ran or
 * pages remain (`again`).
 * Backing off: due when the back-off ends; `failed` counts toward the doubling.
 */
export async function releaseSync(
  db: Db,
  mailboxId: string,
  owner: string,
  r: { outcome: 'done'; again: boolean } | { outcome: 'backoff'; seconds: number; failed: boolean; error: string },
  intervalSeconds: number,
): Promise<void> {
  const base = db
    .updateTable('mailbox_connections')
    .where('mailbox_id', '=', mailboxId)
    .where('lease_owner', '=', owner);
  if (r.outcome === 'done') {
    await base
      .set({
        lease_owner: null,
        lease_expires_at: null,
        failures: 0,
        backoff_until: null,
        last_synced_at: sql`now()` as never,
        due_at: sql`case when ${r.again} or requested_at > run_started_at then now()
          else now() + make_interval(secs => ${intervalSeconds}) end` as never,
        updated_at: sql`now()` as never,
      })
      .execute();
    return;
  }
  await base
    .set({
      lease_owner: null,
      lease_expires_at: null,
      failures: r.failed ? sql`failures + 1` : sql`failures`,
      backoff_until: sql`now() + make_interval(secs => ${r.seconds})` as never,
      due_at: sql`now()` as never,
      last_error: r.error,
      updated_at: sql`now()` as never,
    } as never)
    .execute();
}

/** Connected → disconnected, once: the grant is erased. Returns the row when this call made the change. */
export async function markDisconnected(
  db: Executor,
  mailboxId: string,
  reason: string,
  at: Date,
  from: Array<ConnectionRow['status']> = ['connected'],
): Promise<ConnectionRow | undefined> {
  return (await db
    .updateTable('mailbox_connections')
    .set({
      status: 'disconnected',
      grant_sealed: null,
      disconnected_at: at,
      disconnect_reason: reason,
      lease_owner: null,
      lease_expires_at: null,
      watch_id: null,
      client_state_hash: null,
      updated_at: at,
    })
    .where('mailbox_id', '=', mailboxId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst()) as ConnectionRow | undefined;
}

/** A deleted mailbox keeps no grant. */
export async function eraseGrant(db: Executor, mailboxId: string, at: Date): Promise<void> {
  await markDisconnected(db, mailboxId, 'mailbox_deleted', at, ['connected', 'pending']);
}

/** Whether this mailbox already took the provider's message (a re-read page skips the download). */
export async function hasProviderMessage(db: Executor, mailboxId: string, providerMessageId: string) {
  const row = await db
    .selectFrom('emails')
    .select('id')
    .where('mailbox_id', '=', mailboxId)
    .where('provider_message_id', '=', providerMessageId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOauthState(db: Executor, s: OauthStateRow): Promise<void> {
  await db.insertInto('mailbox_oauth_states').values(s).execute();
}

/** Single use: the state is deleted as it is read; an expired one is never returned. */
export async function takeOauthState(db: Executor, stateHash: string, at: Date) {
  const row = (await db
    .deleteFrom('mailbox_oauth_states')
    .where('state_hash', '=', stateHash)
    .returningAll()
    .executeTakeFirst()) as OauthStateRow | undefined;
  await db.deleteFrom('mailbox_oauth_states').where('expires_at', '<', at).execute();
  return row && new Date(row.expires_at) > at ? row : undefined;
}
