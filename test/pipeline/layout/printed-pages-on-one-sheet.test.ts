// Printed pages on one sheet (an online banking print on one long page, a producer joining pages): the statement's
// page numbers and its running headings are printed in the middle of the sheet. The printed page number is where
// one printed page ends: the same section heading printed again after it continues its section (as on the next
// page of the file), and the next page of the file follows the last page number the sheet printed, not its first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { splitFile } from '../../../src/pipeline/split/index.ts';
import type { PageText } from '../../../src/pipeline/types.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

const header = (y: number): Item[] => [[40, y, 'Date'], [80, y, 'Description'], R(400, y, 'Amount')];
const row = (y: number, d: string, desc: string, amt: string): Item[] => [[40, y, d], [80, y, desc], R(400, y, amt)];

/** Deposits over two printed pages (the heading printed again on the second), then withdrawals, each totalled. */
const PAGES: Item[][] = [
  [
    ...masthead([
      ['Beginning balance', '1,000.00'],
      ['Deposits', '500.00'],
      ['Withdrawals', '200.00'],
      ['Ending balance', '1,300.00'],
    ]),
    [40, 200, 'DEPOSITS', { bold: true }],
    ...header(215),
    ...row(230, '03/04', 'PAYROLL ACME', '300.00'),
    ...row(242, '03/08', 'MOBILE DEPOSIT', '150.00'),
    [480, 760, 'Page 1 of 2'],
  ],
  [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [480, 40, 'Page 2 of 2'],
    [40, 100, 'DEPOSITS', { bold: true }],
    ...header(115),
    ...row(130, '03/20', 'TRANSFER IN', '50.00'),
    [80, 145, 'Total Deposits'],
    R(400, 145, '500.00'),
    [40, 180, 'WITHDRAWALS', { bold: true }],
    ...header(195),
    ...row(210, '03/12', 'CHECK 1001', '200.00'),
    [80, 225, 'Total Withdrawals'],
    R(400, 225, '200.00'),
  ],
];

/** The file's pages joined into one tall sheet, each below the one before. */
const oneSheet = (pages: PageText[]): PageText[] => [
  {
    ...pages[0],
    height: pages.reduce((h, p) => h + p.height, 0),
    runs: pages.flatMap((p, i) =>
      p.runs.map((r) => ({ ...r, y: r.y + pages.slice(0, i).reduce((h, q) => h + q.height, 0) })),
    ),
  },
];

const ROWS = ['2024-03-04 credit 30000', '2024-03-08 credit 15000', '2024-03-20 credit 5000', '2024-03-12 debit 20000'];

test('a section heading printed again after a printed page number on the same sheet continues its section', async () => {
  const pages = await drawPages(PAGES);
  const apart = readStatement(pages);
  assert.deepEqual(rowsOf(apart), ROWS);
  assert.equal(apart.gate.verified, true, why(apart));
  // one sheet: read as a second deposits section, `Total Deposits 500.00` was held to its one row (50.00)
  const joined = readStatement(oneSheet(pages));
  assert.deepEqual(rowsOf(joined), ROWS);
  assert.equal(joined.gate.verified, true, why(joined));
  assert.deepEqual(joined.gate.reasons, []);
});

test('the page after a sheet of two printed pages follows its last page number: one statement, not two', async () => {
  // three printed pages, the first two on one sheet; the third prints a title of its own at its top and its balances (a consolidated statement's
  // savings recap)
  const third: Item[] = [
    [40, 40, 'Balance Calculation'],
    [480, 20, 'Page 3 of 3'],
    [350, 52, 'Account Number: XXXXXX4321'],
    [40, 70, 'Statement Period: 03/01/2024 - 03/31/2024'],
    [40, 90, 'Beginning balance'],
    R(300, 90, '1,000.00'),
    [40, 102, 'Ending balance'],
    R(300, 102, '1,300.00'),
  ];
  const drawn = await drawPages([
    PAGES[0].map((it): Item => (it[2] === 'Page 1 of 2' ? [it[0], it[1], 'Page 1 of 3'] : it)),
    PAGES[1].map((it): Item => (it[2] === 'Page 2 of 2' ? [it[0], it[1], 'Page 2 of 3'] : it)),
    third,
  ]);
  assert.equal(splitFile(drawn).segments.length, 1);
  const sheets = [...oneSheet(drawn.slice(0, 2)), { ...drawn[2], page: 2 }];
  const segs = splitFile(sheets).segments;
  assert.deepEqual(
    segs.map((s) => s.pages),
    [[1, 2]],
    segs.map((s) => s.evidence).join('; '),
  );
});

test("a footer printed above each printed page's bottom band, pages joined on one sheet, is still the page's", async () => {
  // each printed page: its number at the top, the bank's line above the bottom band at the date column's left edge
  // (a section's sub-heading there would hold the withdrawals' total to the rows printed after it)
  const top = (n: number): Item[] => [
    [40, 30, 'Account ending 4593'],
    [480, 30, `Page ${n} of 3`],
  ];
  const foot: Item = [40, 666, 'Deposit accounts are held at Harbor Test Bank. Member FDIC.'];
  const drawn = await drawPages([
    [
      ...top(1),
      ...masthead([
        ['Beginning balance', '1,000.00'],
        ['Deposits', '0.00'],
        ['Withdrawals', '350.00'],
        ['Ending balance', '650.00'],
      ]),
      [40, 200, 'WITHDRAWALS', { bold: true }],
      ...header(215),
      ...row(230, '03/04', 'ALLY AUTO PAYMT', '200.00'),
      ...row(242, '03/08', 'BLUECROSS INS PREM', '100.00'),
      foot,
    ],
    [
      ...top(2),
      [40, 60, 'WITHDRAWALS (continued)', { bold: true }],
      ...header(75),
      ...row(90, '03/20', 'MONTHLY SERVICE FEE', '50.00'),
      [80, 105, 'Total Withdrawals'],
      R(400, 105, '350.00'),
      foot,
    ],
    [...top(3), [40, 60, 'Important information about your account'], foot],
  ]);
  const ROWS3 = ['2024-03-04 debit 20000', '2024-03-08 debit 10000', '2024-03-20 debit 5000'];
  const apart = readStatement(drawn);
  assert.deepEqual(rowsOf(apart), ROWS3);
  assert.equal(apart.gate.verified, true, why(apart));
  const joined = readStatement([...oneSheet(drawn.slice(0, 2)), { ...drawn[2], page: 2 }]);
  assert.deepEqual(rowsOf(joined), ROWS3);
  assert.equal(joined.gate.verified, true, why(joined));
});
