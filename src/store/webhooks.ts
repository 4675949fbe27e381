// Webhook endpoints, deliveries and attempts. Deliveries are rows: the fan-out writes them in the
// transaction that writes the event, workers claim due ones (FOR UPDATE SKIP LOCKED + lease), and
// every attempt is kept with the endpoint's answer. Ids and delivery timing (retry schedule, pause) come
// from the caller (src/events/), so tests control the schedule and the store needs nothing of ours.
import { sql, type Transaction } from 'kysely';
import type { Executor } from './db.ts';
import type { Database } from './schema.ts';

export interface EndpointRow {
  id: string;
  tenant_id: string;
  url: string;
  topics: string[];
  status: string;
  consecutive_failures: number;
  paused_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

const ENDPOINT_COLUMNS = [
  'id',
  'tenant_id',
  'url',
  'topics',
  'status',
  'consecutive_failures',
  'paused_until',
  'created_at',
  'updated_at',
] as const;

export async function insertEndpoint(
  db: Executor,
  e: { id: string; tenantId: string; url: string; topics: string[]; secret: string; now: Date },
): Promise<EndpointRow> {
  return (await db
    .insertInto('webhook_endpoints')
    .values({
      id: e.id,
      tenant_id: e.tenantId,
      url: e.url,
      topics: e.topics,
      secret: e.secret,
      paused_until: null,
      created_at: e.now,
      updated_at: e.now,
      deleted_at: null,
    })
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow()) as EndpointRow;
}

export async function listEndpoints(db: Executor, tenantId: string): Promise<EndpointRow[]> {
  return (await db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .where('integration_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as EndpointRow[];
}

/** The active endpoint; with `lock`, holds its row for the rest of the transaction (resends, rotation, removal). */
export async function getEndpoint(
  db: Executor,
  tenantId: string,
  id: string,
  lock = false,
): Promise<(EndpointRow & { secret: string }) | undefined> {
  let q = db
    .selectFrom('webhook_endpoints')
    .select([...ENDPOINT_COLUMNS, 'secret'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('integration_id', 'is', null); // an integration's endpoint is managed by /v1/integrations
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as (EndpointRow & { secret: string }) | undefined;
}

export async function setEndpointSecret(db: Executor, id: string, secret: string, now: Date): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ secret, updated_at: now }).where('id', '=', id).execute();
}

/** Removes the endpoint; its pending deliveries become `cancelled`. Returns how many were cancelled. */
export async function deleteEndpoint(trx: Transaction<Database>, id: string, now: Date): Promise<number> {
  await trx
    .updateTable('webhook_endpoints')
    .set({ status: 'deleted', deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  const r = await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'cancelled', finished_at: now, next_attempt_at: null })
    .where('endpoint_id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export interface DeliveryInsert {
  id: string;
  tenantId: string;
  endpointId: string;
  eventId: string;
  topic: string;
  at: Date;
  resentFrom?: string | null;
}

export async function insertDeliveries(db: Executor, rows: DeliveryInsert[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map((r) => ({
    id: r.id,
    tenant_id: r.tenantId,
    endpoint_id: r.endpointId,
    event_id: r.eventId,
    topic: r.topic,
    status: 'pending',
    next_attempt_at: r.at,
    lease_owner: null,
    lease_expires_at: null,
    resent_from: r.resentFrom ?? null,
    created_at: r.at,
    finished_at: null,
  }));
  await db.insertInto('webhook_deliveries').values(values).execute();
  return values.map((v) => v.id);
}

/** The tenant's active endpoints and the topics each asked for, for the fan-out. */
export async function activeEndpointTopics(
  db: Executor,
  tenantId: string,
): Promise<Array<{ id: string; topics: string[] }>> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'topics'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .execute();
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  topic: string;
  status: string;
  attempt_count: number;
  next_attempt_at: Date | null;
  resent_from: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const DELIVERY_COLUMNS = [
  'id',
  'endpoint_id',
  'event_id',
  'topic',
  'status',
  'attempt_count',
  'next_attempt_at',
  'resent_from',
  'created_at',
  'finished_at',
] as const;

export async function getDelivery(
  db: Executor,
  tenantId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  return (await db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst()) as DeliveryRow | undefined;
}

export interface AttemptRow {
  delivery_id: string;
  attempt: number;
  attempted_at: Date;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_excerpt: string | null;
}

/** A page of the endpoint's deliveries, newest first, each with its attempts oldest first. */
export async function listDeliveries(
  db: Executor,
  tenantId: string,
  endpointId: string,
  limit: number,
  after: [string, string] | null,
) {
  let q = db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('endpoint_id', '=', endpointId);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(after[0])),
        eb.and([eb('created_at', '=', new Date(after[0])), eb('id', '<', after[1])]),
      ]),
    );
  const rows = (await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()) as DeliveryRow[];
  const attempts = rows.length
    ? ((await db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where(
          'delivery_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('delivery_id')
        .orderBy('attempt')
        .execute()) as AttemptRow[])
    : [];
  return rows.map((r) => ({ ...r, attempts: attempts.filter((a) => a.delivery_id === r.id) }));
}

/**
 * Claims due deliveries of unpaused endpoints for `owner` (two workers never claim one): at most
 * `perEndpoint` per endpoint, so one slow or failing endpoint cannot fill a round, and none of the
 * endpoints in `busy` (this worker is already sending to them).
 */
export async function claimDueDeliveries(
  db: Executor,
  owner: string,
  now: Date,
  leaseSeconds: number,
  limit: number,
  perEndpoint = limit,
  busy: string[] = [],
): Promise<Array<{ id: string; endpoint_id: string }>> {
  const until = new Date(now.getTime() + leaseSeconds * 1000);
  const notBusy = busy.length ? sql`and d.endpoint_id not in (${sql.join(busy)})` : sql``;
  const r = await sql<{ id: string; endpoint_id: string }>`
    with candidates as (
      select d.id, d.endpoint_id, d.next_attempt_at from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= ${now}
        and (d.lease_expires_at is null or d.lease_expires_at < ${now})
        and e.status = 'active' and (e.paused_until is null or e.paused_until <= ${now}) ${notBusy}
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked),
    picked as (
      select id from (select id, next_attempt_at, row_number() over (partition by endpoint_id order by next_attempt_at, id) as n from candidates) c
      where n <= ${perEndpoint} order by next_attempt_at, id limit ${limit})
    update webhook_deliveries set lease_owner = ${owner}, lease_expires_at = ${until}
    where id in (select id from picked)
    returning id, endpoint_id`.execute(db);
  return r.rows;
}

export interface AttemptTarget {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  event_id: string;
  topic: string;
  attempt_count: number;
  /** set: the delivery goes to this integration, not to `url` */
  integration_id: string | null;
  url: string;
  secret: string;
  body: string;
  /** When the delivery was written (with its event, or by a resend): the start of its lag. */
  created_at: Date;
}

/**
 * Renews `owner`'s lease right before an attempt and returns what to send; undefined when the delivery is
 * no longer ours or pending, or its endpoint was paused or removed meanwhile (then the lease is given
 * back and no attempt is spent).
 */
export async function startAttempt(
  db: Executor,
  id: string,
  owner: string,
  now: Date,
  leaseSeconds: number,
): Promise<AttemptTarget | undefined> {
  const until = new Date(now.getTime() + leaseSeconds * 1000);
  const r = await sql<AttemptTarget>`
    update webhook_deliveries d set lease_expires_at = ${until}
    from webhook_endpoints e, events ev
    where d.id = ${id} and d.lease_owner = ${owner} and d.status = 'pending'
      and e.id = d.endpoint_id and ev.id = d.event_id
      and e.status = 'active' and (e.paused_until is null or e.paused_until <= ${now})
    returning d.id, d.tenant_id, d.endpoint_id, d.event_id, d.topic, d.attempt_count, e.integration_id, e.url, e.secret, ev.body, d.created_at`.execute(
    db,
  );
  if (r.rows[0]) return r.rows[0];
  await releaseDelivery(db, id, owner);
  return undefined;
}

export async function releaseDelivery(db: Executor, id: string, owner: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export interface AttemptRecord {
  deliveryId: string;
  endpointId: string;
  owner: string;
  attempt: number;
  at: Date;
  ok: boolean;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  /** when a failed attempt may run again; null after the last one (the delivery dies) */
  nextAttemptAt: Date | null;
  /** the endpoint's failure streak that pauses it, and until when */
  pause: { afterFailures: number; until: Date };
}

/**
 * Writes an attempt and its consequences in one statement: the delivery's next state (only while this
 * worker holds it), the attempt row, and the endpoint's failure streak (five in a row: pause). A delivery
 * cancelled meanwhile keeps its status; its attempt is still recorded.
 */
export async function recordAttempt(
  db: Executor,
  a: AttemptRecord,
): Promise<'delivered' | 'pending' | 'dead' | 'cancelled' | 'lost'> {
  const next = a.ok ? null : a.nextAttemptAt;
  const status = a.ok ? 'delivered' : next ? 'pending' : 'dead';
  const finishedAt = status === 'pending' ? null : a.at;
  const pauseUntil = a.pause.until;
  const r = await sql<{ status: string }>`
    with d as (
      update webhook_deliveries set
        attempt_count = ${a.attempt},
        status = case when status = 'pending' then ${status} else status end,
        next_attempt_at = case when status = 'pending' then ${next}::timestamptz else null end,
        finished_at = case when status = 'pending' then ${finishedAt}::timestamptz else finished_at end,
        lease_owner = null, lease_expires_at = null
      where id = ${a.deliveryId} and lease_owner = ${a.owner}
      returning status),
    a as (
      insert into webhook_attempts (delivery_id, attempt, attempted_at, duration_ms, status_code, error, response_excerpt)
      select ${a.deliveryId}, ${a.attempt}, ${a.at}::timestamptz, ${a.durationMs}, ${a.statusCode}::integer, ${a.error}, ${a.excerpt} from d),
    e as (
      update webhook_endpoints set
        consecutive_failures = case when ${a.ok}::boolean or consecutive_failures + 1 >= ${a.pause.afterFailures} then 0 else consecutive_failures + 1 end,
        paused_until = case when not ${a.ok}::boolean and consecutive_failures + 1 >= ${a.pause.afterFailures} then ${pauseUntil}::timestamptz else paused_until end
      where id = ${a.endpointId} and exists (select 1 from d) and (not ${a.ok}::boolean or consecutive_failures <> 0))
    select status from d`.execute(db);
  return (r.rows[0]?.status as 'delivered' | 'pending' | 'dead' | 'cancelled' | undefined) ?? 'lost';
}

/**
 * For resend-since: per event, the latest delivery to this endpoint that died at or after `since`, unless
 * the event has a pending delivery or was delivered at or after `since`.
 */
export async function deadSince(
  db: Executor,
  endpointId: string,
  since: Date,
): Promise<Array<{ id: string; event_id: string; topic: string }>> {
  const r = await sql<{ id: string; event_id: string; topic: string }>`
    select distinct on (d.event_id) d.id, d.event_id, d.topic from webhook_deliveries d
    where d.endpoint_id = ${endpointId} and d.status = 'dead' and d.finished_at >= ${since}
      and not exists (
        select 1 from webhook_deliveries x where x.endpoint_id = d.endpoint_id and x.event_id = d.event_id
          and (x.status = 'pending' or (x.status = 'delivered' and x.finished_at >= ${since})))
    order by d.event_id, d.finished_at desc`.execute(db);
  return r.rows;
}

/** Claims one pending delivery by id (the test route sends its ping at once). */
export async function claimDelivery(
  db: Executor,
  id: string,
  owner: string,
  now: Date,
  leaseSeconds: number,
): Promise<boolean> {
  const r = await db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: owner, lease_expires_at: new Date(now.getTime() + leaseSeconds * 1000) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', now)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function getDeliveryWithAttempts(db: Executor, tenantId: string, endpointId: string, id: string) {
  const d = await getDelivery(db, tenantId, endpointId, id);
  if (!d) return undefined;
  const attempts = (await db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', '=', id)
    .orderBy('attempt')
    .execute()) as AttemptRow[];
  return { ...d, attempts };
}
