// `Summary of Account Activity` is another bank's title for the box `Account Summary` heads: a summary of the account's
// figures, not a table of its activity. Printed beside another box's title (`Payment Information`) it is no column
// title either, and the box's lines dated in their labels (`Previous Balance 06/01/25`) are no rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

function checking(title: string): Item[] {
  const credits: string[][] = [
    ['06/03/25', 'MOBILE DEPOSIT REF NUMBER 315544270', '1,518.79'],
    ['06/13/25', 'ZELLE PAYMENT FROM MARIA DELGADO 5239201719', '2,001.85'],
  ];
  const debits: string[][] = [
    ['06/05/25', 'PURCHASE UBER *TRIP HELP.UBER.COM CA', '295.50'],
    ['06/09/25', 'ACH DEBIT GEORGIA POWER 8810', '1,204.30'],
    ['06/20/25', 'ONLINE TRANSFER TO SAV XXXXXX7395', '2,500.00'],
  ];
  const table = (y: number, rows: string[][]): Item[] => [
    [38, y, 'Date'],
    [74, y, 'Description'],
    R(570, y, 'Amount'),
    ...rows.flatMap(([d, desc, amt], i): Item[] => [
      [38, y + 12 + i * 11, `${d} ${desc}`],
      R(570, y + 12 + i * 11, amt),
    ]),
  ];
  return [
    [36, 42, 'SYNOVUS BANK'],
    [263, 42, 'Business Checking XXXXXX8817'],
    [63, 115, 'CHATTAHOOCHEE PAVING & GRADING LLC'],
    [396, 70, 'Statement Date'],
    [488, 70, '06/30/25'],
    [396, 80, 'Statement Period'],
    [488, 80, '06/01/25 - 06/30/25'],
    [396, 91, 'Account Number'],
    [488, 91, 'XXXXXX8817'],
    [36, 166, title],
    [36, 181, 'Previous Balance 06/01/25'],
    R(570, 181, '$5,626.25'),
    [36, 191, '2 Deposits/Credits'],
    R(570, 191, '$3,520.64'),
    [36, 202, '3 Checks/Debits'],
    R(570, 202, '$3,999.80'),
    [36, 212, 'Current Balance 06/30/25'],
    R(570, 212, '$5,147.09'),
    [36, 241, 'Deposits/Credits'],
    R(570, 241, '2 items totaling $3,520.64'),
    ...table(256, credits),
    [36, 320, 'Other Debits'],
    R(570, 320, '3 items totaling $3,999.80'),
    ...table(335, debits),
  ];
}

for (const title of ['Account Summary', 'Summary of Account Activity'])
  test(`a deposit box titled ${title} with dated balance labels reads no rows from the box`, async () => {
    const r = readStatement(await drawPages([checking(title)]));
    assert.equal(r.gate.verified, true, why(r));
    assert.equal(r.rows.length, 5);
    assert.equal(r.accounts[0].closing?.cents, 514709);
  });

function card(title: string): Item[] {
  const rows: string[][] = [
    ['05/16', 'PAYMENT THANK YOU - WEB', '-500.00'],
    ['05/19', 'WHOLE FOODS MKT #10233 DENVER CO', '133.21'],
    ['05/27', 'REI #157 DENVER CO', '107.95'],
  ];
  return [
    [40, 58, 'DISCOVER'],
    [360, 58, 'Open to Close Date: 05/13/2025 - 06/12/2025'],
    [40, 68, 'Discover it Card'],
    [360, 68, 'Account number ending in 8354'],
    [54, 90, 'OWEN P MADSEN'],
    [40, 133, title],
    [330, 133, 'Payment Information'],
    [40, 144, 'Previous Balance'],
    R(260, 144, '$1,588.70'),
    [330, 144, 'New Balance $1,368.86'],
    [40, 155, 'Payments and Credits'],
    R(260, 155, '-$500.00'),
    [330, 155, 'Minimum Payment Due $40.00'],
    [40, 166, 'Purchases'],
    R(260, 166, '+$241.16'),
    [330, 166, 'Payment Due Date 07/09/2025'],
    [40, 177, 'Fees Charged'],
    R(260, 177, '+$39.00'),
    [40, 188, 'New Balance'],
    R(260, 188, '$1,368.86'),
    [40, 220, 'Transactions'],
    [40, 231, 'Payments and Credits'],
    [40, 242, rows[0][0]],
    [84, 242, rows[0][1]],
    R(570, 242, rows[0][2]),
    [40, 264, 'Trans. Date'],
    [84, 264, 'Purchases'],
    R(570, 264, 'Amount'),
    ...rows
      .slice(1)
      .flatMap(([d, desc, amt], i): Item[] => [
        [40, 275 + i * 11, d],
        [84, 275 + i * 11, desc],
        R(570, 275 + i * 11, amt),
      ]),
    [40, 310, 'Fees'],
    [40, 321, '06/12'],
    [84, 321, 'LATE FEE'],
    R(570, 321, '39.00'),
    [84, 332, 'TOTAL FEES FOR THIS PERIOD'],
    R(570, 332, '$39.00'),
  ];
}

for (const title of ['Account Summary', 'Summary of Account Activity'])
  test(`a card box titled ${title} beside another box's title heads no table`, async () => {
    const r = readStatement(await drawPages([card(title)]));
    assert.equal(r.gate.verified, true, why(r));
    assert.equal(r.statementKind, 'credit_card');
    assert.equal(r.rows.length, 4);
  });
