// The webhook resources: an endpoint (never its secret but once), its deliveries and their attempts.
import { Type } from 'typebox';

const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const EndpointSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  topics: Type.Array(Type.String(), {
    description: 'empty: every topic except the opt-in job.corrected and email.received',
  }),
  status: Type.String({
    enum: ['active', 'paused'],
    description: '`paused`: five failures in a row; deliveries wait until paused_until',
  }),
  paused_until: NullableTimestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const WithSecret = Type.Intersect([
  EndpointSchema,
  Type.Object({ secret: Type.String({ description: 'signing secret `whsec_…`; shown this once only' }) }),
]);

export const AttemptSchema = Type.Object({
  attempt: Type.Integer(),
  attempted_at: Timestamp,
  duration_ms: Type.Integer(),
  status_code: NullableInt,
  error: NullableString,
  response_excerpt: NullableString,
});
export const DeliverySchema = Type.Object({
  id: Type.String(),
  event_id: Type.String(),
  topic: Type.String(),
  status: Type.String({ enum: ['pending', 'delivered', 'dead', 'cancelled'] }),
  attempt_count: Type.Integer(),
  max_attempts: Type.Integer(),
  next_attempt_at: NullableTimestamp,
  created_at: Timestamp,
  finished_at: NullableTimestamp,
  resent_from: NullableString,
  attempts: Type.Array(AttemptSchema),
  last_response: Type.Union([AttemptSchema, Type.Null()]),
});

export const ResentDeliveries = Type.Object({
  resent: Type.Integer(),
  deliveries: Type.Array(
    Type.Object({ delivery_id: Type.String(), event_id: Type.String(), resent_from: Type.String() }),
  ),
});

/** A removed outbox target (a webhook endpoint, an integration) and how many of its deliveries were cancelled. */
export const removed = (id: string, cancelledDeliveries: number) => ({
  id,
  deleted: true,
  cancelled_deliveries: cancelledDeliveries,
});
export const RemovedTarget = Type.Object({
  id: Type.String(),
  deleted: Type.Boolean(),
  cancelled_deliveries: Type.Integer(),
});
