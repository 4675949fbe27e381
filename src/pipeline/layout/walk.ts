// One pass over a statement's lines, top to bottom across pages, keeping the table context (header
// columns, section heading, account section) and emitting raw rows, printed totals and summary values.
// Signs and years are decided later (read.ts), where several readings can be tried against the gate.
import type { TxType } from '../types.ts';
import type { TotalScope } from '../statement-read.ts';
import {
  mergeHeaderAbove,
  mergeHeaderBelow,
  moneyColumn,
  readHeader,
  rowDateColumn,
  splitByGroups,
  nearestGroup,
  type ColumnGroup,
  type Header,
} from './columns.ts';
import { statementKind } from './kind.ts';
import { cells, type Line } from './lines.ts';
import { accountMark, freeText, nameWords, pushKeyValues, textOf, titleAboveHeader } from './labels.ts';
import { tokenize, type AmountTok, type DateTok } from './tokens.ts';
import {
  CARD_GROUP,
  cardPayment,
  DEPOSIT_PRODUCT,
  CHARGE_LINE,
  findPageNo,
  isBalanceLine,
  headingWithTotal,
  isCheckSection,
  isValueDate,
  namesColumns,
  sectionHeading,
  summaryLabel,
  TOTAL_WORDS,
  totalFirst,
  type SectionKind,
  type SummaryKey,
} from './vocabulary.ts';

export interface RawRow {
  order: [number, number, number]; // table, column group, line sequence: rows are read group by group
  line: Line;
  date: DateTok | null; // null: printed without a date (same day as the row above)
  /** a charge of the period printed without a date (`Interest Charge on Purchases`): dated the period's last day */
  periodEnd: boolean;
  /** the date cell holds a number that is no date ("1177" for 11/7): the row's day is unknown, not the row above's */
  dateUnreadable: boolean;
  description: string;
  amount: AmountTok;
  /** Every amount printed in the amount area of the line (for tables without a header: columns found by right edge). */
  amounts: AmountTok[];
  role: 'debit' | 'credit' | 'amount' | 'unknown';
  /**
   * The amount stands under a column naming only payments (`Payments`): money paid out of a deposit account, but
   * what lowers the balance of an account whose balance is owed (a loan's table), its credit (resolve.ts).
   */
  paymentColumn: boolean;
  col: number; // amount column index within the table when there is no header (right-edge cluster)
  balance: AmountTok | null;
  sectionSign: TxType | null;
  /** the row's own sign in words, under a Type column ("Debit", "CR") */
  typeSign: TxType | null;
  group: string;
  /** the printed sub-group the row's dates run in (types.ts ReadRow.orderGroup) */
  orderGroup: string;
  /** the printed group inside its section (ReadRow.part): a subtotal closes its rows */
  part: number;
  table: number;
  hasHeader: boolean;
  check: string | null;
  /** Read in a check table (a check-number column or a "Checks" section): sorted by number, not by date. */
  checkTable: boolean;
  /** dated by a value-date column (RawRow → ReadRow `valueDated`) */
  valueDated: boolean;
  account: string;
  descRight: number; // where the description ends (continuations must start left of the amounts)
  /**
   * The row this one is printed right under, without a date of its own, indented like a wrapped description
   * and with no balance: a row of the same day, or the row's description carrying a number in a money column
   * ("Ref 12/02 $5,035.59"). The geometry cannot tell; the readings try both (resolve.ts). Null otherwise.
   */
  under: RawRow | null;
}

export interface KeyValue {
  key: SummaryKey;
  type: TxType | null;
  total: boolean;
  label: string;
  amount: AmountTok;
  count: number | null;
  line: Line;
  account: string;
  inTable: boolean; // printed inside a transaction section (a section total), not in a summary box
  group: string | null;
  date: DateTok | null;
  /** its side read from its printed sign alone (its words name none: `Card account activity - 6,831.22`) */
  bySign?: boolean;
  /** a term of the box naming no side (vocabulary.ts `unsidedTerm`): its side is the box equation's (terms.ts) */
  term?: boolean;
  /** a total closing printed groups inside its section, not the whole section (SectionTotal.scope) */
  scope?: TotalScope[];
  /** it closes the first group of a section its heading opened: every row listed under the heading, one header */
  headed?: boolean;
}

export interface AccountMark {
  id: string;
  last4: string;
  name: string | null;
  line: Line;
}

export interface Walk {
  rows: RawRow[];
  kvs: KeyValue[];
  accounts: AccountMark[];
  balanceLines: Array<{ amount: AmountTok; line: Line; account: string; label: string }>;
  /** end-of-day balances of a daily balance table (`Date Balance | Date Balance`): evidence, not rows (solve.ts) */
  dailyBalances: Array<{ date: DateTok; amount: AmountTok; line: Line; account: string }>;
}

const MONEY_ROLE = new Set(['debit', 'credit', 'amount', 'balance']);

// Distances between lines are in line heights (the lower line's font size): a line this close below
// another belongs with it.
/** a row's wrapped description, or a dated line still waiting for its amounts, continues this close below */
const ROW_GAP = 3.2;
/** the two halves of a two-line column header */
const HEADER_HALF_GAP = 2.2;
/** labels stacked over the values they name (summary boxes) */
const STACKED_LABEL_GAP = 2.6;
// Horizontal slack, in points.
/** a date or check number still counts as under its column this far outside it */
const COLUMN_SLACK = 12;
/** a continuation line must start left of where the row's description ended, give or take this */
const DESCRIPTION_SLACK = 4;

type Words = Line['words'];
type Section = SectionKind;

/** A line's tokens, read once. */
interface ReadLine {
  line: Line;
  toks: ReturnType<typeof tokenize>;
  dates: DateTok[];
}

