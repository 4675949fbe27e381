// A credit union's statement printing a vehicle loan after the checking (`Previous Balance $16,334.82 / Payments (1)
// $487.00 / Interest Charged (1) $83.58 / New Balance $15,931.40`): the loan's box read as a deposit account's puts
// both terms on the debit side and fails its own equation, and its unsigned rows were signed the deposit way. Read
// as what is owed, the box holds and the payment is the loan's credit; the statement's own figures (balances,
// totals, revenue) stay the checking's: a loan's balance is no money the member holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { buildStatement } from '../../../src/pipeline/statement/index.ts';
import { analyzeStatementOf } from '../../../src/pipeline/aggregate/analyze.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

/** An account's heading, its box of [label, value] lines, then a Date | Detail | Amount | Balance table. */
function section(y: number, heading: string, box: Array<[string, string]>, rows: string[][]): Item[] {
  const top = y + 15 + box.length * 11 + 10;
  return [
    [36, y, heading],
    ...box.flatMap(([label, value], i): Item[] => [[36, y + 15 + i * 11, label], R(560, y + 15 + i * 11, value)]),
    [36, top, 'Date'],
    [65, top, 'Transaction Detail'],
    R(505, top, 'Amount($)'),
    R(560, top, 'Balance($)'),
    ...rows.flatMap(([d, desc, amt, bal], i): Item[] => [
      ...(d ? [[36, top + 12 + i * 11, d] as Item] : []),
      [65, top + 12 + i * 11, desc],
      ...(amt ? [R(505, top + 12 + i * 11, amt)] : []),
      R(560, top + 12 + i * 11, bal),
    ]),
  ];
}

const CHECKING = section(
  170,
  'Everyday Checking - 7018822419',
  [
    ['Previous Balance', '$1,456.15'],
    ['Deposits/Credits (1)', '$2,127.34'],
    ['Withdrawals/Debits (3)', '$879.18'],
    ['Ending Balance', '$2,704.31'],
  ],
  [
    ['', 'Beginning Balance', '', '1,456.15'],
    ['06/02', 'MR. COOPER MORTGAGE PAYMENT', '-252.97', '1,203.18'],
    ['06/03', 'ACME HEALTH SYS PAYROLL PPD', '2,127.34', '3,330.52'],
    ['06/04', 'POS PURCHASE KROGER #0441', '-139.21', '3,191.31'],
    ['06/16', 'Transfer To Loan 0003 Vehicle Loan', '-487.00', '2,704.31'],
    ['', 'Ending Balance', '', '2,704.31'],
  ],
);

const LOAN = section(
  400,
  'Loans - Vehicle Loan 7018822403',
  [
    ['Previous Balance', '$16,334.82'],
    ['Payments (1)', '$487.00'],
    ['Interest Charged (1)', '$83.58'],
    ['New Balance', '$15,931.40'],
  ],
  [
    ['', 'Beginning Balance', '', '16,334.82'],
    ['06/16', 'Interest Charged', '83.58', '16,418.40'],
    ['06/16', 'Payment From Checking 7018822419', '487.00', '15,931.40'],
    ['', 'Ending Balance', '', '15,931.40'],
  ],
);

const HEADER: Item[] = [
  [36, 42, 'Navy Federal Credit Union', { size: 12 }],
  [396, 70, 'Statement Period'],
  [488, 70, '06/01/25 - 06/30/25'],
  [396, 80, 'Access No.'],
  [488, 80, 'XXXXXX2419'],
  [63, 116, 'LATOYA R SIMMONS'],
  [63, 127, '5512 BOUNDARY DR'],
];

const readBoth = async () => readStatement(await drawPages([[...HEADER, ...CHECKING, ...LOAN]]));

test('a loan printed beside the checking is read as what is owed: its payment a credit, its interest a debit', async () => {
  const r = await readBoth();
  assert.equal(r.gate.verified, true, why(r));
  const loan = r.accounts.find((a) => a.owed);
  assert.ok(loan, 'the loan is read as owed');
  assert.equal(loan.totalCredits?.cents, 48700);
  assert.equal(loan.totalDebits?.cents, 8358);
  const rows = r.rows.filter((x) => x.accountSectionId === loan.sectionId).map((x) => `${x.type} ${x.amountCents}`);
  assert.deepEqual(rows, ['debit 8358', 'credit 48700']);
  assert.equal(r.accounts.filter((a) => a.owed).length, 1);
});

test("the statement's balances, totals and revenue stay the checking's beside a loan", async () => {
  const read = await readBoth();
  const st = buildStatement({
    read,
    gate: read.gate,
    documentId: 'doc_1',
    sourceFile: 'a.pdf',
    contentSha256: 'ab'.repeat(32),
    packetPages: [1],
    pageModes: { '1': 'text' },
  });
  assert.equal(st.opening_balance, '1456.15');
  assert.equal(st.closing_balance, '2704.31');
  assert.equal(st.credits_total, '2127.34');
  assert.equal(st.transactions.length, 6, 'the loan rows stay in the ledger');
  const loan = st.accounts.find((a) => a.opening_balance === '16334.82');
  assert.equal(loan?.credits_total, '487.00');
  const analyzed = analyzeStatementOf({ documentId: 'doc_1', read, rows: read.rows, verified: true, readFrom: 'text' });
  assert.equal(analyzed?.closingCents, 270431);
  assert.deepEqual(analyzed?.owedSections, [read.accounts.find((a) => a.owed)?.sectionId]);
});

test('a loan box whose figures hold neither way is no owed account, and the statement goes to review', async () => {
  const bad = section(
    400,
    'Loans - Vehicle Loan 7018822403',
    [
      ['Previous Balance', '$16,334.82'],
      ['Payments (1)', '$478.00'],
      ['Interest Charged (1)', '$83.58'],
      ['New Balance', '$15,931.40'],
    ],
    [
      ['', 'Beginning Balance', '', '16,334.82'],
      ['06/16', 'Interest Charged', '83.58', '16,418.40'],
      ['06/16', 'Payment From Checking 7018822419', '487.00', '15,931.40'],
      ['', 'Ending Balance', '', '15,931.40'],
    ],
  );
  const r = readStatement(await drawPages([[...HEADER, ...CHECKING, ...bad]]));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('printed_total_mismatch'), why(r));
});
