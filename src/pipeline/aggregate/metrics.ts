// The one metrics computation: (verified statements, corrections, options) → positions, months and the
// underwriting block. The pipeline (analyzePacket, no corrections) and a reviewer's corrections
// (src/corrections/apply.ts) both call it, so a corrected result is the same arithmetic over corrected
// rows, never a second copy of it. Pure: data in, data out. The rows passed in are corrected and linked
// to their positions in place (they are what the result shows).
import { formatCents, toCents, type Cents } from '../../money.ts';
import type { Month, Position, Underwriting } from '../../schemas/result.ts';
import type { WithholdRequest } from '../../schemas/withhold.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import { withholdRequestFrom, type StatedFigures } from '../../underwriting/from-pipeline.ts';
import { computeWithhold } from '../../underwriting/withhold.ts';
import type { Category } from '../categorize/categories.ts';
import type { CategorizedRow } from '../categorize/row.ts';
import {
  buildCycleMonths,
  buildMonths,
  isOffCalendar,
  monthBurden,
  monthPercent,
  type MonthStatement,
  type MonthsResult,
} from './months.ts';
import { countsInWithhold, detectPositions, unlinkRow, type ClaimCheck, type FinancingClaim } from './positions.ts';

/** A verified statement that feeds the metrics (its printed rows are the balance walk). */
export type MetricsStatement = Omit<MonthStatement, 'balanceRows'>;

/** A reviewer's correction as the arithmetic sees it (src/corrections/change.ts is its schema). */
export interface MetricsCorrection {
  id: string;
  change: {
    type: 'transaction' | 'position' | 'month';
    document_id?: string;
    index?: number;
    category?: Category;
    counterparty?: string;
    amount?: string;
    date?: string;
    transaction_type?: 'credit' | 'debit';
    excluded?: boolean;
    position_id?: string;
    funder?: string;
    cadence?: string;
    payment_amount?: string;
    kind?: 'mca' | 'loan';
    counted_in_withhold?: boolean;
    not_a_position?: boolean;
    month?: string;
    revenue_adjustment?: string;
  };
}

export interface MetricsOptions {
  /** the model's claimed financing streams, checked against the rows by cadence */
  claims?: FinancingClaim[];
  stated?: StatedFigures;
  /** calculator extras (score, factor_rate, affordability...) passed through unchanged */
  underwritingOptions?: Partial<Omit<WithholdRequest, 'months' | 'cash_advances'>>;
}

export interface Metrics {
  positions: Position[];
  claimChecks: ClaimCheck[];
  /** calendar months (result.months) */
  months: Month[];
  /**
   * statement months, one per statement cycle, when the statements run on a cycle that is not calendar
   * months; the underwriting block rests on them (a complete cycle is a complete month), else null
   */
  statementMonths: Month[] | null;
  accounts: MonthsResult['accounts'];
  withholdRequest: WithholdRequest | null;
  underwriting: Underwriting | null;
  /** what the months and positions ask a person to look at */
  reviewReasons: string[];
  /** rows a correction left out of every figure (`documentId#index`) */
  excludedRows: Set<string>;
  /** position and month corrections whose target is not in the recomputed result */
  unapplied: string[];
}

/** true revenue more than this share unlabelled (P2P, wires, unnamed credits) asks for a person's look */
export const UNLABELLED_REVIEW_SHARE = 0.25;

export const rowKey = (documentId: string, index: number) => `${documentId}#${index}`;
/** The corrections of one type (a transaction, a position, a month), in their order. */
export const byType = <C extends { change: { type: string } }>(cs: C[], type: C['change']['type']): C[] =>
  cs.filter((c) => c.change.type === type);