/** The table context the walk keeps from line to line. */
interface WalkState {
  out: Walk;
  header: Header | null;
  section: Section | null;
  group: string;
  groupNo: number;
  table: number;
  seq: number;
  account: string;
  /** the row a continuation line would join; null once anything else intervenes */
  last: RawRow | null;
  lastRow: RawRow | null;
  /** The printed page (`sheet`) the last row stood on. */
  lastRowSheet: number | null;
  /**
   * Printed pages passed so far: a new page of the file, and each printed page number (`Page 2 of 5`), count one.
   * One sheet of the file may hold several printed pages (an online banking print on one long sheet, pages
   * joined): the page number printed between them is where one ends.
   */
  sheet: number;
  /**
   * A balance carried to the next page and brought forward there: the day's rows continue after it,
   * printed without a date (the date is the last row's, across the break).
   */
  forward: boolean;
  /** the text line just above (half of a two-line header) */
  prevPlain: Line | null;
  /** the last line with amounts, and its tokens (a sentence of a prose summary running onto the next line) */
  prevMoney: { line: Line; toks: ReturnType<typeof tokenize> } | null;
  /** the text lines stacked right above, top to bottom (labels printed over values on several lines) */
  plainStack: Line[];
  prevHeading: Line | null;
  /** the day heading the rows below it, in day-grouped layouts */
  dayDate: DateTok | null;
  /** a dated line still waiting for its amounts (they print on the last line of its wrapped description) */
  pending: Pending | null;
  /** the current group holds rows (a header right under a heading opens no other group: the heading's total is its) */
  groupUsed: boolean;
  /** the first lines print a card's labels (minimum payment, credit limit): one card account's list may be grouped */
  card: boolean;
  /** an account mark read as a card's or cardholder's group heading (`Account ending in 4821` inside the list) */
  groupMark: Line | null;
  /** the line the header in force was read from */
  headerAt: Line | null;
  /** the last line of values named by titles printed over it (a horizontal summary), and where its amounts end */
  titled: { titles: Line; line: Line; rights: number[] } | null;
  /** sub-groups opened in the current group (a sub-heading or a subtotal line starts the next) */
  sub: number;
  /** printed groups a total closes in the current group: a total or a card's heading (`Card Ending in 4821`) starts the next */
  part: number;
  /** rows were read in the current printed group */
  partRows: boolean;
  /** the current group was opened by a section heading (not by other titles over a table continued) */
  headed: boolean;
  /** the sections opened so far (account and heading): one opened again goes on, it opens no whole list */
  opened: Set<string>;
  /** the lines with amounts printed so far (account, words, amounts): a total printed again is the statement's */
  seen: Set<string>;
  /** the line being read repeats one printed before (a summary's totals printed again over a later page's rows) */
  again: boolean;
  /** the last line read was a section's total (not a subtotal): a title right after it starts another section */
  totalled: boolean;
  /** lines with amounts in the table's columns were read as no row since its last row: a total next sums those */
  stray: boolean;
  /**
   * A section whose heading was followed by a box before any row (`Service fees`, then the overdraft fee box):
   * the table header after the box goes back to it.
   */
  outer: Section | null;
}

/** A dated line waiting for its amounts; `page` and `y` are those of its last line so far. */
interface Pending {
  date: DateTok;
  text: string;
  line: Line;
  /** where its description starts */
  descX: number;
  page: number;
  y: number;
}

/**
 * A line going on with a waiting row: right under its last line, or, past a page break, a line starting
 * where its description does (the row was cut by the break; a footer, the next page's running header and
 * column titles printed between, none of them starting there).
 */
const continuesPending = (line: Line, p: Pending): boolean =>
  within(line, p, ROW_GAP) || (line.page > p.page && Math.abs(line.words[0].x - p.descX) <= DESCRIPTION_SLACK * 2);

/** `lower` is on the page of `upper` and less than `gap` line heights below it. */
const within = (lower: Line, upper: { page: number; y: number }, gap: number): boolean =>
  lower.page === upper.page && lower.y - upper.y < gap * lower.size;

/** A token (or word) standing under a column, within the slack either side. */
const underColumn = (t: { x: number; right: number }, col: { x: number; right: number }): boolean =>
  t.right > col.x - COLUMN_SLACK && t.x < col.right + COLUMN_SLACK;

/** A word of digits and date marks under the header's date column, left of the amounts, that read as no date. */
const unreadableDate = (words: Words, grp: ColumnGroup | null, amountsLeft: number): boolean => {
  const dateCol = rowDateColumn(grp);
  return (
    dateCol !== undefined &&
    words.some((w) => w.x < amountsLeft && underColumn(w, dateCol) && /^(?=.*\d)[\d/.-]{3,}$/.test(w.text))
  );
};

/** A date that starts a row: left of the header's date column end, or (no date column) the line's first word. */
const startsRow = (d: DateTok, dateCol: { right: number } | undefined): boolean =>
  dateCol ? d.x < dateCol.right + COLUMN_SLACK : d.w0 === 0;

/** A line right under `row`, starting left of where its description ended: the description goes on. */
const belowDescription = (line: Line, x0: number, row: RawRow): boolean =>
  within(line, row.line, ROW_GAP) && x0 < row.descRight + DESCRIPTION_SLACK;

/** A line starting past the row's date (where its description is), not under the date column. */
const indentedUnder = (x0: number, row: RawRow): boolean => !row.date || x0 >= row.date.right - 1;

const dateColumnOf = (header: Header | null) => rowDateColumn(header?.groups[0]);

export function walk(lines: Line[], repeated: Set<Line>): Walk {
  const s: WalkState = {
    out: { rows: [], kvs: [], accounts: [], balanceLines: [], dailyBalances: [] },
    header: null,
    section: null,
    group: 'g0',
    groupNo: 0,
    table: 0,
    seq: 0,
    account: 'acct-1',
    last: null,
    lastRow: null,
    lastRowSheet: null,
    sheet: 0,
    forward: false,
    prevPlain: null,
    prevMoney: null,
    plainStack: [],
    prevHeading: null,
    dayDate: null,
    pending: null,
    groupUsed: false,
    card: statementKind(lines, []) === 'credit_card',
    groupMark: null,
    sub: 0,
    part: 0,
    partRows: false,
    headed: false,
    opened: new Set(),
    seen: new Set(),
    again: false,
    totalled: false,
    stray: false,
    headerAt: null,
    titled: null,
    outer: null,
  };
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    s.seq++;
    if (line.page !== lines[li - 1]?.page) s.sheet++;
    if (findPageNo([line.text])) s.sheet++;
    if (repeated.has(line)) continue;
    const toks = tokenize(line.words);
    const read: ReadLine = { line, toks, dates: toks.filter((t): t is DateTok => t.kind === 'date') };
    if (headingTotalLine(s, read)) continue;
    if (anotherAccountBox(s, read, lines, li)) {
      const title = s.prevPlain && within(line, s.prevPlain, STACKED_LABEL_GAP * 2) ? s.prevPlain.text : null;
      switchAccount(s, { last4: '', name: title }, line);
    }
    if (toks.some((t) => t.kind === 'amount')) moneyLine(s, read);
    else textLine(s, read, lines, li, repeated);
  }
  overviewRows(s.out);
  return s.out;
}

/**
 * A consolidated statement's overview prints one line of values per account before any account's own section
 * (`Regular Share Savings 7201  9,188.40  672.81  498.64  9,362.57`): a summary line whose words before its values
 * name the number of one account, and of no other, is that account's; naming no number, so is one naming the name of
 * one account, and of no other.
 */
