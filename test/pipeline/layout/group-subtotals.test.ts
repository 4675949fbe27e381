// Transactions grouped by card or cardholder inside one section, each group closed by its own subtotal, then maybe a
// total for the section (the sum over the groups). A group's subtotal is evidence for that group's rows, never a row,
// and never the section's total: `Total Purchases for Card Ending in 4418` under the first cardholder's rows was held
// to every purchase of the section (section_total_mismatch), its card number read as a count of 4418 items, and the
// cardholder's name line (at the table's left edge, the rows dated by their posting date further right) started no
// group of its own. A card account's number heading the first group right under the section's heading (no column
// titles between) switched the account: the box's totals fell short (printed_total_mismatch).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

type Read = ReturnType<typeof readStatement>;
const sectionTotals = (r: Read): string[] =>
  r.gate.evidence.equations.filter((e) => e.kind === 'section_total').map((e) => `${e.holds} ${e.text}`);

/** A business card: payments, fees and interest in one table, then each employee's card with its own subtotal. */
function businessCard(sub: (last4: string) => string, janeTotal = '$2,010.44', sectionTotal: string | null = null) {
  const titles = (y: number): Item[] => [
    [40, y, 'Trans'],
    [80, y, 'Post'],
    [130, y, 'Description'],
    R(540, y, 'Amount'),
  ];
  const row = (y: number, t: string, p: string, d: string, a: string): Item[] => [
    [40, y, t],
    [80, y, p],
    [130, y, d],
    R(540, y, a),
  ];
  const items: Item[] = [
    ...masthead([
      ['Previous Balance', '$1,000.00'],
      ['Payments', '-$1,000.00'],
      ['Other Credits', '-$50.00'],
      ['Purchases and Other Charges', '$3,260.44'],
      ['Fees Charged', '$39.00'],
      ['New Balance', '$3,249.44'],
      ['Minimum Payment Due', '$65.00'],
      ['Payment Due Date', '04/25/2024'],
    ]),
    [40, 250, 'Payments and Other Credits; Fees; Interest', { bold: true }],
    ...titles(264),
    ...row(278, '03/09', '03/10', 'PAYMENT THANK YOU - WEB', '-1,000.00'),
    ...row(290, '03/11', '03/12', 'LATE FEE', '39.00'),
    ...row(302, '03/14', '03/15', 'RETURN STAPLES #123', '-50.00'),
  ];
  let y = 326;
  for (const [name, last4, rows, total] of [
    [
      'JANE SMITH',
      '4821',
      [
        ['03/02', '03/03', 'STAPLES #123', '10.44'],
        ['03/05', '03/06', 'DELTA AIR LINES', '2,000.00'],
      ],
      janeTotal,
    ],
    [
      'JOHN DOE',
      '7733',
      [
        ['03/01', '03/02', 'SHELL OIL 5521', '1,000.00'],
        ['03/04', '03/05', 'HOME DEPOT 0412', '250.00'],
      ],
      '$1,250.00',
    ],
  ] as const) {
    items.push([40, y, `${name} Card Ending in ${last4}`, { bold: true }], ...titles(y + 14));
    y += 28;
    for (const [t, p, d, a] of rows) (items.push(...row(y, t, p, d, a)), (y += 12));
    items.push([130, y, sub(last4)], R(540, y, total));
    y += 24;
  }
  if (sectionTotal) items.push([130, y, sectionTotal], R(540, y, '$3,260.44'));
  return items;
}

const CARD_ROWS = [
  '2024-03-10 credit 100000',
  '2024-03-12 debit 3900',
  '2024-03-15 credit 5000',
  '2024-03-03 debit 1044',
  '2024-03-06 debit 200000',
  '2024-03-02 debit 100000',
  '2024-03-05 debit 25000',
];

