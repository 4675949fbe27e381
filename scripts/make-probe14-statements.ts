// Writes the fourteenth blind probe set (test/fixtures/statements-probe14): the banks a small-business lender sees
// most (Wells Fargo, Chase, Bank of America, PNC, Mercury, Regions, Frost, Fifth Third, Truist, then U.S. Bank, Citi,
// TD, Capital One, M&T, KeyBank and large regionals), in products and years no earlier set has, written a third
// time and independently of the earlier sets' models, to ask whether the reader's tuning on those carries. Mostly
// small-business checking (Square, Stripe, Toast, Shopify, Clover and Heartland deposits, ACH, wires, Zelle, card
// purchases, checks, daily merchant-cash-advance debits, returned items, NSF and overdraft fees), a few personal
// accounts and one business card, each as its bank prints it: its section titles and order, summary wording,
// check and daily-balance tables, period wording (a range, `Beginning balance on`, statement date only,
// `through`), consolidated accounts, marketing messages with dates and amounts, the legal name and Member FDIC.
// Printed by Chromium, or drawn by pdf-lib the ways print engines write PDFs (column by column, overprinted bold,
// one text object per glyph, a Form XObject of page furniture, a rotated margin line of mail codes). Laid out by
// scripts/probe/banks14.ts over kit14.ts and engine14.ts; truth computed from the data model (model.ts). Written
// without looking at the reader. Held out whole: read once, at the end of a session (`npm run eval -- --probe14`).
// Run: node --import tsx scripts/make-probe14-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks14.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe14');

const STATEMENTS14: (() => Spec2)[] = Object.values(banks).filter(
  (f): f is () => Spec2 => typeof f === 'function' && f.length === 0,
);

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS14: Tamper[] = [
  {
    from: 'probe14-wellsfargo-business-choice-checking.pdf',
    file: 'probe14-wellsfargo-business-choice-checking-tampered.pdf',
    how: 'one daily FOXHILL CAPITAL debit changed in its hundreds digit (the ending daily balances, the totals and the activity summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'mca')[5], 10000),
  },
  {
    from: 'probe14-chase-business-select-checking.pdf',
    file: 'probe14-chase-business-select-checking-tampered.pdf',
    how: 'a debit-card purchase changed in its dollars digit (the section total, the checking summary and the daily ending balances keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 1000)[3], 100),
  },
  {
    from: 'probe14-pnc-business-checking-plus.pdf',
    file: 'probe14-pnc-business-checking-plus-tampered.pdf',
    how: 'a deposit in Deposits and Other Additions changed in its thousands digit (the section total, the balance summary and the daily balance detail keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.cents >= 200000)[2], 100000),
  },
];

assertRowsInPeriod(STATEMENTS14);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS14, TAMPERS14, only);
