// The account resources: an API key as listed (never the secret) and as created (the key shown once), and
// an audit entry.
import { Type } from 'typebox';

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

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  actor: Type.Object({ type: Type.String({ description: '`api_key`, `person` or `operator`' }), id: Type.String() }),
  action: Type.String({ description: '`<target_type>.<verb>`, e.g. `api_key.created`' }),
  target: Type.Object({ type: Type.String(), id: NullableString }),
  request_id: NullableString,
  details: Type.Record(Type.String(), Type.Unknown()),
});
