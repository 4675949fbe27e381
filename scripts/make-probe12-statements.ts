// Writes the twelfth blind probe set (test/fixtures/statements-probe12): ordinary US statements (business checking
// at community and regional banks, credit unions and two fintechs, personal checking and savings, a business card,
// a consolidated checking and savings) at institutions none of the first eleven sets has, whose PDFs are made the
// way document-composition engines and print vendors make them rather than the way a browser prints: the content
// stream out of reading order (column by column, the summary after the transactions, the footer first), bold faked
// by overprinting at fractions of a point, hidden text (render mode 3 mail codes, an OMR string, postal-barcode
// letters, white account numbers and balances, a print-stream line outside the CropBox), every glyph its own text
// object with no space characters, Tc / Tw / Tz justification and condensing, page furniture from Form XObjects,
// rotated margin codes, ligatures, U+2212 and en-dash minus signs, non-breaking and thin spaces, `$ 1,234.56`,
// CropBoxes offset from the MediaBox, a legal-size first page among letter pages, a /Rotate 90 page drawn turned,
// scanners' searchable PDFs (an image under an invisible OCR layer with noisy words; in one, a misread digit), and
// Type 3 fonts of filled outlines encoded by glyph names only.
// Laid out by scripts/probe/banks12.ts over layout12.ts, drawn by engine12.ts with pdf-lib's low-level operators.
// Written without looking at the reader; checked by scripts/check-probe12-truth.ts through pdfjs-dist directly.
// Held out whole: read once, at the end of a session (`npm run eval -- --probe12`).
// Run: node --import tsx scripts/make-probe12-statements.ts [--only=NAME]
import path from 'node:path';
import type { Spec2 } from './probe/page2.ts';
import { assertRowsInPeriod, bumpDigit, writeSet, type Tamper } from './probe/write-set.ts';
import * as banks from './probe/banks12.ts';

const OUT = process.env.PROBE_OUT ?? path.resolve(import.meta.dirname, '../test/fixtures/statements-probe12');

const STATEMENTS12: (() => Spec2)[] = [
  banks.citizensNorthern,
  banks.bankOfTheSierra,
  banks.cnbBank,
  banks.univest,
  banks.heritageCommerce,
  banks.midPenn,
  banks.orrstown,
  banks.canandaigua,
  banks.kitsap,
  banks.altura,
  banks.unitus,
  banks.stcu,
  banks.elevations,
  banks.nbkc,
  banks.hatch,
  banks.wrightPattCard,
  banks.bankOfClarke,
  banks.isabella,
  banks.peoplesSecurity,
  banks.botetourt,
  banks.jerseyShore,
  banks.nicoletScan,
  banks.bankOfUticaMisprint,
  banks.choiceOneMissingPage,
];

/** Must-not-verify copies: one printed amount changed in one digit (every total and balance keeps the true value). */
const TAMPERS12: Tamper[] = [
  {
    from: 'probe12-citizens-northern-business-checking.pdf',
    file: 'probe12-citizens-northern-business-checking-tampered.pdf',
    how: 'one daily merchant-cash-advance debit changed in its hundreds digit, in a content stream drawn column by column (the section total, the daily balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'mca')[3], 10000),
  },
  {
    from: 'probe12-univest-business-checking.pdf',
    file: 'probe12-univest-business-checking-tampered.pdf',
    how: 'one check changed in its dollars digit, its digits placed one by one (the checks total, the daily balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'check')[2], 100),
  },
  {
    from: 'probe12-orrstown-business-checking.pdf',
    file: 'probe12-orrstown-business-checking-tampered.pdf',
    how: 'a deposit changed in its tens digit (the section total, the daily balances and the summary keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.cents > 5000)[4], 1000),
  },
  {
    from: 'probe12-hatch-bank-business-checking.pdf',
    file: 'probe12-hatch-bank-business-checking-tampered.pdf',
    how: 'a debit-card purchase in the running-balance ledger changed in its dollars digit (the running balances keep the true values)',
    edit: (s) => bumpDigit(s.accounts[0].rows.filter((r) => r.kind === 'card' && Math.abs(r.cents) >= 1000)[3], 100),
  },
];

assertRowsInPeriod(STATEMENTS12);

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
await writeSet(OUT, STATEMENTS12, TAMPERS12, only);
