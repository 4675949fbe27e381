import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { splitFile, classifyPages, splitDocuments } from '../../../src/pipeline/split/index.ts';
import { findAccountLast4, findPeriod } from '../../../src/pipeline/split/features.ts';
import { findPageNo } from '../../../src/pipeline/layout/vocabulary.ts';
import { bytesKey, corpusFixtures, extractCached, extractDrawnCached } from '../../helpers/page-cache.ts';
import {
  buildPdf,
  statementPages,
  type PageSpec,
  APPLICATION,
  TAX_RETURN,
  VOIDED_CHECK,
  INVOICE,
  DRIVER_LICENSE,
} from './build.ts';

const fullCorpusOnce = corpusFixtures(); // statements, packets and tampered variants
const corpusOnce = fullCorpusOnce.then((c) =>
  c.filter((f) => f.truth.layout !== 'packet' && !f.truth.statements.some((s) => s.tampered)),
);
const pagesOf = async (pdf: Uint8Array) => (await extractCached(pdf)).pages;
/** The pages of a PDF drawn from these line specs, read by the real extractor (cached by the specs). */
const drawnPages = async (spec: PageSpec[]) =>
  (await extractDrawnCached(spec, 'test/pipeline/split/build.ts', () => buildPdf(spec))).pages;

async function concat(pdfs: Uint8Array[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const bytes of pdfs) {
    const src = await PDFDocument.load(bytes);
    for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p);
  }
  return out.save();
}

test('generated files: page classes and statement documents match the truth, account and period found', async () => {
  const corpus = await fullCorpusOnce;
  assert.ok(corpus.length > 0);
  for (const fx of corpus) {
    const r = splitFile(await pagesOf(fx.pdf));
    assert.deepEqual(
      r.classes.map((c) => c.class),
      fx.truth.page_classes,
      fx.name,
    );
    const statements = r.segments.filter((s) => s.kind === 'bank_statement');
    assert.deepEqual(
      statements.map((s) => s.pages),
      fx.truth.statements.map((s) => s.pages),
      fx.name,
    );
    fx.truth.statements.forEach((t, i) => {
      assert.equal(statements[i].accountLast4, t.account_number_last4, fx.name);
      assert.deepEqual(statements[i].period, { start: t.period_start, end: t.period_end }, fx.name);
    });
  }
});

test('all generated statements concatenated into one PDF split back at each statement', async () => {
  const corpus = await corpusOnce;
  const concatenated = { concat: corpus.map((f) => bytesKey(f.pdf)) };
  const r = splitFile(
    (
      await extractDrawnCached(concatenated, 'test/pipeline/split/split.test.ts', () =>
        concat(corpus.map((f) => f.pdf)),
      )
    ).pages,
  );
  let offset = 0;
  const expected = corpus.map((f) => {
    const pages = f.truth.statements[0].pages.map((p) => p + offset);
    offset += f.truth.page_classes.length;
    return pages;
  });
  assert.deepEqual(
    r.segments.map((s) => s.pages),
    expected,
  );
  assert.ok(r.segments.slice(1).every((s) => s.boundaryReason !== 'document_type_changed'));
  assert.deepEqual(
    r.spec_segments.map((s) => s.period_end),
    corpus.map((f) => f.truth.statements[0].period_end),
  );
});

test('a packet: statements cut by period, account and institution; other documents by type', async () => {
  const pages = await drawnPages([
    ...statementPages({
      bank: 'First Example Bank',
      account: '000123456789',
      period: ['01/01/2024', '01/31/2024'],
      pages: 3,
    }),
    ...statementPages({
      bank: 'First Example Bank',
      account: '000123456789',
      period: ['02/01/2024', '02/29/2024'],
      pages: 2,
      numbered: false,
    }),
    ...statementPages({
      bank: 'First Example Bank',
      account: '000987654321',
      period: ['02/01/2024', '02/29/2024'],
      pages: 2,
      numbered: false,
    }),
    ...statementPages({
      bank: 'Second Credit Union',
      account: '000987654321',
      period: ['02/01/2024', '02/29/2024'],
      pages: 1,
      numbered: false,
    }),
    ...APPLICATION,
    ...TAX_RETURN,
    ...VOIDED_CHECK,
    ...INVOICE,
    ...DRIVER_LICENSE,
  ]);
  const r = splitFile(pages);
  assert.deepEqual(
    r.spec_segments.map((s) => [s.document_type, s.pages, s.boundary_reason]),
    [
      ['bank_statement', [1, 2, 3], 'start_of_file'],
      ['bank_statement', [4, 5], 'new_statement_period'],
      ['bank_statement', [6, 7], 'new_account_number'],
      ['bank_statement', [8], 'new_institution'],
      ['merchant_application', [9, 10], 'document_type_changed'],
      ['tax_return', [11, 12], 'document_type_changed'],
      ['voided_check', [13], 'document_type_changed'],
      ['invoice', [14], 'document_type_changed'],
      ['identification', [15], 'document_type_changed'],
    ],
  );
  assert.deepEqual(
    r.spec_segments.slice(0, 4).map((s) => [s.account_number_last4, s.period_start]),
    [
      ['6789', '2024-01-01'],
      ['6789', '2024-02-01'],
      ['4321', '2024-02-01'],
      ['4321', '2024-02-01'],
    ],
  );
  for (const c of r.page_classification) assert.ok(c.confidence > 0.5 && c.signals.length > 0, JSON.stringify(c));
});

