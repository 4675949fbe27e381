// The gate's equations for one account section. Each returns facts with the page/line of every number it
// used, so the evidence is a proof a reviewer can check by looking at those places on the statement.
import { formatCents, sumCents, type Cents } from '../../money.ts';
import type { AccountRead, ReadRow, SourceRef, TotalScope } from '../statement-read.ts';

/**
 * The rows a printed total closes: its section's (and that section's column groups: a check table printed 2-up or
 * 3-up, `g1:0`, `g1:1` under `g1`), or, when it closes printed groups inside sections, those groups' rows.
 */
export function closedBy(
  t: { group: string | null; scope?: TotalScope[]; naming?: string },
  r: { group: string; part?: number; description?: string },
): boolean {
  // plain loops, no closure per call: it runs for every total against every row (a 500-page statement)
  if (t.naming && !naming(t.naming).test(r.description ?? '')) return false;
  if (t.scope) {
    for (const s of t.scope) if (r.part === s.part && inSection(r.group, s.group)) return true;
    return false;
  }
  return t.group !== null && inSection(r.group, t.group);
}

/** A group's section: `g1` for `g1`, `g1:0`, `g1:0:1`. */
const sectionOf = (group: string): string => {
  const colon = group.indexOf(':');
  return colon < 0 ? group : group.slice(0, colon);
};

