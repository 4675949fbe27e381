// A credit union prints each account of a membership under a heading of its product and its number with the share's
// suffix (`SHARE SAVINGS  1127-00`, `CHECKING  1135-10`), no label, no mask: each heading is that account's, its
// number the base before the suffix (the masthead's `Member Number XXXX1127`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type Row = [date: string, desc: string, out: string, inn: string, bal: string];

/** A heading, its own summary box with counts, then a Withdrawals | Deposits | Balance table, $0.00 where unused. */
function account(y: number, heading: string, box: [string, string, string, string], rows: Row[]): Item[] {
  const [opening, out, inn, closing] = box;
  return [
    [40, y, heading],
    [40, y + 20, 'Account Summary'],
    [40, y + 31, 'Beginning Balance'],
    R(300, y + 31, opening),
    [40, y + 42, `Withdrawals (${rows.filter((r) => r[2] !== '$0.00').length})`],
    R(300, y + 42, out),
    [40, y + 53, `Deposits (${rows.filter((r) => r[3] !== '$0.00').length})`],
    R(300, y + 53, inn),
    [40, y + 64, 'Ending Balance'],
    R(300, y + 64, closing),
    [40, y + 84, 'Transactions'],
    [40, y + 95, 'Date'],
    [96, y + 95, 'Description'],
    R(410, y + 95, 'Withdrawals'),
    R(490, y + 95, 'Deposits'),
    R(570, y + 95, 'Balance'),
    [96, y + 106, 'Beginning Balance'],
    R(570, y + 106, opening),
    ...rows.flatMap(([d, desc, o, i, b], k): Item[] => [
      [40, y + 117 + k * 11, d],
      [96, y + 117 + k * 11, desc],
      R(410, y + 117 + k * 11, o),
      R(490, y + 117 + k * 11, i),
      R(570, y + 117 + k * 11, b),
    ]),
  ];
}

test('an account heading printing its number with a share suffix (`CHECKING  1135-10`) is that account, numbered by its base', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 55, 'Harbor Federal Credit Union', { size: 12 }],
        [340, 55, 'Statement Period 11/01/2025 - 11/30/2025'],
        [340, 65, 'Member Number XXXX1127'],
        [56, 96, 'ALEJANDRO M SAUCEDO'],
        ...account(
          137,
          'SHARE SAVINGS  1127-00',
          ['$525.00', '$0.00', '$2,385.18', '$2,910.18'],
          [
            ['11/07', 'TRANSFER FROM CHECKING XXXXXX1135', '$0.00', '$2,363.59', '$2,888.59'],
            ['11/28', 'INTEREST PAYMENT', '$0.00', '$21.59', '$2,910.18'],
          ],
        ),
        ...account(
          320,
          'CHECKING  1135-10',
          ['$2,257.50', '$2,523.59', '$2,037.07', '$1,770.98'],
          [
            ['11/03', 'POS PURCHASE CHIPOTLE 2210', '$160.00', '$0.00', '$2,097.50'],
            ['11/04', 'ACME HEALTH SYS PAYROLL PPD', '$0.00', '$2,037.07', '$4,134.57'],
            ['11/07', 'TRANSFER TO SAVINGS XXXXXX1127', '$2,363.59', '$0.00', '$1,770.98'],
          ],
        ),
      ],
    ]),
  );
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(
    r.accounts.map((a) => [a.numberSuffix, a.opening?.cents, a.closing?.cents]),
    [
      ['1127', 52500, 291018],
      ['1135', 225750, 177098],
    ],
  );
  // the statement's account among several is still the one holding most rows
  assert.equal(r.accountLast4, '1135');
});
