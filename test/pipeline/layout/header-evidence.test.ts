// Issue 27, header fields and tables by the evidence a statement prints: a card's rewards (points) table is no
// ledger, a balance carried forward closes a statement, a Dutch statement read with its comma decimals. Each a
// small hand-drawn statement read through the real extractor, reader and gate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { statementCurrency } from '../../../src/pipeline/layout/currency.ts';
import { summaryLabel } from '../../../src/pipeline/layout/vocabulary.ts';
import type { Line } from '../../../src/pipeline/layout/lines.ts';
import { drawPages, R, rowsOf, statement, why, type Item } from './pdf.ts';

/**
 * A card statement: its summary box, a purchases table, then (optionally) a table of purchases paid with points;
 * `runs`: every table line printed as one run of text (re-printed from a browser: no column geometry).
 */
function pointsCard(withPoints: boolean, runs = false): Item[] {
  const box: Array<[string, string]> = [
    ['Previous Balance', '$10.99'],
    ['Payment, Credits', '-$10.99'],
    ['Purchases', '+$114.16'],
    ['New Balance', '$114.16'],
  ];
  const points: Item[] = [
    [40, 330, 'SHOP WITH POINTS ACTIVITY', { size: 10 }],
    [40, 345, 'Date'],
    [100, 345, 'Merchant Name or Transaction Description'],
    R(440, 345, '$ Amount'),
    R(520, 345, 'Rewards'),
    [40, 360, '12/20'],
    [100, 360, 'AMAZON MARKETPLACE AMZN.COM/BILLWA'],
    R(440, 360, '32.43'),
    R(520, 360, '3,243'),
  ];
  const oneRun = (items: Item[]): Item[] =>
    runs
      ? [...new Set(items.map((i) => i[1]))].map((y) => [
          40,
          y,
          items
            .filter((i) => i[1] === y)
            .map((i) => i[2])
            .join(' '),
        ])
      : items;
  return [
    [40, 40, 'Harbor Test Bank', { size: 16, bold: true }],
    [350, 80, 'Opening/Closing Date 12/05/20 - 01/04/21'],
    [350, 92, 'Account Number: XXXX XXXX XXXX 4444'],
    [350, 104, 'Minimum Payment Due: $35.00'],
    [350, 116, 'Credit Access Line $9,600'],
    ...box.flatMap(([label, value], i): Item[] => [[40, 130 + i * 12, label], R(300, 130 + i * 12, value)]),
    ...oneRun([
      [40, 220, 'Date'],
      [100, 220, 'Merchant Name or Transaction Description'],
      R(440, 220, '$ Amount'),
      [40, 235, '12/21'],
      [100, 235, 'AMZN Mktp US*0A1234 Amzn.com/bill WA'],
      R(440, 235, '14.16'),
      [40, 247, '12/22'],
      [100, 247, 'Amazon.com*AB Amzn.com/bill WA'],
      R(440, 247, '100.00'),
      [40, 259, '01/01'],
      [100, 259, 'AUTOMATIC PAYMENT - THANK YOU'],
      R(440, 259, '-10.99'),
    ]),
    ...(withPoints ? oneRun(points) : []),
  ];
}

test('a card table with a Rewards (points) column lists purchases paid with points: no rows of the ledger', async () => {
  const plain = readStatement(await drawPages([pointsCard(false)]));
  assert.equal(plain.gate.verified, true, why(plain));
  const r = readStatement(await drawPages([pointsCard(true)]));
  assert.deepEqual(rowsOf(r), rowsOf(plain));
  assert.equal(r.gate.verified, true, why(r));
});

test('the same rewards table printed without column geometry (its titles one run of text) is no ledger either', async () => {
  const plain = readStatement(await drawPages([pointsCard(false, true)]));
  assert.equal(plain.gate.verified, true, why(plain));
  const r = readStatement(await drawPages([pointsCard(true, true)]));
  assert.deepEqual(rowsOf(r), rowsOf(plain));
  assert.equal(r.gate.verified, true, why(r));
});

