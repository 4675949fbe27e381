// A marketing paragraph above the summary whose third line begins with a date and carries an amount (`... Offer of a
// $400.00 bonus for new accounts opened by` over `September 29, 2023 with $25,000.00 in new money; terms apply.`).
// Outside any table, a sentence with a date inside it was already prose; one beginning with its date was read as a
// row of a headerless table: $25,000.00 added to the credits, dated outside the period (unreconciled;
// printed_total_mismatch; date_outside_period).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

const S = { size: 6.6 };

function statement(paragraphLine: string, rows: Array<[string, string, string, string]>): Item[][] {
  return [
    [
      [36, 42, 'August 11, 2023 ■ Page 1 of 1', { size: 7.6 }],
      [36, 68, 'Harbor Test Bank Business Checking', { size: 15 }],
      [339, 125, 'Write: Harbor Test Bank, N.A. (182)', S],
      [63, 174, 'SUNRISE BAKERY LLC'],
      [36, 217, 'Your Business and Harbor Test Bank', { size: 9.4 }],
      [
        36,
        230,
        'Cash flow is the heartbeat of a bakery. Online banking lets you schedule payments and track deposits',
        S,
      ],
      [
        36,
        239,
        'and keep balances under $500.00. Visit us to learn more. Offer of a $400.00 bonus for new savings accounts opened by',
        S,
      ],
      [36, 247.5, paragraphLine, S],
      [36, 316, 'Activity summary', { size: 9.4 }],
      [338, 323, 'Account number: 4863120559', S],
      [38, 331, 'Beginning balance on 7/14'],
      R(305, 331, '$1,000.00'),
      [38, 346, 'Deposits/Credits'],
      R(305, 346, '700.00'),
      [38, 357, 'Withdrawals/Debits'],
      R(305, 357, '- 250.00'),
      [38, 371, 'Ending balance on 8/11'],
      R(305, 371, '$1,450.00'),
      [36, 435, 'Transaction history', { size: 9.4 }],
      [435, 450, 'Deposits/'],
      [476, 450, 'Withdrawals/'],
      [529, 450, 'Ending daily'],
      [39, 458, 'Date'],
      [144, 458, 'Description'],
      [435, 458, 'Credits'],
      [476, 458, 'Debits'],
      [529, 458, 'balance'],
      ...rows.flatMap(([d, desc, cr, dr], i): Item[] => {
        const y = 470 + i * 12;
        const out: Item[] = [
          [39, y, d],
          [144, y, desc],
        ];
        if (cr) out.push(R(470, y, cr));
        if (dr) out.push(R(520, y, dr));
        return out;
      }),
      [39, 470 + rows.length * 12, 'Ending balance on 8/11'],
      R(575, 470 + rows.length * 12, '1,450.00'),
    ],
  ];
}

const ROWS: Array<[string, string, string, string]> = [
  ['7/14', 'Mobile Deposit : Ref Number :243959816224', '700.00', ''],
  ['7/20', 'Purchase authorized on 07/20 Restaurant Depot', '', '250.00'],
];
const LINE = 'September 29, 2023 with $25,000.00 in new money; terms apply.';

test('a line of a paragraph that begins with a date and carries an amount is prose, no row', async () => {
  const r = readStatement(await drawPages(statement(LINE, ROWS)));
  assert.equal(r.rows.length, 2, r.rows.map((x) => `${x.date} ${x.amountCents} ${x.description}`).join('\n'));
  assert.equal(r.gate.verified, true, why(r));
});

test('the same with a row changed by a digit is review', async () => {
  const tampered = ROWS.map((x, i): [string, string, string, string] => (i === 1 ? [x[0], x[1], '', '260.00'] : x));
  const r = readStatement(await drawPages(statement(LINE, tampered)));
  assert.equal(r.gate.verified, false, why(r));
});
