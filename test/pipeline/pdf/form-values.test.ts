// A statement whose figures are typed into fillable form fields (a template filled in, as the shared corpus's
// us-firstcitizens-01-form): pdfjs's text layer leaves the fields out, so it read as a page of labels with no
// values. The values are read where the page prints them, formatted as printed, and the statement is held to
// the same arithmetic, with a signal saying where its figures came from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts, TextAlignment } from 'pdf-lib';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';

type Cell = [x: number, y: number, text: string, field?: { width: number; right?: boolean }];

/** Labels drawn as text; a cell with `field` is a filled text field whose box starts at x. y from the top. */
async function formPdf(cells: Cell[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const form = doc.getForm();
  cells.forEach(([x, y, text, field], i) => {
    if (!field) return page.drawText(text, { x, y: 792 - y, size: 9, font });
    const f = form.createTextField(`f${i}`);
    f.setText(text);
    if (field.right) f.setAlignment(TextAlignment.Right);
    f.addToPage(page, { x, y: 792 - y - 4, width: field.width, height: 14, borderWidth: 0, font });
    f.setFontSize(9);
  });
  return doc.save();
}

const money = (x: number, y: number, text: string): Cell => [x, y, text, { width: 80, right: true }];
const words = (x: number, y: number, text: string): Cell => [x, y, text, { width: 200 }];

const STATEMENT: Cell[] = [
  [40, 40, 'Harbor Test Bank'],
  [40, 80, 'ACME PLUMBING LLC'],
  [350, 80, 'Statement Period:'],
  words(430, 80, '03/01/2024 - 03/31/2024'),
  [350, 96, 'Account Number:'],
  words(430, 96, 'XXXXXX4321'),
  [40, 130, 'Opening Balance'],
  money(220, 130, '1,000.00'),
  [40, 146, 'Total Credits'],
  money(220, 146, '500.00'),
  [40, 162, 'Total Debits'],
  money(220, 162, '155.99'),
  [40, 178, 'Closing Balance'],
  money(220, 178, '1,344.01'),
  [40, 220, 'Date'],
  [100, 220, 'Description'],
  [380, 220, 'Credit'],
  [460, 220, 'Debit'],
  [530, 220, 'Balance'],
  words(40, 236, '03/04/2024'),
  words(100, 236, 'MOBILE DEPOSIT'),
  [330, 236, '500.00', { width: 80, right: true }],
  money(500, 236, '1,500.00'),
  words(40, 252, '03/05/2024'),
  words(100, 252, 'LATE FEE'),
  [410, 252, '155.99', { width: 80, right: true }],
  money(500, 252, '1,344.01'),
];

test('a value typed into a form field is read as printed, formatted, where the page shows it', async () => {
  const bytes = await formPdf([[40, 130, 'Opening Balance'], money(220, 130, '1,000.00')]);
  const { pages } = await extractPdf(bytes);
  const value = pages[0].runs.find((r) => r.str === '1,000.00');
  assert.ok(value, JSON.stringify(pages[0].runs));
  const label = pages[0].runs.find((r) => r.str === 'Opening Balance')!;
  assert.ok(Math.abs(value.y - label.y) < 4, `value on the label's line: ${value.y} vs ${label.y}`);
  assert.ok(Math.abs(value.x + value.width - 298) < 3, `right-aligned to the field's edge: ${value.x + value.width}`);
  assert.equal(pages[0].formFieldRuns, 1);
});

test('a statement filled into form fields is read and held to the arithmetic, with a signal that its figures are typed', async () => {
  const r = readStatement((await extractPdf(await formPdf(STATEMENT))).pages);
  assert.equal(r.accounts[0]?.opening?.cents, 100000);
  assert.equal(r.accounts[0]?.closing?.cents, 134401);
  assert.deepEqual(
    r.rows.map((x) => `${x.date} ${x.type} ${x.amountCents}`),
    ['2024-03-04 credit 50000', '2024-03-05 debit 15599'],
  );
  assert.equal(r.gate.verified, true, r.gate.reasons.join());
  assert.ok(r.warnings.some((w) => w.code === 'form_field_values' && !w.blocking));
  // and a typed figure that does not add up is refused like a printed one
  const bad = STATEMENT.map((c): Cell => (c[2] === '1,344.01' && c[1] === 178 ? money(220, 178, '1,344.02') : c));
  assert.equal(readStatement((await extractPdf(await formPdf(bad))).pages).gate.verified, false);
});