/** A UK current account: optional summary lines, then Date | Description | Money in | Money out | Balance. */
function ukStatement(box: Array<[string, string]>): Item[] {
  const y = 200;
  const rows: Array<[string, string, string, string, string]> = [
    ['12th Feb', 'Balance brought forward from previous statement', '', '', '2,937.11'],
    ['20th Feb', 'FASTER PAYMENT RECEIVED REF SALARY', '500.00', '', '3,437.11'],
    ['10th Mar', 'DIRECT DEBIT PAYMENT TO PAYPAL', '', '350.74', '3,086.37'],
    ['11th Mar', 'Balance carried forward to next statement:', '', '', '3,086.37'],
  ];
  return [
    [40, 40, 'Harbor Test Bank plc', { size: 16, bold: true }],
    [40, 80, 'MR JOHN CITIZEN'],
    [350, 80, 'Your account summary for 12th Feb 2022 to 11th Mar 2022'],
    [350, 92, 'Sort code 09-01-28 Account number 12345678'],
    ...box.flatMap(([label, value], i): Item[] => [[40, 130 + i * 12, label], R(420, 130 + i * 12, value)]),
    [40, y, 'Date'],
    [100, y, 'Description'],
    R(400, y, 'Money in'),
    R(470, y, 'Money out'),
    R(550, y, 'Balance'),
    ...rows.flatMap(([d, desc, cin, cout, bal], i): Item[] => [
      [40, y + 15 + i * 12, d],
      [100, y + 15 + i * 12, desc],
      ...(cin ? [R(400, y + 15 + i * 12, cin)] : []),
      ...(cout ? [R(470, y + 15 + i * 12, cout)] : []),
      R(550, y + 15 + i * 12, bal),
    ]),
  ];
}

test('a statement closing on `Balance carried forward to next statement` has that closing balance', async () => {
  const r = readStatement(await drawPages([ukStatement([])]));
  assert.equal(r.accounts[0].opening?.cents, 293711);
  assert.equal(r.accounts[0].closing?.cents, 308637, why(r));
});

test('`Your balance at close of business 11th Mar 2022` is the closing balance of the summary', async () => {
  const r = readStatement(
    await drawPages([
      ukStatement([
        ['Balance brought forward from 11th Feb Statement', '£2,937.11'],
        ['Total money in', '£500.00'],
        ['Total money out', '£350.74'],
        ['Your balance at close of business 11th Mar 2022', '£3,086.37'],
      ]),
    ]),
  );
  assert.equal(r.accounts[0].closing?.cents, 308637, why(r));
  assert.equal(r.accounts[0].closing?.ref.page, 1);
  assert.equal(r.gate.verified, true, why(r));
});

/** Printed lines as the currency reads them (their text). */
const textLines = (...texts: string[]): Line[] => texts.map((text, i) => ({ text, no: i + 1 }) as unknown as Line);

test('a `$` statement mailed to an Australian address (state and postcode ending the line) is in AUD', () => {
  const mailed = ['MR COLIN WOODROOFE Period 17 Dec 2025 - 17 Mar 2026', 'U 702 314-320 SWAN ST', 'RICHMOND VIC 3121'];
  const rows = ['Closing Balance $35,308.14 CR', '19 Dec Settlement Fee 200.00 20,124.91 CR'];
  assert.equal(statementCurrency(textLines(...mailed, ...rows)), 'AUD');
  // a US card's merchant line with a state and an amount is no Australian address
  assert.equal(
    statementCurrency(textLines('12/21 AMZN Mktp US Amzn.com/bill WA 1000.00', 'New Balance $114.16')),
    'USD',
  );
  assert.equal(statementCurrency(textLines('SEATTLE WA 98101-1234', 'New Balance $114.16')), 'USD');
  // a year after a word that is also a state's abbreviation is no postcode of that state
  for (const year of ['UNDER THE CREDIT CARD ACT 2009', 'MEMBER FDIC SA 2023', 'ESTABLISHED WA 2024'])
    assert.equal(statementCurrency(textLines(year, 'New Balance $114.16')), 'USD', year);
});

