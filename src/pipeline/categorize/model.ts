// Model categorization of layout-engine ledgers: one call per statement, rows grouped by normalized
// description (counts, amounts, dates); the answer is a category and counterparty per group, handed to the
// rules' cross-check (categorizePacket's `modelLabels.byGroup`). Image-read statements are skipped: their
// rows were categorized by the OCR answer itself.
import { Type } from 'typebox';
import { CATEGORIES, modelGroups, type ModelGroup, type ModelLabel, type PacketCategorization } from './index.ts';
import type { Usage } from '../../schemas/result.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import { ModelCallError, type ModelTaskContext } from '../ports/model.ts';
import { addUsage, emptyUsage } from '../ports/usage.ts';

export const GroupLabelsSchema = Type.Object({
  groups: Type.Array(
    Type.Object({
      key: Type.String(),
      category: Type.Enum(CATEGORIES),
      counterparty: Type.String(),
    }),
  ),
});

const INSTRUCTIONS = `You categorize bank-statement transactions for small-business lending underwriting.
Each group is the rows of one statement sharing a normalized description, with their count, amounts and dates.
For every group return its key, one category and the counterparty (who paid or was paid, a short name).
Categories: revenue (sales deposits, card/processor settlements), mca_funding (a merchant cash advance paid in),
mca_payment (a merchant cash advance debit), loan (loan proceeds or payments), nsf, overdraft, returned_item,
transfer (between the merchant's own accounts), payroll, taxes, other (ordinary operating expenses), unknown.
Answer unknown rather than guess.`;

export interface StatementEnrichment {
  /** spec Statement.enrichment: `model`, `replayed`, `failed`, `not_run` */
  enrichment: 'model' | 'replayed' | 'failed' | 'not_run';
  enrichment_groups: number;
  usage: Usage;
  cache_hit: boolean;
  reason: string | null;
}

export interface ModelCategorization {
  /** for categorizePacket(..., { modelLabels: { byGroup } }) */
  byGroup: Record<string, ModelLabel>;
  byDocument: Record<string, StatementEnrichment>;
  usage: Usage;
  reasons: string[];
}

/** The prompt's view of one group: no rule verdict, so the model's answer is independent of the rules. */
function promptGroup(g: ModelGroup) {
  return {
    key: g.key,
    type: g.type,
    description: g.description,
    count: g.count,
    total: g.total,
    amounts: g.amounts,
    dates: g.dates,
  };
}

/**
 * `cat` is categorizePacket's output without labels. `readFrom` says which statements came from the layout
 * engine (`text`); others are left out. Groups keep their packet-wide keys.
 */
export async function categorizeWithModel(
  cat: PacketCategorization,
  ctx: ModelTaskContext,
): Promise<ModelCategorization> {
  const byGroup: Record<string, ModelLabel> = {};
  const byDocument: Record<string, StatementEnrichment> = {};
  const reasons: string[] = [];
  let usage = emptyUsage();
  const jobs = cat.statements.map(async (s) => {
    const textRows = s.rows.filter((r) => r.readFrom === 'text');
    const groups = textRows.length ? modelGroups({ ...cat, statements: [{ ...s, rows: textRows }] }) : [];
    if (!groups.length || !ctx.client.configured) {
      byDocument[s.documentId] = {
        enrichment: 'not_run',
        enrichment_groups: 0,
        usage: emptyUsage(),
        cache_hit: false,
        reason: !ctx.client.configured && groups.length ? 'no_model_provider' : null,
      };
      return;
    }
    try {
      const out = await ctx.client.call({
        task: 'categorize',
        tenantId: ctx.tenantId,
        jobId: ctx.jobId ?? null,
        schemaName: 'group_labels',
        schema: GroupLabelsSchema,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: JSON.stringify({ groups: groups.map(promptGroup) }) },
        ],
      });
      const known = new Set(groups.map((g) => g.key));
      let labelled = 0;
      for (const g of out.value.groups) {
        if (!known.has(g.key) || byGroup[g.key]) continue;
        byGroup[g.key] = { category: g.category, counterparty: g.counterparty };
        labelled++;
      }
      const missing = groups.length - labelled;
      byDocument[s.documentId] = {
        enrichment: out.cached ? 'replayed' : 'model',
        enrichment_groups: labelled,
        usage: out.usage,
        cache_hit: out.cached,
        reason: missing > 0 ? `model_left_${missing}_groups_unlabelled` : null,
      };
      usage = addUsage(usage, out.usage);
    } catch (err) {
      if (!(err instanceof ModelCallError)) throw err;
      byDocument[s.documentId] = {
        enrichment: 'failed',
        enrichment_groups: 0,
        usage: err.usage,
        cache_hit: false,
        reason: `categorize_failed:${err.reason}`,
      };
      reasons.push(reviewReason('model_categorization_failed', s.documentId, err.reason));
      usage = addUsage(usage, err.usage);
    }
  });
  await Promise.all(jobs);
  return { byGroup, byDocument, usage, reasons };
}