function overviewRows(out: Walk): void {
  for (const kv of out.kvs) {
    if (kv.inTable) continue;
    const first = kv.line.words.findIndex((w) => /\d\.\d\d/.test(w.text));
    const before = kv.line.words.slice(0, Math.max(first, 0)).map((w) => w.text.replace(/\D/g, ''));
    const named = out.accounts.filter((a) => a.last4 && before.some((d) => d.length >= 4 && d.endsWith(a.last4)));
    // ...else by the account's name (`10  MEMBER ADVANTAGE CHECKING` for `MEMBER ADVANTAGE CHECKING - 10 Account ...`)
    const text = nameWords(
      kv.line.words
        .slice(0, Math.max(first, 0))
        .map((w) => w.text)
        .join(' '),
    );
    const byName = named.length ? named : out.accounts.filter((a) => text && a.name && nameWords(a.name) === text);
    if (byName.length === 1) kv.account = byName[0].id;
  }
}

function newGroup(s: WalkState): void {
  s.groupNo++;
  s.group = `g${s.groupNo}`;
  s.last = null;
  s.groupUsed = false;
  s.sub = 0;
  s.part = 0;
  s.partRows = false;
  s.headed = false;
  s.totalled = false;
  s.stray = false;
}

/** A line without amounts: a day heading, an account heading, a column header, a continuation, a section heading. */
function textLine(s: WalkState, r: ReadLine, lines: Line[], li: number, repeated: Set<Line>): void {
  const { line, toks, dates } = r;
  // A date on a line of its own ("Monday, November 17, 2025") heads the rows of that day below it.
  if (
    dates.length === 1 &&
    s.header &&
    /^[a-z,.\s]*$/i.test(textOf(freeText(line.words, toks))) &&
    line.words.length - (dates[0].w1 - dates[0].w0) <= 1
  ) {
    s.dayDate = dates[0];
    s.last = null;
    return;
  }
  // An account heading switches the account section; never right under a row (a wrapped "to Savings ...5678").
  const mark = s.last !== null && within(line, s.last.line, ROW_GAP) ? null : accountMark(line);
  // A card's number heading its rows inside a section (`Card account # XXXX XXXX XXXX 7655`) groups the
  // account's card purchases; it is no account of its own. So is the first one, printed right under the
  // section's column titles (inside the table, before any row of it), or right under the section's heading.
  const underHeading =
    s.section !== null && !s.section.skip && s.prevHeading !== null && within(line, s.prevHeading, ROW_GAP);
  const inTable = s.groupUsed || underHeading || (s.headerAt !== null && within(line, s.headerAt, ROW_GAP));
  if (mark && !(inTable && (CARD_GROUP.test(mark.name ?? '') || cardGroupMark(s, mark, lines, li))))
    return switchAccount(s, mark, line);
  if (mark) s.groupMark = line;
  if (headerLine(s, line, lines[li + 1], repeated)) return;
  if (rowTextLine(s, r)) return;
  headingLine(s, r, lines, li, repeated);
}

/**
 * An account's number printed inside a card statement's list with no product named (`Account ending in 4821`,
 * `JANE SMITH Account ending in 4821`) and no balance of its own before the rows under it: one card's or
 * cardholder's group of the one card account, not another account (switched, its rows lost the card's box).
 */
function cardGroupMark(s: WalkState, mark: { last4: string; name: string | null }, lines: Line[], li: number): boolean {
  // an account's own number printed again (a page's top line) is that account's, as before
  if (!s.card || DEPOSIT_PRODUCT.test(mark.name ?? '') || s.out.accounts.some((a) => a.last4 === mark.last4))
    return false;
  for (const next of lines.slice(li + 1, li + 8)) {
    if (next.page !== lines[li].page) break;
    const toks = tokenize(next.words);
    if (toks.some((t) => t.kind === 'date') && toks.some((t) => t.kind === 'amount')) return true;
    const key = labelOfLine({ line: next, toks })?.key;
    if (key === 'opening' || key === 'closing') return false;
  }
  return true;
}

/** A word an opening balance's label holds (a cheap test before the label is read). */
const OPENING_WORD = /beginning|opening|starting|previous|prior|last statement|forward/i;

/** The label of a line's first amount (the words before it), read as a summary label. */
const labelOfLine = ({ line, toks }: Pick<ReadLine, 'line' | 'toks'>): ReturnType<typeof summaryLabel> => {
  const first = toks.find((t) => t.kind === 'amount');
  return first ? summaryLabel(textOf(freeText(line.words, toks, 0, first.w0))) : null;
};

/**
 * A summary box of another account printed after this account's rows, with no masked number to switch on
 * (`Business Savings`, then its own beginning and ending balances, in a consolidated statement): an opening balance
 * line with the closing one within the next lines (no row between), after the account printed its own opening
 * balance before its rows, and the amount neither that opening nor the last printed running balance (a balance brought
 * forward, a summary printed again).
 */
function anotherAccountBox(s: WalkState, r: ReadLine, lines: Line[], li: number): boolean {
  if (!s.lastRow || s.lastRow.account !== s.account || !OPENING_WORD.test(r.line.text)) return false;
  if (labelOfLine(r)?.key !== 'opening') return false;
  const amount = r.toks.find((t): t is AmountTok => t.kind === 'amount') as AmountTok;
  const own = s.out.kvs.find((k) => k.account === s.account && k.key === 'opening' && !k.inTable);
  if (!own || own.amount.cents === amount.cents || s.lastRow.balance?.cents === amount.cents) return false;
  for (const next of lines.slice(li + 1, li + 4)) {
    if (next.page !== r.line.page) return false;
    const key = labelOfLine({ line: next, toks: tokenize(next.words) })?.key;
    if (key === 'closing') return true;
    if (!key) return false;
  }
  return false;
}

function switchAccount(s: WalkState, mark: NonNullable<ReturnType<typeof accountMark>>, line: Line): void {
  const cur = s.out.accounts.find((a) => a.id === s.account);
  if (cur && cur.last4 === mark.last4 && mark.last4) return;
  // An account with no number printed is known by its box alone: each such box is another account.
  const known = mark.last4 ? s.out.accounts.find((a) => a.last4 === mark.last4) : undefined;
  // the first account may have printed no number at all (`acct-1`, never marked): the next is another
  const unmarkedFirst = !mark.last4 && s.account === 'acct-1' && !s.out.accounts.some((a) => a.id === 'acct-1');
  const id = known ? known.id : `acct-${s.out.accounts.length + 1 + (unmarkedFirst ? 1 : 0)}`;
  if (!known) s.out.accounts.push({ id, last4: mark.last4, name: mark.name, line });
  s.account = id;
  s.pending = null;
  s.header = null;
  s.section = null;
  newGroup(s);
}

