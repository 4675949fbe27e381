// Statement months, per account and combined. Only verified statements come in here.
// Definitions (docs/underwriting.md): true revenue = revenue + unknown credits; operating expenses =
// withdrawals − MCA debits − loan payments − transfers out (taxes stay in); EBITDA = true revenue − opex.
import { formatCents, sumCents, toCents, type Cents } from '../../money.ts';
import type { Month, Position } from '../../schemas/result.ts';
import type { CategorizedRow } from '../categorize/row.ts';
import { BURDEN_MULTIPLIER } from '../../underwriting/cadence.ts';
import { percentOf } from '../../underwriting/stats.ts';
import { dailyBalances, type DayBalance } from './balances.ts';
import { addDays, businessDaysIn, daysBetween, daysInMonth, monthEnd, monthOf, monthStart } from '../calendar.ts';
import { isActiveAt } from './cadence.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';

/** a day whose closing balance is at or above zero but below this is a low-balance day ($1,000) */
export const LOW_BALANCE_CENTS = 100_000;

export interface MonthStatement {
  documentId: string;
  accountKey: string;
  periodStart: string;
  periodEnd: string;
  openingCents: Cents;
  rows: CategorizedRow[];
  /** the printed rows the balance walk uses when they differ from `rows` (a corrected ledger); default `rows` */
  balanceRows?: Array<{ date: string; type: 'credit' | 'debit'; amountCents: Cents }>;
}

export function isMcaDebit(r: CategorizedRow): boolean {
  return r.type === 'debit' && (r.countedAs ? r.countedAs === 'mca_payment' : r.category === 'mca_payment');
}
export function isLoanPayment(r: CategorizedRow): boolean {
  return r.type === 'debit' && (r.countedAs ? r.countedAs === 'loan_payment' : r.category === 'loan');
}
function isMcaFunding(r: CategorizedRow): boolean {
  return r.type === 'credit' && (r.countedAs ? r.countedAs === 'mca_funding' : r.category === 'mca_funding');
}
function isLoanProceeds(r: CategorizedRow): boolean {
  return r.type === 'credit' && (r.countedAs ? r.countedAs === 'loan_proceeds' : r.category === 'loan');
}
export function isTrueRevenue(r: CategorizedRow): boolean {
  return r.type === 'credit' && !r.countedAs && (r.category === 'revenue' || r.category === 'unknown');
}

/** A percentage of a Month: a decimal string with two places (spec: the Month's amounts and percents are decimal strings). */
export const monthPercent = (num: number, den: number): string | null => percentOf(num, den)?.toFixed(2) ?? null;
const sum = (rows: CategorizedRow[], f: (r: CategorizedRow) => boolean): Cents =>
  sumCents(rows.filter(f).map((r) => r.amountCents));

/** A regular MCA position paying at some point of [from, to]. */
export function payingIn(p: Position, from: string, to: string): boolean {
  return p.kind === 'mca' && p.cadence !== 'irregular' && p.first_date <= to && p.last_date >= from;
}

/** The month's cadence-projected MCA burden (the numerator of holdback_pct). */
export function monthBurden(positions: Position[], month: string): Cents {
  return windowBurden(positions, monthStart(month), monthEnd(month));
}

/** The cadence-projected MCA burden of positions paying in [from, to] (a calendar month or a statement cycle). */
function windowBurden(positions: Position[], from: string, to: string): Cents {
  return positions
    .filter((p) => payingIn(p, from, to))
    .reduce((a, p) => a + toCents(p.payment_amount) * BURDEN_MULTIPLIER[p.cadence as 'daily'], 0);
}

/** MCA debits expected on uncovered days [from, to] of a month, at each position's cadence. */
function projectedDebits(positions: Position[], from: string, to: string, side: 'before' | 'after'): Cents {
  if (to < from) return 0;
  let total = 0;
  for (const p of positions) {
    if (p.kind !== 'mca' || p.cadence === 'irregular') continue;
    // still paying at the edge of coverage next to the uncovered stretch
    const edge = side === 'after' ? addDays(from, -1) : addDays(to, 1);
    // backwards only for a position already paying when coverage began (not one funded inside it)
    const fundedInside = (p.linked_funding ?? []).some((f) => String(f.date) >= edge);
    const paying =
      side === 'after'
        ? p.first_date <= edge && isActiveAt(p.last_date, p.cadence as 'daily', edge)
        : !fundedInside && p.first_date <= addDays(edge, 3) && p.last_date >= edge;
    if (!paying) continue;
    const days = daysBetween(from, to) + 1;
    const n =
      p.cadence === 'daily'
        ? businessDaysIn(from, to)
        : Math.round(days / { weekly: 7, biweekly: 14, monthly: 30.4 }[p.cadence as 'weekly']);
    total += n * toCents(p.payment_amount);
  }
  return total;
}

