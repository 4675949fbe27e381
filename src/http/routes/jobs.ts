// GET /v1/jobs/{job_id} (with wait) and GET /v1/jobs (keyset pages; finished_since lists oldest finish first).
import { Type } from 'typebox';
import { ApiError, notFound } from '../../errors.ts';
import { jobEnvelope, jobListItem } from '../../jobs/envelope.ts';
import { isFinal, jobAfter } from '../../jobs/wait.ts';
import { listJobs } from '../../store/jobs.ts';
import { getCorrectedResult } from '../../store/corrections.ts';
import { withReview } from '../../jobs/review.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses, JobEnvelope, JobListItem, WaitQuery } from '../schemas.ts';
import { JobStatusSchema } from '../../schemas/job.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function registerJobRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/v1/jobs/:job_id',
    {
      schema: {
        operationId: 'getJob',
        description:
          'The job envelope: status, intake and, once finished, the result (statements with their verified ledgers, the submission packet, months, positions and underwriting). A job with corrections in force serves the corrected result unless `view=computed`.',
        tags: ['jobs'],
        summary: 'Get a job; with wait, hold until it ends',
        params: Type.Object({ job_id: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({
          wait: Type.Optional(WaitQuery),
          view: Type.Optional(
            Type.String({
              enum: ['computed'],
              description: '`computed`: the result as the pipeline produced it, ignoring corrections',
            }),
          ),
        }),
        response: { 200: JobEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      // A finished job's envelope is immutable until a correction or erasure (which invalidate it), so
      // its serialized body is kept: a hit skips the database and the schema serializer alike.
      const cacheKey = `${caller.tenantId}/${request.params.job_id}`;
      const cached = request.query.view ? undefined : (deps.caches.finishedJobs.get(cacheKey) as string | undefined);
      if (cached !== undefined) return reply.type(JSON_TYPE).send(cached as never); // already serialized by the 200 schema
      const stamp = deps.caches.finishedJobs.stamp();
      const wait = Math.min(request.query.wait ?? 0, deps.config.maxWaitSeconds);
      const row = await jobAfter(deps.store.db, deps.notifier, caller.tenantId, request.params.job_id, wait);
      if (!row) throw notFound('job');
      const envelope = jobEnvelope(row);
      if (!isFinal(row.status)) return envelope;
      // corrections in force: the corrected result is served unless view=computed
      const corrected =
        request.query.view === 'computed'
          ? undefined
          : await getCorrectedResult(deps.store.db, caller.tenantId, row.id);
      if (corrected) envelope.result = corrected;
      if (envelope.result) envelope.result = await withReview(deps.store.db, caller.tenantId, row.id, envelope.result);
      if (request.query.view) return envelope;
      const body = reply.getSerializationFunction('200')!(envelope);
      deps.caches.finishedJobs.setIfFresh(cacheKey, body, stamp);
      return reply.type(JSON_TYPE).send(body as never);
    },
  );

  app.get(
    '/v1/jobs',
    {
      schema: {
        operationId: 'listJobs',
        description:
          'Keyset pages of jobs (`next_cursor`); filter by `status` or the declared merchant (`business_name`), or by `finished_since` to poll for finished jobs without missing any.',
        tags: ['jobs'],
        summary: 'List jobs, newest first; with finished_since, finished jobs oldest finish first',
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          cursor: Type.Optional(Type.String({ maxLength: 512 })),
          // ISO 8601: a timestamp, or a date meaning its start (00:00 UTC)
          finished_since: Type.Optional(
            Type.Union([Type.String({ format: 'date-time' }), Type.String({ format: 'date' })], {
              description: 'ISO 8601 timestamp or date (YYYY-MM-DD = 00:00 UTC that day)',
            }),
          ),
          status: Type.Optional(JobStatusSchema),
          business_name: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 500,
              description: 'jobs whose declared merchant (`intake.business_name`) contains this text, any case',
            }),
          ),
        }),
        response: {
          200: Type.Object({ items: Type.Array(JobListItem), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const limit = request.query.limit ?? 50;
      const since = request.query.finished_since;
      const finishedSince = since ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00Z` : since) : null;
      const rows = await listJobs(deps.store.db, {
        tenantId: caller.tenantId,
        limit: limit + 1,
        after: request.query.cursor ? decodeCursor(request.query.cursor) : null,
        finishedSince,
        status: request.query.status ?? null,
        businessName: request.query.business_name?.trim() || null,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const next =
        rows.length > limit && last
          ? encodeCursor(new Date(finishedSince ? last.completed_at! : last.created_at), last.id)
          : null;
      return { items: page.map(jobListItem), next_cursor: next };
    },
  );
}
