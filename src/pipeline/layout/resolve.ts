// Raw rows → ledger rows under one reading: which no-header column is which, the sign of every amount,
// and the year of every date. Signs come from the column, the printed mark, the section heading, and
// only when none of those says anything, from the running balance (the printed delta). Digits are never
// changed and rows are never added or dropped: a reading only interprets printed text.
import type { TxType } from '../types.ts';
import { tokDate } from './dates.ts';
import { refOf } from './institution-evidence.ts';
import { lineBox } from './lines.ts';
import type { AmountTok } from './tokens.ts';
import type { ReadRow } from '../statement-read.ts';
import type { RawRow } from './walk-state.ts';

/** Column roles of a table without a header, right to left is how they are listed here (rightmost first). */
export type NoHeaderRoles = Array<'amount' | 'debit' | 'credit' | 'balance'>;

export const NO_HEADER_HYPOTHESES: Record<number, NoHeaderRoles[]> = {
  1: [['amount']],
  2: [
    ['balance', 'amount'],
    ['credit', 'debit'],
    ['debit', 'credit'],
  ],
  3: [
    ['balance', 'credit', 'debit'],
    ['balance', 'debit', 'credit'],
  ],
};

/** A row's one amount ends its line right after its words, no wider gap than a space or two before it. */
function amountInText(r: RawRow): boolean {
  if (r.amounts.length !== 1) return false;
  const a = r.amounts[0];
  const before = r.line.words[a.w0 - 1];
  return a.w1 === r.line.words.length && before !== undefined && a.x - before.right < r.line.size;
}

/** Right-edge clusters of a no-header table's amounts (the columns), left to right. */
export function amountColumns(rows: RawRow[]): number[] {
  const edges = rows.flatMap((r) => r.amounts.map((a) => a.right)).sort((a, b) => a - b);
  const clusters: Array<{ right: number; n: number }> = [];
  for (const e of edges) {
    const c = clusters[clusters.length - 1];
    if (c && e - c.right <= 6) {
      c.right = (c.right * c.n + e) / (c.n + 1);
      c.n++;
    } else clusters.push({ right: e, n: 1 });
  }
  // Every row printing one amount that ends its line, set off from the words before it by no column gap (one run
  // of text, re-printed without table geometry): there are no columns to tell apart, and where the amounts end is
  // where each line's words end. Each row's amount is its amount.
  const ragged = rows.length >= 2 && rows.every(amountInText);
  if (ragged) return [];
  const need = rows.length >= 4 ? 2 : 1;
  return clusters
    .filter((c) => c.n >= need)
    .map((c) => c.right)
    .slice(-3);
}

type Sign = TxType | null;

/** A printed row whose date cannot be resolved: kept out of the ledger and reported (the gate refuses). */
export interface UndatedRow {
  page: number;
  line: number;
  date: string | null; // the printed date text, null when the row printed none and none came before it
  amount: string;
}

/** What one reading decides that the printed text leaves open (besides the roles of header-less columns). */
export interface ReadingChoices {
  /** the sign of each section that nothing printed signs */
  groupSign?: Map<string, TxType>;
  /**
   * A card statement's signed column may print payments and credits with the minus (charges unmarked, the
   * balance owed going down) or charges with the minus (the cardholder's money going out): both are printed.
   */
  minusMarksCredits?: boolean;
  /**
   * Lines printed without a date right under a row, with an amount in a money column and no balance, are that
   * row's wrapped description ("Ref 12/02 $5,035.59", "Orig amt 50.25") instead of rows of the same day.
   */
  undatedAsDescription?: boolean;
  /**
   * The account is judged as a card: the running balance is what is owed, so a charge (debit) raises it and a
   * payment (credit) lowers it. A deposit account's balance runs the other way.
   */
  creditLowersBalance?: boolean;
  /** Accounts whose balance is what is owed (AccountRead.owed): their credits lower it whatever the statement's kind. */
  owedAccounts?: ReadonlySet<string>;
}

