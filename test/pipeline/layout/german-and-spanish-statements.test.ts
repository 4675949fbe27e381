// Statements from Germany and Mexico, in their own words. A German Geschaeftskonto prints decimal commas, its old and
// new balance as `Kontostand am <date>` with the side after the digits (`6.234,18 H`: Haben, in the customer's
// favour; `S`: Soll, owed), a `Buchungstag | Wert | Vorgang / Verwendungszweck | Soll EUR | Haben EUR` table and a
// `Summe Soll / Haben` line under the two sides. Before, both Kontostand lines were read as rows (`Kontostand am H`,
// one dated before the period), so there was no opening or closing, the value date stayed in each description and
// `Kontonummer` named no account. A Mexican statement prints pesos with `$`, dates as `07-ABR-26`, a period as `del
// 01-ABR-26 al 30-ABR-26`, `Saldo inicial / Saldo final` and `Fecha | Concepto | Retiros | Depositos | Saldo`: before,
// no date was read at all and its pages were not even classed as a statement.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { classifyPages } from '../../../src/pipeline/split/index.ts';
import { findPeriod } from '../../../src/pipeline/split/features.ts';
import { monthIndex, parseDateWord, tokenize } from '../../../src/pipeline/layout/tokens.ts';
import {
  datedBalance,
  findPageNo,
  headerRole,
  isValueDate,
  summaryLabel,
} from '../../../src/pipeline/layout/vocabulary.ts';
import { drawPages, R, why, type Item } from './pdf.ts';

type GermanRow = [day: string, description: string, soll: string, haben: string];

const GERMAN: GermanRow[] = [
  ['01.04.2026', 'SEPA-Gutschrift SumUp Payments Auszahlung', '', '2.520,45'],
  ['01.04.2026', 'SEPA-Lastschrift Telekom Deutschland GmbH', '1.916,66', ''],
  ['07.04.2026', 'Kartenzahlung OBI Markt Koeln-Ehrenfeld', '316,20', ''],
  ['10.04.2026', 'SEPA-Ueberweisung Miete Werkstatt Mai', '1.835,80', ''],
  ['14.04.2026', 'SEPA-Gutschrift Stripe Technology Europe', '', '997,19'],
  ['30.04.2026', 'Entgelt Kontofuehrung', '26,61', ''],
];

function german(rows: GermanRow[], opening: string, closing: string, sums: [string, string]): Item[][] {
  const top = 170;
  const end = top + 12 + rows.length * 10;
  return [
    [
      [40, 30, 'Commerzbank', { size: 14 }],
      [200, 30, 'Kontoauszug   01.04.2026 - 30.04.2026'],
      [480, 30, 'Blatt 1 von 1'],
      [200, 42, 'Kontonummer'],
      [280, 42, '0412773380'],
      [40, 80, 'Schreinerei Hoffmann GmbH'],
      [40, 90, 'Venloer Strasse 241'],
      [40, 100, '50823 Koeln'],
      [40, 140, 'Kontostand am 31.03.2026'],
      R(540, 140, opening),
      [40, top, 'Buchungstag'],
      [110, top, 'Wert'],
      [170, top, 'Vorgang / Verwendungszweck'],
      R(470, top, 'Soll EUR'),
      R(540, top, 'Haben EUR'),
      ...rows.flatMap(([day, desc, soll, haben], i): Item[] => {
        const y = top + 12 + i * 10;
        return [
          [40, y, day],
          [110, y, day],
          [170, y, desc],
          ...(soll ? [R(470, y, soll)] : []),
          ...(haben ? [R(540, y, haben)] : []),
        ];
      }),
      [170, end + 4, 'Summe Soll / Haben'],
      R(470, end + 4, sums[0]),
      R(540, end + 4, sums[1]),
      [40, end + 16, 'Kontostand am 30.04.2026'],
      R(540, end + 16, closing),
    ],
  ];
}

const readGerman = async (rows: GermanRow[], opening = '6.234,18 H', closing = '5.656,55 H') =>
  readStatement(await drawPages(german(rows, opening, closing, ['4.095,27', '3.517,64'])));

test('a German statement: Kontostand am <date> opens and closes, Soll and Haben are the sides, Summe holds', async () => {
  const r = await readGerman(GERMAN);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].opening?.cents, 623418);
  assert.equal(r.accounts[0].closing?.cents, 565655);
  assert.equal(r.accountLast4, '3380');
  assert.equal(r.currency, 'EUR');
  assert.equal(r.periodStart, '2026-04-01');
  assert.equal(r.periodEnd, '2026-04-30');
  assert.deepEqual(
    r.rows.map((x) => `${x.date} ${x.type} ${x.amountCents} ${x.description}`),
    [
      '2026-04-01 credit 252045 SEPA-Gutschrift SumUp Payments Auszahlung',
      '2026-04-01 debit 191666 SEPA-Lastschrift Telekom Deutschland GmbH',
      '2026-04-07 debit 31620 Kartenzahlung OBI Markt Koeln-Ehrenfeld',
      '2026-04-10 debit 183580 SEPA-Ueberweisung Miete Werkstatt Mai',
      '2026-04-14 credit 99719 SEPA-Gutschrift Stripe Technology Europe',
      '2026-04-30 debit 2661 Entgelt Kontofuehrung',
    ],
    'the value date under `Wert` is no part of the description',
  );
  assert.deepEqual(r.accounts[0].sectionTotals.map((t) => `${t.type} ${t.cents}`).sort(), [
    'credit 351764',
    'debit 409527',
  ]);
});

