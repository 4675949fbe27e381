// The mailbox resources: a mailbox (never its secret), its hosted connection (never the grant), and the
// answers that show the inbound secret once.
import { Type } from 'typebox';

const Domain = Type.String({
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$',
  maxLength: 253,
});
export const Domains = Type.Array(Domain, {
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
export const WithSecret = Type.Intersect([
  MailboxSchema,
  Type.Object({
    inbound_secret: Type.String({
      description: 'keys the signed webhook of POST /v1/intake/email; shown this once only',
    }),
  }),
]);
export const Created = Type.Intersect([
  WithSecret,
  Type.Object({
    authorization_url: Type.Optional(
      Type.String({ description: 'gmail / m365: send the mailbox owner here to grant read access (single use)' }),
    ),
    authorization_expires_at: Type.Optional(Type.String({ format: 'date-time' })),
  }),
]);

/** POST /v1/mailboxes/{id}/authorize */
export const AuthorizeBody = Type.Optional(
  Type.Object({ login_hint: Type.Optional(Type.String({ maxLength: 320 })) }, { additionalProperties: false }),
);
export const AuthorizationSchema = Type.Object({
  mailbox_id: Type.String(),
  kind: Type.String(),
  authorization_url: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
});
/** The OAuth callback's answer: the connected mailbox's connection. */
export const ConnectedSchema = Type.Object({
  mailbox_id: Type.String(),
  connection: Type.Unknown({ description: 'the connection as on the mailbox record' }),
});
export const SyncRequestedSchema = Type.Object({ mailbox_id: Type.String(), sync_requested: Type.Boolean() });
