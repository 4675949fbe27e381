// Rows printed in the order the bank processed them but dated in a value-date column (`Rente datum`, `Value
// date`): a value date may fall a day or two before the row above's. The statement orders nothing by that column,
// so such a step back is no broken order; a date further back (a misread digit: `02-06` read where `22-06` was
// printed) is still what the date order check catches, on a ledger that reconciles and reproduces every total.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

/** `dateTitle` over the dates; `titleBelow` its second word on the line under the header (`Rente` / `datum`). */
function valueDated(dateTitle: string, dates: string[], titleBelow?: string): Item[][] {
  // [date, description, credit, debit]
  const rows: Array<[string, string, string, string]> = [
    ['MOBILE DEPOSIT', '500.00', ''],
    ['CARD PURCHASE ALBERT HEIJN', '', '20.00'],
    ['DIRECT DEBIT INSURANCE', '', '30.00'],
    ['ACCOUNT FEES', '', '5.00'],
    ['CARD PURCHASE SHELL', '', '45.00'],
  ].map(([desc, credit, debit], i) => [dates[i], desc, credit, debit] as [string, string, string, string]);
  return [
    [
      ...masthead([
        ['Opening balance', '1,000.00'],
        ['Total credits', '500.00'],
        ['Total debits', '100.00'],
        ['Closing balance', '1,400.00'],
      ]),
      [40, 220, dateTitle],
      ...(titleBelow ? [[40, 227, titleBelow] as Item] : []),
      [110, 220, 'Description'],
      R(450, 220, 'Debit'),
      R(530, 220, 'Credit'),
      ...rows.flatMap(([d, desc, credit, debit], i): Item[] => [
        [40, 235 + i * 12, d],
        [110, 235 + i * 12, desc],
        ...(debit ? [R(450, 235 + i * 12, debit)] : []),
        ...(credit ? [R(530, 235 + i * 12, credit)] : []),
      ]),
    ],
  ];
}

const STEPS_BACK = ['03/04', '03/06', '03/05', '03/05', '03/09'];

test('a value-dated column stepping a day back under rows in processing order verifies', async () => {
  const r = readStatement(await drawPages(valueDated('Value date', STEPS_BACK)));
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000',
    '2024-03-06 debit 2000',
    '2024-03-05 debit 3000',
    '2024-03-05 debit 500',
    '2024-03-09 debit 4500',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a value-date title printed on two lines, its second word under the header, names the column too', async () => {
  const r = readStatement(await drawPages(valueDated('Rente', STEPS_BACK, 'datum')));
  assert.equal(r.rows.length, 5);
  assert.equal(r.gate.verified, true, why(r));
});

test('the same step back in a column that is the posting date is a broken order', async () => {
  const r = readStatement(await drawPages(valueDated('Date', STEPS_BACK)));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('date_order_broken'), why(r));
});

test('a value date far behind the row above (a misread date) still breaks the order on a ledger that reconciles', async () => {
  const r = readStatement(await drawPages(valueDated('Value date', ['03/04', '03/26', '03/06', '03/27', '03/28'])));
  assert.equal(
    r.gate.evidence.equations.every((e) => e.holds),
    true,
    'every equation holds',
  );
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('date_order_broken'), why(r));
});
