// An account's table opens with its balance brought forward on a dated line (`01/01 Balance Forward 952.20`) and,
// continued on the next page under its heading and column titles printed again, brings the page's balance forward
// on an undated line (`Balance Forward 2,224.14`). The account opens with the first: the second is the table's,
// carried over a page break, not a summary box of the account (with no box of its own, it was read as the opening,
// and a statement that reconciles to the cent went to review).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

const titles = (y: number): Item[] => [
  [40, y, 'Date'],
  [80, y, 'Transaction Description'],
  R(420, y, 'Withdrawals'),
  R(480, y, 'Deposits'),
  R(550, y, 'Balance'),
];
const rows = (y: number, rs: Array<[string, string, string, string, string]>): Item[] =>
  rs.flatMap(([d, desc, debit, credit, bal], i): Item[] => [
    ...(d ? [[40, y + i * 12, d] as Item] : []),
    [80, y + i * 12, desc],
    ...(debit ? [R(420, y + i * 12, debit)] : []),
    ...(credit ? [R(480, y + i * 12, credit)] : []),
    R(550, y + i * 12, bal),
  ]);

test('a balance carried onto the next page under the titles printed again is no opening: the account opens with its first', async () => {
  const pages: Item[][] = [
    [
      [40, 40, 'Harbor Federal Credit Union', { size: 14, bold: true }],
      [350, 80, 'Statement Period: 01/01/25 - 01/31/25'],
      [40, 120, 'SHARE SAVINGS Account 7702211893'],
      ...titles(135),
      ...rows(150, [
        ['01/01', 'Balance Forward', '', '', '4,125.09'],
        ['01/07', 'TRANSFER FROM CHK', '', '300.00', '4,425.09'],
        ['01/31', 'Ending Balance', '', '', '4,425.09'],
      ]),
      [40, 210, 'FREE CHECKING Account 7702211906'],
      ...titles(225),
      ...rows(240, [
        ['01/01', 'Balance Forward', '', '', '952.20'],
        ['01/03', 'PAYROLL PPD', '', '2,310.62', '3,262.82'],
        ['01/06', 'TRANSFER TO SHARE SAVINGS', '300.00', '', '2,962.82'],
        ['01/08', 'UTILITY PAYMT', '322.94', '', '2,639.88'],
      ]),
    ],
    [
      [40, 64, 'FREE CHECKING Account 7702211906 (continued)'],
      ...titles(75),
      ...rows(90, [
        ['', 'Balance Forward', '', '', '2,639.88'],
        ['01/23', 'AUTO PAYMENT PPD', '211.89', '', '2,427.99'],
        ['01/31', 'Ending Balance', '', '', '2,427.99'],
      ]),
    ],
  ];
  const r = readStatement(await drawPages(pages));
  const checking = r.accounts.find((a) => a.numberSuffix === '1906');
  assert.equal(checking?.opening?.cents, 95220);
  assert.equal(checking?.closing?.cents, 242799);
  assert.equal(r.gate.verified, true, why(r));
});
