// An Indian savings statement prints its amounts grouped in lakhs and crores (`2,84,712.70`, `1,23,45,678.90`):
// two digits a group above the thousands. Amounts under a lakh read as any others (`10,452.28`), but a balance
// of a lakh or more was no amount at all: the running balance fell into the narration, the `Opening Balance`
// row printed at the table's top and the summary's `Opening Balance ... Closing Bal` were lost, and the
// statement went to review with no opening and no closing. Now a statement whose own amounts are grouped that
// way (and none grouped in thousands above a lakh) is read with them regrouped in thousands, its digits as
// printed; the balances chain and the summary's figures reconcile. The `Narration` column is the description's;
// `Withdrawal Amt.` is one title (read as a side and an amount column, the balance fell into a second column group
// and the running balances were lost); a count standing under its own title (`Dr Count` over `3`) in a row of
// titles over values is no count of the next value (it read the credits' count as the debits').
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { lakhGroupedLines } from '../../../src/pipeline/layout/tokens.ts';
import { headerRole, summaryLabel } from '../../../src/pipeline/layout/vocabulary.ts';
import type { Line } from '../../../src/pipeline/layout/lines.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type Row = [date: string, narration: string, withdrawal: string, deposit: string, balance: string];

const ROWS: Row[] = [
  ['02/02/26', 'IMPS-602114-R NAIR-SBIN', '', '10,452.28', '2,84,712.70'],
  ['09/02/26', 'UPI-GROCER-GROCER@YBL', '2,468.86', '', '2,82,243.84'],
  ['13/02/26', 'NEFT CR-ACME SERVICES-SALARY', '', '71,278.12', '3,53,521.96'],
  ['17/02/26', 'ACH D- FINANCE CO EMI', '19,748.22', '', '3,33,773.74'],
  ['24/02/26', 'POS 416021XXXXXX4471 STORE', '1,233.48', '', '3,32,540.26'],
];

function statement(rows: Row[]): Item[][] {
  const top = 170;
  const end = top + 22 + rows.length * 10 + 20;
  return [
    [
      [40, 40, 'Harbor Test Bank Limited', { size: 12 }],
      [40, 60, 'Branch : MAIN ROAD'],
      [340, 60, 'Account No'],
      [420, 60, '50100388124321'],
      [340, 70, 'Statement From'],
      [420, 70, '01/02/2026 To : 28/02/2026'],
      [40, 90, 'MR. A KUMAR'],
      [40, 100, '12TH MAIN ROAD'],
      [40, 150, 'Statement of account'],
      [40, top, 'Date'],
      [80, top, 'Narration'],
      R(392, top, 'Withdrawal Amt.'),
      R(482, top, 'Deposit Amt.'),
      R(572, top, 'Closing Balance'),
      [80, top + 11, 'Opening Balance'],
      R(572, top + 11, '2,74,260.42'),
      ...rows.flatMap(([d, desc, wd, dep, bal], i): Item[] => {
        const y = top + 22 + i * 10;
        return [
          [40, y, d],
          [80, y, desc],
          ...(wd ? [R(392, y, wd)] : []),
          ...(dep ? [R(482, y, dep)] : []),
          R(572, y, bal),
        ];
      }),
      [40, end, 'STATEMENT SUMMARY :-'],
      [40, end + 10, 'Opening Balance'],
      [170, end + 10, 'Dr Count'],
      [240, end + 10, 'Cr Count'],
      R(392, end + 10, 'Debits'),
      R(482, end + 10, 'Credits'),
      R(572, end + 10, 'Closing Bal'),
      [40, end + 20, '2,74,260.42'],
      [170, end + 20, '3'],
      [240, end + 20, '2'],
      R(392, end + 20, '23,450.56'),
      R(482, end + 20, '81,730.40'),
      R(572, end + 20, '3,32,540.26'),
    ],
  ];
}

const read = async (rows: Row[]) => readStatement(await drawPages(statement(rows)));

test('balances grouped in lakhs are amounts: the opening row, the chain and the summary reconcile', async () => {
  const r = await read(ROWS);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].opening?.cents, 27426042);
  assert.equal(r.accounts[0].closing?.cents, 33254026);
  assert.deepEqual(
    r.rows.map((x) => `${x.type} ${x.amountCents} bal ${x.balanceCents}`),
    [
      'credit 1045228 bal 28471270',
      'debit 246886 bal 28224384',
      'credit 7127812 bal 35352196',
      'debit 1974822 bal 33377374',
      'debit 123348 bal 33254026',
    ],
  );
  assert.deepEqual(r.gate.evidence.balance_chain, [{ account: 'acct-1', links: 5, held: 5 }]);
  assert.equal(r.accounts[0].totalDebits?.cents, 2345056);
  assert.equal(r.accounts[0].totalCredits?.cents, 8173040);
  // `Dr Count 3` and `Cr Count 2` print under titles of their own: neither is read as the debits' count
  assert.equal(r.accounts[0].debitCount, null);
});

test('one digit changed in a withdrawal is refused', async () => {
  const tampered = ROWS.map((row): Row =>
    row[2] === '19,748.22' ? ([...row.slice(0, 2), '18,748.22', ...row.slice(3)] as Row) : row,
  );
  const r = await read(tampered);
  assert.equal(r.gate.verified, false, 'a withdrawal a digit off');
  assert.ok(r.gate.reasons.includes('balance_chain_broken'), why(r));
});

const line = (...texts: string[]): Line => {
  const words = texts.map((text, i) => ({ text, x: 40 + i * 80, right: 40 + i * 80 + 40, size: 8 }));
  return { words, text: texts.join(' ') } as unknown as Line;
};

test('lakh and crore groups are regrouped in thousands, their digits as printed', () => {
  const out = lakhGroupedLines([line('Opening', '2,74,260.42'), line('1,23,45,678.90', '(1,00,000.00)', '9,999.00')]);
  assert.deepEqual(
    out?.flatMap((l) => l.words.map((w) => w.text)),
    ['Opening', '274,260.42', '12,345,678.90', '(100,000.00)', '9,999.00'],
  );
  assert.equal(out?.[1].text, '12,345,678.90 (100,000.00) 9,999.00');
});

test('no lakh groups, or an amount grouped in thousands above a lakh: the lines stay as they are', () => {
  assert.equal(lakhGroupedLines([line('Balance', '284,712.70'), line('9,999.00')]), null);
  assert.equal(
    lakhGroupedLines([line('2,84,712.70'), line('1,284,712.70')]),
    null,
    'thousands above a lakh say otherwise',
  );
  assert.equal(lakhGroupedLines([line('2,84,712.70'), line('284,712.70')]), null);
});

test('`Closing Bal` titles the closing balance, `Narration` the description; `NEW BAL` inside a payee is neither', () => {
  assert.equal(summaryLabel('Closing Bal')?.key, 'closing');
  assert.equal(summaryLabel('Opening Bal.')?.key, 'opening');
  assert.notEqual(summaryLabel('MERCHANT PAYMENT VSI*CITY NEW BAL - 007 VSI*NB PARKS')?.key, 'closing');
  assert.equal(headerRole('Narration'), 'description');
  assert.equal(headerRole('Withdrawal Amt.'), 'debit');
});
