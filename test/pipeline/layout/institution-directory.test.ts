// Issue 27, the institution from the directory of institutions (src/pipeline/layout/institutions.ts): a statement
// whose bank's name is only a logo names it by its web address, its e-mail address, the legal name in its small
// print or its `Member FDIC` line; the directory gives the institution's usual name. Never a payee's site in a
// transaction row, never the customer. Each a small drawn page read through the real extractor and reader.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, type Item } from './pdf.ts';

interface Page {
  /** the mailing block's lines (the customer) */
  mail?: string[];
  /** the second row's description */
  row?: string;
  /** small print at the foot of the page */
  foot?: string[];
}

/** A statement page whose bank's name is a logo (no text at the top): mailing block, period, box, two rows. */
function page(p: Page): Item[][] {
  return [
    [
      ...(p.mail ?? ['ACME PLUMBING LLC', '12 MAIN ST', 'SPRINGFIELD IL 62701']).map((text, i): Item => [
        40,
        80 + i * 12,
        text,
      ]),
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
      [100, 257, p.row ?? 'CHECK 1001'],
      R(480, 257, '-200.00'),
      R(560, 257, '1,300.00'),
      ...(p.foot ?? []).map((text, i): Item => [40, 700 + i * 10, text, { size: 6 }]),
    ],
  ];
}

const institutionOf = async (p: Page): Promise<string | null> => readStatement(await drawPages(page(p))).institution;

test('a web domain the directory knows names the bank whose name is only a logo (`www.53.com/businessbanking`)', async () => {
  const foot = [
    'For additional information and account disclosures, please visit www.53.com/businessbanking Page 1 of 6',
  ];
  assert.equal(await institutionOf({ foot }), 'Fifth Third Bank');
});

test('a bare domain with a path (`commbank.com.au/support/...`) names the bank: its usual name, not the brand', async () => {
  const foot = ['Tell us online: commbank.com.au/support/compliments-and-complaints.html'];
  assert.equal(await institutionOf({ foot }), 'Commonwealth Bank of Australia');
});

test("the bank's e-mail address names it: its domain, or a mailbox named after the bank (`firstcitizensbank@`)", async () => {
  assert.equal(await institutionOf({ foot: ['Write to us: service@tdbank.com'] }), 'TD Bank, N.A.');
  assert.equal(
    await institutionOf({ foot: ['231 Valley Farms Street Santa Monica, CA 90403 firstcitizensbank@domain.com'] }),
    'First Citizens Bank',
  );
});

test('the legal name in the small print names the bank as printed, before a web domain printed above it', async () => {
  const foot = ['Visit www.53.com', 'Deposit products offered by Fifth Third Bank, National Association.'];
  assert.equal(await institutionOf({ foot }), 'Fifth Third Bank, National Association');
});

test('the name on the `Member FDIC` line names the bank; a bank the directory lacks keeps its printed name', async () => {
  assert.equal(await institutionOf({ foot: ['Commerce Bank Member FDIC'] }), 'Commerce Bank');
  assert.equal(await institutionOf({ foot: ['Harbor Test Bank Member FDIC'] }), 'Harbor Test Bank');
});

test("a name on the `Member FDIC` line joined by `&`, `and` or `of` is named whole: the bank holding a fintech's account", async () => {
  const foot = [
    'Dave is a financial technology company, not a bank. Banking services provided by Evolve Bank & Trust, Member FDIC.',
  ];
  assert.equal(await institutionOf({ foot }), 'Evolve Bank & Trust');
  assert.equal(await institutionOf({ foot: ['Harbor Bank and Trust Member FDIC'] }), 'Harbor Bank and Trust');
  assert.equal(await institutionOf({ foot: ['Bank of Clarke County, Member FDIC'] }), 'Bank of Clarke County');
  // a joining word before `Member FDIC` is no part of a name
  assert.equal(
    await institutionOf({ foot: ['Harbor Test Bank Member FDIC and Equal Housing Lender'] }),
    'Harbor Test Bank',
  );
});

test("a name that holds another bank's wording (`Westfield Commerce Bank`) is its own bank, not `Commerce Bank`", async () => {
  assert.match((await institutionOf({ foot: ['Westfield Commerce Bank, N.A. Member FDIC'] })) ?? '', /^Westfield/);
});

test("a payee's web address inside a transaction row names no bank", async () => {
  const r = await institutionOf({ row: 'ONLINE PAYMENT WWW.CHASE.COM CARD 1234' });
  assert.equal(r, null);
});

test("the customer is never the institution: their name, their e-mail, a business named like a bank's brand", async () => {
  const mail = ['WELLS FARGO PLUMBING LLC', 'ally@example.com', '12 MAIN ST', 'SPRINGFIELD IL 62701'];
  assert.equal(await institutionOf({ mail }), null);
  assert.equal(await institutionOf({ mail, foot: ['Visit www.53.com'] }), 'Fifth Third Bank');
});
