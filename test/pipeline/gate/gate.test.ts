// Gate: verified only for a ledger that reconciles, reproduces printed totals, keeps its balance chain and
// its dates; and a wrong ledger that still reconciles (swapped amounts, transposed date, a row read twice
// and another skipped) must be caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gate } from '../../../src/pipeline/gate/index.ts';
import type { AccountRead, ReadRow, StatementRead } from '../../../src/pipeline/statement-read.ts';

type Spec = [date: string, amount: number, type: 'credit' | 'debit', balance: number | null];

const ref = (line: number, text = '') => ({ page: 1, line, text });

function rowsOf(specs: Spec[], group = 'activity'): ReadRow[] {
  return specs.map(([date, amount, type, balance], i) => ({
    index: i + 1,
    date,
    description: `row ${i + 1}`,
    amountCents: amount,
    type,
    balanceCents: balance,
    page: 1,
    accountSectionId: null,
    accountNumberSuffix: null,
    ref: ref(10 + i),
    dateRef: ref(10 + i),
    balanceRef: balance === null ? null : ref(10 + i),
    group,
    orderExempt: false,
  }));
}

function account(opening: number, closing: number, extra: Partial<AccountRead> = {}): AccountRead {
  return {
    sectionId: 'acct-1',
    name: null,
    numberSuffix: '1234',
    opening: { cents: opening, ref: ref(3) },
    closing: { cents: closing, ref: ref(4) },
    totalCredits: null,
    totalDebits: null,
    creditCount: null,
    debitCount: null,
    sectionTotals: [],
    ...extra,
  };
}

function read(
  rows: ReadRow[],
  acct: AccountRead,
  period: [string, string] = ['2024-03-01', '2024-03-31'],
): StatementRead {
  return {
    pages: [1],
    institution: 'Test Bank',
    holder: 'Acme LLC',
    accountLast4: '1234',
    routingNumber: null,
    periodStart: period[0],
    periodEnd: period[1],
    periodRef: ref(2),
    statementKind: 'checking',
    newestFirst: false,
    accounts: [acct],
    rows,
    checks: [],
    evidence: { reading: 'test', tried: [], fields: {} },
    warnings: [],
  };
}

// opening 1000.00; +500.00, -120.00, -500.00... a ledger with a balance on every row
const GOOD: Spec[] = [
  ['2024-03-02', 50000, 'credit', 150000],
  ['2024-03-05', 12000, 'debit', 138000],
  ['2024-03-07', 25000, 'debit', 113000],
  ['2024-03-09', 12000, 'debit', 101000],
  ['2024-03-15', 7500, 'credit', 108500],
];
const totals = {
  totalCredits: { cents: 57500, ref: ref(5) },
  totalDebits: { cents: 49000, ref: ref(6) },
  creditCount: 2,
  debitCount: 3,
};

test('a correct ledger verifies, with the equations and their page/line as evidence', () => {
  const g = gate(read(rowsOf(GOOD), account(100000, 108500, totals)));
  assert.equal(g.verified, true, g.reconciliationReason ?? '');
  assert.deepEqual(g.reasons, []);
  assert.equal(g.deltaCents, 0);
  const rec = g.evidence.equations.find((e) => e.kind === 'reconcile');
  assert.ok(rec?.holds);
  assert.deepEqual(
    rec.refs.map((r) => r.line),
    [3, 4],
  );
  assert.deepEqual(g.evidence.balance_chain, [{ account: 'acct-1', links: 5, held: 5 }]);
  assert.ok(g.confidence > 0.95);
});

test('one cent off is unreconciled, with the delta', () => {
  const g = gate(read(rowsOf(GOOD), account(100000, 108501)));
  assert.equal(g.verified, false);
  assert.ok(g.reasons.includes('unreconciled'));
  assert.equal(g.deltaCents, -1);
});

test('two swapped amounts of different rows still reconcile but break the balance chain', () => {
  const swapped = GOOD.map((s) => [...s] as Spec);
  swapped[1][1] = 25000; // 120.00 and 250.00 swapped between rows 2 and 3
  swapped[2][1] = 12000;
  const g = gate(read(rowsOf(swapped), account(100000, 108500, totals)));
  assert.equal(g.verified, false);
  assert.deepEqual(g.reasons, ['balance_chain_broken']);
  assert.deepEqual(
    g.evidence.broken_links.map((b) => b.row),
    [2, 3],
  );
  assert.ok(g.integritySignals.some((s) => s.code === 'reconciles_with_broken_chain'));
});

