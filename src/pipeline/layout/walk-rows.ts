// A line with amounts inside a table, one column group at a time: its amounts to columns, and the row, balance,
// subtotal or stray figure it is.
import type { TxType } from '../types.ts';
import { moneyColumn, nearestGroup, rowDateColumn, type ColumnGroup, type Header } from './columns.ts';
import { cells, type Line } from './lines.ts';
import { freeText, pushKeyValues, textOf } from './labels.ts';
import { tokenize, type AmountTok, type DateTok } from './tokens.ts';
import {
  cardPayment,
  CHARGE_LINE,
  isBalanceLine,
  isCheckSection,
  isValueDate,
  summaryLabel,
  TOTAL_WORDS,
  totalFirst,
} from './vocabulary.ts';

import {
  type Context,
  ROW_GAP,
  type RawRow,
  type WalkState,
  type Words,
  belowDescription,
  indentedUnder,
  nextPart,
  pushTableTotal,
  totalScope,
  underColumn,
  unreadableDate,
  within,
} from './walk-state.ts';

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
export function groupPart(s: WalkState, line: Line, words: Words, gi: number, groups: number, ctx: Context): void {
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
  // outside any table is prose, not a row; so is one that begins with its date when it goes on the sentence of the
  // line above (`... Offer ... for new accounts opened by` over `September 29, 2023 with $25,000.00 in new money`).
  if (!header && own && (own.w0 > 0 || sentenceGoesOn(s.lineAbove, line)) && prose(words)) return;
  const lead = own ?? (gi === 0 && ctx.waiting ? ctx.waiting.date : undefined);
  const label = textOf(freeText(words, ptoks, 0, firstAmt ? firstAmt.w0 : words.length));
  const colAmts = columnAmounts(pam, grp, line.size);

  // A layout printing the amount before the description prints a section's total before its title too
  // (`$7,553.28 Total Deposits and Other Additions`): an undated line whose only amount leads it, titled `Total`.
  const after = !lead && !label && pam.length === 1 ? textOf(freeText(words, ptoks, firstAmt.w1)) : '';
  const sl = summaryLabel(label);
  const bySum = !lead && !TOTAL_WORDS.test(label) && groupSubtotal(s, label, sl, colAmts, gi, groups);
  const gridTotal = !lead && s.groupUsed && !TOTAL_WORDS.test(label) && closesCheckGrid(words, grp, label, colAmts);
  const isTotal = TOTAL_WORDS.test(label) || totalFirst(after) || bySum || gridTotal;
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
    // A check table's closing line is its total whatever its words say (`Conventional Checks Paid (8)`, read as the
    // side's summary figure, or `There were 12 checks listed totaling`).
    if (gridTotal) for (const k of s.out.kvs.slice(before)) if (k.group !== null) k.total = true;
    if ((bySum || gridTotal) && s.out.kvs.length === before)
      pushTableTotal(s, { key: 'total', type: null, label, amount: colAmts[0].tok, count: null }, line);
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

/**
 * A table printed in column groups side by side (`Check Date Amount` three times over) closed by one line under all
 * of them (`Paper Checks Paid 8 checks $22,109.74`): undated, one figure, words naming it, and that figure the sum of
 * every row read in the table's groups. Split by the groups, its words were read as the last row's description and
 * its figure as one more row of the group it stands in. It is the whole section's total, its side the one its rows
 * were read with (a check table's), else the solve's (read.ts `untyped`), its count the items it says (`8 checks`).
 * Of a figure that does not add up nothing is said here.
 */
export function acrossGroupsTotal(s: WalkState, line: Line, toks: ReturnType<typeof tokenize>): boolean {
  if (!s.header || s.header.groups.length < 2 || s.section?.skip || !s.partRows) return false;
  if (toks.some((t) => t.kind === 'date')) return false;
  const amounts = toks.filter((t): t is AmountTok => t.kind === 'amount');
  if (amounts.length !== 1 || amounts[0].w1 !== line.words.length) return false;
  const text = textOf(freeText(line.words, toks, 0, amounts[0].w0));
  const counted = /^(.*?[a-z]{2}.*?)\s+(\d{1,4})\s+(?:checks?|items?)$/i.exec(text);
  const label = counted ? counted[1] : text;
  if (!/[a-z]{2}/i.test(label) || /\d/.test(label) || label.split(/\s+/).length > 6) return false;
  const sl = summaryLabel(label);
  if (sl && (sl.key === 'opening' || sl.key === 'closing')) return false;
  const mine = s.out.rows.filter(
    (r) => r.account === s.account && r.table === s.table && (r.group === s.group || r.group.startsWith(`${s.group}:`)),
  );
  const sum = mine.reduce((n, r) => n + (r.amount.negative ? -r.amount.cents : r.amount.cents), 0);
  if (sum === 0 || Math.abs(sum) !== amounts[0].cents) return false;
  const count = counted ? Number(counted[2]) : null;
  if (count !== null && count !== mine.length) return false;
  // one row's figure printed again under it tells no total from an undated row, unless a count of one says so
  if (mine.length < 2 && count !== 1) return false;
  // the side its rows were read with (a check table's), when they all share one; else the solve's
  const sides = new Set(mine.map((r) => r.sectionSign));
  const type = sides.size === 1 ? [...sides][0] : null;
  const key = type === 'credit' ? 'credits' : type === 'debit' ? 'debits' : 'total';
  pushTableTotal(s, { key, type, label, amount: amounts[0], count }, line);
  s.last = null;
  s.sub++;
  return true;
}

/**
 * The line closing a check table (a group with a check-number column) under checks read in it: its words and one
 * figure in a money column, neither a check number nor a date. Every check the table lists prints its number and the day it was paid, so an
 * undated line without a number is no check (nor a same-day row of the one above): it is the table's total, whatever
 * its words (`Conventional Checks Paid (8)  23,289.87-`, `* Gap in check sequence There were 12 checks listed
 * totaling $27,251.01.`), checked against the table's checks like a `Total Checks` line.
 */
function closesCheckGrid(words: Words, grp: ColumnGroup | null, label: string, colAmts: ColumnAmount[]): boolean {
  const checkCol = grp?.cols.find((c) => c.role === 'check');
  if (!checkCol || colAmts.length !== 1 || colAmts[0].role === 'balance' || !/[a-z]{2}/i.test(label)) return false;
  return !words.some((w) => CHECK_NUMBER.test(w.text) && underColumn(w, checkCol));
}

/**
 * The column group a check table's closing line belongs to when printed across its groups (the words under the
 * first group, the figure under the last group's amount column: `Conventional Checks Paid (8)` ... `23,289.87-`):
 * the figure's, when every group is a check table's, the line prints one figure and no date, and no check number
 * stands under any group's check column. Split by groups, the words were a wrapped description of the check above and
 * the figure a check of its own. Null for any other line.
 */
export function checkGridSpan(words: Words, header: Header, size: number): number | null {
  if (header.groups.length < 2 || !header.groups.every((g) => g.cols.some((c) => c.role === 'check'))) return null;
  const toks = tokenize(words);
  const amounts = toks.filter((t): t is AmountTok => t.kind === 'amount');
  if (amounts.length !== 1 || toks.some((t) => t.kind === 'date')) return null;
  if (!/[a-z]{2}/i.test(textOf(words.slice(0, amounts[0].w0)))) return null;
  if (
    words.some(
      (w) =>
        CHECK_NUMBER.test(w.text) &&
        header.groups.some((g) => g.cols.some((c) => c.role === 'check' && underColumn(w, c))),
    )
  )
    return null;
  const gi = nearestGroup(amounts[0], header);
  return gi > 0 && !!moneyColumn(amounts[0].x, amounts[0].right, header.groups[gi], size) ? gi : null;
}

/**
 * A line that carries on the paragraph right above it: the line above is a sentence (`prose`) led by no date, in the
 * same type, starting where this line starts, a line's spacing above it.
 */
function sentenceGoesOn(above: Line | null, line: Line): boolean {
  if (!above || above.page !== line.page || !above.words.length || !line.words.length) return false;
  const sameType = Math.abs(above.size - line.size) <= 0.1 * line.size;
  const gap = line.y - above.y;
  const aligned = Math.abs(above.words[0].x - line.words[0].x) <= 0.5 * line.size;
  const dated = tokenize(above.words.slice(0, 3)).some((t) => t.kind === 'date' && t.w0 === 0);
  return sameType && aligned && gap > 0 && gap <= 2 * line.size && !dated && prose(above.words);
}

/** Mostly lowercase words: a sentence (a notice, a marketing line), not a row's cells. */
export const prose = (words: Words): boolean =>
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
      !(check && w.text.startsWith(check) && CHECK_NUMBER.test(w.text) && k <= 2) &&
      // the mark of a gap in the sequence printed apart after the number (`2417 *`) is the number's
      !(check && w.text === '*' && k <= 3 && words[k - 1]?.text === check),
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
