// Writes the second blind probe set (test/fixtures/statements-probe2): US bank, credit-union and business-card
// statements in the styles of banks the first set does not have, with their truth computed from the same data
// model. Most are HTML printed by Chromium; two are drawn by pdf-lib (a second producer). Written without
// looking at the reader. Run: node --import tsx scripts/make-probe2-statements.ts [--only=NAME]
// Needs Debian's /usr/bin/chromium (playwright-core drives it).
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks2.ts';
import * as cards from './probe/cards2.ts';
import { cedarValley, prairieFcu } from './probe/printer2.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe2');

export const STATEMENTS2: (() => Spec2)[] = [
  banks.citiBusiness,
  banks.bluevine,
  banks.novo,
  banks.relay,
  banks.axos,
  banks.liveOak,
  banks.comerica,
  banks.amegy,
  banks.webster,
  banks.valley,
  banks.cadence,
  banks.eastWest,
  banks.firstCitizens,
  banks.arvest,
  cedarValley,
  prairieFcu,
  cards.amex,
  cards.citiCard,
  cards.usbankCard,
  banks.ozkMissingPage,
  banks.umpquaMissingPage,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS2: Tamper[] = [
  {
    from: 'probe2-bluevine-business-checking.pdf',
    file: 'probe2-bluevine-business-checking-tampered.pdf',
    how: 'row 31 amount changed in its hundreds digit',
    edit: (s) => bumpDigit(s.accounts[0].rows[31]),
  },
  {
    from: 'probe2-webster-business-checking.pdf',
    file: 'probe2-webster-business-checking-tampered.pdf',
    how: 'a wrapped ACH debit changed in its tens digit',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ach')[3], 1000),
  },
  {
    from: 'probe2-cedarvalley-community-lineprinter.pdf',
    file: 'probe2-cedarvalley-community-lineprinter-tampered.pdf',
    how: 'one card purchase left off the page',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.kind === 'card')[4].hidden = true;
    },
  },
  {
    from: 'probe2-eastwest-business-checking.pdf',
    file: 'probe2-eastwest-business-checking-tampered.pdf',
    how: 'one credit left off the page',
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.cents > 0)[7].hidden = true;
    },
  },
];

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS2, TAMPERS2, only);
