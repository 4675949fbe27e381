// readStatement: a statement's pages (text layer) → StatementRead. Lines and words from geometry, tables
// from headers and the x-alignment of dates and amounts, then the few plausible readings of whatever the
// layout leaves open (which unlabelled column is which), judged by the gate: the first reading the gate
// verifies is kept, otherwise the one closest to verifying. Pure.
import { addDays, daysBetween } from '../calendar.ts';
import { gate, type GateResult } from '../gate/index.ts';
import { closedBy } from '../gate/equations.ts';
import type { PageText, TxType } from '../types.ts';
import {
  dayFirstDates,
  findPeriods,
  findStatementDate,
  yearlessRanges,
  OWN_PERIOD,
  periodDays,
  sameDayDated,
  tokDate,
} from './dates.ts';
import {
  accountReads,
  boxTerms,
  cardBoxTotals,
  owedAccounts,
  signedEquations,
  type SignedEquation,
} from './account-reads.ts';
import { headerFields, insideRow } from './fields.ts';
import { refOf } from './institution-evidence.ts';
import { missingPages, textLayerWarnings } from './integrity.ts';
import { readHeader } from './columns.ts';
import { recapSections, withoutRecaps } from './recaps.ts';
import { statementCurrency } from './currency.ts';
import { depositKind, statementKind } from './kind.ts';
import { pageLines, type Line } from './lines.ts';
import { decimalCommaLines, lakhGroupedLines, tokenize, wholeUnitLines, type DateTok } from './tokens.ts';
import {
  amountColumns,
  minusPrinted,
  NO_HEADER_HYPOTHESES,
  resolveRows,
  type NoHeaderRoles,
  type ReadingChoices,
} from './resolve.ts';
import type { AccountRead, ReadRow, ReadWarning, SourceRef, StatementRead, TotalScope } from '../statement-read.ts';
import { cardPayment, cardTotal, chargeKind, findPageNo, summaryLabel, type PageNo } from './vocabulary.ts';
import { solveSections, type SolveResult, type UntypedTotal } from './solve.ts';
import { orderByTermRuns } from './term-runs.ts';
import { walk } from './walk.ts';

/** A row marked as not yet posted, by a word in its description or a status column (`PENDING`). */
const PENDING_ROW = /\bpending\b/i;

export interface ReadOptions {
  /** Stop after this many readings (each is one gate run). */
  maxReadings?: number;
}

/**
 * The printed pages one sheet of the file holds (pages joined into one tall sheet, an online banking print): where a
 * sheet prints two or more page numbers evenly spaced, each printed page is that spacing tall, the first starting
 * as far above its number as the sheet's top. Sheets printing one page number or none are one printed page.
 */
function printedFrames(lines: Line[], pages: PageText[]): Map<number, { start: number; pitch: number }> {
  const out = new Map<number, { start: number; pitch: number }>();
  const byPage = new Map<number, Line[]>();
  for (const l of lines) {
    const on = byPage.get(l.page);
    if (on) on.push(l);
    else byPage.set(l.page, [l]);
  }
  for (const p of pages) {
    const numbered = (byPage.get(p.page) ?? [])
      .map((l) => ({ y: l.y, no: findPageNo([l.text]) }))
      .filter((x): x is { y: number; no: PageNo } => x.no !== null);
    if (numbered.length < 2) continue;
    const pitch = numbered[1].y - numbered[0].y;
    // pages numbered one after another, evenly spaced, filling the sheet (one page numbered at its top and its
    // foot is one printed page)
    const even = numbered.every(
      (x, i) => i === 0 || (x.no.n === numbered[i - 1].no.n + 1 && Math.abs(x.y - numbered[i - 1].y - pitch) <= 2),
    );
    if (!even || pitch < 200 || p.height < numbered.length * pitch * 0.95) continue;
    out.set(p.page, { start: numbered[0].y - (numbered[0].y % pitch), pitch });
  }
  return out;
}

/**
 * Lines repeated near the top or bottom of several pages (page headers and footers), digits ignored; in the page's
 * lower part, a line repeated at the same height (a footer printed above the bottom band: `umb.com | Card services
 * 1-800-821-2171`). A table's column titles printed again at the top of each page are the table's, not the page's:
 * they head the rows under them (a consolidated statement's next account starts its table on a new page under them).
 * A sheet holding several printed pages counts each as a page, heights taken within it (`printedFrames`).
 */
