// Table headers → column groups. A header is a line of two or more cells naming columns, at least one of
// them an amount column. Check and balance tables are often printed in several column groups side by side
// ("Date Check# Amount | Date Check# Amount"); a role seen again starts the next group.
import { cells, type Line, type Word } from './lines.ts';
import { headerRole, isPointsTitle, type ColumnRole } from './vocabulary.ts';

export interface Column {
  role: ColumnRole;
  x: number;
  right: number;
  label: string;
}

export interface ColumnGroup {
  cols: Column[];
  left: number; // words at x >= left (and < next group's left) belong to this group
}

export interface Header {
  groups: ColumnGroup[];
  /**
   * No ledger: only a date and a balance (or dates and amounts side by side, nothing described: a daily-balance
   * table), or a column of reward points (purchases paid with points). Only labelled values are read under it.
   */
  balanceOnly: boolean;
  signature: string;
  /**
   * The groups stand inside one another (each group's amount right of the next group's number and date): a word
   * belongs to the group of the column it stands under, not to a stretch of the line (`interleavedGroups`).
   */
  interleaved?: boolean;
}

const MONEY_ROLES = new Set<ColumnRole>(['debit', 'credit', 'amount', 'balance']);
const SIDE_ROLES = new Set<ColumnRole>(['debit', 'credit']);

/**
 * A cell naming two date columns printed close together ("Trans Date Post Date"): no title says "date"
 * twice, so it is two titles, cut after the first "Date".
 */
function twoDateTitles(cell: Word, words: Word[]): Word[] {
  if (!/\bdate\b.*\bdate\b/i.test(cell.text)) return [cell];
  const inside = words.filter((w) => w.x >= cell.x && w.right <= cell.right);
  const cut = inside.findIndex((w) => /^date$/i.test(w.text)) + 1;
  if (cut <= 0 || cut >= inside.length) return [cell];
  return [inside.slice(0, cut), inside.slice(cut)].map((ws) => ({
    ...cell,
    text: ws.map((w) => w.text).join(' '),
    x: ws[0].x,
    right: ws[ws.length - 1].right,
  }));
}

/** A word's column role when it names a column on its own; a qualifier (`Ending`, `daily`, `Transaction`) names none. */
function wordRole(text: string): ColumnRole | null {
  if (NUMBER_WORD.test(text)) return null;
  const role = headerRole(text);
  return role === 'description' && !/description|details|particulars|narrative|narration/i.test(text) ? null : role;
}

const TITLE_CONNECTOR = /^(and|&|or|of|to|for|\/|-)$/i;
// `Number`, `No.`, `#` follow the word they number (`Check #`, `Ref Number`): never a title of their own here.
const NUMBER_WORD = /^(no|number|num|nbr|#)\.?$/i;

/**
 * Two words that name a column only together (`Money In`, `Paid Out`: neither names one alone) are one title
 * word: read apart, `Money In Money Out Balance` was one balance title.
 */
function phrases(ws: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length; i++) {
    const [w, next] = [ws[i], ws[i + 1]];
    const pair = next && `${w.text} ${next.text}`;
    if (pair && !wordRole(w.text) && !wordRole(next.text) && wordRole(pair)) {
      out.push({ ...w, text: pair, right: next.right });
      i++;
    } else out.push(w);
  }
  return out;
}

/**
 * Column titles printed one space apart read as one cell (`Additions Subtractions Balance`,
 * `Deposits/ Credits Withdrawals/ Debits Ending daily balance`, `DATE DESCRIPTION` beside `AMOUNT`): a cell whose
 * words name two or more different columns, one of them a money column (in the cell or elsewhere on the line), is
 * cut where the named role changes, each qualifier going with the title word after it (`Ending daily` with
 * `balance`). One title naming one column stays whole.
 */
function namedTitles(cell: Word, words: Word[], moneyBeside: () => boolean): Word[] {
  const inside = phrases(words.filter((w) => w.x >= cell.x && w.right <= cell.right));
  const pieces: { words: Word[]; role: ColumnRole | null }[] = [];
  let pending: Word[] = [];
  for (const w of inside) {
    const role = wordRole(w.text);
    const cur = pieces[pieces.length - 1];
    // A connector (`Payment type and details`, `Date of Transaction`) binds the words around it into one title.
    const bound = pending.some((p) => TITLE_CONNECTOR.test(p.text));
    if (!role && cur && !pending.length && NUMBER_WORD.test(w.text)) cur.words.push(w);
    // `Amt.` or `Amount` right after a side's word qualifies it (`Withdrawal Amt.`, `Deposit Amount`): one title,
    // not a side and an amount column (read apart, the balance's column fell into a group of its own and the
    // running balances were lost)
    else if (role === 'amount' && cur && !pending.length && cur.role && SIDE_ROLES.has(cur.role)) cur.words.push(w);
    else if (!role) pending.push(w);
    else if (cur && (cur.role === role || bound)) cur.words.push(...pending, w);
    else pieces.push({ words: [...pending, w], role });
    if (role) pending = [];
  }
  // Titles are a few words; prose naming a debit and a balance is no header.
  const titles = pieces.length >= 2 && pieces.every((p) => p.words.length <= 3);
  if (!titles || !(pieces.some((p) => p.role && MONEY_ROLES.has(p.role)) || moneyBeside())) return [cell];
  pieces[pieces.length - 1].words.push(...pending);
  return pieces.map(({ words: ws }) => ({
    ...cell,
    text: ws.map((w) => w.text).join(' '),
    x: ws[0].x,
    right: ws[ws.length - 1].right,
  }));
}

