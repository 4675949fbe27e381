// A job's review: its computed review reasons (never changed) and which a reviewer acknowledged, by whom,
// when and with what note; or the job resolved as a whole (docs/console.md, Resolving a review).
import { Type, type Static } from 'typebox';

const Actor = Type.Object({ type: Type.String(), id: Type.String() });
const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const ResolutionSchema = Type.Object({
  id: Type.String(),
  reason: Nullable(Type.String({ description: 'the review reason acknowledged; null when the job was resolved' })),
  note: Type.String(),
  created_at: Timestamp,
  created_by: Actor,
});
export type Resolution = Static<typeof ResolutionSchema>;

export const ReviewStateSchema = Type.Object(
  {
    resolved: Type.Boolean({
      description: 'the job was resolved, or every review reason was acknowledged',
    }),
    resolved_at: Nullable(Timestamp),
    resolved_by: Nullable(Actor),
    reasons: Type.Array(
      Type.Object({
        reason: Type.String({ description: 'as in review_reasons (computed, unchanged)' }),
        resolved: Type.Boolean(),
        resolution: Nullable(ResolutionSchema),
      }),
    ),
    resolutions: Type.Array(ResolutionSchema, { description: 'every acknowledgement, oldest first' }),
  },
  { description: "the job's review: its computed reasons and which a reviewer acknowledged or resolved" },
);
export type ReviewState = Static<typeof ReviewStateSchema>;

export const ResolveRequestSchema = Type.Object(
  {
    reason: Type.Optional(
      Type.String({
        maxLength: 500,
        description: "one of the job's review_reasons to acknowledge; omitted: resolve the job as a whole",
      }),
    ),
    note: Type.String({ minLength: 1, maxLength: 2000, description: 'what the reviewer checked or decided' }),
  },
  { additionalProperties: false },
);
export type ResolveRequest = Static<typeof ResolveRequestSchema>;

/** POST /v1/jobs/{job_id}/review: the resolution made and the review after it. */
export const ResolvedSchema = Type.Object({ resolution: ResolutionSchema, review: ReviewStateSchema });
