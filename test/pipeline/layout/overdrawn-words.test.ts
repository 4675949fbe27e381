// Round 5 of layouts nobody here wrote (docs/layout-engine.md "Probed layouts"): overdrawn balances marked by a
// word. Each is a small hand-drawn statement read through the real extractor, reader and gate: read right, or
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

test('balances marked overdrawn by a word are negative: read with their signs, never with every type swapped', async () => {
  const marks: Array<[string, (v: string) => string]> = [
    ['OVERDRAWN after the digits', (v) => `${v} OVERDRAWN`],
    ['Overdrawn after the digits', (v) => `${v} Overdrawn`],
    ['OVERDRAWN before the digits', (v) => `OVERDRAWN ${v}`],
  ];
  for (const [name, mark] of marks) {
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
    assert.deepEqual(rowsOf(r), overdrawnRows, name);
    assert.deepEqual([r.accounts[0].opening?.cents, r.accounts[0].closing?.cents], [-50000, -25000], name);
    assert.equal(r.gate.verified, true, `${name}: ${why(r)}`);
  }
});

test('an overdrawn word only on the summary lines, a signed Amount column: the balances are negative (was review)', async () => {
  const page = [
    ...masthead([
      ['Beginning Balance', '500.00 OVERDRAWN'],
      ['Ending Balance', '250.00 OVERDRAWN'],
    ]),
    ...table(DAB.slice(0, 3), [
      ['03/04', 'Deposit', '300.00'],
      ['03/19', 'Fee', '-50.00'],
    ]),
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual(rowsOf(r), ['2024-03-04 credit 30000', '2024-03-19 debit 5000']);
  assert.deepEqual([r.accounts[0].opening?.cents, r.accounts[0].closing?.cents], [-50000, -25000]);
  assert.equal(r.gate.verified, true, why(r));
});

test('rows listed newest first in one unsigned Amount column: signs from the balances walked bottom up (was review)', async () => {
  const page = [
    ...masthead([
      ['Beginning Balance', '1,000.00'],
      ['Ending Balance', '1,250.00'],
    ]),
    ...table(DAB, [
      ['03/20', 'Service Fee', '50.00', '1,250.00'],
      ['03/09', 'Deposit', '400.00', '1,300.00'],
      ['03/04', 'Check 101', '100.00', '900.00'],
    ]),
  ];
  const r = readStatement(await drawPages([page]));
  assert.deepEqual(rowsOf(r), [
    '2024-03-20 debit 5000 bal 125000',
    '2024-03-09 credit 40000 bal 130000',
    '2024-03-04 debit 10000 bal 90000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a balance labelled overdrawn is negative: read right with a signed column, review (never swapped types) when the table prints it unmarked', async () => {
  const box = (label: (s: string) => string): Item[] =>
    masthead([
      [label('Beginning Balance'), '500.00'],
      [label('Ending Balance'), '250.00'],
    ]);
  for (const [name, label] of [
    ['Ending Balance (Overdrawn)', (s: string) => `${s} (Overdrawn)`],
    ['Overdrawn Ending Balance', (s: string) => `Overdrawn ${s}`],
  ] as const) {
    const signed = readStatement(
      await drawPages([
        [
          ...box(label),
          ...table(DAB.slice(0, 3), [
            ['03/04', 'Deposit', '300.00'],
            ['03/19', 'Fee', '-50.00'],
          ]),
        ],
      ]),
    );
    assert.deepEqual(rowsOf(signed), ['2024-03-04 credit 30000', '2024-03-19 debit 5000'], name);
    assert.deepEqual([signed.accounts[0].opening?.cents, signed.accounts[0].closing?.cents], [-50000, -25000], name);
    assert.equal(signed.gate.verified, true, `${name}: ${why(signed)}`);
    // The running balance printed without a mark disagrees with the label: the signs cannot be told (was
    // verified with the deposit read as a debit and the fee as a credit).
    const unmarked = readStatement(
      await drawPages([
        [
          ...box(label),
          ...table(DAB, [
            ['03/04', 'Deposit', '300.00', '200.00'],
            ['03/19', 'Fee', '50.00', '250.00'],
          ]),
        ],
      ]),
    );
    assert.equal(unmarked.gate.verified, false, `${name}: ${rowsOf(unmarked).join('; ')}`);
    assert.ok(unmarked.gate.reasons.includes('balance_chain_broken'), `${name}: ${why(unmarked)}`);
  }
});

test('OVERDRAWN printed in a status column of its own right of the balance marks that balance (read positive: types swapped, verified)', async () => {
  const cols: Col[] = [
    [40, 'Date'],
    [100, 'Description'],
    [400, 'Amount', true],
    [500, 'Balance', true],
    [530, 'Status'],
  ];
  const rows = [
    ['03/04', 'Deposit', '300.00', '200.00', 'OVERDRAWN'],
    ['03/19', 'Fee', '50.00', '250.00', 'OVERDRAWN'],
  ];
  const box = (open: string, close: string): Item[] =>
    masthead([
      ['Beginning Balance', open],
      ['Ending Balance', close],
    ]);
  const marked = readStatement(await drawPages([[...box('-500.00', '-250.00'), ...table(cols, rows)]]));
  assert.deepEqual(rowsOf(marked), overdrawnRows);
  assert.equal(marked.gate.verified, true, why(marked));
  // The summary box prints the balances unmarked: it and the table disagree, nothing tells the signs.
  const unmarked = readStatement(await drawPages([[...box('500.00', '250.00'), ...table(cols, rows)]]));
  assert.equal(unmarked.gate.verified, false, rowsOf(unmarked).join('; '));
  assert.ok(unmarked.gate.reasons.includes('balance_chain_broken'), why(unmarked));
});