function markSign(a: AmountTok, minusMarksCredits: boolean): Sign {
  if (a.mark === 'cr') return 'credit';
  if (a.mark === 'dr') return 'debit';
  if (a.mark === 'plus') return minusMarksCredits ? 'debit' : 'credit';
  if (a.negative) return minusMarksCredits ? 'credit' : 'debit';
  return null;
}

/** Printed with a minus, parentheses or a trailing minus (not a DR suffix). */
export const minusPrinted = (a: AmountTok): boolean => a.negative && a.mark !== 'dr';

interface Pending {
  raw: RawRow;
  amount: AmountTok;
  sign: Sign;
  balance: AmountTok | null;
}

/** Rows as the reading takes them: each row's amount and balance (no-header tables by their column roles). */
function pendingRows(
  ordered: RawRow[],
  hyp: Map<number, NoHeaderRoles>,
  choices: ReadingChoices,
): { pend: Pending[]; wrapped: Map<RawRow, string[]>; wrappedAmounts: Map<RawRow, AmountTok[]> } {
  const minusMarksCredits = choices.minusMarksCredits ?? false;
  const tableCols = new Map<number, number[]>();
  const noHeader = new Map<number, RawRow[]>();
  for (const r of ordered) {
    if (r.hasHeader) continue;
    const list = noHeader.get(r.table);
    if (list) list.push(r);
    else noHeader.set(r.table, [r]);
  }
  const pend: Pending[] = [];
  // Under the reading that takes them as wrapped descriptions, undated lines join the row they are printed under.
  const wrapped = new Map<RawRow, string[]>();
  const wrappedAmounts = new Map<RawRow, AmountTok[]>(); // the amounts of those lines, by the row they joined
  for (const r of ordered) {
    if (choices.undatedAsDescription && r.under) {
      let row = r.under;
      while (row.under) row = row.under;
      wrapped.set(row, [...(wrapped.get(row) ?? []), r.description, ...r.amounts.map((a) => a.text)]);
      if (r.role === 'amount' || r.role === 'unknown')
        wrappedAmounts.set(row, [...(wrappedAmounts.get(row) ?? []), r.amount]);
      continue;
    }
    let amount = r.amount;
    let balance = r.balance;
    let role: RawRow['role'] = r.role;
    if (!r.hasHeader) {
      if (!tableCols.has(r.table)) tableCols.set(r.table, amountColumns(noHeader.get(r.table) ?? []));
      const cols = tableCols.get(r.table) as number[];
      const roles = hyp.get(r.table) ?? NO_HEADER_HYPOTHESES[cols.length]?.[0] ?? ['amount'];
      const picked = noHeaderAmount(r, cols, roles);
      if (!picked) continue;
      ({ amount, balance, role } = picked);
    }
    let sign: Sign =
      role === 'debit'
        ? 'debit'
        : role === 'credit'
          ? 'credit'
          : (markSign(amount, minusMarksCredits) ?? r.typeSign ?? r.sectionSign);
    // a payments column of an account whose balance is owed (a card's, or a loan's beside deposit accounts) lowers
    // that balance: its credits
    if (role === 'debit' && r.paymentColumn && (choices.creditLowersBalance || choices.owedAccounts?.has(r.account)))
      role = 'credit';
    if (role === 'debit' || role === 'credit') sign = role;
    pend.push({ raw: r, amount, sign, balance });
  }
  return { pend, wrapped, wrappedAmounts };
}

/** A row of a table printed without a header: its amount and balance by the column roles the reading gives. */
function noHeaderAmount(
  r: RawRow,
  cols: number[],
  roles: NoHeaderRoles,
): { amount: AmountTok; balance: AmountTok | null; role: RawRow['role'] } | null {
  let role: RawRow['role'] = 'unknown';
  let balance: AmountTok | null = null;
  let picked: AmountTok | null = null;
  for (const a of r.amounts) {
    const ci = cols.findIndex((c) => Math.abs(c - a.right) <= 8);
    if (ci < 0) continue; // an amount inside the description
    const colRole = roles[cols.length - 1 - ci] ?? 'amount';
    if (colRole === 'balance') balance = a;
    else if (!picked) {
      picked = a;
      role = colRole;
    }
  }
  // Text printed without table geometry (ragged lines, the amount right after the words): a row's one amount
  // ending its line is its amount, wherever it stands.
  const only = r.amounts.length === 1 ? r.amounts[0] : null;
  if (!picked && only && only.w1 === r.line.words.length && !cols.some((c) => Math.abs(c - only.right) <= 8)) {
    picked = only;
    role = 'amount';
  }
  return picked ? { amount: picked, balance, role } : null;
}

