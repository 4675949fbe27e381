// Step 3, the model passes over the packet's statements: categorize (one call per layout-read statement)
// and positions (one call over the verified rows' financing candidates). They run only when the model is
// used on this job; either way the result is the labels and claims the aggregate stage takes.
import type { Statement, Usage } from '../../schemas/result.ts';
import type { AnalyzeStatement } from '../aggregate/analyze.ts';
import type { FinancingClaim } from '../aggregate/positions.ts';
import { decidePositions, financingCandidates } from '../aggregate/positions-model.ts';
import { categorizePacket, type ModelLabels } from '../categorize/index.ts';
import { categorizeWithModel } from '../categorize/model.ts';
import { timed, type RunContext } from './context.ts';
import type { RowLabels } from './statement-segment.ts';

export type Enrichment = Pick<Statement, 'enrichment' | 'enrichment_groups'>;

export interface ModelPasses {
  modelLabels: ModelLabels;
  financingClaims: FinancingClaim[] | undefined;
  /** per statement: how the model enriched it (spec Statement.enrichment) */
  enrichment: Map<string, Enrichment>;
  /** what the calls cost, categorize first */
  usages: Usage[];
  reasons: string[];
}

/**
 * `statements` are the ones analyzed (screened); `byRow` the image reads' own row labels. The rules
 * categorize three times over different inputs, on purpose: without the model's labels (what the model is
 * shown), the verified statements with them (the financing candidates), and inside analyzePacket all of
 * them with them (transfers between accounts are matched within each set, so one pass cannot stand in for
 * another).
 */
export async function modelPasses(
  statements: AnalyzeStatement[],
  byRow: RowLabels,
  run: Pick<RunContext, 'tasks' | 'stages'>,
): Promise<ModelPasses> {
  const passes: ModelPasses = {
    modelLabels: { byRow },
    financingClaims: undefined,
    enrichment: new Map(),
    usages: [],
    reasons: [],
  };
  const tasks = run.tasks;
  if (!tasks || !statements.length) return passes;
  const unlabelled = categorizePacket(statements, { modelLabels: passes.modelLabels });
  const labels = await timed(run.stages, 'categorize_model', () => categorizeWithModel(unlabelled, tasks));
  passes.usages.push(labels.usage);
  passes.reasons.push(...labels.reasons);
  for (const [id, e] of Object.entries(labels.byDocument))
    passes.enrichment.set(id, { enrichment: e.enrichment, enrichment_groups: e.enrichment_groups });
  passes.modelLabels = { byGroup: labels.byGroup, byRow };

  const labelled = categorizePacket(
    statements.filter((s) => s.verified),
    { modelLabels: passes.modelLabels },
  );
  const candidates = financingCandidates(labelled.statements.flatMap((s) => s.rows));
  if (!candidates.length) return passes;
  const decision = await timed(run.stages, 'positions_model', () => decidePositions(candidates, tasks));
  passes.usages.push(decision.usage);
  passes.reasons.push(...decision.reasons);
  passes.financingClaims = decision.claims;
  return passes;
}
