// A section heading printing its count and a legend for the mark some of its rows carry, on one line (`Checks Paid
// No. Checks: 2 *Indicates break in serial sequence or check processed electronically and listed under Electronic
// Payments`): the line was too long to be a heading, so the checks two-up under it stayed in the section above,
// read as deposits (`unreconciled; printed_total_mismatch`). The legend is a footnote, not the section's name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

const LEGEND =
  'Checks Paid No. Checks: 2 *Indicates break in serial sequence or check processed electronically and listed under Electronic Payments';

/** A `POSTING DATE | DESCRIPTION | AMOUNT` section closed by its `Subtotal:`. */
function section(y: number, heading: string, rows: Array<[string, string, string]>, subtotal: string): Item[] {
  return [
    [40, y, heading, { bold: true }],
    [40, y + 12, 'POSTING DATE'],
    [110, y + 12, 'DESCRIPTION'],
    R(560, y + 12, 'AMOUNT'),
    ...rows.flatMap(([d, text, amt], i): Item[] => [
      [40, y + 24 + i * 12, d],
      [110, y + 24 + i * 12, text],
      R(560, y + 24 + i * 12, amt),
    ]),
    [110, y + 24 + rows.length * 12, 'Subtotal:'],
    R(560, y + 24 + rows.length * 12, subtotal),
  ];
}

function drawn(secondCheck: string): Item[][] {
  const box = masthead([
    ['Beginning Balance', '1,000.00'],
    ['Deposits', '800.00'],
    ['Checks Paid', '500.00'],
    ['Electronic Payments', '150.00'],
    ['Ending Balance', '1,150.00'],
  ]);
  const checks: Item[] = [
    [40, 310, LEGEND, { bold: true }],
    [40, 322, 'DATE'],
    [80, 322, 'SERIAL NO.'],
    R(250, 322, 'AMOUNT'),
    [320, 322, 'DATE'],
    [360, 322, 'SERIAL NO.'],
    R(530, 322, 'AMOUNT'),
    [40, 334, '03/05'],
    [80, 334, '1501'],
    R(250, 334, '400.00'),
    [320, 334, '03/12'],
    [360, 334, '1503*'],
    R(530, 334, secondCheck),
    [40, 346, 'Subtotal:'],
    R(250, 346, '500.00'),
  ];
  return [
    [
      ...box,
      ...section(
        240,
        'Deposits',
        [
          ['03/04', 'MOBILE DEPOSIT', '500.00'],
          ['03/18', 'CCD DEPOSIT, STRIPE TRANSFER', '300.00'],
        ],
        '800.00',
      ),
      ...checks,
      ...section(
        380,
        'Electronic Payments',
        [
          ['03/07', 'CCD DEBIT, COMCAST BUSINESS PAYMENT', '100.00'],
          ['03/21', 'CCD DEBIT, YELLOWSTONE CAP DAILY ACH', '50.00'],
        ],
        '150.00',
      ),
    ],
  ];
}

test('a section heading followed by its count and a footnote legend still opens its section', async () => {
  const r = readStatement(await drawPages(drawn('100.00')));
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000',
    '2024-03-18 credit 30000',
    '2024-03-05 debit 40000',
    '2024-03-12 debit 10000',
    '2024-03-07 debit 10000',
    '2024-03-21 debit 5000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a check under such a heading changed by one digit is refused', async () => {
  const r = readStatement(await drawPages(drawn('190.00')));
  assert.equal(r.gate.verified, false, why(r));
});
