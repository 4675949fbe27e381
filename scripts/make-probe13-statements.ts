// Writes the thirteenth blind probe set (test/fixtures/statements-probe13): the big US banks a lender sees most (Wells
// Fargo, Chase, Bank of America, PNC, Mercury, Regions, Frost, Fifth Third, Truist, then U.S. Bank, Citi, TD, Capital
// One with a Spark Miles business card, Huntington, Citizens, KeyBank) written again, independently of the earlier
// sets, in other products and other years' layouts, to ask whether what the reader learned on the first models of these
// banks carries over. Their shapes: the statement date only at the top with the period as "Beginning balance on 7/1",
// Chase's checking summary with instances and its sections (checks paid with image marks, card withdrawals, electronic
// withdrawals with the originator's fields, daily ending balances), consolidated statements with linked savings, Bank
// of America's card groups and two accounts in one relationship statement, PNC's horizontal balance summary and amounts
// before the description, Fifth Third's counts before the labels and "N items totaling $X" headings, Truist's "Your new
// balance as of", U.S. Bank's deposit and withdrawal kinds, TD's subtotals, running balances on every row, checks 2-up
// and 3-up with gaps, mid-month cycles, 2019 and 2021 layouts, merchant deposits, merchant-cash-advance daily debits,
// NSF and overdraft fees, a returned deposited item, a business card with purchases by cardholder, marketing messages
// with their own dates and amounts. Laid out by scripts/probe/banks13.ts and more13.ts over lines13.ts (and
// lines6/10/11), printed by Chromium or drawn by pdf-lib, with the truth computed from the same data model. Written
// without looking at the reader. Held out whole: read once, at the end of a session (`npm run eval -- --probe13`).
// Run: node --import tsx scripts/make-probe13-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks13.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe13');

const STATEMENTS13: (() => Spec2)[] = [
  banks.wellsFargoNavigate,
  banks.wellsFargoInitiate,
  banks.wellsFargoWay2Save,
  banks.chasePerformanceBusiness,
  banks.chasePlatinumBusiness,
  banks.chasePremierPlus,
  banks.bofaRelationship,
  banks.bofaAdvantagePlus,
  banks.pncTreasuryEnterprise,
  banks.mercury2021,
  banks.mercurySavings,
  banks.regionsBusinessInterest,
  banks.frostAnalyzed,
  banks.fifthThirdBusinessElite,
  banks.truistSimpleBusiness,
  banks.truistOneMissingPage,
  banks.usBankPlatinumBusiness,
  banks.citiStreamlined,
  banks.tdBusinessSimple,
  banks.capitalOneBusinessUnlimited,
  banks.citizensClearlyBetter,
  banks.capitalOneSparkMiles,
  banks.keyBasicBusiness,
  banks.huntingtonMisprint,
];

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS13: Tamper[] = [
  {
    from: 'probe13-wellsfargo-initiate-business-checking.pdf',
    file: 'probe13-wellsfargo-initiate-business-checking-tampered.pdf',
    how: 'a debit-card purchase in the transaction history changed in its tens-of-dollars digit (the ending daily balances, the Totals line and the activity summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 10000)[3], 1000),
  },
  {
    from: 'probe13-chase-performance-business-checking.pdf',
    file: 'probe13-chase-performance-business-checking-tampered.pdf',
    how: 'a card purchase in ATM & Debit Card Withdrawals changed in its hundreds-of-dollars digit (the section total, the card summary, the checking summary and the daily ending balances keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 20000)[2], 10000),
  },
  {
    from: 'probe13-frost-business-analyzed-checking.pdf',
    file: 'probe13-frost-business-analyzed-checking-tampered.pdf',
    how: 'one ACH credit in the line-printed ledger changed in its thousands-of-dollars digit (the day-end balances and the summary keep the true values)',
    edit: (s) =>
      bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ecredit' && Math.abs(r.cents) >= 100000)[5], 100000),
  },
  {
    from: 'probe13-truist-simple-business-checking.pdf',
    file: 'probe13-truist-simple-business-checking-tampered.pdf',
    how: 'one daily KNIGHT CAPITAL FUNDING debit changed in its tens-of-dollars digit (the section total, the account summary and the daily balances keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'mca')[9], 1000),
  },
];

assertRowsInPeriod(STATEMENTS13);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS13, TAMPERS13, only);