test('a row read twice and another skipped that cancel: totals agree, the chain does not', () => {
  const doubled: Spec[] = [GOOD[0], GOOD[1], GOOD[1], GOOD[2], GOOD[4]]; // row 2 twice, row 4 (same 120.00) skipped
  const g = gate(read(rowsOf(doubled), account(100000, 108500, totals)));
  assert.equal(g.verified, false);
  assert.ok(g.reasons.includes('balance_chain_broken'));
  assert.ok(!g.reasons.includes('unreconciled'));
});

test('a transposed date breaks the statement order even though the amounts reconcile', () => {
  const t = GOOD.map((s) => [...s] as Spec);
  t[3][0] = '2024-03-01'; // 09 read as 01 (still inside the period)
  const g = gate(read(rowsOf(t), account(100000, 108500, totals)));
  assert.deepEqual(g.reasons, ['date_order_broken']);
  assert.equal(g.evidence.dates.out_of_order[0].row, 4);
});

test('dates given the wrong year fall outside the period', () => {
  const t = GOOD.map((s) => [...s] as Spec);
  for (const s of t) s[0] = s[0].replace('2024', '2023');
  const g = gate(read(rowsOf(t), account(100000, 108500)));
  assert.ok(g.reasons.includes('date_outside_period'));
  assert.equal(g.verified, false);
});

test('printed totals and counts must be reproduced', () => {
  const g = gate(read(rowsOf(GOOD), account(100000, 108500, { ...totals, debitCount: 4 })));
  assert.deepEqual(g.reasons, ['printed_count_mismatch']);
  const g2 = gate(
    read(rowsOf(GOOD), account(100000, 108500, { ...totals, totalCredits: { cents: 57600, ref: ref(5) } })),
  );
  assert.deepEqual(g2.reasons, ['printed_total_mismatch']);
});

test('section totals are checked against their own section', () => {
  const rows = [
    ...rowsOf(
      GOOD.filter((s) => s[2] === 'credit').map((s) => [s[0], s[1], s[2], null] as Spec),
      'deposits',
    ),
    ...rowsOf(
      GOOD.filter((s) => s[2] === 'debit').map((s) => [s[0], s[1], s[2], null] as Spec),
      'withdrawals',
    ),
  ];
  rows.forEach((r, i) => (r.index = i + 1));
  const st = (cents: number) => [
    { group: 'withdrawals', label: 'Total withdrawals', type: 'debit' as const, cents, count: 3, ref: ref(40) },
  ];
  assert.equal(gate(read(rows, account(100000, 108500, { sectionTotals: st(49000) }))).verified, true);
  assert.deepEqual(gate(read(rows, account(100000, 108500, { sectionTotals: st(49100) }))).reasons, [
    'section_total_mismatch',
  ]);
});

test('missing balances, no rows and a broken text layer are reasons, never a pass', () => {
  const a = account(100000, 108500);
  a.opening = null;
  assert.ok(gate(read(rowsOf(GOOD), a)).reasons.includes('missing_opening_balance'));
  assert.ok(gate(read([], account(100000, 100000))).reasons.includes('no_transactions'));
  const r = read(rowsOf(GOOD), account(100000, 108500));
  r.warnings.push({ code: 'digits_split', page: 1, message: 'digits split by a space', blocking: true });
  assert.deepEqual(gate(r).reasons, ['broken_text_layer']);
});

test('each account section reconciles on its own', () => {
  const rows = rowsOf(GOOD);
  const savings: ReadRow[] = rowsOf([['2024-03-31', 125, 'credit', 500125]]).map((r) => ({
    ...r,
    index: 6,
    accountSectionId: 'acct-2',
  }));
  for (const r of rows) r.accountSectionId = 'acct-1';
  const r = read([...rows, ...savings], account(100000, 108500));
  r.accounts.push({ ...account(500000, 500125), sectionId: 'acct-2', numberSuffix: '9876' });
  assert.equal(gate(r).verified, true);
  r.accounts[1].closing = { cents: 500000, ref: ref(60) };
  const g = gate(r);
  assert.deepEqual(g.reasons, ['unreconciled']);
  assert.equal(g.evidence.equations.filter((e) => e.kind === 'reconcile' && !e.holds)[0].account, 'acct-2');
  assert.equal(g.deltaCents, 125);
});