/** Rows by their section, in printed order: a total is checked against its own section's rows, not every row. */
function rowsBySection(rows: ReadRow[]): Map<string, ReadRow[]> {
  const out = new Map<string, ReadRow[]>();
  for (const r of rows) {
    const k = sectionOf(r.group);
    const on = out.get(k);
    if (on) on.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** The only rows a total can close (`closedBy` matches nothing outside its section or its scope's one section). */
function candidates(
  t: { group: string | null; scope?: TotalScope[] },
  rows: ReadRow[],
  bySection: Map<string, ReadRow[]>,
): ReadRow[] {
  const groups = t.scope ? t.scope.map((s) => s.group) : t.group !== null ? [t.group] : [];
  const sections = new Set(groups.map(sectionOf));
  if (sections.size !== 1) return rows;
  return bySection.get([...sections][0]) ?? [];
}

/** A row's group is the section `g` or one of its column groups (`g:1`). */
function inSection(group: string, g: string): boolean {
  return group === g || (group.length > g.length && group.charCodeAt(g.length) === 58 && group.startsWith(g));
}

/** Each total's naming pattern compiled once (a handful of kinds: fees, interest). */
const NAMING = new Map<string, RegExp>();
function naming(source: string): RegExp {
  let re = NAMING.get(source);
  if (!re) NAMING.set(source, (re = new RegExp(source, 'i')));
  return re;
}

export interface Equation {
  kind: 'reconcile' | 'printed_total' | 'printed_count' | 'section_total';
  account: string;
  holds: boolean;
  /** The equation with its numbers, e.g. "1000.00 + 250.00 - 75.00 = 1175.00 (printed 1175.00)". */
  text: string;
  /** Where each printed number came from. */
  refs: Array<SourceRef & { what: string }>;
  /** The ledger rows (statement indices) a computed number summed: each row's `source` is its printed line. */
  rows: number[];
}

export interface BrokenLink {
  account: string;
  row: number; // row index in the statement
  page: number;
  line: number;
  expected: string; // previous balance ± amount
  printed: string; // printed balance on the row
}

export interface ChainResult {
  account: string;
  links: number; // rows with a printed balance
  held: number;
  broken: BrokenLink[];
  lastBalance: { cents: Cents; ref: SourceRef; row: number } | null;
}

/** +1 when a credit raises the balance (deposit accounts); credit cards and what is owed run the other way. */
export function creditSign(kind: string, account?: Pick<AccountRead, 'owed'>): 1 | -1 {
  return kind === 'credit_card' || account?.owed ? -1 : 1;
}

export const signed = (r: ReadRow, sign: 1 | -1): Cents =>
  (r.type === 'credit' ? r.amountCents : -r.amountCents) * sign;

const f = formatCents;

export function reconcile(acct: AccountRead, rows: ReadRow[], sign: 1 | -1): { eq: Equation; delta: Cents } | null {
  if (!acct.opening || !acct.closing) return null;
  const credits = sumCents(rows.filter((r) => r.type === 'credit').map((r) => r.amountCents));
  const debits = sumCents(rows.filter((r) => r.type === 'debit').map((r) => r.amountCents));
  const computed = acct.opening.cents + sign * (credits - debits);
  const delta = computed - acct.closing.cents;
  const op = sign === 1 ? ['+', '-'] : ['-', '+'];
  return {
    delta,
    eq: {
      kind: 'reconcile',
      account: acct.sectionId,
      holds: delta === 0,
      text: `opening ${f(acct.opening.cents)} ${op[0]} credits ${f(credits)} (${rows.filter((r) => r.type === 'credit').length} rows) ${op[1]} debits ${f(debits)} (${rows.filter((r) => r.type === 'debit').length} rows) = ${f(computed)}; printed closing ${f(acct.closing.cents)}`,
      refs: [
        { ...acct.opening.ref, what: 'opening balance' },
        { ...acct.closing.ref, what: 'closing balance' },
      ],
      rows: rows.map((r) => r.index),
    },
  };
}

export function printedTotals(acct: AccountRead, rows: ReadRow[]): Equation[] {
  const out: Equation[] = [];
  for (const type of ['credit', 'debit'] as const) {
    const mine = rows.filter((r) => r.type === type);
    const total = sumCents(mine.map((r) => r.amountCents));
    const printed = type === 'credit' ? acct.totalCredits : acct.totalDebits;
    if (printed) {
      out.push({
        kind: 'printed_total',
        account: acct.sectionId,
        holds: printed.cents === total,
        text: `sum of ${mine.length} ${type} rows ${f(total)}; printed total ${type}s ${f(printed.cents)}`,
        refs: [{ ...printed.ref, what: `printed total ${type}s` }],
        rows: mine.map((r) => r.index),
      });
    }
    const count = type === 'credit' ? acct.creditCount : acct.debitCount;
    if (count !== null) {
      out.push({
        kind: 'printed_count',
        account: acct.sectionId,
        holds: count === mine.length,
        text: `${mine.length} ${type} rows read; printed count ${count}`,
        refs: printed ? [{ ...printed.ref, what: `printed ${type} count line` }] : [],
        rows: mine.map((r) => r.index),
      });
    }
  }
  const bySection = rowsBySection(rows);
  for (const st of acct.sectionTotals) {
    if (st.group === null) continue;
    // A section total counts its own kind of rows (a one-table layout prints "Total deposits" under mixed rows)
    // among the rows it closes.
    const mine = candidates(st, rows, bySection).filter((r) => r.type === st.type && closedBy(st, r));
    const total = sumCents(mine.map((r) => r.amountCents));
    const countOk = st.count === null || st.count === mine.length;
    out.push({
      kind: 'section_total',
      account: acct.sectionId,
      holds: total === st.cents && countOk,
      text: `section "${st.label}": ${mine.length} rows sum ${f(total)}; printed ${f(st.cents)}${st.count !== null ? ` (${st.count} items)` : ''}`,
      refs: [{ ...st.ref, what: `printed section total` }],
      rows: mine.map((r) => r.index),
    });
  }
  return out;
}

/**
 * Walk the running balance: opening, then each row's signed amount; every printed balance must match. A ledger of
 * day-end balances whose day also holds rows listed in a table of their own (`Checks Paid` after the activity) keeps
 * its chain by date instead (`dayEndChain`), only when every one of its balances holds that way.
 */
export function balanceChain(acct: AccountRead, rows: ReadRow[], sign: 1 | -1): ChainResult {
  const printed = printedOrderChain(acct, rows, sign);
  if (!printed.broken.length) return printed;
  const byDay = dayEndChain(acct, rows, sign);
  return byDay && !byDay.broken.length ? byDay : printed;
}

/**
 * The chain of a ledger printing one balance a day, on the day's last row, while other rows of the account (checks
 * in their own table) carry none: each balance is the opening plus every row of the account dated that day or
 * before, wherever the statement lists it. Null when the ledger is not of that shape: a date with two balances, a
 * balance not on its day's last row of its group, balances out of date order, or no balance-less group to fold in.
 */
function dayEndChain(acct: AccountRead, rows: ReadRow[], sign: 1 | -1): ChainResult | null {
  if (!acct.opening) return null;
  const balanced = rows.filter((r) => r.balanceCents !== null && r.balanceRef);
  const withBalances = new Set(balanced.map((r) => r.group));
  if (!balanced.length || rows.every((r) => withBalances.has(r.group))) return null;
  // the date of the next row of the same group, one pass from the end (a 500-page statement walks this once)
  const nextDate = new Map<ReadRow, string>();
  const seen = new Map<string, string>();
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i];
    const after = seen.get(r.group);
    if (after !== undefined) nextDate.set(r, after);
    seen.set(r.group, r.date);
  }
  for (let i = 0; i < balanced.length; i++) {
    const r = balanced[i];
    if ((i > 0 && balanced[i - 1].date >= r.date) || nextDate.get(r) === r.date) return null;
  }
  const byDate = new Map<string, Cents>();
  for (const r of rows) byDate.set(r.date, (byDate.get(r.date) ?? 0) + signed(r, sign));
  const dates = [...byDate.keys()].sort();
  const res: ChainResult = { account: acct.sectionId, links: 0, held: 0, broken: [], lastBalance: null };
  let running: Cents = acct.opening.cents;
  let d = 0;
  for (const r of balanced) {
    while (d < dates.length && dates[d] <= r.date) running += byDate.get(dates[d++]) as Cents;
    const ref = r.balanceRef as SourceRef;
    res.links++;
    if (running === r.balanceCents) res.held++;
    else
      res.broken.push({
        account: acct.sectionId,
        row: r.index,
        page: ref.page,
        line: ref.line,
        expected: f(running),
        printed: f(r.balanceCents as Cents),
      });
    res.lastBalance = { cents: r.balanceCents as Cents, ref, row: r.index };
  }
  return res;
}

function printedOrderChain(acct: AccountRead, rows: ReadRow[], sign: 1 | -1): ChainResult {
  const res: ChainResult = { account: acct.sectionId, links: 0, held: 0, broken: [], lastBalance: null };
  let running: Cents | null = acct.opening ? acct.opening.cents : null;
  for (const r of rows) {
    if (running !== null) running += signed(r, sign);
    if (r.balanceCents === null || !r.balanceRef) continue;
    res.links++;
    if (running === null || running === r.balanceCents) res.held += running === null ? 0 : 1;
    if (running !== null && running !== r.balanceCents) {
      res.broken.push({
        account: acct.sectionId,
        row: r.index,
        page: r.balanceRef.page,
        line: r.balanceRef.line,
        expected: f(running),
        printed: f(r.balanceCents),
      });
    }
    if (running === null)
      res.broken.push({
        account: acct.sectionId,
        row: r.index,
        page: r.balanceRef.page,
        line: r.balanceRef.line,
        expected: 'no opening balance',
        printed: f(r.balanceCents),
      });
    // Resynchronise on the printed balance so one bad link is reported once, not on every later row.
    running = r.balanceCents;
    res.lastBalance = { cents: r.balanceCents, ref: r.balanceRef, row: r.index };
  }
  return res;
}
