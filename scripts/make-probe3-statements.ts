// Writes the third blind probe set (test/fixtures/statements-probe3): US bank, credit-union and business-card
// statements in the styles of banks the first set does not have, with their truth computed from the same data
// model. Most are HTML printed by Chromium; two are drawn by pdf-lib (a second producer). Written without
// looking at the reader. Run: node --import tsx scripts/make-probe3-statements.ts [--only=NAME]
// Needs Debian's /usr/bin/chromium (playwright-core drives it).
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks3.ts';
import * as drawn from './probe/drawn3.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe3');

export const STATEMENTS3: (() => Spec2)[] = [
  banks.ally,
  banks.discover,
  banks.sofi,
  banks.hancockWhitney,
  banks.trustmark,
  banks.umb,
  banks.brex,
  drawn.bokf,
  drawn.glacier,
  drawn.wesbanco,
  drawn.fnb,
  drawn.fulton,
  drawn.prosperity,
  drawn.wfCard,
  drawn.northone,
  drawn.grasshopper,
  drawn.timberlineFcu,
  drawn.renasant,
  drawn.foundMissingPage,
  banks.bancfirstMissingPage,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS3: Tamper[] = [
  {
    from: 'probe3-hancockwhitney-business-checking.pdf',
    file: 'probe3-hancockwhitney-business-checking-tampered.pdf',
    how: 'a withdrawal in the right-hand table changed in its hundreds digit',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.cents < 0)[17]),
  },
  {
    from: 'probe3-glacier-business-checking-yearend.pdf',
    file: 'probe3-glacier-business-checking-yearend-tampered.pdf',
    how: 'one January card purchase left off the page',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'card' && r.date >= '2025-01-01')[1].hidden = true;
    },
  },
  {
    from: 'probe3-northone-business-glyphs.pdf',
    file: 'probe3-northone-business-glyphs-tampered.pdf',
    how: 'an invoice payment changed in its tens digit (drawn a glyph at a time)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.desc.includes(' INV '))[2], 1000),
  },
  {
    from: 'probe3-wf-business-card-employees.pdf',
    file: 'probe3-wf-business-card-employees-tampered.pdf',
    how: "one purchase left off an employee card's list (its subtotal keeps the true value)",
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'purchase')[9].hidden = true;
    },
  },
];

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS3, TAMPERS3, only);