/**
 * Two column titles printed touching, which the text layer glued into one word at a small letter followed by a
 * capital (`Deposits/AdditionsWithdrawals/Subtractions`: one title right-aligned over its amounts, the next starting
 * where it ends): where every piece names a column, one of them a side of money, and the pieces name different
 * columns, they are words apart, each placed by its share of the letters (the run's width is not kept per glyph).
 * One title that names one column stays whole (`PayPal`, `eDeposits`).
 */
function touchingTitles(words: Word[]): Word[] {
  return words.flatMap((w) => {
    const pieces = w.text.split(/(?<=[a-z])(?=[A-Z])/);
    if (pieces.length < 2) return [w];
    const roles = pieces.map(wordRole);
    if (roles.some((r) => !r) || new Set(roles).size < pieces.length) return [w];
    if (!roles.some((r) => r && SIDE_ROLES.has(r))) return [w];
    const per = (w.right - w.x) / w.text.length;
    let at = 0;
    return pieces.map((text) => {
      const x = w.x + at * per;
      at += text.length;
      return { ...w, text, x, right: w.x + at * per };
    });
  });
}

/** Try to read a line as a table header. Lines holding amounts are never headers. */
export function readHeader(printed: Line, lowerHalf = false): Header | null {
  // Column titles are words: a line carrying dates, amounts or long numbers is a row, not a header.
  if (/\d{3}|\d[/.-]\d/.test(printed.text)) return null;
  const apart = touchingTitles(printed.words);
  const line = apart.length === printed.words.length ? printed : { ...printed, words: apart };
  const whole = cells(line.words);
  const moneyBeside = (cell: Word) => () =>
    whole.some((c) => c !== cell && MONEY_ROLES.has(headerRole(c.text) ?? 'other'));
  const cs = whole
    .flatMap((c) => namedTitles(c, line.words, moneyBeside(c)))
    .flatMap((c) => twoDateTitles(c, line.words));
  if (cs.length < 2) return null;
  const cols: Column[] = [];
  let named = 0;
  for (const c of cs) {
    const role = headerRole(c.text);
    if (role) named++;
    cols.push({ role: role ?? 'other', x: c.x, right: c.right, label: c.text });
  }
  if (named < 2 || named < cs.length - 2) return null;
  // The lower line of a two-line header may name only dates and details ("Received By Us | Transaction
  // Date | Details" under "... Amount"): every cell must then be a column title.
  if (!cols.some((c) => MONEY_ROLES.has(c.role)) && !(lowerHalf && named === cs.length)) return null;
  if (!cols.some((c) => c.role === 'date' || c.role === 'description' || c.role === 'check')) return null;
  const groups: ColumnGroup[] = [];
  let cur: Column[] = [];
  for (const [i, c] of cols.entries()) {
    // A table printed beside another repeats its columns, a money column among them: a title repeating the money
    // column right before it (`Amount | Net Amount`), or one with no money column after it (`... | Settlement
    // Date`), is another column of the same table.
    const besideSame = MONEY_ROLES.has(c.role) && cols[i - 1]?.role === c.role;
    const moneyAfter = cols.slice(i).some((k) => MONEY_ROLES.has(k.role));
    if (
      c.role !== 'other' &&
      !besideSame &&
      moneyAfter &&
      cur.some((k) => k.role === c.role) &&
      cur.some((k) => MONEY_ROLES.has(k.role))
    ) {
      groups.push({ cols: cur, left: cur[0].x });
      cur = [];
    }
    cur.push(c);
  }
  groups.push({ cols: cur, left: cur[0].x });
  const inside = interleavedGroups(cols, groups);
  if (inside) groups.splice(0, groups.length, ...inside);
  // A group begins a little left of its first header cell (dates and check numbers may start before it).
  for (let i = 1; i < groups.length && !inside; i++) {
    const prevRight = groups[i - 1].cols[groups[i - 1].cols.length - 1].right;
    groups[i].left = Math.max(prevRight + 2, groups[i].left - 0.5 * (groups[i].left - prevRight));
  }
  const roles = new Set(cols.map((c) => c.role));
  // Dates and amounts printed side by side in several groups with nothing to say what was paid ("Date Amount |
  // Date Amount"): a daily balance table whatever its titles; transactions name a payee or a check number.
  const undescribed = groups.length > 1 && !roles.has('description') && !roles.has('check');
  const points = cols.some((c) => c.role === 'other' && isPointsTitle(c.label));
  const balanceOnly =
    undescribed ||
    points ||
    (roles.has('balance') && !roles.has('debit') && !roles.has('credit') && !roles.has('amount'));
  return {
    groups,
    balanceOnly,
    signature: groups[0].cols.map((c) => c.role).join(','),
    ...(inside ? { interleaved: true } : {}),
  };
}