/** A column header (one line, or the lower half of two): a new table starts. False when the line is none. */
function headerLine(s: WalkState, line: Line, next: Line | undefined, repeated: Set<Line>): boolean {
  // the line just above is the upper half of a two-line header (a section heading never is)
  const underUpperHalf =
    s.prevPlain !== null && s.prevPlain !== s.prevHeading && within(line, s.prevPlain, HEADER_HALF_GAP);
  const loose = readHeader(line, true);
  // The lower line of a two-line header may have no money column of its own (only when a header is right above).
  const h0: Header | null =
    loose &&
    (loose.groups.some((g) => g.cols.some((c) => MONEY_ROLE.has(c.role))) ||
      (underUpperHalf && readHeader(s.prevPlain!) !== null))
      ? loose
      : null;
  // The first line of a two-line header: let the second line read it as its upper half.
  if (h0 && next && within(next, line, HEADER_HALF_GAP) && !repeated.has(next) && readHeader(next, true)) {
    s.prevPlain = line;
    s.plainStack = [];
    return true;
  }
  const h1: Header | null = h0 && underUpperHalf ? mergeHeaderAbove(h0, s.prevPlain!) : h0;
  const h = h1 && next && within(next, line, HEADER_HALF_GAP) && !repeated.has(next) ? mergeHeaderBelow(h1, next) : h1;
  s.prevPlain = h ? null : line;
  const top = s.plainStack[s.plainStack.length - 1];
  s.plainStack = h ? [] : top && within(line, top, STACKED_LABEL_GAP) ? [...s.plainStack.slice(-3), line] : [line];
  if (!h) return false;
  if (!s.header || s.header.signature !== h.signature) {
    s.table++;
    if (s.header && s.groupUsed) newGroup(s);
  }
  // A transaction header ends a summary box that had no heading of its own to close it; a pending section's
  // own header (the first under its heading, or the same again on the next page) does not end it.
  const pendingOwn = s.section?.pending && (!s.header || s.header.signature === h.signature);
  // The same header again at the top of the next page, right after a row of this account: the day's rows go on
  // under it, printed without a date (as after a balance brought forward).
  if (
    s.header?.signature === h.signature &&
    s.lastRow?.account === s.account &&
    s.lastRowSheet !== null &&
    s.sheet > s.lastRowSheet &&
    !s.section?.skip &&
    !s.dayDate
  )
    s.forward = true;
  s.header = h;
  s.headerAt = line;
  if (s.section?.skip && !pendingOwn && !h.balanceOnly && h.groups[0].cols.some((c) => c.role === 'description'))
    s.section = s.outer;
  s.outer = null;
  s.last = null;
  return true;
}

/**
 * A text line that belongs to a row: the rest of a dated line still waiting for its amounts, a dated line
 * that starts waiting, or a continuation of the previous row's description (just below it, indented past
 * the row's date, no date of its own in the date column, not right of the amounts). Dates inside a wrapped
 * description ("CARD XXXX9257 08/07") do not start a row. False when the line is none of these.
 */
function rowTextLine(s: WalkState, { line, dates }: ReadLine): boolean {
  const dateCol = dateColumnOf(s.header);
  const rowDate = dates.some((d) => startsRow(d, dateCol));
  if (s.pending && !rowDate && continuesPending(line, s.pending)) {
    s.pending.text = `${s.pending.text} ${line.text}`;
    s.pending.page = line.page;
    s.pending.y = line.y;
    return true;
  }
  // A row cut at the foot of a page keeps waiting over what is printed before it goes on (footer, running
  // header, "Page 2 of 3"); a dated row, amounts that do not continue it or a section heading end it.
  if (rowDate) s.pending = null;
  if (rowDate && s.header && !s.section?.skip && !s.header.balanceOnly && line.words.length > 1) {
    const d = (dates.find((t) => dateCol && underColumn(t, dateCol)) ?? dates.find((t) => startsRow(t, dateCol)))!;
    const rest = line.words.filter((_, k) => k < d.w0 || k >= d.w1);
    s.pending = { date: d, text: textOf(rest), line, descX: rest[0]?.x ?? d.right, page: line.page, y: line.y };
    s.last = null;
    return true;
  }
  const last = s.last;
  const x0 = line.words[0].x;
  if (last && !rowDate && belowDescription(line, x0, last) && indentedUnder(x0, last)) {
    last.description = `${last.description} ${line.text}`.trim();
    last.line = { ...last.line, y: line.y, firstY: last.line.firstY ?? last.line.y };
    return true;
  }
  return false;
}

/** A section heading opens a section (its sign, or a summary box to skip); any other text line ends the row above. */
function headingLine(s: WalkState, { line, dates }: ReadLine, lines: Line[], li: number, repeated: Set<Line>): void {
  s.last = null;
  const read = dates.length === 0 ? (sectionHeading(line.text) ?? titleAboveHeader(line, lines, li, repeated)) : null;
  // A row of three or more titles (a horizontal summary's, `Balance Credits Advances Charged Charged`) heads the
  // values under it, not a section: its words sign no rows.
  const heading = read && !read.skip && cells(line.words).length >= 3 ? null : read;
  // A header the reader cannot split ("DATE..........AMOUNT.TRANSACTION DESCRIPTION"): column titles,
  // not a section; the section above (and its sign) goes on.
  if (!heading || (heading.sign === null && !heading.skip && namesColumns(line.text))) {
    // A section's total, then a title of its own (`TOTAL FEES FOR THIS PERIOD`, `INTEREST CHARGED`): the rows
    // below are another section, not in the rows the total added up.
    if (!heading && subHeading(s, line, dates.length)) {
      if (s.totalled) newGroup(s);
      else {
        s.sub++;
        // a card's heading (`Card account # XXXX 0347`, `JANE SMITH Card Ending in 4821`) opens a group a total closes;
        // a telephone number's last four (`Card services 1-800-821-2171`) are no card's
        if (
          line === s.groupMark ||
          (CARD_GROUP.test(line.text) && /\d{4}\s*$/.test(line.text) && !/\d{3}[-. ]\d{4}\s*$/.test(line.text))
        )
          nextPart(s);
      }
    }
    return;
  }
  // The same heading again on a later printed page is the section continuing ("(continued)" or not).
  const continued =
    s.section &&
    s.section.label === heading.label &&
    (/continued/i.test(line.text) || (s.lastRowSheet !== null && s.sheet > s.lastRowSheet));
  s.prevHeading = line; // a heading is not the upper half of the header below it
  if (continued) return;
  openSection(s, heading);
  if (/\bcontinued\b/i.test(line.text)) s.headed = false;
}

/**
 * A short undated line printed at the date column inside a section that holds rows (`Card account # XXXX 7655`), or
 * at the table's left edge (a cardholder's name over rows dated by their posting date further right): it heads a
 * sub-group whose dates start again.
 */
