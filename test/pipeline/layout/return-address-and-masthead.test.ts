// Issue 27, header fields by evidence: a return address printed on one line (`Chase Card Services P.O. Box 15123
// Wilmington DE 19850-5123`) is the sender's, so it names no holder and, where nothing else does, names the bank;
// an attention line under a business names no holder; a masthead naming a product after the bank
// (`U.S. BANK CASH VISA SIGNATURE CARD`, `Cards issued by Celtic Bank`) names the bank as printed; an account number
// with its middle masked (`4037 XXXX XXXX 6649`) or a card's `Ending in 5562` gives the last four digits printed.
// Each a small drawn page read through the real extractor and reader.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

interface Page {
  /** lines at the top of the page, from y = 40 (a masthead, a return address) */
  top?: string[];
  /** the mailing block's lines (the customer) */
  mail?: string[];
  /** the account line */
  account?: string;
  /** small print at the foot of the page, from y = 700 */
  foot?: string[];
}

/** A statement page: its top lines, the mailing block, period, account line, box and two rows. */
function page(p: Page): Item[][] {
  return [
    [
      ...(p.top ?? []).map((text, i): Item => [40, 40 + i * 12, text]),
      ...(p.mail ?? ['KWAME A MENSAH', '48 ORCHARD LN', 'DAYTON OH 45402']).map((text, i): Item => [
        40,
        100 + i * 12,
        text,
      ]),
      [330, 100, 'Statement Period 01/01/25 thru 01/31/25'],
      [330, 124, p.account ?? 'Account Number: XXXXXX4321'],
      [40, 160, 'Beginning Balance'],
      R(320, 160, '$1,000.00'),
      [40, 172, 'Ending Balance'],
      R(320, 172, '$1,300.00'),
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
      ...(p.foot ?? []).map((text, i): Item => [40, 700 + i * 10, text]),
    ],
  ];
}

const read = async (p: Page) => readStatement(await drawPages(page(p)));

test("a return address printed on one line names no holder: the customer's block under it does", async () => {
  const r = await read({ top: ['FREEDOM UNLIMITED', 'Chase Card Services P.O. Box 15123 Wilmington DE 19850-5123'] });
  assert.equal(r.holder, 'KWAME A MENSAH');
});

test('a one-line return address names the bank when nothing else on the page does', async () => {
  assert.equal(
    (await read({ top: ['Chase Card Services P.O. Box 15123 Wilmington DE 19850-5123'] })).institution,
    'JPMorgan Chase Bank, N.A.',
  );
  // the sender's name on the line above its address
  assert.equal((await read({ top: ['REGIONS', 'P.O. Box 11007 Birmingham AL 35288'] })).institution, 'Regions Bank');
});

test("a lockbox's one-line address names no bank: a sender the directory does not know and not saying bank", async () => {
  const r = await read({ top: ['Payment Processing P.O. Box 6000 Carol Stream IL 60197-6000'] });
  assert.notEqual(r.institution, 'Payment Processing');
  assert.equal(r.holder, 'KWAME A MENSAH');
});

test("an attention line under a business's name is no holder: the business is", async () => {
  const r = await read({
    mail: ['NORTHWIND ROBOTICS INC', 'ATTN ACCOUNTS PAYABLE', '400 HARBOR BLVD', 'OAKLAND CA 94607'],
  });
  assert.equal(r.holder, 'NORTHWIND ROBOTICS INC');
});

test('a masthead naming a product after the bank names the bank as printed; a whole known name stays whole', async () => {
  assert.equal((await read({ top: ['U.S. BANK CASH VISA SIGNATURE CARD'] })).institution, 'U.S. BANK');
  assert.equal((await read({ top: ['Cards issued by Celtic Bank'] })).institution, 'Celtic Bank');
  assert.equal((await read({ top: ['Navy Federal Credit Union'] })).institution, 'Navy Federal Credit Union');
});

test('an account number with its middle masked gives its last group, not its first', async () => {
  assert.equal((await read({ account: 'Account: 4037 XXXX XXXX 6649' })).accountLast4, '6649');
  assert.equal((await read({ account: 'Account Number 5738 2662 64' })).accountLast4, '266264'.slice(-4));
});

test("a card's number printed `Ending in 5562` with no account word gives its last four", async () => {
  assert.equal((await read({ account: 'Visa Signature Card Ending in 5562' })).accountLast4, '5562');
});

test("a wordmark the directory knows yields to the bank the small print names: the brand is no bank's legal name", async () => {
  // the directory knows `Mercury` (a brand); the page's own small print names the bank holding the account
  const held = await read({
    top: ['Mercury'],
    foot: ['Banking services provided by Choice Financial Group, Member FDIC.'],
  });
  assert.equal(held.institution, 'Choice Financial Group');
  // with nothing else printed the wordmark still names it, as the directory names it
  assert.equal((await read({ top: ['REGIONS'] })).institution, 'Regions Bank');
});
