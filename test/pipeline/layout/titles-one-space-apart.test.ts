// Column titles printed one space apart (a browser's table header: `Additions Subtractions Balance`,
// `Deposits/ Credits Withdrawals/ Debits Ending daily balance`) read as one cell of text. Each is a column: the
// rows' amounts stand under them. Read as one title, the table was a daily-balance table and no row was read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, R, rowsOf, why, type Item } from './pdf.ts';

/** Titles one space (2.5pt at 8pt) apart: `Additions` 380-417, `Subtractions` 420-470, `Balance` 473-505. */
function oneSpaceHeader(rows: Array<[string, string, string, string, string]>): Item[][] {
  return [
    [
      ...masthead([
        ['Beginning balance', '1,000.00'],
        ['Additions', '500.00'],
        ['Subtractions', '200.00'],
        ['Ending balance', '1,300.00'],
      ]),
      [40, 220, 'Date'],
      [80, 220, 'Description'],
      [380, 220, 'Additions'],
      [419.9, 220, 'Subtractions'],
      [472.9, 220, 'Balance'],
      ...rows.flatMap(([d, desc, credit, debit, bal], i): Item[] => [
        [40, 235 + i * 12, d],
        [80, 235 + i * 12, desc],
        ...(credit ? [R(410, 235 + i * 12, credit)] : []),
        ...(debit ? [R(455, 235 + i * 12, debit)] : []),
        R(505, 235 + i * 12, bal),
      ]),
    ],
  ];
}

const ROWS: Array<[string, string, string, string, string]> = [
  ['03/04', 'DEPOSIT', '500.00', '', '1,500.00'],
  ['03/05', 'PURCHASE HOME DEPOT', '', '120.00', '1,380.00'],
  ['03/06', 'ACH DEBIT PAYROLL', '', '80.00', '1,300.00'],
];

test('titles printed one space apart are three columns: credits, debits and the balance are read', async () => {
  const r = readStatement(await drawPages(oneSpaceHeader(ROWS)));
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-05 debit 12000 bal 138000',
    '2024-03-06 debit 8000 bal 130000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a title joined by a connector stays one title (`Payment type and details` names no payments column)', async () => {
  // Cut after `Payment`, the description would be a debit column and `Paid out` would start a second table.
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Beginning balance', '1,000.00'],
          ['Ending balance', '1,300.00'],
        ]),
        [40, 220, 'Date'],
        [80, 220, 'Payment type and details'],
        R(400, 220, 'Paid out'),
        R(460, 220, 'Paid in'),
        R(530, 220, 'Balance'),
        ...ROWS.flatMap(([d, desc, credit, debit, bal], i): Item[] => [
          [40, 235 + i * 12, d],
          [80, 235 + i * 12, desc],
          ...(debit ? [R(400, 235 + i * 12, debit)] : []),
          ...(credit ? [R(460, 235 + i * 12, credit)] : []),
          R(530, 235 + i * 12, bal),
        ]),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-05 debit 12000 bal 138000',
    '2024-03-06 debit 8000 bal 130000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('a date title one space from the description title is two columns: the rows under them are read', async () => {
  // `DATE DESCRIPTION` read as one date column named no description: the header did not end the summary box's
  // section above it (a transaction table names what was paid), and no row was read.
  const r = readStatement(
    await drawPages([
      [
        [40, 118, 'Account Summary'],
        ...masthead([
          ['Opening Balance', '$1,000.00'],
          ['Deposits/Credits', '$500.00'],
          ['Withdrawals/Debits', '-$1,500.00'],
          ['Closing Balance', '$.00'],
        ]),
        [40, 220, 'DATE DESCRIPTION'],
        R(480, 220, 'AMOUNT'),
        R(560, 220, 'BALANCE'),
        [80, 235, 'Opening Balance'],
        R(560, 235, '$1,000.00'),
        ...[
          ['Mar 4', 'MOBILE DEPOSIT', '$500.00', '$1,500.00'],
          ['Mar 5', 'ONLINE TRANSFER TO SAV XXXXXX0948', '-$1,380.00', '$120.00'],
          ['Mar 12', 'PURCHASE HOME DEPOT', '-$120.00', '$.00'],
        ].flatMap(([d, desc, amt, bal], i): Item[] => [
          [40, 247 + i * 12, d],
          [80, 247 + i * 12, desc],
          R(480, 247 + i * 12, amt),
          R(560, 247 + i * 12, bal),
        ]),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-05 debit 138000 bal 12000',
    '2024-03-12 debit 12000 bal 0',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});

test('two-word titles one space apart (`Money In Money Out Balance`) are three columns, each title whole', async () => {
  // `Money`, `In`, `Out` name no column alone: read word by word, the five words were one `balance` title and
  // every row's amount stood under it or nowhere; only a page printing `Money In` apart read its credits.
  const r = readStatement(
    await drawPages([
      [
        ...masthead([
          ['Opening balance', '1,000.00'],
          ['Money in', '500.00'],
          ['Money out', '200.00'],
          ['Closing balance', '1,300.00'],
        ]),
        [40, 220, 'Date'],
        [80, 220, 'Description'],
        [380, 220, 'Money In Money Out Balance'],
        ...ROWS.flatMap(([d, desc, credit, debit, bal], i): Item[] => [
          [40, 235 + i * 12, d],
          [80, 235 + i * 12, desc],
          ...(credit ? [R(411, 235 + i * 12, credit)] : []),
          ...(debit ? [R(451, 235 + i * 12, debit)] : []),
          R(484, 235 + i * 12, bal),
        ]),
      ],
    ]),
  );
  assert.deepEqual(rowsOf(r), [
    '2024-03-04 credit 50000 bal 150000',
    '2024-03-05 debit 12000 bal 138000',
    '2024-03-06 debit 8000 bal 130000',
  ]);
  assert.equal(r.gate.verified, true, why(r));
});
