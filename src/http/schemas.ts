// Shared HTTP schemas: the error body, job envelope, JobAccepted, list page. Result shapes live in
// src/schemas/result.ts.
import { Type } from 'typebox';
import { ResultSchema } from '../schemas/result.ts';

export const ErrorBody = Type.Object(
  {
    error: Type.Object({ code: Type.String(), message: Type.String(), request_id: Type.String() }),
    detail: Type.Optional(
      Type.Array(Type.Object({ loc: Type.Array(Type.Union([Type.String(), Type.Integer()])), msg: Type.String(), type: Type.String(), input: Type.Unknown(), ctx: Type.Record(Type.String(), Type.Unknown()) })),
    ),
  },
  { $id: 'ErrorBody' },
);

export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBody]));

export const IntakeFileSchema = Type.Object({
  position: Type.Integer(),
  filename: Type.String(),
  content_type: Type.String(),
  sha256: Type.String(),
  bytes: Type.Integer(),
  from_email: Type.Boolean(),
});

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const IntakeSchema = Type.Object(
  {
    source: Type.String(),
    received_at: Type.String({ format: 'date-time' }),
    broker_email: NullableString,
    contact_email: NullableString,
    business_name: NullableString,
    business_ein: NullableString,
    external_business_id: NullableString,
    end_user_id: NullableString,
    requested_advance_amount: NullableString,
    document_types: Type.Union([Type.Array(Type.String()), Type.Null()]),
    email: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    files: Type.Array(IntakeFileSchema),
  },
  { additionalProperties: true },
);

export const JobEnvelope = Type.Object({
  job_id: Type.String(),
  status: Type.String({ enum: ['queued', 'running', 'completed', 'review_required', 'failed'] }),
  source: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  intake: IntakeSchema,
  error: NullableString,
  result: Type.Union([ResultSchema, Type.Null()]),
  superseded_by: NullableString,
});

export const JobAccepted = Type.Object({
  job_id: Type.String(),
  status: Type.String(),
  status_url: Type.String(),
  created: Type.Boolean(),
});

export const JobListItem = Type.Object({
  job_id: Type.String(),
  status: Type.String(),
  source: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  error: NullableString,
  business_name: NullableString,
  file_count: Type.Integer(),
  status_url: Type.String(),
  superseded_by: NullableString,
});

export const WaitQuery = Type.Integer({ minimum: 0, maximum: 3600, default: 0, description: 'seconds to hold the request for the result (capped at MAX_WAIT_SECONDS)' });
