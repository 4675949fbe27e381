// Integration records and requests (docs/admin.md). A record never carries a secret: `has_secrets` says
// whether a grant is stored.
import { Type } from 'typebox';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const IntegrationSchema = Type.Object({
  id: Type.String(),
  type: Type.String({ enum: ['hubspot', 'slack'] }),
  kind: Type.String({ enum: ['crm', 'chat'] }),
  name: Type.String(),
  config: Type.Record(Type.String(), Type.Unknown()),
  events: Type.Array(Type.String()),
  status: Type.String({
    enum: ['pending', 'connected', 'error'],
    description: '`pending`: installed, not yet authorized; `error`: the provider refused the grant, connect again',
  }),
  has_secrets: Type.Boolean({ description: 'an OAuth grant is stored (sealed); never shown' }),
  last_ok_at: Nullable(Timestamp),
  last_error: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
  authorize_url: Type.Optional(
    Type.String({ description: 'the provider consent page; single use, 15 minutes; on install and connect only' }),
  ),
});

const Events = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 8, uniqueItems: true });
const Config = Type.Record(Type.String(), Type.Unknown(), {
  description: 'hubspot: id_property (default packet_parser_job_id), pipeline, dealstage; slack: channel (required)',
});

export const InstallIntegrationSchema = Type.Object(
  {
    type: Type.String({ enum: ['hubspot', 'slack'] }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    config: Type.Optional(Config),
    events: Type.Optional(Events),
  },
  { additionalProperties: false },
);

export const UpdateIntegrationSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    config: Type.Optional(Config),
    events: Type.Optional(Events),
  },
  { additionalProperties: false, description: 'fields not given keep their value' },
);
