// A section listing its rows kind by kind, each kind by date (`Payments and Other Credits`: the payments, then the
// returns), says so in its summary box: each kind's own term (`Payments -$5,792.29`, `Other Credits -$30.86`) is the
// sum of one run of the section's rows. The date order is judged inside each run, as the statement prints it.
import type { ReadRow } from '../statement-read.ts';

/** Enough for any box (a card's prints five or six terms); beyond, nothing is split. */
const MAX_TERMS = 12;
/** A bound on the search (runs tried), so a long section with many terms costs nothing noticeable. */
const MAX_STEPS = 200_000;

/**
 * The cut points splitting `amounts` (in printed order) into two or more consecutive runs, each summing to a
 * different one of `terms`, every row in a run; null when no such split exists or two different ones do (the box
 * then says nothing of where a kind ends).
 */
export function termRuns(amounts: number[], terms: number[]): number[] | null {
  if (amounts.length < 2 || terms.length < 2 || terms.length > MAX_TERMS) return null;
  const prefix = [0];
  for (const a of amounts) prefix.push(prefix[prefix.length - 1] + a);
  const most = Math.max(...terms);
  const found = new Set<string>();
  let steps = 0;
  const cuts: number[] = [];
  const search = (at: number, used: number): void => {
    if (found.size > 1 || steps > MAX_STEPS) return;
    if (at === amounts.length) {
      if (cuts.length >= 2) found.add(cuts.join(','));
      return;
    }
    for (let end = at + 1; end <= amounts.length && ++steps <= MAX_STEPS; end++) {
      const sum = prefix[end] - prefix[at];
      if (sum > most) break; // amounts are magnitudes: a longer run only grows
      const t = terms.findIndex((v, i) => !(used & (1 << i)) && v === sum);
      if (t < 0) continue;
      cuts.push(end);
      search(end, used | (1 << t));
      cuts.pop();
    }
  };
  search(0, 0);
  if (found.size !== 1 || steps > MAX_STEPS) return null;
  return [...found][0].split(',').map(Number);
}

/**
 * Each printed group of an account's rows that is the runs of its box's terms gets one order group per run
 * (`g3#0-` → `g3#0-~0`, `g3#0-~1`): the gate then judges the dates inside each kind, not across them. Rows are
 * changed in place (the reading's own rows).
 */
export function orderByTermRuns(rows: ReadRow[], terms: Map<string, number[]>): void {
  const byGroup = new Map<string, ReadRow[]>();
  for (const r of rows) {
    const key = `${r.accountSectionId}|${r.orderGroup ?? r.group}`;
    const list = byGroup.get(key);
    if (list) list.push(r);
    else byGroup.set(key, [r]);
  }
  for (const list of byGroup.values()) {
    const only = terms.size === 1 ? [...terms.values()][0] : undefined;
    const own = terms.get(list[0].accountSectionId ?? '') ?? only;
    const cuts = own
      ? termRuns(
          list.map((r) => r.amountCents),
          own,
        )
      : null;
    if (!cuts) continue;
    list.forEach((r, i) => {
      r.orderGroup = `${r.orderGroup ?? r.group}~${cuts.findIndex((c) => i < c)}`;
    });
  }
}
