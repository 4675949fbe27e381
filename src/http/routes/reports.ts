// GET /v1/reports/usage (usage:read): jobs, pages, statements, model calls and cost, and quality per UTC
// day or month, as JSON or CSV. docs/admin.md.
import { reportCsv, usageReport } from '../../admin/reports.ts';
import { ReportQuerySchema, ReportSchema } from '../../schemas/reports.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

export function registerReportRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/v1/reports/usage',
    {
      schema: {
        operationId: 'getUsageReport',
        description:
          'Per UTC day or month, newest first, in pages: finished jobs by final status, pages, statements verified vs review with the top review reasons, model calls (paid, replayed, failed), tokens and cost, and quality (share verified, share of rows corrected by reviewers, time to finish p50/p90). Jobs count in the period they finished; model calls in the period they were made. `format=csv` answers text/csv with one line per period.',
        tags: ['account'],
        summary: 'Usage, cost and quality per day or month (JSON or CSV)',
        querystring: ReportQuerySchema,
        response: {
          200: {
            description: 'the report',
            content: {
              'application/json': { schema: ReportSchema },
              'text/csv': { schema: { type: 'string', description: 'one header line, one line per period' } },
            },
          } as never,
          ...errorResponses(401, 403, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      const report = await usageReport(deps.store.db, caller.tenantId, request.query, deps.now());
      if (request.query.format !== 'csv') return reply.type('application/json').send(report);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="usage-${report.period}-${report.from}.csv"`)
        .send(reportCsv(report));
    },
  );
}