/** Transaction corrections onto rows; later corrections of a field win. Returns the excluded row keys. */
function correctRows(rows: CategorizedRow[], corrections: MetricsCorrection[]): Set<string> {
  const excluded = new Set<string>();
  const at = new Map(rows.map((r) => [rowKey(r.documentId, r.index), r]));
  for (const { change: c } of byType(corrections, 'transaction')) {
    // a row outside the metrics (an unverified statement's) is shown corrected by the caller
    const r = at.get(rowKey(c.document_id!, c.index!));
    if (!r) continue;
    if (c.category !== undefined) {
      r.category = c.category;
      r.categorySource = 'correction' as 'rules';
    }
    if (c.counterparty !== undefined) r.counterparty = c.counterparty;
    if (c.amount !== undefined) r.amountCents = toCents(c.amount);
    if (c.date !== undefined) r.date = c.date;
    if (c.transaction_type !== undefined) r.type = c.transaction_type;
    if (c.excluded !== undefined) {
      if (c.excluded) excluded.add(rowKey(r.documentId, r.index));
      else excluded.delete(rowKey(r.documentId, r.index));
    }
  }
  return excluded;
}

/** Position corrections onto the detected positions; unmatched ids are reported, not guessed. */
function correctPositions(
  positions: Position[],
  rows: CategorizedRow[],
  corrections: MetricsCorrection[],
  unapplied: string[],
): Position[] {
  const mine = byType(corrections, 'position');
  if (!mine.length) return positions;
  let out = positions.map((p) => ({ ...p }));
  const explicitCount = new Map<string, boolean>();
  for (const { id, change: c } of mine) {
    const p = out.find((x) => x.id === c.position_id);
    if (!p) {
      unapplied.push(id);
      continue;
    }
    if (c.not_a_position) {
      out = out.filter((x) => x !== p);
      for (const r of rows) if (r.positionId === p.id) unlinkRow(r);
      continue;
    }
    if (c.funder !== undefined) p.funder = c.funder;
    if (c.cadence !== undefined) p.cadence = c.cadence;
    if (c.payment_amount !== undefined) p.payment_amount = c.payment_amount;
    if (c.kind !== undefined) p.kind = c.kind;
    if (c.counted_in_withhold !== undefined) explicitCount.set(p.id, c.counted_in_withhold);
  }
  for (const p of out) {
    // the detection's rule, unless the reviewer said otherwise; a loan is never counted
    p.counted_in_withhold = p.kind === 'mca' && (explicitCount.get(p.id) ?? countsInWithhold(p));
    for (const r of rows) {
      if (r.positionId !== p.id) continue;
      const debit = r.type === 'debit';
      r.countedAs =
        p.kind === 'mca' ? (debit ? 'mca_payment' : 'mca_funding') : debit ? 'loan_payment' : 'loan_proceeds';
    }
  }
  return out;
}

/** Month corrections: excluded months leave the averages; a revenue adjustment moves true revenue and EBITDA. */
function correctMonths(
  months: Month[],
  burdenOf: (month: string) => Cents,
  corrections: MetricsCorrection[],
  unapplied: string[],
): Month[] {
  const mine = byType(corrections, 'month');
  if (!mine.length) return months;
  const out = months.map((m) => ({ ...m }));
  const adjust = new Map<string, string>();
  const exclude = new Map<string, boolean>();
  for (const { id, change: c } of mine) {
    if (!out.some((m) => m.month === c.month)) {
      unapplied.push(id);
      continue;
    }
    if (c.revenue_adjustment !== undefined) adjust.set(c.month!, c.revenue_adjustment);
    if (c.excluded !== undefined) exclude.set(c.month!, c.excluded);
  }
  for (const m of out) {
    const adj = adjust.get(m.month);
    if (adj !== undefined) {
      const revenue = toCents(m.true_revenue) + toCents(adj);
      const ebitda = toCents(m.ebitda) + toCents(adj);
      m.true_revenue = formatCents(revenue);
      m.total_non_revenue = formatCents(toCents(m.deposits_total) - revenue);
      m.ebitda = formatCents(ebitda);
      m.ebitda_margin_pct = monthPercent(ebitda, revenue);
      m.holdback_pct = monthPercent(burdenOf(m.month), revenue);
    }
    if (exclude.get(m.month) === true) m.included_in_averages = false;
  }
  return out;
}