function subHeading(s: WalkState, line: Line, dates: number): boolean {
  const dateCol = dateColumnOf(s.header);
  const left = s.header ? Math.min(...s.header.groups[0].cols.map((c) => c.x)) : NaN;
  return (
    s.header !== null &&
    s.groupUsed &&
    dates === 0 &&
    dateCol !== undefined &&
    line.words.length <= 10 &&
    (Math.abs(line.words[0].x - dateCol.x) <= COLUMN_SLACK || Math.abs(line.words[0].x - left) <= COLUMN_SLACK)
  );
}

/** The next printed group a total closes starts (after a card's heading or a total). */
function nextPart(s: WalkState): void {
  s.part++;
  s.partRows = false;
}

/**
 * The rows a total line closes: the printed group it ends when rows were read in it since the section's last total or
 * card heading (a card's subtotal; a section's one total, its only group); printed right after other totals, with no
 * row of its own, its whole section (undefined: the section's total is the sum over its groups and the rows before
 * them). Other sub-headings (a notice printed between the rows) restart the dates only.
 */
function totalScope(s: WalkState): TotalScope[] | undefined {
  return s.partRows ? [{ group: s.group, part: s.part }] : undefined;
}

/**
 * A heading printing its section's count and total (`Withdrawals / Debits 134 items totaling $140,472.61`): the
 * section starts, and its total and count are printed evidence for it like a total line under it.
 */
function headingTotalLine(s: WalkState, { line, toks }: ReadLine): boolean {
  const amounts = toks.filter((t): t is AmountTok => t.kind === 'amount');
  const rest = textOf(line.words.slice(amounts[0]?.w1 ?? 0));
  if (amounts.length !== 1 || !/^(?:[-–]?\s*\(?continued\)?)?$/i.test(rest)) return false;
  const found = headingWithTotal(line.text);
  if (!found) return false;
  s.last = null;
  s.prevHeading = line;
  // The same heading printed again over the next page's rows (`... totaling $2,202.82.- continued`): the section
  // goes on, and its total was taken the first time.
  if (
    s.section &&
    s.section.label === found.heading.label &&
    (rest !== '' || (s.lastRowSheet !== null && s.sheet > s.lastRowSheet))
  )
    return true;
  openSection(s, found.heading);
  const { heading, count } = found;
  s.out.kvs.push({
    key: heading.sign === 'credit' ? 'credits' : 'debits',
    type: heading.sign,
    total: true,
    label: heading.label,
    amount: amounts[0],
    count,
    line,
    account: s.account,
    inTable: true,
    group: s.group,
    date: null,
  });
  return true;
}

function openSection(s: WalkState, heading: Section): void {
  s.outer = heading.skip && s.section && !s.section.skip && !s.groupUsed ? s.section : null;
  s.pending = null;
  s.dayDate = null;
  s.forward = false;
  s.section = heading;
  s.header = heading.skip ? null : s.header;
  s.table++;
  newGroup(s);
  // a heading printed again (`Withdrawals and Debits (continued)` over the next page's rows) opens no whole list:
  // the rows before it are its section's too
  const key = `${s.account}|${heading.label}`;
  s.headed = !heading.skip && !s.opened.has(key);
  s.opened.add(key);
}

/** What a line with amounts sees of the lines above it. */
interface Context {
  /** the dated line waiting for these amounts */
  waiting: WalkState['pending'];
  /** the text line right above, and the ones stacked above that (nearest first) */
  above: Line | null;
  higher: Line[];
}

/** A header titling an opening or closing balance (`Beginsaldo`, `Ending Balance`), not a daily one. */
const balanceTitled = (h: Header): boolean =>
  h.groups.some((g) =>
    g.cols.some((c) => /opening|closing/.test(summaryLabel(c.label)?.key ?? '') && !/daily/i.test(c.label)),
  );

/**
 * A balance a prose summary names across a line break (`... debits totaling $5,450.51, bringing your ending balance
 * on` / `June 30, 2025 to $814.49.`): the words after the last amount of the line right above, and before the one
 * amount of this line, name it together; neither alone does.
 */
function proseBalance(
  prev: NonNullable<WalkState['prevMoney']>,
  line: Line,
  toks: ReturnType<typeof tokenize>,
): Omit<KeyValue, 'line' | 'account' | 'inTable' | 'group'> | null {
  const amounts = toks.filter((t): t is AmountTok => t.kind === 'amount');
  if (amounts.length !== 1 || prev.line.page !== line.page || prev.line.no + 1 !== line.no) return null;
  if (line.y - prev.line.y > 2 * Math.max(line.size, prev.line.size)) return null;
  const last = [...prev.toks].reverse().find((t) => t.kind === 'amount');
  const tail = last ? textOf(freeText(prev.line.words, prev.toks, last.w1)) : '';
  if (!/[a-z]{2}/i.test(tail) || /[.!?]$/.test(tail)) return null;
  const amount = amounts[0];
  const lead = textOf(freeText(line.words, toks, 0, amount.w0));
  const alone = summaryLabel(lead);
  if (alone && alone.key !== 'ignore') return null;
  const label = `${tail} ${lead}`.trim();
  const sl = summaryLabel(label);
  if (sl?.key !== 'opening' && sl?.key !== 'closing') return null;
  const date = toks.find((t): t is DateTok => t.kind === 'date' && t.w1 <= amount.w0) ?? null;
  return { ...sl, label, amount, count: null, date };
}

/** A line with amounts: rows, totals, balances, or (in a summary box) labelled values. */
function moneyLine(s: WalkState, { line, toks, dates }: ReadLine): void {
  const prev = s.prevMoney;
  s.prevMoney = { line, toks };
  const prose = !s.header && prev ? proseBalance(prev, line, toks) : null;
  if (prose) {
    s.out.kvs.push({ ...prose, line, account: s.account, inTable: false, group: null });
    return;
  }
  const printed = `${s.account}|${textOf(freeText(line.words, toks))}|${toks.map((t) => (t.kind === 'amount' ? t.cents : '')).join(' ')}`;
  s.again = s.seen.has(printed);
  s.seen.add(printed);
  const waiting = s.pending && continuesPending(line, s.pending) ? s.pending : null;
  s.pending = null;
  let above = s.prevPlain && within(line, s.prevPlain, STACKED_LABEL_GAP) ? s.prevPlain : null;
  const rights = toks.filter((t) => t.kind === 'amount').map((t) => t.right);
  if (!above && !s.header && nextTitledRow(s.titled, line, rights)) above = s.titled!.titles;
  s.titled = above && !s.header ? { titles: above, line, rights } : null;
  const higher = above && s.plainStack[s.plainStack.length - 1] === above ? s.plainStack.slice(0, -1).reverse() : [];
  s.prevPlain = null;
  s.plainStack = [];
  if (s.section?.skip || s.header?.balanceOnly) {
    // In a summary box, titles read as a header name the values right under them.
    // So do titles naming a balance the statement opens or closes with (`Datum vanaf | Beginsaldo` over its values).
    const boxTitles = s.section?.skip || (s.header?.balanceOnly && balanceTitled(s.header));
    const titles = boxTitles && s.headerAt && within(line, s.headerAt, STACKED_LABEL_GAP) ? s.headerAt : null;
    above ??= titles;
    // Summary boxes, daily balance tables and other non-transaction tables: only labelled values count.
    // A line led by a date is a daily balance, unless a balance label follows it (`12/01 Beginning Balance $X`)
    // or labels are printed over its values (`Previous Date | Beginning Balance | Deposits ...` over one line).
    const dated = dates.length > 0 && dates[0].w0 === 0;
    const after = dated ? summaryLabel(textOf(freeText(line.words, toks, dates[0].w1))) : null;
    const labelled = after?.key === 'opening' || after?.key === 'closing';
    if (dated && !labelled && (s.section?.daily || s.header?.balanceOnly)) dailyBalances(s, line, toks);
    if (!dated || labelled || above !== null)
      pushKeyValues(s.out, line.words, toks, line, s.account, false, null, above, null, higher);
    return;
  }
  const parts = s.header ? splitByGroups(line.words, s.header) : [line.words];
  for (let gi = 0; gi < parts.length; gi++) {
    if (parts[gi].length) groupPart(s, line, parts[gi], gi, parts.length, { waiting, above, higher });
  }
}

