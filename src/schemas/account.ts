// The account resources: an API key as listed (never the secret), as created (the key shown once) and the
// requests of /v1/api-keys, and an audit entry.
import { Type } from 'typebox';

/** The spec's Permissions table, exactly: a key's scopes are some of these. */
export const PERMISSIONS = [
  'jobs:write',
  'jobs:read',
  'jobs:delete',
  'underwriting:write',
  'webhooks:manage',
  'mailboxes:manage',
  'integrations:manage',
  'keys:manage',
  'settings:manage',
  'usage:read',
  'audit:read',
] as const;

/** How long a rotated key keeps working beside its replacement. */
export const DEFAULT_OVERLAP_SECONDS = 3600;
export const MAX_OVERLAP_SECONDS = 30 * 86_400;

const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const KeyRecordSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  prefix: Type.String({ description: 'the public start of the key, `pk_live_<prefix>`, to recognise it' }),
  scopes: Type.Array(Type.String()),
  status: Type.String({
    enum: ['active', 'rotated', 'revoked', 'expired'],
    description: '`rotated`: replaced, still valid until revoked_at',
  }),
  created_at: Timestamp,
  created_by: Type.Object({ type: Type.String(), id: Type.String() }),
  expires_at: NullableTimestamp,
  revoked_at: NullableTimestamp,
  last_used_at: NullableTimestamp,
  rotated_from: NullableString,
  replaced_by: NullableString,
});

export const NewKeySchema = Type.Intersect([
  KeyRecordSchema,
  Type.Object({ key: Type.String({ description: 'the key itself; shown this once only' }) }),
]);

export const CreateKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Optional(
      Type.Union([Type.Array(Type.String(), { maxItems: PERMISSIONS.length }), Type.String({ maxLength: 500 })], {
        description: 'permissions (array or space-separated); default `jobs:write jobs:read underwriting:write`',
      }),
    ),
    expires_at: Type.Optional(Timestamp),
    expires_in_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 * 366 * 86_400 })),
  },
  { additionalProperties: false },
);
export const KeyListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  cursor: Type.Optional(Type.String({ maxLength: 512 })),
});
export const KeyListSchema = Type.Object({ items: Type.Array(KeyRecordSchema), next_cursor: NullableString });
export const KeyId = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const RotateQuery = Type.Object({
  overlap_seconds: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MAX_OVERLAP_SECONDS, default: DEFAULT_OVERLAP_SECONDS }),
  ),
});
export const RotatedKeySchema = Type.Intersect([NewKeySchema, Type.Object({ previous_key: KeyRecordSchema })]);

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  actor: Type.Object({ type: Type.String({ description: '`api_key`, `person` or `operator`' }), id: Type.String() }),
  action: Type.String({ description: '`<target_type>.<verb>`, e.g. `api_key.created`' }),
  target: Type.Object({ type: Type.String(), id: NullableString }),
  request_id: NullableString,
  details: Type.Record(Type.String(), Type.Unknown()),
});
