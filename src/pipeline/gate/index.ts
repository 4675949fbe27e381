// The gate: a read ledger is verified only when, for every account section, it reconciles to the cent
// (opening + credits - debits = closing), reproduces every printed total and count, keeps every running-
// balance link, and every date falls inside the statement period in the order the statement prints them.
// Anything else is not verified, with stable reason codes and the exact rows/pages that failed. Pure.
import { formatCents, type Cents } from '../../money.ts';
import type { ReadRow, StatementRead } from '../statement-read.ts';
import {
  balanceChain,
  creditSign,
  signed,
  printedTotals,
  reconcile,
  type BrokenLink,
  type ChainResult,
  type Equation,
} from './equations.ts';

export type GateReason =
  | 'no_transactions'
  | 'no_account'
  | 'missing_opening_balance'
  | 'missing_closing_balance'
  | 'unreconciled'
  | 'printed_total_mismatch'
  | 'printed_count_mismatch'
  | 'section_total_mismatch'
  | 'balance_chain_broken'
  | 'missing_period'
  | 'date_outside_period'
  | 'date_order_broken'
  | 'broken_text_layer'
  | 'ambiguous_reading'
  | 'date_unresolved'
  | 'pending_row';

/** Blocking read warnings that are gate reasons under their own name; any other blocking warning is a broken text layer. */
const NAMED_BLOCKING = new Set<string>(['ambiguous_reading', 'date_unresolved', 'pending_row'] satisfies GateReason[]);

export interface IntegritySignal {
  code: string;
  severity: 'info' | 'warning' | 'high';
  message: string;
  page?: number | null;
  row?: number;
}

export interface GateResult {
  verified: boolean;
  reasons: GateReason[];
  /** (opening + credits - debits) - closing, summed over accounts; 0 when reconciled or not computable. */
  deltaCents: Cents;
  reconciliationReason: string | null;
  evidence: {
    equations: Equation[];
    balance_chain: Array<{ account: string; links: number; held: number }>;
    broken_links: BrokenLink[];
    dates: { period_start: string | null; period_end: string | null; outside: DateFault[]; out_of_order: DateFault[] };
  };
  confidence: number;
  integritySignals: IntegritySignal[];
}

interface DateFault {
  row: number;
  page: number;
  line: number;
  date: string;
  previous?: string;
}

/** Rows of one account: those tagged with its id, or all rows when the statement has a single account. */
export function accountRows(read: StatementRead, sectionId: string): ReadRow[] {
  if (read.accounts.length <= 1) return read.rows;
  return read.rows.filter((r) => r.accountSectionId === sectionId);
}

/** A step back in the dates the printed balances show was posted in that order (a card row dated by its purchase). */
const POSTING_LAG_DAYS = 3;

const daysBetween = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

function checkDates(read: StatementRead): GateResult['evidence']['dates'] {
  const outside: DateFault[] = [];
  const outOfOrder: DateFault[] = [];
  const start = read.periodStart;
  const end = read.periodEnd;
  const lastByGroup = new Map<string, ReadRow>();
  read.rows.forEach((r, i) => {
    const at = { row: r.index, page: r.dateRef.page, line: r.dateRef.line, date: r.date };
    if ((start && r.date < start) || (end && r.date > end)) outside.push(at);
    // order within the groups the statement prints (a section, or a sub-group in it: a card's rows, a subtotal's)
    const key = r.orderGroup ?? r.group;
    const prev = lastByGroup.get(key);
    const sign = creditSign(
      read.statementKind,
      read.accounts.find((a) => a.sectionId === r.accountSectionId),
    );
    const wrongWay = prev && (read.newestFirst ? r.date > prev.date : r.date < prev.date);
    // The row's printed balance follows from the one printed right above it: the statement printed them in
    // posting order, and a date a few days back is the purchase's own. A misread date (a transposed digit, a day
    // taken for the month) jumps further, or breaks the chain.
    const posted =
      prev &&
      read.rows[i - 1] === prev &&
      prev.balanceCents !== null &&
      r.balanceCents !== null &&
      (read.newestFirst
        ? r.balanceCents + signed(prev, sign) === prev.balanceCents
        : prev.balanceCents + signed(r, sign) === r.balanceCents) &&
      daysBetween(r.date, prev.date) <= POSTING_LAG_DAYS;
    // A value date is the day the money counts from, not the order the statement prints: a few days back is its
    // own, further back is a misread date.
    const valued = prev && r.valueDated && daysBetween(r.date, prev.date) <= POSTING_LAG_DAYS;
    if (!r.orderExempt && wrongWay && !posted && !valued) outOfOrder.push({ ...at, previous: prev.date });
    lastByGroup.set(key, r);
  });
  return { period_start: start, period_end: end, outside, out_of_order: outOfOrder };
}

/** The spec's equations per account (reconcile, printed totals, balance chain), and the reasons they fail. */
function accountEquations(
  read: StatementRead,
  reasons: Set<GateReason>,
): { equations: Equation[]; chains: ChainResult[]; delta: number } {
  const equations: Equation[] = [];
  const chains: ChainResult[] = [];
  let delta = 0;
  for (const acct of read.accounts) {
    const sign = creditSign(read.statementKind, acct);
    const rows = accountRows(read, acct.sectionId);
    if (!acct.opening) reasons.add('missing_opening_balance');
    if (!acct.closing) reasons.add('missing_closing_balance');
    const rec = reconcile(acct, rows, sign);
    if (rec) {
      equations.push(rec.eq);
      delta += rec.delta;
      if (!rec.eq.holds) reasons.add('unreconciled');
    }
    for (const eq of printedTotals(acct, rows)) {
      equations.push(eq);
      if (!eq.holds)
        reasons.add(
          eq.kind === 'printed_count'
            ? 'printed_count_mismatch'
            : eq.kind === 'section_total'
              ? 'section_total_mismatch'
              : 'printed_total_mismatch',
        );
    }
    const chain = balanceChain(acct, read.newestFirst ? [...rows].reverse() : rows, sign);
    chains.push(chain);
    if (chain.broken.length) reasons.add('balance_chain_broken');
  }
  return { equations, chains, delta };
}