/**
 * Titles over a summary's values name every line printed right under the first with its amounts in the same places
 * (an overview printing one line per account under `Previous Balance | Deposits | Withdrawals | New Balance`).
 */
function nextTitledRow(prev: WalkState['titled'], line: Line, rights: number[]): boolean {
  if (!prev || !within(line, prev.line, ROW_GAP) || rights.length < 2 || rights.length !== prev.rights.length)
    return false;
  return rights.every((r, i) => Math.abs(r - prev.rights[i]) <= 3);
}

/** Each date of a daily balance line with the amount printed after it (tables printed 2-up: `Date Amount | Date Amount`). */
function dailyBalances(s: WalkState, line: Line, toks: ReturnType<typeof tokenize>): void {
  let date: DateTok | null = null;
  // groups printed inside one another pair each date with its own group's balance, not the next one along the line
  const h = s.header;
  const byGroup = h?.interleaved ? toks.map((t, i) => ({ t, g: nearestGroup(t, h), i })) : null;
  const ordered = byGroup ? byGroup.sort((a, b) => a.g - b.g || a.i - b.i).map((x) => x.t) : toks;
  for (const t of ordered) {
    if (t.kind === 'date') date = t;
    else if (t.kind === 'amount' && date) {
      s.out.dailyBalances.push({ date, amount: t, line, account: s.account });
      date = null;
    }
  }
}

type ColumnAmount = { tok: AmountTok; role: RawRow['role'] | 'balance'; label?: string };

/** The amounts that stand in money columns (all of them without a header); two under one column: the rightmost is the column's. */
function columnAmounts(amounts: AmountTok[], grp: ColumnGroup | null, size: number): ColumnAmount[] {
  const out: ColumnAmount[] = [];
  for (const a of amounts) {
    if (grp) {
      const c = moneyColumn(a.x, a.right, grp, size);
      if (c) out.push({ tok: a, role: c.role as ColumnAmount['role'], label: c.label });
    } else out.push({ tok: a, role: 'unknown' });
  }
  // a description ran into the column
  for (let k = out.length - 2; k >= 0; k--)
    if (out.slice(k + 1).some((c) => c.role === out[k].role && c.role !== 'unknown')) out.splice(k, 1);
  return out;
}

