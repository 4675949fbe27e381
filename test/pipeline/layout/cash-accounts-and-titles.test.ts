// Set 9's blind reviews and header misses, drawn as classes (none a bank's template): money columns titled by a
// currency sign and one word (`£Out | £In | £Balance`: no rows were read), a brokerage cash account's box naming its
// balances `Beginning / Ending Account Value` (no opening or closing), a broker-dealer's legal name on its SIPC line
// (`… provided by Harbor Brokerage Services LLC, Member NYSE, SIPC.`: no institution), and a period printed as two
// labelled ends stacked in a right-hand block (`From  December 1, 2025` / `To  December 31, 2025`: no period; the end
// was taken from a sentence saying `statement date` over a pending item's date). Each is read through the real
// extractor and reader; a copy with one printed digit changed stays in review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import { findStatementDate } from '../../../src/pipeline/layout/dates.ts';
import { drawPages, R, rowsOf, why, type Item } from './pdf.ts';

/** A masthead (bank, customer block, a period line), a box of label/value lines, then `table`. */
function page(box: Array<[string, string]>, table: Item[], extra: Item[] = [], period?: Item[]): Item[][] {
  return [
    [
      [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
      [56, 80, 'JANE Q SAMPLE'],
      [56, 92, '12 MAIN ST'],
      [56, 104, 'SPRINGFIELD IL 62701'],
      ...(period ?? [[350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'] as Item]),
      [350, 92, 'Account Number: XXXXXX4321'],
      ...box.flatMap(([label, value], i): Item[] => [[40, 130 + i * 12, label], R(300, 130 + i * 12, value)]),
      ...table,
      ...extra,
    ],
  ];
}

/** Column titles at x, right-aligned money titles, then rows (cells under their titles, '' prints nothing). */
function table(cols: Array<[number, string, boolean?]>, rows: string[][], y = 220): Item[] {
  const cell = (x: number, yy: number, t: string, right?: boolean): Item => (right ? R(x, yy, t) : [x, yy, t]);
  return [
    ...cols.map(([x, t, right]) => cell(x, y, t, right)),
    ...rows.flatMap((cs, i) => cs.flatMap((t, k) => (t ? [cell(cols[k][0], y + 14 + i * 12, t, cols[k][2])] : []))),
  ];
}

const sectionTotals = (r: ReturnType<typeof readStatement>): string[] =>
  r.gate.evidence.equations.filter((e) => e.kind === 'section_total').map((e) => `${e.holds} ${e.text}`);

const GBP_COLS: Array<[number, string, boolean?]> = [
  [40, 'Date'],
  [92, 'Description'],
  [400, '£Out', true],
  [480, '£In', true],
  [560, '£Balance', true],
];
const GBP_ROWS = (salary = '2,164.21'): string[][] => [
  ['', 'Balance from previous statement', '', '', '1,151.19'],
  ['04 Mar', 'Contactless payment GREGGS PLC', '16.74', '', '1,134.45'],
  ['05 Mar', 'Bank credit AVON FIRE & RESCUE', '', salary, '3,298.66'],
  ['06 Mar', 'Direct debit BRISTOL WATER', '114.52', '', '3,184.14'],
];
const GBP_BOX: Array<[string, string]> = [
  ['Balance from previous statement', '1,151.19'],
  ['Total paid in', '2,164.21'],
  ['Total paid out', '131.26'],
  ['Closing balance', '3,184.14'],
];

test('money columns titled by a currency sign and one word (`£Out | £In | £Balance`) are the debit, credit and balance', async () => {
  const r = readStatement(await drawPages(page(GBP_BOX, table(GBP_COLS, GBP_ROWS()))));
  assert.equal(r.gate.verified, true, why(r));
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 debit 1674 bal 113445',
    '2024-03-05 credit 216421 bal 329866',
    '2024-03-06 debit 11452 bal 318414',
  ]);
  // one printed digit changed (the credit's pounds): the balances and the box keep the true values
  const t = readStatement(await drawPages(page(GBP_BOX, table(GBP_COLS, GBP_ROWS('2,165.21')))));
  assert.notEqual(t.gate.verified, true);
  // the words alone as titles read the same way; a sentence holding `in` or `out` names no column
  const bare = GBP_COLS.map(([x, title, right]): [number, string, boolean?] => [x, title.replace('£', ''), right]);
  const b = readStatement(await drawPages(page(GBP_BOX, table(bare, GBP_ROWS()))));
  assert.equal(b.gate.verified, true, why(b));
});

const CASH_BOX = (ending = '$3,273.23'): Array<[string, string]> => [
  ['Beginning Account Value', '$2,353.99'],
  ['Money in', '$1,881.93'],
  ['Money out', '$962.69'],
  ['Ending Account Value', ending],
];
const CASH_TABLE = (payroll = '1,881.93', totalOut = '$962.69'): Item[] => [
  ...table(
    [
      [40, 'Date'],
      [100, 'Description'],
      [420, 'Money in', true],
      [500, 'Money out', true],
    ],
    [
      ['03/02', 'ACME HEALTH SYS PAYROLL PPD', payroll, ''],
      ['03/04', 'DEBIT CARD TARGET T-1882', '', '40.26'],
      ['03/09', 'MR. COOPER MORTGAGE PAYMENT', '', '922.43'],
    ],
  ),
  [100, 270, 'Total Activity'],
  R(420, 270, '$1,881.93'),
  R(500, 270, totalOut),
];

test("a cash account's `Beginning / Ending Account Value` are its opening and closing balances", async () => {
  const r = readStatement(await drawPages(page(CASH_BOX(), CASH_TABLE())));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].opening?.cents, 235399);
  assert.equal(r.accounts[0].closing?.cents, 327323);
  // a digit changed in a row, or in the ending value, is refused
  const row = readStatement(await drawPages(page(CASH_BOX(), CASH_TABLE('1,981.93'))));
  assert.notEqual(row.gate.verified, true);
  const end = readStatement(await drawPages(page(CASH_BOX('$3,272.23'), CASH_TABLE())));
  assert.notEqual(end.gate.verified, true);
  // the total line's second figure, standing under `Money out` with no words of its own, is that side's total
  assert.ok(
    sectionTotals(r).some((e) => e.startsWith('true') && / 2 rows sum 962\.69; printed 962\.69$/.test(e)),
    sectionTotals(r).join('; '),
  );
  const total = readStatement(await drawPages(page(CASH_BOX(), CASH_TABLE('1,881.93', '$963.69'))));
  assert.equal(total.gate.verified, false, why(total));
  // a value of something else (a market value, an average) is no balance
  const other = readStatement(
    await drawPages(
      page(
        [
          ['Beginning Market Value of Securities', '$2,353.99'],
          ['Money in', '$1,881.93'],
          ['Money out', '$962.69'],
          ['Average Account Value', '$3,273.23'],
        ],
        CASH_TABLE(),
      ),
    ),
  );
  assert.notEqual(other.gate.verified, true);
});

