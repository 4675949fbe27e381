// Signs of the sections nothing signs, solved per account from every printed figure. The rows whose sign is printed
// or implied are known; each section holding rows nothing signs is one unknown (credits or debits, section-wide).
// Each printed figure is a linear constraint on those unknowns: the reconcile equation (opening and closing), the
// account's total credits and debits and their counts, each section's printed total and count (footer or heading),
// and each run of rows between two printed running balances. These are the gate's own equations, so an assignment
// that fits them all is a ledger the gate would pass, and two that fit are two ledgers: `ambiguous_reading`. A daily
// balance table (end-of-day balances) is weaker evidence (some banks' tables leave a row out): it only chooses among
// the assignments the gate's equations leave, and only when exactly one fits it exactly. Pure.
import type { TxType } from '../types.ts';
import { closedBy } from '../gate/equations.ts';
import type { AccountRead, ReadRow, SourceRef, TotalScope } from '../statement-read.ts';

/** Search nodes per account before the solve gives up (then the sections are ambiguous, never guessed). */
const NODE_BUDGET = 200_000;

/** One printed figure as an equation: each unknown adds `vals[u][0]` as credits, `vals[u][1]` as debits. */
interface Constraint {
  vals: Array<[number, number]>;
  target: number;
}

/** A printed end-of-day balance (a daily balance table), its date resolved to the statement's years. */
export interface DailyBalance {
  account: string;
  date: string;
  cents: number;
}

/** A section total printed with no sign of its own (`Total`, `12 items totaling $X` under an unsigned heading). */
export interface UntypedTotal {
  account: string;
  group: string;
  cents: number;
  count: number | null;
  label: string;
  ref: SourceRef;
  /** the printed groups it closes (SectionTotal.scope) */
  scope?: TotalScope[];
  /** the words of the kind of charge its rows name (SectionTotal.naming) */
  naming?: string;
  /** it closes the first group of a section its heading opened (walk.ts KeyValue.headed) */
  headed?: boolean;
}

export interface SolveInput {
  /** the reading's rows, in print order; the types of `open` rows are not yet decided */
  rows: ReadRow[];
  open: Set<ReadRow>;
  accounts: AccountRead[];
  untyped: UntypedTotal[];
  daily: DailyBalance[];
  /** +1 when a credit raises the balance (deposit account), -1 for a card */
  creditMoves: 1 | -1;
  newestFirst: boolean;
}

export interface SolveResult {
  /** the sign of each section the evidence decides */
  signs: Map<string, TxType>;
  /** how each decided section was decided (`printed figures` or `daily balances`) */
  by: Map<string, string>;
  /** accounts where two assignments fit every printed figure: the groups, and the two assignments */
  ambiguous: Array<{ groups: string[]; a: TxType[]; b: TxType[] }>;
  /** sections no assignment fits (the statement cannot verify; they take the closest) */
  unfit: string[];
}

/** Every assignment (up to `cap`) that satisfies all the constraints; `complete` is false when the budget ran out. */
function search(n: number, cs: Constraint[], cap: number): { fits: number[][]; complete: boolean } {
  // What the unknowns from u on can still add to each constraint, to cut branches that cannot reach the target.
  const lo = cs.map((c) => {
    const out = new Array<number>(n + 1).fill(0);
    for (let u = n - 1; u >= 0; u--) out[u] = out[u + 1] + Math.min(c.vals[u][0], c.vals[u][1]);
    return out;
  });
  const hi = cs.map((c) => {
    const out = new Array<number>(n + 1).fill(0);
    for (let u = n - 1; u >= 0; u--) out[u] = out[u + 1] + Math.max(c.vals[u][0], c.vals[u][1]);
    return out;
  });
  const fits: number[][] = [];
  const pick: number[] = [];
  const sums = cs.map(() => 0);
  let nodes = 0;
  let complete = true;
  const go = (u: number): void => {
    if (fits.length >= cap || !complete) return;
    if (++nodes > NODE_BUDGET) {
      complete = false;
      return;
    }
    for (let k = 0; k < cs.length; k++) {
      const need = cs[k].target - sums[k];
      if (need < lo[k][u] || need > hi[k][u]) return;
    }
    if (u === n) {
      fits.push([...pick]);
      return;
    }
    for (const side of [0, 1]) {
      pick.push(side);
      for (let k = 0; k < cs.length; k++) sums[k] += cs[k].vals[u][side];
      go(u + 1);
      for (let k = 0; k < cs.length; k++) sums[k] -= cs[k].vals[u][side];
      pick.pop();
    }
  };
  go(0);
  return { fits, complete };
}

