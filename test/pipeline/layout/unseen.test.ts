// Layouts built from the field notes' failure list (docs/layout-engine.md "Probed layouts"), each a small
// hand-drawn statement read through the real extractor: what a plausible misreading would do, and that the
// reader either reads it right or says review with a reason, never a verified wrong ledger.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, statement, type Item } from './pdf.ts';

type Read = ReturnType<typeof readStatement>;
const rowsOf = (r: Read): string[] =>
  r.rows.map((x) => `${x.date} ${x.type} ${x.amountCents}${x.balanceCents === null ? '' : ` bal ${x.balanceCents}`}`);
const why = (r: Read): string => `${r.gate.reasons.join(',')} ${r.gate.reconciliationReason ?? ''}`;

/** A masthead with the March 2024 period and a summary box of label/value lines. */
function masthead(box: Array<[string, string]>): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [40, 80, 'ACME PLUMBING LLC'],
    [40, 92, '12 MAIN ST'],
    [40, 104, 'SPRINGFIELD IL 62701'],
    [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'],
    [350, 92, 'Account Number: XXXXXX4321'],
    ...box.flatMap(([label, value], i): Item[] => [[40, 130 + i * 12, label], R(300, 130 + i * 12, value)]),
  ];
}

test('a wrapped description carrying a number under the Withdrawals column ("Ref 12/02 $5,035.59") is description, not a row', async () => {
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Beginning Balance', '1,000.00'],
          ['Ending Balance', '1,349.50'],
        ]),
        [40, 200, 'Date'],
        [100, 200, 'Description'],
        R(400, 200, 'Withdrawals'),
        R(480, 200, 'Deposits'),
        R(560, 200, 'Balance'),
        [40, 215, '03/04'],
        [100, 215, 'Wire In ACME'],
        R(480, 215, '500.00'),
        R(560, 215, '1,500.00'),
        [100, 227, 'Ref 12/02'],
        R(400, 227, '$5,035.59'),
        [40, 239, '03/08'],
        [100, 239, 'ACH Debit Utility'],
        R(400, 239, '100.25'),
        R(560, 239, '1,399.75'),
        [40, 251, '03/12'],
        [100, 251, 'Card Purchase'],
        R(400, 251, '50.25'),
        R(560, 251, '1,349.50'),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-08 debit 10025 bal 139975',
    '2024-03-12 debit 5025 bal 134950',
  ]);
  assert.equal(r.rows[0].description, 'Wire In ACME Ref 12/02 $5,035.59');
  assert.equal(r.gate.verified, true, why(r));
});

test('the last row\'s wrapped line repeating its amount under the other column ("Orig amt 50.25"), no balance column', async () => {
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Beginning Balance', '1,000.00'],
          ['Deposits', '500.00'],
          ['Withdrawals', '150.50'],
          ['Ending Balance', '1,349.50'],
        ]),
        [40, 200, 'Date'],
        [100, 200, 'Description'],
        R(400, 200, 'Withdrawals'),
        R(480, 200, 'Deposits'),
        [40, 215, '03/04'],
        [100, 215, 'Wire In ACME'],
        R(480, 215, '500.00'),
        [40, 227, '03/08'],
        [100, 227, 'ACH Debit Utility'],
        R(400, 227, '100.25'),
        [40, 239, '03/12'],
        [100, 239, 'Card Purchase Refund Reversal'],
        R(400, 239, '50.25'),
        [100, 251, 'Orig amt'],
        R(480, 251, '50.25'),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 50000', '2024-03-08 debit 10025', '2024-03-12 debit 5025']);
  assert.equal(r.gate.verified, true, why(r));
});

test('undated lines under a row that net to zero: same-day rows or description, the arithmetic cannot tell: never verified', async () => {
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Beginning Balance', '1,000.00'],
          ['Ending Balance', '1,500.00'],
        ]),
        [40, 200, 'Date'],
        [100, 200, 'Description'],
        R(480, 200, 'Amount'),
        [40, 215, '03/04'],
        [100, 215, 'Deposit'],
        R(480, 215, '500.00'),
        [100, 227, 'Transfer from Savings'],
        R(480, 227, '100.00'),
        [100, 239, 'Transfer to Savings'],
        R(480, 239, '-100.00'),
      ],
    ]),
  );
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('ambiguous_reading'), why(r));
});

