// Accounts printed one after another, each under `<Name> Statement   Account number: 46-XXXX-8841` (a number whose
// first group is two digits, its middle masked) with its own balance summary, sections whose rows print the amount
// before the description and close with the total printed before its title (`$7,553.28 Total Deposits and Other
// Additions`), each heading printing its count and total (`There were 13 totaling $7,553.28.`). Read as `46`, the number switched no account (the accounts' rows were added up as one), and the
// total led by its amount was read as one more row of its section.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

function account(
  y: number,
  name: string,
  number: string,
  box: string[],
  credits: string[][],
  debits: string[][],
  totals: string[],
): Item[] {
  const out: Item[] = [
    [40, y, `${name} Statement`, { bold: true }],
    [250, y, `Account number: ${number}`],
    [40, y + 18, 'Balance Summary', { bold: true }],
    ...['Beginning balance', 'Deposits and other additions', 'Checks and other deductions', 'Ending balance'].flatMap(
      (l, i): Item[] => [[40, y + 30 + i * 11, l], R(560, y + 30 + i * 11, box[i])],
    ),
  ];
  let yy = y + 90;
  for (const [title, rows, total] of [
    ['Deposits and Other Additions', credits, totals[0]],
    ['Online and Electronic Banking Deductions', debits, totals[1]],
  ] as const) {
    out.push(
      [40, yy, title, { bold: true }],
      [360, yy, `There were ${rows.length} totaling ${total}.`],
      [40, yy + 12, 'Date posted'],
      [90, yy + 12, 'Amount'],
      [160, yy + 12, 'Transaction description'],
    );
    yy += 24;
    for (const [d, a, desc] of rows) {
      out.push([40, yy, d], R(130, yy, a), [160, yy, desc]);
      yy += 11;
    }
    out.push(R(130, yy, total), [160, yy, `Total ${title}`]);
    yy += 24;
  }
  return out;
}

function statement(spendTotal: string): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 60, 'For the period 04/01/2025 to 04/30/2025'],
      [350, 72, 'Primary account number 46-XXXX-8841'],
      [40, 90, 'KEISHA A MORROW'],
      ...account(
        130,
        'Virtual Wallet Spend',
        '46-XXXX-8841',
        ['$1,504.72', '$2,100.00', '$410.50', '$3,194.22'],
        [
          ['04/02', '1,895.13', 'STATE OF OHIO DIR DEP'],
          ['04/07', '204.87', 'ZELLE FROM SAM OKAFOR'],
        ],
        [
          ['04/03', '220.53', 'GEICO AUTO PAYMENT'],
          ['04/09', '189.97', 'ZELLE TO ANA SOTO'],
        ],
        [spendTotal, '$410.50'],
      ),
    ],
    [
      ...account(
        60,
        'Virtual Wallet Reserve',
        '46-XXXX-8868',
        ['$1,845.22', '$1,388.82', '$377.98', '$2,856.06'],
        [['04/11', '1,388.82', 'ONLINE TRANSFER FROM SPEND']],
        [['04/09', '377.98', 'ONLINE TRANSFER TO SPEND']],
        ['$1,388.82', '$377.98'],
      ),
    ],
  ];
}

test('accounts numbered 46-XXXX-8841 each read on their own; a total printed before its title is no row', async () => {
  const r = readStatement(await drawPages(statement('$2,100.00')));
  assert.deepEqual(
    r.accounts.map((a) => a.numberSuffix),
    ['8841', '8868'],
  );
  assert.equal(r.rows.length, 6);
  assert.equal(r.gate.verified, true, why(r));
  // and the total is still held to its rows: one a cent off is refused
  const bad = readStatement(await drawPages(statement('$2,100.01')));
  assert.equal(bad.gate.verified, false, why(bad));
});

/** One account whose withdrawals go on over a page break under their heading printed again with `- continued`. */
function continued(total: string, more = '- continued'): Item[][] {
  const head = (y: number, more: string): Item[] => [
    [40, y, 'Debit Card Withdrawals and Purchases', { bold: true }],
    [360, y, `There were 3 totaling ${total}.${more}`],
    [40, y + 12, 'Date posted'],
    [90, y + 12, 'Amount'],
    [160, y + 12, 'Transaction description'],
  ];
  const row = (y: number, d: string, a: string, desc: string): Item[] => [[40, y, d], R(130, y, a), [160, y, desc]];
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 60, 'For the period 04/01/2025 to 04/30/2025'],
      [350, 72, 'Primary account number 46-XXXX-8841'],
      [40, 90, 'KEISHA A MORROW'],
      [40, 130, 'Balance Summary', { bold: true }],
      [40, 142, 'Beginning balance'],
      R(560, 142, '$1,504.72'),
      [40, 153, 'Checks and other deductions'],
      R(560, 153, '$300.00'),
      [40, 164, 'Ending balance'],
      R(560, 164, '$1,204.72'),
      ...head(200, ''),
      ...row(224, '04/01', '80.00', 'ATM WITHDRAWAL'),
      ...row(235, '04/02', '120.00', 'POS PURCHASE TARGET'),
    ],
    [
      ...head(60, more),
      ...row(84, '04/21', '100.00', 'POS PURCHASE SPEEDWAY'),
      R(130, 95, total),
      [160, 95, 'Total Debit Card Withdrawals and Purchases'],
    ],
  ];
}

test('a heading printing its count and total goes on over a page break with `- continued`: one section, one total', async () => {
  const r = readStatement(await drawPages(continued('$300.00')));
  assert.equal(r.rows.length, 3);
  assert.equal(r.gate.verified, true, why(r));
  const bad = readStatement(await drawPages(continued('$300.01')));
  assert.equal(bad.gate.verified, false, why(bad));
  // printed again on the next page as it was (no `continued`), it is the same section too
  const again = readStatement(await drawPages(continued('$300.00', '')));
  assert.equal(again.rows.length, 3);
  assert.equal(again.gate.verified, true, why(again));
});