test('continuation pages (rows only, no header) stay with their statement', async () => {
  const pages = statementPages({
    bank: 'First Example Bank',
    account: '1111222233',
    period: ['03/01/2024', '03/31/2024'],
    pages: 4,
    numbered: false,
  });
  pages[3] = ['03/30 | CARD PURCHASE | | 12.00 | 1,988.00', '03/31 | SERVICE FEE | | 15.00 | 1,973.00'];
  const r = splitFile(await drawnPages([...pages, ['This page intentionally left blank']]));
  assert.deepEqual(
    r.segments.map((s) => [s.kind, s.pages]),
    [['bank_statement', [1, 2, 3, 4, 5]]],
  );
  assert.ok(r.classes[4].signals.includes('continuation'));
});

test('a second account section of one combined statement does not cut it', async () => {
  const first = statementPages({
    bank: 'First Example Bank',
    account: '5555000011',
    period: ['04/01/2024', '04/30/2024'],
    pages: 2,
  });
  // page 3 of 3: the savings section, with its own account number and opening balance but no period
  const savings = [
    'Savings Account Number: 5555000099',
    'Beginning Balance | | | 300.00',
    '04/15 | INTEREST | | 0.12 | 300.12',
    'Ending Balance | | | 300.12',
    'Page 3 of 3',
  ];
  first[0][first[0].length - 1] = 'Page 1 of 3';
  first[1][first[1].length - 1] = 'Page 2 of 3';
  const r = splitFile(await drawnPages([...first, savings]));
  assert.deepEqual(
    r.segments.map((s) => s.pages),
    [[1, 2, 3]],
  );
});

test('a page numbered inside a statement stays in it, whatever it looks like (not split in two)', async () => {
  const s = statementPages({
    bank: 'First Example Bank',
    account: '5555000011',
    period: ['04/01/2024', '04/30/2024'],
    pages: 2,
  });
  s[0][s[0].length - 1] = 'Page 1 of 3';
  s[1][s[1].length - 1] = 'Page 3 of 3';
  const middle = [...INVOICE[0], 'Page 2 of 3'];
  const r = splitFile(await drawnPages([s[0], middle, s[1]]));
  assert.deepEqual(
    r.segments.map((x) => [x.kind, x.pages]),
    [['bank_statement', [1, 2, 3]]],
  );
});

test('the same statement sent twice in one file is two documents (numbering restarts)', async () => {
  const s = statementPages({
    bank: 'First Example Bank',
    account: '000123456789',
    period: ['01/01/2024', '01/31/2024'],
    pages: 2,
  });
  const r = splitFile(await drawnPages([...s, ...s]));
  assert.deepEqual(
    r.segments.map((x) => [x.pages, x.boundaryReason]),
    [
      [[1, 2], 'start_of_file'],
      [[3, 4], 'page_numbering_restarted'],
    ],
  );
});

test('a page with no text layer is unclassified unless it follows a statement page', async () => {
  const pages = await drawnPages([
    [],
    ...statementPages({ bank: 'B', account: '99998888', period: ['05/01/2024', '05/31/2024'], pages: 1 }),
    [],
  ]);
  const classes = classifyPages(pages);
  assert.deepEqual(
    classes.map((c) => c.class),
    ['unclassified', 'bank_statement', 'bank_statement'],
  );
  assert.deepEqual(classes[0].signals, ['no_text']);
  assert.deepEqual(
    splitDocuments(pages, classes).map((s) => [s.kind, s.pages]),
    [
      ['unclassified', [1]],
      ['bank_statement', [2, 3]],
    ],
  );
});

test('prose with none of the evidence stays unclassified', async () => {
  const r = splitFile(
    await drawnPages([['Dear customer, thank you for your business.', 'We look forward to working with you.']]),
  );
  assert.equal(r.classes[0].class, 'unclassified');
  assert.equal(r.classes[0].confidence, 0);
});

