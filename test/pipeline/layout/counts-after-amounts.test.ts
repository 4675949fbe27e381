// A summary printing each side's count in parentheses right after its amount, under titles on the line above
// (`Previous Balance | Deposits/Credits | Checks/Debits | Ending Balance` over `$1,000.00  $500.00 (2)  $200.00 (3)
// $1,300.00`). The count belongs to the amount it follows: read as the next value's, the credits' count was given to
// the debits and the debits' to the closing balance, and a statement whose every figure holds went to review
// (`printed_count_mismatch`). A count printed before its amount (`Deposits 2 500.00`) is still that amount's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

function page(credits: string, debits: string, creditCount: string, debitCount: string): Item[] {
  const rows: Array<[string, string, string]> = [
    ['03/04', 'DEPOSIT', '300.00'],
    ['03/12', 'SQUARE INC DEP', '200.00'],
  ];
  const debitRows: Array<[string, string, string]> = [
    ['03/05', 'CHECK 1301', '50.00'],
    ['03/10', 'WEX FLEET CHARGES', '100.00'],
    ['03/20', 'MONTHLY SERVICE FEE', '50.00'],
  ];
  const body = (y: number, list: Array<[string, string, string]>): Item[] =>
    list.flatMap(([d, desc, amt], i): Item[] => [[40, y + i * 12, d], [80, y + i * 12, desc], R(540, y + i * 12, amt)]);
  return [
    [40, 40, 'First Example Bank'],
    [40, 52, 'ACME PLUMBING SUPPLY CO'],
    [330, 52, 'Statement Period 03/01/24 - 03/31/24'],
    [330, 64, 'Business Checking Account 6203381142'],
    [40, 90, 'Balance Summary'],
    [40, 102, 'Previous Balance'],
    [200, 102, 'Deposits/Credits'],
    [330, 102, 'Checks/Debits'],
    [470, 102, 'Ending Balance'],
    [40, 114, '$1,000.00'],
    [200, 114, `${credits} ${creditCount}`],
    [330, 114, `${debits} ${debitCount}`],
    [470, 114, '$1,300.00'],
    [40, 140, 'Deposits and Other Credits'],
    [40, 152, 'Date'],
    [80, 152, 'Description'],
    [510, 152, 'Amount'],
    ...body(164, rows),
    [80, 190, 'Total Deposits and Other Credits'],
    R(540, 190, '$500.00'),
    [40, 214, 'Checks and Other Debits'],
    [40, 226, 'Date'],
    [80, 226, 'Description'],
    [510, 226, 'Amount'],
    ...body(238, debitRows),
    [80, 276, 'Total Checks and Other Debits'],
    R(540, 276, '$200.00'),
  ];
}

test("a count in parentheses right after a summary amount is that amount's count", async () => {
  const r = readStatement(await drawPages([page('$500.00', '$200.00', '(2)', '(3)')]));
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].creditCount, 2);
  assert.equal(r.accounts[0].debitCount, 3);
});

test('a count printed after its amount that the rows do not make still blocks', async () => {
  const r = readStatement(await drawPages([page('$500.00', '$200.00', '(2)', '(4)')]));
  assert.equal(r.gate.verified, false);
  assert.ok(r.gate.reasons.includes('printed_count_mismatch'), why(r));
});