type AccountMonth = Omit<
  Month,
  'month' | 'accounts' | 'by_account' | 'is_mtd' | 'included_in_averages' | 'correction'
> & { account_key: string; covered_days: number; days: DayBalance[] };

/** One account's figures over [ms, me]: a calendar month, or one statement's cycle. */
function accountMonth(
  accountKey: string,
  ms: string,
  me: string,
  stmts: MonthStatement[],
  positions: Position[],
): AccountMonth | null {
  const days: DayBalance[] = [];
  const rows: CategorizedRow[] = [];
  for (const s of stmts) {
    if (s.periodEnd < ms || s.periodStart > me) continue;
    for (const d of dailyBalances(s.periodStart, s.periodEnd, s.openingCents, s.balanceRows ?? s.rows))
      if (d.date >= ms && d.date <= me && !days.some((x) => x.date === d.date)) days.push(d);
    rows.push(...s.rows.filter((r) => r.date >= ms && r.date <= me));
  }
  if (!days.length) return null;
  days.sort((a, b) => a.date.localeCompare(b.date));
  const credits = rows.filter((r) => r.type === 'credit');
  const debits = rows.filter((r) => r.type === 'debit');
  const deposits = sum(rows, (r) => r.type === 'credit');
  const revenue = sum(rows, isTrueRevenue);
  const withdrawals = sum(rows, (r) => r.type === 'debit');
  const mca = sum(rows, isMcaDebit);
  const loanPay = sum(rows, isLoanPayment);
  const transfersOut = sum(rows, (r) => r.type === 'debit' && r.category === 'transfer' && !r.countedAs);
  const opex = withdrawals - mca - loanPay - transfersOut;
  const first = days[0].date;
  const last = days[days.length - 1].date;
  const accountPositions = positions.filter((p) => p.account_key === accountKey);
  const projected =
    mca +
    projectedDebits(accountPositions, ms, addDays(first, -1), 'before') +
    projectedDebits(accountPositions, addDays(last, 1), me, 'after');
  const burden = accountPositions
    .filter((p) => payingIn(p, ms, me))
    .reduce((a, p) => a + toCents(p.payment_amount) * BURDEN_MULTIPLIER[p.cadence as 'daily'], 0);
  const avg = Math.round(days.reduce((a, d) => a + d.end, 0) / days.length);
  return {
    account_key: accountKey,
    covered_days: days.length,
    days,
    deposits_total: formatCents(deposits),
    deposits_count: credits.length,
    true_revenue: formatCents(revenue),
    true_revenue_count: rows.filter(isTrueRevenue).length,
    total_non_revenue: formatCents(deposits - revenue),
    withdrawals_total: formatCents(withdrawals),
    withdrawals_count: debits.length,
    mca_funding_total: formatCents(sum(rows, isMcaFunding)),
    loan_proceeds_total: formatCents(sum(rows, isLoanProceeds)),
    transfers_in_total: formatCents(sum(rows, (r) => r.type === 'credit' && r.category === 'transfer' && !r.countedAs)),
    transfers_out_total: formatCents(transfersOut),
    mca_debits_total: formatCents(mca),
    mca_debits_projected_total: formatCents(projected),
    loan_payments_total: formatCents(loanPay),
    taxes_total: formatCents(sum(rows, (r) => r.type === 'debit' && r.category === 'taxes')),
    operating_expenses_total: formatCents(opex),
    ebitda: formatCents(revenue - opex),
    ebitda_margin_pct: monthPercent(revenue - opex, revenue),
    holdback_pct: monthPercent(burden, revenue),
    starting_balance: formatCents(days[0].start),
    ending_balance: formatCents(days[days.length - 1].end),
    average_balance: formatCents(avg),
    negative_balance_days: days.filter((d) => d.end < 0).length,
    low_balance_days: days.filter((d) => d.end >= 0 && d.end < LOW_BALANCE_CENTS).length,
    nsf_count: rows.filter((r) => r.isNsf).length,
    overdraft_count: rows.filter((r) => r.isOverdraft).length,
    returned_item_count: rows.filter((r) => r.category === 'returned_item').length,
    unknown_category_count: rows.filter((r) => r.category === 'unknown').length,
    partial_period: days.length < daysBetween(ms, me) + 1,
    true_revenue_unlabelled: formatCents(sum(rows, (r) => isTrueRevenue(r) && r.category === 'unknown')),
  };
}

