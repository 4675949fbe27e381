// /v1/mailboxes: forwarding addresses and signed provider webhooks (mailboxes:manage, audited), and a
// mailbox's messages (jobs:read). The inbound secret is shown on creation and rotation only.
import { Type } from 'typebox';
import {
  createMailbox,
  deleteMailbox,
  mailboxMessages,
  mailboxRecordOf,
  mailboxRecords,
  rotateMailboxSecret,
  updateMailboxFields,
  type Actor,
} from '../../mailboxes/manage.ts';
import { EmailRecordSchema } from '../../schemas/email.ts';
import { Created, Domains, MailboxSchema, WithSecret } from '../../schemas/mailboxes.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { errorResponses } from '../schemas.ts';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export function registerMailboxRoutes(app: App, deps: AppDeps): void {
  const tags = ['mailboxes'];
  const svc = { db: deps.store.db, config: deps.config, now: deps.now };
  const actor = (request: { caller: Parameters<typeof requireCaller>[0]; id: unknown }): Actor => ({
    caller: requireCaller(request.caller),
    requestId: String(request.id),
  });

  app.post(
    '/v1/mailboxes',
    {
      schema: {
        tags,
        operationId: 'createMailbox',
        summary: 'Create a mailbox: a forwarding address and a signed-webhook secret (returned once)',
        description:
          'A mailbox gives the tenant a forwarding address (`<forward_token>@INBOUND_MAIL_DOMAIN`) and a secret for ' +
          'the signed email webhook; the secret is in this response only. kind gmail or m365 also answers the ' +
          'authorization URL the mailbox owner opens to connect it; the grant is kept sealed and never returned. ' +
          '503 when that provider is not configured. See docs/email.md.',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 200 }),
            allowed_sender_domains: Type.Optional(Domains),
            kind: Type.Optional(Type.String({ enum: ['forward', 'gmail', 'm365'], default: 'forward' })),
            login_hint: Type.Optional(
              Type.String({ maxLength: 320, description: 'gmail / m365: the account to suggest' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 201: Created, ...errorResponses(401, 403, 422, 429, 503) },
      },
    },
    async (request, reply) => reply.status(201).send(await createMailbox(svc, actor(request), request.body)),
  );

  app.get(
    '/v1/mailboxes',
    {
      schema: {
        operationId: 'listMailboxes',
        description: "The tenant's mailboxes with their forwarding addresses and state.",
        tags,
        summary: 'List mailboxes (never their secrets)',
        response: { 200: Type.Object({ items: Type.Array(MailboxSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await mailboxRecords(svc, requireCaller(request.caller).tenantId) }),
  );

  app.get(
    '/v1/mailboxes/:id',
    {
      schema: {
        operationId: 'getMailbox',
        description: 'One mailbox; never its secret.',
        tags,
        summary: 'One mailbox (never its secret)',
        params: Params,
        response: { 200: MailboxSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => mailboxRecordOf(svc, requireCaller(request.caller).tenantId, request.params.id),
  );

  app.patch(
    '/v1/mailboxes/:id',
    {
      schema: {
        operationId: 'updateMailbox',
        description:
          'Changes the name, the paused state or the allowed sender domains; fields not sent keep their value.',
        tags,
        summary: 'Rename, pause or resume a mailbox, or change its allowed sender domains',
        params: Params,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            status: Type.Optional(Type.String({ enum: ['active', 'paused'] })),
            allowed_sender_domains: Type.Optional(Domains),
          },
          { additionalProperties: false },
        ),
        response: { 200: MailboxSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateMailboxFields(svc, actor(request), request.params.id, request.body),
  );

  app.post(
    '/v1/mailboxes/:id/rotate-secret',
    {
      schema: {
        operationId: 'rotateMailboxSecret',
        description: 'A new secret for the signed email webhook, shown once; the old one is refused from now on.',
        tags,
        summary: 'New inbound secret for the signed webhook; the old one stops at once',
        params: Params,
        response: { 200: WithSecret, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateMailboxSecret(svc, actor(request), request.params.id),
  );

  app.delete(
    '/v1/mailboxes/:id',
    {
      schema: {
        operationId: 'deleteMailbox',
        description: 'The forwarding address stops taking mail; emails already received and their jobs stay.',
        tags,
        summary: 'Remove a mailbox: its forwarding address answers 404 from now on; its emails stay',
        params: Params,
        response: {
          200: Type.Object({ id: Type.String(), deleted: Type.Boolean() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => deleteMailbox(svc, actor(request), request.params.id),
  );

  app.get(
    '/v1/mailboxes/:id/messages',
    {
      schema: {
        operationId: 'listMailboxEmails',
        description: 'Emails received at this mailbox, newest first, in keyset pages.',
        tags,
        summary: "The mailbox's emails, newest first",
        params: Params,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          cursor: Type.Optional(Type.String({ maxLength: 512 })),
        }),
        response: {
          200: Type.Object({
            items: Type.Array(EmailRecordSchema),
            next_cursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { cursor, limit = 50 } = request.query;
      const tenantId = requireCaller(request.caller).tenantId;
      const page = await mailboxMessages(svc, tenantId, request.params.id, limit, cursor ? decodeCursor(cursor) : null);
      return { items: page.items, next_cursor: page.next ? encodeCursor(page.next.created_at, page.next.id) : null };
    },
  );
}