/** The words of one column group of a line with amounts (the whole line without a header). */
function groupPart(s: WalkState, line: Line, words: Words, gi: number, groups: number, ctx: Context): void {
  const { header, last } = s;
  const grp: ColumnGroup | null = header ? header.groups[gi] : null;
  const ptoks = tokenize(words);
  const pam = ptoks.filter((t): t is AmountTok => t.kind === 'amount');
  const firstAmt = pam[0];
  // The row's date: under the header's date column when there is one, else among the first words.
  // With two date columns, the posting date, else (printed blank) the other one.
  const dateCol = rowDateColumn(grp);
  const dateCols = [dateCol, ...(grp?.cols.filter((c) => c.role === 'date' && c !== dateCol) ?? [])];
  // A table titled with its date right of its amounts (`Check # | Amount | Date`) prints each row's date after them.
  const datesAfter =
    !!dateCol && !!grp?.cols.some((c) => /^(amount|debit|credit)$/.test(c.role) && c.right <= dateCol.x);
  const rowDate = (col: typeof dateCol): DateTok | undefined =>
    ptoks.find(
      (d): d is DateTok =>
        d.kind === 'date' && (!firstAmt || d.x < firstAmt.x || datesAfter) && (col ? underColumn(d, col) : d.w0 <= 2),
    );
  const own = dateCols.map(rowDate).find((d) => d !== undefined);
  // A sentence with a date and an amount in it (`As of 04/11/2023, your account has earned $628.17 in ...`)
  // outside any table is prose, not a row.
  if (!header && own && own.w0 > 0 && prose(words)) return;
  const lead = own ?? (gi === 0 && ctx.waiting ? ctx.waiting.date : undefined);
  const label = textOf(freeText(words, ptoks, 0, firstAmt ? firstAmt.w0 : words.length));
  const colAmts = columnAmounts(pam, grp, line.size);

  // A layout printing the amount before the description prints a section's total before its title too
  // (`$7,553.28 Total Deposits and Other Additions`): an undated line whose only amount leads it, titled `Total`.
  const after = !lead && !label && pam.length === 1 ? textOf(freeText(words, ptoks, firstAmt.w1)) : '';
  const sl = summaryLabel(label);
  const bySum = !lead && !TOTAL_WORDS.test(label) && groupSubtotal(s, label, sl, colAmts, gi, groups);
  const isTotal = TOTAL_WORDS.test(label) || totalFirst(after) || bySum;
  // A charge of the period printed with no date under its section (`Interest Charge on Purchases $5.00` under
  // `Interest Charged`): a row of the period's last day, not a summary's label. One charging $0.00 is no row.
  const charge =
    !lead && !isTotal && !!header && !!s.section?.charges && colAmts.length === 1 && CHARGE_LINE.test(label);
  if (charge && colAmts[0].tok.cents === 0) return;
  // a balance printed after its date in a box (`12/01 Beginning Balance $(1,785.93)`) is the box's, not a row
  // ...and so is one whose amount stands right under a title naming that balance (`Datum vanaf | Beginsaldo` over
  // `01-06-2025 36.699,95 CR`)
  const titled = (t: string): boolean => /opening|closing/.test(summaryLabel(t)?.key ?? '');
  const underTitle =
    !!firstAmt &&
    !!ctx.above &&
    cells(ctx.above.words).some((c) => c.x < firstAmt.right + 2 && c.right > firstAmt.x - 2 && titled(c.text));
  const datedBalance =
    !header && own !== undefined && own.w0 === 0 && (sl?.key === 'opening' || sl?.key === 'closing' || underTitle);
  // Labelled figures a box restates, several on one undated line, each with its own label (`Overdraft fees this
  // period $36.00  Overdraft fees year-to-date $108.00  Returned item fees YTD $0.00`), printed right under the last
  // row: a box, never a row of that day (its $0.00 in a money column was read as one).
  const restated =
    !lead &&
    sl?.key === 'ignore' &&
    pam.length >= 2 &&
    words.slice(pam[0].w1, pam[pam.length - 1].w0).some((w) => /[a-z]{2}/i.test(w.text));
  if (
    datedBalance ||
    restated ||
    (!lead && !charge && (isTotal || (sl && !last && !s.dayDate) || (sl && sl.key !== 'ignore' && !header)))
  ) {
    // A label with amounts: a section total inside a table, or a summary-box line (possibly several per line).
    // A balance brought forward right under the column titles printed again over the account's next rows is the
    // table's (a page's carried balance), not the account's box.
    const carried = !!s.headerAt && within(line, s.headerAt, ROW_GAP) && s.lastRow?.account === s.account;
    const before = s.out.kvs.length;
    pushKeyValues(
      s.out,
      words,
      ptoks,
      line,
      s.account,
      header !== null && (s.section !== null || isTotal || carried),
      // a total under lines read as no row (an analysis table's charges: volume, unit price, total) sums those
      // lines, not the section's rows
      isTotal && !s.stray ? s.group : null,
      header ? null : ctx.above,
      grp,
      header ? [] : ctx.higher,
    );
    // (a table printed in column groups side by side closes each side apart: its whole section)
    // (a total printed again, the same words and figures, as a page's summary repeats the statement's, is the section's)
    if (bySum && s.out.kvs.length === before)
      s.out.kvs.push({
        key: 'total',
        type: null,
        total: true,
        label,
        amount: colAmts[0].tok,
        count: null,
        line,
        account: s.account,
        inTable: true,
        group: s.group,
        date: null,
      });
    const scope = isTotal && !s.stray && !s.again && header?.groups.length === 1 ? totalScope(s) : undefined;
    const headed = s.headed && s.part === 0;
    for (const k of s.out.kvs.slice(before))
      if (k.group !== null && scope) Object.assign(k, { scope }, headed ? { headed } : {});
    s.last = null;
    // a total standing only under a titled column of no money (`Total Daily Cash this month`, rewards) closes no group
    const rewards =
      colAmts.length === 0 && pam.every((a) => grp?.cols.some((c) => c.role === 'other' && underColumn(a, c)));
    if (isTotal && s.groupUsed && !rewards) {
      s.sub++; // rows after a subtotal start their own dates
      if (header?.groups.length === 1) nextPart(s);
    }
    s.totalled = isTotal && !rewards && s.groupUsed && groups === 1 && !/\bsub-?totals?\b/i.test(label);
    return;
  }
  if (colAmts.length === 0) {
    // Amounts only inside the description ("Ref 12/02 $5,035.59" on a wrapped line): a continuation. Of a dated
    // line still waiting for its amounts (`Usd 26.50 Card No. ~013575 incl. Foreign` between the date line and
    // the line with the row's amounts), it goes on waiting.
    if (!own && gi === 0 && groups === 1 && ctx.waiting) {
      s.pending = { ...ctx.waiting, text: `${ctx.waiting.text} ${textOf(words)}`, page: line.page, y: line.y };
      return;
    }
    // A dated line whose only number is inside its description (`23/10/23 Eftpos Debit Sharing* 21.10 Popca R\`)
    // waits for its amounts like a dated text line.
    if (
      own &&
      own.w0 === 0 &&
      !s.dayDate &&
      gi === 0 &&
      groups === 1 &&
      header &&
      !s.section?.skip &&
      !header.balanceOnly
    ) {
      const rest = words.filter((_, k) => k < own.w0 || k >= own.w1);
      s.pending = { date: own, text: textOf(rest), line, descX: rest[0]?.x ?? own.right, page: line.page, y: line.y };
      s.last = null;
      return;
    }
    if (!lead && last && gi === 0 && belowDescription(line, words[0].x, last)) {
      last.description = `${last.description} ${textOf(words)}`.trim();
      last.line = { ...last.line, y: line.y, firstY: last.line.firstY ?? last.line.y };
    }
    return;
  }
  if (!lead && !charge && !last && !s.dayDate && !s.forward) {
    if (!header) pushKeyValues(s.out, words, ptoks, line, s.account, false, null, ctx.above, null, ctx.higher);
    else s.stray = true;
    return;
  }
  // Carried over a page break, the row's description may print on the text line above its amounts.
  const above = !lead && !last && s.forward && gi === 0 ? ctx.above : null;
  rowOrBalance(s, { line, words, gi, groups, ptoks, grp, own, lead, waiting: ctx.waiting, above, charge }, colAmts);
}

/**
 * A group's subtotal printed with no total word (`Transactions for JANE SMITH $1,500.00`, `JANE SMITH $1,500.00` right
 * under that holder's rows): an undated line of words only (a name, no digits) whose one figure, in the amount column,
 * is the sum of the rows read in its printed group. It closes the group like a total (the next group's dates start
 * again), never a row. One that does not add up is left as before (a wrapped line or a row the equations refuse).
 */
function groupSubtotal(
  s: WalkState,
  label: string,
  sl: ReturnType<typeof summaryLabel>,
  colAmts: ColumnAmount[],
  gi: number,
  groups: number,
): boolean {
  if (!s.header || s.section?.skip || groups !== 1 || gi !== 0 || !s.partRows) return false;
  if (colAmts.length !== 1 || colAmts[0].role === 'balance' || (sl && sl.key !== 'ignore')) return false;
  if (!/[a-z]{2}/i.test(label) || /\d/.test(label) || label.split(/\s+/).length > 6) return false;
  let sum = 0;
  for (const r of s.out.rows)
    if (r.account === s.account && r.group === s.group && r.part === s.part && r.table === s.table)
      sum += r.amount.negative ? -r.amount.cents : r.amount.cents;
  return sum !== 0 && Math.abs(sum) === colAmts[0].tok.cents;
}

/** Mostly lowercase words: a sentence (a notice, a marketing line), not a row's cells. */
const prose = (words: Words): boolean =>
  words.length >= 8 && words.filter((w) => /^[a-z]+[,.]?$/.test(w.text)).length >= 0.4 * words.length;