function repeatedLines(lines: Line[], pages: PageText[]): Set<Line> {
  const frames = printedFrames(lines, pages);
  const heights = new Map(pages.map((p) => [p.page, p.height] as const));
  const frameOf = (l: Line): { id: string; y: number; height: number } => {
    const f = frames.get(l.page);
    if (!f) return { id: String(l.page), y: l.y, height: heights.get(l.page) ?? 792 };
    const k = Math.max(0, Math.floor((l.y - f.start) / f.pitch));
    return { id: `${l.page}.${k}`, y: l.y - k * f.pitch, height: f.pitch };
  };
  const at = new Map(lines.map((l) => [l, frameOf(l)]));
  const text = (l: Line): string => l.text.replace(/\d+/g, '#').toLowerCase();
  const band = (l: Line): boolean => {
    const { y, height: h } = at.get(l)!;
    return y < h * 0.12 || y > h * 0.9;
  };
  const low = (l: Line): boolean => at.get(l)!.y > at.get(l)!.height * 0.75;
  // each margin line's key once: the text's digits masked (a 500-page statement has tens of thousands of lines)
  const keys = new Map<Line, string>();
  for (const l of lines)
    if (band(l) || low(l)) keys.set(l, band(l) ? text(l) : `${Math.round(at.get(l)!.y)}|${text(l)}`);
  const pagesOf = new Map<string, Set<string>>();
  for (const [l, k] of keys) pagesOf.set(k, (pagesOf.get(k) ?? new Set()).add(at.get(l)!.id));
  const out = new Set<Line>();
  for (const [l, k] of keys)
    if ((pagesOf.get(k)?.size ?? 0) >= 2 && !/\d+\.\d\d/.test(l.text) && !readHeader(l)) out.add(l);
  return out;
}

/** What a reading serves: its kind, its period and every row's date, type, amount and balance. */
const ledgerKey = (r: StatementRead): string =>
  [
    r.statementKind,
    r.periodStart,
    r.periodEnd,
    ...r.rows.map((x) => `${x.date}${x.type}${x.amountCents}:${x.balanceCents}`),
  ].join(',');

/** More date steps go backwards than forwards within sections: the statement lists newest first. */
function printedNewestFirst(rows: StatementRead['rows']): boolean {
  let up = 0;
  let down = 0;
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].group !== rows[i - 1].group) continue;
    if (rows[i].date > rows[i - 1].date) up++;
    else if (rows[i].date < rows[i - 1].date) down++;
  }
  return down > up && down >= 2;
}

/** What the printed text leaves open, each a few ways to read (read.ts readings). */
interface ReadingSpace {
  /** taken for a card by its wording: also judged as a deposit account */
  kindOpen: boolean;
  /** tables printed without a header, and the column roles each may have */
  open: number[];
  options: NoHeaderRoles[][];
  /** a card's minus may mark payments or charges */
  cardMinus: boolean;
  /** undated lines under a row may be rows or its description */
  undatedUnder: boolean;
  /** the ranges the statement's period may be */
  periods: number;
  /** sections repeating rows printed before them may be recaps */
  recaps: boolean;
}

interface Reading {
  hyp: Map<number, NoHeaderRoles>;
  choices: ReadingChoices;
  asDeposits: boolean;
  period: number;
  recaps: boolean;
  label: string;
}

/**
 * The dimensions in the order they vary: the kind fastest, so each sign reading is judged both ways early, then
 * the period, so a second printed range is judged before the readings run out.
 */
const dimensions = (s: ReadingSpace): number[] => [
  s.kindOpen ? 2 : 1,
  s.periods,
  ...s.options.map((o) => o.length),
  s.cardMinus ? 2 : 1,
  s.undatedUnder ? 2 : 1,
  s.recaps ? 2 : 1,
];

const readingCount = (s: ReadingSpace): number => dimensions(s).reduce((n, k) => n * k, 1);

/** Reading number `c` of the space: each dimension's choice is one digit of `c`. */
function readingAt(c: number, s: ReadingSpace): Reading {
  const digits = dimensions(s).map((k) => {
    const d = c % k;
    c = Math.floor(c / k);
    return d;
  });
  let at = 0;
  const asDeposits = digits[at++] === 1;
  const period = digits[at++];
  const hyp = new Map<number, NoHeaderRoles>();
  s.open.forEach((t, i) => hyp.set(t, s.options[i][digits[at++]]));
  const minusMarksCredits = digits[at++] === 1;
  const undatedAsDescription = digits[at++] === 1;
  const recaps = digits[at++] === 1;
  const parts = [
    ...s.open.map((t) => `table ${t}: ${hyp.get(t)?.slice().reverse().join('|')}`),
    ...(minusMarksCredits ? ['the minus marks payments and credits'] : []),
    ...(undatedAsDescription ? ['undated lines under a row are its description'] : []),
    ...(recaps ? ['sections repeating rows printed before them are recaps'] : []),
    ...(asDeposits ? ['judged as a deposit account'] : []),
    ...(s.periods > 1 ? [`printed range ${period + 1} of ${s.periods} as the period`] : []),
  ];
  return {
    hyp,
    choices: { minusMarksCredits, undatedAsDescription },
    asDeposits,
    period,
    recaps,
    label: parts.length ? parts.join('; ') : 'columns named by their headers',
  };
}