const MONEY_FIELDS = [
  'deposits_total',
  'true_revenue',
  'total_non_revenue',
  'withdrawals_total',
  'mca_funding_total',
  'loan_proceeds_total',
  'transfers_in_total',
  'transfers_out_total',
  'mca_debits_total',
  'mca_debits_projected_total',
  'loan_payments_total',
  'taxes_total',
  'operating_expenses_total',
  'ebitda',
  'true_revenue_unlabelled',
  'starting_balance',
  'ending_balance',
  'average_balance',
] as const;
const COUNT_FIELDS = [
  'deposits_count',
  'true_revenue_count',
  'withdrawals_count',
  'nsf_count',
  'overdraft_count',
  'returned_item_count',
  'unknown_category_count',
] as const;

/** Combine one month's accounts: money and counts add up; day counts are per calendar day. */
function combine(
  month: string,
  parts: AccountMonth[],
  positions: Position[],
  isLast: boolean,
  window: { from: string; to: string } = { from: monthStart(month), to: monthEnd(month) },
): Month {
  const m: Record<string, unknown> = { month };
  for (const f of MONEY_FIELDS) m[f] = formatCents(sumCents(parts.map((p) => toCents(p[f] as string))));
  for (const f of COUNT_FIELDS) m[f] = parts.reduce((a, p) => a + p[f], 0);
  const revenue = toCents(m.true_revenue as string);
  const ebitda = toCents(m.ebitda as string);
  const me = window.to;
  const burden = windowBurden(positions, window.from, window.to);
  const combinedByDay = new Map<string, Cents>();
  const negativeDays = new Set<string>();
  for (const p of parts)
    for (const d of p.days) {
      combinedByDay.set(d.date, (combinedByDay.get(d.date) ?? 0) + d.end);
      if (d.end < 0) negativeDays.add(d.date);
    }
  const partial = parts.some((p) => p.partial_period);
  const lastCovered = parts
    .map((p) => p.days[p.days.length - 1].date)
    .sort()
    .pop()!;
  return {
    ...(m as Pick<Month, (typeof MONEY_FIELDS)[number] | (typeof COUNT_FIELDS)[number] | 'month'>),
    ebitda_margin_pct: monthPercent(ebitda, revenue),
    holdback_pct: monthPercent(burden, revenue),
    negative_balance_days: negativeDays.size,
    low_balance_days: [...combinedByDay.entries()].filter(
      ([d, v]) => v >= 0 && v < LOW_BALANCE_CENTS && !negativeDays.has(d),
    ).length,
    accounts: parts.map((p) => p.account_key),
    partial_period: partial,
    is_mtd: isLast && partial && lastCovered < me,
    included_in_averages: !partial,
    by_account: parts.map(({ days, ...rest }) => rest),
  };
}

export interface MonthsResult {
  months: Month[];
  /** per account: months covered, months missing between them, day gaps between statements */
  accounts: Array<{
    account_key: string;
    months: string[];
    missing_months: string[];
    gaps: Array<{ from: string; to: string }>;
    document_ids: string[];
  }>;
  reviewReasons: string[];
}

