// Writes the sixth blind probe set (test/fixtures/statements-probe6): US business checking, analysis checking and
// money market at regional banks, two credit unions, fintech business accounts, two business cards and some
// personal checking, in the styles of banks and products the first five sets do not have, with their truth computed
// from the same data model. Each statement is laid out once as lines of positioned cells (scripts/probe/lines6.ts)
// and either printed by Chromium from HTML or drawn by pdf-lib (a run per cell, per word or per glyph; row by row,
// column by column, or the page header last). Written without looking at the reader. The set is held out whole:
// read once, at the end of a session (`npm run eval -- --probe6`).
// Run: node --import tsx scripts/make-probe6-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks6.ts';
import * as drawn from './probe/drawn6.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe6');

export const STATEMENTS6: (() => Spec2)[] = [
  banks.commerce,
  banks.mtAnalysis,
  banks.huntingtonConsolidated,
  banks.zions,
  banks.alliant,
  banks.brexCash,
  banks.websterValue,
  banks.arvestBiz,
  banks.firstCitizensMM,
  banks.hancockCard,
  banks.amerant,
  drawn.texasCapital,
  drawn.mountainAmerica,
  drawn.rho,
  drawn.penfed,
  drawn.umbCard,
  drawn.wintrust,
  drawn.bankUnited,
  banks.cadenceMissingPage,
  drawn.atlanticUnionMissingPage,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS6: Tamper[] = [
  {
    from: 'probe6-commerce-business-checking.pdf',
    file: 'probe6-commerce-business-checking-tampered.pdf',
    how: 'an electronic debit changed in its hundreds digit (the section total, its heading and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ach')[4]),
  },
  {
    from: 'probe6-arvest-business-checking.pdf',
    file: 'probe6-arvest-business-checking-tampered.pdf',
    how: "one card purchase left off its card's group (the card's subtotal and the section total keep the true values)",
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'card')[5].hidden = true;
    },
  },
  {
    from: 'probe6-rho-business-checking.pdf',
    file: 'probe6-rho-business-checking-tampered.pdf',
    how: 'a credit changed in its dollars digit (every running balance keeps the true value)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ecredit')[3], 100),
  },
  {
    from: 'probe6-huntington-business-checking-100-money-market.pdf',
    file: 'probe6-huntington-business-checking-100-money-market-tampered.pdf',
    how: 'a checking debit changed in its tens digit (the running balances and both summaries keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ach')[2], 1000),
  },
];

// a bank prints a row on the statement whose period holds its post date: none before the start or after the close
for (const make of STATEMENTS6) {
  const s = make();
  for (const a of s.accounts)
    for (const r of a.rows)
      if (r.date < s.start || r.date > s.end) throw new Error(`${s.file}: ${r.date} outside ${s.start}..${s.end}`);
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS6, TAMPERS6, only);
