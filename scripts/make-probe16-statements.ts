// Writes the sixteenth blind probe set (test/fixtures/statements-probe16): LONG, high-volume US small-business
// statements as a lender receives them from restaurants, trucking, retail and contractors (8-30 pages, 150-600 rows:
// daily Toast / Square / Clover-Fiserv / Heartland / Stripe / Shopify / DoorDash settlements, daily merchant-cash-advance
// debits from up to four funders, ACH, wires with 2-4 detail lines carrying reference numbers and `USD 4,500.00`-like
// strings, Zelle, card purchases, checks, returned items, NSF and overdraft fees, negative balances) at big banks
// (Bank of America, Wells Fargo, Chase, PNC, First Horizon), community banks (Farmers & Merchants Bank of Long Beach,
// Lake City Bank, Cashmere Valley Bank, Burke & Herbert) and credit unions (Navy Federal, Mountain America), one a
// consolidated checking + money-market savings statement, one a quarterly money-market statement. The shapes it
// stresses, spread over the statements: sections running over many pages with `(continued)` / `- continued` headings,
// column titles repeated or not; `Subtotal` / `PAGE TOTAL` / `Total this page` at the foot of a page and `Balance
// forward` / `Balance brought forward` at its head; a balance on every row across page breaks or on the day's last row
// only; daily balance tables in 2-4 columns over pages (one of every calendar day); check-image pages (drawn rectangles
// captioned `Check 1043  $1,250.00  03/05/2024` or `#1043  Amt 1,250.00  Date 03/05`) in the middle or at the end,
// the same checks as the register; checks 3-up over two pages with `*` at breaks and a total; a second account
// beginning mid-page with its own summary; notice / fee-schedule pages between activity pages; overdraft and returned
// item fee tables with year-to-date figures; `Page 7 of 22` footers and account / period headers on every page; summary
// wording and counts varying by bank; a misprinted summary (review) and two tampered copies. Laid out once by
// scripts/probe/build16.ts + layout16.ts over engine16.ts (rows from gen16.ts, banks in statements16.ts), then printed
// by Chromium (absolutely placed HTML pages) or drawn by pdf-lib with a standard font (one run per cell, one per word,
// or column by column). Truth is computed from the same cents model. Written without looking at the reader. Held out
// whole: read once, at the end of a session (`npm run eval -- --probe16`). Check: scripts/check-probe16-truth.ts.
// Run: node --import tsx scripts/make-probe16-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import { closeBrowser } from './probe/engine16.ts';
import * as banks from './probe/statements16.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe16');

const STATEMENTS16: (() => Spec2)[] = [
  banks.bankOfAmerica,
  banks.wellsFargo,
  banks.chase,
  banks.pnc,
  banks.farmersMerchantsLB,
  banks.navyFederal,
  banks.lakeCity,
  banks.cashmereValley,
  banks.mountainAmerica,
  banks.burkeHerbert,
  banks.firstHorizonMisprint,
];

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS16: Tamper[] = [
  {
    from: 'probe16-bank-of-america-business-advantage.pdf',
    file: 'probe16-bank-of-america-business-advantage-tampered.pdf',
    how: 'one TOAST INC DES:DEP deposit late in the Deposits and other credits section (on a continued page) changed in its hundreds digit (the section total, the summary and the daily ledger balances keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.desc.startsWith('TOAST INC'))[30], 10000),
  },
  {
    from: 'probe16-mountain-america-business-checking.pdf',
    file: 'probe16-mountain-america-business-checking-tampered.pdf',
    how: 'one daily ACH DEBIT BRIGHTLINE FUNDING withdrawal on a late page changed in its dollars digit (its running balance, the page total and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.desc.includes('BRIGHTLINE FUNDING'))[17], 100),
  },
];

assertRowsInPeriod(STATEMENTS16);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS16, TAMPERS16, only);
await closeBrowser();
