// Statement styles the fixture generator does not draw: unsigned amounts signed by the running balance,
// two date columns with ISO dates, Money in / Money out, no header at all, a check grid in three groups,
// balances only at day end, a table continued on a page without its header, wide columns. Each must be
// read exactly and verified.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

const fmt = (c: number) => {
  const s = Math.abs(c);
  return `${Math.floor(s / 100).toLocaleString('en-US')}.${String(s % 100).padStart(2, '0')}`;
};
const got = (r: ReturnType<typeof readStatement>): string[] =>
  r.rows.map((x) => `${x.date} ${x.type} ${x.amountCents}`);
function rowsWant(): string[] {
  return tx.map(([d, , a]) => `2024-${d.replace('/', '-')} ${a > 0 ? 'credit' : 'debit'} ${Math.abs(a)}`);
}
const head = (
  period: string,
  labels: [string, string, string, string],
  vals: [number, number, number, number],
): Item[] => [
  [40, 40, 'Granite Savings Bank', { size: 15 }],
  [40, 80, 'ZETA CAFE INC'],
  [40, 92, '9 ELM ST'],
  [40, 104, 'AUSTIN TX 78701'],
  [350, 80, period],
  [350, 92, 'Account ending in 7788'],
  [40, 140, labels[0]],
  R(300, 140, fmt(vals[0])),
  [40, 152, labels[1]],
  R(300, 152, fmt(vals[1])),
  [40, 164, labels[2]],
  R(300, 164, fmt(vals[2])),
  [40, 176, labels[3]],
  R(300, 176, fmt(vals[3])),
];
const tx: Array<[string, string, number]> = [
  ['03/04', 'Square deposit', 52000],
  ['03/06', 'Rent payment', -150000],
  ['03/06', 'Card purchase', -4512],
  ['03/11', 'ACH credit', 230011],
  ['03/18', 'Loan pmt', -33300],
];
const open = 250000;
let bal = open;
const rows = tx.map(([d, desc, a]) => {
  bal += a;
  return { d, desc, a, bal };
});
const cr = tx.filter((t) => t[2] > 0).reduce((n, t) => n + t[2], 0),
  dr = -tx.filter((t) => t[2] < 0).reduce((n, t) => n + t[2], 0);
