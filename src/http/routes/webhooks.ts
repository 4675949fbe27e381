// /v1/webhooks: register, list, ping, delivery history, resends, secret rotation, removal. All need
// webhooks:manage; another tenant's endpoint is 404.
import { Type } from 'typebox';
import { ApiError, notFound } from '../../errors.ts';
import { DeliveryWorker } from '../../events/delivery-worker.ts';
import {
  createEndpoint,
  createPing,
  endpointRecord,
  removeEndpoint,
  resendOne,
  resendSince,
  rotateEndpointSecret,
} from '../../events/endpoints.ts';
import { MAX_ATTEMPTS } from '../../events/schedule.ts';
import { WebhookSender, webhookNetFromConfig } from '../../events/sender.ts';
import { TOPICS } from '../../events/topics.ts';
import {
  getDeliveryWithAttempts,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  type AttemptRow,
  type DeliveryRow,
} from '../../store/webhooks.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';

const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const EndpointSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  topics: Type.Array(Type.String(), {
    description: 'empty: every topic except the opt-in job.corrected and email.received',
  }),
  status: Type.String({
    enum: ['active', 'paused'],
    description: '`paused`: five failures in a row; deliveries wait until paused_until',
  }),
  paused_until: NullableTimestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
});
const WithSecret = Type.Intersect([
  EndpointSchema,
  Type.Object({ secret: Type.String({ description: 'signing secret `whsec_…`; shown this once only' }) }),
]);

export const AttemptSchema = Type.Object({
  attempt: Type.Integer(),
  attempted_at: Timestamp,
  duration_ms: Type.Integer(),
  status_code: NullableInt,
  error: NullableString,
  response_excerpt: NullableString,
});
export const DeliverySchema = Type.Object({
  id: Type.String(),
  event_id: Type.String(),
  topic: Type.String(),
  status: Type.String({ enum: ['pending', 'delivered', 'dead', 'cancelled'] }),
  attempt_count: Type.Integer(),
  max_attempts: Type.Integer(),
  next_attempt_at: NullableTimestamp,
  created_at: Timestamp,
  finished_at: NullableTimestamp,
  resent_from: NullableString,
  attempts: Type.Array(AttemptSchema),
  last_response: Type.Union([AttemptSchema, Type.Null()]),
});

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const attemptRecord = (a: AttemptRow) => ({
  attempt: a.attempt,
  attempted_at: iso(a.attempted_at)!,
  duration_ms: a.duration_ms,
  status_code: a.status_code,
  error: a.error,
  response_excerpt: a.response_excerpt,
});
function deliveryRecord(d: DeliveryRow & { attempts: AttemptRow[] }) {
  const attempts = d.attempts.map(attemptRecord);
  return {
    id: d.id,
    event_id: d.event_id,
    topic: d.topic,
    status: d.status,
    attempt_count: d.attempt_count,
    max_attempts: MAX_ATTEMPTS,
    next_attempt_at: iso(d.next_attempt_at),
    created_at: iso(d.created_at)!,
    finished_at: iso(d.finished_at),
    resent_from: d.resent_from,
    attempts,
    last_response: attempts[attempts.length - 1] ?? null,
  };
}

const Id = Type.String({ maxLength: 64 });

