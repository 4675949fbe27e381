// A check table printed 2-up (`Check | Date | Amount` twice) closed by a line that prints neither a check number nor
// a date: the table's total, not one more check. Two shapes: `Conventional Checks Paid (4) 3,450.00-` (no `Total`
// word, its count in parentheses, its words under the first group and its figure under the last group's amount
// column), and a footnote sentence `* Gap in check sequence There were 4 checks listed totaling $3,450.00.` whose
// figure stands under the first group's amount column. Read as rows, each added the checks' sum again to the debits
// (printed_total_mismatch, and a count one over the summary's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type Check = [no: string, date: string, amount: string];

const CHECKS: Check[] = [
  ['7730', 'Jul 29', '1,259.51'],
  ['7731', 'Jul 23', '306.92'],
  ['7733', 'Jul 3', '1,033.76'],
  ['7738*', 'Jul 8', '849.81'],
];

/** The four checks 2-up under `Check | Date | Amount` twice, from y; numbers and dates as printed. */
function grid(y: number, titles: [string, string], checks: Check[], dateX = 100): Item[] {
  const out: Item[] = [];
  for (const x of [40, 306]) out.push([x, y, titles[0]], [x + dateX - 40, y, titles[1]], R(x + 244, y, 'Amount'));
  checks.forEach(([no, d, amt], i) => {
    const x = i < 2 ? 40 : 306;
    const yy = y + 11 + (i % 2) * 11;
    out.push([x, yy, no], [x + dateX - 40, yy, d], R(x + 244, yy, amt));
  });
  return out;
}

/** A summary box with item counts, a deposit section closed by its total, then the check grid closed by its line. */
function countedBox(checks: Check[], closing: string): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 60, 'Account Number: 1 045 7701 2294'],
      [350, 72, 'Statement Period: Jul 1, 2025 through Jul 31, 2025'],
      [40, 92, 'NORTHSTAR FLOORING INC'],
      [40, 140, 'Account Summary', { bold: true }],
      [271, 152, '# Items'],
      [40, 163, 'Beginning Balance on Jul 1'],
      R(400, 163, '$10,000.00'),
      [40, 174, 'Customer Deposits'],
      [280, 174, '1'],
      R(400, 174, '2,000.00'),
      [40, 185, 'Checks Paid'],
      [280, 185, '4'],
      R(400, 185, '3,450.00-'),
      [40, 196, 'Ending Balance on Jul 31, 2025'],
      R(400, 196, '$8,550.00'),
      [40, 230, 'Customer Deposits', { bold: true }],
      [40, 242, 'Date'],
      [100, 242, 'Description of Transaction'],
      [400, 242, 'Ref Number'],
      R(560, 242, 'Amount'),
      [40, 253, 'Jul 7'],
      [100, 253, 'Deposit'],
      [400, 253, '335196843233'],
      R(560, 253, '2,000.00'),
      [84, 264, 'Total Customer Deposits'],
      R(560, 264, '$2,000.00'),
      [40, 290, 'Checks Presented Conventionally', { bold: true }],
      ...grid(302, ['Check', 'Date'], checks),
      [40, 335, 'Conventional Checks Paid (4)'],
      R(550, 335, closing),
      [40, 346, '* Gap in check sequence'],
    ],
  ];
}

/** A box with no counts, the checks under `Check number | Date paid | Amount` twice, closed by a footnote sentence. */
function footnoted(checks: Check[], sentence: string): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 60, 'For the period 07/01/2025 to 07/31/2025'],
      [350, 72, 'Primary account number: 10-1152-9846'],
      [40, 92, 'ALLEGHENY TOOL & DIE INC'],
      [40, 130, 'Balance Summary', { bold: true }],
      [93, 141, 'Beginning balance'],
      [180, 141, 'Deposits and other additions'],
      [300, 141, 'Checks and other deductions'],
      [420, 141, 'Ending balance'],
      R(160, 152, '10,000.00'),
      R(280, 152, '2,000.00'),
      R(400, 152, '3,450.00'),
      R(480, 152, '8,550.00'),
      [40, 190, 'Deposits and Other Additions', { bold: true }],
      [40, 202, 'Date posted'],
      [90, 202, 'Amount'],
      [160, 202, 'Transaction description'],
      [420, 202, 'Reference number'],
      [40, 213, '07/07'],
      R(130, 213, '2,000.00'),
      [160, 213, 'Deposit'],
      [420, 213, '125672948412'],
      [40, 240, 'Checks and Other Deductions', { bold: true }],
      [40, 251, 'Checks and Substitute Checks', { bold: true }],
      ...grid(
        263,
        ['Check number', 'Date paid'],
        checks.map(([no, d, amt]) => [no.replace('*', ' *'), d.replace('Jul ', '07/').replace(/\/(\d)$/, '/0$1'), amt]),
      ),
      [40, 296, sentence],
    ],
  ];
}

const SENTENCE = '* Gap in check sequence There were 4 checks listed totaling $3,450.00.';

