// /v1/webhooks: register, list, ping, delivery history, resends, secret rotation, removal. All need
// webhooks:manage; another tenant's endpoint is 404.
import { Type } from 'typebox';
import { DeliveryWorker } from '../../events/delivery-worker.ts';
import {
  createEndpoint,
  createPing,
  deliveriesPage,
  deliveryOf,
  endpointRecord,
  removeEndpoint,
  resendOne,
  resendSince,
  rotateEndpointSecret,
} from '../../events/endpoints.ts';
import { WebhookSender, webhookNetFromConfig } from '../../events/sender.ts';
import { TOPICS } from '../../events/topics.ts';
import { listEndpoints } from '../../store/webhooks.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import {
  DeliverySchema,
  EndpointSchema,
  RemovedTarget,
  removed,
  ResentDeliveries,
  WithSecret,
} from '../../schemas/webhooks.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';

const Id = Type.String({ maxLength: 64 });
const NullableString = Type.Union([Type.String(), Type.Null()]);

const CreateEndpointBody = Type.Object(
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
);

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
        body: CreateEndpointBody,
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
      return deliveryOf(c.db, c.caller.tenantId, request.params.id, deliveryId);
    },
  );

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
      const { limit = 50, cursor } = request.query;
      const after = cursor ? decodeCursor(cursor) : null;
      const page = await deliveriesPage(c.db, c.caller.tenantId, request.params.id, limit, after);
      return { items: page.items, next_cursor: page.next ? encodeCursor(page.next.created_at, page.next.id) : null };
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
      return reply.status(202).send(await deliveryOf(c.db, c.caller.tenantId, request.params.id, id));
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
          202: ResentDeliveries,
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
        response: { 200: RemovedTarget, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => removed(request.params.id, await removeEndpoint(ctx(request), request.params.id)),
  );
}
