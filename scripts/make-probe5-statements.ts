// Writes the fifth blind probe set (test/fixtures/statements-probe5): US personal checking and savings, a credit
// union's share, checking and loan in one statement, personal cards and a business card with employee cards, in
// the styles of banks and products the first four sets do not have, with their truth computed from the same data
// model. Most are HTML printed by Chromium; seven are drawn by pdf-lib (row by row, column by column, the page
// header last; a run per cell, per word or per glyph; letter-spaced headings and body). Written without looking
// at the reader. The set is held out whole: read once, at the end of a session (`npm run eval -- --probe5`).
// Run: node --import tsx scripts/make-probe5-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks5.ts';
import * as cards from './probe/cards5.ts';
import * as drawn from './probe/drawn5.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe5');

export const STATEMENTS5: (() => Spec2)[] = [
  banks.citizens,
  banks.keybank,
  banks.fifthThird,
  banks.usbankSmartly,
  banks.tdComplete,
  banks.capOne360,
  banks.navyFederal,
  cards.amexPlatinum,
  cards.quicksilver,
  cards.citiCustomCash,
  cards.wfAutograph,
  cards.ramp,
  drawn.regions,
  drawn.schwab,
  drawn.marcus,
  drawn.bayouTeche,
  drawn.chaseFreedom,
  drawn.usbankCashPlus,
  drawn.santanderMissingPage,
  banks.bmoMissingPage,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS5: Tamper[] = [
  {
    from: 'probe5-keybank-smart-checking.pdf',
    file: 'probe5-keybank-smart-checking-tampered.pdf',
    how: 'a bill payment in the withdrawals section changed in its tens digit (the section total and the sentence keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ach')[3], 1000),
  },
  {
    from: 'probe5-amex-platinum-cc.pdf',
    file: 'probe5-amex-platinum-cc-tampered.pdf',
    how: "one charge left off the second card member's list (the member's Total New Charges keeps the true value)",
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'purchase' && r.card === '1013')[2].hidden = true;
    },
  },
  {
    from: 'probe5-regions-lifegreen-checking-words.pdf',
    file: 'probe5-regions-lifegreen-checking-words-tampered.pdf',
    how: 'a card purchase changed in its dollars digit (every running balance keeps the true value; drawn a run per word)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card')[7], 100),
  },
  {
    from: 'probe5-ramp-business-card-employees.pdf',
    file: 'probe5-ramp-business-card-employees-tampered.pdf',
    how: "an employee's purchase changed in its hundreds digit (the employee's subtotal keeps the true value)",
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'purchase')[9]),
  },
];

// a bank prints a row on the statement whose period holds its post date: none before the start or after the close
for (const make of STATEMENTS5) {
  const s = make();
  for (const a of s.accounts)
    for (const r of a.rows)
      if (r.date < s.start || r.date > s.end) throw new Error(`${s.file}: ${r.date} outside ${s.start}..${s.end}`);
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS5, TAMPERS5, only);
