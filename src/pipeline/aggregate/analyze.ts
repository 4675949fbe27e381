// Verified ledgers → what an underwriter decides on. Entry for the lead: analyzePacket.
// Every statement is categorized (its rows are shown either way); only VERIFIED statements feed
// months, positions and the underwriting block. An unverified one is listed in `excludedStatements`
// with its reason and named in `reviewReasons`.
import type { Cents } from '../../money.ts';
import type { Month, Position, Transaction, Underwriting } from '../../schemas/result.ts';
import type { WithholdRequest } from '../../schemas/withhold.ts';
import type { StatedFigures } from '../../underwriting/from-pipeline.ts';
import {
  categorizePacket,
  emptyCounts,
  toTransaction,
  type Category,
  type ModelLabels,
  type PacketCategorization,
} from '../categorize/index.ts';
import type { LedgerRow } from '../types.ts';
import { heldAccounts, owedRow, type StatementRead } from '../statement-read.ts';
import { accountKeyOf } from '../account-key.ts';
import type { MonthsResult } from './months.ts';
import type { ClaimCheck, FinancingClaim } from './positions.ts';
import { computeMetrics } from './metrics.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import type { RevenueExclusion } from '../../schemas/settings.ts';
import { countedAsRevenue } from './revenue-policy.ts';

export interface AnalyzeStatement {
  documentId: string;
  verified: boolean;
  accountKey: string;
  accountSuffix: string | null;
  institution: string | null;
  periodStart: string;
  periodEnd: string;
  /** the statement prints no (whole) period: periodStart/periodEnd come from its rows' dates (periodForMetrics) */
  periodFromRows?: boolean;
  openingCents: Cents;
  closingCents: Cents;
  rows: LedgerRow[];
  readFrom?: string;
  /** the statement's `statement_kind` (`credit_card`, `checking`...) */
  statementKind?: string;
  /** sections whose balance is owed (a loan beside the checking): their rows move none of the merchant's money */
  owedSections?: string[];
}

export interface AnalyzeInput {
  statements: AnalyzeStatement[];
  stated?: StatedFigures;
  /** the model's per-group (or per-row) category labels, cross-checked by the rules */
  modelLabels?: ModelLabels;
  /** the model's claimed financing streams, checked against the rows by cadence */
  financingClaims?: FinancingClaim[];
  /** calculator extras (score, factor_rate, affordability...) passed through unchanged */
  underwritingOptions?: Partial<Omit<WithholdRequest, 'months' | 'cash_advances'>>;
  /** credits kept out of true revenue (the tenant's setting); default all four */
  revenueExclusions?: readonly RevenueExclusion[];
}

export interface AnalyzeResult {
  transactionsByDocument: Record<string, Transaction[]>;
  /** per statement: the spec's Statement.category_counts / category_conflicts */
  categoryCountsByDocument: Record<string, { category_counts: Record<Category, number>; category_conflicts: number }>;
  categoryCounts: Record<Category, number>;
  conflicts: PacketCategorization['conflicts'];
  accounts: MonthsResult['accounts'];
  months: Month[];
  /** statement-cycle months the underwriting block rests on, when the statements are not calendar months */
  statementMonths: Month[] | null;
  positions: Position[];
  claimChecks: ClaimCheck[];
  underwriting: Underwriting | null;
  /** the exact calculator request the underwriting block was computed from */
  withholdRequest: WithholdRequest | null;
  excludedStatements: Array<{ documentId: string; reason: string }>;
  undisclosedSuffixes: string[];
  reviewReasons: string[];
}

export { UNLABELLED_REVIEW_SHARE } from './metrics.ts';

/**
 * The period a statement's rows are aggregated over: the printed one; where a statement prints none or
 * half of one, its rows' first and last dates stand in (flagged, so the job says so). Null when neither
 * exists: the statement cannot be placed in any month.
 */
export function periodForMetrics(
  printedStart: string | null,
  printedEnd: string | null,
  rows: Array<{ date: string }>,
): { periodStart: string; periodEnd: string; periodFromRows: boolean } | null {
  if (printedStart && printedEnd) return { periodStart: printedStart, periodEnd: printedEnd, periodFromRows: false };
  const dates = rows.map((r) => r.date).sort();
  if (!dates.length) return null;
  const periodStart = printedStart ?? dates[0]!;
  const periodEnd = printedEnd ?? dates[dates.length - 1]!;
  return periodStart <= periodEnd ? { periodStart, periodEnd, periodFromRows: true } : null;
}

/**
 * A read statement as the aggregate's input (text, OCR or image read alike): its rows (`rows`: the read's,
 * or the image read's labelled copies), period, opening and closing; null when it has no rows or no period.
 */