/**
 * A signed amount column (some amounts carry a minus) prints credits unmarked (charges, when the minus marks a
 * card's payments); a CR-marked column the reverse.
 */
function signsFromColumns(pend: Pending[], wrappedAmounts: Map<RawRow, AmountTok[]>, minusMarksCredits: boolean): void {
  const byTable = new Map<number, Pending[]>();
  for (const p of pend) {
    const list = byTable.get(p.raw.table);
    if (list) list.push(p);
    else byTable.set(p.raw.table, [p]);
  }
  for (const list of byTable.values()) {
    const mine = list.filter((p) => p.sign === null);
    if (!mine.length) continue;
    // How the column prints its signs is read from every amount printed in it, lines read as description too.
    const table = list[0].raw.table;
    const all = [
      ...list.filter((p) => p.raw.role === 'amount' || p.raw.role === 'unknown').map((p) => p.amount),
      ...[...wrappedAmounts].flatMap(([row, amounts]) => (row.table === table ? amounts : [])),
    ];
    const neg = all.some((a) => a.negative);
    const cr = all.some((a) => a.mark === 'cr');
    const unmarked = minusMarksCredits && all.some(minusPrinted) ? 'debit' : 'credit';
    if (neg && !cr) for (const p of mine) p.sign = unmarked;
    else if (cr && !neg) for (const p of mine) p.sign = 'debit';
  }
}

export function resolveRows(
  raws: RawRow[],
  hyp: Map<number, NoHeaderRoles>,
  period: { start: string | null; end: string | null },
  openings: Map<string, number>,
  choices: ReadingChoices = {},
): {
  rows: ReadRow[];
  unresolved: number;
  unresolvedGroups: string[];
  /** the rows nothing printed signs (their type is a placeholder until the solve or a reading gives one) */
  open: Set<ReadRow>;
  signless: number;
  undated: UndatedRow[];
} {
  const groupSign = choices.groupSign ?? new Map<string, TxType>();
  const ordered = [...raws].sort(
    (a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2],
  );
  const { pend, wrapped, wrappedAmounts } = pendingRows(ordered, hyp, choices);
  signsFromColumns(pend, wrappedAmounts, choices.minusMarksCredits ?? false);
  const unresolved = signsFromBalances(
    pend,
    openings,
    choices.creditLowersBalance ? -1 : 1,
    choices.owedAccounts ?? new Set(),
  );
  // Sections whose heading names no sign and whose amounts carry none: the reading says which it is.
  const unresolvedGroups = [...new Set(pend.filter((p) => p.sign === null).map((p) => p.raw.group))];
  for (const p of pend) if (p.sign === null) p.sign = groupSign.get(p.raw.group) ?? null;
  // Rows no reading signs (sections beyond those the readings vary) have no sign at all: never a default one.
  const signless = pend.filter((p) => p.sign === null).length;
  const rows: ReadRow[] = [];
  const open = new Set<ReadRow>();
  const undated: UndatedRow[] = [];
  let prevDate: string | null = null;
  for (const p of pend) {
    // A row printed without a date is the same day as the row above; a printed date that is no day of the
    // period's years (02-29 in 2022, a year-less date with no period) stays unresolved: never invented.
    const d: string | null = p.raw.dateUnreadable
      ? null
      : p.raw.date
        ? tokDate(p.raw.date, period.start, period.end)
        : p.raw.periodEnd
          ? period.end
          : prevDate;
    const line = p.raw.line;
    if (d === null) {
      undated.push({ page: line.page, line: line.no, date: p.raw.date?.text ?? null, amount: p.amount.text });
      prevDate = null;
      continue;
    }
    prevDate = d;
    const row: ReadRow = {
      index: rows.length + 1,
      date: d,
      description: [p.raw.description, ...(wrapped.get(p.raw) ?? [])].join(' ').trim(),
      amountCents: p.amount.cents,
      type: p.sign ?? 'credit',
      balanceCents: p.balance ? (p.balance.negative ? -p.balance.cents : p.balance.cents) : null,
      page: line.page,
      bbox: lineBox(line),
      accountSectionId: p.raw.account,
      accountNumberSuffix: null,
      checkNumber: p.raw.check,
      ref: refOf(line, p.amount.text),
      dateRef: refOf(line, p.raw.date?.text ?? ''),
      balanceRef: p.balance ? refOf(line, p.balance.text) : null,
      group: p.raw.group,
      orderGroup: p.raw.orderGroup,
      part: p.raw.part,
      orderExempt: p.raw.checkTable,
      valueDated: p.raw.valueDated,
    };
    rows.push(row);
    if (p.sign === null) open.add(row);
  }
  return { rows, unresolved, unresolvedGroups, open, signless, undated };
}

