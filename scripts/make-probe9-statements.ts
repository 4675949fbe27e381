// Writes the ninth blind probe set (test/fixtures/statements-probe9): US personal and business checking, a money
// market, credit unions printing share savings, share draft and a loan on one statement, fintechs and brokerage cash
// accounts, three cards, and one statement each from Canada (CAD), the UK (GBP), Australia (AUD) and New Zealand
// (NZD), at institutions none of the first eight sets has, with their truth computed from the same data model. The
// shapes it stresses: periods over the year end with year-less row dates, rows grouped under a date line, posting
// and transaction dates, pending items apart, check images, year-to-date boxes, APY tables, a section per kind of
// debit each with its total, -$ and Unicode minus amounts, no balance column, the balance on a day's last row only,
// two tables side by side, 7pt print, cards with several cardholders and an interest charge calculation, returned
// items and overdrafts. Laid out by scripts/probe/banks9.ts over lines6.ts and lines9.ts, printed by Chromium or
// drawn by pdf-lib. Written without looking at the reader. Held out whole: read once, at the end of a session
// (`npm run eval -- --probe9`).
// Run: node --import tsx scripts/make-probe9-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks9.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe9');

export const STATEMENTS9: (() => Spec2)[] = [
  banks.dime,
  banks.origin,
  banks.berkshire,
  banks.lmcu,
  banks.ssfcu,
  banks.fidelity,
  banks.wealthfront,
  banks.northwest,
  banks.bethpage,
  banks.customers,
  banks.bankOfMarin,
  banks.ameris,
  banks.wise,
  banks.usaa,
  banks.stockYards,
  banks.merrick,
  banks.rbc,
  banks.nationwide,
  banks.westpac,
  banks.asb,
  banks.amalgamatedMisprint,
  banks.tompkinsMissingPage,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS9: Tamper[] = [
  {
    from: 'probe9-dime-business-checking.pdf',
    file: 'probe9-dime-business-checking-tampered.pdf',
    how: 'a check changed in its hundreds digit in the Checks Paid section (its total, the summary, the daily balances and the check image keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'check')[3]),
  },
  {
    from: 'probe9-wealthfront-cash-account.pdf',
    file: 'probe9-wealthfront-cash-account-tampered.pdf',
    how: 'one money-out row left off (the day-end balances and the summary keep the true values)',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.cents < 0)[5].hidden = true;
    },
  },
  {
    from: 'probe9-usaa-rewards-visa.pdf',
    file: 'probe9-usaa-rewards-visa-tampered.pdf',
    how: "a purchase changed in its tens digit (its cardholder's total, the summary and the new balance keep the true values)",
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'purchase')[4], 1000),
  },
  {
    from: 'probe9-nationwide-flexaccount.pdf',
    file: 'probe9-nationwide-flexaccount-tampered.pdf',
    how: 'a card payment changed in its pounds digit (the running balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card')[6], 100),
  },
];

assertRowsInPeriod(STATEMENTS9);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS9, TAMPERS9, only);
