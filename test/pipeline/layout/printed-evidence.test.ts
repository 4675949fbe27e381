// Shapes of statements printed day first with the amounts on the last line of a wrapped description, and a
// fee summary box after the transactions (a DD/MM/YY transaction account mailed with its fee summary). Each is a
// small hand-drawn statement read through the real extractor, reader and gate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, rowsOf, table, why, type Col, type Item } from './pdf.ts';

const DCB: Col[] = [
  [40, 'Date'],
  [100, 'Transaction Description'],
  [400, 'Debit', true],
  [480, 'Credit', true],
  [560, 'Balance', true],
];

const head = (): Item[] =>
  masthead(
    [
      ['Opening Balance', '1,000.00'],
      ['Closing Balance', '1,458.08'],
    ],
    'Statement Period: 01 March 2024 - 31 March 2024',
  );

const rows = [
  ['05/03/24', 'Deposit-Osko Payment 2421367', '', '500.00', '1,500.00'],
  ['20/03/24', 'Debit Card Purchase Nikotpf Derby Gbr', '', '', ''],
  ['', 'Usd 26.50 Card No. ~013575 incl. Foreign', '', '', ''],
  ['', 'Transaction Fee Aud $1.21', '41.92', '', '1,458.08'],
  ['28/03/24', 'CLOSING BALANCE', '', '', '1,458.08'],
];
const truth = ['2024-03-05 credit 50000 bal 150000', '2024-03-20 debit 4192 bal 145808'];

test('dates printed day first are read day first though the mailing block prints a unit and street number (1/19 HOTHAM ST)', async () => {
  const page = [...head(), [40, 68, '1/19 HOTHAM ST'] as Item, ...table(DCB, rows)];
  const r = readStatement(await drawPages([page]));
  assert.match(r.evidence.reading, /numeric dates day first/);
  assert.deepEqual(rowsOf(r), truth);
  assert.equal(r.gate.verified, true, why(r));
});

test('a dated line waiting for its amounts keeps waiting over a wrapped line carrying a foreign amount in its description', async () => {
  const r = readStatement(await drawPages([[...head(), ...table(DCB, rows)]]));
  assert.deepEqual(rowsOf(r), truth);
  assert.match(r.rows[1].description, /Nikotpf.*Usd 26\.50.*Fee Aud/);
  assert.equal(r.gate.verified, true, why(r));
});

test('a transaction fee summary after the transactions (volume, unit price, fee per month) is a box, not a section total of the rows', async () => {
  const fees: Item[] = [
    [40, 320, 'TRANSACTION FEE SUMMARY', { size: 11 }],
    [40, 340, '01 MAR 2024'],
    [300, 340, 'Volume'],
    R2(400, 340, 'Unit Price'),
    R2(480, 340, 'Fee'),
    [40, 352, 'Total Electronic Credits'],
    [300, 352, '19'],
    R2(400, 352, '$0.00'),
    R2(480, 352, '$0.00'),
    [40, 364, 'Branch Deposits'],
    [300, 364, '1'],
    R2(400, 364, '$3.00'),
    R2(480, 364, '$3.00'),
  ];
  const r = readStatement(await drawPages([[...head(), ...table(DCB, rows), ...fees]]));
  assert.deepEqual(rowsOf(r), truth);
  assert.deepEqual(r.accounts[0].sectionTotals, []);
  assert.equal(r.gate.verified, true, why(r));
});

function R2(x: number, y: number, text: string): Item {
  return [x, y, text, { right: true }];
}

const october = (closing: string): Item[] =>
  masthead(
    [
      ['Opening Balance', '1,000.00'],
      ['Closing Balance', closing],
    ],
    'Statement Period: 01 October 2023 - 31 October 2023',
  );
const octoberRows = [
  ['20/10/23', 'Deposit Online 2165180 Tfr', '', '500.00', '1,500.00'],
  ['23/10/23', 'Eftpos Debit 0847278 Sharing* 21.10 Popca R\\', '', '', ''],
  ['', '22/10', '2.47', '', '1,497.53'],
];

