// Webhook endpoint operations behind the /v1/webhooks routes: register (secret shown once), rotate,
// remove (pending deliveries become `cancelled`), ping, and resends. Every change is audited in its own
// transaction.
import { eventOf } from './record.ts';
import { ApiError, invalidField, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import type { Caller } from '../identity/permissions.ts';
import { writeAudit } from '../audit.ts';
import type { Db } from '../store/db.ts';
import { insertEvent } from '../store/events.ts';
import {
  deadSince,
  deleteEndpoint,
  getDelivery,
  getDeliveryWithAttempts,
  getEndpoint,
  insertDeliveries,
  listDeliveries,
  insertEndpoint,
  setEndpointSecret,
  type AttemptRow,
  type DeliveryRow,
  type EndpointRow,
} from '../store/webhooks.ts';
import { checkWebhookTarget, UnsafeTargetError } from './safe-target.ts';
import type { WebhookNet } from './sender.ts';
import { newWebhookSecret } from './signature.ts';
import { isTopic, TOPICS } from './topics.ts';
import { MAX_ATTEMPTS } from './schedule.ts';

export interface WebhookCtx {
  db: Db;
  caller: Caller;
  now: Date;
  requestId: string;
}

const isoOrNull = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const attemptRecord = (a: AttemptRow) => ({
  attempt: a.attempt,
  attempted_at: isoOrNull(a.attempted_at)!,
  duration_ms: a.duration_ms,
  status_code: a.status_code,
  error: a.error,
  response_excerpt: a.response_excerpt,
});
export function deliveryRecord(d: DeliveryRow & { attempts: AttemptRow[] }) {
  const attempts = d.attempts.map(attemptRecord);
  return {
    id: d.id,
    event_id: d.event_id,
    topic: d.topic,
    status: d.status,
    attempt_count: d.attempt_count,
    max_attempts: MAX_ATTEMPTS,
    next_attempt_at: isoOrNull(d.next_attempt_at),
    created_at: isoOrNull(d.created_at)!,
    finished_at: isoOrNull(d.finished_at),
    resent_from: d.resent_from,
    attempts,
    last_response: attempts[attempts.length - 1] ?? null,
  };
}

/** One delivery of the endpoint, with its attempts; 404 when the tenant has no such delivery there. */
export async function deliveryOf(db: Db, tenantId: string, endpointId: string, deliveryId: string) {
  const d = await getDeliveryWithAttempts(db, tenantId, endpointId, deliveryId);
  if (!d) throw notFound('delivery');
  return deliveryRecord(d);
}

/** A page of the endpoint's deliveries, newest first (`after`: the last row of the page before). */
export async function deliveriesPage(
  db: Db,
  tenantId: string,
  endpointId: string,
  limit: number,
  after: [string, string] | null,
) {
  if (!(await getEndpoint(db, tenantId, endpointId))) throw notFound('webhook');
  const rows = await listDeliveries(db, tenantId, endpointId, limit + 1, after);
  const page = rows.slice(0, limit);
  return { items: page.map(deliveryRecord), next: rows.length > limit ? (page[page.length - 1] ?? null) : null };
}

export function endpointRecord(e: EndpointRow, now: Date) {
  const paused = e.paused_until !== null && new Date(e.paused_until) > now;
  return {
    id: e.id,
    url: e.url,
    topics: e.topics,
    status: paused ? ('paused' as const) : ('active' as const),
    paused_until: paused ? new Date(e.paused_until!).toISOString() : null,
    created_at: new Date(e.created_at).toISOString(),
    updated_at: new Date(e.updated_at).toISOString(),
  };
}

function invalid(field: string, msg: string, input: unknown): ApiError {
  return invalidField(['body', field], msg, { input });
}

/** Known topics, each once; an unknown one is a 422 naming it. */
export function validateTopics(topics: string[]): string[] {
  for (const [i, t] of topics.entries()) {
    if (!isTopic(t))
      throw invalidField(['body', 'topics', i], 'unknown topic', {
        type: 'enum',
        input: t,
        ctx: { allowed: [...TOPICS] },
        message: `topics: unknown topic "${t}" (known: ${TOPICS.join(', ')})`,
      });
  }
  return [...new Set(topics)];
}

const audit = (
  trx: Parameters<typeof writeAudit>[0],
  c: WebhookCtx,
  action: string,
  targetId: string,
  details: Record<string, unknown> = {},
) => writeAudit(trx, { caller: c.caller, action, targetType: 'webhook', targetId, requestId: c.requestId, details });

export async function createEndpoint(c: WebhookCtx, net: WebhookNet, input: { url: string; topics: string[] }) {
  const topics = validateTopics(input.topics);
  try {
    await checkWebhookTarget(input.url, net.resolve, net.allowLoopback);
  } catch (err) {
    if (err instanceof UnsafeTargetError) throw invalid('url', err.message, input.url);
    throw err;
  }
  const secret = newWebhookSecret();
  const row = await c.db.transaction().execute(async (trx) => {
    const r = await insertEndpoint(trx, {
      id: newId('whk'),
      tenantId: c.caller.tenantId,
      url: input.url,
      topics,
      secret,
      now: c.now,
    });
    await audit(trx, c, 'webhook.created', r.id, { url: r.url, topics });
    return r;
  });
  return { ...endpointRecord(row, c.now), secret };
}

export async function rotateEndpointSecret(c: WebhookCtx, id: string) {
  const secret = newWebhookSecret();
  const row = await c.db.transaction().execute(async (trx) => {
    const e = await getEndpoint(trx, c.caller.tenantId, id, true);
    if (!e) throw notFound('webhook');
    await setEndpointSecret(trx, id, secret, c.now);
    await audit(trx, c, 'webhook.secret_rotated', id);
    return { ...e, updated_at: c.now };
  });
  return { ...endpointRecord(row, c.now), secret };
}

export async function removeEndpoint(c: WebhookCtx, id: string): Promise<number> {
  return c.db.transaction().execute(async (trx) => {
    const e = await getEndpoint(trx, c.caller.tenantId, id, true);
    if (!e) throw notFound('webhook');
    const cancelled = await deleteEndpoint(trx, id, c.now);
    await audit(trx, c, 'webhook.deleted', id, { url: e.url, cancelled_deliveries: cancelled });
    return cancelled;
  });
}

/** Writes a `ping` event and one pending delivery of it to this endpoint only; returns the delivery id. */
export async function createPing(c: WebhookCtx, id: string): Promise<string> {
  return c.db.transaction().execute(async (trx) => {
    const e = await getEndpoint(trx, c.caller.tenantId, id, true);
    if (!e) throw notFound('webhook');
    const eventId = newId('evt');
    const payload = { webhook_id: id, url: e.url };
    await insertEvent(
      trx,
      eventOf({
        id: eventId,
        tenantId: c.caller.tenantId,
        topic: 'ping',
        resourceType: 'webhook',
        resourceId: id,
        payload,
        createdAt: c.now,
      }),
    );
    const [deliveryId] = await insertDeliveries(trx, [
      { id: newId('dlv'), tenantId: c.caller.tenantId, endpointId: id, eventId, topic: 'ping', at: c.now },
    ]);
    await audit(trx, c, 'webhook.tested', id, { event_id: eventId, delivery_id: deliveryId });
    return deliveryId!;
  });
}

/** Resends one delivery that is dead, delivered or cancelled: a new pending delivery of the same event. */
export async function resendOne(c: WebhookCtx, endpointId: string, deliveryId: string): Promise<string> {
  return c.db.transaction().execute(async (trx) => {
    const e = await getEndpoint(trx, c.caller.tenantId, endpointId, true);
    if (!e) throw notFound('webhook');
    const d = await getDelivery(trx, c.caller.tenantId, endpointId, deliveryId);
    if (!d) throw notFound('delivery');
    if (d.status === 'pending')
      throw new ApiError(
        'delivery_pending',
        'this delivery is still pending: it is retried on its schedule; resend it once it is delivered, dead or cancelled',
      );
    const [id] = await insertDeliveries(trx, [resendOf(c, endpointId, d)]);
    await audit(trx, c, 'webhook.delivery_resent', endpointId, {
      delivery_id: id,
      resent_from: d.id,
      event_id: d.event_id,
    });
    return id!;
  });
}

/** A new delivery of a delivered or dead one's event, to the same endpoint. */
function resendOf(c: WebhookCtx, endpointId: string, d: { id: string; event_id: string; topic: string }) {
  return {
    id: newId('dlv'),
    tenantId: c.caller.tenantId,
    endpointId,
    eventId: d.event_id,
    topic: d.topic,
    at: c.now,
    resentFrom: d.id,
  };
}

/** Resends every event whose delivery died at or after `since`, once each, unless delivered or pending since. */
export async function resendSince(
  c: WebhookCtx,
  endpointId: string,
  since: Date,
): Promise<Array<{ delivery_id: string; event_id: string; resent_from: string }>> {
  return c.db.transaction().execute(async (trx) => {
    const e = await getEndpoint(trx, c.caller.tenantId, endpointId, true); // one resend at a time per endpoint
    if (!e) throw notFound('webhook');
    const dead = await deadSince(trx, endpointId, since);
    const ids = await insertDeliveries(
      trx,
      dead.map((d) => resendOf(c, endpointId, d)),
    );
    const out = dead.map((d, i) => ({ delivery_id: ids[i]!, event_id: d.event_id, resent_from: d.id }));
    await audit(trx, c, 'webhook.deliveries_resent', endpointId, { since: since.toISOString(), count: out.length });
    return out;
  });
}
