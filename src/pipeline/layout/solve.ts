// Signs of the sections nothing signs, solved per account from the account's printed totals: the rows whose sign
// is printed or implied give part of each total, and the unsigned sections must make up the rest. Each section is
// one unknown (credits or debits); the assignment whose section sums (and counts, when printed) give both printed
// totals exactly is the statement's. Pure.
import type { TxType } from '../types.ts';
import type { AccountRead, ReadRow } from '../statement-read.ts';

/** Sections beyond this many stay with the readings (2^n subsets of integer sums; no gate run per subset). */
const MAX_SOLVED_SECTIONS = 16;

interface Section {
  group: string;
  cents: number;
  count: number;
}

/**
 * The sign of each unsigned section that the printed totals decide: the one assignment, per account, whose sums
 * (and counts) give the printed total credits and debits. Sections of an account where no assignment or more than
 * one fits are left out (the readings try them, and two passing ledgers are `ambiguous_reading`).
 */
export function sectionSignsFromTotals(
  rows: ReadRow[],
  unsigned: string[],
  accounts: AccountRead[],
): Map<string, TxType> {
  const decided = new Map<string, TxType>();
  const open = new Set(unsigned);
  for (const a of accounts) {
    const mine = accounts.length === 1 ? rows : rows.filter((r) => r.accountSectionId === a.sectionId);
    const solved = solveAccount(mine, open, a);
    for (const [g, t] of solved) decided.set(g, t);
  }
  return decided;
}

function solveAccount(rows: ReadRow[], open: Set<string>, a: AccountRead): Map<string, TxType> {
  const none = new Map<string, TxType>();
  if (!a.totalCredits || !a.totalDebits) return none;
  let knownCredits = 0;
  let knownDebits = 0;
  let creditRows = 0;
  let debitRows = 0;
  const sections = new Map<string, Section>();
  for (const r of rows) {
    if (open.has(r.group)) {
      const s = sections.get(r.group) ?? { group: r.group, cents: 0, count: 0 };
      s.cents += r.amountCents;
      s.count++;
      sections.set(r.group, s);
    } else if (r.type === 'credit') {
      knownCredits += r.amountCents;
      creditRows++;
    } else {
      knownDebits += r.amountCents;
      debitRows++;
    }
  }
  const list = [...sections.values()];
  if (list.length === 0 || list.length > MAX_SOLVED_SECTIONS) return none;
  const needCredits = a.totalCredits.cents - knownCredits;
  const needDebits = a.totalDebits.cents - knownDebits;
  const fits: number[] = [];
  for (let mask = 0; mask < 1 << list.length && fits.length < 2; mask++) {
    let credits = 0;
    let debits = 0;
    let nc = creditRows;
    let nd = debitRows;
    list.forEach((s, i) => {
      if (mask & (1 << i)) {
        credits += s.cents;
        nc += s.count;
      } else {
        debits += s.cents;
        nd += s.count;
      }
    });
    const counts = (a.creditCount === null || a.creditCount === nc) && (a.debitCount === null || a.debitCount === nd);
    if (credits === needCredits && debits === needDebits && counts) fits.push(mask);
  }
  if (fits.length !== 1) return none;
  return new Map(list.map((s, i) => [s.group, fits[0] & (1 << i) ? 'credit' : 'debit']));
}
