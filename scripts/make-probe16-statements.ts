// (header written below)
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
void bumpDigit;
