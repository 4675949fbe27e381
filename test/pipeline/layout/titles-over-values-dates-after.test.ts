// Two shapes of a statement printing its amounts first: a summary box whose titles stand one space apart over
// their values (`Beginning balance | Deposits and other additions Checks and other deductions Ending balance`,
// the values on the line below), and a check table titled `Check # | Amount | Date`, its date after the amount.
// The titles read as one named every value under them the closing; the checks' dates were never looked for.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, table, why, type Item } from './pdf.ts';

/** A deposit and a check under a signed Amount | Balance table, 1,000.00 to 1,250.00. */
const ROWS = table(
  [
    [40, 'Date'],
    [100, 'Description'],
    [480, 'Amount', true],
    [560, 'Balance', true],
  ],
  [
    ['03/04', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
    ['03/05', 'CHECK 3340', '-250.00', '1,250.00'],
  ],
);

test('titles one space apart over a box of values each name the value under them', async () => {
  // DejaVu 8pt: `Deposits and other additions` 200-315.5, `Checks and other deductions` 318-435, `Ending balance` 437.5-499
  const box: Item[] = [
    [40, 130, 'Beginning balance'],
    [200, 130, 'Deposits and other additions'],
    [318.05, 130, 'Checks and other deductions'],
    [437.4, 130, 'Ending balance'],
    R(110, 144, '1,000.00'),
    R(315, 144, '500.00'),
    R(434, 144, '250.00'),
    R(499, 144, '1,250.00'),
  ];
  const r = readStatement(await drawPages([[...masthead([]), ...box, ...ROWS]]));
  assert.equal(r.accounts[0].closing?.cents, 125000);
  assert.equal(r.accounts[0].totalDebits?.cents, 25000);
  assert.equal(r.gate.verified, true, why(r));
});

test('titles in Title Case one space apart (`Deposits and Other Additions Checks and Other Deductions Ending Balance`) are cut where each names a value', async () => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(
    readFileSync(new URL('../../../scripts/generator/fonts/DejaVuSans.ttf', import.meta.url)),
  );
  const titles = ['Deposits and Other Additions', 'Checks and Other Deductions', 'Ending Balance'];
  // one run of text, the values right-aligned under the end of each title
  const ends = titles.map((_, i) => 200 + font.widthOfTextAtSize(titles.slice(0, i + 1).join(' '), 8));
  const box: Item[] = [
    [40, 130, 'Beginning Balance'],
    [200, 130, titles.join(' ')],
    R(110, 144, '1,000.00'),
    R(ends[0], 144, '500.00'),
    R(ends[1], 144, '250.00'),
    R(ends[2], 144, '1,250.00'),
  ];
  const r = readStatement(await drawPages([[...masthead([]), ...box, ...ROWS]]));
  assert.equal(r.accounts[0].closing?.cents, 125000);
  assert.equal(r.accounts[0].totalCredits?.cents, 50000);
  assert.equal(r.accounts[0].totalDebits?.cents, 25000);
  assert.equal(r.gate.verified, true, why(r));
});

test('a check table titled with its date after the amount reads each check with its date', async () => {
  const box = masthead([
    ['Beginning balance', '1,000.00'],
    ['Deposits and other additions', '500.00'],
    ['Checks and other deductions', '250.00'],
    ['Ending balance', '1,250.00'],
  ]);
  const deposits: Item[] = [
    [40, 200, 'Deposits and Other Additions', { bold: true }],
    ...table(
      [
        [40, 'Date'],
        [120, 'Amount', true],
        [140, 'Description'],
      ],
      [['03/04', '500.00', 'MOBILE DEPOSIT']],
      214,
    ),
  ];
  const checks: Item[] = [
    [40, 260, 'Checks and Substitute Checks', { bold: true }],
    ...table(
      [
        [40, 'Check #'],
        [150, 'Amount', true],
        [170, 'Date'],
        [260, 'Check #'],
        [370, 'Amount', true],
        [390, 'Date'],
      ],
      [['3340', '200.00', '03/17', '3341', '50.00', '03/09']],
      274,
    ),
    [40, 310, 'Total Checks and Substitute Checks'],
    R(370, 310, '$250.00'),
  ];
  const r = readStatement(await drawPages([[...box, ...deposits, ...checks]]));
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 50000', '2024-03-17 debit 20000', '2024-03-09 debit 5000']);
  assert.equal(r.gate.verified, true, why(r));
});
