// UK statements (HSBC-shaped, from the anonymised real set): text layers that cut words and numbers
// inside one run, day-first dates with month names and two-digit years, Paid out / Paid in columns,
// balances carried and brought forward on every page, overdrawn balances printed "36.61 D", credit-card
// statements with a two-line header, and a period with no activity. Pages are built as the extractor
// returns them (runs with x, baseline y, width, size), so each case is a few lines of real geometry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import type { PageText, TextRun } from '../../../src/pipeline/types.ts';

type Cell = [x: number, y: number, str: string, opts?: { right?: boolean; width?: number }];
const SIZE = 9;
const widthOf = (s: string): number => s.length * 0.5 * SIZE;
const run = ([x, y, str, o]: Cell): TextRun => {
  const width = o?.width ?? widthOf(str);
  return { str, x: o?.right ? x - width : x, y, width, height: SIZE, fontName: 'g_d0_f1' };
};
const page = (n: number, cells: Cell[]): PageText => ({ page: n, width: 595, height: 842, runs: cells.map(run) });
const R = (x: number, y: number, str: string, width?: number): Cell => [x, y, str, { right: true, width }];

type Row = [date: string, type: 'credit' | 'debit', cents: number, balance: number | null];
const rowsOf = (r: ReturnType<typeof readStatement>): Row[] =>
  r.rows.map((x) => [x.date, x.type, x.amountCents, x.balanceCents]);

const tableHeader = (y: number): Cell[] => [
  [53, y, 'Date'],
  [117, y, 'Pay m e nt t y pe and de t ails'],
  [357, y, 'Paid o ut'],
  [446, y, 'Paid in'],
  [521, y, 'Balance'],
];

test('a UK current account: cut labels and digits, "10 Jun 19" dates, paid out/in, balances carried across pages, an overdrawn "D" balance', () => {
  const p1 = page(1, [
    [360, 206, 'Account Summary'],
    // "366 .39" is one drawn number: the text layer put a space inside the run, taking no width.
    [360, 222, 'Ope ning Balance'],
    R(547, 222, '366 .39', 27),
    [360, 236, 'Paym e nts In'],
    R(547, 236, '100.00'),
    [360, 251, 'Paym e nts Out'],
    R(547, 251, '403.00'),
    [360, 265, 'Clos ing Balance'],
    R(547, 265, '63.39'),
    [360, 279, 'Arrange d Ove rdraft Lim it'],
    R(547, 279, '500.00'),
    [52, 348, '11 June to 10 July 2019'],
    ...tableHeader(448),
    [53, 476, '10 Jun 19'],
    [140, 476, 'BALANCE BROUGHT FORWARD'],
    R(550, 476, '366.39'),
    [53, 486, '17 Jun 19'],
    [113, 486, 'DD'],
    [140, 486, 'WATER CO'],
    R(390, 486, '12.00'),
    R(550, 486, '354.39'),
    [53, 498, '25 Jun 19'],
    [113, 498, 'ATM'],
    [140, 498, 'CASH HIGH ST'],
    [140, 509, '@18:53'],
    R(390, 509, '250.00'),
    R(550, 509, '104.39'),
    [140, 530, 'BALANCE CARRIED FORWARD'],
    R(550, 530, '104.39'),
  ]);
  const p2 = page(2, [
    ...tableHeader(227),
    [140, 247, 'BALANCE BROUGHT FORWARD'],
    R(550, 247, '104.39'),
    // Same day as the last row of page 1: printed without a date after the balance brought forward.
    [113, 258, 'DD'],
    [140, 258, 'COUNCIL TAX'],
    R(390, 258, '141.00'),
    R(550, 258, '36.61'),
    [553, 258, 'D'],
    [53, 270, '04 Jul 19'],
    [113, 270, 'CR'],
    [140, 270, 'EMPLOYER LTD'],
    R(470, 270, '100.00'),
    R(550, 270, '63.39'),
    [53, 282, '10 Jul 19'],
    [140, 282, 'BALANCE CARRIED FORWARD'],
    R(550, 282, '63.39'),
  ]);
  const r = readStatement([p1, p2]);
  assert.equal(r.periodStart, '2019-06-11');
  assert.equal(r.periodEnd, '2019-07-10');
  assert.equal(r.accounts[0].opening?.cents, 36639);
  assert.equal(r.accounts[0].closing?.cents, 6339);
  assert.deepEqual(rowsOf(r), [
    ['2019-06-17', 'debit', 1200, 35439],
    ['2019-06-25', 'debit', 25000, 10439],
    ['2019-06-25', 'debit', 14100, -3661],
    ['2019-07-04', 'credit', 10000, 6339],
  ]);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
  // The glued number is noted, not blocking: the arithmetic above holds with it.
  assert.deepEqual(
    r.warnings.filter((w) => w.code === 'digits_split').map((w) => w.blocking),
    [false],
  );
});

test('a number cut with a real gap inside one run is not glued (two numbers the extractor merged)', () => {
  const lines = pageLines(
    page(1, [
      [40, 100, 'Deposit'],
      [400, 100, '1,31 5.61', { width: widthOf('1,31 5.61') + 6 }],
    ]),
  );
  assert.deepEqual(
    lines[0].words.map((w) => w.text),
    ['Deposit', '1,31', '5.61'],
  );
  const kerned = pageLines(
    page(1, [
      [40, 100, 'Deposit'],
      [400, 100, '1,31 5.61', { width: 35 }],
    ]),
  );
  assert.deepEqual(
    kerned[0].words.map((w) => w.text),
    ['Deposit', '1,315.61'],
  );
});

