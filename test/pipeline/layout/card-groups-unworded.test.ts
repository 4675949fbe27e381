// One card account's list grouped by card or cardholder, the groups told by lines that say so in other words than
// before: a heading `Account ending in 4821` (no card word: it switched to a second account, its rows lost the
// card's box), a subtotal with no total word (`Transactions for JANE SMITH $1,500.00`, `JANE SMITH $1,500.00`: not
// taken, the next holder's dates starting again broke the order, and at the date column it was read as a row), and a
// holder's `Total charges, credits and returns` printed beside its Daily Cash (the rewards figure was taken for the
// total, the holder's rows held to nothing). Each group is held to its printed subtotal; rewards are no money.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

type Read = ReturnType<typeof readStatement>;
const sectionTotals = (r: Read): string[] =>
  r.gate.evidence.equations.filter((e) => e.kind === 'section_total').map((e) => `${e.holds} ${e.text}`);

type Group = { head?: string; rows: string[][]; sub?: [string, string]; subX?: number };
const JANE = [
  ['03/02', '03/03', 'STAPLES #123', '500.00'],
  ['03/05', '03/06', 'DELTA AIR LINES', '1,000.00'],
];
const JOHN = [
  ['03/01', '03/02', 'SHELL OIL 5521', '700.00'],
  ['03/04', '03/05', 'HOME DEPOT 0412', '300.00'],
];
const ROWS = [
  '2024-03-10 credit 100000',
  '2024-03-03 debit 50000',
  '2024-03-06 debit 100000',
  '2024-03-02 debit 70000',
  '2024-03-05 debit 30000',
];

/** A card: its box, a payments table, then one `Transactions` table listing each card's or holder's group. */
function card(groups: Group[]): Item[][] {
  const titles = (y: number): Item[] => [
    [40, y, 'Trans Date'],
    [90, y, 'Post Date'],
    [140, y, 'Description'],
    R(540, y, 'Amount'),
  ];
  const row = (y: number, [t, p, d, a]: string[]): Item[] => [[40, y, t], [90, y, p], [140, y, d], R(540, y, a)];
  const items: Item[] = [
    ...masthead([
      ['Previous Balance', '$1,000.00'],
      ['Payments', '-$1,000.00'],
      ['Purchases', '$2,500.00'],
      ['New Balance', '$2,500.00'],
      ['Minimum Payment Due', '$50.00'],
      ['Payment Due Date', '04/25/2024'],
    ]),
    [40, 230, 'Payments', { bold: true }],
    ...titles(244),
    ...row(258, ['03/09', '03/10', 'PAYMENT THANK YOU', '-1,000.00']),
    [140, 270, 'Total Payments'],
    R(540, 270, '-$1,000.00'),
    [40, 296, 'Transactions', { bold: true }],
    ...titles(310),
  ];
  let y = 324;
  for (const g of groups) {
    if (g.head) (items.push([40, y, g.head, { bold: true }]), (y += 14));
    for (const r of g.rows) (items.push(...row(y, r)), (y += 12));
    if (g.sub) (items.push([g.subX ?? 140, y, g.sub[0]], R(540, y, g.sub[1])), (y += 12));
    y += 10;
  }
  return [items];
}

