// Writes the fourth blind probe set (test/fixtures/statements-probe4): US personal and business checking, a
// credit union, fintechs and personal credit cards in the styles of banks and products the first three sets do
// not have, with their truth computed from the same data model. Most are HTML printed by Chromium; six are drawn
// by pdf-lib with a text order other than the visual one (column by column, the page header last) or a run per
// glyph. Written without looking at the reader.
// Run: node --import tsx scripts/make-probe4-statements.ts [--only=NAME]   (needs Debian's /usr/bin/chromium)
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks4.ts';
import * as cards from './probe/cards4.ts';
import * as drawn from './probe/drawn4.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe4');

export const STATEMENTS4: (() => Spec2)[] = [
  banks.pncVirtualWallet,
  banks.chaseTotal,
  banks.wfEveryday,
  banks.huntingtonPerks,
  banks.synovus,
  banks.pinnacle,
  banks.oldNational,
  banks.lili,
  banks.chime,
  cards.chaseSapphire,
  cards.citiDoubleCash,
  cards.appleCard,
  cards.synchronyLowes,
  cards.boaCustomizedCash,
  drawn.becu,
  drawn.firstInterstate,
  drawn.hillCountry,
  drawn.discoverIt,
  drawn.barclays,
  drawn.squareMissingPage,
  banks.associatedMissingPage,
];

/** Must-not-verify copies: one printed amount changed by a digit (totals keep the true value), or a row left off. */
const TAMPERS4: Tamper[] = [
  {
    from: 'probe4-synovus-business-checking.pdf',
    file: 'probe4-synovus-business-checking-tampered.pdf',
    how: "a debit-card purchase inside a card's group changed in its hundreds digit (the group's subtotal keeps the true value)",
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card')[6]),
  },
  {
    from: 'probe4-chase-sapphire-cc.pdf',
    file: 'probe4-chase-sapphire-cc-tampered.pdf',
    how: "one purchase left off the second cardholder's list (the cardholder's total keeps the true value)",
    edit: (s) => {
      s.accounts[0].rows.filter((r) => r.card === '8830')[3].hidden = true;
    },
  },
  {
    from: 'probe4-firstinterstate-business-columns.pdf',
    file: 'probe4-firstinterstate-business-columns-tampered.pdf',
    how: 'an ACH debit changed in its tens digit (the text written column by column)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'ach')[4], 1000),
  },
  {
    from: 'probe4-becu-share-draft-glyphs.pdf',
    file: 'probe4-becu-share-draft-glyphs-tampered.pdf',
    how: 'a card purchase on the checking (suffix 10) changed in its dollars digit (drawn a glyph at a time)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card')[5], 100),
  },
];

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS4, TAMPERS4, only);
