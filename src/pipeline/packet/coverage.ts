// Month-by-month coverage per account: which months a verified ledger covers, which only an unverified
// read covers, and which no statement covers at all. An account's span runs from the first to the last
// month any of the merchant's statements (duplicates and other businesses' left out) touches.
import { round2 } from '../../underwriting/stats.ts';
import { monthOf, monthRange } from '../calendar.ts';
import { accountLabel, type StatementDoc } from './input.ts';
import type { TransactionCoverage } from '../../schemas/packet.ts';

/** Months a statement covers: its period's months, else the months it names, else its rows' months. */
export function statementMonths(s: StatementDoc['statement']): string[] {
  if (s.period_start && s.period_end && s.period_start <= s.period_end)
    return monthRange(monthOf(s.period_start), monthOf(s.period_end));
  if (s.months.length) return [...s.months].sort();
  return [...new Set(s.transactions.map((t) => monthOf(t.date)))].sort();
}

export interface Coverage {
  transaction_coverage: TransactionCoverage;
  /** `YYYY-MM` months, any account, that no verified statement covers inside the account's span */
  missingMonths: string[];
}

export function buildCoverage(statements: StatementDoc[]): Coverage {
  const byAccount = new Map<string, StatementDoc[]>();
  for (const s of statements) byAccount.set(s.accountKey, [...(byAccount.get(s.accountKey) ?? []), s]);
  let total = 0;
  let covered = 0;
  let reconciled = 0;
  const missing = new Set<string>();
  const accounts: TransactionCoverage['accounts'] = [];
  for (const [accountKey, stmts] of [...byAccount.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const monthsOf = new Map(stmts.map((s) => [s, statementMonths(s.statement)]));
    const all = [...monthsOf.values()].flat().sort();
    if (!all.length) continue;
    const months: TransactionCoverage['accounts'][number]['months'] = [];
    for (const month of monthRange(all[0], all[all.length - 1])) {
      const covering = stmts.filter((s) => monthsOf.get(s)!.includes(month));
      const verified = covering.filter((s) => s.verified);
      const used = verified.length ? verified : covering;
      const status = verified.length ? 'reconciled' : covering.length ? 'unreconciled' : 'missing';
      total++;
      if (covering.length) covered++;
      if (verified.length) reconciled++;
      else missing.add(month);
      months.push({
        month,
        status,
        transaction_count: used.reduce(
          (n, s) => n + s.statement.transactions.filter((t) => monthOf(t.date) === month).length,
          0,
        ),
        document_ids: used.map((s) => s.doc.documentId),
      });
    }
    const labelled = stmts.find((s) => s.statement.account_number_last4) ?? stmts[0];
    accounts.push({ account: accountLabel(labelled.statement, accountKey), account_key: accountKey, months });
  }
  const pct = (n: number): number => (total ? round2((n / total) * 100) : 0);
  return {
    transaction_coverage: { coverage_pct: pct(covered), reconciled_pct: pct(reconciled), accounts },
    missingMonths: [...missing].sort(),
  };
}
