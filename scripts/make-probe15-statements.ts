// Writes the fifteenth blind probe set (test/fixtures/statements-probe15): US small-business checking as a
// small-business or merchant-cash-advance lender receives it (Square, Stripe, Toast, Shopify, Clover and Heartland
// deposits, ACH, wires, Zelle, card purchases, checks, daily merchant-cash-advance debits, NSF and returned items,
// overdrafts), two personal checking accounts and a business card, at US community banks, regional banks and credit
// unions none of sets 1-14 has, with their truth computed from the same data model. The shapes it stresses: core-
// processor styles (Jack Henry, Fiserv, FIS, Symitar share drafts), summary counts before or after their labels,
// deposits / withdrawals / checks printed as separate sections with totals, a notice page between activity pages,
// marketing with its own dates and amounts, the period as a range, with `through`, or as a statement date only, the
// ledger newest first, balances on every row or on the day's last row, daily balance tables, overdraft fee tables,
// content drawn column by column, one text object per glyph, overprinted bold, a masthead set glyph by glyph, a
// misprinted summary and a missing page (review). Laid out by scripts/probe/banks15.ts over lines6/10/11.ts, printed
// by Chromium or drawn by pdf-lib. Written without looking at the reader. Held out whole: read once, at the end of a
// session (`npm run eval -- --probe15`).
// Run: node --import tsx scripts/make-probe15-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks15.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe15');

const STATEMENTS15: (() => Spec2)[] = [
  banks.peoplesBank,
  banks.camdenNational,
  banks.gateCity,
  banks.desertFinancial,
  banks.centralPacific,
  banks.midlandStates,
  banks.bankOfStockton,
  banks.veridian,
  banks.mascoma,
  banks.texasBankTrust,
  banks.barHarbor,
  banks.firstNationalLI,
  banks.bankIowa,
  banks.arizonaFederal,
  banks.annArborCard,
  banks.kishBank,
  banks.thomaston,
  banks.horiconMisprint,
];

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS15: Tamper[] = [
  {
    from: 'probe15-peoples-bank-business-checking.pdf',
    file: 'probe15-peoples-bank-business-checking-tampered.pdf',
    how: 'one daily ACH DEBIT PEARL DELTA FUND withdrawal changed in its hundreds digit (the running balances, the daily balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'mca')[5], 10000),
  },
  {
    from: 'probe15-mascoma-business-checking.pdf',
    file: 'probe15-mascoma-business-checking-tampered.pdf',
    how: 'a debit-card purchase in the Other Withdrawals section changed in its dollars digit (the section total, the summary and the daily balances keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 1000)[3], 100),
  },
];

assertRowsInPeriod(STATEMENTS15);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS15, TAMPERS15, only);
