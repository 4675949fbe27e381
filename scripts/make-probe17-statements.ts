// Writes the seventeenth blind probe set (test/fixtures/statements-probe17): a fourth independent rendering of the
// banks a small-business lender sees most (Wells Fargo, Chase, Bank of America, PNC, Mercury, Regions, Frost, Fifth
// Third, Truist, U.S. Bank, Citi, TD, Capital One, Citizens, KeyBank, Huntington, M&T), mostly small-business
// checking, a few personal checking accounts, a savings account and a business card, in statement years 2019-2025,
// with their truth computed from the same data model. The shapes it stresses: each bank's own section titles, order,
// summary wording and counts (counts before their labels, instances columns, "N items totaling $X"), check tables
// 2-up and 3-up with gaps marked, daily balance tables, the period as a range, with `through`, only as "Beginning
// balance on 7/14 ... Ending balance on 8/11" beside a statement date, or as a statement date only, a consolidated
// checking + savings statement, card groups with subtotals, amounts before descriptions, MM-DD dates, balances
// printed `.00`, `$(1,785.93)`, `-123.34 OD` and with a trailing minus, a disclosure page between activity pages,
// marketing with dates and amounts, overdraft fees whose descriptions carry the item's date and amount, daily
// merchant-cash-advance debits, processor settlements (Square, Stripe, Toast, Clover, Shopify, Heartland), a
// misprinted summary (review) and two tampered copies. Laid out by scripts/probe/banks17.ts over kit17.ts, printed by
// Chromium or drawn by pdf-lib (ink17.ts: subset TrueType fonts, text per word or per glyph, content column by
// column). Written without looking at the reader or at how earlier sets drew these banks. Held out whole
// (`npm run eval -- --probe17`).
// Run: node --import tsx scripts/make-probe17-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks17.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe17');

export const STATEMENTS17: (() => Spec2)[] = [
  banks.wellsFargo,
  banks.chase,
  banks.bankOfAmerica,
  banks.pnc,
  banks.mercury,
  banks.fifthThird,
  banks.truist,
  banks.regions,
  banks.frost,
  banks.usBank,
  banks.citi,
  banks.capitalOneSpark,
  banks.tdBank,
  banks.keyBankSavings,
  banks.huntington,
  banks.mtBank,
  banks.citizensMisprint,
];

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS17: Tamper[] = [
  {
    from: 'probe17-wells-fargo-business-choice-checking.pdf',
    file: 'probe17-wells-fargo-business-choice-checking-tampered.pdf',
    how: 'one daily Parkview Advan ACH Pmt merchant-cash-advance debit changed in its hundreds digit (the ending daily balances, the Totals row and the Activity summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'mca')[6], 10000),
  },
  {
    from: 'probe17-fifth-third-business-standard-checking.pdf',
    file: 'probe17-fifth-third-business-standard-checking-tampered.pdf',
    how: 'a 5/3 debit-card purchase in the Withdrawals / Debits section changed in its dollars digit (the "N items totaling $X" heading, the Account Summary and the Daily Balance Summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 1000)[4], 100),
  },
];

assertRowsInPeriod(STATEMENTS17);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS17, TAMPERS17, only);
