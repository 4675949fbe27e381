// Round 4 of layouts nobody here wrote (docs/layout-engine.md "Probed layouts"): pending items printed
// with the ledger, UK balances marked OD, a transaction date and a posting date side by side. Each is a
// small hand-drawn statement read through the real extractor, reader and gate: read right, or review
// with a reason, never a verified ledger holding rows the account never posted or its types swapped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, rowsOf, table, why, type Col, type Item } from './pdf.ts';

const DAB: Col[] = [
  [40, 'Date'],
  [100, 'Description'],
  [480, 'Amount', true],
  [560, 'Balance', true],
];
const balances: Array<[string, string]> = [
  ['Beginning Balance', '1,000.00'],
  ['Ending Balance', '1,250.00'],
];
const posted = table(DAB, [
  ['03/04', 'Deposit', '300.00', '1,300.00'],
  ['03/09', 'Fee', '-50.00', '1,250.00'],
]);
const postedRows = ['2024-03-04 credit 30000 bal 130000', '2024-03-09 debit 5000 bal 125000'];

const DA: Col[] = [
  [40, 'Date'],
  [100, 'Description'],
  [480, 'Amount', true],
];

test('pending items and authorizations printed after the ledger are not rows (they netted to zero: verified with rows never posted)', async () => {
  const cases: Array<[string, Item[]]> = [
    [
      'a pending table with its own header',
      [
        [40, 280, 'Pending Transactions', { bold: true }],
        ...table(
          DA,
          [
            ['03/30', 'Card Auth Amazon', '-75.00'],
            ['03/31', 'Mobile Deposit', '75.00'],
          ],
          295,
        ),
      ],
    ],
    [
      'a pending heading inside the table, under its columns',
      [
        [40, 262, 'Pending (not yet posted)', { bold: true }],
        ...table(
          DA,
          [
            ['03/30', 'Card Auth Amazon', '-75.00'],
            ['03/31', 'Mobile Deposit', '75.00'],
          ],
          262,
        ).slice(3),
      ],
    ],
    [
      'authorizations and holds, unsigned',
      [
        [40, 280, 'Authorizations and Holds', { bold: true }],
        ...table(DA, [['03/30', 'Card Auth Amazon', '75.00']], 295),
      ],
    ],
  ];
  for (const [name, extra] of cases) {
    const r = readStatement(await drawPages([[...masthead(balances), ...posted, ...extra]]));
    assert.deepEqual(rowsOf(r), postedRows, name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
});

test('pending authorizations printed before the ledger: the ledger after them is read, with or without its own heading', async () => {
  const pending: Item[] = [
    [40, 180, 'Pending Authorizations', { bold: true }],
    ...table(DA, [['03/30', 'Card Auth Amazon', '-75.00']], 190),
  ];
  const ledger = table(
    DAB,
    [
      ['03/04', 'Deposit', '300.00', '1,300.00'],
      ['03/09', 'Fee', '-50.00', '1,250.00'],
    ],
    255,
  );
  const cases: Array<[string, Item[]]> = [
    ['under a heading of its own', [[40, 240, 'Account Activity', { bold: true }], ...ledger]],
    ['under its own header only', ledger],
  ];
  for (const [name, rest] of cases) {
    const r = readStatement(await drawPages([[...masthead(balances), ...pending, ...rest]]));
    assert.deepEqual(rowsOf(r), postedRows, name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
});

const ukPeriod = 'Statement Period: 01/03/2024 - 31/03/2024';
/** An overdrawn account: 500.00 OD → +300 paid in → 200.00 OD → 50.00 paid out → 250.00 OD. */
function overdrawn(mark: (v: string) => string, cols: Col[], rows: string[][]): Item[] {
  return [
    ...masthead(
      [
        ['Opening Balance', mark('500.00')],
        ['Closing Balance', mark('250.00')],
      ],
      ukPeriod,
    ),
    ...table(cols, rows),
  ];
}
const overdrawnRows = ['2024-03-04 credit 30000 bal -20000', '2024-03-19 debit 5000 bal -25000'];

test('UK balances marked OD (overdrawn) are negative: read with their signs, never with every type swapped', async () => {
  const unsigned: Col[] = [
    [40, 'Date'],
    [100, 'Description'],
    [480, 'Amount', true],
    [560, 'Balance', true],
  ];
  const paid: Col[] = [
    [40, 'Date'],
    [100, 'Description'],
    [400, 'Paid out', true],
    [480, 'Paid in', true],
    [560, 'Balance', true],
  ];
  const cases: Array<[string, Item[]]> = [
    [
      'one unsigned Amount column, signs from the balances',
      overdrawn((v) => `${v} OD`, unsigned, [
        ['04/03/2024', 'Deposit', '300.00', '200.00 OD'],
        ['19/03/2024', 'Fee', '50.00', '250.00 OD'],
      ]),
    ],
    [
      'Paid out | Paid in columns',
      overdrawn((v) => `${v} OD`, paid, [
        ['04/03/2024', 'Deposit', '', '300.00', '200.00 OD'],
        ['19/03/2024', 'Fee', '50.00', '', '250.00 OD'],
      ]),
    ],
    [
      'OD glued to the digits',
      overdrawn((v) => `${v}OD`, unsigned, [
        ['04/03/2024', 'Deposit', '300.00', '200.00OD'],
        ['19/03/2024', 'Fee', '50.00', '250.00OD'],
      ]),
    ],
  ];
  for (const [name, page] of cases) {
    const r = readStatement(await drawPages([page]));
    assert.deepEqual(rowsOf(r), overdrawnRows, name);
    assert.deepEqual([r.accounts[0].opening?.cents, r.accounts[0].closing?.cents], [-50000, -25000], name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
});

test('a transaction date and a posting date side by side: the row goes by the posting date (the day the balance moved)', async () => {
  const cases: Array<[string, Col[], string[][]]> = [
    [
      'a card purchase made before the period, posted inside it',
      [
        [40, 'Trans Date'],
        [90, 'Post Date'],
        [150, 'Description'],
        [480, 'Amount', true],
        [560, 'Balance', true],
      ],
      [
        ['02/28', '03/01', 'Card Purchase Shell', '-50.00', '950.00'],
        ['03/04', '03/05', 'Deposit', '300.00', '1,250.00'],
      ],
    ],
    [
      'transaction dates out of order, posting dates in order',
      [
        [40, 'Tran Date'],
        [90, 'Posting Date'],
        [150, 'Description'],
        [480, 'Amount', true],
        [560, 'Balance', true],
      ],
      [
        ['02/29', '03/01', 'Card Purchase Shell', '-50.00', '950.00'],
        ['02/27', '03/05', 'Deposit', '300.00', '1,250.00'],
      ],
    ],
    [
      'month-name dates',
      [
        [40, 'Transaction Date'],
        [110, 'Posting Date'],
        [180, 'Description'],
        [480, 'Amount', true],
        [560, 'Balance', true],
      ],
      [
        ['Feb 28', 'Mar 01', 'Card Purchase Shell', '-50.00', '950.00'],
        ['Mar 04', 'Mar 05', 'Deposit', '300.00', '1,250.00'],
      ],
    ],
  ];
  for (const [name, cols, rows] of cases) {
    const r = readStatement(await drawPages([[...masthead(balances), ...table(cols, rows)]]));
    assert.deepEqual(rowsOf(r), [`2024-03-01 debit 5000 bal 95000`, `2024-03-05 credit 30000 bal 125000`], name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
  // Posted first, then the transaction date: read by the posting date as before.
  const postedFirst = readStatement(
    await drawPages([
      [
        ...masthead(balances),
        ...table(
          [
            [40, 'Posted'],
            [90, 'Trans'],
            [150, 'Description'],
            [480, 'Amount', true],
            [560, 'Balance', true],
          ],
          [
            ['03/01', '02/28', 'Card Purchase Shell', '-50.00', '950.00'],
            ['03/05', '03/04', 'Deposit', '300.00', '1,250.00'],
          ],
        ),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(postedFirst), [`2024-03-01 debit 5000 bal 95000`, `2024-03-05 credit 30000 bal 125000`]);
  assert.equal(postedFirst.gate.verified, true, why(postedFirst));
});

test('pending deposits or withdrawals printed in the summary box are not the period totals', async () => {
  const rows = table(
    DAB,
    [
      ['03/04', 'Deposit', '300.00', '1,300.00'],
      ['03/06', 'Check 1001', '-100.00', '1,200.00'],
      ['03/09', 'Service Fee', '-50.00', '1,150.00'],
    ],
    250,
  );
  const boxes: Array<[string, Array<[string, string]>]> = [
    [
      'pending deposits among the totals',
      [
        ['Beginning Balance', '1,000.00'],
        ['Deposits', '300.00'],
        ['Withdrawals', '150.00'],
        ['Pending Deposits', '75.00'],
        ['Ending Balance', '1,150.00'],
      ],
    ],
    [
      'pending withdrawals under the ending balance',
      [
        ['Beginning Balance', '1,000.00'],
        ['Deposits', '300.00'],
        ['Withdrawals', '150.00'],
        ['Ending Balance', '1,150.00'],
        ['Pending Withdrawals', '75.00'],
        ['Available Balance', '1,075.00'],
      ],
    ],
  ];
  for (const [name, box] of boxes) {
    const r = readStatement(await drawPages([[...masthead(box), ...rows]]));
    assert.deepEqual([r.accounts[0].totalCredits?.cents, r.accounts[0].totalDebits?.cents], [30000, 15000], name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
});

test("a DR / CR / OD mark printed in a narrow column of its own, right of the number, is the number's sign", async () => {
  // Overdrawn all period, the DR of every balance a little apart: read unsigned, the balances would fall
  // 500 → 200 → 250 and sign the deposit as a debit and the fee as a credit.
  const overdrawnDr = readStatement(
    await drawPages([
      [
        ...masthead(
          [
            ['Opening Balance', '500.00'],
            ['Closing Balance', '250.00'],
          ],
          ukPeriod,
        ),
        [315, 130, 'DR'],
        [315, 142, 'DR'],
        ...table(
          [
            [40, 'Date'],
            [100, 'Description'],
            [440, 'Amount', true],
            [530, 'Balance', true],
          ],
          [
            ['04/03/2024', 'Deposit', '300.00', '200.00'],
            ['19/03/2024', 'Fee', '50.00', '250.00'],
          ],
        ),
        [545, 235, 'DR'],
        [545, 247, 'DR'],
      ],
    ]),
  );
  assert.deepEqual(rowsOf(overdrawnDr), overdrawnRows);
  assert.equal(overdrawnDr.gate.verified, true, why(overdrawnDr));
  assert.equal(overdrawnDr.rows[0].description, 'Deposit');
  // Amounts marked CR / DR in a column right of them, no balance column: the marks sign the rows.
  const marked = readStatement(
    await drawPages([
      [
        ...masthead(
          [
            ['Opening Balance', '1,000.00'],
            ['Total Credits', '300.00'],
            ['Total Debits', '50.00'],
            ['Closing Balance', '1,250.00'],
          ],
          ukPeriod,
        ),
        ...table(
          [
            [40, 'Date'],
            [100, 'Description'],
            [440, 'Amount', true],
          ],
          [
            ['04/03/2024', 'Deposit', '300.00'],
            ['19/03/2024', 'Fee', '50.00'],
          ],
        ),
        [455, 235, 'CR'],
        [455, 247, 'DR'],
      ],
    ]),
  );
  assert.deepEqual(rowsOf(marked), ['2024-03-04 credit 30000', '2024-03-19 debit 5000']);
  assert.equal(marked.gate.verified, true, why(marked));
});

test('transactions in process and memo-posted items are pending too', async () => {
  for (const heading of ['Transactions in Process', 'Memo Posted Items']) {
    const r = readStatement(
      await drawPages([
        [
          ...masthead(balances),
          ...posted,
          [40, 280, heading, { bold: true }],
          ...table(
            DA,
            [
              ['03/30', 'Card Auth Amazon', '-75.00'],
              ['03/31', 'Mobile Deposit', '75.00'],
            ],
            295,
          ),
        ],
      ]),
    );
    assert.deepEqual(rowsOf(r), postedRows, heading);
    assert.equal(r.gate.verified, true, `${heading}: ${why(r)}`);
  }
});

test('amounts printed with a currency code (USD 1,234.56, USD1,234.56, US$1,234.56) are amounts', async () => {
  for (const code of ['USD ', 'USD', 'US$']) {
    const r = readStatement(
      await drawPages([
        [
          ...masthead([
            ['Beginning Balance', `${code}1,000.00`],
            ['Ending Balance', `${code}1,250.00`],
          ]),
          ...table(DAB, [
            ['03/04', 'Deposit', `${code}300.00`, `${code}1,300.00`],
            ['03/09', 'Fee', `-${code}50.00`, `${code}1,250.00`],
          ]),
        ],
      ]),
    );
    assert.deepEqual(rowsOf(r), postedRows, code);
    assert.deepEqual(
      r.rows.map((x) => x.description),
      ['Deposit', 'Fee'],
      code,
    );
    assert.equal(r.gate.verified, true, `${code}: ${why(r)}`);
  }
});

test('a Type column saying Debit / Credit (or DR / CR) next to an unsigned Amount column signs the rows', async () => {
  for (const [title, debit, credit] of [
    ['Type', 'Debit', 'Credit'],
    ['Dr/Cr', 'DR', 'CR'],
  ]) {
    const r = readStatement(
      await drawPages([
        [
          ...masthead([
            ['Beginning Balance', '1,000.00'],
            ['Total Credits', '300.00'],
            ['Total Debits', '50.00'],
            ['Ending Balance', '1,250.00'],
          ]),
          ...table(
            [
              [40, 'Date'],
              [100, 'Description'],
              [330, title],
              [480, 'Amount', true],
            ],
            [
              ['03/04', 'Deposit', credit, '300.00'],
              ['03/09', 'Fee', debit, '50.00'],
            ],
          ),
        ],
      ]),
    );
    assert.deepEqual(rowsOf(r), ['2024-03-04 credit 30000', '2024-03-09 debit 5000'], title);
    assert.equal(r.gate.verified, true, `${title}: ${why(r)}`);
  }
});

test("a row printing only its transaction date (no posting date) goes by that date, never the row above's", async () => {
  const r = readStatement(
    await drawPages([
      [
        ...masthead(balances),
        ...table(
          [
            [40, 'Trans Date'],
            [100, 'Post Date'],
            [160, 'Description'],
            [480, 'Amount', true],
            [560, 'Balance', true],
          ],
          [
            ['03/01', '03/02', 'Card Purchase Shell', '-50.00', '950.00'],
            ['03/04', '', 'Deposit', '300.00', '1,250.00'],
          ],
        ),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), ['2024-03-02 debit 5000 bal 95000', '2024-03-04 credit 30000 bal 125000']);
  assert.equal(r.gate.verified, true, why(r));
});
