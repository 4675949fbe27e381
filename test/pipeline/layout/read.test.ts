// The layout reader on hand-drawn statements: what the generator's layouts do not cover on purpose
// (every negative-number style, year-less dates across a year end, a table printed without a header,
// a broken text layer). Each PDF goes through the real extractor; rows are compared exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

type Row = [date: string, type: 'credit' | 'debit', cents: number, balance: number | null];
const rowsOf = (r: ReturnType<typeof readStatement>): Row[] =>
  r.rows.map((x) => [x.date, x.type, x.amountCents, x.balanceCents]);

function masthead(period: string, opening: string, closing: string): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [40, 80, 'ACME PLUMBING LLC'],
    [40, 92, '12 MAIN ST'],
    [40, 104, 'SPRINGFIELD IL 62701'],
    [350, 80, `Statement Period: ${period}`],
    [350, 92, 'Account Number: XXXXXX4321'],
    [40, 140, 'Beginning Balance'],
    R(300, 140, opening),
    [40, 152, 'Ending Balance'],
    R(300, 152, closing),
  ];
}

test('year-less dates across a year end take their year from the period', async () => {
  const pages = await drawPages([
    [
      ...masthead('12/16/2023 - 01/15/2024', '$1,000.00', '$1,349.50'),
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(400, 200, 'Withdrawals'),
      R(480, 200, 'Deposits'),
      R(560, 200, 'Balance'),
      [40, 215, '12/20'],
      [100, 215, 'Deposit Ref 12/02 $5,035.59'],
      R(480, 215, '500.00'),
      R(560, 215, '1,500.00'),
      [40, 227, '12/28'],
      [100, 227, 'ACH Debit Utility Co'],
      R(400, 227, '100.25'),
      R(560, 227, '1,399.75'),
      [100, 239, 'PPD ID 998877 ref 1,234.00'],
      [40, 251, '01/03'],
      [100, 251, 'Card Purchase'],
      R(400, 251, '50.25'),
      R(560, 251, '1,349.50'),
    ],
  ]);
  const r = readStatement(pages);
  assert.deepEqual(rowsOf(r), [
    ['2023-12-20', 'credit', 50000, 150000],
    ['2023-12-28', 'debit', 10025, 139975],
    ['2024-01-03', 'debit', 5025, 134950],
  ]);
  assert.equal(r.rows[0].description, 'Deposit Ref 12/02 $5,035.59');
  assert.equal(r.rows[1].description, 'ACH Debit Utility Co PPD ID 998877 ref 1,234.00');
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.equal(r.periodStart, '2023-12-16');
});

test('every printed negative style in a signed amount column: -, (), trailing -, DR, unicode minus, CR', async () => {
  const amounts = ['-1.00', '(2.00)', '3.00-', '4.00 DR', '\u2212$5.00', '6.00 CR', '+7.00', '$8.00'];
  let bal = 100000;
  const items: Item[] = [[40, 200, 'Date'], [100, 200, 'Description'], R(480, 200, 'Amount'), R(560, 200, 'Balance')];
  const want: Row[] = [];
  amounts.forEach((a, i) => {
    const cents = (i + 1) * 100;
    const credit = i >= 5;
    bal += credit ? cents : -cents;
    want.push([`2024-03-${String(i + 2).padStart(2, '0')}`, credit ? 'credit' : 'debit', cents, bal]);
    items.push(
      [40, 215 + i * 12, `03/${String(i + 2).padStart(2, '0')}`],
      [100, 215 + i * 12, `Item ${i + 1}`],
      R(480, 215 + i * 12, a),
      R(560, 215 + i * 12, `${Math.floor(bal / 100).toLocaleString('en-US')}.${String(bal % 100).padStart(2, '0')}`),
    );
  });
  const pages = await drawPages([[...masthead('03/01/2024 - 03/31/2024', '1,000.00', '1,006.00'), ...items]]);
  const r = readStatement(pages);
  assert.deepEqual(rowsOf(r), want);
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
});

test('a table printed without a header: the column reading that keeps the balance chain is chosen', async () => {
  const pages = await drawPages([
    [
      ...masthead('03/01/2024 - 03/31/2024', '1,000.00', '1,150.00'),
      [40, 200, 'Transactions', { bold: true }],
      [40, 215, '03/04'],
      [100, 215, 'Deposit'],
      R(400, 215, '300.00'),
      R(560, 215, '1,300.00'),
      [40, 227, '03/05'],
      [100, 227, 'Rent'],
      R(480, 227, '200.00'),
      R(560, 227, '1,100.00'),
      [40, 239, '03/06'],
      [100, 239, 'Card refund'],
      R(400, 239, '75.00'),
      R(560, 239, '1,175.00'),
      [40, 251, '03/09'],
      [100, 251, 'Fee'],
      R(480, 251, '25.00'),
      R(560, 251, '1,150.00'),
    ],
  ]);
  const r = readStatement(pages);
  assert.deepEqual(rowsOf(r), [
    ['2024-03-04', 'credit', 30000, 130000],
    ['2024-03-05', 'debit', 20000, 110000],
    ['2024-03-06', 'credit', 7500, 117500],
    ['2024-03-09', 'debit', 2500, 115000],
  ]);
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.ok(r.evidence.tried.length > 1, 'several readings were tried');
});

