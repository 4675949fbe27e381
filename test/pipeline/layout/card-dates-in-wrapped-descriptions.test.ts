// A UK current account (Barclays-shaped, from a real statement read once from outside the corpus): the day's date on
// its first row only, the balance on its last, and a card payment's own date wrapped onto the description's second
// line (`Card Payment to British Gas Online` / `On 16 Apr`). The wrapped `On 16 Apr`, a date alone on its line, was
// read as a day heading: the next row of the day (`Received From R Omuri`) took the 16th, and the statement, every
// figure right, was refused for `date_order_broken`. A date printed in the description's place right under a row is
// that row's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

type Row = [date: string, lines: string[], out: string, into: string, balance: string];

function page(rows: Row[], moneyOut: string): Item[][] {
  const items: Item[] = [
    [295, 32, 'Statement date 06 May 2022'],
    [434, 37, 'Harbor Test Bank', { size: 12, bold: true }],
    [434, 81, '09 Apr - 06 May 2022', { size: 10 }],
    [434, 124, '• Account no. 33191753'],
    [71, 160, 'MR JOHN SAMPLE'],
    [438, 169, 'At a glance', { size: 10, bold: true }],
    [438, 187, 'Start balance'],
    R(560, 187, '£101.72'),
    [438, 202, 'Money in'],
    R(560, 202, '£320.00'),
    [438, 217, 'Money out'],
    R(560, 217, moneyOut),
    [438, 233, 'End balance'],
    R(560, 233, '£272.40'),
    [61, 348, 'Your transactions', { size: 10, bold: true }],
    [58, 403, 'Date'],
    [92, 403, 'Description'],
    [256, 403, 'Money out'],
    [318, 403, 'Money in'],
    [377, 403, 'Balance'],
    [58, 419, '09 Apr'],
    [92, 419, 'Start balance'],
    R(410, 419, '101.72'),
  ];
  let y = 439;
  for (const [date, lines, out, into, balance] of rows) {
    if (date) items.push([58, y, date]);
    lines.forEach((l, i) => items.push([109, y + i * 11, l]));
    if (out) items.push(R(305, y, out));
    if (into) items.push(R(355, y, into));
    if (balance) items.push(R(410, y, balance));
    y += 11 * lines.length + 9;
  }
  items.push([92, y, 'End balance'], R(410, y, '272.40'));
  items.push([57, 808, 'Harbor Test Bank UK PLC. Authorised by the Prudential Regulation Authority.', { size: 6 }]);
  return [items];
}

const rows = (omuri: string): Row[] => [
  ['11 Apr', ['Card Payment to Uber *Trip On 09', 'Apr'], '6.72', '', '95.00'],
  ['13 Apr', ['Card Payment to Coffee House', 'On 12 Apr'], '14.10', '', '80.90'],
  ['19 Apr', ['Card Payment to British Gas Online', 'On 16 Apr'], '20.00', '', ''],
  ['', ['Received From R Omuri'], '', omuri, '80.90'],
  ['20 Apr', ['Account Credit: Deposit at Barclays', 'Ref: 15.5920Aprlkpob000'], '', '300.00', '380.90'],
  ['22 Apr', ['Card Payment to Darwin Insurance', 'On 21 Apr'], '42.51', '', ''],
  ['', ['Bill Payment to A Smith Ref: Kazen'], '50.00', '', '288.39'],
  ['25 Apr', ['Card Payment to Netflix.Com', 'On 24 Apr'], '15.99', '', '272.40'],
];

test("a card payment's own date wrapped under its description is the row's words, not the next rows' day", async () => {
  const r = readStatement(await drawPages(page(rows('20.00'), '£149.32')));
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(rowsOf(r), [
    '2022-04-11 debit 672 bal 9500',
    '2022-04-13 debit 1410 bal 8090',
    '2022-04-19 debit 2000',
    '2022-04-19 credit 2000 bal 8090',
    '2022-04-20 credit 30000 bal 38090',
    '2022-04-22 debit 4251',
    '2022-04-22 debit 5000 bal 28839',
    '2022-04-25 debit 1599 bal 27240',
  ]);
  assert.match(r.rows[2].description, /British Gas Online On 16 Apr/);
});

test('the same statement with a credit changed by a digit is refused', async () => {
  const r = readStatement(await drawPages(page(rows('30.00'), '£149.32')));
  assert.equal(r.gate.verified, false);
});