/**
 * Column groups printed inside one another: titles naming each role the same number of times n, a money role among
 * them (`Check No. Date | Check No. Date Amount | Check No. Date Amount | Amount`: each group's amount printed right
 * of the next group's number and date), are n groups, the k-th title of each role the k-th group's, when those n
 * groups all name their roles in one order and follow each other. Null when every title is named once per group
 * already in stretches of the line (a role seen again starts the next group), when no title repeats after a money
 * column, or when the titles say nothing so even.
 */
function interleavedGroups(cols: Column[], groups: ColumnGroup[]): ColumnGroup[] | null {
  // a table printed side by side at all: some title repeats after a money column (one table's `Trans Date | Post
  // Date | Amount | Net Amount` names roles twice and is one group)
  if (groups.length < 2 || cols.some((c) => c.role === 'other') || !cols.some((c) => MONEY_ROLES.has(c.role)))
    return null;
  const roles = [...new Set(cols.map((c) => c.role))];
  const n = cols.filter((c) => c.role === roles[0]).length;
  if (n < 2 || roles.some((r) => cols.filter((c) => c.role === r).length !== n)) return null;
  const oncePerGroup = (g: ColumnGroup): boolean =>
    g.cols.length === roles.length && roles.every((r) => g.cols.some((c) => c.role === r));
  if (groups.length === n && groups.every(oncePerGroup)) return null;
  const out = Array.from({ length: n }, (_, k) => ({
    cols: roles.map((r) => cols.filter((c) => c.role === r)[k]).sort((a, b) => a.x - b.x),
    left: 0,
  }));
  const shape = (g: ColumnGroup): string => g.cols.map((c) => c.role).join(',');
  if (out.some((g, k) => shape(g) !== shape(out[0]) || (k > 0 && g.cols[0].x <= out[k - 1].cols[0].x))) return null;
  for (const g of out) g.left = g.cols[0].x;
  return out;
}

/**
 * Money titles printed on a line of their own, set a little below the titles of the other columns and in the gaps
 * between them (`Date | Check | Reference` three times over, `Amount` under the gap after each `Check`; `Date |
 * Transaction | Reference` over `Amount`): the two lines are one header, every title at its own place. Null unless
 * every cell of the lower line names a money column and stands under no title of the line above, and the line above
 * reads as titles of the other columns (dates, descriptions, check numbers).
 */
export function moneyTitlesBetween(above: Line, line: Line): Header | null {
  const below = cells(line.words);
  if (!below.length || !below.every((c) => MONEY_ROLES.has(headerRole(c.text) ?? 'other'))) return null;
  const upper = readHeader(above, true);
  if (!upper || upper.groups.some((g) => g.cols.some((c) => MONEY_ROLES.has(c.role)))) return null;
  const titles = cells(above.words);
  if (below.some((c) => titles.some((t) => c.x < t.right && c.right > t.x))) return null;
  const words = [...above.words, ...line.words].sort((a, b) => a.x - b.x);
  return readHeader({ ...line, words, text: words.map((w) => w.text).join(' ') }, true);
}

/**
 * Headers printed on two lines ("DATE" above "PAID"): words of the line just above that sit over a
 * header cell complete its label, and the role is read again from the whole label.
 */
export function mergeHeaderAbove(h: Header, above: Line): Header {
  for (const c of cells(above.words)) {
    let over = false;
    // A title spanning several columns ("Your Transaction Details" over "Received By Us | Transaction Date") names none of them.
    const under = h.groups.flatMap((g) => g.cols).filter((k) => c.x < k.right + 4 && c.right > k.x - 4);
    for (const g of h.groups) {
      const col = g.cols.find((k) => c.x < k.right + 4 && c.right > k.x - 4);
      if (!col) continue;
      over = true;
      if (under.length > 1) continue;
      col.label = `${c.text} ${col.label}`;
      col.role = headerRole(col.label) ?? col.role;
    }
    // A money column titled only on the upper line ("Amount" over nothing on the line below) is a column too.
    const role = headerRole(c.text);
    const last = h.groups[h.groups.length - 1];
    if (!over && role && MONEY_ROLES.has(role) && c.x > last.cols[last.cols.length - 1].right)
      last.cols.push({ role, x: c.x, right: c.right, label: c.text });
  }
  return { ...h, signature: h.groups[0].cols.map((c) => c.role).join(',') };
}

