// Shared HTTP schemas: the error body, job envelope, JobAccepted, list page. Result shapes live in
// src/schemas/result.ts.
import { Type } from 'typebox';
import { IntakeSchema } from '../schemas/intake.ts';
import { JobStatusSchema } from '../schemas/job.ts';
import { ResultSchema } from '../schemas/result.ts';

export { IntakeFileSchema, IntakeSchema } from '../schemas/intake.ts';

export const ErrorBody = Type.Object(
  {
    error: Type.Object({ code: Type.String(), message: Type.String(), request_id: Type.String() }),
    detail: Type.Optional(
      Type.Array(
        Type.Object({
          loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
          msg: Type.String(),
          type: Type.String(),
          input: Type.Unknown(),
          ctx: Type.Record(Type.String(), Type.Unknown()),
        }),
      ),
    ),
  },
  { $id: 'ErrorBody' },
);

export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBody]));

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const JobEnvelope = Type.Object({
  job_id: Type.String(),
  status: JobStatusSchema,
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

export const WaitQuery = Type.Integer({
  minimum: 0,
  maximum: 3600,
  default: 0,
  description: 'seconds to hold the request for the result (capped at MAX_WAIT_SECONDS)',
});
