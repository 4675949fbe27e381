// Connecting hosted mailboxes (gmail, m365): an authorization URL for a mailbox (mailboxes:manage,
// audited), the OAuth callback the provider sends the owner's browser to (authenticated by its
// single-use state), and a manual sync request. The grant is never in an answer.
import { Type } from 'typebox';
import { writeAudit } from '../../audit.ts';
import { notFound, ApiError } from '../../errors.ts';
import { completeAuthorization, isHosted, startAuthorization } from '../../mailboxes/connect.ts';
import { defaultNet } from '../../mailboxes/provider-http.ts';
import { getMailbox } from '../../store/mailboxes.ts';
import { connectionsOf, requestSync } from '../../store/mailbox-connections.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import { connectionRecord } from '../../mailboxes/manage.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export function registerHostedMailboxRoutes(app: App, deps: AppDeps): void {
  const tags = ['mailboxes'];
  const connect = () => ({ db: deps.store.db, config: deps.config, now: deps.now, net: deps.mailboxNet ?? defaultNet });

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
        body: Type.Optional(
          Type.Object({ login_hint: Type.Optional(Type.String({ maxLength: 320 })) }, { additionalProperties: false }),
        ),
        response: {
          200: Type.Object({
            mailbox_id: Type.String(),
            kind: Type.String(),
            authorization_url: Type.String(),
            expires_at: Type.String({ format: 'date-time' }),
          }),
          ...errorResponses(401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const m = await getMailbox(deps.store.db, caller.tenantId, request.params.id);
      if (!m) throw notFound('mailbox');
      if (!isHosted(m.kind)) throw new ApiError('conflict', 'a forward mailbox has nothing to connect');
      const kind = m.kind;
      const a = await deps.store.db.transaction().execute(async (trx) => {
        const started = await startAuthorization(trx, connect(), {
          actor: caller,
          mailboxId: m.id,
          provider: kind,
          loginHint: request.body?.login_hint,
        });
        await writeAudit(trx, {
          caller,
          action: 'mailbox.authorization_started',
          targetType: 'mailbox',
          targetId: m.id,
          requestId: String(request.id),
          details: { provider: kind },
        });
        return started;
      });
      return { mailbox_id: m.id, kind, authorization_url: a.url, expires_at: a.expiresAt.toISOString() };
    },
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
        querystring: Type.Object({
          state: Type.String({ minLength: 1, maxLength: 200 }),
          code: Type.Optional(Type.String({ maxLength: 4096 })),
          error: Type.Optional(Type.String({ maxLength: 200 })),
          error_description: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: {
          200: Type.Object({
            mailbox_id: Type.String(),
            connection: Type.Unknown({ description: 'the connection as on the mailbox record' }),
          }),
          ...errorResponses(400, 401, 404, 422, 502, 503),
        },
      },
    },
    async (request) => {
      // the state was made by a mailboxes:manage caller with the module on (POST /v1/mailboxes, /authorize)
      const done = await completeAuthorization(connect(), request.query, String(request.id));
      const conn = (await connectionsOf(deps.store.db, done.tenantId, [done.mailboxId]))[0];
      deps.notifier.mailboxSyncRequested();
      return { mailbox_id: done.mailboxId, connection: connectionRecord(conn) };
    },
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
          202: Type.Object({ mailbox_id: Type.String(), sync_requested: Type.Boolean() }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      const m = await getMailbox(deps.store.db, caller.tenantId, request.params.id);
      if (!m) throw notFound('mailbox');
      if (!isHosted(m.kind)) throw new ApiError('conflict', 'a forward mailbox is not synced');
      const marked = await requestSync(deps.store.db, { provider: m.kind, mailboxId: m.id, tenantId: caller.tenantId });
      if (marked.length === 0) throw new ApiError('conflict', 'the mailbox is not connected: authorize it first');
      deps.notifier.mailboxSyncRequested();
      return reply.status(202).send({ mailbox_id: m.id, sync_requested: true });
    },
  );
}