test("a card's or holder's `Account ending in` heading inside the list groups its rows, no account of its own", async () => {
  for (const head of [
    (c: string) => `Account ending in ${c}`,
    (c: string) => `Card ending in ${c}`,
    (c: string, name: string) => `${name} - Card ending ${c}`,
  ]) {
    for (const subs of [false, true]) {
      const r = readStatement(
        await drawPages(
          card([
            {
              head: head('4821', 'JANE SMITH'),
              rows: JANE,
              ...(subs ? { sub: ['Total for JANE SMITH', '$1,500.00'] } : {}),
            },
            {
              head: head('7733', 'JOHN DOE'),
              rows: JOHN,
              ...(subs ? { sub: ['Total for JOHN DOE', '$1,000.00'] } : {}),
            },
          ]),
        ),
      );
      const what = `${head('4821', 'JANE SMITH')}${subs ? ' with subtotals' : ''}`;
      assert.equal(r.accounts.length, 1, what);
      assert.equal(r.statementKind, 'credit_card', what);
      assert.deepEqual(rowsOf(r), ROWS, what);
      assert.equal(r.gate.verified, true, `${what}: ${why(r)}`);
      if (subs) {
        const held = sectionTotals(r);
        assert.ok(
          held.some((t) => t.startsWith('true') && t.includes('2 rows sum 1500.00')),
          held.join('\n'),
        );
        assert.ok(
          held.some((t) => t.startsWith('true') && t.includes('2 rows sum 1000.00')),
          held.join('\n'),
        );
      }
    }
  }
  // a purchase a cent off, or a holder's subtotal not matching its rows, is refused
  const off = readStatement(
    await drawPages(
      card([
        { head: 'Account ending in 4821', rows: [JANE[0], ['03/05', '03/06', 'DELTA AIR LINES', '1,000.01']] },
        { head: 'Account ending in 7733', rows: JOHN },
      ]),
    ),
  );
  assert.equal(off.gate.verified, false, why(off));
  const sub = readStatement(
    await drawPages(
      card([
        { head: 'Account ending in 4821', rows: JANE, sub: ['Total for JANE SMITH', '$1,500.01'] },
        { head: 'Account ending in 7733', rows: JOHN, sub: ['Total for JOHN DOE', '$1,000.00'] },
      ]),
    ),
  );
  assert.equal(sub.accounts.length, 1);
  assert.ok(sub.gate.reasons.includes('section_total_mismatch'), why(sub));
});

test("a holder's subtotal printed with no total word closes its group, never a row", async () => {
  for (const [label, x] of [
    [(n: string) => `Transactions for ${n}`, 140],
    [(n: string) => n, 140],
    [(n: string) => n, 40],
  ] as const) {
    const r = readStatement(
      await drawPages(
        card([
          { rows: JANE, sub: [label('JANE SMITH'), '$1,500.00'], subX: x },
          { rows: JOHN, sub: [label('JOHN DOE'), '$1,000.00'], subX: x },
        ]),
      ),
    );
    const what = `${label('JANE SMITH')} at ${x}`;
    assert.deepEqual(rowsOf(r), ROWS, what);
    assert.equal(r.gate.verified, true, `${what}: ${why(r)}`);
    const held = sectionTotals(r);
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes(`"${label('JANE SMITH')}": 2 rows sum 1500.00`)),
      held.join('\n'),
    );
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes(`"${label('JOHN DOE')}": 2 rows sum 1000.00`)),
      held.join('\n'),
    );
  }
  // a subtotal not matching its rows is not taken for one: the next holder's dates starting again stay refused
  for (const x of [140, 40]) {
    const bad = readStatement(
      await drawPages(
        card([
          { rows: JANE, sub: ['Transactions for JANE SMITH', '$1,500.01'], subX: x },
          { rows: JOHN, sub: ['Transactions for JOHN DOE', '$1,000.00'], subX: x },
        ]),
      ),
    );
    assert.equal(bad.gate.verified, false, why(bad));
  }
  // and a purchase a cent off leaves its holder's line no subtotal and the box's totals unmet
  const off = readStatement(
    await drawPages(
      card([
        { rows: [JANE[0], ['03/05', '03/06', 'DELTA AIR LINES', '1,000.01']], sub: ['JANE SMITH', '$1,500.00'] },
        { rows: JOHN, sub: ['JOHN DOE', '$1,000.00'] },
      ]),
    ),
  );
  assert.equal(off.gate.verified, false, why(off));
});

