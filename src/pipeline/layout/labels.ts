// Labels around printed values: account headings (a masked number switches the account section),
// untitled section headings above a table header, and label/amount pairs of summary lines.
import { minusMark } from '../../money.ts';
import { moneyColumn, readHeader, type Column, type ColumnGroup } from './columns.ts';
import { cells, type Line, type Word } from './lines.ts';
import { CURRENCY_MARK, type tokenize, type AmountTok, type DateTok } from './tokens.ts';
import {
  cardTotal,
  COUNT_TOTALING,
  headerRole,
  summaryLabel,
  TOTAL_WORDS,
  totalFirst,
  unsidedTerm,
} from './vocabulary.ts';
import type { Walk } from './walk-state.ts';

const ACCOUNT_LINE = /\b(account|acct|checking|savings|money market|share|draft|certificate|loan|business|personal)\b/i;
// Digits may print in groups ("5738 2662 64"), the middle ones masked ("4037 XXXX XXXX 6649"): the last four are
// those of the whole number.
const ACCOUNT_NO =
  /(?:[x*•#.]{2,}|ending in|ending|no\.?|number|\bid\b|#|:|\b(?=\d{6,17}\b))\s*[-–]?\s*(\d{2,17}(?: ?[-–]? ?(?:[x*•]{2,} ?[-–]? ?)*\d{2,17})*)\b(?![/.,]\d)/i;

// A number printed bare after the product's name with its share's suffix (`SHARE SAVINGS  1127-00`, `CHECKING
// 1135-10`: a credit union's member number and share ID): the account is the base, the suffix is no part of its last
// four. A year and month (`2025-11`) is no number; nor is a range or a date it starts (`1127-00-...`).
const SUFFIXED_NO = /\b(?!(?:19|20)\d\d[-–](?:0?[1-9]|1[0-2])\b)(\d{4,17})[-–]\d{1,3}\b(?![-–/.,]?\d)/;

// A telephone number (`877-534-2264`, `(888) 555-0142`, `1-800-555-0199`), unless its label names an account
// and no telephone (`Account number: 123-456-7890`).
const PHONE = /^(?:1[-. ])?\(?\d{3}\)?[-. ]?\d{3}[-. ]\d{4}$/;
const PHONE_WORD = /\b(phone|tel|telephone|fax|call|support|service|questions|hours)\b/i;

// A reference's number (`Ref 7714920 … posts next business day`, `Confirmation # 88123401`) is no account's.
const REFERENCE_BEFORE = /\b(?:ref(?:erence)?|conf(?:irmation)?|trace|trans(?:action)? id)\.?\s*(?:no\.?|#)?\s*:?\s*$/i;

export function accountMark(line: Line): { last4: string; name: string | null } | null {
  if (!ACCOUNT_LINE.test(line.text)) return null;
  // Look cell by cell: an address or period printed on the same baseline is not part of the account label.
  const cs = cells(line.words);
  for (let i = 0; i < cs.length; i++) {
    // A number whose first group is too short to be one (`46-XXXX-8841`: `46`, then a masked middle) gives the
    // next match in its cell: the masked digits and the last group.
    const text = cs[i].text;
    let m = ACCOUNT_NO.exec(text) ?? SUFFIXED_NO.exec(text);
    while (m && m[1].replace(/\D/g, '').length < 4) {
      const from = m.index + m[0].length;
      const next = ACCOUNT_NO.exec(text.slice(from));
      if (!next || !/^[\s\-–]*$/.test(text.slice(from, from + next.index))) break;
      m = Object.assign(next, { index: next.index + from });
    }
    if (!m) continue;
    const own = text.slice(0, m.index);
    const label = ACCOUNT_LINE.test(own)
      ? own
      : i > 0 && ACCOUNT_LINE.test(cs[i - 1].text)
        ? `${cs[i - 1].text} ${own}`
        : own;
    if (!ACCOUNT_LINE.test(label) && !ACCOUNT_LINE.test(cs[i].text)) continue;
    if (REFERENCE_BEFORE.test(own) && !/\b(account|acct|member)\b/i.test(label)) continue;
    const name = label
      .replace(/\b(account|acct)\b.*$/i, '')
      .replace(/[-–:|#]+\s*$/, '')
      .trim();
    const digits = m[1].replace(/\D/g, '');
    if (digits.length < 4) continue;
    if (PHONE.test(m[1].trim()) && (PHONE_WORD.test(label) || !/\b(account|acct)\b/i.test(label))) continue;
    return { last4: digits.slice(-4), name: name || null };
  }
  return null;
}

export const textOf = (ws: Word[]): string =>
  ws
    .map((w) => w.text)
    .join(' ')
    .trim();

/** Words that are not part of any token (the description) within [w0, w1). */
export function freeText(words: Word[], toks: Array<{ w0: number; w1: number }>, from = 0, to = words.length): Word[] {
  const used = new Set<number>();
  for (const t of toks) for (let i = t.w0; i < t.w1; i++) used.add(i);
  return words.slice(from, to).filter((_, k) => !used.has(k + from));
}

/** A number ending a label after words naming a card or account (`Total Purchases for Card Ending in 4418`, `(CARD 4417)`): no count. */
const NUMBER_NAMED = /(?:\b(?:card|account|acct|ending|ending in|no\.?|number)|#)\s*#?[\sx*•.-]*\d{1,4}\)?$/i;

function countIn(label: string): { label: string; count: number | null } {
  // a count in a sentence leading to the figure keeps its words: they name it
  const said = COUNT_TOTALING.exec(label);
  if (said) return { label, count: Number(said[1]) };
  const m = /(?:^|\s)\(?(\d{1,4})\)?\s*(?:items?|transactions?)?$/i.exec(label) ?? /^\(?(\d{1,4})\)?\s+/.exec(label);
  if (!m || /\b(19|20)\d\d$/.test(label) || NUMBER_NAMED.test(label)) return { label, count: null };
  return { label: label.replace(m[0], ' ').trim(), count: Number(m[1]) };
}

/**
 * A count printed in parentheses right after an amount (`$53,604.37 (18)`), alone between it and the next value and
 * nearer the amount than that value: the amount's own count, not a count before the next value.
 */
function countAfter(
  words: Word[],
  toks: Array<{ w0: number; w1: number }>,
  t: { w0: number; w1: number },
): number | null {
  const w = words[t.w1];
  const m = w && /^\((\d{1,4})\)$/.exec(w.text);
  if (!m || toks.some((o) => o.w0 <= t.w1 && o.w1 > t.w1)) return null;
  const next = toks.find((o) => o.w0 > t.w1);
  if (next && next.w0 !== t.w1 + 1) return null;
  const gapBefore = w.x - words[t.w1 - 1].right;
  if (next && words[next.w0].x - w.right <= gapBefore) return null;
  return Number(m[1]);
}

/**
 * A title the vocabulary does not know ("Electronic Transfers") still starts a new section when a table
 * header follows right under it: short, no digits, and not itself a header word ("DATE" above "PAID").
 * Its sign is unknown; the readings decide it (read.ts).
 */
export function titleAboveHeader(
  line: Line,
  lines: Line[],
  li: number,
  repeated: Set<Line>,
): { sign: null; skip: false; label: string } | null {
  if (/\d/.test(line.text) || line.words.length > 8 || cells(line.words).every((c) => headerRole(c.text) !== null))
    return null;
  for (const next of lines.slice(li + 1, li + 3)) {
    if (next.page !== line.page || repeated.has(next) || next.y - line.y > 4 * next.size) break;
    if (readHeader(next))
      return { sign: null, skip: false, label: line.text.toLowerCase().replace(/\s+/g, ' ').trim() };
  }
  return null;
}

/** The label printed over an amount on several stacked lines ("BALANCE / LAST STATEMENT" over "217.00"), read top down. */
function stackedLabel(lines: Line[], t: { x: number; right: number }, oneHigher = false): string | null {
  const parts: string[] = [];
  for (const l of lines) {
    // A line of the stack may hold nothing over this value (a row label printed between two label lines).
    const c = cells(l.words).find((c) => c.x < t.right + 2 && c.right > t.x - 2);
    if (!c) continue;
    parts.unshift(c.text);
    // one title alone names the value only when printed higher up the stack (the line above holds none over it)
    const key = parts.length > 1 || (oneHigher && l !== lines[0]) ? summaryLabel(parts.join(' '))?.key : undefined;
    if (key && key !== 'ignore') return parts.join(' ');
  }
  return null;
}

/**
 * The nearest title standing over a value in a stack of title lines, if any; `inRow`: only a title printed in a row
 * of titles (a horizontal summary), where each title names the value under it. A title alone on its line may
 * name the value printed above it (`-£570.01` over `Total outgoings`).
 */
function titleOver(lines: Array<Line | null>, t: { x: number; right: number }, inRow = false): string | null {
  for (const l of lines) {
    const cs = l ? cells(l.words) : [];
    const c = cs.find((c) => c.x < t.right + 2 && c.right > t.x - 2);
    if (c) return !inRow || cs.length >= 2 ? c.text : null;
  }
  return null;
}

/**
 * Titles over a box's values printed one space apart read as one cell (`Deposits and other additions Checks and
 * other deductions Ending balance`, in any case): cut into as many consecutive pieces as the cell stands over
 * values, each piece naming a summary value, the cut whose pieces end nearest their values' right edges. So each
 * value takes the title standing over it. A cell no such cut explains stays whole.
 */
function stackedTitles(cell: Word, words: Word[], values: Array<{ x: number; right: number }>): Word[] {
  const inside = words.filter((w) => w.x >= cell.x && w.right <= cell.right);
  const under = values.filter((v) => v.x < cell.right + 2 && v.right > cell.x - 2).sort((a, b) => a.x - b.x);
  const n = inside.length;
  const k = under.length;
  if (k < 2 || n < k || n > 24) return [cell];
  const text = (i: number, j: number): string =>
    inside
      .slice(i, j)
      .map((w) => w.text)
      .join(' ');
  // cost[p][j]: the first j words cut into p labelled pieces, piece p ending over value p (distance of right edges)
  const cost = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const from = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(-1));
  cost[0][0] = 0;
  for (let p = 1; p <= k; p++)
    for (let j = p; j <= n; j++)
      for (let i = p - 1; i < j; i++) {
        if (cost[p - 1][i] === Infinity) continue;
        const c = cost[p - 1][i] + Math.abs(inside[j - 1].right - under[p - 1].right);
        if (c < cost[p][j] && summaryLabel(text(i, j))) {
          cost[p][j] = c;
          from[p][j] = i;
        }
      }
  if (cost[k][n] === Infinity) return [cell];
  const pieces: Word[] = [];
  for (let p = k, j = n; p > 0; j = from[p][j], p--)
    pieces.unshift({ ...cell, text: text(from[p][j], j), x: inside[from[p][j]].x, right: inside[j - 1].right });
  return pieces;
}

/**
 * A box term's figure with its sign printed as a word of its own right before it (`Payments  -  $1,541.12`,
 * `Transactions  +  $30,001.41`, the signs standing in a column of their own left of the figures): the figure as if
 * the sign were glued to it. Any other figure as printed.
 */
function signedApart(words: Word[], t: AmountTok, from: number): AmountTok {
  if (t.mark !== null || t.w0 - 1 <= from) return t;
  // (a balance is no term: a dash before it may be the label's, and its sign is never guessed)
  if (/\b(balance|saldo)\b/i.test(textOf(words.slice(from, t.w0 - 1)))) return t;
  const sign = words[t.w0 - 1].text;
  if (sign === '+') return { ...t, mark: 'plus' };
  if (/^[-\u2212\u2013]$/.test(sign)) return { ...t, mark: 'minus', negative: true };
  return t;
}

/**
 * A summary line whose words name no total but whose amount prints its sign (`Card account activity
 * - 6,831.22` between the deposits and the checks): a term of the box's equation, a debit total when minus,
 * a credit total when plus. Unsigned, a line naming nothing stays unread.
 */
function signedTerm(label: string, t: AmountTok): ReturnType<typeof summaryLabel> {
  if (!/[a-z]/i.test(label) || label.split(/\s+/).length > 5 || /\bbalance\b/i.test(label)) return null;
  if (minusMark(t.mark)) return { key: 'debits', type: 'debit', total: false };
  if (t.mark === 'plus') return { key: 'credits', type: 'credit', total: false };
  return null;
}

/**
 * A total line printing one figure per credit/debit column, the figures set off the columns (none ending at its
 * column's right edge, as the rows' figures do, and not falling one to a side): the sides in the order printed.
 * Null when the figures stand in their columns (`Total | debits | balance`, each at its column's edge).
 */
function sidesInOrder(
  values: AmountTok[],
  grp: ColumnGroup,
  size: number,
  label: string,
): (Map<AmountTok, Column> & { label: string }) | null {
  if (!TOTAL_WORDS.test(label)) return null;
  const sides = grp.cols.filter((c) => c.role === 'credit' || c.role === 'debit').sort((a, b) => a.x - b.x);
  if (sides.length < 2 || values.length !== sides.length) return null;
  const fell = values.map((v) => moneyColumn(v.x, v.right, grp, size));
  if (fell.every((c, i) => c === sides[i])) return null;
  if (fell.some((c, i) => c && Math.abs(values[i].right - c.right) <= 2)) return null;
  const ordered = [...values].sort((a, b) => a.x - b.x);
  return Object.assign(new Map(ordered.map((v, i) => [v, sides[i]])), { label });
}

/** A figure standing under a credit or debit column other than the one the line's first figure stands under. */
function otherSide(first: AmountTok, t: AmountTok, grp: ColumnGroup, size: number): boolean {
  const side = (c: Column | null): boolean => !!c && (c.role === 'credit' || c.role === 'debit');
  const [a, b] = [moneyColumn(first.x, first.right, grp, size), moneyColumn(t.x, t.right, grp, size)];
  return side(a) && side(b) && a !== b && a?.role !== b?.role;
}

type Span = { x: number; right: number };
/** A word of `own` (the words before a value) standing under a title cell that does not stand over the value. */
function underOtherTitle(own: Word[], titles: Span[], t: Span): boolean {
  const isOver = (c: Span) => c.x < t.right + 2 && c.right > t.x - 2;
  return own.some((w) => titles.some((c) => !isOver(c) && c.x < w.right + 2 && c.right > w.x - 2));
}

export function pushKeyValues(
  out: Walk,
  words: Word[],
  toks: ReturnType<typeof tokenize>,
  line: Line,
  account: string,
  inTable: boolean,
  group: string | null,
  above: Line | null,
  grp?: ColumnGroup | null,
  higher: Line[] = [],
): void {
  let from = 0;
  let date: DateTok | null = null;
  const values = toks.filter((t) => t.kind === 'amount');
  const aboveCells = above ? cells(above.words).flatMap((c) => stackedTitles(c, above.words, values)) : [];
  const first = values[0];
  const lead = first ? textOf(freeText(words, toks, 0, first.w0)) : '';
  const inOrder = grp && first ? sidesInOrder(values as AmountTok[], grp, line.size, lead) : null;
  // A group's total beside a rewards figure (`Total charges, credits and returns  $30.00  $1,500.00`, the Daily Cash
  // under a column of no money): the words total the one figure in a money column; the other is no money of the
  // ledger (taken as the total, it left the group's rows held to nothing).
  const inMoney =
    grp && group !== null && !inOrder && values.length >= 2 && TOTAL_WORDS.test(lead)
      ? values.filter((v) => moneyColumn(v.x, v.right, grp, line.size))
      : [];
  const only = inMoney.length === 1 ? inMoney[0] : null;
  for (const printed of toks) {
    if (printed.kind === 'date') {
      date = printed;
      continue;
    }
    if (only && printed !== only) continue;
    // a box's equation may print each term's sign as a word of its own, in a column left of the figures
    const t = inTable ? printed : signedApart(words, printed, from);
    const own = freeText(words, toks, from, t === printed ? t.w0 : t.w0 - 1);
    let { label, count } = countIn(textOf(own));
    const ownLabel = label;
    from = t.w1;
    const after = t.kind === 'amount' ? countAfter(words, toks, t) : null;
    if (after !== null) {
      count = after;
      from = t.w1 + 1;
    }
    // the figures of a total line after its first are the same total's, each of its side
    if (!label && inOrder?.has(printed as AmountTok)) label = inOrder.label;
    // ...and so are those standing in their own columns (`Total Activity  $6,191.37  $5,272.13` under `Money in |
    // Money out`): a figure under the other side's column, with no words of its own, is that side's total (left
    // unread, a figure changed there verified)
    if (!label && t !== first && t.kind === 'amount' && grp && TOTAL_WORDS.test(lead) && !only)
      if (otherSide(first as AmountTok, t, grp, line.size)) label = lead;
    // A total printed before its title (`$7,553.28 Total Deposits and Other Additions`), alone on its line.
    const title = !label && values.length === 1 ? textOf(freeText(words, toks, t.w1)) : '';
    if (totalFirst(title)) label = title;
    let sl = label ? summaryLabel(label) : null;
    // The title standing over the value, on the line above or higher in a stack of title lines.
    const over = aboveCells.find((c) => c.x < t.right + 2 && c.right > t.x - 2);
    if (!sl && over && summaryLabel(over.text)) {
      label = over.text;
      sl = summaryLabel(label);
    }
    if ((!sl || sl.key === 'ignore') && above && higher.length) {
      // "BALANCE" alone names nothing; "CLOSING / BALANCE" over the value does, and so does a title printed
      // higher than its neighbours' first lines (`New Balance` centred beside `Previous / Balance`).
      const stacked = stackedLabel([above, ...higher], t, !over);
      if (stacked && summaryLabel(stacked)?.key !== 'ignore') {
        label = stacked;
        sl = summaryLabel(label);
      }
    }
    // A number among the values of a row of titles over values (`Opening Balance  Dr Count  Cr Count  Debits`
    // over `2,74,260.42  49  5  3,03,278.38`) stands under a title of its own: that title's figure, no count of the
    // value this one's title names.
    if (count !== null && sl && !summaryLabel(ownLabel) && underOtherTitle(own, aboveCells, t)) count = null;
    const titled = sl ? null : (over?.text ?? titleOver([above, ...higher], t));
    const inRow = sl || label ? null : titleOver([above, ...higher], t, true);
    if (inRow) label = inRow;
    if (!sl && !titled) {
      // Else the nearest title starting left of the amount's right edge (left-aligned labels over right-aligned
      // values), when none stands over it.
      const left = [...aboveCells].reverse().find((c) => c.x < t.right);
      if (left && summaryLabel(left.text)) {
        label = left.text;
        sl = summaryLabel(label);
      }
    }
    // (a currency sign printed apart at the left of the value's cell, `$    65,232.50`, is the value's: no words)
    const ownWords = own.some((w) => !CURRENCY_MARK.test(w.text)) ? ownLabel : '';
    if ((!sl || sl.key === 'ignore') && !ownWords && above && higher.length) {
      // ...or that title read down its stack, when its last line alone names nothing (`Beginning / balance`,
      // `Ending / balance` left of right-aligned values, each title of the row on two lines, the value no words of its own); only when no title
      // within that stack stands over the value (a heading above the stack, `Balance Summary`, is none of them).
      const left = [...aboveCells].reverse().find((c) => c.x < t.right);
      const stack = [above, ...higher];
      const depth = left ? stack.findIndex((_, d) => d > 0 && stackedLabel(stack.slice(0, d + 1), left) !== null) : -1;
      const stacked = depth > 0 && left ? stackedLabel(stack.slice(0, depth + 1), left) : null;
      if (stacked && summaryLabel(stacked)?.key !== 'ignore' && !titleOver(stack.slice(0, depth + 1), t)) {
        label = stacked;
        sl = summaryLabel(label);
      }
    }
    if (!sl && grp && TOTAL_WORDS.test(label)) {
      const col = inOrder?.get(t as AmountTok) ?? moneyColumn(t.x, t.right, grp, line.size);
      if (col && (col.role === 'credit' || col.role === 'debit'))
        sl = { key: col.role === 'credit' ? 'credits' : 'debits', type: col.role, total: true };
    }
    // A total naming no side closing rows of a section (`Total for JANE SMITH`, `Subtotal for card account`): a total
    // of the rows it closes, its side theirs (read.ts).
    if (!sl && group !== null && TOTAL_WORDS.test(label)) sl = { key: 'total', type: null, total: true };
    const bySign = !sl && !inTable;
    if (bySign) sl = signedTerm(label, t);
    const term = !inTable && (!sl || sl.key === 'ignore') && unsidedTerm(label);
    if (term) sl = { key: 'ignore', type: null, total: false };
    if (!sl || !label) continue;
    // A total printed outside the table's money columns (`Total Fees for this statement: $1.50` in a box under
    // the rows) totals no section of them.
    // ...unless it names the card whose rows it closes (`TRANSACTIONS THIS CYCLE (CARD 4417) $5,953.66`).
    const section =
      group !== null && grp && !moneyColumn(t.x, t.right, grp, line.size) && !cardTotal(label) ? null : group;
    out.kvs.push({
      ...sl,
      label,
      amount: t,
      count,
      line,
      account,
      inTable,
      group: section,
      date,
      bySign,
      ...(term ? { term } : {}),
    });
  }
}

/** A name's words, without its numbers and marks (`MEMBER SHARE SAVINGS - 00` is `member share savings`). */
export const nameWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z\s]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .join(' ');