/** A constraint over `mine`: `val` of a row (cents, or 1 to count), credits and debits weighted as given; null when
 * no unknown is among them, unless `keep`. */
type Over = (
  mine: ReadRow[],
  val: (r: ReadRow) => number,
  credit: number,
  debit: number,
  target: number,
  keep?: boolean,
) => Constraint | null;

/** The unknowns of one account (its sections holding rows nothing signs) and the constraints its figures print. */
function accountConstraints(
  rows: ReadRow[],
  open: Set<ReadRow>,
  a: AccountRead,
  untyped: UntypedTotal[],
  daily: DailyBalance[],
  creditMoves: 1 | -1,
): { groups: string[]; hard: Constraint[]; totals: Constraint[]; days: Constraint[] } {
  const groups = [...new Set(rows.filter((r) => open.has(r)).map((r) => r.group))];
  const unit = new Map(groups.map((g, i) => [g, i]));
  const n = groups.length;
  const zero = (): Array<[number, number]> => Array.from({ length: n }, () => [0, 0] as [number, number]);
  const over: Over = (mine, val, credit, debit, target, keep = false) => {
    const vals = zero();
    let known = 0;
    let any = false;
    for (const r of mine) {
      const u = open.has(r) ? unit.get(r.group) : undefined;
      if (u === undefined) known += val(r) * (r.type === 'credit' ? credit : debit);
      else {
        vals[u][0] += val(r) * credit;
        vals[u][1] += val(r) * debit;
        any = true;
      }
    }
    return any || keep ? { vals, target: target - known } : null;
  };
  const cents = (r: ReadRow): number => r.amountCents;
  const one = (): number => 1;
  const hard: Array<Constraint | null> = [];
  if (a.opening && a.closing)
    hard.push(over(rows, cents, creditMoves, -creditMoves, a.closing.cents - a.opening.cents));
  if (a.totalCredits) hard.push(over(rows, cents, 1, 0, a.totalCredits.cents));
  if (a.totalDebits) hard.push(over(rows, cents, 0, 1, a.totalDebits.cents));
  if (a.creditCount !== null) hard.push(over(rows, one, 1, 0, a.creditCount));
  if (a.debitCount !== null) hard.push(over(rows, one, 0, 1, a.debitCount));
  for (const st of a.sectionTotals) {
    if (st.group === null) continue;
    const mine = rows.filter((r) => closedBy(st, r));
    const [c, d] = st.type === 'credit' ? [1, 0] : [0, 1];
    hard.push(over(mine, cents, c, d, st.cents));
    if (st.count !== null) hard.push(over(mine, one, c, d, st.count));
  }
  // A total printed with no sign counts the rows of its section's sign: only a section that is one unknown has one.
  // No sign word says it totals the section's rows (it may be a net, or another box's): it only chooses, like the
  // daily balances, and joins the gate only where it holds (read.ts).
  const totals: Constraint[] = [];
  for (const t of untyped) {
    const mine = rows.filter((r) => closedBy(t, r));
    const units = new Set(mine.filter((r) => open.has(r)).map((r) => r.group));
    if (units.size !== 1) continue;
    const u = unit.get([...units][0]) as number;
    for (const [val, target] of [[cents, t.cents], ...(t.count === null ? [] : [[one, t.count]])] as Array<
      [(r: ReadRow) => number, number]
    >) {
      const vals = zero();
      for (const r of mine) {
        if (open.has(r)) vals[u] = [vals[u][0] + val(r), vals[u][1] + val(r)];
        else vals[u][r.type === 'credit' ? 0 : 1] += val(r);
      }
      totals.push({ vals, target });
    }
  }
  hard.push(...balanceRuns(rows, a, over, cents, creditMoves));
  const days = dailyRuns(rows, a, daily, over, cents, creditMoves);
  return { groups, hard: hard.filter((c): c is Constraint => c !== null), totals, days };
}

/** Each run of rows up to a printed running balance moves the balance printed before it to that one (gate order). */
function balanceRuns(rows: ReadRow[], a: AccountRead, over: Over, cents: (r: ReadRow) => number, cm: 1 | -1) {
  const out: Array<Constraint | null> = [];
  let prev: number | null = a.opening ? a.opening.cents : null;
  let run: ReadRow[] = [];
  for (const r of rows) {
    run.push(r);
    if (r.balanceCents === null || !r.balanceRef) continue;
    if (prev !== null) out.push(over(run, cents, cm, -cm, r.balanceCents - prev));
    prev = r.balanceCents;
    run = [];
  }
  return out;
}

