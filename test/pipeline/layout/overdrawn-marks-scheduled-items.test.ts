// Round 6 of layouts nobody here wrote (docs/layout-engine.md "Probed layouts"): other overdrawn words, pending items
// under other headings. Each is a small hand-drawn statement read through the real extractor, reader and gate: read right, or
// review with a reason, never a verified ledger with its types swapped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, rowsOf, table, why, type Col, type Item } from './pdf.ts';

const DAB: Col[] = [
  [40, 'Date'],
  [100, 'Description'],
  [430, 'Amount', true],
  [560, 'Balance', true],
];

/** An account overdrawn all period: 500.00 overdrawn → +300 deposit → 200.00 overdrawn → 50.00 fee → 250.00 overdrawn. */
const overdrawnRows = ['2024-03-04 credit 30000 bal -20000', '2024-03-19 debit 5000 bal -25000'];

test('balances marked OVERDRAFT, NEG or DB after the digits are negative: read with their signs (was verified with every type swapped)', async () => {
  for (const word of ['OVERDRAFT', 'Overdraft', 'NEG', 'NEGATIVE', 'DB']) {
    const mark = (v: string): string => `${v} ${word}`;
    const page = [
      ...masthead([
        ['Beginning Balance', mark('500.00')],
        ['Ending Balance', mark('250.00')],
      ]),
      ...table(DAB, [
        ['03/04', 'Deposit', '300.00', mark('200.00')],
        ['03/19', 'Fee', '50.00', mark('250.00')],
      ]),
    ];
    const r = readStatement(await drawPages([page]));
    assert.deepEqual(rowsOf(r), overdrawnRows, word);
    assert.deepEqual([r.accounts[0].opening?.cents, r.accounts[0].closing?.cents], [-50000, -25000], word);
    assert.equal(r.gate.verified, true, `${word}: ${why(r)}`);
  }
});

test('a description ending with Overdraft right before its amount keeps the amount as printed', async () => {
  const page = [
    ...masthead([
      ['Beginning Balance', '1,000.00'],
      ['Ending Balance', '1,265.00'],
    ]),
    ...table(DAB, [
      ['03/04', 'Deposit', '300.00', '1,300.00'],
      ['03/19', 'Courtesy Overdraft', '35.00', '1,265.00'],
    ]),
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 30000 bal 130000', '2024-03-19 debit 3500 bal 126500']);
  assert.equal(r.gate.verified, true, why(r));
});

test('items under a Scheduled / Upcoming / Future-dated / not yet cleared heading are not the ledger (netting to zero they verified as rows)', async () => {
  for (const heading of [
    'Scheduled Transactions',
    'Upcoming Transactions',
    'Future-dated Payments',
    'Items not yet cleared',
    'Uncleared Items',
  ]) {
    const page: Item[] = [
      ...masthead([
        ['Beginning Balance', '1,000.00'],
        ['Ending Balance', '1,250.00'],
      ]),
      ...table(DAB.slice(0, 3), [
        ['03/04', 'Deposit', '300.00'],
        ['03/19', 'Fee', '-50.00'],
      ]),
      [40, 300, heading, { bold: true }],
      ...table(
        DAB.slice(0, 3),
        [
          ['03/30', 'Wire in', '200.00'],
          ['03/31', 'Transfer out', '-200.00'],
        ],
        315,
      ),
    ];
    const r = readStatement(await drawPages([page]));
    assert.deepEqual(rowsOf(r), ['2024-03-04 credit 30000', '2024-03-19 debit 5000'], heading);
    assert.equal(r.gate.verified, true, `${heading}: ${why(r)}`);
  }
});

test('rows marked PENDING (in a status column or their description) are review: pending_row (netting to zero they verified)', async () => {
  const box = masthead([
    ['Beginning Balance', '1,000.00'],
    ['Ending Balance', '1,250.00'],
  ]);
  const status = table(
    [...DAB.slice(0, 3), [450, 'Status']],
    [
      ['03/04', 'Deposit', '300.00', 'Posted'],
      ['03/19', 'Fee', '-50.00', 'Posted'],
      ['03/30', 'Wire in', '200.00', 'PENDING'],
      ['03/31', 'Transfer out', '-200.00', 'PENDING'],
    ],
  );
  const described = table(DAB.slice(0, 3), [
    ['03/04', 'Deposit', '300.00'],
    ['03/19', 'Fee', '-50.00'],
    ['03/30', 'PENDING Wire in', '200.00'],
    ['03/31', 'Pending Transfer out', '-200.00'],
  ]);
  for (const [name, rows] of [
    ['status column', status],
    ['description', described],
  ] as const) {
    const r = readStatement(await drawPages([[...box, ...rows]]));
    assert.equal(r.gate.verified, false, `${name}: ${rowsOf(r).join('; ')}`);
    assert.deepEqual(r.gate.reasons, ['pending_row'], `${name}: ${why(r)}`);
  }
});

test('an OVERDRAWN status column that is not the last on the line: never verified with every type swapped', async () => {
  const box = (open: string, close: string): Item[] =>
    masthead([
      ['Beginning Balance', open],
      ['Ending Balance', close],
    ]);
  // Status right of the balance, a reference column after it: the word marks the balance (was swapped, verified).
  const notLast = table(
    [...DAB.slice(0, 2), [380, 'Amount', true], [460, 'Balance', true], [475, 'Status'], [540, 'Ref']],
    [
      ['03/04', 'Deposit', '300.00', '200.00', 'OVERDRAWN', 'A1'],
      ['03/19', 'Fee', '50.00', '250.00', 'OVERDRAWN', 'A2'],
    ],
  );
  const signed = readStatement(await drawPages([[...box('-500.00', '-250.00'), ...notLast]]));
  assert.deepEqual(rowsOf(signed), overdrawnRows);
  assert.equal(signed.gate.verified, true, why(signed));
  const unmarked = readStatement(await drawPages([[...box('500.00', '250.00'), ...notLast]]));
  assert.equal(unmarked.gate.verified, false, rowsOf(unmarked).join('; '));
  assert.ok(unmarked.gate.reasons.includes('balance_chain_broken'), why(unmarked));
  // Status between the amount and the balance: which one it marks is not printed; review, never swapped types.
  const between = table(
    [...DAB.slice(0, 2), [380, 'Amount', true], [400, 'Status'], [560, 'Balance', true]],
    [
      ['03/04', 'Deposit', '300.00', 'OVERDRAWN', '200.00'],
      ['03/19', 'Fee', '50.00', 'OVERDRAWN', '250.00'],
    ],
  );
  for (const [open, close] of [
    ['500.00', '250.00'],
    ['-500.00', '-250.00'],
  ]) {
    const r = readStatement(await drawPages([[...box(open, close), ...between]]));
    assert.equal(r.gate.verified, false, `${open}: ${rowsOf(r).join('; ')}`);
    assert.ok(r.gate.reasons.includes('balance_chain_broken'), why(r));
  }
});
