// Set 11, amounts in a currency with no minor units: a yen statement (`Currency JPY`, `(JPY)`) prints whole yen
// grouped in thousands (`1,240,648`) and dates year first (`2026/03/09`). Where the statement's own evidence names a
// currency with no minor units and no amount carries decimals, its grouped whole amounts are read with zero decimals
// (cents = yen × 100, decimal strings `1240648.00`); every other statement (a `$` one printing `1,240`) reads as
// before. A drawn page read through the real extractor and reader; a copy with one printed digit changed is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { wholeUnitLines } from '../../../src/pipeline/layout/tokens.ts';
import { parseDateWord } from '../../../src/pipeline/layout/tokens.ts';
import { statementCurrency } from '../../../src/pipeline/layout/currency.ts';
import type { Line } from '../../../src/pipeline/layout/lines.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type Row = [date: string, description: string, withdrawal: string, deposit: string, balance: string];

const ROWS: Row[] = [
  ['2026/03/02', 'FURIKOMI KK SAKURA TRADING', '', '317,792', '1,558,440'],
  ['2026/03/02', 'ACCOUNT MAINTENANCE FEE', '4,440', '', '1,554,000'],
  ['2026/03/09', 'DEBIT VISA AMAZON CO JP', '94,690', '', '1,459,310'],
  ['2026/03/17', 'TRANSFER FROM WISE PAYMENTS', '208,196', '', '1,251,114'],
];

function statement(rows: Row[], currency = 'JPY'): Item[][] {
  const top = 220;
  return [
    [
      [40, 40, 'Harbor Trust Bank Ltd.', { size: 14 }],
      [340, 40, 'Statement Period 2026/03/01 - 2026/03/31'],
      [340, 52, `Currency ${currency}`],
      [340, 64, 'Account 7241183306'],
      [40, 90, 'Mr. Daniel Okafor-Sato'],
      [40, 100, '3-14-2 Ebisu'],
      [40, 130, `Summary (${currency})`],
      [40, 140, 'Opening Balance'],
      R(300, 140, '1,240,648'),
      [40, 150, 'Total Deposits'],
      R(300, 150, '317,792'),
      [40, 160, 'Total Withdrawals'],
      R(300, 160, '307,326'),
      [40, 170, 'Closing Balance'],
      R(300, 170, '1,251,114'),
      [40, top, 'Date'],
      [100, top, 'Description'],
      R(400, top, 'Withdrawals'),
      R(480, top, 'Deposits'),
      R(560, top, 'Balance'),
      [100, top + 11, 'Balance Brought Forward'],
      R(560, top + 11, '1,240,648'),
      ...rows.flatMap(([d, desc, wd, dep, bal], i): Item[] => {
        const y = top + 22 + i * 10;
        return [
          [40, y, d],
          [100, y, desc],
          ...(wd ? [R(400, y, wd)] : []),
          ...(dep ? [R(480, y, dep)] : []),
          R(560, y, bal),
        ];
      }),
    ],
  ];
}

const read = async (rows: Row[], currency?: string) => readStatement(await drawPages(statement(rows, currency)));

test('a yen statement printing whole yen and year-first dates reconciles, its amounts in yen × 100', async () => {
  const r = await read(ROWS);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.currency, 'JPY');
  assert.equal(r.accounts[0].opening?.cents, 124064800);
  assert.equal(r.accounts[0].closing?.cents, 125111400);
  assert.equal(r.accounts[0].totalDebits?.cents, 30732600);
  assert.equal(r.periodStart, '2026-03-01');
  assert.equal(r.periodEnd, '2026-03-31');
});

test('one digit changed in a yen withdrawal is refused', async () => {
  const tampered = ROWS.map((row): Row =>
    row[2] === '94,690' ? ([...row.slice(0, 2), '94,590', ...row.slice(3)] as Row) : row,
  );
  const r = await read(tampered);
  assert.equal(r.gate.verified, false, 'a withdrawal a digit off');
});

test('the same page in dollars reads no whole number as an amount', async () => {
  const r = await read(ROWS, 'USD');
  assert.equal(r.gate.verified, false, why(r));
});

const line = (...texts: string[]): Line => {
  const words = texts.map((text, i) => ({ text, x: 40 + i * 80, right: 40 + i * 80 + 40, size: 8 }));
  return { words, text: texts.join(' ') } as unknown as Line;
};

test('grouped whole amounts get zero decimals only in a currency with no minor units and no decimals printed', () => {
  const lines = [line('Opening', '1,240,648'), line('Ref', '7714920', '(4,440)', '3,928-'), line('Balance', '537,692')];
  assert.deepEqual(
    wholeUnitLines(lines, 'JPY')?.flatMap((l) => l.words.map((w) => w.text)),
    ['Opening', '1,240,648.00', 'Ref', '7714920', '(4,440.00)', '3,928.00-', 'Balance', '537,692.00'],
  );
  assert.equal(wholeUnitLines(lines, 'USD'), null);
  assert.equal(wholeUnitLines(lines, null), null);
  assert.equal(wholeUnitLines([...lines, line('Fee', '1,234.50')], 'JPY'), null);
});

test('a year-first date with slashes or dots is year, month, day', () => {
  assert.deepEqual(parseDateWord('2026/03/09'), { month: 3, day: 9, year: 2026 });
  assert.deepEqual(parseDateWord('2026/03/09', true), { month: 3, day: 9, year: 2026 });
  assert.deepEqual(parseDateWord('2026.12.01'), { month: 12, day: 1, year: 2026 });
  assert.equal(parseDateWord('2026/13/01'), null);
});

test('yen is named by its code, 円, or a ¥ where no yuan is named', () => {
  assert.equal(statementCurrency([line('Summary', '(JPY)')]), 'JPY');
  assert.equal(statementCurrency([line('残高', '537,692円')]), 'JPY');
  assert.equal(statementCurrency([line('Balance', '¥537,692')]), 'JPY');
  assert.equal(statementCurrency([line('Balance', '¥537,692.00'), line('Currency: RMB')]), null);
});
