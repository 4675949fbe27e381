// Connecting hosted mailboxes (gmail, m365): an authorization URL for a mailbox (mailboxes:manage,
// audited), the OAuth callback the provider sends the owner's browser to (authenticated by its
// single-use state), and a manual sync request. The grant is never in an answer.
import { Type } from 'typebox';
import { authorizeMailbox, completeMailboxAuthorization, requestMailboxSync } from '../../mailboxes/hosted.ts';
import { defaultNet } from '../../mailboxes/provider-http.ts';
import { AuthorizationSchema, AuthorizeBody, ConnectedSchema, SyncRequestedSchema } from '../../schemas/mailboxes.ts';
import { OAuthCallbackQuery } from '../../schemas/oauth.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export function registerHostedMailboxRoutes(app: App, deps: AppDeps): void {
  const tags = ['mailboxes'];
  const svc = {
    db: deps.store.db,
    config: deps.config,
    now: deps.now,
    net: deps.mailboxNet ?? defaultNet,
    syncRequested: () => deps.notifier.mailboxSyncRequested(),
  };

  app.post(
    '/v1/mailboxes/:id/authorize',
    {
      schema: {
        tags,
        operationId: 'authorizeMailbox',
        summary: 'An authorization URL that connects (or reconnects) a gmail or m365 mailbox',
        description:
          'The mailbox owner opens the URL, grants read access, and the provider sends the browser to ' +
          'GET /v1/mailboxes/oauth/callback. The URL is single use and expires after 15 minutes. 409 for a forward mailbox.',
        params: Params,
        body: AuthorizeBody,
        response: {
          200: AuthorizationSchema,
          ...errorResponses(401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) =>
      authorizeMailbox(
        svc,
        { caller: requireCaller(request.caller), requestId: String(request.id) },
        request.params.id,
        request.body?.login_hint,
      ),
  );

  app.get(
    '/v1/mailboxes/oauth/callback',
    {
      // the request line carries the authorization code and state: no info-level request logs here
      logLevel: 'warn',
      schema: {
        tags,
        operationId: 'completeMailboxAuthorization',
        summary: 'OAuth callback: the provider sends the mailbox owner here after consent',
        description:
          'Authenticated by `state` (single use, 15 minutes) rather than a key: the browser carries no credential. ' +
          'Exchanges the code, stores the grant sealed (AES-256-GCM), and answers the connected mailbox; ' +
          'its first sync follows. 401 unknown, used or expired state; 400 the owner declined or the code was refused; ' +
          '502 the provider could not be reached.',
        security: [],
        querystring: OAuthCallbackQuery,
        response: {
          200: ConnectedSchema,
          ...errorResponses(400, 401, 404, 422, 502, 503),
        },
      },
    },
    async (request) => completeMailboxAuthorization(svc, request.query, String(request.id)),
  );

  app.post(
    '/v1/mailboxes/:id/sync',
    {
      schema: {
        tags,
        operationId: 'requestMailboxSync',
        summary: 'Mark a connected mailbox for sync now (as a push would)',
        description:
          'Answers 202 at once; the scheduler reads every message added since the last sync. 409 unless connected.',
        params: Params,
        response: {
          202: SyncRequestedSchema,
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestMailboxSync(svc, requireCaller(request.caller).tenantId, request.params.id)),
  );
}