/** A card statement whose summary and rows print payments with the minus and charges unmarked. */
function cardStatement(payment: string): Item[] {
  return [
    [40, 40, 'Liberty Test Bank, N.A.', { size: 14, bold: true }],
    [40, 100, 'Account Summary', { bold: true }],
    [44, 114, 'Account Number: XXXX XXXX XXXX 6426'],
    [44, 128, 'Previous Balance'],
    R(250, 128, '$1,000.00'),
    [44, 140, 'Payments, Credits'],
    R(250, 140, '-$300.00'),
    [44, 152, 'Purchases'],
    R(250, 152, '+$120.00'),
    [44, 164, 'Fees Charged'],
    R(250, 164, '+$30.00'),
    [44, 176, 'New Balance'],
    R(250, 176, '$850.00'),
    [44, 200, 'Opening/Closing Date 06/01/2025 - 06/30/2025'],
    [300, 128, 'Minimum Payment Due'],
    R(560, 128, '$35.00'),
    [40, 250, 'ACCOUNT ACTIVITY', { bold: true }],
    [40, 265, 'Date'],
    [110, 265, 'Description'],
    R(560, 265, 'Amount'),
    [40, 277, '06/02'],
    [110, 277, 'DOORDASH'],
    R(560, 277, '120.00'),
    [40, 289, '06/05'],
    [110, 289, 'ONLINE PAYMENT THANK YOU'],
    R(560, 289, payment),
    [40, 301, '06/10'],
    [110, 301, 'LATE FEE'],
    R(560, 301, '30.00'),
  ];
}

test('a credit card printing payments with the minus and charges unmarked: previous - payments + charges = new', async () => {
  for (const payment of ['-300.00', '(300.00)', '300.00-']) {
    const r = readStatement(await drawPages([cardStatement(payment)]));
    assert.equal(r.statementKind, 'credit_card');
    assert.deepEqual(
      rowsOf(r),
      ['2025-06-02 debit 12000', '2025-06-05 credit 30000', '2025-06-10 debit 3000'],
      payment,
    );
    assert.equal(r.gate.verified, true, `${payment}: ${why(r)}`);
    assert.match(r.evidence.reading, /minus marks payments/);
  }
});

test('daily balances printed side by side as "Date Amount | Date Amount" under a heading the vocabulary does not know', async () => {
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Beginning Balance', '1,000.00'],
          ['Ending Balance', '1,250.00'],
        ]),
        [40, 200, 'Date'],
        [100, 200, 'Description'],
        R(480, 200, 'Amount'),
        [40, 215, '03/04'],
        [100, 215, 'Deposit'],
        R(480, 215, '300.00'),
        [40, 227, '03/09'],
        [100, 227, 'Fee'],
        R(480, 227, '-50.00'),
        [40, 260, 'Balances', { bold: true }],
        [40, 275, 'Date'],
        R(200, 275, 'Amount'),
        [240, 275, 'Date'],
        R(400, 275, 'Amount'),
        [40, 290, '03/04'],
        R(200, 290, '1,300.00'),
        [240, 290, '03/09'],
        R(400, 290, '1,250.00'),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 30000', '2024-03-09 debit 5000']);
  assert.equal(r.gate.verified, true, why(r));
});

test("a row cut by the page break: dated at the foot of page 1, its description and amounts go on under page 2's headers", async () => {
  const columns = (y: number): Item[] => [
    [40, y, 'Date'],
    [100, y, 'Description'],
    R(400, y, 'Withdrawals'),
    R(480, y, 'Deposits'),
    R(560, y, 'Balance'),
  ];
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Beginning Balance', '1,000.00'],
          ['Ending Balance', '1,404.88'],
        ]),
        ...columns(200),
        [40, 215, '03/04'],
        [100, 215, 'Deposit'],
        R(480, 215, '500.00'),
        R(560, 215, '1,500.00'),
        [40, 735, '03/06'],
        [100, 735, 'POS PURCHASE CARD 1234'],
        [40, 770, 'Member FDIC'],
      ],
      [
        R(560, 40, 'Page 2 of 2'),
        ...columns(60),
        [100, 72, 'WALMART'],
        [100, 84, 'SPRINGFIELD IL'],
        R(400, 84, '45.12'),
        R(560, 84, '1,454.88'),
        [40, 96, '03/11'],
        [100, 96, 'Card Purchase'],
        R(400, 96, '50.00'),
        R(560, 96, '1,404.88'),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-06 debit 4512 bal 145488',
    '2024-03-11 debit 5000 bal 140488',
  ]);
  assert.equal(r.rows[1].description, 'POS PURCHASE CARD 1234 WALMART SPRINGFIELD IL');
  assert.equal(r.gate.verified, true, why(r));
});

test('a checking statement mentioning a credit limit is not verified with its types swapped (the card reading needs printed totals)', async () => {
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Beginning Balance', '1,000.00'],
          ['Ending Balance', '1,250.00'],
        ]),
        [350, 104, 'Overdraft Line Credit Limit: $5,000.00'],
        [40, 200, 'Date'],
        [100, 200, 'Description'],
        R(480, 200, 'Amount'),
        R(560, 200, 'Balance'),
        [40, 215, '03/04'],
        [100, 215, 'Deposit'],
        R(480, 215, '300.00'),
        R(560, 215, '1,300.00'),
        [40, 227, '03/09'],
        [100, 227, 'Fee'],
        R(480, 227, '-50.00'),
        R(560, 227, '1,250.00'),
      ],
    ]),
  );
  // Whatever kind the header suggests, a deposit must never be served as a verified debit.
  if (r.gate.verified)
    assert.deepEqual(rowsOf(r), ['2024-03-04 credit 30000 bal 130000', '2024-03-09 debit 5000 bal 125000']);
  assert.ok(!r.evidence.reading.includes('minus marks payments'), r.evidence.reading);
});