test("each employee card's subtotal is held to that card's rows, whatever its words", async () => {
  for (const sub of [
    (c: string) => `Total Purchases for Card Ending in ${c}`,
    (c: string) => `Total for card ending ${c}`,
    () => 'Total transactions for this card',
  ]) {
    const r = readStatement(await drawPages([businessCard(sub, '$2,010.44', 'Total Transactions')]));
    assert.deepEqual(rowsOf(r), CARD_ROWS, sub('4821'));
    assert.equal(r.statementKind, 'credit_card');
    assert.equal(r.gate.verified, true, `${sub('4821')}: ${why(r)}`);
    const held = sectionTotals(r);
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes('2 rows sum 2010.44')),
      held.join('\n'),
    );
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes('2 rows sum 1250.00')),
      held.join('\n'),
    );
    assert.ok(!held.some((t) => /items\)/.test(t)), `a card number read as a count: ${held.join('\n')}`);
  }
});

test("a group's subtotal that does not add up to its rows is refused", async () => {
  const r = readStatement(
    await drawPages([businessCard((c) => `Total Purchases for Card Ending in ${c}`, '$2,010.45')]),
  );
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('section_total_mismatch'), why(r));
});

/** Debit-card purchases on a checking statement, each card's number heading its rows, a subtotal after each. */
function cardActivity(first: 'under titles' | 'over titles', subtotal2 = '$50.00'): Item[] {
  const group = (y: number, last4: string, name: string): Item => [
    40,
    y,
    `Card account # XXXX XXXX XXXX ${last4} ${name}`,
  ];
  const titles = (y: number): Item[] => [[40, y, 'Date'], [90, y, 'Description'], R(500, y, 'Amount')];
  const at =
    first === 'under titles'
      ? [titles(394), [group(408, '3318', 'JANE SMITH')]]
      : [[group(394, '3318', 'JANE SMITH')], titles(408)];
  return [
    ...masthead([
      ['Beginning balance', '1,000.00'],
      ['Deposits and other credits', '500.00'],
      ['Withdrawals and other debits', '250.00'],
      ['Ending balance', '1,250.00'],
    ]),
    [40, 240, 'Deposits and other credits', { bold: true }],
    ...titles(254),
    [40, 268, '03/04/24'],
    [90, 268, 'MOBILE DEPOSIT'],
    R(500, 268, '500.00'),
    [90, 280, 'Total deposits and other credits'],
    R(500, 280, '$500.00'),
    [40, 310, 'Withdrawals and other debits', { bold: true }],
    ...titles(324),
    [40, 338, '03/05/24'],
    [90, 338, 'ACH DEBIT PAYROLL'],
    R(500, 338, '100.00'),
    [90, 350, 'Total withdrawals and other debits'],
    R(500, 350, '$100.00'),
    [40, 380, 'Card account activity', { bold: true }],
    ...at[0],
    ...at[1],
    [40, 422, '03/12/24'],
    [90, 422, 'PURCHASE HOME DEPOT'],
    R(500, 422, '90.00'),
    [40, 434, '03/20/24'],
    [90, 434, 'PURCHASE STAPLES'],
    R(500, 434, '10.00'),
    [90, 446, 'Subtotal for card account'],
    R(500, 446, '$100.00'),
    [40, 464, 'Card account # XXXX XXXX XXXX 6604 JOHN DOE'],
    [40, 478, '03/08/24'],
    [90, 478, 'PURCHASE SHELL OIL'],
    R(500, 478, '50.00'),
    [90, 490, 'Subtotal for card account'],
    R(500, 490, subtotal2),
    [90, 506, 'Total card account activity'],
    R(500, 506, '$150.00'),
  ];
}
test("a card account's number heading the first group, over the column titles, is no account of its own", async () => {
  for (const first of ['under titles', 'over titles'] as const) {
    const r = readStatement(await drawPages([cardActivity(first)]));
    assert.equal(r.accounts.length, 1, first);
    assert.equal(r.rows.length, 5, first);
    assert.equal(r.gate.verified, true, `${first}: ${why(r)}`);
    const held = sectionTotals(r);
    // each card's subtotal holds for its rows; the section's total is the sum over the cards
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes('2 rows sum 100.00')),
      held.join('\n'),
    );
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes('1 rows sum 50.00')),
      held.join('\n'),
    );
    assert.ok(
      held.some((t) => t.startsWith('true') && t.includes('3 rows sum 150.00')),
      held.join('\n'),
    );
  }
  const bad = readStatement(await drawPages([cardActivity('over titles', '$50.01')]));
  assert.ok(bad.gate.reasons.includes('section_total_mismatch'), why(bad));
});