/**
 * Each day of a daily balance table: the rows dated after the previous printed day and up to this one move the
 * previous day's balance (the opening before the first) to this day's. Every day counts, those with no unknown too:
 * a table that disagrees with rows whose signs are printed fits no assignment, and so decides nothing.
 */
function dailyRuns(
  rows: ReadRow[],
  a: AccountRead,
  daily: DailyBalance[],
  over: Over,
  cents: (r: ReadRow) => number,
  cm: 1 | -1,
): Constraint[] {
  const days = daily.filter((d) => d.account === a.sectionId).sort((x, y) => (x.date < y.date ? -1 : 1));
  if (days.length === 0 || !a.opening) return [];
  const out: Constraint[] = [];
  let prev = { date: '', cents: a.opening.cents };
  for (const d of days) {
    if (d.date === prev.date) continue;
    const mine = rows.filter((r) => r.date > prev.date && r.date <= d.date);
    // A day with no unknown still tests the table against the rows it prints: when it fails, nothing fits.
    out.push(over(mine, cents, cm, -cm, d.cents - prev.cents, true) as Constraint);
    prev = { date: d.date, cents: d.cents };
  }
  return out;
}

/** The assignment closest to the figures (fewest broken, then the smallest misses), for a reading that cannot pass. */
function closest(n: number, cs: Constraint[]): number[] {
  const cost = (pick: number[]): [number, number] => {
    let broken = 0;
    let miss = 0;
    for (const c of cs) {
      const d = Math.abs(c.target - pick.reduce((s, side, u) => s + c.vals[u][side], 0));
      if (d) broken++;
      miss += d;
    }
    return [broken, miss];
  };
  if (n > 12) return new Array<number>(n).fill(1);
  let best: number[] = [];
  let bestCost: [number, number] = [Infinity, Infinity];
  for (let mask = 0; mask < 1 << n; mask++) {
    const pick = Array.from({ length: n }, (_, u) => (mask >> u) & 1);
    const c = cost(pick);
    if (c[0] < bestCost[0] || (c[0] === bestCost[0] && c[1] < bestCost[1])) [best, bestCost] = [pick, c];
  }
  return best;
}

const side = (s: number): TxType => (s === 0 ? 'credit' : 'debit');

/** The sign of every section nothing signs, per account, from the printed figures (see the file's head). */
export function solveSections(input: SolveInput): SolveResult {
  const res: SolveResult = { signs: new Map(), by: new Map(), ambiguous: [], unfit: [] };
  const { rows, open, accounts } = input;
  if (open.size === 0) return res;
  for (const a of accounts) {
    const mine0 = accounts.length === 1 ? rows : rows.filter((r) => r.accountSectionId === a.sectionId);
    const mine = input.newestFirst ? [...mine0].reverse() : mine0;
    const mineUntyped = input.untyped.filter((t) => accounts.length === 1 || t.account === a.sectionId);
    const { groups, hard, totals, days } = accountConstraints(
      mine,
      open,
      a,
      mineUntyped,
      input.daily,
      a.owed ? -1 : input.creditMoves,
    );
    if (groups.length === 0) continue;
    const set = (pick: number[], by: string): void =>
      groups.forEach((g, u) => {
        res.signs.set(g, side(pick[u]));
        res.by.set(g, by);
      });
    const strict = search(groups.length, hard, 2);
    if (strict.fits.length === 1 && strict.complete) {
      set(strict.fits[0], 'the printed totals and balances');
      continue;
    }
    if (strict.fits.length === 0 && strict.complete) {
      set(closest(groups.length, hard), 'none (no sign fits the printed figures)');
      res.unfit.push(...groups);
      continue;
    }
    // Two ledgers fit the gate's equations: the weaker evidence (unsigned section totals, daily balances) may tell
    // them apart, when exactly one fits it exactly.
    const weaker: Array<[Constraint[], string]> = [
      [[...totals, ...days], 'the section totals and daily balances'],
      [totals, 'the section totals'],
      [days, 'the daily balances'],
    ];
    const chosen = weaker
      .filter(([cs], i) => cs.length && (i === 0 ? totals.length && days.length : true))
      .map(([cs, by]) => ({ found: search(groups.length, [...hard, ...cs], 2), by }))
      .find(({ found }) => found.complete && found.fits.length === 1);
    if (chosen) {
      set(chosen.found.fits[0], chosen.by);
      continue;
    }
    const [x, y] = strict.fits;
    set(x ?? closest(groups.length, hard), 'none (two signs fit the printed figures)');
    res.ambiguous.push({ groups, a: (x ?? []).map(side), b: (y ?? []).map(side) });
  }
  return res;
}
