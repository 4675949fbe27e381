// A table that only repeats rows printed before it ("Fees Charged This Period" listing fees already in the
// withdrawals, an "Interest Information" table repeating the interest credit): a recap, not more rows. A
// reading may take such a section as a recap; the gate judges it like every other reading (the repeated rows
// counted twice do not reconcile, or the section was the only copy and left out they do not). Pure.
import type { AccountRead, ReadRow } from '../statement-read.ts';

const key = (r: ReadRow): string => `${r.accountSectionId}|${r.date}|${r.amountCents}`;

/**
 * Sections every row of which repeats (same account, date and amount) a row of a section printed before it
 * that is not itself a recap; each earlier row stands for one repeat only.
 */
export function recapSections(rows: ReadRow[]): string[] {
  // one pass to group, one count per section: a 500-page statement has hundreds of sections
  const groups = new Map<string, ReadRow[]>();
  for (const r of rows) {
    const g = groups.get(r.group);
    if (g) g.push(r);
    else groups.set(r.group, [r]);
  }
  const recaps: string[] = [];
  const before = new Map<string, number>(); // rows of the sections kept so far, by key
  for (const [g, mine] of groups) {
    const need = new Map<string, number>();
    for (const r of mine) need.set(key(r), (need.get(key(r)) ?? 0) + 1);
    const repeats = [...need].every(([k, n]) => (before.get(k) ?? 0) >= n);
    if (repeats && before.size > 0) {
      recaps.push(g);
      continue;
    }
    for (const [k, n] of need) before.set(k, (before.get(k) ?? 0) + n);
  }
  return recaps;
}

/** The ledger with the recap sections left out (rows renumbered) and the accounts without their printed totals. */
export function withoutRecaps(
  rows: ReadRow[],
  accounts: AccountRead[],
  recaps: string[],
): { rows: ReadRow[]; accounts: AccountRead[] } {
  if (!recaps.length) return { rows, accounts };
  // A table printed in column groups side by side (`g4:0`, `g4:1`) is its section's (`g4`): a recap when every
  // column group holding its rows is one.
  const inSection = (group: string, g: string): boolean => group === g || group.startsWith(`${g}:`);
  const recapTotal = (g: string): boolean => {
    if (recaps.includes(g)) return true;
    const mine = rows.filter((r) => inSection(r.group, g));
    return mine.length > 0 && mine.every((r) => recaps.includes(r.group));
  };
  return {
    rows: rows.filter((r) => !recaps.includes(r.group)).map((r, i) => ({ ...r, index: i + 1 })),
    // A recap's own total restates the recap, not the ledger.
    accounts: accounts.map((a) => ({
      ...a,
      sectionTotals: a.sectionTotals.filter((t) => t.group === null || !recapTotal(t.group)),
    })),
  };
}
