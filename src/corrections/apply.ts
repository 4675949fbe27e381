// The corrected result: the computed result plus the active corrections, recomputed through the same
// pure stages the pipeline ran (positions → months → underwriting block, packet coverage). Numbers are
// never edited in place: rows are rebuilt from the computed ledger, corrected, and aggregated again.
// With no corrections this gives back the computed months, positions and block exactly (tested).
// Balances stay the statement's printed chain: a correction changes how a row counts, not what the
// bank printed. Pure: data in, data out.
import { formatCents, toCents } from '../money.ts';
import { detectPositions, type ClaimCheck } from '../pipeline/aggregate/positions.ts';
import { buildMonths, monthBurden, monthPercent } from '../pipeline/aggregate/months.ts';
import { monthOf } from '../pipeline/aggregate/calendar.ts';
import { emptyCounts, toTransaction } from '../pipeline/categorize/index.ts';
import type { Category } from '../pipeline/categorize/categories.ts';
import { groupKey } from '../pipeline/categorize/normalize.ts';
import type { CategorizedRow } from '../pipeline/categorize/row.ts';
import type { Month, Position, Result, Statement, Transaction } from '../schemas/result.ts';
import { withholdRequestFrom } from '../underwriting/from-pipeline.ts';
import { computeWithhold } from '../underwriting/withhold.ts';
import type { ActiveCorrection, Change } from './change.ts';
import { markResult } from './marks.ts';

// reasons the position stage appends when it re-labels a row; stripped to get the row as categorized
const POSITION_RELABELS = [';cadence:unnamed_daily_debit', ';position:funding_of_stream'];

export interface Applied {
  result: Result;
  /** active corrections whose target is not in the recomputed result (e.g. a position now detected under another id) */
  unapplied: string[];
}

interface UsedStatement {
  statement: Statement;
  accountKey: string;
}

/** Statements that fed the computed metrics, with their account: the months stage listed them per account. */
function usedStatements(computed: Result): UsedStatement[] {
  const out: UsedStatement[] = [];
  for (const a of computed.accounts as Array<{ account_key: string; document_ids: string[] }>) {
    for (const id of a.document_ids) {
      const statement = computed.statements.find((s) => s.document_id === id);
      if (statement) out.push({ statement, accountKey: a.account_key });
    }
  }
  return out;
}

/** A computed transaction back to the row the position stage saw (before it re-labelled anything). */
function rowOf(t: Transaction, s: UsedStatement): CategorizedRow {
  let category = t.category as Category;
  let reason = t.category_reason ?? '';
  for (const mark of POSITION_RELABELS) {
    if (reason.endsWith(mark) || reason.includes(`${mark};`)) {
      category = 'unknown';
      reason = reason.replace(mark, '');
    }
  }
  return {
    index: t.index,
    date: t.date,
    description: t.description,
    amountCents: toCents(t.amount),
    type: t.transaction_type as 'credit' | 'debit',
    balanceCents: t.running_balance === null ? null : toCents(t.running_balance),
    page: t.page,
    accountSectionId: t.account_section_id ?? null,
    accountNumberSuffix: t.account_number_suffix ?? null,
    documentId: s.statement.document_id,
    accountKey: s.accountKey,
    category,
    ruleCategory: t.rule_category as Category,
    categorySource: t.category_source as 'rules',
    categoryConflict: t.category_conflict,
    counterparty: t.counterparty,
    reason,
    strength: 'none',
    isNsf: t.is_nsf,
    isOverdraft: t.is_overdraft,
    readFrom: t.read_from,
    groupKey: groupKey(t.description, t.transaction_type as 'credit'),
  };
}

/** A row out of a dropped position: what the position stage re-labelled goes back to `unknown`. */
function unlink(r: CategorizedRow): void {
  delete r.positionId;
  delete r.countedAs;
  for (const mark of POSITION_RELABELS) {
    if (!r.reason.includes(mark)) continue;
    r.category = 'unknown';
    r.reason = r.reason.replace(mark, '');
  }
}

const byType = (active: ActiveCorrection[], type: Change['type']) => active.filter((c) => c.change.type === type);
const rowKey = (documentId: string, index: number) => `${documentId}#${index}`;