test("a scanner's text layer reading the day 1 as a letter (`May l, 2019 to May 31, 2019`) still prints the period", async () => {
  const rows: Array<[string, string, string, string]> = [
    ['05/03', 'DEPOSIT', '200.00', '25,200.00'],
    ['05/20', 'CHECK 1001', '-200.00', '25,000.00'],
  ];
  for (const period of ['May l, 2019 to May 31, 2019', 'May I, 2019 to May 31, 2019']) {
    const r = readStatement(await drawPages(statement(period, rows, '25,000.00', '25,000.00')));
    assert.deepEqual([r.periodStart, r.periodEnd], ['2019-05-01', '2019-05-31'], period);
    assert.equal(r.gate.verified, true, why(r));
  }
});

/** A Dutch current-account statement: titles over values, comma decimals (`36.699,95`), `Bedrag af` / `Bedrag bij`. */
function dutchStatement(): Item[] {
  const rows: Array<[string, string, string, string]> = [
    ['02-06', 'OHRA Schadeverzekeringen', '17,26', ''],
    ['03-06', 'Dienst Uitvoering Onderwijs', '', '2.000,00'],
    ['04-06', 'Albert Heijn 1414 ROTTERDAM', '1.048,73', ''],
  ];
  // wrapped description lines under the first row: an insurance period and the payee's web address
  const wrapped: Item[] = [
    [100, 237, 'Woonverzekering Periode 09.06.2025 - 09.07.2025'],
    [100, 249, 'MEER INFO WWW.BELASTINGDIENST.NL'],
  ];
  return [
    [40, 40, 'Rabobank Hollandse IJssel', { size: 11 }],
    [40, 60, 'Rekeningafschrift', { size: 15 }],
    [40, 80, 'Ten name van'],
    [300, 80, 'Datum aanmaak afschrift'],
    [40, 92, 'O. Laaboudi'],
    [300, 92, '24-07-2025'],
    [300, 110, 'Datum vanaf'],
    R(520, 110, 'Beginsaldo'),
    [300, 122, '01-06-2025'],
    R(520, 122, '1.100,00 CR'),
    [300, 140, 'Datum tot en met'],
    R(520, 140, 'Eindsaldo'),
    [300, 152, '30-06-2025'],
    R(520, 152, '2.034,01 CR'),
    [40, 170, 'IBAN / Rekeningnummer'],
    [300, 170, 'Totaal afgeschreven'],
    R(520, 170, 'Totaal bijgeschreven'),
    [40, 182, 'NL13 RABO 0122 1186 50 EUR'],
    R(380, 182, '1.065,99'),
    R(520, 182, '2.000,00'),
    [40, 210, 'Datum'],
    [100, 210, 'Naam/omschrijving'],
    R(440, 210, 'Bedrag af (debet)'),
    R(540, 210, 'Bedrag bij (credit)'),
    ...rows.flatMap(([d, desc, af, bij], i): Item[] => {
      const y = 225 + i * 12 + (i > 0 ? 24 : 0);
      return [[40, y, d], [100, y, desc], ...(af ? [R(440, y, af)] : []), ...(bij ? [R(540, y, bij)] : [])];
    }),
    ...wrapped,
  ];
}

