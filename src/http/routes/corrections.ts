// Corrections of a finished job and erasure of a job (docs/corrections.md):
//   GET    /v1/jobs/{job_id}/corrections                          list, oldest first, reverted included
//   POST   /v1/jobs/{job_id}/corrections                          a reviewer's change → 201
//   POST   /v1/jobs/{job_id}/corrections/{correction_id}/revert   revert one → 200 (a record, never a delete)
//   DELETE /v1/jobs/{job_id}                                      erase the job and its documents
import { Type } from 'typebox';
import { ChangeSchema } from '../../corrections/change.ts';
import { CorrectionChangedSchema, CorrectionListSchema, RevertBody } from '../../schemas/corrections.ts';
import { JobErasedSchema } from '../../schemas/job.ts';
import { correctionsOf, createCorrection, revert, type CorrectionDeps } from '../../corrections/service.ts';
import { eraseJob } from '../../jobs/erase.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

const JobParams = Type.Object({ job_id: Type.String({ maxLength: 64 }) });

export function registerCorrectionRoutes(app: App, deps: AppDeps): void {
  const invalidate = (tenantId: string, jobId: string) => deps.caches.finishedJobs.delete(`${tenantId}/${jobId}`);
  const cdeps: CorrectionDeps = { db: deps.store.db, now: deps.now, invalidate };

  app.get(
    '/v1/jobs/:job_id/corrections',
    {
      schema: {
        operationId: 'listCorrections',
        description:
          'Every correction of the job with who made or reverted it, and the summary of what is corrected now.',
        tags: ['corrections'],
        summary: "A job's corrections, oldest first, reverted ones included, with the summary",
        params: JobParams,
        response: {
          200: CorrectionListSchema,
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => correctionsOf(deps.store.db, requireCaller(request.caller).tenantId, request.params.job_id),
  );

  app.post(
    '/v1/jobs/:job_id/corrections',
    {
      schema: {
        operationId: 'createCorrection',
        description:
          "Corrects one transaction's category or amount sign, a position, or a month's inclusion; the result is recomputed through the pipeline's stages and served corrected from then on (`job.corrected` event).",
        tags: ['corrections'],
        summary: "Correct a finished job's transaction, position or month; the corrected result is served by default",
        params: JobParams,
        body: Type.Object({ change: ChangeSchema }, { additionalProperties: false }),
        response: { 201: CorrectionChangedSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const out = await createCorrection(
        cdeps,
        requireCaller(request.caller),
        request.params.job_id,
        request.body.change,
        String(request.id),
      );
      return reply.code(201).send(out);
    },
  );

  app.post(
    '/v1/jobs/:job_id/corrections/:correction_id/revert',
    {
      schema: {
        operationId: 'revertCorrection',
        description: 'Reverts a correction; the result is recomputed without it.',
        tags: ['corrections'],
        summary: 'Revert a correction: it stays listed with who reverted it, when and why',
        params: Type.Object({ job_id: Type.String({ maxLength: 64 }), correction_id: Type.String({ maxLength: 64 }) }),
        body: RevertBody,
        response: { 200: CorrectionChangedSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      revert(
        cdeps,
        requireCaller(request.caller),
        request.params.job_id,
        request.params.correction_id,
        request.body.reason,
        String(request.id),
      ),
  );

  app.delete(
    '/v1/jobs/:job_id',
    {
      schema: {
        operationId: 'eraseJob',
        description:
          "Erases the job's documents, result and emails (kept: an audit entry). Idempotent: erasing an erased job answers the same.",
        tags: ['jobs'],
        summary: 'Erase a job and its documents; the job answers 404 afterwards; repeating the call answers the same',
        params: JobParams,
        response: {
          200: JobErasedSchema,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) =>
      eraseJob(
        { db: deps.store.db, blobs: deps.blobs, invalidate },
        requireCaller(request.caller),
        request.params.job_id,
        String(request.id),
      ),
  );
}