test('labels cut inside words are rejoined only into label words; real word pairs stay apart', () => {
  const lines = pageLines(
    page(1, [
      [40, 100, 'Credit Lim it'],
      [200, 100, 'Paid in'],
      [300, 100, 'M inim um paym ent'],
      [40, 120, 'Pay in to Savings'],
    ]),
  );
  assert.equal(lines[0].text, 'Credit Limit Paid in Minimum payment');
  assert.equal(lines[1].text, 'Pay in to Savings');
});

test('a credit card: two-line header (Amount titled above), posting date column, CR credits, previous + debits - credits = new', () => {
  const p = page(1, [
    [361, 213, 'Credit Lim it'],
    R(540, 213, '£10,500.00'),
    [361, 241, 'Previous Balance'],
    R(540, 241, '100.00'),
    [361, 255, 'Debits'],
    R(540, 255, '50.00'),
    [361, 269, 'Credits'],
    R(540, 269, '100.00'),
    [361, 283, 'New Balance'],
    R(540, 283, '50.00'),
    [361, 311, 'Minimum payment'],
    R(540, 311, '£5.00'),
    [57, 488, 'Statement Date 11 January 2022'],
    [54, 516, 'Your Transaction Details'],
    [518, 516, 'Amount'],
    [54, 526, 'Received By Us'],
    [135, 526, 'Transaction Date'],
    [230, 526, 'Details'],
    // Transaction dates run out of order; the posting dates (Received By Us) do not.
    [54, 545, '13 Dec 21'],
    [135, 545, '11 Dec 21'],
    [230, 545, 'BOOKSHOP'],
    R(545, 545, '20.00'),
    [54, 557, '14 Dec 21'],
    [135, 557, '10 Dec 21'],
    [230, 557, 'GROCER'],
    R(545, 557, '30.00'),
    [54, 569, '04 Jan 22'],
    [135, 569, '04 Jan 22'],
    [230, 569, 'PAYMENT THANK YOU'],
    R(545, 569, '100.00CR'),
  ]);
  const r = readStatement([p]);
  assert.equal(r.statementKind, 'credit_card');
  assert.equal(r.periodEnd, '2022-01-11');
  assert.deepEqual(rowsOf(r), [
    ['2021-12-13', 'debit', 2000, null],
    ['2021-12-14', 'debit', 3000, null],
    ['2022-01-04', 'credit', 10000, null],
  ]);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
});

test('a period with no activity verifies only on printed 0.00 totals and equal balances', () => {
  const idle = (paidIn: string): PageText =>
    page(1, [
      [360, 222, 'Ope ning Balance'],
      R(547, 222, '32.22'),
      [360, 236, 'Paym e nts In'],
      R(547, 236, paidIn),
      [360, 251, 'Paym e nts Out'],
      R(547, 251, '0.00'),
      [360, 265, 'Clos ing Balance'],
      R(547, 265, '32.22'),
      [52, 348, '29 March 2021 to 28 March 2022'],
      ...tableHeader(448),
      [53, 476, '28 Mar 21'],
      [140, 476, 'BALANCE BROUGHT FORWARD'],
      R(550, 476, '32.22'),
      [53, 488, '28 Mar 22'],
      [140, 488, 'BALANCE CARRIED FORWARD'],
      R(550, 488, '32.22'),
    ]);
  const quiet = readStatement([idle('0.00')]);
  assert.equal(quiet.rows.length, 0);
  assert.equal(quiet.gate.verified, true, quiet.gate.reasons.join(','));
  // Money printed as paid in but no row read: the table was not read, never "no activity".
  const missed = readStatement([idle('5.00')]);
  assert.equal(missed.gate.verified, false);
  assert.ok(missed.gate.reasons.includes('no_transactions'), missed.gate.reasons.join(','));
});

test('a calendar month printed day first with its month once ("1 to 30 November 2025") is the period', () => {
  for (const [printed, start, end] of [
    ['1 to 30 November 2025', '2025-11-01', '2025-11-30'],
    ['1st - 30th Nov 2025', '2025-11-01', '2025-11-30'],
  ]) {
    const p = page(1, [
      [40, 55, 'HSBC UK'],
      [340, 55, 'Statement period'],
      R(560, 55, printed),
      [340, 75, 'Account Number'],
      R(560, 75, '71284419'),
      [40, 158, 'Opening Balance'],
      R(300, 158, '£2,134.34'),
      [40, 168, 'Payments In'],
      R(300, 168, '£81.50'),
      [40, 178, 'Payments Out'],
      R(300, 178, '£366.51'),
      [40, 189, 'Closing Balance'],
      R(300, 189, '£1,849.33'),
      ...tableHeader(219),
      [140, 230, 'BALANCE BROUGHT FORWARD'],
      R(550, 230, '2,134.34'),
      // the date printed once a day, the balance at the day's last row
      [53, 240, '03 Nov 25'],
      [113, 240, 'SO'],
      [140, 240, 'HOLT LETTINGS RENT'],
      R(390, 240, '270.95'),
      [113, 250, 'DD'],
      [140, 250, 'VODAFONE LTD'],
      R(390, 250, '95.56'),
      R(550, 250, '1,767.83'),
      [53, 261, '06 Nov 25'],
      [113, 261, 'CR'],
      [140, 261, 'FASTER PAYMENT'],
      R(470, 261, '81.50'),
      R(550, 261, '1,849.33'),
      [140, 271, 'BALANCE CARRIED FORWARD'],
      R(550, 271, '1,849.33'),
    ]);
    const r = readStatement([p]);
    assert.deepEqual([r.periodStart, r.periodEnd], [start, end], printed);
    assert.deepEqual(rowsOf(r), [
      ['2025-11-03', 'debit', 27095, null],
      ['2025-11-03', 'debit', 9556, 176783],
      ['2025-11-06', 'credit', 8150, 184933],
    ]);
    assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
  }
});