export function analyzeStatementOf(a: {
  documentId: string;
  read: StatementRead;
  rows: LedgerRow[];
  verified: boolean;
  readFrom: string;
}): AnalyzeStatement | null {
  const { read } = a;
  const held = heldAccounts(read);
  const period = read.rows.length ? periodForMetrics(read.periodStart, read.periodEnd, a.rows) : null;
  if (!period) return null;
  return {
    documentId: a.documentId,
    verified: a.verified,
    accountKey: accountKeyOf({
      institution_name: read.institution ?? null,
      account_number_last4: read.accountLast4 ?? null,
      document_id: a.documentId,
    }),
    accountSuffix: read.accountLast4,
    institution: read.institution,
    ...period,
    openingCents: held[0]?.opening?.cents ?? 0,
    closingCents: held[held.length - 1]?.closing?.cents ?? 0,
    owedSections: read.accounts.filter((x) => owedRow(read, { accountSectionId: x.sectionId })).map((x) => x.sectionId),
    rows: a.rows,
    readFrom: a.readFrom,
    statementKind: read.statementKind,
  };
}

/**
 * Verified statements that feed metrics. An unverified one is excluded; so is a verified one whose
 * period overlaps an earlier verified statement of the same account (a duplicate or re-issued
 * statement would otherwise count its rows twice), and a card statement: the months are the cash that
 * moved through the merchant's deposit accounts, and a card's credits are payments made from one of them.
 */
export function statementsForMetrics(all: AnalyzeStatement[]): {
  used: AnalyzeStatement[];
  excluded: Array<{ documentId: string; reason: string }>;
} {
  const excluded = all.filter((s) => !s.verified).map((s) => ({ documentId: s.documentId, reason: 'not_verified' }));
  for (const s of all)
    if (s.verified && s.statementKind === CARD) excluded.push({ documentId: s.documentId, reason: CARD });
  const used: AnalyzeStatement[] = [];
  const sorted = all
    .filter((s) => s.verified && s.statementKind !== CARD)
    .sort(
      (a, b) =>
        a.accountKey.localeCompare(b.accountKey) ||
        a.periodStart.localeCompare(b.periodStart) ||
        a.documentId.localeCompare(b.documentId),
    );
  for (const s of sorted) {
    const prev = used.filter((u) => u.accountKey === s.accountKey).pop();
    if (prev && s.periodStart <= prev.periodEnd)
      excluded.push({ documentId: s.documentId, reason: `overlaps:${prev.documentId}` });
    else used.push(s);
  }
  return { used, excluded };
}

const CARD = 'credit_card';

export function analyzePacket(input: AnalyzeInput): AnalyzeResult {
  const cat = categorizePacket(input.statements, { modelLabels: input.modelLabels });
  const { used: verified, excluded: excludedStatements } = statementsForMetrics(input.statements);
  // a card statement left out by design is worth a person's look only when nothing else feeds the metrics
  const reviewReasons = excludedStatements
    .filter((e) => e.reason !== CARD || verified.length === 0)
    .map((e) => reviewReason('statement_excluded_from_metrics', e.documentId, e.reason));
  for (const s of verified)
    if (s.periodFromRows)
      reviewReasons.push(reviewReason('statement_period_from_rows', s.documentId, `${s.periodStart}..${s.periodEnd}`));

  const rowsOf = new Map(cat.statements.map((s) => [s.documentId, s.rows]));
  const metrics = computeMetrics(
    verified.map((s) => ({
      documentId: s.documentId,
      accountKey: s.accountKey,
      periodStart: s.periodStart,
      periodEnd: s.periodEnd,
      openingCents: s.openingCents,
      rows: countedAsRevenue(
        (rowsOf.get(s.documentId) ?? []).filter((r) => !s.owedSections?.includes(r.accountSectionId ?? '')),
        input.revenueExclusions,
      ),
    })),
    [],
    { claims: input.financingClaims, stated: input.stated, underwritingOptions: input.underwritingOptions },
  );
  reviewReasons.push(...metrics.reviewReasons);
  if (cat.conflicts.length) reviewReasons.push(reviewReason('category_conflicts', cat.conflicts.length));
  for (const s of cat.undisclosedSuffixes) reviewReasons.push(reviewReason('transfer_to_undisclosed_account', s));

  // counts after positions: an unnamed daily debit stream may have become mca_payment
  const total = emptyCounts();
  const categoryCountsByDocument: AnalyzeResult['categoryCountsByDocument'] = {};
  const transactionsByDocument: Record<string, Transaction[]> = {};
  for (const s of cat.statements) {
    const counts = emptyCounts();
    for (const r of s.rows) {
      counts[r.category]++;
      total[r.category]++;
    }
    categoryCountsByDocument[s.documentId] = { category_counts: counts, category_conflicts: s.categoryConflicts };
    transactionsByDocument[s.documentId] = s.rows.map(toTransaction);
  }

  return {
    transactionsByDocument,
    categoryCountsByDocument,
    categoryCounts: total,
    conflicts: cat.conflicts,
    accounts: metrics.accounts,
    months: metrics.months,
    statementMonths: metrics.statementMonths,
    positions: metrics.positions,
    claimChecks: metrics.claimChecks,
    underwriting: metrics.underwriting,
    withholdRequest: metrics.withholdRequest,
    excludedStatements,
    undisclosedSuffixes: cat.undisclosedSuffixes,
    reviewReasons,
  };
}