test('a German statement with one Soll digit changed is refused (the Summe and the new Kontostand say otherwise)', async () => {
  const tampered = GERMAN.map((row): GermanRow => (row[2] === '1.835,80' ? [row[0], row[1], '1.935,80', ''] : row));
  const r = await readGerman(tampered);
  assert.equal(r.gate.verified, false, 'a debit a digit off');
});

test('a balance owed (`S`, Soll) is below zero', async () => {
  // opening -1.020,00: the rows add 3.517,64 and take 4.095,27, closing -1.597,63
  const r = await readGerman(GERMAN, '1.020,00 S', '1.597,63 S');
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.accounts[0].opening?.cents, -102000);
  assert.equal(r.accounts[0].closing?.cents, -159763);
});

type SpanishRow = [date: string, concept: string, retiro: string, deposito: string, saldo: string];

const SPANISH: SpanishRow[] = [
  ['01-ABR-26', 'COMPRA TDD OXXO LEON GTO', '7,489.65', '', '202,152.62'],
  ['02-ABR-26', 'ABONO TERMINAL PUNTO DE VENTA CLIP', '', '30,691.50', '232,844.12'],
  ['06-ABR-26', 'PAGO SAT IMPUESTOS FEDERALES', '13,677.65', '', '219,166.47'],
  ['15-ABR-26', 'SPEI RECIBIDO SANTANDER FERRETERA LEON SA', '', '23,616.08', '242,782.55'],
  ['30-ABR-26', 'COMISION MANEJO DE CUENTA', '593.42', '', '242,189.13'],
];

function spanish(rows: SpanishRow[]): Item[][] {
  const top = 230;
  return [
    [
      [40, 30, 'BANORTE', { size: 14 }],
      [200, 30, 'Estado de Cuenta Enlace Negocios PyME'],
      [480, 30, 'Pagina 1 de 1'],
      [200, 42, 'Periodo   del 01-ABR-26 al 30-ABR-26'],
      [300, 60, 'No. de Cuenta'],
      [380, 60, '0846221937'],
      [300, 70, 'CLABE'],
      [380, 70, '072 225 00846221937 4'],
      [40, 80, 'TALLER DE CALZADO HERNANDEZ SA DE CV'],
      [40, 90, 'BLVD ADOLFO LOPEZ MATEOS 1520'],
      [40, 100, 'COL CENTRO'],
      [40, 110, 'LEON GTO CP 37000'],
      [40, 130, 'Resumen del Periodo'],
      [40, 142, 'Saldo inicial'],
      R(300, 142, '$209,642.27'),
      [40, 152, 'Depositos (2)'],
      R(300, 152, '$54,307.58'),
      [40, 162, 'Retiros (3)'],
      R(300, 162, '$21,760.72'),
      [40, 172, 'Saldo final'],
      R(300, 172, '$242,189.13'),
      [40, 200, 'Detalle de Movimientos'],
      [40, top - 12, 'Fecha'],
      [100, top - 12, 'Concepto'],
      R(400, top - 12, 'Retiros'),
      R(470, top - 12, 'Depositos'),
      R(540, top - 12, 'Saldo'),
      [100, top, 'SALDO INICIAL'],
      R(540, top, '209,642.27'),
      ...rows.flatMap(([d, c, ret, dep, bal], i): Item[] => {
        const y = top + 10 + i * 10;
        return [
          [40, y, d],
          [100, y, c],
          ...(ret ? [R(400, y, ret)] : []),
          ...(dep ? [R(470, y, dep)] : []),
          R(540, y, bal),
        ];
      }),
      [40, top + 70, 'Banco Mercantil del Norte, S.A. Moneda: Pesos Mexicanos (MXN).'],
    ],
  ];
}

test('a Mexican statement: 07-ABR-26 dates, the period del ... al ..., Saldo inicial / final, pesos', async () => {
  const pages = await drawPages(spanish(SPANISH));
  assert.equal(classifyPages(pages)[0].class, 'bank_statement');
  const r = readStatement(pages);
  assert.equal(r.gate.verified, true, why(r));
  assert.equal(r.periodStart, '2026-04-01');
  assert.equal(r.periodEnd, '2026-04-30');
  assert.equal(r.accounts[0].opening?.cents, 20964227);
  assert.equal(r.accounts[0].closing?.cents, 24218913);
  assert.equal(r.accounts[0].totalCredits?.cents, 5430758);
  assert.equal(r.accounts[0].totalDebits?.cents, 2176072);
  assert.equal(r.accountLast4, '1937', 'the account number, not the CLABE and its check digit');
  assert.equal(r.currency, 'MXN');
  assert.equal(r.holder, 'TALLER DE CALZADO HERNANDEZ SA DE CV', 'the colonia line is no name');
  assert.deepEqual(
    r.rows.map((x) => `${x.date} ${x.type} ${x.amountCents}`),
    [
      '2026-04-01 debit 748965',
      '2026-04-02 credit 3069150',
      '2026-04-06 debit 1367765',
      '2026-04-15 credit 2361608',
      '2026-04-30 debit 59342',
    ],
  );
});

