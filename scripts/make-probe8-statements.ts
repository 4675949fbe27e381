// Writes the eighth blind probe set (test/fixtures/statements-probe8): US personal and business checking, savings
// and money market at banks, community banks, credit unions and fintechs, three cards, and one statement each from
// Canada (CAD), the UK (GBP) and Australia (AUD), at institutions and products the first seven sets do not have,
// with their truth computed from the same data model. Each statement is laid out once as lines of positioned cells
// (scripts/probe/lines6.ts and lines8.ts, built by scripts/probe/banks8.ts) and either printed by Chromium from
// HTML or drawn by pdf-lib (a run per cell, per word or per glyph; row by row, column by column, the page header
// last; some pages turned with /Rotate 90). Written without looking at the reader. The set is held out whole: read
// once, at the end of a session (`npm run eval -- --probe8`).
// Run: node --import tsx scripts/make-probe8-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks8.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe8');

export const STATEMENTS8: (() => Spec2)[] = [
  banks.firstMerchants,
  banks.dave,
  banks.upgrade,
  banks.bremer,
  banks.simmons,
  banks.rbfcu,
  banks.cathay,
  banks.eagle,
  banks.cvb,
  banks.dollarBank,
  banks.dcu,
  banks.suncoast,
  banks.bancOfCalifornia,
  banks.fnbo,
  banks.creditOne,
  banks.ulta,
  banks.scotiabank,
  banks.hsbcUk,
  banks.commbank,
  banks.ridgewoodMissingPage,
  banks.needhamMisprint,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS8: Tamper[] = [
  {
    from: 'probe8-first-merchants-commercial-checking.pdf',
    file: 'probe8-first-merchants-commercial-checking-tampered.pdf',
    how: 'a check changed in its hundreds digit in the checks table (Total Checks, the heading counts, the daily balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'check')[7]),
  },
  {
    from: 'probe8-dave-spending-account.pdf',
    file: 'probe8-dave-spending-account-tampered.pdf',
    how: 'a card purchase changed in its dollars digit (the running balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card')[6], 100),
  },
  {
    from: 'probe8-cathay-business-checking.pdf',
    file: 'probe8-cathay-business-checking-tampered.pdf',
    how: 'one electronic debit left off (the running balances and the summary keep the true values)',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'ach')[2].hidden = true;
    },
  },
  {
    from: 'probe8-fnbo-business-edition-visa.pdf',
    file: 'probe8-fnbo-business-edition-visa-tampered.pdf',
    how: "a purchase changed in its tens digit (its card's subtotal, the purchases total and the new balance keep the true values)",
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card')[5], 1000),
  },
];

assertRowsInPeriod(STATEMENTS8);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS8, TAMPERS8, only);