test('a dated line whose only number is inside its description waits for the amounts on its wrapped line (it was dropped)', async () => {
  const r = readStatement(await drawPages([[...october('1,497.53'), ...table(DCB, octoberRows)]]));
  assert.deepEqual(rowsOf(r), ['2023-10-20 credit 50000 bal 150000', '2023-10-23 debit 247 bal 149753']);
  assert.match(r.rows[1].description, /Sharing\* 21\.10 Popca/);
  assert.equal(r.gate.verified, true, why(r));
});

test('rows continued at the top of the next page under the same header, printed without a date, go on with the last day (they were dropped)', async () => {
  const next = table(DCB, [
    ['', 'Debit Card Purchase Bunnings 694000 Port', '', '', ''],
    ['', '', '166.81', '', '1,330.72'],
    ['25/10/23', 'Deposit Online 2165181 Tfr', '', '100.00', '1,430.72'],
  ]);
  const r = readStatement(await drawPages([[...october('1,430.72'), ...table(DCB, octoberRows)], next]));
  assert.deepEqual(rowsOf(r), [
    '2023-10-20 credit 50000 bal 150000',
    '2023-10-23 debit 247 bal 149753',
    '2023-10-23 debit 16681 bal 133072',
    '2023-10-25 credit 10000 bal 143072',
  ]);
  assert.match(r.rows[2].description, /Bunnings/);
  assert.equal(r.gate.verified, true, why(r));
});

const ING: Col[] = [
  [40, 'Date'],
  [100, 'Details'],
  [400, 'Money out $', true],
  [480, 'Money in $', true],
  [560, 'Balance $', true],
];

