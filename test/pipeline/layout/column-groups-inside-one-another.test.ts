// A check table printed 3-up whose groups stand inside one another: each group's amount is printed right of the next
// group's number and date (`Check No. Date | Check No. Date Amount | Check No. Date Amount | Amount` along the title
// line). The titles name each role three times, so the table is three groups, the k-th title of each role the k-th
// group's; read as stretches of the line, the middle group's checks were lost (unreconciled, count mismatch). Drawn
// pages read through the real extractor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import { walk } from '../../../src/pipeline/layout/walk.ts';
import { drawPages, masthead, R, why, type Item } from './pdf.ts';

/** Group k: its number at 40 + 120k, its date 45 further, its amount right-aligned 250 further (past the next group's start). */
const at = (k: number) => ({ no: 40 + 120 * k, date: 85 + 120 * k, amount: 290 + 120 * k });

const CHECKS: Array<[no: string, date: string, amount: string]> = [
  ['1001', '03/04', '250.00'],
  ['1002', '03/11', '1,200.50'],
  ['1003', '03/06', '75.25'],
  ['1005*', '03/20', '3,010.00'],
  ['1006', '03/08', '412.10'],
  ['1007', '03/25', '88.15'],
];

function checksInside(checks = CHECKS, total = '$5,036.00'): Item[][] {
  const head = [0, 1, 2].flatMap((k): Item[] => [
    [at(k).no, 250, 'Check No.'],
    [at(k).date, 250, 'Date'],
    R(at(k).amount, 250, 'Amount'),
  ]);
  const rows = checks.flatMap(([no, d, amt], i): Item[] => {
    const c = at(Math.floor(i / 2));
    const y = 262 + (i % 2) * 12;
    return [[c.no, y, no], [c.date, y, d], R(c.amount, y, amt)];
  });
  return [
    [
      ...masthead([
        ['Beginning Balance', '$10,000.00'],
        ['Withdrawals and Other Debits (6)', '$5,036.00'],
        ['Ending Balance', '$4,964.00'],
      ]),
      [40, 235, 'Checks Paid', { bold: true }],
      ...head,
      ...rows,
      [40, 292, 'Total Checks (6)', { bold: true }],
      R(at(2).amount, 292, total),
    ],
  ];
}

test('check groups printed inside one another are read by their titles: each check keeps its own date and amount', async () => {
  const r = readStatement(await drawPages(checksInside()));
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(
    r.checks.map((c) => `${c.number} ${c.date} ${c.amountCents}`),
    [
      '1001 2024-03-04 25000',
      '1002 2024-03-11 120050',
      '1003 2024-03-06 7525',
      '1005 2024-03-20 301000',
      '1006 2024-03-08 41210',
      '1007 2024-03-25 8815',
    ],
  );
});

test('the same table with one check a cent off is review', async () => {
  const tampered = CHECKS.map((c): [string, string, string] => (c[0] === '1003' ? [c[0], c[1], '75.26'] : c));
  const r = readStatement(await drawPages(checksInside(tampered)));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('unreconciled'), why(r));
});

test('a daily balance table printed the same way pairs each date with its own group’s balance', async () => {
  // `Date | Date Balance | Date Balance | Balance` along the title line: the k-th date goes with the k-th balance
  const x = (k: number) => ({ date: 40 + 120 * k, bal: 290 + 120 * k });
  const days: Array<[string, string]> = [
    ['03/04', '9,750.00'],
    ['03/06', '9,674.75'],
    ['03/08', '9,262.65'],
  ];
  const items: Item[] = [
    [40, 235, 'Daily Balance Summary', { bold: true }],
    ...[0, 1, 2].flatMap((k): Item[] => [[x(k).date, 250, 'Date'], R(x(k).bal, 250, 'Balance')]),
    ...days.flatMap(([d, b], k): Item[] => [[x(k).date, 262, d], R(x(k).bal, 262, b)]),
  ];
  const lines = (await drawPages([items])).flatMap(pageLines);
  const w = walk(lines, new Set());
  assert.deepEqual(
    w.dailyBalances.map((p) => `${p.date.text} ${p.amount.text}`),
    days.map(([d, b]) => `${d} ${b}`),
  );
});
