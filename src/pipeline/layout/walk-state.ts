// The walk's shared shapes: what it emits (raw rows, label/amount pairs, account marks), the table context it
// keeps from line to line, its distances, and the small geometric tests the line readers share.
import type { TxType } from '../types.ts';
import type { TotalScope } from '../statement-read.ts';
import { rowDateColumn, type ColumnGroup, type Header } from './columns.ts';
import { type Line } from './lines.ts';
import { tokenize, type AmountTok, type DateTok } from './tokens.ts';
import { type SectionKind, type SummaryKey } from './vocabulary.ts';

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

export const MONEY_ROLE = new Set(['debit', 'credit', 'amount', 'balance']);

// Distances between lines are in line heights (the lower line's font size): a line this close below
// another belongs with it.
/** a row's wrapped description, or a dated line still waiting for its amounts, continues this close below */
export const ROW_GAP = 3.2;
/** the two halves of a two-line column header */
export const HEADER_HALF_GAP = 2.2;
/** labels stacked over the values they name (summary boxes) */
export const STACKED_LABEL_GAP = 2.6;
// Horizontal slack, in points.
/** a date or check number still counts as under its column this far outside it */
export const COLUMN_SLACK = 12;
/** a continuation line must start left of where the row's description ended, give or take this */
const DESCRIPTION_SLACK = 4;

export type Words = Line['words'];
export type Section = SectionKind;

/** A line's tokens, read once. */
export interface ReadLine {
  line: Line;
  toks: ReturnType<typeof tokenize>;
  dates: DateTok[];
}

/** The table context the walk keeps from line to line. */
export interface WalkState {
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
  /** the line read just before this one (any kind, page headers and footers left out) */
  lineAbove: Line | null;
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
  /**
   * Each section (account and heading) as it stood when another heading took over: its group, where it stood in it,
   * and how many rows had been read then. Headed again as continued with no row read since, it goes on (walk.ts).
   */
  left: Map<string, LeftSection>;
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
export interface Pending {
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
export const continuesPending = (line: Line, p: Pending): boolean =>
  within(line, p, ROW_GAP) || (line.page > p.page && Math.abs(line.words[0].x - p.descX) <= DESCRIPTION_SLACK * 2);

/** `lower` is on the page of `upper` and less than `gap` line heights below it. */
export const within = (lower: Line, upper: { page: number; y: number }, gap: number): boolean =>
  lower.page === upper.page && lower.y - upper.y < gap * lower.size;

/** A token (or word) standing under a column, within the slack either side. */
export const underColumn = (t: { x: number; right: number }, col: { x: number; right: number }): boolean =>
  t.right > col.x - COLUMN_SLACK && t.x < col.right + COLUMN_SLACK;

/** A word of digits and date marks under the header's date column, left of the amounts, that read as no date. */
export const unreadableDate = (words: Words, grp: ColumnGroup | null, amountsLeft: number): boolean => {
  const dateCol = rowDateColumn(grp);
  return (
    dateCol !== undefined &&
    words.some((w) => w.x < amountsLeft && underColumn(w, dateCol) && /^(?=.*\d)[\d/.-]{3,}$/.test(w.text))
  );
};

/** A date that starts a row: left of the header's date column end, or (no date column) the line's first word. */
export const startsRow = (d: DateTok, dateCol: { right: number } | undefined): boolean =>
  dateCol ? d.x < dateCol.right + COLUMN_SLACK : d.w0 === 0;

/** A line right under `row`, starting left of where its description ended: the description goes on. */
export const belowDescription = (line: Line, x0: number, row: RawRow): boolean =>
  within(line, row.line, ROW_GAP) && x0 < row.descRight + DESCRIPTION_SLACK;

/**
 * A line starting past the row's date (where its description is), not under the date column. An undated row printed
 * under a dated one (a same-day row, or a section's closing line `Fees and charges assessed this period -$15.00`) has
 * that row's date column: a title at the column's edge under it (`Interest`) is no wrap of its description.
 */
export function indentedUnder(x0: number, row: RawRow): boolean {
  let dated: RawRow | null = row;
  while (dated && !dated.date) dated = dated.under;
  const date = dated?.date;
  return !date || x0 >= date.right - 1;
}

export const dateColumnOf = (header: Header | null) => rowDateColumn(header?.groups[0]);

/** A total printed inside the table: its summary key and side, its words, figure and printed count. */
export function pushTableTotal(
  s: WalkState,
  total: Pick<KeyValue, 'key' | 'type' | 'label' | 'amount' | 'count'>,
  line: Line,
): void {
  s.out.kvs.push({ ...total, total: true, line, account: s.account, inTable: true, group: s.group, date: null });
}

/** The next printed group a total closes starts (after a card's heading or a total). */
export function nextPart(s: WalkState): void {
  s.part++;
  s.partRows = false;
}

/**
 * The rows a total line closes: the printed group it ends when rows were read in it since the section's last total or
 * card heading (a card's subtotal; a section's one total, its only group); printed right after other totals, with no
 * row of its own, its whole section (undefined: the section's total is the sum over its groups and the rows before
 * them). Other sub-headings (a notice printed between the rows) restart the dates only.
 */
export function totalScope(s: WalkState): TotalScope[] | undefined {
  return s.partRows ? [{ group: s.group, part: s.part }] : undefined;
}

/** A section as it stood when another heading took over (WalkState.left). */
export interface LeftSection {
  /** where it stood in its group */
  place: Pick<WalkState, 'group' | 'part' | 'partRows' | 'sub' | 'headed'>;
  /** the rows read by then */
  rows: number;
}

/** What a line with amounts sees of the lines above it. */
export interface Context {
  /** the dated line waiting for these amounts */
  waiting: WalkState['pending'];
  /** the text line right above, and the ones stacked above that (nearest first) */
  above: Line | null;
  higher: Line[];
}
