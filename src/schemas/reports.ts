// The usage and quality report (GET /v1/reports/usage; docs/admin.md): one row per UTC day or month.
import { Type, type Static } from 'typebox';

const Share = Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]);
const Seconds = Type.Union([Type.Number(), Type.Null()]);

export const ReportPeriodSchema = Type.Object({
  period: Type.String({ description: '`YYYY-MM-DD` (day) or `YYYY-MM` (month), UTC' }),
  jobs: Type.Object({
    finished: Type.Integer(),
    completed: Type.Integer(),
    review_required: Type.Integer(),
    failed: Type.Integer(),
  }),
  pages: Type.Integer({ description: 'pages of the files of the finished jobs' }),
  statements: Type.Object({
    verified: Type.Integer({ description: 'gate status `accepted`' }),
    review: Type.Integer(),
    top_review_reasons: Type.Array(Type.Object({ code: Type.String(), jobs: Type.Integer() }), {
      description: 'the review reasons of jobs that ended review_required, by code, most frequent first (at most 5)',
    }),
  }),
  model: Type.Object({
    calls: Type.Integer(),
    paid_calls: Type.Integer(),
    replayed_calls: Type.Integer(),
    failed_calls: Type.Integer(),
    prompt_tokens: Type.Integer(),
    cached_prompt_tokens: Type.Integer(),
    completion_tokens: Type.Integer(),
    reasoning_tokens: Type.Integer(),
    cost_usd: Type.String({ description: 'decimal string' }),
  }),
  quality: Type.Object({
    verified_share: Type.Union([Share], { description: 'statements verified / statements; null: none' }),
    corrected_row_share: Type.Union([Share], {
      description: 'transaction rows with a correction in force / transaction rows; null: no rows',
    }),
    time_to_finish_p50_seconds: Seconds,
    time_to_finish_p90_seconds: Seconds,
  }),
});
export type ReportPeriod = Static<typeof ReportPeriodSchema>;

export const ReportSchema = Type.Object({
  period: Type.String({ enum: ['day', 'month'] }),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date', description: 'exclusive' }),
  items: Type.Array(ReportPeriodSchema, { description: 'newest period first; periods with no activity are left out' }),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type Report = Static<typeof ReportSchema>;

export const ReportQuerySchema = Type.Object({
  period: Type.Optional(Type.String({ enum: ['day', 'month'], default: 'day' })),
  from: Type.Optional(
    Type.String({ format: 'date', description: 'first day (UTC); default: 30 days or 12 months back' }),
  ),
  to: Type.Optional(Type.String({ format: 'date', description: 'day after the last (exclusive); default: tomorrow' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 31 })),
  cursor: Type.Optional(Type.String({ maxLength: 512 })),
  format: Type.Optional(Type.String({ enum: ['json', 'csv'], default: 'json' })),
});