/**
 * Rows whose sign nothing printed tells: take it from the running balance. Between two printed balances
 * the unknown signs must make the delta; up to 12 unknowns are tried exhaustively and a sign is kept only
 * when exactly one combination fits. `creditMoves` is how a credit moves the balance (+1 deposit account, -1
 * card). An account listed newest first is walked bottom up (its opening balance is under its last row), as the
 * gate walks its chain. Returns how many stayed unknown.
 */
function signsFromBalances(
  pend: Pending[],
  openings: Map<string, number>,
  statementMoves: 1 | -1,
  owed: ReadonlySet<string>,
): number {
  let unknown = pend.filter((p) => p.sign === null).length;
  if (!unknown) return 0;
  const byAccount = new Map<string, Pending[]>();
  for (const p of pend) {
    const list = byAccount.get(p.raw.account);
    if (list) list.push(p);
    else byAccount.set(p.raw.account, [p]);
  }
  for (const [account, list] of byAccount) {
    const creditMoves = owed.has(account) ? -1 : statementMoves;
    let prevBal: number | null = openings.get(account) ?? null;
    let seg: Pending[] = [];
    for (const p of listedNewestFirst(list) ? [...list].reverse() : list) {
      seg.push(p);
      if (!p.balance) continue;
      const bal = p.balance.negative ? -p.balance.cents : p.balance.cents;
      const open = seg.filter((s) => s.sign === null);
      if (prevBal !== null && open.length > 0 && open.length <= 12) {
        const known = seg
          .filter((s) => s.sign !== null)
          .reduce((n, s) => n + (s.sign === 'credit' ? s.amount.cents : -s.amount.cents), 0);
        const need = creditMoves * (bal - prevBal) - known;
        let fit = -1;
        let fits = 0;
        for (let mask = 0; mask < 1 << open.length && fits < 2; mask++) {
          let sum = 0;
          for (let i = 0; i < open.length; i++) sum += mask & (1 << i) ? open[i].amount.cents : -open[i].amount.cents;
          if (sum === need) {
            fits++;
            fit = mask;
          }
        }
        if (fits === 1) {
          open.forEach((s, i) => (s.sign = fit & (1 << i) ? 'credit' : 'debit'));
          unknown -= open.length;
        }
      }
      prevBal = bal;
      seg = [];
    }
  }
  return unknown;
}

/**
 * More printed date steps go backwards than forwards within sections (as read.ts judges the resolved rows,
 * here on the printed month and day, before years are known): the rows are listed newest first.
 */
function listedNewestFirst(list: Pending[]): boolean {
  const day = (p: Pending): number | null => (p.raw.date ? p.raw.date.month * 100 + p.raw.date.day : null);
  let up = 0;
  let down = 0;
  for (let i = 1; i < list.length; i++) {
    const [a, b] = [day(list[i - 1]), day(list[i])];
    if (a === null || b === null || list[i].raw.group !== list[i - 1].raw.group) continue;
    if (b > a) up++;
    else if (b < a) down++;
  }
  return down > up && down >= 2;
}
