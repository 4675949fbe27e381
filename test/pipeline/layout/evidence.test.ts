// Structure read from the printed evidence (issue 27's classes, drawn small from the shapes of real statements):
// headings that print their own count and total, check tables printed 2-up / 3-up with their total, card groups
// with subtotals, boxes whose balances print after a date or in parentheses, prose with a date and an amount.
// Each is read through the real extractor, reader and gate; where the printed figures disagree, review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

const HEAD: Item[] = [
  [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
  [40, 80, 'ACME PLUMBING LLC'],
  [350, 80, 'Statement Period Date: 12/1/2025 - 12/31/2025'],
  [350, 92, 'Account Number: 7935054275'],
];

/** A box whose balances print after their date, the opening in parentheses after the `$`, counts before the labels. */
function box(opening: string, closing: string, lines: Array<[string, string]>): Item[] {
  return [
    [40, 120, 'Account Summary - 7935054275'],
    [40, 135, '12/01'],
    [80, 135, 'Beginning Balance'],
    R(300, 135, opening),
    [330, 135, 'Number of Days in Period 31'],
    ...lines.flatMap(([label, value], i): Item[] => [[60, 147 + i * 12, label], R(300, 147 + i * 12, value)]),
    [40, 147 + lines.length * 12, '12/31'],
    [80, 147 + lines.length * 12, 'Ending Balance'],
    R(300, 147 + lines.length * 12, closing),
    // a fee analysis box right under the summary: no totals of the period
    [40, 220, 'Standard Monthly Service Charge'],
    R(300, 220, '$0.00'),
    [40, 232, 'Service Charge withdrawn on 12/10/25'],
    R(300, 232, '$72.00'),
  ];
}

/** A section under a heading printing its count and total: `Date | Amount | Description`, amounts unsigned. */
function section(y: number, heading: string, rows: Array<[string, string, string]>): Item[] {
  return [
    [40, y, heading, { bold: true }],
    [40, y + 14, 'Date'],
    R(140, y + 14, 'Amount'),
    [160, y + 14, 'Description'],
    ...rows.flatMap(([d, amt, desc], i): Item[] => [
      [40, y + 28 + i * 12, d],
      R(140, y + 28 + i * 12, amt),
      [160, y + 28 + i * 12, desc],
    ]),
  ];
}

function itemsTotaling(debits: string, debitCount: string): Item[][] {
  return [
    [
      ...HEAD,
      ...box('$(1,785.93)', '$11,069.11', [
        ['2 Withdrawals / Debits', '$(1,145.00)'],
        ['2 Deposits / Credits', '$14,000.04'],
      ]),
      ...section(260, `Withdrawals / Debits ${debitCount} items totaling ${debits}`, [
        ['12/01', '145.00', 'DEBIT CARD PURCHASE AT LITTLE CAESARS'],
        ['12/02', '1,000.00', 'VOX FUNDING 212-547-7976'],
      ]),
      ...section(340, 'Deposits / Credits 2 items totaling $14,000.04', [
        ['12/03', '4,000.04', 'MOBILE DEPOSIT'],
        ['12/09', '10,000.00', 'WIRE IN'],
      ]),
    ],
  ];
}

test('a heading printing "N items totaling $X" signs its section and its count and total are checked; a "$(1,785.93)" opening after its date is the box\'s', async () => {
  const r = readStatement(await drawPages(itemsTotaling('$1,145.00', '2')));
  assert.deepEqual(rowsOf(r), [
    '2025-12-01 debit 14500',
    '2025-12-02 debit 100000',
    '2025-12-03 credit 400004',
    '2025-12-09 credit 1000000',
  ]);
  assert.equal(r.accounts[0].opening?.cents, -178593);
  // the fee analysis box under the summary adds nothing to its totals
  assert.deepEqual([r.accounts[0].totalDebits?.cents, r.accounts[0].totalCredits?.cents], [114500, 1400004]);
  assert.equal(r.gate.verified, true, why(r));
  assert.ok(r.gate.evidence.equations.some((e) => e.kind === 'section_total' && e.holds && /2 items/.test(e.text)));
});

test('a heading whose printed count disagrees with its rows is review (section_total_mismatch)', async () => {
  const r = readStatement(await drawPages(itemsTotaling('$1,145.00', '3')));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('section_total_mismatch'), why(r));
});

