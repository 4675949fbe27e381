// A credit union's member statement: a checking (share draft), a share savings and a loan, each under a heading of
// its product and share ID (`Max Checking   ID 8811`, `Auto Loan   ID 8850`), each with its own box and table. The
// loan's box (`Previous Balance / Payments / Interest and Advances / New Balance`) holds read either way round (an
// interest line raising a savings balance reads the same as one raising a loan's), and its table prints what raises
// the balance owed under `Advances / Interest` and what lowers it under `Payments`. Before: no heading switched the
// account (an `ID` number, a loan's name), the three accounts were read as one, the interest was lost in the
// description, and the statement went to review. Now each heading is its own account, and the loan, named a loan
// by its heading and holding as owed, is read as owed: its payment a credit to it, its interest a debit, its balance
// kept out of the statement's money.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { buildStatement } from '../../../src/pipeline/statement/index.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type Cols = [string, string, string];
/** An account's heading, its box of [label, value] lines, then Date | Description | three money columns. */
function section(y: number, heading: string, box: Array<[string, string]>, cols: Cols, rows: string[][]): Item[] {
  const top = y + 15 + box.length * 11 + 22;
  return [
    [40, y, heading, { size: 10 }],
    ...box.flatMap(([label, value], i): Item[] => [[40, y + 15 + i * 11, label], R(300, y + 15 + i * 11, value)]),
    [40, top - 11, cols[2] === 'Principal Balance' ? 'Loan Activity' : 'Transactions'],
    [40, top, 'Date'],
    [92, top, 'Description'],
    R(400, top, cols[0]),
    R(480, top, cols[1]),
    R(570, top, cols[2]),
    ...rows.flatMap(([d, desc, a, b, bal], i): Item[] => [
      ...(d ? [[40, top + 11 + i * 10, d] as Item] : []),
      [92, top + 11 + i * 10, desc],
      ...(a ? [R(400, top + 11 + i * 10, a)] : []),
      ...(b ? [R(480, top + 11 + i * 10, b)] : []),
      R(570, top + 11 + i * 10, bal),
    ]),
  ];
}

const SHARE: Cols = ['Withdrawals', 'Deposits', 'Balance'];
const LOAN: Cols = ['Advances / Interest', 'Payments', 'Principal Balance'];

const HEADER: Item[] = [
  [40, 40, 'Harbor Members Credit Union', { size: 12 }],
  [340, 60, 'Statement Period'],
  [470, 60, '12/16/2025 - 01/15/2026'],
  [340, 70, 'Member Number'],
  [470, 70, '*****7188'],
  [56, 100, 'GRANT H VERMEULEN'],
  [56, 110, '4417 BRETON RD SE'],
];

const checking = (rows = CHECKING_ROWS): Item[] =>
  section(
    140,
    'Max Checking   ID 8811',
    [
      ['Previous Balance', '$210.13'],
      ['Deposits and Dividends', '$2,581.72'],
      ['Withdrawals and Fees', '$369.50'],
      ['Ending Balance', '$2,422.35'],
    ],
    SHARE,
    rows,
  );
const CHECKING_ROWS = [
  ['', 'Previous Balance', '', '', '210.13'],
  ['12/16', 'GEICO AUTO PAYMENT PPD', '17.37', '', '192.76'],
  ['12/17', 'ACME HEALTH SYS PAYROLL PPD', '', '2,581.72', '2,774.48'],
  ['01/05', 'TRANSFER TO LOAN AUTO LOAN', '352.13', '', '2,422.35'],
  ['', 'Ending Balance', '', '', '2,422.35'],
];

const SAVINGS = section(
  300,
  'Share Savings   ID 8800',
  [
    ['Previous Balance', '$5,331.60'],
    ['Deposits and Dividends', '$4.38'],
    ['Withdrawals and Fees', '$0.00'],
    ['Ending Balance', '$5,335.98'],
  ],
  SHARE,
  [
    ['', 'Previous Balance', '', '', '5,331.60'],
    ['01/15', 'DIVIDEND EARNED', '', '4.38', '5,335.98'],
    ['', 'Ending Balance', '', '', '5,335.98'],
  ],
);