export function buildMonths(statements: MonthStatement[], positions: Position[]): MonthsResult {
  const byAccount = new Map<string, MonthStatement[]>();
  for (const s of statements) byAccount.set(s.accountKey, [...(byAccount.get(s.accountKey) ?? []), s]);
  const reviewReasons: string[] = [];
  const accounts: MonthsResult['accounts'] = [];
  const parts = new Map<string, AccountMonth[]>();
  for (const [accountKey, stmts] of [...byAccount.entries()].sort()) {
    stmts.sort((a, b) => a.periodStart.localeCompare(b.periodStart));
    const gaps: Array<{ from: string; to: string }> = [];
    for (let i = 1; i < stmts.length; i++) {
      const expected = addDays(stmts[i - 1].periodEnd, 1);
      if (stmts[i].periodStart > expected) {
        gaps.push({ from: expected, to: addDays(stmts[i].periodStart, -1) });
        reviewReasons.push(
          reviewReason('statement_gap', accountKey, `${expected}..${addDays(stmts[i].periodStart, -1)}`),
        );
      }
    }
    const covered: string[] = [];
    const missing: string[] = [];
    for (
      let m = monthOf(stmts[0].periodStart);
      m <= monthOf(stmts[stmts.length - 1].periodEnd);
      m = monthOf(addDays(monthEnd(m), 1))
    ) {
      const am = accountMonth(accountKey, monthStart(m), monthEnd(m), stmts, positions);
      if (!am) {
        missing.push(m);
        reviewReasons.push(reviewReason('missing_month', accountKey, m));
        continue;
      }
      covered.push(m);
      parts.set(m, [...(parts.get(m) ?? []), am]);
    }
    accounts.push({
      account_key: accountKey,
      months: covered,
      missing_months: missing,
      gaps,
      document_ids: stmts.map((s) => s.documentId),
    });
  }
  const keys = [...parts.keys()].sort();
  const months = keys.map((m, i) => combine(m, parts.get(m)!, positions, i === keys.length - 1));
  return { months, accounts, reviewReasons };
}

/** A statement whose period is not calendar months: it runs on its bank's cycle (16th–15th, 9th–8th...). */
export function isOffCalendar(s: Pick<MonthStatement, 'periodStart' | 'periodEnd'>): boolean {
  return s.periodStart !== monthStart(monthOf(s.periodStart)) || s.periodEnd !== monthEnd(monthOf(s.periodEnd));
}

/** a statement cycle is a whole month to an underwriter when it spans this many days */
const CYCLE_DAYS = { min: 27, max: 35 };

/**
 * Statement months: each statement's cycle is one month, labelled by the month it closes in (the
 * 16 Oct – 15 Nov statement is `2025-11`), complete when it spans a whole cycle; accounts' cycles that
 * close in the same month combine. Null when an account has two statements closing in one month (no
 * cycle to call a month): then calendar months stand.
 */
export function buildCycleMonths(
  statements: MonthStatement[],
  positions: Position[],
): { months: Month[]; burdenOf: (label: string) => Cents } | null {
  const parts = new Map<string, AccountMonth[]>();
  const windows = new Map<string, { from: string; to: string }>();
  const byAccount = new Map<string, MonthStatement[]>();
  for (const s of statements) byAccount.set(s.accountKey, [...(byAccount.get(s.accountKey) ?? []), s]);
  for (const [accountKey, stmts] of [...byAccount.entries()].sort()) {
    const labels = new Set<string>();
    for (const s of [...stmts].sort((a, b) => a.periodStart.localeCompare(b.periodStart))) {
      const label = monthOf(s.periodEnd);
      if (labels.has(label)) return null;
      labels.add(label);
      const am = accountMonth(accountKey, s.periodStart, s.periodEnd, [s], positions);
      if (!am) continue;
      const span = daysBetween(s.periodStart, s.periodEnd) + 1;
      am.partial_period = am.partial_period || span < CYCLE_DAYS.min || span > CYCLE_DAYS.max;
      (am as AccountMonth & { period_start?: string; period_end?: string }).period_start = s.periodStart;
      (am as AccountMonth & { period_end?: string }).period_end = s.periodEnd;
      parts.set(label, [...(parts.get(label) ?? []), am]);
      const w = windows.get(label);
      windows.set(label, {
        from: !w || s.periodStart < w.from ? s.periodStart : w.from,
        to: !w || s.periodEnd > w.to ? s.periodEnd : w.to,
      });
    }
  }
  const keys = [...parts.keys()].sort();
  return {
    months: keys.map((m, i) => combine(m, parts.get(m)!, positions, i === keys.length - 1, windows.get(m))),
    // a cycle's burden is over the cycle's own days, as combine() took it (a correction recomputes holdback by it)
    burdenOf: (label) => {
      const w = windows.get(label);
      return w ? windowBurden(positions, w.from, w.to) : monthBurden(positions, label);
    },
  };
}