test('B: unsigned single amount, balance every row, no sections', async () => {
  const items: Item[] = [
    ...head(
      'For the period March 1, 2024 to March 31, 2024',
      ['Previous Statement Balance', 'Total Additions', 'Total Subtractions', 'Balance This Statement'],
      [open, cr, dr, bal],
    ),
    [40, 210, 'Date'],
    [100, 210, 'Transaction'],
    R(480, 210, 'Amount'),
    R(560, 210, 'Balance'),
  ];
  rows.forEach((r, i) =>
    items.push(
      [40, 225 + i * 12, r.d],
      [100, 225 + i * 12, r.desc],
      R(480, 225 + i * 12, fmt(r.a)),
      R(560, 225 + i * 12, fmt(r.bal)),
    ),
  );
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), rowsWant());
});
test('E: two date columns, ISO dates, $ amounts signed', async () => {
  const items: Item[] = [
    ...head(
      'Statement Period 2024-03-01 through 2024-03-31',
      ['Opening Balance', 'Deposits', 'Withdrawals', 'Closing Balance'],
      [open, cr, dr, bal],
    ),
    [40, 210, 'Trans. Date'],
    [100, 210, 'Post Date'],
    [160, 210, 'Description'],
    R(480, 210, 'Amount'),
    R(560, 210, 'Balance'),
  ];
  rows.forEach((r, i) =>
    items.push(
      [40, 225 + i * 12, `2024-${r.d.replace('/', '-')}`],
      [100, 225 + i * 12, `2024-${r.d.replace('/', '-')}`],
      [160, 225 + i * 12, r.desc],
      R(480, 225 + i * 12, (r.a < 0 ? '-$' : '$') + fmt(r.a)),
      R(560, 225 + i * 12, '$' + fmt(r.bal)),
    ),
  );
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), rowsWant());
});
test('F: Money in / Money out, no balance', async () => {
  const items: Item[] = [
    ...head(
      '01 Mar 2024 - 31 Mar 2024',
      ['Balance brought forward', 'Money in', 'Money out', 'Closing balance'],
      [open, cr, dr, bal],
    ),
    [40, 210, 'Date'],
    [100, 210, 'Details'],
    R(400, 210, 'Money out'),
    R(480, 210, 'Money in'),
  ];
  rows.forEach((r, i) =>
    items.push(
      [40, 225 + i * 12, `${r.d.slice(3)} Mar`],
      [100, 225 + i * 12, r.desc],
      R(r.a < 0 ? 400 : 480, 225 + i * 12, fmt(r.a)),
    ),
  );
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), rowsWant());
});
test('H: no header at all, debit/credit/balance columns told apart by the balance chain', async () => {
  const items: Item[] = [
    ...head(
      'Statement period: 03/01/2024 thru 03/31/2024',
      ['Beginning balance', 'Credits', 'Debits', 'Ending balance'],
      [open, cr, dr, bal],
    ),
  ];
  rows.forEach((r, i) =>
    items.push(
      [40, 225 + i * 12, r.d],
      [100, 225 + i * 12, r.desc],
      R(r.a < 0 ? 400 : 480, 225 + i * 12, fmt(r.a)),
      R(560, 225 + i * 12, fmt(r.bal)),
    ),
  );
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), rowsWant());
});
test('J: checks grid 3 groups + deposits section, no balances', async () => {
  const checks: Array<[string, string, number]> = [
    ['1001', '03/04', 12000],
    ['1002', '03/05', 34050],
    ['1004', '03/09', 1999],
    ['1005', '03/12', 70000],
    ['1006', '03/15', 2500],
    ['1007', '03/20', 8800],
    ['1008', '03/22', 15000],
  ];
  const ct = checks.reduce((n, c) => n + c[2], 0);
  const dep = 500000;
  const close = open + dep - ct;
  const items: Item[] = [
    ...head(
      'March 1, 2024 - March 31, 2024',
      ['Beginning Balance', 'Deposits and Credits', 'Checks Paid', 'Ending Balance'],
      [open, dep, ct, close],
    ),
    [40, 200, 'DEPOSITS AND CREDITS', { bold: true }],
    [40, 212, 'Date'],
    [100, 212, 'Description'],
    R(560, 212, 'Amount'),
    [40, 224, '03/02'],
    [100, 224, 'Wire in'],
    R(560, 224, '5,000.00'),
    [100, 236, 'Total Deposits and Credits'],
    R(560, 236, '$5,000.00'),
    [40, 260, 'CHECKS PAID', { bold: true }],
  ];
  for (let g = 0; g < 3; g++)
    items.push([40 + g * 180, 272, 'Check No.'], [100 + g * 180, 272, 'Date'], R(200 + g * 180, 272, 'Amount'));
  checks.forEach((c, i) => {
    const g = Math.floor(i / 3),
      k = i % 3;
    items.push(
      [40 + g * 180, 284 + k * 12, c[0] + (c[0] === '1004' ? '*' : '')],
      [100 + g * 180, 284 + k * 12, c[1]],
      R(200 + g * 180, 284 + k * 12, fmt(c[2])),
    );
  });
  items.push([100, 330, 'Total Checks Paid'], R(560, 330, '$' + fmt(ct)));
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), [
    '2024-03-02 credit 500000',
    ...checks.map((c) => `2024-${c[1].replace('/', '-')} debit ${c[2]}`),
  ]);
  assert.deepEqual(
    r.checks.map((c) => c.number),
    checks.map((c) => c[0]),
  );
});
test('M: unsigned amounts, balance only on last row of day', async () => {
  const items: Item[] = [
    ...head(
      '03/01/2024 - 03/31/2024',
      ['Opening balance', 'Total credits', 'Total debits', 'Closing balance'],
      [open, cr, dr, bal],
    ),
    [40, 210, 'Date'],
    [100, 210, 'Description'],
    R(480, 210, 'Amount'),
    R(560, 210, 'Daily Balance'),
  ];
  rows.forEach((r, i) => {
    const lastOfDay = !rows[i + 1] || rows[i + 1].d !== r.d;
    items.push([40, 225 + i * 12, r.d], [100, 225 + i * 12, r.desc], R(480, 225 + i * 12, fmt(r.a)));
    if (lastOfDay) items.push(R(560, 225 + i * 12, fmt(r.bal)));
  });
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), rowsWant());
});
test('I: two pages, header not repeated, footer, wrapped description at page end', async () => {
  const p1: Item[] = [
    ...head(
      '03/01/2024 - 03/31/2024',
      ['Beginning balance', 'Deposits', 'Withdrawals', 'Ending balance'],
      [open, cr, dr, bal],
    ),
    [40, 210, 'Date'],
    [100, 210, 'Description'],
    R(400, 210, 'Withdrawals'),
    R(480, 210, 'Deposits'),
    R(560, 210, 'Balance'),
  ];
  const p2: Item[] = [[40, 40, 'Granite Savings Bank  Account ending in 7788  Page 2 of 2']];
  rows.forEach((r, i) => {
    const pg = i < 3 ? p1 : p2;
    const y = i < 3 ? 225 + i * 24 : 80 + (i - 3) * 24;
    pg.push([40, y, r.d], [100, y, r.desc], R(r.a < 0 ? 400 : 480, y, fmt(r.a)), R(560, y, fmt(r.bal)), [
      100,
      y + 10,
      'REF 1234 ' + r.desc.toUpperCase(),
    ]);
  });
  p1.push([40, 760, 'Member FDIC. Page 1 of 2']);
  p2.push([40, 760, 'Member FDIC. Page 2 of 2']);
  const r = readStatement(await drawPages([p1, p2]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), rowsWant());
});
test('W: wide columns, titles left-aligned at column start, amounts right-aligned far right', async () => {
  const items: Item[] = [
    ...head(
      '03/01/2024 - 03/31/2024',
      ['Beginning balance', 'Deposits', 'Withdrawals', 'Ending balance'],
      [open, cr, dr, bal],
    ),
    [40, 210, 'Date'],
    [100, 210, 'Description'],
    [330, 210, 'Withdrawals'],
    [420, 210, 'Deposits'],
    [500, 210, 'Balance'],
  ];
  rows.forEach((r, i) =>
    items.push(
      [40, 225 + i * 12, r.d],
      [100, 225 + i * 12, r.desc],
      R(r.a < 0 ? 410 : 490, 225 + i * 12, fmt(r.a)),
      R(575, 225 + i * 12, fmt(r.bal)),
    ),
  );
  const r = readStatement(await drawPages([items]));
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
  assert.deepEqual(got(r), rowsWant());
});

test('P: only a statement date is printed: it ends the period and gives the years', async () => {
  const items: Item[] = [
    ...head(
      'Statement Date: March 31, 2024',
      ['Beginning balance', 'Deposits', 'Withdrawals', 'Ending balance'],
      [open, cr, dr, bal],
    ),
    [40, 210, 'Date'],
    [100, 210, 'Description'],
    R(480, 210, 'Amount'),
    R(560, 210, 'Balance'),
  ];
  rows.forEach((r, i) =>
    items.push(
      [40, 225 + i * 12, r.d],
      [100, 225 + i * 12, r.desc],
      R(480, 225 + i * 12, (r.a < 0 ? '-' : '') + fmt(r.a)),
      R(560, 225 + i * 12, fmt(r.bal)),
    ),
  );
  const r = readStatement(await drawPages([items]));
  assert.equal(r.periodEnd, '2024-03-31');
  assert.equal(r.periodStart, null);
  assert.ok(r.warnings.some((w) => w.code === 'period_start_missing' && !w.blocking));
  assert.deepEqual(got(r), rowsWant());
  assert.equal(r.gate.verified, true, r.gate.reconciliationReason ?? '');
});
