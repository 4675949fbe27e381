// Issue 27, header fields by evidence: a page header printing the bank's name before the account (`Axos Bank |
// Account ending 7762`, its words set close or apart) keeps it as the institution; one word joining a name to Bank (`FirstBank`) and a small number
// among a credit union's words (`Golden 1 Credit Union`) still name a bank; a product's `Savings` names none; a card's
// small print (`… is issued by Synchrony Bank.`) names its issuer; the bank's own block and a product's name over the
// issuer's address are no holder; a reference's number (`Ref 7714920`) is no account's. Each a small drawn page read
// through the real extractor and reader.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { accountMark } from '../../../src/pipeline/layout/labels.ts';
import type { Line } from '../../../src/pipeline/layout/lines.ts';
import { drawPages, R, type Item } from './pdf.ts';

interface Page {
  /** the sender's lines at the top left, from y = 40 (a page header, the bank's or a product's name, its address) */
  top?: string[];
  /** lines at the top right, from y = 40, in letters of `rightSize` */
  right?: string[];
  rightSize?: number;
  /** the account line */
  account?: string;
  /** small print under the rows */
  foot?: string[];
  /** more items drawn on the page (a wordmark in big letters) */
  more?: Item[];
}

/** A statement page: the sender's block, the customer's block, period, account line, box, two rows, small print. */
function page(p: Page): Item[][] {
  return [
    [
      ...(p.top ?? []).map((text, i): Item => [40, 40 + i * 12, text]),
      ...(p.right ?? []).map((text, i): Item => [330, 40 + i * 14, text, { size: p.rightSize ?? 8 }]),
      ...['KWAME A MENSAH', '48 ORCHARD LN', 'DAYTON OH 45402'].map((text, i): Item => [56, 100 + i * 12, text]),
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
      ...(p.foot ?? []).map((text, i): Item => [40, 700 + i * 12, text]),
      ...(p.more ?? []),
    ],
  ];
}

const read = async (p: Page) => readStatement(await drawPages(page(p)));

test("a page header naming the bank before the account keeps the bank's name, and its block names no holder", async () => {
  const r = await read({
    top: ['Axos Bank | Account ending 7762', 'Axos Bank', 'P.O. Box 919013', 'San Diego CA 92191'],
    account: 'Account Number XXXXXX7762',
  });
  assert.equal(r.institution, 'Axos Bank');
  assert.equal(r.holder, 'KWAME A MENSAH');
  assert.equal(r.accountLast4, '7762');
});

test("a page header's bank name set apart from the account by a bar names the bank over a bigger wordmark", async () => {
  // the header's words close together make one cell (`Harbor Ridge Credit Union | Account XXXXXX4321`): the bar parts
  // it, and its first part names a bank; the wordmark under it (`HARBOR`, a brand the directory does not know) over
  // the bank's return address is neither the institution nor the holder
  const r = await read({
    top: ['Harbor Ridge Credit Union | Account XXXXXX4321'],
    more: [
      [40, 62, 'HARBOR', { size: 15, bold: true }],
      [340, 62, 'Member Number'],
      R(580, 62, '*****4321'),
      [40, 74, 'PO Box 6104'],
      [40, 86, 'Santa Rosa CA 95406'],
      [520, 40, 'Page 1 of 1'],
    ],
    account: 'Member Number XXXXXX4321',
    foot: ['Federally insured by NCUA.  Equal Housing Opportunity.  harborridgecu.org'],
  });
  assert.equal(r.institution, 'Harbor Ridge Credit Union');
  assert.equal(r.holder, 'KWAME A MENSAH');
});

test('one word joining a name to Bank names a bank: at the top and in its own block, never the holder', async () => {
  const r = await read({
    top: ['FirstBank | Account ending 1157', 'FirstBank', '12345 W Colfax Ave', 'Lakewood CO 80215'],
    account: 'Account Number XXXXXX1157',
  });
  assert.equal(r.institution, 'FirstBank');
  assert.equal(r.holder, 'KWAME A MENSAH');
});

test("a credit union's name with a small number among its words is the masthead, a product's Savings is not", async () => {
  const r = await read({
    top: ['Golden 1 Credit Union', 'P.O. Box 15966', 'Sacramento CA 95852-0966'],
    right: ['Regular Share Savings'],
    rightSize: 14,
    account: 'Member Number XXXXX5340',
  });
  assert.equal(r.institution, 'Golden 1 Credit Union');
  assert.equal(r.holder, 'KWAME A MENSAH');
});

test("a savings product printed biggest at the top names no bank: the small print's Member FDIC line does", async () => {
  const r = await read({ right: ['High Yield Savings'], rightSize: 16, foot: ['Axos Bank Member FDIC'] });
  assert.equal(r.institution, 'Axos Bank');
});

test("a card's small print naming its issuer names the institution; the product's name over its address is no holder", async () => {
  const r = await read({
    top: [
      'Verizon Visa Card | Account ending 4409',
      'Verizon Visa Card',
      'P.O. Box 71746',
      'Philadelphia PA 19176-1746',
    ],
    account: 'Account Number XXXX-XXXX-XXXX-4409',
    foot: ['Verizon Visa Card is issued by Synchrony Bank.'],
  });
  assert.equal(r.institution, 'Synchrony Bank');
  assert.equal(r.holder, 'KWAME A MENSAH');
});

/** One line of one cell, as the reader's lines carry it. */
const line = (text: string): Line => ({
  page: 1,
  no: 1,
  y: 40,
  size: 8,
  words: [{ text, x: 40, right: 40 + 4 * text.length, size: 8, bold: false }],
  text,
});

test("a reference's number on a line saying business is no account number; a labelled account's is", () => {
  assert.equal(
    accountMark(line('Ref 7714920 Sep 29 Mobile deposit received after the cutoff: posts next business day')),
    null,
  );
  assert.equal(accountMark(line('Confirmation # 88123401 for your business checking')), null);
  assert.equal(accountMark(line('Business Checking Account Ref 0012345678'))?.last4, '5678');
});
