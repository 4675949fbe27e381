// A telephone number printed under the account number (`Business Banking Support: 877-534-2264`) is no account
// number: read as one it opened an empty second account, and the statement's own balances went to it. It hid
// only while the masthead sat inside the page-header band; printed a little lower (another producer's margins)
// the statement was review.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, statement, why, type Item } from './pdf.ts';

const ROWS: Array<[string, string, string, string]> = [
  ['03/04/2024', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
  ['03/05/2024', 'LATE FEE', '-155.99', '1,344.01'],
];

for (const phone of [
  'Account questions? Call 877-534-2264',
  'Business Banking Support: 877-534-2264',
  'Business Customer Service 1-800-555-0199',
  'Checking questions? Call (888) 555-0142',
])
  test(`a phone number beside the account number names no account ("${phone}")`, async () => {
    const extra: Item[] = [[350, 104, phone]];
    const r = readStatement(
      await drawPages(statement('Statement Period: 03/01/2024 - 03/31/2024', ROWS, '1,000.00', '1,344.01', extra)),
    );
    assert.equal(r.accounts.length, 1, JSON.stringify(r.accounts.map((a) => a.numberSuffix)));
    assert.equal(r.accountLast4, '4321');
    assert.equal(r.gate.verified, true, why(r));
  });