test('numbers cut by a space are reported as a broken text layer and never verified', async () => {
  const pages = await drawPages([
    [
      ...masthead('03/01/2024 - 03/31/2024', '1,000.00', '2,315.61'),
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(480, 200, 'Amount'),
      [40, 215, '03/04'],
      [100, 215, 'Deposit'],
      [420, 215, '1,31'],
      [440, 215, '5.61'],
    ],
  ]);
  const r = readStatement(pages);
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('broken_text_layer'));
  assert.ok(r.warnings.some((w) => w.code === 'digits_split' && w.page === 1));
});

test('a daily ending balance table is not read as transactions', async () => {
  const pages = await drawPages([
    [
      ...masthead('03/01/2024 - 03/31/2024', '1,000.00', '1,250.00'),
      [40, 190, 'Deposits and Additions', { bold: true }],
      [40, 205, 'Date'],
      [100, 205, 'Description'],
      R(480, 205, 'Amount'),
      [40, 220, '03/04'],
      [100, 220, 'Deposit'],
      R(480, 220, '250.00'),
      [100, 232, 'Total Deposits and Additions'],
      R(480, 232, '$250.00'),
      [40, 260, 'Daily Ending Balance', { bold: true }],
      [40, 275, 'Date'],
      R(200, 275, 'Balance'),
      [240, 275, 'Date'],
      R(400, 275, 'Balance'),
      [40, 290, '03/01'],
      R(200, 290, '1,000.00'),
      [240, 290, '03/04'],
      R(400, 290, '1,250.00'),
    ],
  ]);
  const r = readStatement(pages);
  assert.deepEqual(rowsOf(r), [['2024-03-04', 'credit', 25000, null]]);
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.ok(r.gate.evidence.equations.some((e) => e.kind === 'section_total' && e.holds));
});

test('a statement listing newest first: dates run backwards and the balance chain runs bottom up', async () => {
  const pages = await drawPages([
    [
      ...masthead('03/01/2024 - 03/31/2024', '1,000.00', '1,150.00'),
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(480, 200, 'Amount'),
      R(560, 200, 'Balance'),
      [40, 215, '03/20'],
      [100, 215, 'Fee'],
      R(480, 215, '-25.00'),
      R(560, 215, '1,150.00'),
      [40, 227, '03/12'],
      [100, 227, 'Deposit'],
      R(480, 227, '375.00'),
      R(560, 227, '1,175.00'),
      [40, 239, '03/05'],
      [100, 239, 'Rent'],
      R(480, 239, '-200.00'),
      R(560, 239, '800.00'),
    ],
  ]);
  const r = readStatement(pages);
  assert.deepEqual(rowsOf(r), [
    ['2024-03-20', 'debit', 2500, 115000],
    ['2024-03-12', 'credit', 37500, 117500],
    ['2024-03-05', 'debit', 20000, 80000],
  ]);
  assert.equal(r.newestFirst, true);
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
});

test('two readings that both reconcile with different ledgers are ambiguous, never verified', async () => {
  // Two sections whose titles name no sign and whose amounts are equal: in+out or out+in both reconcile.
  const pages = await drawPages([
    [
      ...masthead('03/01/2024 - 03/31/2024', '1,000.00', '1,000.00'),
      [40, 190, 'Electronic Items', { bold: true }],
      [40, 205, 'Date'],
      [100, 205, 'Description'],
      R(480, 205, 'Amount'),
      [40, 220, '03/04'],
      [100, 220, 'Transfer'],
      R(480, 220, '100.00'),
      [40, 250, 'Other Items', { bold: true }],
      [40, 265, 'Date'],
      [100, 265, 'Description'],
      R(480, 265, 'Amount'),
      [40, 280, '03/09'],
      [100, 280, 'Transfer'],
      R(480, 280, '100.00'),
    ],
  ]);
  const r = readStatement(pages);
  assert.equal(r.rows.length, 2);
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('ambiguous_reading'), r.gate.reasons.join(','));
});

test('glyphs without a Unicode mapping and numbers cut after the decimal point are blocking warnings', async () => {
  const { textLayerWarnings } = await import('../../../src/pipeline/layout/integrity.ts');
  const { pageLines } = await import('../../../src/pipeline/layout/lines.ts');
  const run = (x: number, str: string) => ({ str, x, y: 100, width: str.length * 5, height: 10, fontName: 'F1' });
  const page = {
    page: 2,
    width: 612,
    height: 792,
    runs: [run(40, 'Deposit'), run(400, '1,315.6'), run(437, '1'), { ...run(40, '\uE001\uE002\uE003\uE004'), y: 130 }],
  };
  const w = textLayerWarnings([page], pageLines(page));
  assert.deepEqual(
    w.map((x) => [x.code, x.page, x.blocking]),
    [
      ['digits_split', 2, true],
      ['garbled_text', 2, true],
    ],
  );
  const clean = { ...page, runs: [run(40, 'Deposit on Jan 1, 2025'), run(400, '1,315.61')] };
  assert.deepEqual(textLayerWarnings([clean], pageLines(clean)), []);
});