/** One column group's words that hold a row (or a balance line), with what groupPart read of them. */
interface RowPart {
  line: Line;
  words: Words;
  gi: number;
  groups: number;
  ptoks: ReturnType<typeof tokenize>;
  grp: ColumnGroup | null;
  /** the row's own date, and the date it goes by (its own, or the waiting line's) */
  own: DateTok | undefined;
  lead: DateTok | undefined;
  waiting: Context['waiting'];
  /** the text line above holding the description of a row carried over a page break */
  above: Line | null;
  /** an undated charge of the period (see groupPart): dated the period's last day */
  charge: boolean;
}

/** A column saying each row's sign in words ("Type", "Dr/Cr"). */
const TYPE_COLUMN = /^(type|dr ?\/ ?cr|cr ?\/ ?dr|debit ?\/ ?credit|credit ?\/ ?debit)$/i;

/** The sign a row's cell under a Type column says in full ("Debit", "CR"); null when it says anything else. */
function typeColumnSign(words: Words, grp: ColumnGroup | null): TxType | null {
  const col = grp?.cols.find((c) => TYPE_COLUMN.test(c.label));
  if (!col) return null;
  const cell = textOf(words.filter((w) => underColumn(w, col))).toLowerCase();
  if (/^(debit|dr|withdrawal)$/.test(cell)) return 'debit';
  if (/^(credit|cr|deposit)$/.test(cell)) return 'credit';
  return null;
}

/** A check number, with the marks printed after it: `*` (a gap in the sequence), an image code (`3650*i`). */
const CHECK_NUMBER = /^\d{2,10}(?:\*?[a-z]{1,2}|\*)?$/i;

/** A balance line (brought forward, carried, daily) is recorded as one; anything else with a money amount is a row. */
function rowOrBalance(s: WalkState, p: RowPart, colAmts: ColumnAmount[]): void {
  const { header, last } = s;
  const { line, words, gi, ptoks, grp, own, lead } = p;
  const moneyAmts = colAmts.filter((c) => c.role !== 'balance');
  const bal = colAmts.find((c) => c.role === 'balance')?.tok ?? null;
  const checkCol = grp?.cols.find((c) => c.role === 'check');
  const check = checkCol
    ? (words.find((w) => CHECK_NUMBER.test(w.text) && underColumn(w, checkCol))?.text.match(/^\d+/)![0] ?? null)
    : null;
  // The description: every word left of the column amounts except the row's own date (numbers in it stay), and the
  // date printed under the other date column (`Buchungstag | Wert`: the value date beside the day booked).
  const amountsLeft = Math.min(...colAmts.map((c) => c.tok.x));
  const otherDateCols = grp?.cols.filter((c) => c.role === 'date' && !(own && underColumn(own, c))) ?? [];
  const otherDate = ptoks.find(
    (t): t is DateTok => t.kind === 'date' && t !== own && otherDateCols.some((c) => underColumn(t, c)),
  );
  const descWords = words.filter(
    (w, k) =>
      w.x < amountsLeft &&
      !(own && k >= own.w0 && k < own.w1) &&
      !(otherDate && k >= otherDate.w0 && k < otherDate.w1) &&
      !(check && w.text.startsWith(check) && CHECK_NUMBER.test(w.text) && k <= 2),
  );
  // Layouts that print the description right of the amounts (amount | description, or the running
  // balance before the description): the words right of the last column amount are the description.
  const amountsRight = Math.max(...colAmts.map((c) => c.tok.right));
  const used = new Set(ptoks.flatMap((t) => Array.from({ length: t.w1 - t.w0 }, (_, k) => t.w0 + k)));
  const tail = words.filter((w, k) => w.x > amountsRight && !used.has(k));
  const description =
    `${p.above ? `${p.above.text} ` : ''}${!own && p.waiting && gi === 0 ? `${p.waiting.text} ` : ''}${textOf(descWords)} ${textOf(tail)}`.trim();
  if (isBalanceLine(description) || (moneyAmts.length === 0 && bal)) {
    if (bal || colAmts.length)
      s.out.balanceLines.push({
        amount: bal ?? colAmts[colAmts.length - 1].tok,
        line,
        account: s.account,
        label: description,
      });
    if (/\bforward\b/i.test(description) && s.lastRow?.account === s.account) s.forward = true;
    s.last = null;
    return;
  }
  // Without a header, the rightmost amounts are the columns; a leftmost extra is inside the description.
  // A row printing `$0.00` / `-$0.00` in the column it does not use: its amount is the one that is not zero.
  const chosen = header ? (moneyAmts.find((c) => c.tok.cents !== 0) ?? moneyAmts[0]) : colAmts[0];
  if (!chosen) return;
  const dateUnreadable = !lead && unreadableDate(words, grp, amountsLeft);
  const x0 = words[0].x;
  const under =
    !lead && !dateUnreadable && !bal && last && gi === 0 && belowDescription(line, x0, last) && indentedUnder(x0, last)
      ? last
      : null;
  const group = header && header.groups.length > 1 ? `${s.group}:${gi}` : s.group;
  const row: RawRow = {
    order: [s.table, gi, s.seq],
    line,
    date: lead ?? (last || s.forward ? null : s.dayDate),
    periodEnd: p.charge,
    dateUnreadable,
    description: description || (check ? `Check ${check}` : ''),
    amount: chosen.tok,
    amounts: colAmts.map((c) => c.tok),
    role: header ? (chosen.role as RawRow['role']) : 'unknown',
    paymentColumn: header !== null && chosen.role === 'debit' && cardPayment(chosen.label ?? ''),
    col: 0,
    balance: bal,
    sectionSign: s.section?.sign ?? (check ? 'debit' : null),
    typeSign: typeColumnSign(words, grp),
    group,
    // a list whose amounts print their own sign may list the credits, then the debits, each by date
    orderGroup: `${group}#${s.sub}${chosen.tok.mark === null ? '' : chosen.tok.negative ? '-' : '+'}`,
    part: s.part,
    table: s.table,
    hasHeader: header !== null,
    check,
    checkTable: check !== null || checkCol !== undefined || (s.section !== null && isCheckSection(s.section.label)),
    valueDated: isValueDate(rowDateColumn(grp)?.label ?? ''),
    account: s.account,
    descRight: tail.length ? Infinity : chosen.tok.x,
    under,
  };
  s.out.rows.push(row);
  s.groupUsed = true;
  s.partRows = true;
  s.totalled = false;
  s.stray = false;
  s.lastRow = row;
  s.forward = false;
  if (gi === 0 || p.groups === 1) s.last = row;
  s.lastRowSheet = s.sheet;
}

/**
 * Label/amount pairs of a summary line: each amount takes the text since the previous amount as its label,
 * or, when that names nothing, the label printed right above it (horizontal summaries put labels on the
 * line above the values), or inside a table the column it stands in ("Totals  $61,276.93  $39,712.00").
 */