/** What the checks say beyond verified or not: how many independent checks held, and where the chain broke. */
function gateSignals(
  reasons: Set<GateReason>,
  equations: Equation[],
  chains: ChainResult[],
  rows: ReadRow[],
): { confidence: number; signals: IntegritySignal[]; links: number } {
  const signals: IntegritySignal[] = [];
  // A $0.00 row moves no figure the equations check, so no equation can tell a printed one from a line of some
  // box read as a row. Banks do print them (a waived fee), so it is a reviewer's flag, not a reason; a printed
  // balance beside it is the statement's own word that it is a row of the ledger.
  for (const r of rows.filter((x) => x.amountCents === 0 && x.balanceCents === null))
    signals.push({
      code: 'zero_amount_row',
      severity: 'warning',
      message: `row ${r.index} (${r.date}, ${r.description.slice(0, 40)}) is $0.00 with no running balance: no printed figure confirms it is a row`,
      page: r.ref.page,
      row: r.index,
    });
  const verified = reasons.size === 0;
  const links = chains.reduce((n, c) => n + c.links, 0);
  const printedChecks = equations.filter((e) => e.kind !== 'reconcile').length;
  // Independent checks beyond the one reconcile equation make a coincidental pass less likely.
  const confidence = verified
    ? links > 0 && printedChecks > 0
      ? 0.99
      : links > 0 || printedChecks > 0
        ? 0.97
        : 0.9
    : reasons.has('unreconciled')
      ? 0.2
      : 0.5;
  if (verified && links === 0 && printedChecks === 0) {
    signals.push({
      code: 'reconcile_only',
      severity: 'info',
      message: 'no running balance and no printed totals: only opening + credits - debits = closing was checked',
    });
  }
  if (
    reasons.has('balance_chain_broken') &&
    !reasons.has('unreconciled') &&
    equations.some((e) => e.kind === 'reconcile')
  ) {
    signals.push({
      code: 'reconciles_with_broken_chain',
      severity: 'high',
      message:
        'totals reconcile but running balances disagree with the rows: rows may be swapped, duplicated or altered',
    });
  }
  for (const b of chains.flatMap((c) => c.broken)) {
    signals.push({
      code: 'balance_link_broken',
      severity: 'warning',
      message: `row ${b.row}: expected balance ${b.expected}, printed ${b.printed}`,
      page: b.page,
      row: b.row,
    });
  }
  return { confidence, signals, links };
}

export function gate(read: StatementRead): GateResult {
  const reasons = new Set<GateReason>();
  const warned: IntegritySignal[] = [];
  for (const w of read.warnings) {
    warned.push({ code: w.code, severity: w.blocking ? 'high' : 'warning', message: w.message, page: w.page });
    if (w.blocking) reasons.add(NAMED_BLOCKING.has(w.code) ? (w.code as GateReason) : 'broken_text_layer');
  }
  if (read.accounts.length === 0) reasons.add('no_account');
  // A period with no activity proves itself only by what is printed: totals in and out of 0.00 and the same
  // opening and closing balance. Otherwise an empty ledger means the table was not read.
  const idle =
    read.accounts.length > 0 &&
    read.accounts.every(
      (a) =>
        a.totalCredits?.cents === 0 &&
        a.totalDebits?.cents === 0 &&
        a.opening &&
        a.closing &&
        a.opening.cents === a.closing.cents,
    );
  if (read.rows.length === 0 && !idle) reasons.add('no_transactions');
  const { equations, chains, delta } = accountEquations(read, reasons);
  const dates = checkDates(read);
  if (!read.periodEnd) reasons.add('missing_period');
  if (dates.outside.length) reasons.add('date_outside_period');
  if (dates.out_of_order.length) reasons.add('date_order_broken');
  const verified = reasons.size === 0;
  const { confidence, signals, links } = gateSignals(reasons, equations, chains, read.rows);
  return {
    verified,
    reasons: [...reasons],
    deltaCents: delta,
    reconciliationReason: verified ? reconciledText(equations, links) : failureText([...reasons], delta),
    evidence: {
      equations,
      balance_chain: chains.map((c) => ({ account: c.account, links: c.links, held: c.held })),
      broken_links: chains.flatMap((c) => c.broken),
      dates,
    },
    confidence,
    integritySignals: [...warned, ...signals],
  };
}

function reconciledText(eqs: Equation[], links: number): string {
  const n = (k: Equation['kind']) => eqs.filter((e) => e.kind === k).length;
  const parts = [`${n('reconcile')} account(s) reconcile to the cent`];
  if (n('printed_total') + n('printed_count'))
    parts.push(`${n('printed_total') + n('printed_count')} printed totals/counts reproduced`);
  if (n('section_total')) parts.push(`${n('section_total')} section totals reproduced`);
  if (links) parts.push(`${links} running-balance links hold`);
  return parts.join('; ');
}

function failureText(reasons: GateReason[], delta: Cents): string {
  return reasons.includes('unreconciled') ? `${reasons.join(', ')} (off by ${formatCents(delta)})` : reasons.join(', ');
}
