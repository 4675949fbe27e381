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
  const groups: string[] = [];
  for (const r of rows) if (!groups.includes(r.group)) groups.push(r.group);
  const recaps: string[] = [];
  const before = new Map<string, number>(); // rows of the sections kept so far, by key
  for (const g of groups) {
    const mine = rows.filter((r) => r.group === g);
    const left = new Map(before);
    const repeats = mine.every((r) => {
      const n = left.get(key(r)) ?? 0;
      left.set(key(r), n - 1);
      return n > 0;
    });
    if (repeats && before.size > 0) {
      recaps.push(g);
      continue;
    }
    for (const r of mine) before.set(key(r), (before.get(key(r)) ?? 0) + 1);
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
  return {
    rows: rows.filter((r) => !recaps.includes(r.group)).map((r, i) => ({ ...r, index: i + 1 })),
    // A recap's own total restates the recap, not the ledger.
    accounts: accounts.map((a) => ({
      ...a,
      sectionTotals: a.sectionTotals.filter((t) => t.group === null || !recaps.includes(t.group)),
    })),
  };
}
