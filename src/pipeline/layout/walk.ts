// One pass over a statement's lines, top to bottom across pages, keeping the table context (header
// columns, section heading, account section) and emitting raw rows, printed totals and summary values.
// Signs and years are decided later (read.ts), where several readings can be tried against the gate. What the walk
// emits and keeps, and the tests its readers share, are in walk-state.ts; a line with amounts in a table, walk-rows.ts.
import {
  mergeHeaderAbove,
  mergeHeaderBelow,
  moneyTitlesBetween,
  readHeader,
  splitByGroups,
  nearestGroup,
  type Header,
} from './columns.ts';
import { statementKind } from './kind.ts';
import { cells, type Line } from './lines.ts';
import { accountMark, freeText, nameWords, pushKeyValues, textOf, titleAboveHeader } from './labels.ts';
import { tokenize, type AmountTok, type DateTok } from './tokens.ts';
import {
  CARD_GROUP,
  DEPOSIT_PRODUCT,
  findPageNo,
  headingWithTotal,
  namesColumns,
  sectionHeading,
  summaryLabel,
} from './vocabulary.ts';

import {
  COLUMN_SLACK,
  HEADER_HALF_GAP,
  type KeyValue,
  MONEY_ROLE,
  ROW_GAP,
  type ReadLine,
  STACKED_LABEL_GAP,
  type Section,
  type Walk,
  type WalkState,
  belowDescription,
  continuesPending,
  dateColumnOf,
  indentedUnder,
  nextPart,
  pushTableTotal,
  startsRow,
  underColumn,
  within,
} from './walk-state.ts';
import { acrossGroupsTotal, checkGridSpan, groupPart } from './walk-rows.ts';

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
    lineAbove: null,
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
    left: new Map(),
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
    s.lineAbove = line;
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
  // A date on a line of its own ("Monday, November 17, 2025") heads the rows of that day below it; not one printed
  // past the date column right under a row, in its description's place (a card payment's own `On 16 Apr` wrapped).
  if (
    dates.length === 1 &&
    s.header &&
    !wrappedUnderRow(s, line) &&
    /^[a-z,.\s]*$/i.test(textOf(freeText(line.words, toks))) &&
    line.words.length - (dates[0].w1 - dates[0].w0) <= 1
  ) {
    s.dayDate = dates[0];
    s.last = null;
    return;
  }
  // An account heading switches the account section; never right under a row where it would continue the row's
  // description (a wrapped "to Savings ...5678", past the row's date) or start the next row (a dated line waiting
  // for its amount, `Jan 7 COMCAST BUSINESS PAYMENT 6961948`). An undated line at the date column's edge is the next
  // account's heading, however close under the last row (a consolidated statement's `Savings ••9026`).
  const mark =
    s.last !== null &&
    within(line, s.last.line, ROW_GAP) &&
    (dates.length > 0 || indentedUnder(line.words[0].x, s.last))
      ? null
      : accountMark(line);
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

/** A line right under the last row starting past the header's date column: the row's description goes on. */
function wrappedUnderRow(s: WalkState, line: Line): boolean {
  const dateCol = dateColumnOf(s.header);
  return (
    s.last !== null &&
    dateCol !== undefined &&
    within(line, s.last.line, ROW_GAP) &&
    line.words[0].x > dateCol.right + COLUMN_SLACK
  );
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
  const between = underUpperHalf ? moneyTitlesBetween(s.prevPlain!, line) : null;
  const loose = between ?? readHeader(line, true);
  // The lower line of a two-line header may have no money column of its own (only when a header is right above).
  const h0: Header | null =
    loose &&
    (loose.groups.some((g) => g.cols.some((c) => MONEY_ROLE.has(c.role))) ||
      (underUpperHalf && readHeader(s.prevPlain!) !== null))
      ? loose
      : null;
  // The first line of a two-line header: let the second line read it as its upper half.
  if (h0 && !between && next && within(next, line, HEADER_HALF_GAP) && !repeated.has(next) && readHeader(next, true)) {
    s.prevPlain = line;
    s.plainStack = [];
    return true;
  }
  const h1: Header | null = h0 && underUpperHalf && !between ? mergeHeaderAbove(h0, s.prevPlain!) : h0;
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
  const goesOn = /continued/i.test(line.text) || (s.lastRowSheet !== null && s.sheet > s.lastRowSheet);
  const continued = s.section && s.section.label === heading.label && goesOn;
  s.prevHeading = line; // a heading is not the upper half of the header below it
  if (continued) return;
  // Headed again as continued after headings that held no row (a disclosure page printed between its pages): the
  // section goes on in its own group, and its total closes the rows of every page it ran over.
  const was = s.left.get(`${s.account}|${heading.label}`);
  const resumed = !heading.skip && was !== undefined && was.rows === s.out.rows.length && goesOn;
  openSection(s, heading);
  if (resumed) {
    Object.assign(s, was.place);
    s.groupUsed = true;
  } else if (/\bcontinued\b/i.test(line.text)) s.headed = false;
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
  const key = heading.sign === 'credit' ? 'credits' : 'debits';
  pushTableTotal(s, { key, type: heading.sign, label: heading.label, amount: amounts[0], count }, line);
  return true;
}

function openSection(s: WalkState, heading: Section): void {
  if (s.section && !s.section.skip && s.groupUsed)
    s.left.set(`${s.account}|${s.section.label}`, {
      place: { group: s.group, part: s.part, partRows: s.partRows, sub: s.sub, headed: s.headed },
      rows: s.out.rows.length,
    });
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
  if (acrossGroupsTotal(s, line, toks)) return;
  const parts = s.header ? splitByGroups(line.words, s.header) : [line.words];
  const span = s.header && s.groupUsed ? checkGridSpan(line.words, s.header, line.size) : null;
  if (span !== null) {
    groupPart(s, line, line.words, span, parts.length, { waiting, above, higher });
    return;
  }
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
