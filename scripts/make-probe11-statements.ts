// Writes the eleventh blind probe set (test/fixtures/statements-probe11): US small-business checking as a lender sees
// it (merchant deposits from Square, Stripe, Toast and Shopify, ACH and wires, daily merchant-cash-advance debits,
// NSF and returned items, overdraft fees) at regional and community banks and credit unions, two business credit
// cards, a commercial line of credit, and one statement each from Germany (EUR), Mexico (MXN) and Japan (JPY), at
// institutions none of the first ten sets has, with their truth computed from the same data model. The shapes it
// stresses: a ledger printed newest first, the balance on the last row of a day only, a summary printing its counts
// before the labels (`23 Deposits/Credits`), two check tables, the `Overdraft and Returned Item Fees` table (this
// period and year to date), a `Daily Ledger Balance` table, transfers between the customer's own accounts on one
// statement, descriptions wrapping above the line with the date, amounts with a trailing minus and with `CR`/`DR`,
// dates like `Apr 5`, `05APR`, `2026-04-05`, the period only in a sentence, the closing balance only at the foot of
// the last page, a masthead set glyph by glyph in a font of its own, landscape pages drawn rotated, two tables side
// by side, decimal commas, whole yen, a peso `$`. Laid out by scripts/probe/banks11.ts over lines6.ts, lines9.ts,
// lines10.ts and lines11.ts, printed by Chromium or drawn by pdf-lib. Written without looking at the reader. Held out
// whole: read once, at the end of a session (`npm run eval -- --probe11`).
// Run: node --import tsx scripts/make-probe11-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks11.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe11');

const STATEMENTS11: (() => Spec2)[] = [
  banks.woodforest,
  banks.communityBankNa,
  banks.hillsBank,
  banks.firstMid,
  banks.enterprise,
  banks.centralBank,
  banks.redwoodCu,
  banks.greenState,
  banks.lakeCity,
  banks.triCounties,
  banks.farmersMerchants,
  banks.cashmereValley,
  banks.patelco,
  banks.mechanics,
  banks.intrustCard,
  banks.bellCard,
  banks.horizonLoc,
  banks.commerzbank,
  banks.banorte,
  banks.prestia,
  banks.southsideMisprint,
  banks.cityNationalMissingPage,
];

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS11: Tamper[] = [
  {
    from: 'probe11-woodforest-business-checking.pdf',
    file: 'probe11-woodforest-business-checking-tampered.pdf',
    how: 'one daily DEBIT IRONWOOD CAPITAL withdrawal changed in its hundreds digit (the day-end balances, the daily ledger balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'mca')[6], 10000),
  },
  {
    from: 'probe11-hills-bank-business-checking.pdf',
    file: 'probe11-hills-bank-business-checking-tampered.pdf',
    how: 'a debit-card purchase in the newest-first ledger changed in its dollars digit (the running balances keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 1000)[4], 100),
  },
  {
    from: 'probe11-intrust-business-visa.pdf',
    file: 'probe11-intrust-business-visa-tampered.pdf',
    how: "a purchase in a cardholder's list changed in its tens digit (the cardholder's total, the summary and the new balance keep the true values)",
    edit: (s) =>
      bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'purchase' && Math.abs(r.cents) >= 10000)[3], 1000),
  },
  {
    from: 'probe11-commerzbank-geschaeftskonto.pdf',
    file: 'probe11-commerzbank-geschaeftskonto-tampered.pdf',
    how: 'a SEPA debit (Soll) changed in its hundreds-of-euros digit (Summe Soll and the new Kontostand keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.cents <= -50000 && r.kind !== 'card')[2], 10000),
  },
];

assertRowsInPeriod(STATEMENTS11);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS11, TAMPERS11, only);