const loan = (payments = '$352.13', heading = 'Auto Loan   ID 8850', paid = '352.13'): Item[] =>
  section(
    440,
    heading,
    [
      ['Previous Balance', '$15,739.19'],
      ['Payments', payments],
      ['Interest and Advances', '$72.94'],
      ['New Balance', '$15,460.00'],
    ],
    LOAN,
    [
      ['', 'Previous Balance', '', '', '15,739.19'],
      ['01/05', 'PAYMENT - TRANSFER FROM SHARE DRAFT', '', paid, '15,387.06'],
      ['01/15', 'INTEREST CHARGED', '72.94', '', '15,460.00'],
      ['', 'New Balance', '', '', '15,460.00'],
    ],
  );

const read = async (pages: Item[][]) => readStatement(await drawPages(pages));

test('a checking, a share savings and a loan under `ID` headings are three accounts; the loan is read as owed', async () => {
  const r = await read([[...HEADER, ...checking(), ...SAVINGS, ...loan()]]);
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(
    r.accounts.map((a) => [a.numberSuffix, a.opening?.cents, a.closing?.cents, !!a.owed]),
    [
      ['8811', 21013, 242235, false],
      ['8800', 533160, 533598, false],
      ['8850', 1573919, 1546000, true],
    ],
  );
  const owed = r.accounts.find((a) => a.owed)!;
  assert.equal(owed.totalCredits?.cents, 35213, 'the payment lowers what is owed: a credit to the loan');
  assert.equal(owed.totalDebits?.cents, 7294, 'the interest raises it: a debit');
  const rows = r.rows.filter((x) => x.accountSectionId === owed.sectionId).map((x) => `${x.type} ${x.amountCents}`);
  assert.deepEqual(rows, ['credit 35213', 'debit 7294']);
  assert.equal(r.accountLast4, '8811', "the statement's account is the checking, holding most rows");
});

test("the statement's money is the shares': the loan's balance and interest stay its own", async () => {
  const r = await read([[...HEADER, ...checking(), ...SAVINGS, ...loan()]]);
  const st = buildStatement({
    read: r,
    gate: r.gate,
    documentId: 'doc_1',
    sourceFile: 'a.pdf',
    contentSha256: 'ab'.repeat(32),
    packetPages: [1],
    pageModes: { '1': 'text' },
  });
  assert.equal(st.opening_balance, '5541.73', 'checking 210.13 + savings 5,331.60, no loan');
  assert.equal(st.closing_balance, '7758.33');
  assert.equal(st.credits_total, '2586.10', 'the payroll and the dividend; the loan payment is no money in');
  assert.equal(st.transactions.length, 6);
  const loanEntry = st.accounts.find((a) => a.account_number_suffix === '8850');
  assert.equal(loanEntry?.opening_balance, '15739.19');
  assert.equal(loanEntry?.credits_total, '352.13');
});

test('one digit changed in the loan or the checking is refused', async () => {
  // the loan's box prints a payment a dollar off its row
  const box = await read([[...HEADER, ...checking(), ...SAVINGS, ...loan('$353.13')]]);
  assert.equal(box.gate.verified, false, 'a loan box a digit off');
  // the checking's payroll a digit off (its balances as printed)
  const rows = CHECKING_ROWS.map((x) => (x[1].startsWith('ACME') ? [x[0], x[1], x[2], '2,591.72', x[4]] : x));
  const row = await read([[...HEADER, ...checking(rows), ...SAVINGS, ...loan()]]);
  assert.equal(row.gate.verified, false, 'a checking row a digit off');
  // the loan's payment row a digit off (its box and balances as printed)
  const paid = await read([
    [...HEADER, ...checking(), ...SAVINGS, ...loan('$352.13', 'Auto Loan   ID 8850', '352.18')],
  ]);
  assert.equal(paid.gate.verified, false, 'a loan row a digit off');
});

test('the same box and table under a heading naming no loan are not read as money held', async () => {
  // nothing names a loan: the box holds as a deposit account's, but the table's advances and payments both lower
  // a held balance, and the printed balances rise with the interest: review, never the loan's balance as money held
  const r = await read([[...HEADER, ...checking(), ...SAVINGS, ...loan('$352.13', 'Share Certificate   ID 8850')]]);
  assert.equal(r.gate.verified, false, why(r));
  assert.ok(!r.accounts.some((a) => a.owed));
});