test('Spanish and German month names are months; English words that begin like one are not', () => {
  assert.deepEqual(
    ['ABR', 'abril', 'AGO', 'DIC', 'ENE', 'Mai', 'OKT', 'Dez', 'MRZ', 'März', 'Sept.', 'juni', 'Apr'].map(monthIndex),
    [4, 4, 8, 12, 1, 5, 10, 12, 3, 3, 9, 6, 4],
  );
  assert.deepEqual(['MAE', 'SET', 'Main', 'Decor', 'ab'].map(monthIndex), [null, null, null, null, null]);
  assert.deepEqual(parseDateWord('07-ABR-26'), { month: 4, day: 7, year: 2026 });
  assert.deepEqual(findPeriod('periodo del 01-abr-26 al 30-abr-26'), { start: '2026-04-01', end: '2026-04-30' });
});

test('dates written out in German and Spanish, and a month named between slashes', () => {
  const words = (...texts: string[]) => texts.map((text, i) => ({ text, x: i * 30, right: i * 30 + 20, size: 8 }));
  const dates = (...texts: string[]) =>
    tokenize(words(...texts) as never)
      .filter((t) => t.kind === 'date')
      .map((t) => t.kind === 'date' && `${t.year}-${t.month}-${t.day} ${t.text}`);
  assert.deepEqual(dates('Kontostand', 'vom', '1.', 'April', '2026'), ['2026-4-1 1. April 2026']);
  assert.deepEqual(dates('al', '30', 'de', 'abril', 'de', '2026'), ['2026-4-30 30 de abril de 2026']);
  assert.deepEqual(dates('30', 'de', 'abril'), ['null-4-30 30 de abril']);
  assert.deepEqual(parseDateWord('01/ABR/2026'), { month: 4, day: 1, year: 2026 });
  assert.equal(parseDateWord('01/ABR'), null, 'a month between slashes has its year');
  assert.deepEqual(findPeriod('periodo del 1 de abril de 2026 al 30 de abril de 2026'), {
    start: '2026-04-01',
    end: '2026-04-30',
  });
  assert.deepEqual(findPeriod('periodo: del 01/abr/2026 al 30/abr/2026'), { start: '2026-04-01', end: '2026-04-30' });
  assert.deepEqual(findPeriod('zeitraum 1. april 2026 bis 30. april 2026'), { start: '2026-04-01', end: '2026-04-30' });
});

test('German and Spanish labels, titles and page numbers', () => {
  assert.equal(summaryLabel('Alter Kontostand vom')?.key, 'opening');
  assert.equal(summaryLabel('Neuer Kontostand vom')?.key, 'closing');
  assert.equal(summaryLabel('Saldo anterior al')?.key, 'opening');
  assert.equal(headerRole('Betrag EUR'), 'amount');
  assert.equal(headerRole('Importe'), 'amount');
  assert.ok(isValueDate('Fecha Valor') && isValueDate('Wertstellung') && !isValueDate('Fecha'));
  assert.equal(summaryLabel('Saldo inicial')?.key, 'opening');
  assert.equal(summaryLabel('Saldo final')?.key, 'closing');
  assert.equal(summaryLabel('Alter Kontostand')?.key, 'opening');
  assert.equal(summaryLabel('Neuer Kontostand')?.key, 'closing');
  assert.equal(summaryLabel('Depósitos')?.key, 'credits');
  assert.equal(summaryLabel('Retiros')?.key, 'debits');
  assert.equal(summaryLabel('Saldo promedio')?.key, 'ignore');
  assert.ok(datedBalance('Kontostand am'));
  assert.ok(datedBalance('Saldo al 31-MAR-26'));
  assert.equal(headerRole('Buchungstag'), 'date');
  assert.equal(headerRole('Wert'), 'date');
  assert.equal(headerRole('Vorgang / Verwendungszweck'), 'description');
  assert.equal(headerRole('Soll EUR'), 'debit');
  assert.equal(headerRole('Haben EUR'), 'credit');
  assert.equal(headerRole('Fecha'), 'date');
  assert.equal(headerRole('Concepto'), 'description');
  assert.equal(headerRole('Saldo'), 'balance');
  assert.deepEqual(findPageNo(['Blatt 1 von 2']), { n: 1, of: 2 });
  assert.deepEqual(findPageNo(['Página 2 de 3']), { n: 2, of: 3 });
});
