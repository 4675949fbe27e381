// Sections whose heading names no sign and whose amounts carry none, solved per account from every printed figure
// (running balances, the daily balance table, the account's and the sections' totals and counts), not by trying
// whole-statement readings. Two ledgers that both fit the evidence are never served (`ambiguous_reading`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

/** A section: its heading, its rows (date, description, amount, balance printed or ''), and an optional footer. */
interface Section {
  heading: string;
  rows: Array<[string, string, string, string?]>;
  footer?: [string, string];
}

/** A statement: a summary box, then a Date | Description | Amount (| Balance) table cut into sections. */
function draw(box: Array<[string, string]>, sections: Section[], balances: boolean, after: Item[] = []): Item[][] {
  const pages: Item[][] = [];
  let items: Item[] = [...masthead(box)];
  let y = 200;
  const header = (): Item[] => [
    [40, y, 'Date'],
    [100, y, 'Description'],
    R(480, y, 'Amount'),
    ...(balances ? [R(560, y, 'Balance')] : []),
  ];
  items.push(...header());
  for (const s of sections) {
    if (y > 640) {
      pages.push(items);
      items = [];
      y = 60;
      items.push(...header());
    }
    y += 18;
    items.push([40, y, s.heading, { size: 10 }]);
    for (const [d, desc, amt, bal] of s.rows) {
      y += 12;
      items.push([40, y, d], [100, y, desc], R(480, y, amt));
      if (bal) items.push(R(560, y, bal));
    }
    if (s.footer) {
      y += 12;
      items.push([100, y, s.footer[0]], R(480, y, s.footer[1]));
    }
  }
  items.push(...after.map(([x, yy, t, o]): Item => [x, yy + y, t, o]));
  pages.push(items);
  return pages;
}

