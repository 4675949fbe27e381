// The spec's Corrections record and summary (spec: Corrections), shared by the corrections room, the
// job.corrected event and the Result's `corrections`. What a change may hold is src/corrections/change.ts.
import { Type, type Static } from 'typebox';

const Actor = Type.Object({ type: Type.String(), id: Type.String() });
export const CorrectionRecordSchema = Type.Object({
  id: Type.String(),
  change: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String({ format: 'date-time' }),
  created_by: Actor,
  reverted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  reverted_by: Type.Union([Actor, Type.Null()]),
  revert_reason: Type.Union([Type.String(), Type.Null()]),
});
export type CorrectionRecord = Static<typeof CorrectionRecordSchema>;

export const CorrectionsSummarySchema = Type.Object({
  active: Type.Integer(),
  reverted: Type.Integer(),
  last_changed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  correction_ids: Type.Array(Type.String()),
  transactions: Type.Array(Type.Object({ document_id: Type.String(), index: Type.Integer() })),
  positions: Type.Array(Type.String()),
  months: Type.Array(Type.String()),
  underwriting: Type.Record(Type.String(), Type.Unknown()),
  unapplied_correction_ids: Type.Array(Type.String(), {
    description: 'active corrections whose target no longer exists (a position re-detected under another id)',
  }),
});
export type CorrectionsSummary = Static<typeof CorrectionsSummarySchema>;

/** GET /v1/jobs/{job_id}/corrections */
export const CorrectionListSchema = Type.Object({
  job_id: Type.String(),
  corrections: Type.Array(CorrectionRecordSchema),
  summary: CorrectionsSummarySchema,
});
/** A correction made or reverted, and the summary after it. */
export const CorrectionChangedSchema = Type.Object({
  correction: CorrectionRecordSchema,
  summary: CorrectionsSummarySchema,
});
export const RevertBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
