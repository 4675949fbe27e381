// /v1/mailboxes: forwarding addresses and signed provider webhooks (mailboxes:manage, audited), and a
// mailbox's messages (jobs:read). The inbound secret is shown on creation and rotation only.
import { Type } from 'typebox';
import { emailRecord } from '../../email/record.ts';
import { notFound } from '../../errors.ts';
import { newId, randomToken } from '../../ids.ts';
import { writeAudit } from '../../audit.ts';
import { listMailboxEmails } from '../../store/emails.ts';
import { getMailbox, insertMailbox, listMailboxes, updateMailbox, type MailboxRow } from '../../store/mailboxes.ts';
import { connectionsOf, eraseGrant, insertConnection, type ConnectionRow } from '../../store/mailbox-connections.ts';
import { isHosted, startAuthorization } from '../../mailboxes/connect.ts';
import { defaultNet } from '../../mailboxes/provider-http.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
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

const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A hosted mailbox's connection; never the grant. */
const ConnectionSchema = Type.Object({
  status: Type.String({
    enum: ['pending', 'connected', 'disconnected'],
    description: 'pending: awaiting the OAuth callback; disconnected: the grant was revoked (authorize again)',
  }),
  address: NullableString,
  connected_at: NullableTime,
  disconnected_at: NullableTime,
  disconnect_reason: Type.Union([Type.String({ description: 'grant_revoked, mailbox_deleted' }), Type.Null()]),
  last_synced_at: NullableTime,
  last_error: Type.Union([
    Type.String({ description: 'the last sync problem (provider error, skipped messages)' }),
    Type.Null(),
  ]),
  watch_expires_at: Type.Union([
    Type.String({ format: 'date-time', description: 'the Gmail watch or Graph subscription; renewed before it ends' }),
    Type.Null(),
  ]),
});

export const MailboxSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.String({
    enum: ['forward', 'gmail', 'm365'],
    description:
      'forward: forwarding address and signed webhook only; gmail / m365: a connected hosted mailbox, synced',
  }),
  connection: Type.Union([ConnectionSchema, Type.Null()], { description: 'null for kind forward' }),
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
const Created = Type.Intersect([
  WithSecret,
  Type.Object({
    authorization_url: Type.Optional(
      Type.String({ description: 'gmail / m365: send the mailbox owner here to grant read access (single use)' }),
    ),
    authorization_expires_at: Type.Optional(Type.String({ format: 'date-time' })),
  }),
]);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
export const connectionRecord = (c: ConnectionRow | undefined) =>
  c
    ? {
        status: c.status,
        address: c.address,
        connected_at: iso(c.connected_at),
        disconnected_at: iso(c.disconnected_at),
        disconnect_reason: c.disconnect_reason,
        last_synced_at: iso(c.last_synced_at),
        last_error: c.last_error,
        watch_expires_at: iso(c.watch_expires_at),
      }
    : null;
const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });

export function registerMailboxRoutes(app: App, deps: AppDeps): void {
  const tags = ['mailboxes'];
  const record = (m: MailboxRow, c?: ConnectionRow) => ({
    id: m.id,
    name: m.name,
    kind: m.kind,
    connection: isHosted(m.kind) ? connectionRecord(c) : null,
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
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      const now = deps.now();
      const kind = request.body.kind ?? 'forward';
      const m: Omit<MailboxRow, 'status'> = {
        id: newId('mbx'),
        tenant_id: caller.tenantId,
        kind,
        name: request.body.name.trim(),
        forward_token: randomToken(24),
        inbound_secret: newSecret(),
        allowed_sender_domains: lower(request.body.allowed_sender_domains ?? []),
        created_at: now,
        updated_at: now,
      };
      const authorization = await deps.store.db.transaction().execute(async (trx) => {
        await insertMailbox(trx, m);
        await writeAudit(trx, {
          caller,
          action: 'mailbox.created',
          targetType: 'mailbox',
          targetId: m.id,
          requestId: String(request.id),
          details: { name: m.name, kind, allowed_sender_domains: m.allowed_sender_domains },
        });
        if (!isHosted(kind)) return null;
        await insertConnection(trx, { mailboxId: m.id, tenantId: caller.tenantId, provider: kind, at: now });
        const connect = { db: deps.store.db, config: deps.config, now: deps.now, net: defaultNet };
        return startAuthorization(trx as never, connect, {
          actor: caller,
          mailboxId: m.id,
          provider: kind,
          loginHint: request.body.login_hint,
        });
      });
      const conn = isHosted(kind) ? (await connectionsOf(deps.store.db, caller.tenantId, [m.id]))[0] : undefined;
      return reply.status(201).send({
        ...record({ ...m, status: 'active' }, conn),
        inbound_secret: m.inbound_secret,
        ...(authorization
          ? { authorization_url: authorization.url, authorization_expires_at: authorization.expiresAt.toISOString() }
          : {}),
      });
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
    async (request) => {
      const tenantId = requireCaller(request.caller).tenantId;
      const rows = await listMailboxes(deps.store.db, tenantId);
      const conns = await connectionsOf(
        deps.store.db,
        tenantId,
        rows.filter((m) => isHosted(m.kind)).map((m) => m.id),
      );
      return {
        items: rows.map((m) =>
          record(
            m,
            conns.find((c) => c.mailbox_id === m.id),
          ),
        ),
      };
    },
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
      const tenantId = requireCaller(request.caller).tenantId;
      const m = await getMailbox(deps.store.db, tenantId, request.params.id);
      if (!m) throw notFound('mailbox');
      return record(m, (await connectionsOf(deps.store.db, tenantId, [m.id]))[0]);
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
      // a deleted mailbox keeps no grant
      if (patch.status === 'deleted') await eraseGrant(trx, m.id, deps.now());
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
      const m = await change(request, 'mailbox.updated', patch, patch);
      return record(m, (await connectionsOf(deps.store.db, m.tenant_id, [m.id]))[0]);
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
      return { ...record(m, (await connectionsOf(deps.store.db, m.tenant_id, [m.id]))[0]), inbound_secret: secret };
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