/** Checks printed 3-up (`Number Date Paid Amount` three times), numbers marked `*` / `i`, closed by `Total Checks`. */
function checks3up(total: string): Item[][] {
  const cols = [40, 220, 400];
  const head = cols.flatMap((x): Item[] => [[x, 250, 'Number'], [x + 50, 250, 'Date Paid'], R(x + 160, 250, 'Amount')]);
  const cells: Array<[string, string, string]> = [
    ['3650*i', '12/02', '312.73'],
    ['3651 i', '12/05', '1,990.00'],
    ['3653*i', '12/01', '838.67'],
    ['3654 i', '12/12', '35,280.79'],
    ['3655 i', '12/09', '2,244.00'],
  ];
  const rows = cells.flatMap(([no, d, amt], i): Item[] => {
    const x = cols[Math.floor(i / 2)];
    const y = 264 + (i % 2) * 12;
    return [[x, y, no], [x + 50, y, d], R(x + 160, y, amt)];
  });
  return [
    [
      ...HEAD,
      [40, 120, 'Beginning Balance'],
      R(300, 120, '50,000.00'),
      [40, 132, 'Checks'],
      R(300, 132, '40,666.19'),
      [40, 144, 'Ending Balance'],
      R(300, 144, '9,333.81'),
      [40, 235, 'Checks Paid', { bold: true }],
      ...head,
      ...rows,
      [400, 300, 'Total Checks'],
      R(560, 300, total),
    ],
  ];
}

test('a check table printed 3-up with marked numbers reproduces its "Total Checks" line over all its columns', async () => {
  const r = readStatement(await drawPages(checks3up('$40,666.19')));
  assert.equal(r.rows.length, 5);
  assert.ok(r.rows.every((x) => x.type === 'debit'));
  assert.deepEqual(
    r.checks.map((c) => c.number),
    ['3650', '3651', '3653', '3654', '3655'],
  );
  assert.equal(r.gate.verified, true, why(r));
  assert.ok(r.gate.evidence.equations.some((e) => e.kind === 'section_total' && e.holds));
});

test('a 3-up check table whose "Total Checks" disagrees with its rows is review', async () => {
  const r = readStatement(await drawPages(checks3up('$40,666.91')));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('section_total_mismatch'), why(r));
});

/** Withdrawals with a card's rows grouped under `Card account # XXXX ...` and closed by a subtotal: dates start again. */
function cardGroups(cardDates: [string, string]): Item[][] {
  const y0 = 200;
  const row = (y: number, d: string, desc: string, amt: string): Item[] => [[40, y, d], [100, y, desc], R(560, y, amt)];
  return [
    [
      ...HEAD,
      [40, 120, 'Beginning balance on December 1, 2025'],
      R(300, 120, '$5,000.00'),
      [40, 132, 'Withdrawals and other debits'],
      R(300, 132, '-$400.00'),
      [40, 144, 'Ending balance on December 31, 2025'],
      R(300, 144, '$4,600.00'),
      [40, y0, 'Withdrawals and other debits', { bold: true }],
      [40, y0 + 14, 'Date'],
      [100, y0 + 14, 'Description'],
      R(560, y0 + 14, 'Amount'),
      ...row(y0 + 28, '12/14/25', 'Zelle payment to Vicky Pierre', '-100.00'),
      ...row(y0 + 40, '12/29/25', 'Zelle payment to Elsie Desir', '-100.00'),
      [40, y0 + 54, 'Card account # XXXX XXXX XXXX 7655'],
      ...row(y0 + 68, cardDates[0], 'CHECKCARD 0616 SQ *ADVENTURE KID', '-120.00'),
      ...row(y0 + 80, cardDates[1], 'PURCHASE 0625 SIMPLEPRACTICE', '-80.00'),
      [40, y0 + 94, 'Subtotal for card account # XXXX XXXX XXXX 7655'],
      R(560, y0 + 94, '-$200.00'),
      [40, y0 + 108, 'Total withdrawals and other debits'],
      R(560, y0 + 108, '-$400.00'),
    ],
  ];
}

test('card rows grouped under "Card account # ..." start their dates again: verified, the card is no account of its own (was date_order_broken)', async () => {
  const r = readStatement(await drawPages(cardGroups(['12/20/25', '12/26/25'])));
  assert.equal(r.accounts.length, 1);
  assert.equal(r.rows.length, 4);
  assert.equal(r.gate.verified, true, why(r));
});

test('date order still holds inside a card group: a transposed date there is review (date_order_broken)', async () => {
  const r = readStatement(await drawPages(cardGroups(['12/26/25', '12/20/25'])));
  assert.equal(r.gate.verified, false);
  assert.deepEqual(r.gate.reasons, ['date_order_broken'], why(r));
});