interface PeriodReading {
  start: string | null;
  end: string | null;
  ref: SourceRef | null;
}

/** `d` (month and day) in the latest year that puts it on or before `anchor` (an ISO date). */
function onOrBefore(d: { month: number; day: number }, anchor: string): string {
  const md = `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  const y = Number(anchor.slice(0, 4));
  return `${md <= anchor.slice(5) ? y : y - 1}-${md}`;
}

/**
 * The statement's period, or the few ranges it may be (read.ts readings): the ranges printed as its period
 * (dates.ts findPeriods); with none, the dates on the opening and closing balance lines ("Beginning balance
 * on Jan 1, 2024"; printed without a year, `Ending balance on 8/11`, they take it from the statement date: the
 * closing on or before it, the opening on or before the closing), else a statement date (the period's end).
 */
function periodReadings(lines: Line[], w: ReturnType<typeof walk>): PeriodReading[] {
  const balances = balanceDatedPeriod(lines, w);
  // A range that meets neither balance's date (an insurance period in a row's description) is not the statement's.
  // Nor is a range printed inside a row (a hotel stay in its wrapped description), unless labelled as the period.
  const printed = findPeriods(lines).filter(
    (p) =>
      (!balances?.start || !balances.end || p.start === balances.start || p.end === balances.end) &&
      (OWN_PERIOD.test(p.label) || !insideRow(p.line, w.rows)),
  );
  if (printed.length) return printed.map((p) => ({ start: p.start, end: p.end, ref: refOf(p.line, p.text) }));
  const yearless = yearlessPeriod(lines, balances);
  if (yearless) return [yearless];
  // No start printed: the number of days the statement says its period holds counts back from the end.
  const days = balances?.end && !balances.start ? periodDays(lines) : null;
  if (balances?.end && days) return [{ ...balances, start: addDays(balances.end, 1 - days) }];
  return [balances ?? { start: null, end: null, ref: null }];
}

/**
 * A period printed without its year (`Statement Period Dec 16 - Jan 15`) beside a statement date that prints one:
 * it ends on or before that date, a cycle at most before it, and starts on or before its end. It must agree with
 * the days printed on the balances.
 */
function yearlessPeriod(lines: Line[], balances: PeriodReading | null): PeriodReading | null {
  const sd = findStatementDate(lines);
  if (!sd) return null;
  for (const r of yearlessRanges(lines)) {
    const end = onOrBefore(r.end, sd.end);
    const start = onOrBefore(r.start, end);
    if (daysBetween(end, sd.end) > 31 || daysBetween(start, end) > 62) continue;
    if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) continue;
    if ((balances?.end && balances.end !== end) || (balances?.start && balances.start !== start)) continue;
    return { start, end, ref: refOf(r.line, r.text) };
  }
  return null;
}

/** The period from the dates printed on the opening and closing balances, else a statement date (its end). */
function balanceDatedPeriod(lines: Line[], w: ReturnType<typeof walk>): PeriodReading | null {
  const od = w.kvs.find((k) => k.key === 'opening' && k.date) ?? datedBalanceLine(w, 'opening');
  const cd = w.kvs.find((k) => k.key === 'closing' && k.date) ?? datedBalanceLine(w, 'closing');
  const iso = (d: NonNullable<typeof od>['date']): string | null =>
    d && d.year ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null;
  const sd = cd?.date?.year ? null : (findStatementDate(lines) ?? (cd?.date ? sameDayDated(lines, cd.date) : null));
  const end = cd?.date ? (iso(cd.date) ?? (sd ? onOrBefore(cd.date, sd.end) : null)) : null;
  const dated = od?.date ? (iso(od.date) ?? (end ? onOrBefore(od.date, end) : null)) : null;
  // A previous (last) statement's balance is dated that statement's closing day: this period starts the day after.
  // So is an opening balance dated a month to the day before the closing one (`Beginning balance 5-31-23` ...
  // `Ending balance 6-30-23`): a period from that day to this would hold one day more than a month.
  const previous = /\b(previous|prior|last)\b/i.test(od?.label ?? '') || (!!dated && !!end && monthBefore(dated, end));
  const start = dated && previous ? addDays(dated, 1) : dated;
  if (end && cd) return { start, end, ref: refOf(cd.line, cd.date?.text ?? '') };
  if (sd) return { start, end: sd.end, ref: refOf(sd.line, sd.text) };
  return start ? { start, end: null, ref: null } : null;
}

/** `a` is `b` a calendar month before: the same day of the month before, or both the last days of their months. */
function monthBefore(a: string, b: string): boolean {
  const [ay, am, ad] = a.split('-').map(Number);
  const [by, bm, bd] = b.split('-').map(Number);
  if ((by - ay) * 12 + bm - am !== 1) return false;
  const last = (iso: string): boolean => addDays(iso, 1).slice(8) === '01';
  return ad === bd || (last(a) && last(b));
}

/**
 * A balance line (read as a line of its own, not a box's label and value) that prints the day it stands on inside
 * its label (`Beginning balance 5-31-23 $46,201.82`, `Ending balance 6-30-23 $6,552.18`): the first opening one, the
 * last closing one, with that date.
 */
function datedBalanceLine(
  w: ReturnType<typeof walk>,
  key: 'opening' | 'closing',
): { label: string; line: Line; date: DateTok } | undefined {
  const named = w.balanceLines.filter((b) => summaryLabel(b.label)?.key === key);
  for (const b of key === 'opening' ? named : [...named].reverse()) {
    const date = tokenize(b.line.words).find((t): t is DateTok => t.kind === 'date' && t.x < b.amount.x);
    if (date) return { label: b.label, line: b.line, date };
  }
  return undefined;
}

/** What every reading shares: the walk of the printed lines and what it names, before any choice is made. */
interface Printed {
  pages: PageText[];
  lines: Line[];
  dayFirst: boolean;
  w: ReturnType<typeof walk>;
  fields: ReturnType<typeof headerFields>;
  accounts: AccountRead[];
  /** summary boxes printed as one signed equation, per account */
  equations: Map<string, SignedEquation>;
  /** boxes naming payments, as a card reads them (fields.ts `cardBoxTotals`) */
  cardTotals: ReturnType<typeof cardBoxTotals>;
  /** each account's box terms as printed (fields.ts `boxTerms`): the kinds a section may list run by run */
  terms: Map<string, number[]>;
  periods: PeriodReading[];
  openings: Map<string, number>;
  kind: StatementRead['statementKind'];
  names: (string | null)[];
  currency: StatementRead['currency'];
  warnings: ReadWarning[];
  /** section totals printed with no sign (their section's sign is the solve's) */
  untyped: UntypedTotal[];
}

function printedOf(pages: PageText[]): Printed {
  const pageLinesRead = pages.flatMap(pageLines);
  const grouped = lakhGroupedLines(pageLinesRead) ?? pageLinesRead;
  const pointed = decimalCommaLines(grouped) ?? grouped;
  // a currency with no minor units (JPY) prints whole amounts: read with their zero decimals
  const printed = wholeUnitLines(pointed, statementCurrency(pointed)) ?? pointed;
  const dayFirst = dayFirstDates(printed);
  const lines = dayFirst ?? printed;
  const repeated = repeatedLines(lines, pages);
  const warnings: ReadWarning[] = [...textLayerWarnings(pages, lines), ...missingPages(lines)];
  const w = walk(lines, repeated);
  const fields = headerFields(
    lines,
    w.accounts.filter((a) => a.last4),
    w.rows,
  );
  const ids = w.accounts.length ? w.accounts.map((a) => a.id) : ['acct-1'];
  // An account known by its summary box alone (no number printed) after a first account that printed no number.
  if (w.accounts.some((a) => !a.last4) && !ids.includes('acct-1') && w.rows.some((r) => r.account === 'acct-1'))
    ids.unshift('acct-1');
  // Accounts that print nothing of their own (a mention only) do not make a section.
  const used = ids.filter(
    (id, i) =>
      i === 0 || w.rows.some((r) => r.account === id) || w.kvs.some((k) => k.account === id && k.key === 'opening'),
  );
  const groupSign = new Map(w.rows.map((r) => [r.group, r.sectionSign] as const));
  const boxes = accountReads(w, used, groupSign, lines);
  const kind = statementKind(
    lines,
    boxes.map((a) => a.name),
  );
  // on a card statement every account's balance is owed already
  const accounts = kind === 'credit_card' ? boxes : owedAccounts(w, boxes);
  const equations = signedEquations(w, used);
  const cardTotals = cardBoxTotals(w, used);
  if (accounts.length === 1) for (const r of w.rows) r.account = accounts[0].sectionId;
  const periods = periodReadings(lines, w);
  if (!periods[0].start && periods[0].end)
    warnings.push({
      code: 'period_start_missing',
      page: periods[0].ref?.page ?? null,
      message: 'the statement prints no period start',
      blocking: false,
    });
  if (w.rows.length === 0)
    warnings.push({ code: 'no_table_found', page: null, message: 'no transaction table was found', blocking: false });
  const openings = new Map(accounts.filter((a) => a.opening).map((a) => [a.sectionId, a.opening?.cents ?? 0]));
  const names = accounts.map((a) => a.name);
  const untyped = w.kvs
    .filter((k) => k.inTable && k.group && k.total && !k.type && (k.key === 'total' || !groupSign.get(k.group)))
    .map((k) => ({
      account: accounts.length === 1 ? accounts[0].sectionId : k.account,
      group: k.group as string,
      ...(k.scope ? { scope: k.scope } : {}),
      ...(k.headed ? { headed: true } : {}),
      cents: k.amount.cents,
      count: k.count,
      label: k.label,
      ref: refOf(k.line, k.amount.text),
    }));
  return {
    pages,
    lines,
    dayFirst: !!dayFirst,
    w,
    fields,
    accounts,
    equations,
    cardTotals,
    terms: boxTerms(w, used),
    periods,
    openings,
    kind,
    names,
    currency: statementCurrency(lines),
    warnings,
    untyped,
  };
}

/** What the printed text leaves open (see ReadingSpace), each dimension from the evidence that opens it. */
function readingSpaceOf(p: Printed): ReadingSpace {
  const { w, periods, openings } = p;
  // Readings: one per combination of roles for the tables printed without a header.
  const open = [...new Set(w.rows.filter((r) => !r.hasHeader).map((r) => r.table))];
  const options = open.map(
    (t) =>
      NO_HEADER_HYPOTHESES[amountColumns(w.rows.filter((r) => r.table === t)).length] ?? [['amount'] as NoHeaderRoles],
  );
  // Sections that print no sign anywhere (heading, column, mark, balance) are no reading: each reading solves them
  // from the printed figures (solve.ts).
  const base = resolveRows(w.rows, new Map(), periods[0], openings);
  const kind = p.kind;
  // A card statement's minus may mark its payments or its charges: both conventions are printed. Which one
  // is decided by the printed totals of payments and charges, never by the balances alone: read the other way
  // round, as a deposit account, the ledger reconciles too (the kind reading below), so without those totals
  // two ledgers pass and neither is served.
  const cardMinus = kind === 'credit_card' && w.rows.some((r) => r.amounts.some(minusPrinted));
  // Undated lines under a row holding an amount: rows of that day, or the row's wrapped description.
  const undatedUnder = w.rows.some((r) => r.under !== null);
  // Sections that only repeat rows printed before them (a fee recap, an interest table): recaps, or rows.
  const recaps =
    recapSections(base.rows).length > 0 ||
    (undatedUnder &&
      recapSections(resolveRows(w.rows, new Map(), periods[0], openings, { undatedAsDescription: true }).rows).length >
        0);
  // A statement taken for a card by its wording (a label such as "Minimum Payment Due" or "Credit Limit":
  // loose evidence, a line of credit on a checking account prints them too) is also judged as a deposit
  // account. Where a reading chooses signs (a signed column, the running balance, a section or column nothing
  // names), every type swapped reconciles under the other kind's equation just as well: two passing ledgers
  // are ambiguous, and printed totals of credits and debits tell them apart. Where the columns fix the
  // signs, the equation tells the kind.
  return {
    kindOpen: kind === 'credit_card',
    open,
    options,
    cardMinus,
    undatedUnder,
    periods: periods.length,
    recaps,
  };
}

/** The warnings of one reading: what it left unresolved, undated or pending. */
function readingWarnings(
  p: Printed,
  resolved: ReturnType<typeof resolveRows>,
  rows: StatementRead['rows'],
  period: PeriodReading,
  solved: SolveResult,
): ReadWarning[] {
  const { unresolved, undated } = resolved;
  const ws: ReadWarning[] = [...p.warnings];
  if (unresolved)
    ws.push({
      code: 'ambiguous_columns',
      page: null,
      message: `${unresolved} amounts with no printed sign and no balance to decide it`,
      blocking: false,
    });
  // Two sign assignments fit every printed figure: two ledgers the gate would pass, neither may be served.
  for (const amb of solved.ambiguous)
    ws.push({
      code: 'ambiguous_reading',
      page: null,
      message: `sections ${amb.groups.join(', ')} print no sign and ${
        amb.b.length
          ? `both ${amb.a.join('/')} and ${amb.b.join('/')} fit every printed figure`
          : 'the printed figures leave more assignments than the solve searches'
      }`,
      blocking: true,
    });
  for (const u of undated) {
    const what = u.date
      ? `its printed date "${u.date}" is no date of the period ${period.start ?? '?'}..${period.end ?? '?'}`
      : 'it prints no date and no dated row comes before it';
    ws.push({
      code: 'date_unresolved',
      page: u.page,
      message: `page ${u.page} line ${u.line}: row of ${u.amount} left out of the ledger: ${what}`,
      blocking: true,
    });
  }
  // A row marked pending (in its description or a status column read into it) may never post: whether the
  // period's balances include it is not printed, and pending items netting to zero would reconcile either way.
  // A row printing its own running balance shows it posted (the gate holds that balance to the chain).
  for (const r of rows.filter((x) => PENDING_ROW.test(x.description) && x.balanceCents === null))
    ws.push({
      code: 'pending_row',
      page: r.ref.page,
      message: `page ${r.ref.page} line ${r.ref.line}: row "${r.description}" of ${r.ref.text} is marked pending`,
      blocking: true,
    });
  return ws;
}

/**
 * Totals printed one per kind of charge closing the same rows (`TOTAL FEES FOR THIS PERIOD`, `TOTAL INTEREST FOR
 * THIS PERIOD` under fees and interest listed together), every one of those rows naming one of their kinds: each
 * total counts the rows naming its kind (the words of its kind, SectionTotal.naming).
 */
function byChargeKind<T extends { group: string | null; scope?: TotalScope[]; label: string }>(
  totals: T[],
  rows: ReadRow[],
): Map<T, string> {
  const out = new Map<T, string>();
  const closing = new Map<string, T[]>();
  for (const t of totals) {
    if (t.group === null || !chargeKind(t.label)) continue;
    const key = rows
      .filter((r) => closedBy(t, r))
      .map((r) => r.index)
      .join(',');
    if (key) closing.set(key, [...(closing.get(key) ?? []), t]);
  }
  for (const ts of closing.values()) {
    const kinds = new Set(ts.map((t) => chargeKind(t.label)));
    if (kinds.size < 2 || kinds.size !== ts.length) continue;
    const closed = rows.filter((r) => closedBy(ts[0], r));
    const rowKinds = closed.map((r) => chargeKind(r.description));
    if (!rowKinds.every((k) => k !== null && kinds.has(k))) continue;
    if (![...kinds].every((k) => rowKinds.includes(k))) continue;
    for (const t of ts) out.set(t, (chargeKind(t.label) as RegExp).source);
  }
  return out;
}

/**
 * The signs of the sections nothing signs under one reading (solve.ts), set on its rows; the section totals printed
 * with no sign join their accounts with the sign their section took, and the reading says how each was decided.
 */
function solveReading(
  p: Printed,
  resolved: ReturnType<typeof resolveRows>,
  rows: StatementRead['rows'],
  accounts: AccountRead[],
  recapped: string[],
  o: { period: PeriodReading; creditMoves: 1 | -1; newestFirst: boolean },
): { solved: SolveResult; accounts: AccountRead[] } {
  // The rows left after the recaps are copies: find the open ones by their place among the rows kept.
  const kept = resolved.rows.filter((r) => !recapped.includes(r.group));
  const open = new Set(rows.filter((_, i) => resolved.open.has(kept[i])));
  let untyped = p.untyped.filter((t) => !recapped.includes(t.group));
  const named = byChargeKind([...accounts.flatMap((a) => a.sectionTotals), ...untyped], rows);
  if (named.size) {
    const withKind = <T extends AccountRead['sectionTotals'][number] | UntypedTotal>(t: T): T =>
      named.has(t) ? { ...t, naming: named.get(t) } : t;
    accounts = accounts.map((a) => ({ ...a, sectionTotals: a.sectionTotals.map(withKind) }));
    untyped = untyped.map(withKind);
  }
  const daily = p.w.dailyBalances.flatMap((d) => {
    const date = tokDate(d.date, o.period.start, o.period.end);
    const account = p.accounts.length === 1 ? p.accounts[0].sectionId : d.account;
    return date ? [{ account, date, cents: d.amount.negative ? -d.amount.cents : d.amount.cents }] : [];
  });
  const solved = solveSections({ rows, open, accounts, untyped, daily, ...o });
  for (const r of open) r.type = solved.signs.get(r.group) ?? r.type;
  if (!untyped.length) return { solved, accounts };
  // A total printed with no sign joins the gate as its section's total where it holds for the sign its section took
  // (otherwise it may total something else: it is left out, as it was before the solve). A total closing printed
  // groups (a card's subtotal, the sum over the cards) whose rows are all of one side is theirs, held or not.
  const holds = (t: UntypedTotal, same: ReadRow[]): boolean =>
    same.reduce((n, r) => n + r.amountCents, 0) === t.cents && (t.count === null || t.count === same.length);
  const signOf = (t: UntypedTotal): TxType | null => {
    const mine = rows.filter((r) => closedBy(t, r));
    const sides = new Set(mine.map((r) => r.type));
    // a group's subtotal after a card's heading or another total, or closing every row of its section listed under
    // its heading (`Transactions by JANE SMITH` ... `Total charges, credits and returns`): held to its rows whether it
    // holds or not
    if (t.scope && mine.length && sides.size === 1)
      return t.scope.some((g) => g.part > 0) || t.headed || t.naming || cardTotal(t.label) || holds(t, mine)
        ? [...sides][0]
        : null;
    // a total of one kind of charge among several: held to the rows naming its kind
    if (t.naming && mine.length && sides.size === 1) return [...sides][0];
    const signs = new Set(mine.filter((r) => open.has(r)).map((r) => r.type));
    if (signs.size !== 1) return null;
    const type = [...signs][0];
    const same = mine.filter((r) => r.type === type);
    return holds(t, same) ? type : null;
  };

  return {
    solved,
    accounts: accounts.map((a) => ({
      ...a,
      sectionTotals: [
        ...a.sectionTotals,
        ...untyped.flatMap((t) => {
          const type = t.account === a.sectionId ? signOf(t) : null;
          const { group, label, cents, count, ref, scope, naming } = t;
          return type
            ? [{ group, label, type, cents, count, ref, ...(scope ? { scope } : {}), ...(naming ? { naming } : {}) }]
            : [];
        }),
      ],
    })),
  };
}

/** How the solve signed each section (`section g3 credits by the daily balances`). */
const solvedText = (s: SolveResult): string[] => [...s.by].map(([g, by]) => `section ${g} ${s.signs.get(g)}s by ${by}`);

/**
 * The accounts' totals as a reading of the kind takes them: a box printed as one signed equation gives its terms
 * by their signs (fields.ts `signedEquations`): on a card what lowers the balance owed is its credits (payments,
 * refunds), on a deposit account its debits. Only where most of the terms whose words name a side agree with their
 * signs read so (the words confirm the kind; the signs settle a word a card reads the other way, `Payments`, and
 * the terms no word names); a box whose words mostly read the other way is read by its words.
 */
function byEquation(p: Printed, kind: StatementRead['statementKind']): AccountRead[] {
  const card = kind === 'credit_card';
  return p.accounts.map(card ? paymentsCredited : (a) => a).map((a) => {
    const eq = p.equations.get(a.sectionId);
    const named = eq?.words.filter((w) => w.key !== null) ?? [];
    const agree = named.filter((w) => (w.key === 'credits') === (card ? w.lowers : !w.lowers)).length;
    if (!eq || agree * 2 <= named.length) {
      // no equation the words agree with: a card's box naming payments still says which side they are
      const paid = card ? p.cardTotals.get(a.sectionId) : undefined;
      if (!paid) return a;
      const { credits, debits } = paid;
      return {
        ...a,
        totalCredits: credits?.amount ?? null,
        totalDebits: debits?.amount ?? null,
        creditCount: credits?.count ?? null,
        debitCount: debits?.count ?? null,
      };
    }
    const [credits, debits] = card ? [eq.lowers, eq.raises] : [eq.raises, eq.lowers];
    return {
      ...a,
      totalCredits: credits.amount,
      totalDebits: debits.amount,
      creditCount: credits.count,
      debitCount: debits.count,
    };
  });
}

/**
 * A card's section totals as a card reads them: a total naming only payments (`Total payments for this period`)
 * totals what lowers the balance owed, its credits, where a deposit account's words read a payment as paid out.
 */
function paymentsCredited(a: AccountRead): AccountRead {
  if (!a.sectionTotals.some((t) => t.type === 'debit' && cardPayment(t.label))) return a;
  return {
    ...a,
    sectionTotals: a.sectionTotals.map((t) =>
      t.type === 'debit' && cardPayment(t.label) ? { ...t, type: 'credit' as const } : t,
    ),
  };
}

/**
 * The statement's account among several (a membership's share savings and its checking): the one holding most of its
 * rows, the first printed among equals.
 */
function mainAccount(accounts: AccountRead[], rows: ReadRow[]): AccountRead | undefined {
  const held = (a: AccountRead): number => rows.filter((r) => r.accountSectionId === a.sectionId).length;
  return accounts.reduce<AccountRead | undefined>((best, a) => (!best || held(a) > held(best) ? a : best), undefined);
}

/** One reading of the printed statement: its ledger and what the gate says of it. */
function readingOf(p: Printed, reading: Reading, tried: string[]): StatementRead {
  const { hyp, choices, asDeposits, period, recaps: asRecaps, label } = reading;
  const periodRead = p.periods[period];
  const { start: periodStart, end: periodEnd, ref: periodRef } = periodRead;
  const resolved = resolveRows(p.w.rows, hyp, { start: periodStart, end: periodEnd }, p.openings, {
    ...choices,
    creditLowersBalance: p.kind === 'credit_card' && !asDeposits,
    owedAccounts: new Set(p.accounts.filter((a) => a.owed).map((a) => a.sectionId)),
  });
  const recapped = asRecaps ? recapSections(resolved.rows) : [];
  const kind = asDeposits ? depositKind(p.names) : p.kind;
  // Judged as a deposit account against its card wording, the box is read by its words: by its signs alone the
  // equation holds either way round, and the card's words are what tell the two ledgers apart.
  const printedTotals = asDeposits ? p.accounts : byEquation(p, kind);
  const { rows, accounts: recapless } = withoutRecaps(resolved.rows, printedTotals, recapped);
  const newestFirst = printedNewestFirst(rows);
  const { solved, accounts: judged } = solveReading(p, resolved, rows, recapless, recapped, {
    period: periodRead,
    creditMoves: kind === 'credit_card' ? -1 : 1,
    newestFirst,
  });
  for (const r of rows)
    r.accountNumberSuffix = p.accounts.find((a) => a.sectionId === r.accountSectionId)?.numberSuffix ?? null;
  orderByTermRuns(rows, p.terms);
  tried.push(label);
  const { fields } = p;
  return {
    pages: p.pages.map((x) => x.page),
    institution: fields.institution,
    holder: fields.holder,
    accountLast4: mainAccount(p.accounts, rows)?.numberSuffix ?? fields.accountLast4,
    routingNumber: fields.routingNumber,
    periodStart,
    periodEnd,
    periodRef,
    statementKind: kind,
    currency: p.currency,
    newestFirst,
    accounts: judged,
    rows,
    checks: rows
      .filter((r) => r.checkNumber)
      .map((r) => ({ number: r.checkNumber as string, date: r.date, amountCents: r.amountCents, page: r.page })),
    evidence: {
      reading: `${[label, ...solvedText(solved)].join('; ')}${p.dayFirst ? '; numeric dates day first' : ''}; years from the period ${periodStart ?? '?'}..${periodEnd ?? '?'}`,
      tried,
      fields: { ...fields.refs, ...(periodRef ? { period: periodRef } : {}) },
    },
    warnings: readingWarnings(p, resolved, rows, periodRead, solved),
  };
}

export function readStatement(pages: PageText[], opts: ReadOptions = {}): StatementRead & { gate: GateResult } {
  const p = printedOf(pages);
  const space = readingSpaceOf(p);
  const combos = Math.min(opts.maxReadings ?? 32, readingCount(space));
  const tried: string[] = [];
  let best: { read: StatementRead; gate: GateResult; score: number } | null = null;
  for (let c = 0; c < combos; c++) {
    const read = readingOf(p, readingAt(c, space), tried);
    const g = gate(read);
    const score = g.verified
      ? 0
      : g.reasons.length * 1e12 + Math.abs(g.deltaCents) + g.evidence.broken_links.length * 1e9;
    if (g.verified && best?.gate.verified) {
      // Two different ledgers both pass (e.g. two unsigned sections with equal sums): the printed text
      // does not decide, so neither may be served as verified.
      if (ledgerKey(read) !== ledgerKey(best.read)) {
        const w = {
          code: 'ambiguous_reading' as const,
          page: null,
          message: `readings "${best.read.evidence.reading}" and "${read.evidence.reading}" both reconcile`,
          blocking: true,
        };
        const amb = { ...best.read, warnings: [...best.read.warnings, w] };
        return { ...amb, gate: gate(amb) };
      }
      continue;
    }
    if (!best || score < best.score) best = { read, gate: g, score };
  }
  const chosen = best as { read: StatementRead; gate: GateResult };
  return { ...chosen.read, gate: chosen.gate };
}