test('a Dutch statement printing every amount with a decimal comma is read in EUR, its balances, period, bank and rows as printed', async () => {
  // the bank's name again at the top of the next page, as the statement prints it on every page
  const next: Item[] = [
    [40, 40, 'Rabobank Hollandse IJssel', { size: 11 }],
    [40, 60, 'vervolg Rekeningafschrift'],
  ];
  const r = readStatement(await drawPages([dutchStatement(), next]));
  assert.equal(r.currency, 'EUR');
  assert.equal(r.institution, 'Rabobank Hollandse IJssel');
  assert.deepEqual([r.periodStart, r.periodEnd], ['2025-06-01', '2025-06-30']);
  assert.deepEqual([r.accounts[0].opening?.cents, r.accounts[0].closing?.cents], [110000, 203401]);
  assert.deepEqual(rowsOf(r), ['2025-06-02 debit 1726', '2025-06-03 credit 200000', '2025-06-04 debit 104873']);
  assert.equal(r.gate.verified, true, why(r));
});

test('a range printed latest first (`Search for 21 SEP 2025 to 23 AUG 2025`, an online export) is the same period', async () => {
  const rows: Array<[string, string, string, string]> = [
    ['23 Aug 2025', 'TRANSFER FROM 4897738162095', '80.00', '1,375.00'],
    ['21 Sep 2025', 'TRANSFER TO 4897696162090', '-75.00', '1,300.00'],
  ];
  const r = readStatement(
    await drawPages(statement('Search for 21 SEP 2025 to 23 AUG 2025', rows, '1,295.00', '1,300.00')),
  );
  assert.deepEqual([r.periodStart, r.periodEnd], ['2025-08-23', '2025-09-21']);
});

test('a period printed as two dotted dates glued by a dash (`Statement Period 20.03.2019-03.09.2019`) is read', async () => {
  const rows: Array<[string, string, string, string]> = [
    ['25/03/2019', 'REPAYMENT', '500.00', '-54,240.58'],
    ['14/04/2019', 'INTEREST', '-100.00', '-54,340.58'],
  ];
  const r = readStatement(
    await drawPages(statement('Statement Period 20.03.2019-03.09.2019', rows, '-54,740.58', '-54,340.58')),
  );
  assert.deepEqual([r.periodStart, r.periodEnd], ['2019-03-20', '2019-09-03']);
});

test('a legal name printed in lower case in the small print (`... banking group limited ABN ...`) names the bank, not the stray `limited` above', async () => {
  const rows: Array<[string, string, string, string]> = [['03/05', 'DEPOSIT', '200.00', '1,200.00']];
  const [page] = statement('Statement Period: 03/01/2024 - 03/31/2024', rows, '1,000.00', '1,200.00');
  const small: Item[] = [
    [250, 20, 'Australia and New Zealand banking group limited ABN 11 005 357 522', { size: 7 }],
    [250, 34, 'limited', { size: 11 }],
  ];
  const r = readStatement(await drawPages([[...small, ...page.filter((i) => i[2] !== 'Harbor Test Bank')]]));
  assert.match(r.institution ?? '', /^Australia and New Zealand banking group limited$/);
});

test('an ending collected (or available) balance is no closing balance; the current posted balance is', () => {
  assert.equal(summaryLabel('Ending collected balance as of')?.key, 'ignore');
  assert.equal(summaryLabel('Ending available balance')?.key, 'ignore');
  assert.equal(summaryLabel('Current posted balance')?.key, 'closing');
  assert.equal(summaryLabel('Ending balance on')?.key, 'closing');
});

test('a card account number printed with a leading digit and a dash (`Account Ending 1-61005`) ends in 1005', async () => {
  const r = readStatement(
    await drawPages([
      [
        [40, 40, 'Harbor Card Services', { size: 16, bold: true }],
        [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'],
        [350, 92, 'Account Ending 1-61005'],
        [40, 140, 'Previous Balance'],
        R(300, 140, '100.00'),
        [40, 152, 'New Balance'],
        R(300, 152, '150.00'),
        [40, 200, 'Date'],
        [100, 200, 'Description'],
        R(480, 200, 'Amount'),
        [40, 215, '03/05'],
        [100, 215, 'HOME DEPOT #0412 AUSTIN TX'],
        R(480, 215, '50.00'),
      ],
    ]),
  );
  assert.equal(r.accountLast4, '1005');
});
