// Positions decided by the model: the packet's candidate financing streams (recurring debits the rules
// call MCA, loan or unknown, and financing deposits) go to the model once; it says which are MCA or loan
// positions, with cadence and payment. Its claims go to the aggregate's detectPositions, which checks them
// against the rows by cadence: a claim the rows contradict is not counted and is recorded as a reason.
import { Type } from 'typebox';
import { formatCents } from '../../money.ts';
import type { CategorizedRow } from '../categorize/index.ts';
import type { FinancingClaim } from './positions.ts';
import type { Usage } from '../../schemas/result.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import { ModelCallError, type ModelTaskContext } from '../ports/model.ts';
import { emptyUsage } from '../ports/usage.ts';

export interface FinancingCandidate {
  id: string;
  account_key: string;
  counterparty: string;
  description: string;
  type: 'credit' | 'debit';
  rule_category: string;
  count: number;
  amounts: string[];
  dates: string[];
}

const FINANCING = new Set(['mca_payment', 'mca_funding', 'loan', 'unknown']);
const MAX_SAMPLES = 40;

/** Streams worth asking about: per account and counterparty, financing or unknown rows seen at least twice (or any funding deposit). */
export function financingCandidates(rows: CategorizedRow[]): FinancingCandidate[] {
  const groups = new Map<string, CategorizedRow[]>();
  for (const r of rows) {
    if (!FINANCING.has(r.category) && !FINANCING.has(r.ruleCategory)) continue;
    const k = `${r.accountKey}|${r.type}|${r.counterparty || r.groupKey}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const out: FinancingCandidate[] = [];
  for (const rs of groups.values()) {
    const first = rs[0]!;
    const funding = first.type === 'credit' && (first.category === 'mca_funding' || first.category === 'loan');
    if (rs.length < 2 && !funding) continue;
    const sorted = [...rs].sort((a, b) => a.date.localeCompare(b.date));
    out.push({
      id: `c${out.length + 1}`,
      account_key: first.accountKey,
      counterparty: first.counterparty || first.description,
      description: first.description,
      type: first.type,
      rule_category: first.ruleCategory,
      count: rs.length,
      amounts: sorted.map((r) => formatCents(r.amountCents)).slice(0, MAX_SAMPLES),
      dates: sorted.map((r) => r.date).slice(0, MAX_SAMPLES),
    });
  }
  return out;
}

export const PositionDecisionSchema = Type.Object({
  streams: Type.Array(
    Type.Object({
      candidate_id: Type.String(),
      kind: Type.Union([Type.Literal('mca'), Type.Literal('loan'), Type.Literal('not_financing')]),
      funder: Type.String(),
      cadence: Type.Union([
        Type.Literal('daily'),
        Type.Literal('weekly'),
        Type.Literal('biweekly'),
        Type.Literal('monthly'),
        Type.Literal('irregular'),
        Type.Null(),
      ]),
      payment_amount: Type.Union([Type.String({ description: 'the current payment, decimal' }), Type.Null()]),
    }),
  ),
});

const INSTRUCTIONS = `You identify merchant cash advance (MCA) and loan positions in a small business's bank statements.
Each candidate is a stream of rows with one counterparty in one account: its amounts and dates.
For each candidate that is a financing position's payment stream return kind mca or loan, the funder's name,
the payment cadence and the current payment amount. Return kind not_financing for anything else (rent,
payroll, card processors, utilities, transfers). Funding deposits are context for which streams are financing.`;

export interface PositionDecision {
  claims: FinancingClaim[];
  candidates: FinancingCandidate[];
  usage: Usage;
  cacheHit: boolean;
  /** 'model', 'replayed', 'failed', 'not_run' */
  ran: string;
  reasons: string[];
}

export async function decidePositions(
  candidates: FinancingCandidate[],
  ctx: ModelTaskContext,
): Promise<PositionDecision> {
  const none = { claims: [], candidates, usage: emptyUsage(), cacheHit: false, reasons: [] };
  if (!candidates.some((c) => c.type === 'debit')) return { ...none, ran: 'not_run' };
  if (!ctx.client.configured) return { ...none, ran: 'not_run', reasons: [] };
  try {
    const out = await ctx.client.call({
      task: 'positions',
      tenantId: ctx.tenantId,
      jobId: ctx.jobId ?? null,
      schemaName: 'position_decision',
      schema: PositionDecisionSchema,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: JSON.stringify({ candidates }) },
      ],
    });
    const byId = new Map(candidates.map((c) => [c.id, c]));
    const claims: FinancingClaim[] = [];
    for (const s of out.value.streams) {
      const c = byId.get(s.candidate_id);
      if (!c || c.type !== 'debit' || s.kind === 'not_financing') continue;
      claims.push({
        // the rows' own counterparty, so the aggregate's check finds the stream the model pointed at
        funder: c.counterparty,
        kind: s.kind,
        account_key: c.account_key,
        counterparty: c.description,
        ...(s.cadence && s.cadence !== 'irregular' ? { cadence: s.cadence } : {}),
        ...(s.payment_amount ? { payment_amount: s.payment_amount } : {}),
      });
    }
    return {
      claims,
      candidates,
      usage: out.usage,
      cacheHit: out.cached,
      ran: out.cached ? 'replayed' : 'model',
      reasons: [],
    };
  } catch (err) {
    if (!(err instanceof ModelCallError)) throw err;
    return { ...none, usage: err.usage, ran: 'failed', reasons: [reviewReason('model_positions_failed', err.reason)] };
  }
}
