// A card's summary box printing each term's sign (`Payments -$500.00`, `Interest +$12.34`): a producer may place the
// minus after the figure (`$500.00-`) or write it as parentheses (`($500.00)`) beside the plus of the other terms. The
// box is the same signed equation, its interest (a word either side may print) a charge by its plus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type Minus = (figure: string) => string;

function card(minus: Minus): Item[] {
  const box: Array<[string, string]> = [
    ['Previous balance', '$920.18'],
    ['Payments', minus('$500.00')],
    ['Credits', minus('$20.00')],
    ['Purchases', '+$700.00'],
    ['Cash advances', '+$0.00'],
    ['Fees', '+$39.00'],
    ['Interest', '+$12.34'],
    ['New balance', '$1,151.52'],
  ];
  const rows: string[][] = [
    ['05/09', 'PAYMENT THANK YOU - WEB', minus('$500.00')],
    ['05/14', 'SPOTIFY USA NEW YORK NY RETURN', minus('$20.00')],
    ['05/16', 'KING SOOPERS #0087 LAKEWOOD CO', '$662.20'],
    ['05/21', 'REI #157 DENVER CO', '$37.80'],
    ['05/28', 'LATE FEE', '$39.00'],
    ['06/04', 'INTEREST CHARGED TO STANDARD PURCH', '$12.34'],
  ];
  return [
    [36, 40, 'Citi Double Cash Card'],
    [456, 58, 'Billing Period'],
    [517, 58, '05/06/25-06/04/25'],
    [456, 65, 'Account number ending in'],
    [530, 65, '5521'],
    [54, 89, 'JAMES N OKAFOR'],
    [36, 123, 'Account Summary'],
    ...box.flatMap(([label, value], i): Item[] => [[36, 132 + i * 7, label], R(580, 132 + i * 7, value)]),
    [36, 200, 'Account Summary - Payments, Credits and Adjustments'],
    [38, 210, 'Sale'],
    [106, 210, 'Post'],
    [175, 210, 'Description'],
    R(580, 210, 'Amount'),
    ...rows.flatMap(([d, desc, amt], i): Item[] => [
      [38, 218 + i * 8, d],
      [106, 218 + i * 8, d],
      [175, 218 + i * 8, desc],
      R(580, 218 + i * 8, amt),
    ]),
  ];
}

const WRITINGS: Array<[string, Minus]> = [
  ['before the figure', (f) => `-${f}`],
  ['after the figure', (f) => `${f}-`],
  ['as parentheses', (f) => `(${f})`],
];

for (const [how, minus] of WRITINGS)
  test(`a card box's minus printed ${how} beside the plus of its charges reads the same equation`, async () => {
    const r = readStatement(await drawPages([card(minus)]));
    assert.equal(r.gate.verified, true, why(r));
    assert.equal(r.accounts[0].totalCredits?.cents, 52000);
    assert.equal(r.accounts[0].totalDebits?.cents, 75134);
  });