test("a broker-dealer's legal name on its SIPC line names the institution when no bank is named", async () => {
  const logo = (foot: string): Item[][] =>
    page(CASH_BOX(), CASH_TABLE(), [[40, 700, foot, { size: 6 }]]).map((p) =>
      p.filter((it) => it[2] !== 'Harbor Test Bank'),
    );
  for (const [foot, name] of [
    [
      'Brokerage services provided by Harbor Brokerage Services LLC, Member NYSE, SIPC.',
      'Harbor Brokerage Services LLC',
    ],
    [
      'Keel Invest Brokerage LLC, Member FINRA/SIPC. Cash is swept to program banks where it is FDIC-insured.',
      'Keel Invest Brokerage LLC',
    ],
    ['Securities offered through Northfield Securities, Inc., Member FINRA and SIPC.', 'Northfield Securities, Inc.'],
  ]) {
    const r = readStatement(await drawPages(logo(foot)));
    assert.equal(r.institution, name, foot);
    assert.equal(r.gate.verified, true, why(r));
  }
  // a bank named on its Member FDIC line still names the bank before a broker's line
  const both = readStatement(
    await drawPages(
      logo('Harbor Brokerage Services LLC, Member SIPC. Deposits are held at Keel Savings Bank, Member FDIC.'),
    ),
  );
  assert.equal(both.institution, 'Keel Savings Bank');
});

/** A right-hand block printing the period's two ends under their own labels, each on its line, the dates set right. */
const FROM_TO: Item[] = [
  [350, 68, 'Generated on'],
  R(560, 68, 'April 2, 2024'),
  [350, 80, 'From'],
  R(560, 80, 'March 1, 2024'),
  [350, 92, 'To'],
  R(560, 92, 'March 31, 2024'),
];

/** The cash account's page with `block` for its period, the account's number moved over the customer's block. */
const fromTo = (block: Item[]): Item[][] =>
  page(CASH_BOX(), CASH_TABLE(), [], block).map((p) =>
    p.filter((it) => !String(it[2]).startsWith('Account Number')).concat([[40, 60, 'Account ending 4321']]),
  );

test('a period printed as two labelled ends stacked (`From  March 1, 2024` / `To  March 31, 2024`) is the period', async () => {
  const r = readStatement(await drawPages(fromTo(FROM_TO)));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.periodStart, '2024-03-01');
  assert.equal(r.periodEnd, '2024-03-31');
  // labelled for something else (`Generated on` over `Due`), two stacked dates are no period
  const other = FROM_TO.map((it): Item =>
    it[2] === 'From' ? [350, 80, 'Printed'] : it[2] === 'To' ? [350, 92, 'Due'] : it,
  );
  const o = readStatement(await drawPages(fromTo(other)));
  assert.equal(o.periodStart, null);
});

test('a sentence saying `statement date` is no label over the date printed under it (a pending item)', async () => {
  const lines = pageLines(
    (
      await drawPages([
        [
          [40, 40, 'Pending Transactions'],
          [
            40,
            52,
            'These authorizations had not posted by the statement date and are not included in the balances above.',
          ],
          [40, 64, 'Date'],
          [100, 64, 'Description'],
          R(560, 64, 'Amount'),
          [40, 76, 'Mar 31, 2024'],
          [100, 76, 'PENDING CARD PAYMENT TRADER JOES'],
          R(560, 76, '-170.48'),
        ],
      ])
    )[0],
  );
  assert.equal(findStatementDate(lines), null);
  // a label over its value still gives it
  const labelled = pageLines(
    (
      await drawPages([
        [
          [40, 40, 'STATEMENT DATE'],
          [40, 52, '03/31/2024'],
        ],
      ])
    )[0],
  );
  assert.equal(findStatementDate(labelled)?.end, '2024-03-31');
});
