// /v1/mailboxes: forwarding addresses and signed provider webhooks (mailboxes:manage, audited), and a
// mailbox's messages (jobs:read). The inbound secret is shown on creation and rotation only.
import { Type } from 'typebox';
import { emailRecord } from '../../email/record.ts';
import { notFound } from '../../errors.ts';
import { newId, randomToken } from '../../ids.ts';
import { writeAudit } from '../../audit.ts';
import { listMailboxEmails } from '../../store/emails.ts';
import { getMailbox, insertMailbox, listMailboxes, updateMailbox, type MailboxRow } from '../../store/mailboxes.ts';
import { requireCaller, type App, type AppDeps } from '../app.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { errorResponses } from '../schemas.ts';
import { EmailRecordSchema } from './emails.ts';

const Domain = Type.String({
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$',
  maxLength: 253,
});
const Domains = Type.Array(Domain, {
  maxItems: 50,
  description: 'envelope senders outside these domains (and their subdomains) are ignored; empty: anyone',
});

export const MailboxSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  forward_address: Type.String({ description: '<forward_token>@INBOUND_MAIL_DOMAIN' }),
  allowed_sender_domains: Type.Array(Type.String()),
  status: Type.String({ enum: ['active', 'paused'], description: "a paused mailbox's mail is tracked and `refused`" }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
const WithSecret = Type.Intersect([
  MailboxSchema,
  Type.Object({
    inbound_secret: Type.String({
      description: 'keys the signed webhook of POST /v1/intake/email; shown this once only',
    }),
  }),
]);
const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export function registerMailboxRoutes(app: App, deps: AppDeps): void {
  const tags = ['mailboxes'];
  const record = (m: MailboxRow) => ({
    id: m.id,
    name: m.name,
    forward_address: `${m.forward_token}@${deps.config.email.inboundMailDomain}`,
    allowed_sender_domains: m.allowed_sender_domains,
    status: m.status,
    created_at: new Date(m.created_at).toISOString(),
    updated_at: new Date(m.updated_at).toISOString(),
  });
  const newSecret = () => `mbsec_${randomToken(40)}`;
  const lower = (d: string[]) => [...new Set(d.map((x) => x.toLowerCase()))];

  app.post(
    '/v1/mailboxes',
    {
      schema: {
        operationId: 'createMailbox',
        description:
          'A mailbox gives the tenant a forwarding address (`<forward_token>@INBOUND_MAIL_DOMAIN`) and a secret for the signed email webhook; the secret is in this response only.',
        tags,
        summary: 'Create a mailbox: a forwarding address and a signed-webhook secret (returned once)',
        body: Type.Object(
          { name: Type.String({ minLength: 1, maxLength: 200 }), allowed_sender_domains: Type.Optional(Domains) },
          { additionalProperties: false },
        ),
        response: { 201: WithSecret, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      const now = deps.now();
      const m: Omit<MailboxRow, 'status'> = {
        id: newId('mbx'),
        tenant_id: caller.tenantId,
        name: request.body.name.trim(),
        forward_token: randomToken(24),
        inbound_secret: newSecret(),
        allowed_sender_domains: lower(request.body.allowed_sender_domains ?? []),
        created_at: now,
        updated_at: now,
      };
      await deps.store.db.transaction().execute(async (trx) => {
        await insertMailbox(trx, m);
        await writeAudit(trx, {
          caller,
          action: 'mailbox.created',
          targetType: 'mailbox',
          targetId: m.id,
          requestId: String(request.id),
          details: { name: m.name, allowed_sender_domains: m.allowed_sender_domains },
        });
      });
      return reply.status(201).send({ ...record({ ...m, status: 'active' }), inbound_secret: m.inbound_secret });
    },
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
    async (request) => ({
      items: (await listMailboxes(deps.store.db, requireCaller(request.caller).tenantId)).map(record),
    }),
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
    async (request) => {
      const m = await getMailbox(deps.store.db, requireCaller(request.caller).tenantId, request.params.id);
      if (!m) throw notFound('mailbox');
      return record(m);
    },
  );

  const change = async (
    request: { caller: unknown; id: unknown; params: { id: string } },
    action: string,
    patch: Parameters<typeof updateMailbox>[3],
    details: Record<string, unknown>,
  ) => {
    const caller = requireCaller(request.caller as never);
    return deps.store.db.transaction().execute(async (trx) => {
      const m = await updateMailbox(trx, caller.tenantId, request.params.id, patch, deps.now());
      if (!m) throw notFound('mailbox');
      await writeAudit(trx, {
        caller,
        action,
        targetType: 'mailbox',
        targetId: m.id,
        requestId: String(request.id),
        details,
      });
      return m;
    });
  };

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
    async (request) => {
      const b = request.body;
      const patch = {
        ...(b.name ? { name: b.name.trim() } : {}),
        ...(b.status ? { status: b.status } : {}),
        ...(b.allowed_sender_domains ? { allowed_sender_domains: lower(b.allowed_sender_domains) } : {}),
      };
      return record(await change(request, 'mailbox.updated', patch, patch));
    },
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
    async (request) => {
      const secret = newSecret();
      const m = await change(request, 'mailbox.secret_rotated', { inbound_secret: secret }, {});
      return { ...record(m), inbound_secret: secret };
    },
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
    async (request) => {
      const m = await change(request, 'mailbox.deleted', { status: 'deleted' }, {});
      return { id: m.id, deleted: true };
    },
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
      const caller = requireCaller(request.caller);
      const m = await getMailbox(deps.store.db, caller.tenantId, request.params.id);
      if (!m) throw notFound('mailbox');
      const limit = request.query.limit ?? 50;
      const rows = await listMailboxEmails(
        deps.store.db,
        caller.tenantId,
        m.id,
        limit + 1,
        request.query.cursor ? decodeCursor(request.query.cursor) : null,
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(emailRecord),
        next_cursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },
  );
}