test('a sentence with a date and an amount ("As of 04/11/2023, your account has earned $628.17 ...") is not a row', async () => {
  const pages: Item[][] = [
    [
      ...HEAD,
      [40, 120, 'Beginning balance on December 1, 2025'],
      R(300, 120, '$1,000.00'),
      [40, 132, 'Deposits and other credits'],
      R(300, 132, '$250.00'),
      [40, 144, 'Service fees'],
      R(300, 144, '.00'),
      [40, 156, 'Ending balance on December 31, 2025'],
      R(300, 156, '$1,250.00'),
      [
        60,
        190,
        'As of 12/11/2025, your account has earned $628.17 in Cash Rewards on your Merchant Services this year',
      ],
      [40, 220, 'Deposits and other credits', { bold: true }],
      [40, 234, 'Date'],
      [100, 234, 'Description'],
      R(560, 234, 'Amount'),
      [40, 248, '12/05/25'],
      [100, 248, 'MOBILE DEPOSIT'],
      R(560, 248, '250.00'),
      [40, 262, 'Total deposits and other credits'],
      R(560, 262, '$250.00'),
    ],
  ];
  const r = readStatement(await drawPages(pages));
  assert.deepEqual(rowsOf(r), ['2025-12-05 credit 25000']);
  assert.equal(r.gate.verified, true, why(r));
});

/** A one-row statement with the given masthead lines and period lines; amounts printed as `money(v)`. */
function small(head: Item[], money: (v: string) => string = (v) => v): Item[][] {
  return [
    [
      ...head,
      [40, 140, 'Opening balance'],
      R(300, 140, money('100.00')),
      [40, 152, 'Closing balance'],
      R(300, 152, money('150.00')),
      [40, 200, 'Date'],
      [100, 200, 'Description'],
      R(480, 200, 'Amount'),
      R(560, 200, 'Balance'),
      [40, 215, '12th Feb'],
      [100, 215, 'Transfer in'],
      R(480, 215, '50.00'),
      R(560, 215, money('150.00')),
    ],
  ];
}

test('a period printed as its start and its end on two labelled lines, ordinal day-first row dates, in Australian dollars', async () => {
  const r = readStatement(
    await drawPages(
      small(
        [
          [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
          [360, 80, 'Statement starts 2 February 2024'],
          [360, 92, 'Statement ends 29 February 2024'],
          [360, 104, 'BSB 733-173 Account Number 786 046'],
        ],
        (v) => `$${v}`,
      ),
    ),
  );
  assert.deepEqual([r.periodStart, r.periodEnd], ['2024-02-02', '2024-02-29']);
  assert.deepEqual(rowsOf(r), ['2024-02-12 credit 5000 bal 15000']);
  assert.equal(r.currency, 'AUD');
  assert.equal(r.gate.verified, true, why(r));
});

test('a period glued to its label\'s colon ("Statement Period :01-Feb-2024 to 29-Feb-2024") is the period; NGN named by its code', async () => {
  const r = readStatement(
    await drawPages(
      small([
        [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
        [40, 80, 'Statement Period :01-Feb-2024 to 29-Feb-2024'],
        [40, 92, 'Account No 0123454570   Currency NGN'],
      ]),
    ),
  );
  assert.deepEqual([r.periodStart, r.periodEnd], ['2024-02-01', '2024-02-29']);
  assert.equal(r.currency, 'NGN');
  assert.equal(r.gate.verified, true, why(r));
});

test('the institution is the legal name in the small print or the Member FDIC line, never a branch heading printed big', async () => {
  const head = (smallPrint: string): Item[] => [
    [40, 40, 'Banking Center: Roseville/Eastpointe', { size: 12 }],
    [40, 80, 'ACME PLUMBING LLC'],
    [40, 92, '12 MAIN ST'],
    [40, 104, 'SPRINGFIELD IL 62701'],
    [350, 80, 'Statement Period: 02/01/2024 - 02/29/2024'],
    [350, 92, 'Account Number: XXXXXX4321'],
    [40, 700, smallPrint],
  ];
  const legal = readStatement(
    await drawPages(small(head('Deposit products offered by Wells Fargo Bank, N.A. Member FDIC.'))),
  );
  assert.equal(legal.institution, 'Wells Fargo Bank, N.A.');
  assert.equal(legal.currency, null);
  const none = readStatement(await drawPages(small(head('Questions? Call us at 1-800-555-0100.'))));
  assert.equal(none.institution, null);
});
