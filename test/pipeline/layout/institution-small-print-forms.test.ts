// Probe set 10, first reading (twelfth round): the institution named by small print the reader did not take, under a
// brand masthead that names no bank in its own words. Four classes, each drawn on a small page read through the real
// extractor and reader, with fictitious names:
// - a `Member FDIC` line whose name is followed by its city and state (`Harbor Tide Trust Company, Springfield,
//   Illinois. Member FDIC.`): the name is the words up to its institution word, not the last six words before `Member`;
// - a `Member FDIC` line set off by bars (`Ledgerly Bank | Member FDIC | ledgerly.com`);
// - a cash account offered by a firm that is not a bank, its money swept to program banks listed in the small print:
//   the firm offering it names the institution (`offered by Ledgerly LLC`), no program bank does;
// - a legal name in the plural with a dotted form (`Harbor Tidal Banks, p.l.c. is regulated by the Central Bank of
//   Ireland`): the bank's, never its regulator's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

/** A page under a brand masthead (big letters, its branch's city line under it), the mailing block, box and rows. */
function page(mast: string | null, foot: string[]): Item[][] {
  return [
    [
      ...(mast ? [[40, 40, mast, { size: 16, bold: true }] as Item, [40, 58, 'Springfield IL 62701'] as Item] : []),
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

const read = async (mast: string | null, foot: string[]) => readStatement(await drawPages(page(mast, foot)));

test('a `Member FDIC` line naming the bank, then its city and state: the name up to its institution word', async () => {
  const r = await read('HARBOR TIDE', [
    'Harbor Tide Trust Company, Springfield, Illinois. Member FDIC. Equal Housing Lender. harbortide.com',
  ]);
  assert.equal(r.institution, 'Harbor Tide Trust Company');
});

test('the city and a state abbreviation after the name are cut too', async () => {
  const r = await read('HARBOR', ['Harbor Savings Bank, Springfield, MA. Member FDIC']);
  assert.equal(r.institution, 'Harbor Savings Bank');
});

test("a national bank's legal form after its name stays: `Harbor Test Bank, National Association Member FDIC`", async () => {
  const r = await read('HARBOR', ['Harbor Test Bank, National Association Member FDIC']);
  assert.match(r.institution ?? '', /^Harbor Test Bank, National Association$/);
});

test('a `Member FDIC` line set off by bars names the bank before the bar', async () => {
  const r = await read('Ledgerly', ['Ledgerly Bank | Member FDIC | ledgerly.com | 1-800-555-0100']);
  assert.equal(r.institution, 'Ledgerly Bank');
});

test('a cash account offered by a firm, its money swept to program banks: the firm, no program bank', async () => {
  const foot = [
    'Cash Account is offered by Ledgerly LLC. Ledgerly LLC is not a bank; funds are swept to program banks where they are eligible for FDIC insurance.',
    'Program banks include Harbor Test Bank, N.A., Lakeside Savings Bank USA and Riverside Bank, N.A. ledgerly.com',
  ];
  assert.equal((await read('Ledgerly', foot)).institution, 'Ledgerly LLC');
  assert.equal((await read(null, foot)).institution, 'Ledgerly LLC');
});

test('a list of program banks alone names no institution', async () => {
  const r = await read(null, [
    'Program banks include Harbor Test Bank, N.A., Lakeside Savings Bank USA and Riverside Bank, N.A.',
  ]);
  assert.equal(r.institution, null);
});

test('a legal name in the plural with a dotted form names the bank, not its regulator', async () => {
  const r = await read('HTB', [
    'Harbor Tidal Banks, p.l.c. is regulated by the Central Bank of Ireland. Registered Office: 10 Main Street, Dublin 2.',
  ]);
  assert.equal(r.institution, 'Harbor Tidal Banks, p.l.c.');
});

test('a regulator alone names no institution', async () => {
  const r = await read(null, [
    'Regulated by the Central Bank of Ireland. Registered Office: 10 Main Street, Dublin 2.',
  ]);
  assert.equal(r.institution, null);
});

test("a vendor's service `provided by` a firm does not outrank the copyright line's owner", async () => {
  const r = await read(null, [
    'Online banking provided by Harbor Software, Inc.',
    '© 2025 Ledgerly Financial Corporation. All rights reserved.',
  ]);
  assert.match(r.institution ?? '', /^Ledgerly Financial/);
});
