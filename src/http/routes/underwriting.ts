// POST /v1/underwriting/withhold: the underwriting block recomputed from supplied months and positions,
// by the same computeWithhold the pipeline uses. Validation names the field (`factor_rate must be > 1
// and ≤ 3`), so the schema documents the body and the calculator's own checks answer.
import { UnderwritingSchema } from '../../schemas/result.ts';
import { WithholdRequestSchema, type WithholdRequest } from '../../schemas/withhold.ts';
import { computeWithhold } from '../../underwriting/withhold.ts';
import type { App, AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

export function registerUnderwritingRoutes(app: App, _deps: AppDeps): void {
  app.post(
    '/v1/underwriting/withhold',
    {
      // the body is checked by withholdRequestProblems alone: no coercion, no injected defaults (a default
      // `frequency` next to a sent `cadence` would be a conflict), every unknown field named
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      schema: {
        operationId: 'computeWithhold',
        description:
          "Runs the underwriting math on months and positions you send (a job's own `result.months` and `result.positions` can be sent back unchanged): withhold, EBITDA capacity, score bands and, with `proposed_offer`, whether it fits. Stateless: nothing is stored.",
        tags: ['underwriting'],
        summary: 'Recompute the withhold, EBITDA and capacity block from months and MCA positions',
        body: WithholdRequestSchema,
        response: { 200: UnderwritingSchema, ...errorResponses(401, 403, 422) },
      },
    },
    // computeWithhold checks the body and throws WithholdRequestError naming every field: a 422 (http/errors.ts)
    async (request) => computeWithhold(request.body as WithholdRequest),
  );
}