test('header readers: account numbers, periods and page numbers as banks print them', () => {
  assert.equal(findAccountLast4(['Account Number: 000000XXXXXX2742']), '2742');
  assert.equal(findAccountLast4(['Primary Account ending in 9911 Statement']), '9911');
  assert.equal(findAccountLast4(['Acct # ****-1234']), '1234');
  assert.equal(findAccountLast4(['Account Summary for 2024']), null);
  assert.deepEqual(findPeriod('september 1, 2025 through september 30, 2025'), {
    start: '2025-09-01',
    end: '2025-09-30',
  });
  assert.deepEqual(findPeriod('statement period: 12/16/23 - 01/15/24'), { start: '2023-12-16', end: '2024-01-15' });
  assert.deepEqual(findPeriod('statement date: jan 31, 2024'), { start: null, end: '2024-01-31' });
  assert.equal(findPeriod('01/31/2024 - 01/01/2024'), null);
  assert.deepEqual(findPeriod('statement period jan 1 - jan 31, 2024'), { start: '2024-01-01', end: '2024-01-31' });
  assert.deepEqual(findPeriod('for dec 16 through jan 15, 2025'), { start: '2024-12-16', end: '2025-01-15' });
  assert.deepEqual(findPeriod('beginning balance on january 1, 2024 $1.00\nending balance on january 31, 2024 $2.00'), {
    start: '2024-01-01',
    end: '2024-01-31',
  });
  assert.deepEqual(findPageNo(['Page 2 of 5']), { n: 2, of: 5 });
  assert.deepEqual(findPageNo(['3 of 4']), { n: 3, of: 4 });
  assert.deepEqual(findPageNo(['Page number 2 of 3']), { n: 2, of: 3 });
  assert.equal(findPageNo(['See page 3 of the agreement for the fee schedule that applies to you']), null);
});

test('a disclosure page between two activity pages of the same account and period (its own title at the top, the balances in its prose) does not cut the statement', async () => {
  const [first, second] = statementPages({
    bank: 'Blue Example Bank',
    account: '000123450477',
    period: ['04/01/2025', '04/30/2025'],
    pages: 2,
    numbered: false,
  });
  const disclosure = [
    'HOW TO BALANCE YOUR CHECKBOOK',
    'Account Number: 000123450477 | Statement Period: 04/01/2025 - 04/30/2025',
    'Enter the ending balance shown on this statement and subtract the beginning balance of your register.',
  ];
  const r = splitFile(await drawnPages([first, disclosure, second]));
  assert.deepEqual(
    r.spec_segments.map((s) => [s.document_type, s.pages]),
    [['bank_statement', [1, 2, 3]]],
  );
});

test('a later page repeating the first page footer ("Page 1 of 2") with no balance of its own continues the statement; a repeat printing its own balances is a second statement', async () => {
  const [first] = statementPages({
    bank: 'Example Card Services',
    account: '1234 5678 9012 4444',
    period: ['12/05/2020', '01/04/2021'],
    pages: 1,
    numbered: false,
  });
  const footer = '0000001 AB1234567 C8D9 01 21/01/04 Page 1 of 2 012345';
  const activity = [
    footer,
    'ACCOUNT ACTIVITY',
    'Date | Description | | Amount',
    '01/01 | AUTOMATIC PAYMENT - THANK YOU | | -10.99',
    '12/22 | Amazon.com*AB Amzn.com/bill WA | | 100.00',
    'Page 2 of 2 | Statement Date: 01/04/21',
  ];
  const r = splitFile(await drawnPages([[...first, footer], ['Messages about your account'], activity]));
  assert.deepEqual(
    r.spec_segments.map((s) => [s.document_type, s.pages, s.boundary_reason]),
    [['bank_statement', [1, 2, 3], 'start_of_file']],
  );
  // The same footer over a page printing its own opening and closing balances: another statement.
  const again = splitFile(
    await drawnPages([
      [...first, footer],
      [...first, footer],
    ]),
  );
  assert.deepEqual(
    again.spec_segments.map((s) => [s.pages, s.boundary_reason]),
    [
      [[1], 'start_of_file'],
      [[2], 'page_numbering_restarted'],
    ],
  );
});

test('a page numbered further on in the same count (`Page 3 of 3` after `Page 1 of 3`, page 2 missing) stays in its statement, whatever its top line', async () => {
  const [first, , third] = statementPages({
    bank: 'Blue Example Bank',
    account: '000123458842',
    period: ['09/01/2025', '09/30/2025'],
    pages: 3,
  });
  // the continued page heads with its own title and the account, no period, and carries its balance forward
  const carried = ['Transaction Detail (continued)', 'Account ending 8842', 'Balance Forward | | | 3,231.38', ...third];
  const r = splitFile(await drawnPages([first, carried]));
  assert.deepEqual(
    r.spec_segments.map((s) => [s.document_type, s.pages]),
    [['bank_statement', [1, 2]]],
  );
});
