// Balance lines printed among the rows (`Beginning Balance` above them, `Balance This Statement` under them, no
// summary box) are named in the vocabulary's words: the closing was looked for with a narrower list of its own
// (`ending|closing|new balance`), so a bank wording it `Balance This Statement` had no closing balance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, masthead, table, why } from './pdf.ts';

for (const [open, close] of [
  ['Beginning Balance', 'Ending Balance'],
  ['Balance Last Statement', 'Balance This Statement'],
  ['Previous Balance', 'Current Balance'],
])
  test(`balance lines among the rows: "${open}" opens, "${close}" closes`, async () => {
    const rows = table(
      [
        [40, 'Date'],
        [100, 'Description'],
        [480, 'Amount', true],
        [560, 'Balance', true],
      ],
      [
        ['', open, '', '1,000.00'],
        ['03/04', 'MOBILE DEPOSIT', '500.00', '1,500.00'],
        ['03/05', 'CHECK 3340', '-250.00', '1,250.00'],
        ['', close, '', '1,250.00'],
      ],
    );
    const r = readStatement(await drawPages([[...masthead([]), ...rows]]));
    assert.equal(r.accounts[0].opening?.cents, 100000, why(r));
    assert.equal(r.accounts[0].closing?.cents, 125000, why(r));
    assert.equal(r.gate.verified, true, why(r));
  });
