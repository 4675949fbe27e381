// Numeric dates printed day first ("19/05/19": a statement made outside the US, or a US bank's template
// filled in abroad, as the real us-bofa-01 is) are read in the statement's own order, decided from all its
// dates; a stray day-first number in a month-first statement does not turn its dates around. Each statement
// is hand-drawn and read through the real extractor; what is asserted is what a lender sees: the dates of the
// rows and whether the ledger verified.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, statement } from './pdf.ts';

type Row = [date: string, description: string, amount: string, balance: string];

const read = async (periodLine: string, rows: Row[]) =>
  readStatement(await drawPages(statement(periodLine, rows, '1,000.00', rows[rows.length - 1]![3])));
const dates = (r: Awaited<ReturnType<typeof read>>): string[] => r.rows.map((x) => x.date);

test('a statement printing its dates day first (19/05/19, 29/05/2019) verifies with the printed days', async () => {
  const r = await read('May 1, 2019 to May 31, 2019', [
    ['01/05/19', 'Deposit', '50.00', '1,050.00'],
    ['06/05/19', 'Card purchase', '-10.49', '1,039.51'],
    ['19/05/19', 'Salary', '50.00', '1,089.51'],
    ['29/05/2019', 'Deposit', '50.00', '1,139.51'],
  ]);
  assert.deepEqual(dates(r), ['2019-05-01', '2019-05-06', '2019-05-19', '2019-05-29']);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
  assert.match(r.evidence.reading, /day first/);
});

test('the same statement printed month first reads the same days, and says nothing of the order', async () => {
  const r = await read('May 1, 2019 to May 31, 2019', [
    ['05/01/19', 'Deposit', '50.00', '1,050.00'],
    ['05/06/19', 'Card purchase', '-10.49', '1,039.51'],
    ['05/19/19', 'Salary', '50.00', '1,089.51'],
    ['05/29/2019', 'Deposit', '50.00', '1,139.51'],
  ]);
  assert.deepEqual(dates(r), ['2019-05-01', '2019-05-06', '2019-05-19', '2019-05-29']);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
  assert.doesNotMatch(r.evidence.reading, /day first/);
});

test('one day-first number in a month-first statement (an invoice "13/05") leaves the dates month first', async () => {
  const r = await read('May 1, 2019 to May 31, 2019', [
    ['05/02/19', 'Deposit', '50.00', '1,050.00'],
    ['05/03/19', 'Invoice 13/05 paid', '-10.49', '1,039.51'],
    ['05/07/19', 'Deposit', '50.00', '1,089.51'],
  ]);
  assert.deepEqual(dates(r), ['2019-05-02', '2019-05-03', '2019-05-07']);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
});

test('dates that only the other order could read are never guessed: month first and day first mixed stay unresolved', async () => {
  const r = await read('May 1, 2019 to May 31, 2019', [
    ['05/20/19', 'Deposit', '50.00', '1,050.00'],
    ['21/05/19', 'Card purchase', '-10.49', '1,039.51'],
    ['22/05/19', 'Deposit', '50.00', '1,089.51'],
  ]);
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('date_unresolved'), r.gate.reasons.join(','));
});

test('a period whose day and year are glued by the comma ("May 1,2019 to May 31,2019") is read', async () => {
  const r = await read('May 1,2019 to May 31,2019', [
    ['05/02/19', 'Deposit', '50.00', '1,050.00'],
    ['05/07/19', 'Deposit', '50.00', '1,100.00'],
  ]);
  assert.deepEqual([r.periodStart, r.periodEnd], ['2019-05-01', '2019-05-31']);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
});

test('a list whose amounts print their own sign, credits by date then debits by date, keeps its date order', async () => {
  // as a scanned Mid-Missouri statement prints its one amount column: every credit `+`, every debit `-`
  const r = await read('July 1, 2025 to July 31, 2025', [
    ['7/01/25', 'Regular Deposit', '296.00+', '1,296.00'],
    ['7/14/25', 'Regular Deposit', '662.00+', '1,958.00'],
    ['7/02/25', 'Automatic Debit', '260.00-', '1,698.00'],
    ['7/16/25', 'Automatic Debit', '605.00-', '1,093.00'],
  ]);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
  assert.deepEqual(
    r.rows.map((x) => x.type),
    ['credit', 'credit', 'debit', 'debit'],
  );
  // the same dates unsigned (nothing says the list is in two runs) are out of order
  const unsigned = await read('July 1, 2025 to July 31, 2025', [
    ['7/01/25', 'Regular Deposit', '296.00', '1,296.00'],
    ['7/14/25', 'Regular Deposit', '662.00', '1,958.00'],
    ['7/02/25', 'Regular Deposit', '260.00', '2,218.00'],
  ]);
  assert.ok(unsigned.gate.reasons.includes('date_order_broken'), unsigned.gate.reasons.join(','));
});