test('a row whose merchant prints PENDING in its description but carries its own running balance is posted: verified', async () => {
  const page = [
    ...head(),
    ...table(ING, [
      ['05/03/24', 'Osko Payment - Receipt 692954', '', '500.00', '1,500.00'],
      ['20/03/24', 'Visa Refund UBER * PENDING Sydney', '', '30.71', '1,530.71'],
      ['21/03/24', 'EFTPOS Purchase - Receipt 261016', '-72.63', '', '1,458.08'],
    ]),
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual(rowsOf(r), [
    '2024-03-05 credit 50000 bal 150000',
    '2024-03-20 credit 3071 bal 153071',
    '2024-03-21 debit 7263 bal 145808',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('totals printed under the rows outside the money columns (Total Fees for this statement: $1.50) total no section of them', async () => {
  const page = [
    ...head(),
    ...table(ING, [
      ['05/03/24', 'Osko Payment - Receipt 692954', '', '500.00', '1,500.00'],
      ['20/03/24', 'International Transaction Fee', '-1.50', '', '1,498.50'],
      ['21/03/24', 'EFTPOS Purchase - Receipt 261016', '-40.42', '', '1,458.08'],
    ]),
    [40, 300, 'Total Fees Financial Year to Date: $1.50'] as Item,
    [40, 312, 'Total Fees for this statement: $1.50'] as Item,
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual(r.accounts[0].sectionTotals, []);
  assert.equal(r.rows.length, 3);
  assert.equal(r.gate.verified, true, why(r));
});

test('rows re-printed as one run of text each (no header, the amount right after the words, ragged) keep every amount, though two happen to end at one edge', async () => {
  const page: Item[] = [
    ...masthead([
      ['Beginning Balance', '1,000.00'],
      ['Ending Balance', '1,427.90'],
    ]),
    [40, 220, '03/04 Stripe payout 500.00'],
    [40, 232, '03/05 Card purchase Home Depot store 1234 -42.10'],
    [40, 244, '03/09 Shell Oil 1234 -30.00'], // ends within 1pt of the first row's amount
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 50000', '2024-03-05 debit 4210', '2024-03-09 debit 3000']);
  assert.equal(r.gate.verified, true, why(r));
});

test('a period printed only as yearless beginning and ending balance dates beside a statement date: the period runs from the one to the other, rows read', async () => {
  const page: Item[] = [
    [40, 40, 'Harbor Test Bank', { size: 16 }],
    [350, 80, 'Statement Date: August 12, 2024'],
    [350, 92, 'Account Number: XXXXXX4321'],
    [40, 130, 'Beginning balance on 7/14'],
    R2(300, 130, '$1,000.00'),
    [40, 142, 'Deposits and other credits'],
    R2(300, 142, '300.00'),
    [40, 154, 'Withdrawals and other debits'],
    R2(300, 154, '-50.00'),
    [40, 166, 'Ending balance on 8/11'],
    R2(300, 166, '$1,250.00'),
    ...table(
      [
        [40, 'Date'],
        [100, 'Description'],
        [480, 'Amount', true],
        [560, 'Balance', true],
      ],
      [
        ['7/20', 'Deposit', '300.00', '1,300.00'],
        ['8/05', 'Fee', '-50.00', '1,250.00'],
      ],
    ),
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual([r.periodStart, r.periodEnd], ['2024-07-14', '2024-08-11']);
  assert.deepEqual(rowsOf(r), ['2024-07-20 credit 30000 bal 130000', '2024-08-05 debit 5000 bal 125000']);
  assert.equal(r.gate.verified, true, why(r));
});

test('a period broken over two lines after its dash (August 01, 2022- / August 31, 2022) is the period; MM-DD row dates read in it', async () => {
  const page: Item[] = [
    [40, 40, 'Harbor Test Bank', { size: 16 }],
    [350, 80, 'Statement Period'],
    [350, 92, 'August 01, 2022-'],
    [350, 104, 'August 31, 2022'],
    [350, 116, 'Account Number: XXXXXX4321'],
    [40, 140, 'Beginning Balance'],
    R2(300, 140, '1,000.00'),
    [40, 152, 'Ending Balance'],
    R2(300, 152, '1,250.00'),
    ...table(
      [
        [40, 'Date'],
        [100, 'Description'],
        [480, 'Amount', true],
        [560, 'Balance', true],
      ],
      [
        ['08-05', 'Deposit', '300.00', '1,300.00'],
        ['08-20', 'Fee', '-50.00', '1,250.00'],
      ],
    ),
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual([r.periodStart, r.periodEnd], ['2022-08-01', '2022-08-31']);
  assert.deepEqual(rowsOf(r), ['2022-08-05 credit 30000 bal 130000', '2022-08-20 debit 5000 bal 125000']);
  assert.equal(r.gate.verified, true, why(r));
});

test('every row printing $0.00 / -$0.00 in the column it does not use: the amount is the one that is not zero', async () => {
  const page = [
    ...masthead([
      ['Beginning Balance', '1,000.00'],
      ['Ending Balance', '1,250.00'],
    ]),
    ...table(
      [
        [40, 'Date'],
        [100, 'Description'],
        [400, 'Deposits', true],
        [480, 'Withdrawals', true],
        [560, 'Balance', true],
      ],
      [
        ['03/05', 'Deposit', '$300.00', '-$0.00', '$1,300.00'],
        ['03/20', 'Fee', '$0.00', '-$50.00', '$1,250.00'],
      ],
    ),
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual(rowsOf(r), ['2024-03-05 credit 30000 bal 130000', '2024-03-20 debit 5000 bal 125000']);
  assert.equal(r.gate.verified, true, why(r));
});

test('the bank return address block (Member FDIC. / P.O. Box / city) names no holder: the customer mailing block does', async () => {
  const page: Item[] = [
    [40, 30, 'Statement of account', { size: 14 }],
    [40, 50, 'Member FDIC.'],
    [40, 62, 'P.O. Box 6995'],
    [40, 74, 'Portland, OR 97228-6995'],
    [40, 110, 'ACME PLUMBING LLC'],
    [40, 122, '12 MAIN ST'],
    [40, 134, 'SPRINGFIELD IL 62701'],
    [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'],
    [350, 92, 'Account Number: XXXXXX4321'],
    [40, 160, 'Beginning Balance'],
    R2(300, 160, '1,000.00'),
    [40, 172, 'Ending Balance'],
    R2(300, 172, '1,000.00'),
  ];
  const r = readStatement(await drawPages([page]));
  assert.equal(r.holder, 'ACME PLUMBING LLC');
});