const money = (cents: number): string =>
  `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

test('four sections of 40 unsigned rows with a balance printed only at each day end: signed by the running balances', async () => {
  // 13 deposits on 03/04, 13 card purchases on 03/06, 7 branch deposits on 03/10 and 7 online payments on 03/12
  // (printed under the last two sections' one day-end balance): more than a day's rows can be tried one by one.
  let bal = 100_000;
  const section = (heading: string, day: string, n: number, base: number, sign: 1 | -1, last: boolean): Section => {
    const rows: Section['rows'] = [];
    for (let i = 0; i < n; i++) {
      const cents = base + i * 137;
      bal += sign * cents;
      rows.push([day, `${heading} item ${i + 1}`, money(cents), i === n - 1 && last ? money(bal) : '']);
    }
    return { heading, rows };
  };
  const sections = [
    section('Electronic Activity', '03/04', 13, 10_000, 1, true),
    section('Card Activity', '03/06', 13, 2_000, -1, true),
    section('Branch Activity', '03/10', 7, 5_000, 1, false),
    section('Online Activity', '03/12', 7, 3_100, -1, true),
  ];
  const box: Array<[string, string]> = [
    ['Beginning Balance', '1,000.00'],
    ['Ending Balance', money(bal)],
  ];
  const r = readStatement(await drawPages(draw(box, sections, true)));
  assert.equal(r.rows.length, 40);
  const types = (from: number, to: number) => [...new Set(r.rows.slice(from, to).map((x) => x.type))];
  assert.deepEqual(
    [types(0, 13), types(13, 26), types(26, 33), types(33, 40)],
    [['credit'], ['debit'], ['credit'], ['debit']],
  );
  assert.equal(r.gate.verified, true, why(r));
});

/** Deposits 500.00 and withdrawals 500.00 on different days: the reconcile equation cannot tell which is which. */
const equalSums = (): Section[] => [
  { heading: 'Electronic Activity', rows: [['03/04', 'Stripe payout', '500.00']] },
  { heading: 'Card Activity', rows: [['03/06', 'Sysco Foods', '500.00']] },
  { heading: 'Branch Activity', rows: [['03/10', 'Counter deposit', '300.00']] },
  { heading: 'Online Activity', rows: [['03/12', 'Transfer to savings', '120.00']] },
];
const onlyBalances: Array<[string, string]> = [
  ['Beginning Balance', '1,000.00'],
  ['Ending Balance', '1,180.00'],
];

/** A daily balance table after the sections: `Date  Balance` lines under its heading. */
const dailyTable = (days: Array<[string, string]>): Item[] => [
  [40, 30, 'Daily Balance Summary', { size: 10 }],
  [40, 45, 'Date'],
  R(300, 45, 'Balance'),
  ...days.flatMap(([d, b], i): Item[] => [[40, 57 + i * 12, d], R(300, 57 + i * 12, b)]),
];

test('sections the totals cannot tell apart are signed by the daily balance table (one end-of-day balance a day)', async () => {
  const daily = dailyTable([
    ['03/04', '1,500.00'],
    ['03/06', '1,000.00'],
    ['03/10', '1,300.00'],
    ['03/12', '1,180.00'],
  ]);
  const r = readStatement(await drawPages(draw(onlyBalances, equalSums(), false, daily)));
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000',
    '2024-03-06 debit 50000',
    '2024-03-10 credit 30000',
    '2024-03-12 debit 12000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a daily balance table that disagrees with the detail decides nothing: two ledgers still fit (ambiguous_reading)', async () => {
  // The table leaves out the 03/04 deposit (as a real statement's daily table did): no assignment fits it exactly.
  const daily = dailyTable([
    ['03/06', '500.00'],
    ['03/10', '800.00'],
    ['03/12', '680.00'],
  ]);
  const r = readStatement(await drawPages(draw(onlyBalances, equalSums(), false, daily)));
  assert.equal(r.gate.verified, false, rowsOf(r).join('; '));
  assert.ok(r.gate.reasons.includes('ambiguous_reading'), why(r));
});

test('a daily balance table that disagrees with the detail never blocks a statement the printed totals decide', async () => {
  const sections: Section[] = [
    { heading: 'Electronic Activity', rows: [['03/04', 'Stripe payout', '1,200.00']] },
    { heading: 'Card Activity', rows: [['03/06', 'Sysco Foods', '150.25']] },
    { heading: 'Branch Activity', rows: [['03/10', 'Counter deposit', '500.00']] },
    { heading: 'Online Activity', rows: [['03/12', 'Transfer to savings', '300.00']] },
  ];
  const box: Array<[string, string]> = [
    ['Beginning Balance', '1,000.00'],
    ['Total Credits', '1,700.00'],
    ['Total Debits', '450.25'],
    ['Ending Balance', '2,249.75'],
  ];
  const daily = dailyTable([
    ['03/06', '849.75'],
    ['03/10', '1,349.75'],
    ['03/12', '1,049.75'],
  ]);
  const r = readStatement(await drawPages(draw(box, sections, false, daily)));
  assert.deepEqual(
    r.rows.map((x) => x.type),
    ['credit', 'debit', 'credit', 'debit'],
  );
  assert.equal(r.gate.verified, true, why(r));
});

const fourSections = (): Section[] => [
  {
    heading: 'Electronic Activity',
    rows: [
      ['03/04', 'Stripe payout', '1,200.00'],
      ['03/05', 'Square payout', '800.00'],
    ],
  },
  {
    heading: 'Card Activity',
    rows: [
      ['03/06', 'Sysco Foods', '150.25'],
      ['03/07', 'Shell Oil', '60.00'],
    ],
  },
  { heading: 'Branch Activity', rows: [['03/10', 'Counter deposit', '500.00']] },
  { heading: 'Online Activity', rows: [['03/12', 'Transfer to savings', '300.00']] },
];
const truth = [
  '2024-03-04 credit 120000',
  '2024-03-05 credit 80000',
  '2024-03-06 debit 15025',
  '2024-03-07 debit 6000',
  '2024-03-10 credit 50000',
  '2024-03-12 debit 30000',
];

test('an account printing only its total debits: the sections are signed by that total and the balances', async () => {
  const box: Array<[string, string]> = [
    ['Beginning Balance', '1,000.00'],
    ['Total Debits', '510.25'],
    ['Ending Balance', '2,989.75'],
  ];
  const r = readStatement(await drawPages(draw(box, fourSections(), false)));
  assert.deepEqual(rowsOf(r), truth);
  assert.equal(r.gate.verified, true, why(r));
});

test('sections signed by their own printed footers (`Total Electronic Deposits`) when the account prints no totals', async () => {
  const s = fourSections();
  s[0].footer = ['Total Electronic Deposits', '2,000.00'];
  s[1].footer = ['Total Card Purchases', '210.25'];
  s[2].footer = ['Total Branch Deposits', '500.00'];
  const box: Array<[string, string]> = [
    ['Beginning Balance', '1,000.00'],
    ['Ending Balance', '2,989.75'],
  ];
  const r = readStatement(await drawPages(draw(box, s, false)));
  assert.deepEqual(rowsOf(r), truth);
  assert.equal(r.gate.verified, true, why(r));
});

test('a section footer that does not match its rows is section_total_mismatch, whatever sign the section takes', async () => {
  const s = fourSections();
  s[0].footer = ['Total Electronic Deposits', '2,000.01'];
  const box: Array<[string, string]> = [
    ['Beginning Balance', '1,000.00'],
    ['Total Debits', '510.25'],
    ['Ending Balance', '2,989.75'],
  ];
  const r = readStatement(await drawPages(draw(box, s, false)));
  assert.equal(r.gate.verified, false, rowsOf(r).join('; '));
});

/** An account's heading (no masked number), its own summary box and its table of Date | Description | Amount rows. */
const accountBlock = (
  y: number,
  name: string,
  box: Array<[string, string]>,
  rows: Array<[string, string, string]>,
): Item[] => [
  [40, y, name, { size: 11 }],
  ...box.flatMap(([label, value], i): Item[] => [[40, y + 14 + i * 12, label], R(300, y + 14 + i * 12, value)]),
  [40, y + 26 + box.length * 12, 'Date'],
  [100, y + 26 + box.length * 12, 'Description'],
  R(480, y + 26 + box.length * 12, 'Amount'),
  ...rows.flatMap(([d, desc, amt], i): Item[] => [
    [40, y + 38 + box.length * 12 + i * 12, d],
    [100, y + 38 + box.length * 12 + i * 12, desc],
    R(480, y + 38 + box.length * 12 + i * 12, amt),
  ]),
];

for (const numbered of [true, false])
  test(`checking and savings consolidated, each with its own summary box and no masked number on its heading: two accounts${numbered ? '' : ' (no account number printed at all)'}`, async () => {
    const page: Item[] = [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [40, 80, 'ACME PLUMBING LLC'],
      [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'],
      ...(numbered ? [[350, 92, 'Account Number: XXXXXX4321'] as Item] : []),
      ...accountBlock(
        130,
        'Business Checking',
        [
          ['Beginning Balance', '1,000.00'],
          ['Ending Balance', '1,400.00'],
        ],
        [
          ['03/04', 'Deposit', '500.00'],
          ['03/12', 'Card Purchase', '-100.00'],
        ],
      ),
      ...accountBlock(
        280,
        'Business Savings',
        [
          ['Beginning Balance', '5,000.00'],
          ['Ending Balance', '5,001.25'],
        ],
        [['03/29', 'Interest Paid', '1.25']],
      ),
    ];
    const r = readStatement(await drawPages([page]));
    assert.deepEqual(
      r.accounts.map((a) => [a.opening?.cents, a.closing?.cents]),
      [
        [100000, 140000],
        [500000, 500125],
      ],
    );
    assert.deepEqual(
      r.rows.map((x) => x.accountSectionId),
      [r.accounts[0].sectionId, r.accounts[0].sectionId, r.accounts[1].sectionId],
    );
    assert.equal(r.gate.verified, true, why(r));
    assert.equal(r.accountLast4, numbered ? '4321' : null);
  });

test('twenty sections printing no sign, a balance printed every other section: all signed per account, no 2^20 readings', async () => {
  // 7 rows a section and one balance every 14 rows: more unknown rows between two balances than are tried one by one.
  let bal = 10_000_000;
  const sections: Section[] = Array.from({ length: 20 }, (_, i) => {
    const sign = i % 3 === 0 ? 1 : -1;
    const rows: Section['rows'] = Array.from({ length: 7 }, (_, k) => {
      const cents = 1_000 + i * 311 + k * 59;
      bal += sign * cents;
      const day = `03/${String(i + 2).padStart(2, '0')}`;
      return [day, `Item ${i + 1}.${k + 1}`, money(cents), k === 6 && i % 2 === 1 ? money(bal) : ''];
    });
    return { heading: `Activity ${String.fromCharCode(65 + i)}`, rows };
  });
  const box: Array<[string, string]> = [
    ['Beginning Balance', '100,000.00'],
    ['Ending Balance', money(bal)],
  ];
  const t0 = performance.now();
  const r = readStatement(await drawPages(draw(box, sections, true)));
  assert.equal(r.rows.length, 140);
  assert.deepEqual(
    r.rows.filter((_, k) => k % 7 === 0).map((x) => x.type),
    sections.map((_, i) => (i % 3 === 0 ? 'credit' : 'debit')),
  );
  assert.equal(r.gate.verified, true, why(r));
  assert.ok(performance.now() - t0 < 5_000);
});

test('a heading printing its count and total but no sign (`Electronic Activity 2 items totaling $2,000.00`) is checked as its section total', async () => {
  const s = fourSections();
  s[0].heading = 'Electronic Activity 2 items totaling $2,000.00';
  const box: Array<[string, string]> = [
    ['Beginning Balance', '1,000.00'],
    ['Total Debits', '510.25'],
    ['Ending Balance', '2,989.75'],
  ];
  const r = readStatement(await drawPages(draw(box, s, false)));
  assert.deepEqual(rowsOf(r), truth);
  const st = r.gate.evidence.equations.filter((e) => e.kind === 'section_total');
  assert.deepEqual(
    st.map((e) => [e.holds, e.refs[0].text]),
    [[true, '$2,000.00']],
  );
  assert.equal(r.gate.verified, true, why(r));
});
