// Rows read vs the generator's truth, on (date, amount, type, balance): shared by the eval sections.
import { formatCents, toCents } from '../src/money.ts';
import type { LedgerRow } from '../src/pipeline/types.ts';
import type { TruthStatement } from './generator/truth.ts';

const key = (date: string, cents: number, type: string, bal: number | null): string =>
  `${date}|${cents}|${type}|${bal ?? '-'}`;

export function compareRows(
  rows: LedgerRow[],
  truth: TruthStatement,
): { tp: number; missing: string[]; extra: string[] } {
  const want = new Map<string, number>();
  for (const t of truth.transactions) {
    const k = key(t.date, toCents(t.amount), t.type, t.running_balance === null ? null : toCents(t.running_balance));
    want.set(k, (want.get(k) ?? 0) + 1);
  }
  let tp = 0;
  const extra: string[] = [];
  for (const r of rows) {
    const k = key(r.date, r.amountCents, r.type, r.balanceCents);
    const n = want.get(k) ?? 0;
    if (n > 0) {
      want.set(k, n - 1);
      tp++;
    } else
      extra.push(
        `p${r.page} ${r.date} ${formatCents(r.amountCents)} ${r.type} bal ${r.balanceCents === null ? '-' : formatCents(r.balanceCents)} "${r.description.slice(0, 40)}"`,
      );
  }
  const missing = [...want].filter(([, n]) => n > 0).map(([k, n]) => `${k} x${n}`);
  return { tp, missing, extra };
}