export function registerWebhookRoutes(app: App, deps: AppDeps): void {
  const net = deps.webhookNet ?? webhookNetFromConfig(deps.config.webhooks);
  const sender = new WebhookSender(net);
  // Sends pings at once from the request; retries are left to the delivery worker's schedule.
  const pinger = new DeliveryWorker(
    { db: deps.store.db, sender, log: app.log as never, now: deps.now },
    { pollIntervalMs: 1000, batchSize: 1, leaseSeconds: Math.ceil(net.timeoutMs / 1000) + 50 },
  );
  app.addHook('onClose', () => sender.close());
  const ctx = (request: { caller: unknown; id: unknown }) => ({
    db: deps.store.db,
    caller: requireCaller(request.caller as never),
    now: deps.now(),
    requestId: String(request.id),
  });
  const tags = ['webhooks'];

  app.post(
    '/v1/webhooks',
    {
      schema: {
        operationId: 'createWebhookEndpoint',
        tags,
        summary: 'Register an endpoint; the signing secret is returned once',
        description:
          'The url must be https and resolve to public addresses. Topics: empty means every topic except the opt-in job.corrected and email.received.',
        body: Type.Object(
          {
            url: Type.String({ minLength: 1, maxLength: 2048 }),
            topics: Type.Optional(
              Type.Array(Type.String({ maxLength: 64, description: TOPICS.join(', ') }), {
                maxItems: TOPICS.length,
                description: 'absent or empty: every topic except the opt-in job.corrected and email.received',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 201: WithSecret, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createEndpoint(ctx(request), net, { url: request.body.url, topics: request.body.topics ?? [] })),
  );

  app.get(
    '/v1/webhooks',
    {
      schema: {
        operationId: 'listWebhookEndpoints',
        description: "The tenant's endpoints with their topics, state (`active` or `paused`) and failure count.",
        tags,
        summary: 'List endpoints (never their secrets)',
        response: { 200: Type.Object({ items: Type.Array(EndpointSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const c = ctx(request);
      return { items: (await listEndpoints(c.db, c.caller.tenantId)).map((e) => endpointRecord(e, c.now)) };
    },
  );

  app.post(
    '/v1/webhooks/:id/test',
    {
      schema: {
        operationId: 'testWebhookEndpoint',
        description:
          'Sends a signed `ping` event to the endpoint now and answers with the delivery, including what the endpoint answered.',
        tags,
        summary: 'Send a signed ping now; the answer is in the returned delivery',
        params: Type.Object({ id: Id }),
        response: { 200: DeliverySchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const c = ctx(request);
      const deliveryId = await createPing(c, request.params.id);
      await pinger.sendNow(deliveryId);
      return listOne(c.caller.tenantId, request.params.id, deliveryId);
    },
  );

  const listOne = async (tenantId: string, endpointId: string, deliveryId: string) => {
    const d = await getDeliveryWithAttempts(deps.store.db, tenantId, endpointId, deliveryId);
    if (!d) throw notFound('delivery');
    return deliveryRecord(d);
  };

  app.get(
    '/v1/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        description:
          "The endpoint's deliveries, newest first, in keyset pages; each with its attempts and the endpoint’s last answer.",
        tags,
        summary: 'Every delivery, newest first, with its status, attempts and the endpoint’s answers',
        params: Type.Object({ id: Id }),
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          cursor: Type.Optional(Type.String({ maxLength: 512 })),
        }),
        response: {
          200: Type.Object({ items: Type.Array(DeliverySchema), next_cursor: NullableString }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const c = ctx(request);
      if (!(await getEndpoint(c.db, c.caller.tenantId, request.params.id))) throw notFound('webhook');
      const limit = request.query.limit ?? 50;
      const rows = await listDeliveries(
        c.db,
        c.caller.tenantId,
        request.params.id,
        limit + 1,
        request.query.cursor ? decodeCursor(request.query.cursor) : null,
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(deliveryRecord),
        next_cursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },
  );

  app.post(
    '/v1/webhooks/:id/deliveries/:delivery_id/resend',
    {
      schema: {
        operationId: 'resendWebhookDelivery',
        description:
          'Queues the delivery’s event again as a new delivery (same event id, so a receiver that deduplicates sees it once).',
        tags,
        summary: 'Resend one delivery (dead, delivered or cancelled) as a new delivery; 409 while it is pending',
        params: Type.Object({ id: Id, delivery_id: Id }),
        response: { 202: DeliverySchema, ...errorResponses(401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const c = ctx(request);
      const id = await resendOne(c, request.params.id, request.params.delivery_id);
      return reply.status(202).send(await listOne(c.caller.tenantId, request.params.id, id));
    },
  );

  app.post(
    '/v1/webhooks/:id/deliveries/resend',
    {
      schema: {
        operationId: 'resendFailedWebhookDeliveries',
        description:
          'Replays the events whose deliveries to this endpoint died since a time, for a receiver that was down.',
        tags,
        summary:
          'Resend every event whose delivery died at or after `since`, once each, unless delivered or pending since',
        params: Type.Object({ id: Id }),
        querystring: Type.Object({ since: Type.String({ format: 'date-time' }) }),
        response: {
          202: Type.Object({
            resent: Type.Integer(),
            deliveries: Type.Array(
              Type.Object({ delivery_id: Type.String(), event_id: Type.String(), resent_from: Type.String() }),
            ),
          }),
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const deliveries = await resendSince(ctx(request), request.params.id, new Date(request.query.since));
      return reply.status(202).send({ resent: deliveries.length, deliveries });
    },
  );

  app.post(
    '/v1/webhooks/:id/rotate-secret',
    {
      schema: {
        operationId: 'rotateWebhookSecret',
        description: 'A new signing secret (`whsec_…`), shown once; attempts from now on are signed with it.',
        tags,
        summary: 'Replace the signing secret; the new one is returned once and signs every later attempt',
        params: Type.Object({ id: Id }),
        response: { 200: WithSecret, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => rotateEndpointSecret(ctx(request), request.params.id),
  );

  app.delete(
    '/v1/webhooks/:id',
    {
      schema: {
        operationId: 'deleteWebhookEndpoint',
        description: 'Removes the endpoint; pending deliveries are cancelled and nothing more is sent to it.',
        tags,
        summary: 'Remove the endpoint; its pending deliveries become cancelled',
        params: Type.Object({ id: Id }),
        response: {
          200: Type.Object({ id: Type.String(), deleted: Type.Boolean(), cancelled_deliveries: Type.Integer() }),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request) => ({
      id: request.params.id,
      deleted: true,
      cancelled_deliveries: await removeEndpoint(ctx(request), request.params.id),
    }),
  );
}