test('a 2-up check table closed by "Checks Paid (4)" under its first group reads four checks and verifies', async () => {
  const r = readStatement(await drawPages(countedBox(CHECKS, '3,450.00-')));
  assert.deepEqual(
    r.checks.map((c) => c.number),
    ['7730', '7731', '7733', '7738'],
  );
  assert.equal(r.rows.length, 5, r.rows.map((x) => `${x.date} ${x.amountCents} ${x.description}`).join('\n'));
  assert.equal(r.gate.verified, true, why(r));
  assert.ok(r.gate.evidence.equations.some((e) => e.kind === 'section_total' && e.holds));
});

test('a 2-up check table closed by a count-and-total sentence under its first group reads four checks and verifies', async () => {
  const r = readStatement(await drawPages(footnoted(CHECKS, SENTENCE)));
  assert.deepEqual(
    r.checks.map((c) => c.number),
    ['7730', '7731', '7733', '7738'],
  );
  // the gap mark printed apart from its number (`7738 *`) is no description
  assert.equal(r.rows.find((x) => x.checkNumber === '7738')?.description, 'Check 7738');
  assert.equal(r.rows.length, 5, r.rows.map((x) => `${x.date} ${x.amountCents} ${x.description}`).join('\n'));
  assert.equal(r.gate.verified, true, why(r));
  assert.ok(r.gate.evidence.equations.some((e) => e.kind === 'section_total' && e.holds));
});

const tampered: Check[] = CHECKS.map((c, i) => (i === 2 ? [c[0], c[1], '1,083.76'] : c));

test('a check changed by one digit under either closing line is review', async () => {
  for (const pages of [countedBox(tampered, '3,450.00-'), footnoted(tampered, SENTENCE)]) {
    const r = readStatement(await drawPages(pages));
    assert.equal(r.gate.verified, false, why(r));
  }
});

test('a closing line that disagrees with the checks over it is review', async () => {
  for (const pages of [
    countedBox(CHECKS, '3,450.90-'),
    footnoted(CHECKS, SENTENCE.replace('3,450.00', '3,450.90')),
    footnoted(CHECKS, SENTENCE.replace('There were 4', 'There were 5')),
  ]) {
    const r = readStatement(await drawPages(pages));
    assert.equal(r.gate.verified, false, why(r));
  }
});

/**
 * The checks 2-up, a legend for their mark (`* Indicates a break in check number sequence`), then `Total Checks Paid`
 * with its words under the first group and its figure under the last group's amount column; the same checks listed
 * first among the account's rows when `recap` (the table then only repeats them).
 */
function legendThenTotal(checks: Check[], total: string, recap = false): Item[][] {
  const listed = checks.map(([no, d, amt]) => [
    d.replace('Jul ', '07/').replace(/\/(\d)$/, '/0$1'),
    `CHECK ${no.replace('*', '')}`,
    amt,
  ]);
  const rows = recap ? listed.sort((a, b) => a[0].localeCompare(b[0])) : [['07/07', 'DEPOSIT', '2,000.00']];
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [350, 60, 'Statement Period 07/01/2025 - 07/31/2025'],
      [350, 72, 'Account Number xxxxxx7730'],
      [40, 92, 'DANIELLE M OKONKWO'],
      [40, 130, 'Beginning balance'],
      R(300, 130, '$10,000.00'),
      [40, 141, 'Deposits and other credits'],
      R(300, 141, recap ? '$0.00' : '$2,000.00'),
      [40, 152, 'Withdrawals and other debits'],
      R(300, 152, '$3,450.00'),
      [40, 163, 'Ending balance'],
      R(300, 163, recap ? '$6,550.00' : '$8,550.00'),
      [40, 190, 'Transaction Details', { bold: true }],
      [40, 202, 'Date'],
      [100, 202, 'Description'],
      R(560, 202, 'Amount'),
      ...rows.flatMap(([d, desc, amt], i): Item[] => [
        [40, 213 + i * 11, d],
        [100, 213 + i * 11, desc],
        R(560, 213 + i * 11, recap ? `-${amt}` : amt),
      ]),
      [40, 280, 'Checks Paid', { bold: true }],
      ...grid(292, ['Check No.', 'Date Paid'], checks),
      [40, 325, '* Indicates a break in check number sequence'],
      [90, 336, 'Total Checks Paid'],
      R(560, 336, total),
    ],
  ];
}

test('"Total Checks Paid" printed across a 2-up check table after its legend closes the checks above the legend', async () => {
  const r = readStatement(await drawPages(legendThenTotal(CHECKS, '3,450.00')));
  assert.equal(r.rows.length, 5, r.rows.map((x) => `${x.date} ${x.amountCents} ${x.description}`).join('\n'));
  assert.equal(r.gate.verified, true, why(r));
  assert.ok(r.gate.evidence.equations.some((e) => e.kind === 'section_total' && e.holds));
  const off = readStatement(await drawPages(legendThenTotal(CHECKS, '3,450.90')));
  assert.equal(off.gate.verified, false, why(off));
  const changed = readStatement(await drawPages(legendThenTotal(tampered, '3,450.00')));
  assert.equal(changed.gate.verified, false, why(changed));
});

test('a 2-up check table only repeating checks listed among the rows is a recap with its total', async () => {
  const r = readStatement(await drawPages(legendThenTotal(CHECKS, '3,450.00', true)));
  assert.equal(r.rows.length, 4, r.rows.map((x) => `${x.date} ${x.amountCents} ${x.description}`).join('\n'));
  assert.equal(r.gate.verified, true, why(r));
});
