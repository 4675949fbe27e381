// A card's summary box signing its terms in their labels (`- Payments $5,371.52`, `+ Purchases, Balance Transfers &
// Other Charges $17,578.29`): the charges' words name a balance transfer, which is no balance, and the year's totals
// printed under the period's (`Total Fees charged in 2025 $78.00`) total no section of this period's rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

const BOX: Array<[string, string]> = [
  ['Previous Balance', '$920.18'],
  ['- Payments', '$500.00'],
  ['- Other Credits', '$20.00'],
  ['+ Cash Advances', '$0.00'],
  ['+ Purchases, Balance Transfers & Other Charges', '$700.00'],
  ['+ Fees Charged', '$39.00'],
  ['= New Balance', '$1,139.18'],
];

function card(purchases: string[][]): Item[] {
  const rows: string[][] = [
    ['', 'Payments and Credits', ''],
    ['06/24', 'PAYMENT THANK YOU - WEB', '-500.00'],
    ['06/28', "TRADER JOE'S #512 RETURN", '-20.00'],
    ['', 'Total Payments and Credits', '-$520.00'],
    ['', 'Purchases', ''],
    ...purchases,
    ['', 'Total Purchases for This Period', '$700.00'],
    ['', 'Fees Charged', ''],
    ['06/28', 'LATE FEE', '39.00'],
    ['', 'Total Fees for This Period', '$39.00'],
    ['', '2025 Totals Year-to-Date', ''],
    ['', 'Total Fees charged in 2025', '$78.00'],
    ['', 'Total Interest charged in 2025', '$479.23'],
  ];
  return [
    [36, 40, 'WELLS FARGO', { size: 14 }],
    [380, 58, 'Statement Period'],
    [490, 58, '06/21/2025 to 07/20/2025'],
    [380, 70, 'Account Number'],
    [490, 70, 'Ending in 3391'],
    [54, 89, 'DEREK S WATANABE'],
    [36, 120, 'Account Summary'],
    ...BOX.flatMap(([label, value], i): Item[] => [[36, 132 + i * 11, label], R(300, 132 + i * 11, value)]),
    [38, 230, 'Trans Date'],
    [134, 230, 'Post Date'],
    [222, 230, 'Description'],
    R(560, 230, 'Amount'),
    ...rows.flatMap(([d, desc, amt], i): Item[] => [
      ...(d ? [[38, 245 + i * 11, d] as Item, [134, 245 + i * 11, d] as Item] : []),
      [d ? 222 : 200, 245 + i * 11, desc],
      ...(amt ? [R(560, 245 + i * 11, amt)] : []),
    ]),
  ];
}

test("a card box signing its terms in their labels, with a year's totals under the period's, verifies", async () => {
  const r = readStatement(
    await drawPages([
      card([
        ['06/23', 'UBER *EATS HELP.UBER.COM CA', '662.20'],
        ['07/18', 'PANERA BREAD #601245', '37.80'],
      ]),
    ]),
  );
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].totalDebits?.cents, 73900);
  assert.equal(r.accounts[0].totalCredits?.cents, 52000);
  assert.ok(!r.accounts[0].sectionTotals.some((t) => /2025/.test(t.label)));
});

test('the same card missing a purchase row is caught by its charges term', async () => {
  const r = readStatement(await drawPages([card([['06/23', 'UBER *EATS HELP.UBER.COM CA', '662.20']])]));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('printed_total_mismatch'), why(r));
});
