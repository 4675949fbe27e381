// Round 3 of layouts nobody here wrote (docs/layout-engine.md "Probed layouts"): a range printed above the
// statement's own period, the statement's kind told by loose wording, a card's running balance. Each is a
// small hand-drawn statement read through the real extractor, reader and gate: read right, or review with a
// reason, never a verified wrong period or a verified ledger with its types swapped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

type Read = ReturnType<typeof readStatement>;
const rowsOf = (r: Read): string[] =>
  r.rows.map((x) => `${x.date} ${x.type} ${x.amountCents}${x.balanceCents === null ? '' : ` bal ${x.balanceCents}`}`);
const why = (r: Read): string => `${r.gate.reasons.join(',')} ${r.gate.reconciliationReason ?? ''}`;

/** A masthead with free lines (a period, a box) and a summary of label/value lines. */
function masthead(extra: Item[], box: Array<[string, string]>): Item[] {
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [40, 80, 'ACME PLUMBING LLC'],
    [40, 92, '12 MAIN ST'],
    [40, 104, 'SPRINGFIELD IL 62701'],
    [350, 92, 'Account Number: XXXXXX4321'],
    ...box.flatMap(([label, value], i): Item[] => [[40, 130 + i * 12, label], R(300, 130 + i * 12, value)]),
    ...extra,
  ];
}

/** A Date | Description | Amount (| Balance) table at y. */
function table(rows: Array<[date: string, description: string, amount: string, balance?: string]>, y = 220): Item[] {
  const withBalance = rows.some((r) => r[3] !== undefined);
  return [
    [40, y, 'Date'],
    [100, y, 'Description'],
    R(480, y, 'Amount'),
    ...(withBalance ? [R(560, y, 'Balance')] : []),
    ...rows.flatMap(([date, description, amount, balance], i): Item[] => [
      [40, y + 15 + i * 12, date],
      [100, y + 15 + i * 12, description],
      R(480, y + 15 + i * 12, amount),
      ...(balance ? [R(560, y + 15 + i * 12, balance)] : []),
    ]),
  ];
}

const march = table([
  ['03/04', 'Deposit', '300.00', '1,300.00'],
  ['03/09', 'Fee', '-50.00', '1,250.00'],
]);
const balances: Array<[string, string]> = [
  ['Beginning Balance', '1,000.00'],
  ['Ending Balance', '1,250.00'],
];
const marchRows = ['2024-03-04 credit 30000 bal 130000', '2024-03-09 debit 5000 bal 125000'];

