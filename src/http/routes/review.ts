// A job's review (docs/console.md, Resolving a review):
//   GET  /v1/jobs/{job_id}/review   the computed reasons and which are resolved, by whom, when
//   POST /v1/jobs/{job_id}/review   acknowledge one reason with a note, or resolve the job (no `reason`) → 201
import { Type } from 'typebox';
import { resolveReview, reviewOf, type ReviewDeps } from '../../jobs/review.ts';
import { ResolvedSchema, ResolveRequestSchema, ReviewStateSchema } from '../../schemas/review.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

const JobParams = Type.Object({ job_id: Type.String({ maxLength: 64 }) });

export function registerReviewRoutes(app: App, deps: AppDeps): void {
  const rdeps: ReviewDeps = {
    db: deps.store.db,
    now: deps.now,
    invalidate: (tenantId, jobId) => deps.caches.finishedJobs.delete(`${tenantId}/${jobId}`),
  };
  app.get(
    '/v1/jobs/:job_id/review',
    {
      schema: {
        operationId: 'getReview',
        description:
          "The job's computed review reasons (unchanged by any resolution) and, for each, whether a reviewer acknowledged it, who, when and with what note. The same object is `result.review` once anything was acknowledged.",
        tags: ['jobs'],
        summary: "A job's review: its reasons and which are resolved",
        params: JobParams,
        response: { 200: ReviewStateSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => reviewOf(deps.store.db, requireCaller(request.caller).tenantId, request.params.job_id),
  );
  app.post(
    '/v1/jobs/:job_id/review',
    {
      schema: {
        operationId: 'resolveReview',
        description:
          "Acknowledges one of the job's review reasons with a note, or (without `reason`) resolves the job as a whole. The job's status and `review_reasons` stay as computed; `result.review` shows what is resolved. Audited; sends `job.corrected` with the review in its payload.",
        tags: ['jobs'],
        summary: 'Acknowledge a review reason, or resolve the job',
        params: JobParams,
        body: ResolveRequestSchema,
        response: { 201: ResolvedSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const out = await resolveReview(
        rdeps,
        requireCaller(request.caller),
        request.params.job_id,
        request.body,
        String(request.id),
      );
      return reply.code(201).send(out);
    },
  );
}
