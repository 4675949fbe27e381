// Writes the seventh blind probe set (test/fixtures/statements-probe7): US personal and business checking, savings
// and money market at banks, community banks, credit unions and fintechs, and three cards (personal and business),
// at institutions and products the first six sets do not have, with their truth computed from the same data model.
// Each statement is laid out once as lines of positioned cells (scripts/probe/lines6.ts, built by
// scripts/probe/banks7.ts) and either printed by Chromium from HTML or drawn by pdf-lib (a run per cell, per word or
// per glyph; row by row, column by column, or the page header last). Written without looking at the reader. The set
// is held out whole: read once, at the end of a session (`npm run eval -- --probe7`).
// Run: node --import tsx scripts/make-probe7-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks7.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe7');

export const STATEMENTS7: (() => Spec2)[] = [
  banks.flagstar,
  banks.easternBiz,
  banks.provident,
  banks.banner,
  banks.firstbankCO,
  banks.westernAllianceMM,
  banks.bankOfHawaii,
  banks.firstHawaiian,
  banks.oldSecond,
  banks.busey,
  banks.schoolsFirst,
  banks.golden1,
  banks.americaFirst,
  banks.axosSavings,
  banks.varo,
  banks.biltCard,
  banks.elanCard,
  banks.synchronyCard,
  banks.heartlandMissingPage,
  banks.independentMisprint,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS7: Tamper[] = [
  {
    from: 'probe7-flagstar-business-checking.pdf',
    file: 'probe7-flagstar-business-checking-tampered.pdf',
    how: 'an electronic debit changed in its hundreds digit (the day-end balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ach')[3]),
  },
  {
    from: 'probe7-old-second-business-checking.pdf',
    file: 'probe7-old-second-business-checking-tampered.pdf',
    how: 'a check changed in its dollars digit everywhere it is printed (Total Checks and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'check')[4], 100),
  },
  {
    from: 'probe7-busey-personal-checking.pdf',
    file: 'probe7-busey-personal-checking-tampered.pdf',
    how: 'one card purchase left off (the running balances and the summary keep the true values)',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'card')[2].hidden = true;
    },
  },
  {
    from: 'probe7-bilt-mastercard.pdf',
    file: 'probe7-bilt-mastercard-tampered.pdf',
    how: 'a purchase changed in its tens digit (the purchases total and the new balance keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'purchase')[5], 1000),
  },
];

// a bank prints a row on the statement whose period holds its post date: none before the start or after the close
for (const make of STATEMENTS7) {
  const s = make();
  for (const a of s.accounts)
    for (const r of a.rows)
      if (r.date < s.start || r.date > s.end) throw new Error(`${s.file}: ${r.date} outside ${s.start}..${s.end}`);
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS7, TAMPERS7, only);
