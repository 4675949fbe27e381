// A statement's period printed in pieces: its range broken over two lines of the masthead's right-hand block
// beside the bank's address lines, or only year-less `Beginning balance on 7/14` / `Ending balance on 8/11`
// with the statement date printed under no label. With no period found, every year-less row was unresolved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

/** A signed Amount | Balance table of year-less rows under a two-line balance box. */
function ledger(opening: [string, string], closing: [string, string], rows: string[][]): Item[] {
  return [
    [40, 180, opening[0]],
    R(300, 180, opening[1]),
    [40, 192, closing[0]],
    R(300, 192, closing[1]),
    [40, 230, 'Date'],
    [100, 230, 'Description'],
    R(480, 230, 'Amount'),
    R(560, 230, 'Balance'),
    ...rows.flatMap(([d, desc, amt, bal], i): Item[] => [
      [40, 245 + i * 12, d],
      [100, 245 + i * 12, desc],
      R(480, 245 + i * 12, amt),
      R(560, 245 + i * 12, bal),
    ]),
  ];
}

const ROWS = [
  ['07/15', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
  ['07/28', 'ACH DEBIT PAYROLL', '-200.00', '1,300.00'],
];

/** Year-less `Beginning balance on 7/14` / `Ending balance on 8/11` over year-less rows. */
const BALANCES_ON_DAYS = ledger(
  ['Beginning balance on 7/14', '1,000.00'],
  ['Ending balance on 8/11', '1,300.00'],
  [
    ['7/15', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
    ['8/01', 'ACH DEBIT PAYROLL', '-200.00', '1,300.00'],
  ],
);

test('a range broken after its dash goes on in its own column, beside the address lines', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
        [340, 70, 'Statement period'],
        [420, 82, 'July 1, 2025 -'],
        [40, 88, 'Harbor Test Bank, N.A.'],
        [40, 96, 'P.O. Box 15284'],
        [420, 96, 'July 31, 2025'],
        [40, 108, 'Wilmington, DE 19850-5284'],
        [340, 108, 'Account Number: XXXXXX4321'],
        ...ledger(['Beginning balance', '1,000.00'], ['Ending balance', '1,300.00'], ROWS),
      ],
    ]),
  );
  assert.equal(`${r.periodStart}..${r.periodEnd}`, '2025-07-01..2025-07-31');
  assert.deepEqual(rowsOf(r), ['2025-07-15 credit 50000 bal 150000', '2025-07-28 debit 20000 bal 130000']);
  assert.equal(r.gate.verified, true, why(r));
});

test('year-less beginning and ending balance days take their year from the closing day printed with one', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
        [420, 70, 'Business Checking'],
        [420, 82, 'August 11, 2025'],
        [40, 88, 'ACME PLUMBING LLC'],
        [340, 108, 'Account Number: XXXXXX4321'],
        ...BALANCES_ON_DAYS,
      ],
    ]),
  );
  assert.equal(`${r.periodStart}..${r.periodEnd}`, '2025-07-14..2025-08-11');
  assert.deepEqual(rowsOf(r), ['2025-07-15 credit 50000 bal 150000', '2025-08-01 debit 20000 bal 130000']);
  assert.equal(r.gate.verified, true, why(r));
});

test('a full date of another day (a due date) gives no year: the period stays missing', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
        [420, 82, 'August 25, 2025'],
        [340, 108, 'Account Number: XXXXXX4321'],
        ...BALANCES_ON_DAYS,
      ],
    ]),
  );
  assert.equal(r.periodEnd, null);
  assert.equal(r.gate.verified, false);
});

/** A masthead whose right-hand block prints the period in two pieces on the baselines of the address lines. */
function splitPeriod(pieces: Item[]): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [420, 70, 'STATEMENT PERIOD'],
    [40, 84, 'Harbor Test Bank'],
    [40, 96, 'P.O. Box 15284'],
    [40, 108, 'Wilmington, DE 19850-5284'],
    [340, 124, 'Account Number: XXXXXX4321'],
    ...pieces,
    ...ledger(['Beginning balance', '1,000.00'], ['Ending balance', '1,300.00'], ROWS),
  ];
}

const SPLIT_PERIODS: Array<[string, Item[]]> = [
  [
    'its connector ending the start, on the baseline of an address line',
    [
      [460, 96, '07/01/2025 through'],
      [460, 108, '07/31/2025'],
    ],
  ],
  [
    'its connector starting the end',
    [
      [460, 96, 'July 1, 2025'],
      [460, 108, 'to July 31, 2025'],
    ],
  ],
  [
    'no connector, the two dates stacked under the period title',
    [
      [460, 84, '07/01/2025'],
      [460, 96, '07/31/2025'],
    ],
  ],
  ['no connector, the two dates side by side under the period title', [[420, 84, '07/01/2025      07/31/2025']]],
];

for (const [shape, pieces] of SPLIT_PERIODS)
  test(`a period printed in two pieces is read: ${shape}`, async () => {
    const r = readStatement(await drawPages([splitPeriod(pieces)]));
    assert.equal(`${r.periodStart}..${r.periodEnd}`, '2025-07-01..2025-07-31');
    assert.deepEqual(rowsOf(r), ['2025-07-15 credit 50000 bal 150000', '2025-07-28 debit 20000 bal 130000']);
    assert.equal(r.gate.verified, true, why(r));
  });

test('two stacked full dates under no period title are no range (a statement date over a due date)', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
        [420, 70, 'Payment information'],
        [460, 84, '07/01/2025'],
        [460, 96, '07/31/2025'],
        [340, 124, 'Account Number: XXXXXX4321'],
        ...ledger(['Beginning balance', '1,000.00'], ['Ending balance', '1,300.00'], ROWS),
      ],
    ]),
  );
  assert.notEqual(`${r.periodStart}..${r.periodEnd}`, '2025-07-01..2025-07-31');
});

test('one month named once over its days (`June 1-30, 2025`, `Sep 1 - 30, 2025`, `November 1 to 30, 2025`) is the period', async () => {
  for (const [printed, start, end] of [
    ['Statement period: June 1-30, 2025', '2025-06-01', '2025-06-30'],
    ['For Sep 1 - 30, 2025', '2025-09-01', '2025-09-30'],
    ['Statement Period November 1 to 30, 2025', '2025-11-01', '2025-11-30'],
  ]) {
    const rows = [
      [start.slice(5).replace('-', '/'), 'MOBILE DEPOSIT', '500.00', '1,500.00'],
      [end.slice(5).replace('-', '/'), 'ACH DEBIT PAYROLL', '-200.00', '1,300.00'],
    ];
    const r = readStatement(
      await drawPages([
        [
          [40, 40, 'Harbor Test Bank', { size: 14 }],
          [330, 80, printed],
          [330, 92, 'Account Number: XXXXXX4321'],
          ...ledger(['Beginning Balance', '1,000.00'], ['Ending Balance', '1,300.00'], rows),
        ],
      ]),
    );
    assert.deepEqual([r.periodStart, r.periodEnd], [start, end], printed);
    assert.equal(r.gate.verified, true, why(r));
  }
});