/**
 * A title's second word printed on the line right under the header (`Rente` over `datum`): a line of words only
 * (no digit), each cell under one column whose title names none, completes that title. Titles already naming a
 * column keep it. The header unchanged when the line is none.
 */
export function mergeHeaderBelow(h: Header, below: Line): Header {
  if (/\d/.test(below.text)) return h;
  const cols = h.groups.flatMap((g) => g.cols);
  const belowCells = cells(below.words);
  const under = belowCells.map((c) => cols.filter((k) => c.x < k.right + 4 && c.right > k.x - 4));
  if (!under.every((ks) => ks.length === 1 && ks[0].role === 'other')) return h;
  const groups = h.groups.map((g) => ({
    ...g,
    cols: g.cols.map((k) => {
      const i = under.findIndex((ks) => ks[0] === k);
      if (i < 0) return k;
      const label = `${k.label} ${belowCells[i].text}`;
      return { ...k, label, role: headerRole(label) ?? k.role };
    }),
  }));
  return { ...h, groups, signature: groups[0].cols.map((c) => c.role).join(',') };
}

/**
 * The date column a row goes by: its only one, or, with a transaction date and a posting date side by side,
 * the posting date (the day the balance moved: what the period, the order and the running balance follow).
 */
export function rowDateColumn(group: ColumnGroup | null | undefined): Column | undefined {
  const dates = group?.cols.filter((c) => c.role === 'date') ?? [];
  return dates.find((c) => /\bpost(ed|ing)?\b/i.test(c.label)) ?? dates[0];
}

/** Split a line's words among the header's column groups. */
export function splitByGroups(words: Word[], header: Header): Word[][] {
  if (header.groups.length === 1) return [words];
  const parts: Word[][] = header.groups.map(() => []);
  if (header.interleaved) {
    for (const w of words) parts[nearestGroup(w, header)].push(w);
    return parts;
  }
  for (const w of words) {
    let g = 0;
    for (let i = header.groups.length - 1; i >= 0; i--) {
      if (w.x >= header.groups[i].left - 1) {
        g = i;
        break;
      }
    }
    parts[g].push(w);
  }
  return parts;
}

/** The group of the column a word stands under or nearest to (edge to edge; among overlapping ones, the nearest start). */
export function nearestGroup(w: { x: number; right: number }, header: Header): number {
  let best = 0;
  let bestGap = Infinity;
  let bestStart = Infinity;
  header.groups.forEach((g, i) => {
    for (const c of g.cols) {
      const d = gap(w.x, w.right, c);
      const start = Math.abs(w.x - c.x);
      if (d < bestGap || (d === bestGap && start < bestStart)) [best, bestGap, bestStart] = [i, d, start];
    }
  });
  return best;
}

/** Distance between a token's extent and a column's extent (0 when they overlap). */
function gap(x: number, right: number, c: Column): number {
  if (right < c.x) return c.x - right;
  if (x > c.right) return x - c.right;
  return 0;
}

/**
 * The money column an amount printed at [x, right] belongs to, or null when it sits in the description
 * (left of every amount column and not under one). Right-aligned numbers may stick out past a short
 * header on either side, so "near" is measured edge to edge with a tolerance of a few characters.
 */
export function moneyColumn(x: number, right: number, group: ColumnGroup, size: number): Column | null {
  let best: Column | null = null;
  let bestGap = Infinity;
  let bestEdge = Infinity;
  for (const c of group.cols) {
    if (!MONEY_ROLES.has(c.role)) continue;
    const g = gap(x, right, c);
    const edge = Math.abs(right - c.right);
    if (g < bestGap - 0.01 || (Math.abs(g - bestGap) <= 0.01 && edge < bestEdge)) {
      best = c;
      bestGap = g;
      bestEdge = edge;
    }
  }
  if (!best) return null;
  if (bestGap <= Math.max(18, 2.5 * size)) return best;
  // Wide columns: a title printed at the column's left edge over numbers right-aligned at its right edge.
  // The number's right edge then falls between its title's start and the next title's start.
  const cols = [...group.cols].sort((a, b) => a.x - b.x);
  for (let i = 0; i < cols.length; i++) {
    const next = cols[i + 1]?.x ?? Infinity;
    if (right > cols[i].x && right <= next - 2 && x > cols[i].x - 4 * size)
      return MONEY_ROLES.has(cols[i].role) ? cols[i] : null;
  }
  return null;
}
