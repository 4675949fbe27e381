// POST /v1/intake/gmail (a Pub/Sub push: OIDC bearer token) and POST /v1/intake/m365 (Graph change
// notifications: clientState). Both only mark the named mailboxes for sync and answer at once; the
// scheduler (src/mailboxes/scheduler.ts) reads the messages. Authentication runs before the body is
// judged, so a forged push learns nothing about the shapes.
import { Type } from 'typebox';
import { ApiError, invalidField } from '../../errors.ts';
import { clientStateMatches, gmailPushVerifier, readGmailPush } from '../../mailboxes/push.ts';
import { findByWatchId, requestSync } from '../../store/mailbox-connections.ts';
import type { App, AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

const MAX_NOTIFICATIONS = 1000;

export function registerMailboxPushRoutes(app: App, deps: AppDeps): void {
  const verifyGmail = gmailPushVerifier(deps.config.mailboxes.gmail, deps.now);

  app.post(
    '/v1/intake/gmail',
    {
      preValidation: async (request) => {
        const check = await verifyGmail(request.headers.authorization);
        if (!check.ok) throw new ApiError('unauthenticated', check.reason);
      },
      schema: {
        tags: ['email'],
        operationId: 'postGmailPush',
        summary: 'Gmail push (Pub/Sub push subscription): mark the mailbox for sync',
        description:
          "Auth: `Authorization: Bearer <OIDC token>` of the push subscription, verified against Google's JWKS, " +
          "issuer, GMAIL_PUSH_AUDIENCE, GMAIL_PUSH_SERVICE_ACCOUNT and expiry; 401 otherwise. The envelope's " +
          '`message.data` is base64 JSON `{emailAddress, historyId}`: every connected gmail mailbox of that address ' +
          'is marked for sync; 204 at once, before the sync (also for an address no mailbox has). 422 malformed push.',
        security: [],
        body: Type.Object({
          message: Type.Object({
            data: Type.String({ maxLength: 4096, description: 'base64 JSON {emailAddress, historyId}' }),
            messageId: Type.Optional(Type.String({ maxLength: 200 })),
            message_id: Type.Optional(Type.String({ maxLength: 200 })),
            publishTime: Type.Optional(Type.String({ maxLength: 64 })),
            attributes: Type.Optional(Type.Record(Type.String(), Type.String())),
          }),
          subscription: Type.Optional(Type.String({ maxLength: 512 })),
        }),
        response: { 204: Type.Null(), ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const push = readGmailPush(request.body);
      if (typeof push === 'string') throw invalidField(['body', 'message', 'data'], push, { input: null });
      const marked = await requestSync(deps.store.db, { provider: 'gmail', address: push.emailAddress });
      if (marked.length) deps.notifier.mailboxSyncRequested();
      request.log.info({ mailboxes: marked.length }, 'gmail push');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/intake/m365',
    {
      // Graph validates a subscription with an empty text/plain POST: answered here, before the body schema.
      preValidation: async (request, reply) => {
        const token = (request.query as { validationToken?: unknown }).validationToken;
        if (token === undefined) return;
        if (typeof token !== 'string' || token.length > 1024)
          throw invalidField(['query', 'validationToken'], 'at most 1024 characters', { input: null });
        return reply
          .status(200)
          .header('content-type', 'text/plain; charset=utf-8')
          .header('x-content-type-options', 'nosniff')
          .serializer((s: unknown) => String(s))
          .send(token);
      },
      schema: {
        tags: ['email'],
        operationId: 'postM365Notification',
        summary: 'Microsoft Graph change notifications (and subscription validation) of connected m365 mailboxes',
        description:
          'With `validationToken` (subscription validation) the token is echoed as text/plain with 200. Otherwise ' +
          'each notification must name a live subscription and carry its `clientState` (compared in constant ' +
          'time); matching mailboxes are marked for sync and the answer is 202 at once. 401 when no notification ' +
          'matches; 422 malformed.',
        security: [],
        querystring: Type.Object({ validationToken: Type.Optional(Type.String({ maxLength: 1024 })) }),
        body: Type.Optional(
          Type.Object({
            value: Type.Array(
              Type.Object({
                subscriptionId: Type.String({ maxLength: 200 }),
                clientState: Type.Optional(Type.String({ maxLength: 512 })),
                changeType: Type.Optional(Type.String({ maxLength: 64 })),
                resource: Type.Optional(Type.String({ maxLength: 2048 })),
              }),
              { maxItems: MAX_NOTIFICATIONS },
            ),
          }),
        ),
        response: {
          200: Type.String({ description: 'the validation token, as text/plain' }),
          202: Type.Null(),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!body || !Array.isArray(body.value) || body.value.length === 0)
        throw invalidField(['body', 'value'], 'notifications expected', { input: null });
      let matched = 0;
      for (const n of body.value) {
        const conn = await findByWatchId(deps.store.db, n.subscriptionId);
        // an unknown subscription and a wrong clientState are one refusal: ids cannot be probed
        if (!conn || !clientStateMatches(n.clientState, conn.client_state_hash)) continue;
        matched += (await requestSync(deps.store.db, { provider: 'm365', mailboxId: conn.mailbox_id })).length;
      }
      if (matched === 0)
        throw new ApiError('unauthenticated', 'no notification matches a subscription and its clientState');
      deps.notifier.mailboxSyncRequested();
      return reply.status(202).send(null);
    },
  );
}