const isMonthCorrection = (id: string, cs: MetricsCorrection[]) =>
  cs.some((c) => c.id === id && c.change.type === 'month');

/** Review reasons the months raise: no complete month for the block to average, revenue mostly unlabelled. */
function monthReasons(months: Month[], blockMonths: Month[]): string[] {
  const out: string[] = [];
  if (blockMonths.length && !blockMonths.some((m) => m.included_in_averages))
    out.push(reviewReason('no_complete_month'));
  for (const m of months) {
    const revenue = toCents(m.true_revenue);
    const share = revenue > 0 ? toCents(m.true_revenue_unlabelled) / revenue : 0;
    if (share > UNLABELLED_REVIEW_SHARE)
      out.push(reviewReason('unlabelled_revenue', m.month, `${Math.round(share * 100)}%`));
  }
  return out;
}

export function computeMetrics(
  statements: MetricsStatement[],
  corrections: MetricsCorrection[],
  options: MetricsOptions = {},
): Metrics {
  const unapplied: string[] = [];
  // balances are the printed chain: a correction changes how a row counts, never what the bank printed
  const printed = new Map(
    statements.map((s) => [
      s.documentId,
      s.rows.map((r) => ({ date: r.date, type: r.type, amountCents: r.amountCents })),
    ]),
  );
  const allRows = statements.flatMap((s) => s.rows);
  const excludedRows = correctRows(allRows, corrections);
  const counts = (r: CategorizedRow) => !excludedRows.has(rowKey(r.documentId, r.index));
  const metricRows = allRows.filter(counts);

  const periodEndByAccount: Record<string, string> = {};
  const periodStartByAccount: Record<string, string> = {};
  for (const s of statements) {
    if (!periodEndByAccount[s.accountKey] || s.periodEnd > periodEndByAccount[s.accountKey])
      periodEndByAccount[s.accountKey] = s.periodEnd;
    if (!periodStartByAccount[s.accountKey] || s.periodStart < periodStartByAccount[s.accountKey])
      periodStartByAccount[s.accountKey] = s.periodStart;
  }
  const detected = detectPositions({
    rows: metricRows,
    periodEndByAccount,
    periodStartByAccount,
    claims: options.claims,
  });
  const positions = correctPositions(detected.positions, metricRows, corrections, unapplied);
  const monthStatements = statements.map((s) => ({
    documentId: s.documentId,
    accountKey: s.accountKey,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    openingCents: s.openingCents,
    rows: s.rows.filter(counts),
    balanceRows: printed.get(s.documentId),
  }));
  const built = buildMonths(monthStatements, positions);
  const months = correctMonths(built.months, (m) => monthBurden(positions, m), corrections, unapplied);
  const cycles = statements.some(isOffCalendar) ? buildCycleMonths(monthStatements, positions) : null;
  // a month correction names a label of either list: unapplied only when neither has it
  const cycleUnapplied: string[] = [];
  const statementMonths = cycles && correctMonths(cycles.months, cycles.burdenOf, corrections, cycleUnapplied);
  const blockMonths = statementMonths ?? months;
  let withholdRequest: WithholdRequest | null = null;
  let underwriting: Underwriting | null = null;
  if (blockMonths.length) {
    withholdRequest = withholdRequestFrom(blockMonths, positions, options.stated, options.underwritingOptions);
    underwriting = computeWithhold(withholdRequest);
  }
  return {
    positions,
    claimChecks: detected.claimChecks,
    months,
    statementMonths,
    accounts: built.accounts,
    withholdRequest,
    underwriting,
    reviewReasons: [...detected.reviewReasons, ...built.reviewReasons, ...monthReasons(months, blockMonths)],
    excludedRows,
    unapplied: statementMonths
      ? unapplied.filter((id) => cycleUnapplied.includes(id) || !isMonthCorrection(id, corrections))
      : unapplied,
  };
}
