// The corrected result: the computed result plus the active corrections, recomputed through the same
// metrics computation the pipeline ran (aggregate/metrics.ts: positions → months → underwriting block), then packet coverage. Numbers are
// never edited in place: rows are rebuilt from the computed ledger, corrected, and aggregated again.
// With no corrections this gives back the computed months, positions and block exactly (tested).
// Balances stay the statement's printed chain: a correction changes how a row counts, not what the
// bank printed. Pure: data in, data out.
import { toCents } from '../money.ts';
import { beforePositions, type ClaimCheck } from '../pipeline/aggregate/positions.ts';
import { byType, computeMetrics, rowKey } from '../pipeline/aggregate/metrics.ts';
import { monthOf } from '../pipeline/calendar.ts';
import { emptyCounts, toTransaction } from '../pipeline/categorize/index.ts';
import type { Category } from '../pipeline/categorize/categories.ts';
import { groupKey } from '../pipeline/categorize/normalize.ts';
import type { CategorizedRow } from '../pipeline/categorize/row.ts';
import type { Result, Statement, Transaction } from '../schemas/result.ts';
import type { ActiveCorrection, Change } from './change.ts';
import { markResult } from './marks.ts';

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
  const { category, reason } = beforePositions(t.category as Category, t.category_reason ?? '');
  return {
    index: t.index,
    date: t.date,
    description: t.description,
    amountCents: toCents(t.amount),
    type: t.transaction_type as 'credit' | 'debit',
    balanceCents: t.running_balance === null ? null : toCents(t.running_balance),
    page: t.page,
    // the printed line's box goes back out unchanged (the console draws it)
    ...(t.source?.bbox ? { bbox: t.source.bbox as [number, number, number, number] } : {}),
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
  const claims = ((computed.pipeline.financing_claims ?? []) as ClaimCheck[]).map((c) => c.claim);
  const metrics = computeMetrics(
    used.map((s) => ({
      documentId: s.statement.document_id,
      accountKey: s.accountKey,
      periodStart: s.statement.period_start!,
      periodEnd: s.statement.period_end!,
      openingCents: s.statement.opening_balance ? toCents(s.statement.opening_balance) : 0,
      rows: rowsByDoc.get(s.statement.document_id)!,
    })),
    active,
    { claims: claims.length ? claims : undefined, stated: statedOf(computed) },
  );
  unapplied.push(...metrics.unapplied);
  const { months, positions, underwriting, excludedRows: excluded } = metrics;

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
    ...(metrics.statementMonths ? { statement_months: metrics.statementMonths } : {}),
    positions,
    underwriting: underwriting as Result['underwriting'],
    submission_packet: recountCoverage(computed.submission_packet, statements, excluded),
  };
  return { result: markResult(computed, corrected, active, excluded), unapplied };
}