test('a deposit statement taken for a card by its wording, signs chosen by a reading: the swapped ledger is never verified', async () => {
  const head = (wording: string): Item[] => [
    ...masthead([
      ['Beginning Balance', '1,000.00'],
      ['Ending Balance', '1,250.00'],
    ]),
    [350, 104, wording],
  ];
  // Two sections whose titles name no sign; a table printed without a header (debit | credit | balance).
  const sections = await drawPages([
    [
      ...head('Credit Limit: $5,000.00'),
      [40, 190, 'Electronic Items', { bold: true }],
      [40, 205, 'Date'],
      [100, 205, 'Description'],
      R(480, 205, 'Amount'),
      [40, 220, '03/04'],
      [100, 220, 'Transfer'],
      R(480, 220, '300.00'),
      [40, 250, 'Other Items', { bold: true }],
      [40, 265, 'Date'],
      [100, 265, 'Description'],
      R(480, 265, 'Amount'),
      [40, 280, '03/09'],
      [100, 280, 'Transfer'],
      R(480, 280, '50.00'),
    ],
  ]);
  const headerless = await drawPages([
    [
      ...head('Payment Due Date: 04/25/2024'),
      [40, 200, 'Transactions', { bold: true }],
      [40, 215, '03/04'],
      [100, 215, 'Transfer'],
      R(480, 215, '300.00'),
      R(560, 215, '1,300.00'),
      [40, 227, '03/09'],
      [100, 227, 'Transfer'],
      R(400, 227, '50.00'),
      R(560, 227, '1,250.00'),
    ],
  ]);
  for (const [name, pages] of [
    ['unsigned sections', sections],
    ['header-less columns', headerless],
  ] as const) {
    const r = readStatement(pages);
    assert.equal(r.gate.verified, false, `${name}: ${rowsOf(r).join(', ')}`);
    assert.ok(r.gate.reasons.includes('ambiguous_reading'), `${name}: ${why(r)}`);
  }
});

test('four sections whose titles name no sign: the fourth is never given a sign by default, the mirror ledger never verified', async () => {
  const items: Item[] = masthead([
    ['Beginning Balance', '1,000.00'],
    ['Ending Balance', '1,000.00'],
  ]);
  const sections: Array<[string, string, string]> = [
    ['Electronic Items', '03/04', '200.00'],
    ['Other Items', '03/08', '100.00'],
    ['Card Items', '03/12', '50.00'],
    ['Branch Items', '03/20', '150.00'],
  ];
  sections.forEach(([title, date, amount], i) => {
    const y = 190 + i * 60;
    items.push(
      [40, y, title, { bold: true }],
      [40, y + 15, 'Date'],
      [100, y + 15, 'Description'],
      R(480, y + 15, 'Amount'),
      [40, y + 27, date],
      [100, y + 27, 'Item'],
      R(480, y + 27, amount),
    );
  });
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, false, rowsOf(r).join(', '));
  assert.ok(r.gate.reasons.includes('ambiguous_reading'), why(r));
});

/** One page of a statement (./pdf.ts `statement`): its own period line, balances and a signed Amount | Balance table. */
const monthPage = (period: string, open: string, close: string, rows: Array<[string, string, string]>): Item[] =>
  statement(
    period,
    rows.map(([date, amount, balance]) => [date, 'Item', amount, balance]),
    open,
    close,
  )[0]!;

test('a year-end period printing the year once ("Dec 16 - Jan 15, 2024") gives month-name rows their own years', async () => {
  const r = readStatement(
    await drawPages([
      monthPage('Statement Period: Dec 16 - Jan 15, 2024', '1,000.00', '1,200.00', [
        ['Dec 20', '300.00', '1,300.00'],
        ['Jan 5', '-100.00', '1,200.00'],
      ]),
    ]),
  );
  assert.deepEqual([r.periodStart, r.periodEnd], ['2023-12-16', '2024-01-15']);
  assert.deepEqual(rowsOf(r), ['2023-12-20 credit 30000 bal 130000', '2024-01-05 debit 10000 bal 120000']);
  assert.equal(r.gate.verified, true, why(r));
});

test("two months' statements concatenated in one file are never verified as one: the second month is outside the period", async () => {
  const r = readStatement(
    await drawPages([
      monthPage('Statement Period: 01/01/2024 - 01/31/2024', '1,000.00', '1,200.00', [
        ['01/05', '300.00', '1,300.00'],
        ['01/20', '-100.00', '1,200.00'],
      ]),
      monthPage('Statement Period: 02/01/2024 - 02/29/2024', '1,200.00', '1,500.00', [
        ['02/05', '400.00', '1,600.00'],
        ['02/20', '-100.00', '1,500.00'],
      ]),
    ]),
  );
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('date_outside_period'), why(r));
});