test('a card row dated a day before the row printed above it, its balance following from that row, is the posting order: verified; without the chained balance, or days further back, the order is broken', () => {
  const lag = GOOD.map((s) => [...s] as Spec);
  lag[2][0] = '2024-03-04'; // printed after the 03-05 row, posted in that order (its balance follows)
  assert.deepEqual(gate(read(rowsOf(lag), account(100000, 108500, totals))).reasons, []);
  const unchained = lag.map((s) => [...s] as Spec);
  unchained[2][3] = null;
  assert.deepEqual(gate(read(rowsOf(unchained), account(100000, 108500, totals))).reasons, ['date_order_broken']);
  const far = GOOD.map((s) => [...s] as Spec);
  far[2][0] = '2024-03-01'; // 4 days back: a misread date, not a posting lag
  assert.deepEqual(gate(read(rowsOf(far), account(100000, 108500, totals))).reasons, ['date_order_broken']);
});

test('a $0.00 row with no running balance is flagged for the reviewer (no equation can confirm it), not blocked; one with its balance printed is not flagged', () => {
  const noBalances: Spec[] = GOOD.map(([d, a, t]) => [d, a, t, null]);
  const withZero: Spec[] = [...noBalances.slice(0, 3), ['2024-03-08', 0, 'debit', null], ...noBalances.slice(3)];
  const g = gate(read(rowsOf(withZero), account(100000, 108500, { ...totals, debitCount: 4 })));
  assert.equal(g.verified, true, g.reconciliationReason ?? '');
  const flags = g.integritySignals.filter((s) => s.code === 'zero_amount_row');
  assert.deepEqual(
    flags.map((s) => [s.row, s.severity]),
    [[4, 'warning']],
  );
  const chained: Spec[] = [...GOOD.slice(0, 3), ['2024-03-08', 0, 'debit', 113000], ...GOOD.slice(3)];
  const h = gate(read(rowsOf(chained), account(100000, 108500, { ...totals, debitCount: 4 })));
  assert.equal(h.verified, true, h.reconciliationReason ?? '');
  assert.equal(h.integritySignals.filter((s) => s.code === 'zero_amount_row').length, 0);
});

// A ledger printing a balance at each day's end (1000.00 opening) while the day's checks are listed in a table of
// their own after it: each balance includes that day's checks.
const DAY_END_LEDGER: Spec[] = [
  ['2024-03-02', 50000, 'credit', null],
  ['2024-03-02', 10000, 'debit', 125000], // 1000 + 500 - 100 - check 150.00 of 03/02
  ['2024-03-05', 20000, 'debit', 105000],
  ['2024-03-09', 5000, 'credit', 90000], // + 50 - check 200.00 of 03/08
];
const CHECKS: Spec[] = [
  ['2024-03-08', 20000, 'debit', null],
  ['2024-03-02', 15000, 'debit', null],
];
const dayEnd = (checks: Spec[]): ReadRow[] => {
  // the check table is in check-number order, not date order
  const table = rowsOf(checks, 'checks').map((r) => ({ ...r, orderExempt: true }));
  return [...rowsOf(DAY_END_LEDGER), ...table].map((r, i) => ({ ...r, index: i + 1 }));
};

test('day-end balances that include checks listed in their own table keep the chain by date: verified', () => {
  const g = gate(read(dayEnd(CHECKS), account(100000, 90000)));
  assert.equal(g.verified, true, g.reasons.join(','));
  assert.deepEqual(g.reasons, []);
  assert.deepEqual(g.evidence.balance_chain, [{ account: 'acct-1', links: 3, held: 3 }]);
});

test("a check's amount read wrong breaks the day-end chain even where the statement still reconciles", () => {
  // 150.00 read as 100.00 and 200.00 as 250.00: the totals and the closing still hold, the 03/02 and 03/05 balances do not
  const wrong: Spec[] = [
    ['2024-03-08', 25000, 'debit', null],
    ['2024-03-02', 10000, 'debit', null],
  ];
  const g = gate(read(dayEnd(wrong), account(100000, 90000)));
  assert.ok(g.reasons.includes('balance_chain_broken'), g.reasons.join(','));
});

test('a ledger printing two balances on one day is walked in printed order only: checks elsewhere do not mend it', () => {
  const twice: Spec[] = [
    ['2024-03-02', 50000, 'credit', 150000],
    ['2024-03-02', 10000, 'debit', 125000],
    ['2024-03-05', 20000, 'debit', 105000],
    ['2024-03-09', 5000, 'credit', 90000],
  ];
  const table = rowsOf(CHECKS, 'checks').map((r) => ({ ...r, orderExempt: true }));
  const rows = [...rowsOf(twice), ...table].map((r, i) => ({ ...r, index: i + 1 }));
  assert.ok(gate(read(rows, account(100000, 90000))).reasons.includes('balance_chain_broken'));
});
