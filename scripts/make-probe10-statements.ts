// Writes the tenth blind probe set (test/fixtures/statements-probe10): US regional and community banks (business and
// personal checking, checking and savings on one statement), credit unions, online banks, a fintech cash account,
// three cards, and one statement each from Ireland (EUR), India (INR), South Africa (ZAR) and Canada (CAD), at
// institutions none of the first nine sets has, with their truth computed from the same data model. The shapes it
// stresses: periods printed only as `Beginning balance on 1/14` / `Ending balance on 2/11` beside a statement date,
// periods over two lines, checks two- and three-up closed by `Total Checks`, debit-card rows grouped by card with
// subtotals, headings carrying their item count and total, a combined summary over checking and savings each with
// its own, `$0.00` in the unused column, balances printed `.00`, `$(1,785.93)` and `-123.34 OD`, amounts before the
// description, MM-DD dates, notice pages between activity pages, marketing sentences with dates and amounts,
// day-first, ordinal and year-first dates abroad, lakh grouping, `Cr` suffixes, a value-date column, the date once
// per day with balances carried and brought forward, brand mastheads with the legal name in the small print.
// Laid out by scripts/probe/banks10.ts over lines6.ts, lines9.ts and lines10.ts, printed by Chromium or drawn by
// pdf-lib. Written without looking at the reader. Held out whole: read once, at the end of a session
// (`npm run eval -- --probe10`).
// Run: node --import tsx scripts/make-probe10-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks10.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe10');

const STATEMENTS10: (() => Spec2)[] = [
  banks.firstFinancial,
  banks.seacoast,
  banks.parkNational,
  banks.bangor,
  banks.servisFirst,
  banks.fremont,
  banks.chemung,
  banks.washingtonTrust,
  banks.teachersFcu,
  banks.onpoint,
  banks.quontic,
  banks.firstInternet,
  banks.betterment,
  banks.missionLane,
  banks.firstPremier,
  banks.avant,
  banks.aib,
  banks.hdfc,
  banks.fnb,
  banks.tangerine,
  banks.burkeHerbertMisprint,
  banks.vystarMissingPage,
];

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS10: Tamper[] = [
  {
    from: 'probe10-first-financial-business-checking.pdf',
    file: 'probe10-first-financial-business-checking-tampered.pdf',
    how: 'a check in the three-up Checks Paid table changed in its hundreds digit (Total Checks, the summary and the ending balance keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'check' && Math.abs(r.cents) >= 100000)[2]),
  },
  {
    from: 'probe10-teachers-fcu-checking-savings.pdf',
    file: 'probe10-teachers-fcu-checking-savings-tampered.pdf',
    how: "a debit-card purchase in the checking's ledger changed in its dollars digit (the running balances, the summaries and the combined summary keep the true values)",
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 1000)[3], 100),
  },
  {
    from: 'probe10-mission-lane-visa.pdf',
    file: 'probe10-mission-lane-visa-tampered.pdf',
    how: 'a purchase changed in its tens digit (the summary, the new balance and the interest calculation keep the true values)',
    edit: (s) =>
      bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'purchase' && Math.abs(r.cents) >= 10000)[5], 1000),
  },
  {
    from: 'probe10-hdfc-savings-account.pdf',
    file: 'probe10-hdfc-savings-account-tampered.pdf',
    how: 'a withdrawal changed in its thousands-of-rupees digit (the closing balances and the statement summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.cents <= -1000000)[4], 100000),
  },
];

assertRowsInPeriod(STATEMENTS10);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS10, TAMPERS10, only);