/** Each holder's transactions under its own heading, a Daily Cash column beside the amount, the holder's total last. */
function dailyCash(janeTotal: string, cashLine: 'beside' | 'own line'): Item[][] {
  const titles = (y: number): Item[] => [
    [40, y, 'Date'],
    [110, y, 'Description'],
    R(470, y, 'Daily Cash'),
    R(540, y, 'Amount'),
  ];
  const items: Item[] = [
    ...masthead([
      ['Previous Monthly Balance', '$1,000.00'],
      ['Payments and Credits', '-$1,000.00'],
      ['Charges and Purchases', '$2,500.00'],
      ['Total Balance', '$2,500.00'],
      ['Minimum Payment Due', '$50.00'],
      ['Daily Cash earned this month', '$50.00'],
    ]),
    [40, 230, 'Payments', { bold: true }],
    [40, 244, 'Date'],
    [110, 244, 'Description'],
    R(540, 244, 'Amount'),
    [40, 258, '03/10/2024'],
    [110, 258, 'ACH DEPOSIT INTERNET TRANSFER'],
    R(540, 258, '-$1,000.00'),
    [110, 270, 'Total payments for this period'],
    R(540, 270, '-$1,000.00'),
  ];
  let y = 296;
  for (const [name, rows, total, cash] of [
    [
      'JANE SMITH',
      [
        ['03/02/2024', 'STAPLES #123', '$10.00', '$500.00'],
        ['03/05/2024', 'DELTA AIR LINES', '$20.00', '$1,000.00'],
      ],
      janeTotal,
      '$30.00',
    ],
    [
      'JOHN DOE',
      [
        ['03/01/2024', 'SHELL OIL 5521', '$14.00', '$700.00'],
        ['03/04/2024', 'HOME DEPOT 0412', '$6.00', '$300.00'],
      ],
      '$1,000.00',
      '$20.00',
    ],
  ] as const) {
    items.push([40, y, `Transactions by ${name}`, { bold: true }], ...titles(y + 14));
    y += 28;
    for (const [d, desc, c, a] of rows)
      (items.push([40, y, d], [110, y, desc], [405, y, '2%'], R(470, y, c), R(540, y, a)), (y += 12));
    if (cashLine === 'beside')
      items.push([110, y, 'Total charges, credits and returns'], R(470, y, cash), R(540, y, total));
    else {
      items.push([110, y, 'Total Daily Cash this month'], R(470, y, cash));
      y += 12;
      items.push([110, y, 'Total charges, credits and returns'], R(540, y, total));
    }
    y += 24;
  }
  return [items];
}

test("a holder's total beside its Daily Cash is held to the holder's rows; the rewards are no money", async () => {
  for (const at of ['beside', 'own line'] as const) {
    const r = readStatement(await drawPages(dailyCash('$1,500.00', at)));
    assert.equal(r.statementKind, 'credit_card', at);
    assert.deepEqual(
      rowsOf(r),
      ['2024-03-10 credit 100000', ...ROWS.slice(1).map((x) => x.replace(/03-0(\d)/, (_, d) => `03-0${d - 1}`))],
      at,
    );
    assert.equal(r.gate.verified, true, `${at}: ${why(r)}`);
    const held = sectionTotals(r);
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes('2 rows sum 1500.00')),
      `${at}\n${held.join('\n')}`,
    );
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes('2 rows sum 1000.00')),
      `${at}\n${held.join('\n')}`,
    );
    // the holder's total not matching its rows is refused
    const bad = readStatement(await drawPages(dailyCash('$1,500.01', at)));
    assert.equal(bad.gate.verified, false, `${at}: ${why(bad)}`);
    assert.ok(bad.gate.reasons.includes('section_total_mismatch'), `${at}: ${why(bad)}`);
  }
});

test('an `Account ending in` heading followed by its own balances is still another account', async () => {
  const [page] = card([{ rows: JANE }]);
  const r = readStatement(
    await drawPages([
      [
        ...page,
        [40, 380, 'Account ending in 5678', { bold: true }],
        [40, 394, 'Previous Balance'],
        R(300, 394, '$0.00'),
        [40, 406, 'New Balance'],
        R(300, 406, '$100.00'),
        [40, 424, 'Trans Date'],
        [90, 424, 'Post Date'],
        [140, 424, 'Description'],
        R(540, 424, 'Amount'),
        [40, 438, '03/07'],
        [90, 438, '03/08'],
        [140, 438, 'OFFICE DEPOT 0099'],
        R(540, 438, '100.00'),
      ],
    ]),
  );
  assert.equal(r.accounts.length, 2, why(r));
});