/** Transaction corrections onto rows; later corrections of a field win. Returns the excluded row keys. */
function correctRows(rows: CategorizedRow[], active: ActiveCorrection[]): Set<string> {
  const excluded = new Set<string>();
  const at = new Map(rows.map((r) => [rowKey(r.documentId, r.index), r]));
  for (const { change: c } of byType(active, 'transaction')) {
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

/** Position corrections onto the re-detected positions; unmatched ids are reported, not guessed. */
function correctPositions(
  positions: Position[],
  rows: CategorizedRow[],
  active: ActiveCorrection[],
  unapplied: string[],
): Position[] {
  let out = positions.map((p) => ({ ...p }));
  const explicitCount = new Map<string, boolean>();
  for (const { id, change: c } of byType(active, 'position')) {
    const p = out.find((x) => x.id === c.position_id);
    if (!p) {
      unapplied.push(id);
      continue;
    }
    if (c.not_a_position) {
      out = out.filter((x) => x !== p);
      for (const r of rows) if (r.positionId === p.id) unlink(r);
      continue;
    }
    if (c.funder !== undefined) p.funder = c.funder;
    if (c.cadence !== undefined) p.cadence = c.cadence;
    if (c.payment_amount !== undefined) p.payment_amount = c.payment_amount;
    if (c.kind !== undefined) p.kind = c.kind;
    if (c.counted_in_withhold !== undefined) explicitCount.set(p.id, c.counted_in_withhold);
  }
  for (const p of out) {
    // the pipeline's rule, unless the reviewer said otherwise; a loan is never counted
    const rule = p.kind === 'mca' && p.is_active && p.cadence !== 'irregular';
    p.counted_in_withhold = p.kind === 'mca' && (explicitCount.get(p.id) ?? rule);
    for (const r of rows) {
      if (r.positionId !== p.id) continue;
      r.countedAs =
        r.type === 'debit'
          ? p.kind === 'mca'
            ? 'mca_payment'
            : 'loan_payment'
          : p.kind === 'mca'
            ? 'mca_funding'
            : 'loan_proceeds';
    }
  }
  return out;
}

/** Month corrections: excluded months leave the averages; a revenue adjustment replaces the computed true revenue's offset. */
function correctMonths(
  months: Month[],
  positions: Position[],
  active: ActiveCorrection[],
  unapplied: string[],
): Month[] {
  const out = months.map((m) => ({ ...m }));
  const adjust = new Map<string, string>();
  const exclude = new Map<string, boolean>();
  for (const { id, change: c } of byType(active, 'month')) {
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
      m.holdback_pct = monthPercent(monthBurden(positions, m.month), revenue);
    }
    const ex = exclude.get(m.month);
    if (ex === true) m.included_in_averages = false;
  }
  return out;
}

const BALANCE_FIELDS = [
  'starting_balance',
  'ending_balance',
  'average_balance',
  'negative_balance_days',
  'low_balance_days',
] as const;

/** The printed balance chain is kept: balance figures come from the computed month (and account). */
function keepBalances(months: Month[], computed: Month[]): Month[] {
  return months.map((m) => {
    const was = computed.find((c) => c.month === m.month);
    if (!was) return m;
    const next: Month = { ...m };
    for (const f of BALANCE_FIELDS) (next as Record<string, unknown>)[f] = was[f];
    next.by_account = m.by_account.map((a) => {
      const wasA = was.by_account.find((b) => b.account_key === a.account_key);
      if (!wasA) return a;
      return { ...a, ...Object.fromEntries(BALANCE_FIELDS.map((f) => [f, wasA[f]])) };
    });
    return next;
  });
}

/** Packet coverage: each covered month's transaction count from the corrected ledgers. */
function recountCoverage(
  packet: Result['submission_packet'],
  statements: Statement[],
  excluded: Set<string>,
): Result['submission_packet'] {
  if (!('submission_intelligence' in packet)) return packet; // a failed job's empty packet
  const intel = packet.submission_intelligence;
  const coverage = intel.transaction_coverage;
  const accounts = coverage.accounts.map((a) => ({
    ...a,
    months: a.months.map((m) => ({
      ...m,
      transaction_count: m.document_ids.reduce((n, id) => {
        const s = statements.find((x) => x.document_id === id);
        return (
          n +
          (s?.transactions.filter((t) => monthOf(t.date) === m.month && !excluded.has(rowKey(id, t.index))).length ?? 0)
        );
      }, 0),
    })),
  }));
  return { ...packet, submission_intelligence: { ...intel, transaction_coverage: { ...coverage, accounts } } };
}

/** Display-only corrections on a statement that fed no metrics (unverified, duplicate): its rows show them. */
function correctShownOnly(s: Statement, active: ActiveCorrection[]): Statement {
  const mine = byType(active, 'transaction').filter((c) => c.change.document_id === s.document_id);
  if (!mine.length) return s;
  const transactions = s.transactions.map((t) => {
    let next = t;
    for (const { change: c } of mine) {
      if (c.index !== t.index) continue;
      next = {
        ...next,
        ...(c.category !== undefined ? { category: c.category, category_source: 'correction' } : {}),
        ...(c.counterparty !== undefined ? { counterparty: c.counterparty } : {}),
        ...(c.amount !== undefined ? { amount: c.amount } : {}),
        ...(c.date !== undefined ? { date: c.date } : {}),
        ...(c.transaction_type !== undefined ? { transaction_type: c.transaction_type } : {}),
      };
    }
    return next;
  });
  return { ...s, transactions };
}

/** The stated monthly revenue the computed block compared against, so the corrected block compares the same. */
function statedOf(computed: Result): { monthly_revenue?: number } | undefined {
  const stated = (computed.underwriting?.stated_vs_verified as { stated_monthly_revenue?: unknown } | null | undefined)
    ?.stated_monthly_revenue;
  return typeof stated === 'number' ? { monthly_revenue: stated } : undefined;
}

export function applyCorrections(computed: Result, active: ActiveCorrection[]): Applied {
  const unapplied: string[] = [];
  const used = usedStatements(computed);
  const rowsByDoc = new Map(
    used.map((s) => [s.statement.document_id, s.statement.transactions.map((t) => rowOf(t, s))]),
  );
  const allRows = [...rowsByDoc.values()].flat();
  const known = new Set(allRows.map((r) => rowKey(r.documentId, r.index)));
  const shownOnly = new Set(
    computed.statements
      .filter((s) => !rowsByDoc.has(s.document_id))
      .flatMap((s) => s.transactions.map((t) => rowKey(s.document_id, t.index))),
  );
  for (const c of byType(active, 'transaction')) {
    const k = rowKey(c.change.document_id!, c.change.index!);
    if (!known.has(k) && !shownOnly.has(k)) unapplied.push(c.id);
  }
  const excluded = correctRows(allRows, active);
  const metricRows = allRows.filter((r) => !excluded.has(rowKey(r.documentId, r.index)));

  const periodEndByAccount: Record<string, string> = {};
  for (const s of used) {
    const end = s.statement.period_end!;
    if (!periodEndByAccount[s.accountKey] || end > periodEndByAccount[s.accountKey])
      periodEndByAccount[s.accountKey] = end;
  }
  const claims = ((computed.pipeline.financing_claims ?? []) as ClaimCheck[]).map((c) => c.claim);
  const detected = detectPositions({
    rows: metricRows,
    periodEndByAccount,
    claims: claims.length ? claims : undefined,
  });
  const positions = correctPositions(detected.positions, metricRows, active, unapplied);
  const built = buildMonths(
    used.map((s) => ({
      documentId: s.statement.document_id,
      accountKey: s.accountKey,
      periodStart: s.statement.period_start!,
      periodEnd: s.statement.period_end!,
      // balances are taken from the computed months below (keepBalances); the opening only seeds the day walk
      openingCents: s.statement.opening_balance ? toCents(s.statement.opening_balance) : 0,
      rows: metricRows.filter((r) => r.documentId === s.statement.document_id),
    })),
    positions,
  );
  const months = correctMonths(keepBalances(built.months, computed.months), positions, active, unapplied);
  const underwriting = months.length
    ? computeWithhold(withholdRequestFrom(months, positions, statedOf(computed)))
    : null;

  const statements = computed.statements.map((s) => {
    const rows = rowsByDoc.get(s.document_id);
    if (!rows) return correctShownOnly(s, active);
    const counts = emptyCounts();
    for (const r of rows) counts[r.category]++;
    return { ...s, transactions: rows.map(toTransaction), category_counts: counts };
  });
  const corrected: Result = {
    ...computed,
    statements,
    months,
    positions,
    underwriting: underwriting as Result['underwriting'],
    submission_packet: recountCoverage(computed.submission_packet, statements, excluded),
  };
  return { result: markResult(computed, corrected, active, excluded), unapplied };
}
