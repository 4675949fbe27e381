// Day-by-day balances of one statement from its opening balance and rows: a day without activity
// carries the previous day's balance. The gate has already proven the chain, so amounts are enough.
import type { Cents } from '../../money.ts';
import { addDays } from '../calendar.ts';

export interface DayBalance {
  date: string;
  start: Cents;
  end: Cents;
}

export function dailyBalances(
  periodStart: string,
  periodEnd: string,
  openingCents: Cents,
  rows: Array<{ date: string; type: 'credit' | 'debit'; amountCents: Cents }>,
): DayBalance[] {
  const byDate = new Map<string, Cents>();
  for (const r of rows)
    byDate.set(r.date, (byDate.get(r.date) ?? 0) + (r.type === 'credit' ? r.amountCents : -r.amountCents));
  const out: DayBalance[] = [];
  let bal = openingCents;
  for (let d = periodStart; d <= periodEnd; d = addDays(d, 1)) {
    const start = bal;
    bal += byDate.get(d) ?? 0;
    out.push({ date: d, start, end: bal });
  }
  return out;
}
