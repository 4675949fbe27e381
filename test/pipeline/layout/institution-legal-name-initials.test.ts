// Set 14, first reading (thirteenth round): a bank's legal name that begins with dotted initials (`U.S. Bank National
// Association`, here the fictitious `H.T. Bank National Association`): the name is read whole, its initials with it,
// never cut to the words after them (`Bank National Association`, which names no bank).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

function page(foot: string[]): Item[][] {
  return [
    [
      [40, 40, 'htbank', { size: 16, bold: true }],
      [56, 80, 'ACME PLUMBING LLC'],
      [56, 92, '12 MAIN ST'],
      [56, 104, 'SPRINGFIELD IL 62704-1234'],
      [330, 68, 'Statement Period 01/01/25 thru 01/31/25'],
      [330, 116, 'Account Number: XXXXXX4321'],
      [40, 140, 'Beginning Balance'],
      R(320, 140, '$1,000.00'),
      [40, 152, 'Ending Balance'],
      R(320, 152, '$1,300.00'),
      [40, 230, 'Date'],
      [100, 230, 'Description'],
      R(480, 230, 'Amount'),
      R(560, 230, 'Balance'),
      [40, 245, '01/02'],
      [100, 245, 'DEPOSIT'],
      R(480, 245, '500.00'),
      R(560, 245, '1,500.00'),
      [40, 257, '01/03'],
      [100, 257, 'CHECK 1001'],
      R(480, 257, '-200.00'),
      R(560, 257, '1,300.00'),
      ...foot.map((text, i): Item => [40, 700 + i * 10, text, { size: 6 }]),
    ],
  ];
}

const read = async (foot: string[]) => readStatement(await drawPages(page(foot)));

test('a legal name beginning with dotted initials is read with them: `H.T. Bank National Association`', async () => {
  const r = await read(['BUSINESS CHECKING Member FDIC', 'H.T. Bank National Association Account Number XXXXXX4321']);
  assert.equal(r.institution, 'H.T. Bank National Association');
});

test('the initials with a comma before the legal form: `H.T. Bank, N.A.`', async () => {
  const r = await read(['Deposit products offered by H.T. Bank, N.A. Member FDIC']);
  assert.match(r.institution ?? '', /^H\.T\. Bank, N\.A\.?$/);
});
