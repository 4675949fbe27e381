// /v1/integrations: install, list, get, update, remove, connect (a fresh authorize_url) and the OAuth
// callback. All but the callback need integrations:manage; another tenant's integration is 404. Records
// never carry secrets (has_secrets). docs/admin.md.
import { Type } from 'typebox';
import { RemovedTarget, removed } from '../../schemas/webhooks.ts';
import { completeAuthorization } from '../../admin/integrations/connect.ts';
import {
  changeIntegration,
  connectIntegration,
  deleteIntegration,
  installIntegration,
  integrationRecordOf,
  listIntegrationRecords,
} from '../../admin/integrations/service.ts';
import { WebhookSender, webhookNetFromConfig } from '../../events/sender.ts';
import { IntegrationSchema, InstallIntegrationSchema, UpdateIntegrationSchema } from '../../schemas/integrations.ts';
import { OAuthCallbackQuery } from '../../schemas/oauth.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export function registerIntegrationRoutes(app: App, deps: AppDeps): void {
  const net = deps.webhookNet ?? webhookNetFromConfig(deps.config.webhooks);
  // the callback's token exchange leaves through the same SSRF-safe client as webhooks
  const sender = new WebhookSender(net);
  app.addHook('onClose', () => sender.close());
  const intDeps = () => ({
    db: deps.store.db,
    config: deps.config,
    now: deps.now,
    net: { fetch: sender.fetch, timeoutMs: net.timeoutMs },
  });
  const ctx = (request: { caller: unknown; id: unknown }) => ({
    db: deps.store.db,
    actor: requireCaller(request.caller as never),
    requestId: String(request.id),
  });
  const tags = ['integrations'];

  app.post(
    '/v1/integrations',
    {
      schema: {
        operationId: 'installIntegration',
        tags,
        summary: 'Install a CRM (hubspot) or chat (slack) integration; answers its authorize_url',
        description:
          'The integration starts `pending`; the owner opens `authorize_url` (single use, 15 minutes) and the provider sends the browser to the OAuth callback, which stores the grant sealed and makes it `connected`. 503 when the provider is not configured on this service. Audited.',
        body: InstallIntegrationSchema,
        response: { 201: IntegrationSchema, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request, reply) => reply.status(201).send(await installIntegration(ctx(request), intDeps(), request.body)),
  );

  app.get(
    '/v1/integrations',
    {
      schema: {
        operationId: 'listIntegrations',
        tags,
        summary: "The tenant's integrations (never their secrets)",
        description: 'Oldest first, with status, last_ok_at and last_error.',
        response: { 200: Type.Object({ items: Type.Array(IntegrationSchema) }), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ items: await listIntegrationRecords(deps.store.db, ctx(request).actor.tenantId) }),
  );

  app.get(
    '/v1/integrations/:id',
    {
      schema: {
        operationId: 'getIntegration',
        tags,
        summary: 'One integration (never its secrets)',
        description: 'status (`pending`, `connected`, `error`), has_secrets, last_ok_at, last_error.',
        params: Params,
        response: { 200: IntegrationSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => integrationRecordOf(deps.store.db, ctx(request).actor.tenantId, request.params.id),
  );

  app.patch(
    '/v1/integrations/:id',
    {
      schema: {
        operationId: 'updateIntegration',
        tags,
        summary: 'Change the name, config or events of an integration',
        description: 'Events apply to events written from now on. Audited.',
        params: Params,
        body: UpdateIntegrationSchema,
        response: { 200: IntegrationSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => changeIntegration(ctx(request), deps.now(), request.params.id, request.body),
  );

  app.delete(
    '/v1/integrations/:id',
    {
      schema: {
        operationId: 'removeIntegration',
        tags,
        summary: 'Remove an integration; its grant is dropped and pending deliveries cancelled',
        description: 'Audited.',
        params: Params,
        response: { 200: RemovedTarget, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => removed(request.params.id, await deleteIntegration(ctx(request), deps.now(), request.params.id)),
  );

  app.post(
    '/v1/integrations/:id/connect',
    {
      schema: {
        operationId: 'connectIntegration',
        tags,
        summary: 'A new authorize_url, to (re)connect an OAuth integration',
        description:
          'The record with a fresh `authorize_url` (single use, 15 minutes); the status changes when the callback completes. Audited.',
        params: Params,
        response: { 200: IntegrationSchema, ...errorResponses(401, 403, 404, 429, 503) },
      },
    },
    async (request) => connectIntegration(ctx(request), intDeps(), request.params.id),
  );

  app.get(
    '/v1/integrations/oauth/callback',
    {
      // the request line carries the authorization code and state: no info-level request logs here
      logLevel: 'warn',
      schema: {
        operationId: 'completeIntegrationAuthorization',
        tags,
        summary: 'OAuth callback: the provider sends the owner here after consent',
        description:
          'Authenticated by `state` (single use, 15 minutes) rather than a key. Exchanges the code, stores the grant sealed (AES-256-GCM) and answers the connected integration. 401 unknown, used or expired state; 400 declined or refused code; 502 the provider could not be reached.',
        security: [],
        querystring: OAuthCallbackQuery,
        response: { 200: IntegrationSchema, ...errorResponses(400, 401, 404, 422, 502, 503) },
      },
    },
    async (request) => {
      const done = await completeAuthorization(intDeps(), request.query, String(request.id));
      return integrationRecordOf(deps.store.db, done.tenantId, done.integrationId);
    },
  );
}