test('a range printed above the statement period (year to date, activity since, the previous period) is never the period', async () => {
  const above: Array<[string, Item[]]> = [
    ['year to date', [[350, 68, 'Year to Date: 01/01/2024 - 03/31/2024']]],
    ['activity since', [[350, 68, 'Activity since 01/01/2024 through 03/31/2024']]],
    ['previous period', [[350, 68, 'Previous Statement Period: 02/01/2024 - 02/29/2024']]],
    [
      'a year-to-date box titled on the line above its range',
      [
        [40, 20, 'Year-to-Date Totals'],
        [40, 30, '01/01/2024 - 03/31/2024'],
      ],
    ],
  ];
  for (const [name, extra] of above) {
    const r = readStatement(
      await drawPages([
        [...masthead([...extra, [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024']], balances), ...march],
      ]),
    );
    assert.deepEqual([r.periodStart, r.periodEnd], ['2024-03-01', '2024-03-31'], name);
    assert.deepEqual(rowsOf(r), marchRows, name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
});

test('two ranges printed with no label saying which is the period: the rows tell, or it is review', async () => {
  // A year-to-date range above an unlabelled period: both hold every row, the arithmetic cannot tell.
  const both = readStatement(
    await drawPages([
      [
        ...masthead(
          [
            [350, 68, '01/01/2024 - 03/31/2024'],
            [350, 80, 'March 1, 2024 through March 31, 2024'],
          ],
          balances,
        ),
        ...march,
      ],
    ]),
  );
  assert.equal(both.gate.verified, false, rowsOf(both).join(', '));
  assert.ok(both.gate.reasons.includes('ambiguous_reading'), why(both));
  // The other range is February's: March's rows fall outside it, so March is the period.
  const feb = readStatement(
    await drawPages([
      [
        ...masthead(
          [
            [350, 68, '02/01/2024 - 02/29/2024'],
            [350, 80, 'March 1, 2024 through March 31, 2024'],
          ],
          balances,
        ),
        ...march,
      ],
    ]),
  );
  assert.deepEqual([feb.periodStart, feb.periodEnd], ['2024-03-01', '2024-03-31']);
  assert.deepEqual(rowsOf(feb), marchRows);
  assert.equal(feb.gate.verified, true, why(feb));
});

test('a checking statement advertising a card in its footer, or printing its overdraft line, is read as checking', async () => {
  const columns: Item[] = [
    [40, 220, 'Date'],
    [100, 220, 'Description'],
    R(400, 220, 'Withdrawals'),
    R(480, 220, 'Deposits'),
    R(560, 220, 'Balance'),
    [40, 235, '03/04'],
    [100, 235, 'Deposit'],
    R(480, 235, '300.00'),
    R(560, 235, '1,300.00'),
    [40, 247, '03/09'],
    [100, 247, 'Fee'],
    R(400, 247, '50.00'),
    R(560, 247, '1,250.00'),
  ];
  const period: Item = [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'];
  const cases: Array<[string, Item[]]> = [
    [
      'a card advertised in the footer',
      [
        ...masthead([period], balances),
        ...columns,
        [
          40,
          700,
          'Apply for a Harbor Business Credit Card today: credit limit up to $50,000 and a low minimum payment due.',
        ],
      ],
    ],
    [
      'an overdraft line with its limit and due date, signs from the running balance',
      [
        ...masthead(
          [period, [350, 104, 'Overdraft Line of Credit Limit: $5,000.00 Payment Due Date: 04/15/2024']],
          balances,
        ),
        ...table([
          ['03/04', 'Deposit', '300.00', '1,300.00'],
          ['03/09', 'Fee', '50.00', '1,250.00'],
        ]),
      ],
    ],
  ];
  for (const [name, page] of cases) {
    const r = readStatement(await drawPages([page]));
    assert.equal(r.statementKind, 'checking', name);
    assert.deepEqual(rowsOf(r), marchRows, name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
});

/** A card statement that never says "card", "minimum payment due" nor "credit limit": "Minimum Due", "Amount Due". */
function dueCard(box: Array<[string, string]>, rows: Array<[string, string, string, string?]>): Item[] {
  return [
    ...masthead(
      [
        [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'],
        [350, 104, 'Minimum Due: $35.00'],
        [350, 116, 'Amount Due By 04/25/2024'],
      ],
      box,
    ),
    ...table(rows),
  ];
}
const owed: Array<[string, string]> = [
  ['Previous Balance', '1,000.00'],
  ['New Balance', '850.00'],
];
const owedWithTotals: Array<[string, string]> = [
  ['Previous Balance', '1,000.00'],
  ['Payments, Credits', '300.00'],
  ['Purchases', '150.00'],
  ['New Balance', '850.00'],
];
const cardRows = ['2024-03-02 debit 12000', '2024-03-05 credit 30000', '2024-03-10 debit 3000'];

test('a card statement worded "Minimum Due" / "Amount Due", payments printed with the minus, is never verified as checking with its types swapped', async () => {
  const rows: Array<[string, string, string]> = [
    ['03/02', 'DOORDASH', '120.00'],
    ['03/05', 'ONLINE PAYMENT THANK YOU', '-300.00'],
    ['03/10', 'LATE FEE', '30.00'],
  ];
  // Without totals of payments and charges, the card read one way and a deposit account read the other way
  // both reconcile: review.
  const bare = readStatement(await drawPages([dueCard(owed, rows)]));
  assert.equal(bare.gate.verified, false, `${bare.statementKind}: ${rowsOf(bare).join(', ')}`);
  assert.ok(bare.gate.reasons.includes('ambiguous_reading'), why(bare));
  // With them, the card is read right.
  const totals = readStatement(await drawPages([dueCard(owedWithTotals, rows)]));
  assert.equal(totals.statementKind, 'credit_card');
  assert.deepEqual(rowsOf(totals), cardRows);
  assert.equal(totals.gate.verified, true, why(totals));
});

test('a card with a running balance of what is owed (up with purchases, down with payments): never verified with its types swapped', async () => {
  const rows: Array<[string, string, string, string]> = [
    ['03/02', 'DOORDASH', '120.00', '1,120.00'],
    ['03/05', 'ONLINE PAYMENT THANK YOU', '300.00', '820.00'],
    ['03/10', 'LATE FEE', '30.00', '850.00'],
  ];
  const withBalances = [
    '2024-03-02 debit 12000 bal 112000',
    '2024-03-05 credit 30000 bal 82000',
    '2024-03-10 debit 3000 bal 85000',
  ];
  const totals = readStatement(await drawPages([dueCard(owedWithTotals, rows)]));
  assert.equal(totals.statementKind, 'credit_card');
  assert.deepEqual(rowsOf(totals), withBalances);
  assert.equal(totals.gate.verified, true, why(totals));
  // Without printed totals the balances fit the card and a deposit account read backwards alike: review.
  const bare = readStatement(await drawPages([dueCard(owed, rows)]));
  assert.equal(bare.gate.verified, false, `${bare.statementKind}: ${rowsOf(bare).join(', ')}`);
  assert.ok(bare.gate.reasons.includes('ambiguous_reading'), why(bare));
});

/** A titled Date | Description | Amount section at y, with an optional total line under it. */
function section(title: string, y: number, rows: Array<[string, string, string]>, total?: [string, string]): Item[] {
  const end = y + 27 + rows.length * 12;
  return [
    [40, y, title, { bold: true }],
    [40, y + 15, 'Date'],
    [100, y + 15, 'Description'],
    R(480, y + 15, 'Amount'),
    ...rows.flatMap(([date, description, amount], i): Item[] => [
      [40, y + 27 + i * 12, date],
      [100, y + 27 + i * 12, description],
      R(480, y + 27 + i * 12, amount),
    ]),
    ...(total ? ([[100, end, total[0]], R(480, end, total[1])] as Item[]) : []),
  ];
}

const ledger = (closing: string): Item[] => [
  ...masthead(
    [[350, 80, 'Statement Period: 03/01/2024 - 03/31/2024']],
    [
      ['Beginning Balance', '1,000.00'],
      ['Ending Balance', closing],
    ],
  ),
  ...section('Deposits and Additions', 200, [
    ['03/04', 'Deposit', '300.00'],
    ['03/31', 'Interest Paid', '1.25'],
  ]),
  ...section('Withdrawals and Subtractions', 260, [
    ['03/09', 'Monthly Service Fee', '15.00'],
    ['03/12', 'Card Purchase', '35.00'],
  ]),
];
const ledgerRows = [
  '2024-03-04 credit 30000',
  '2024-03-31 credit 125',
  '2024-03-09 debit 1500',
  '2024-03-12 debit 3500',
];

test('an "Interest Information" table and a "Fees Charged This Period" recap repeating rows listed before them are recaps, not more rows', async () => {
  const recaps: Array<[string, Item[]]> = [
    ['interest information', section('Interest Information', 330, [['03/31', 'Interest Paid This Period', '1.25']])],
    [
      'interest information with a rate column and a year-to-date line',
      [
        [40, 330, 'Interest Information', { bold: true }],
        [40, 345, 'Date'],
        [100, 345, 'Description'],
        R(400, 345, 'Rate'),
        R(480, 345, 'Amount'),
        [40, 357, '03/31/2024'],
        [100, 357, 'Interest Paid This Period'],
        [380, 357, '0.05%'],
        R(480, 357, '1.25'),
        [100, 369, 'Interest Paid Year to Date'],
        R(480, 369, '3.10'),
      ],
    ],
    [
      'fees charged recap with its total',
      section(
        'Fees Charged This Period',
        330,
        [['03/09', 'Monthly Service Fee', '15.00']],
        ['Total Fees Charged This Period', '15.00'],
      ),
    ],
  ];
  for (const [name, recap] of recaps) {
    const r = readStatement(await drawPages([[...ledger('1,251.25'), ...recap]]));
    assert.deepEqual(rowsOf(r), ledgerRows, name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
    assert.match(r.evidence.reading, /recaps/, name);
  }
});

test('a later section whose rows equal earlier ones but are real (the closing balance counts them) stays rows', async () => {
  const r = readStatement(
    await drawPages([[...ledger('1,236.25'), ...section('Other Fees', 330, [['03/09', 'Wire Fee', '15.00']])]]),
  );
  assert.deepEqual(rowsOf(r), [...ledgerRows, '2024-03-09 debit 1500']);
  assert.equal(r.gate.verified, true, why(r));
});
