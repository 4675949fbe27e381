// Applications read from the page geometry with no model: a value below, right of or inside the box of its
// label, wrapped values, check boxes, signature blocks, owners stacked or side by side; and every form of
// the applications eval (browser, office suite and AcroForm printings, test/fixtures/applications/) read
// as its truth says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { printedValues, tickedOptions } from '../../../src/pipeline/application/geometry.ts';
import type { PageText, TextRun } from '../../../src/pipeline/types.ts';
import { scoreForm } from '../../../scripts/eval-applications.ts';

/** A page from [x, baseline y, text, font size] cells; widths from an average glyph of half the size. */
function page(cells: Array<[number, number, string, number?]>): PageText {
  const runs: TextRun[] = cells.map(([x, y, str, size = 9]) => ({
    str,
    x,
    y,
    width: str.length * size * 0.5,
    height: size,
    fontName: 'f',
  }));
  return { page: 1, width: 612, height: 792, runs };
}

const asObject = (p: PageText) =>
  Object.fromEntries(printedValues([p]).map((v) => [`${v.section ?? '-'}:${v.label}`, v.value]));

test('label above its value in boxes: each value is read under its own label, not the next label on the line', () => {
  const p = page([
    [40, 100, 'LEGAL BUSINESS NAME', 6.5],
    [300, 100, 'DBA', 6.5],
    [40, 112, 'Acme Bakery LLC'],
    [300, 112, 'Acme Bakery'],
    [40, 130, 'BUSINESS ADDRESS', 6.5],
    [300, 130, 'SUITE / UNIT', 6.5],
    [40, 142, '12 Main St'],
    [40, 160, 'REQUESTED AMOUNT', 6.5],
    [300, 160, 'USE OF FUNDS', 6.5],
    [40, 172, '$50,000'],
    [300, 172, 'Equipment'],
  ]);
  assert.deepEqual(asObject(p), {
    '-:LEGAL BUSINESS NAME': 'Acme Bakery LLC',
    '-:DBA': 'Acme Bakery',
    '-:BUSINESS ADDRESS': '12 Main St',
    '-:SUITE / UNIT': '', // a blank box: the label below is not its value
    '-:REQUESTED AMOUNT': '$50,000',
    '-:USE OF FUNDS': 'Equipment',
  });
});

test('label left of its value: the value to its right, a value wrapped in its box joined, a wrapped label joined', () => {
  const p = page([
    [40, 100, 'Legal Business Name:', 8],
    [130, 95, 'Blue Heron Cafe'],
    [130, 105, 'LLC'],
    [250, 100, 'Tax ID #:', 8],
    [320, 95, '05-'],
    [320, 105, '1050651'],
    [40, 130, 'State of', 8],
    [40, 140, 'Incorporation:', 8],
    [130, 135, 'GA'],
    [250, 135, 'Website:', 8],
  ]);
  assert.deepEqual(asObject(p), {
    '-:Legal Business Name': 'Blue Heron Cafe LLC',
    '-:Tax ID #': '05-1050651',
    '-:State of Incorporation': 'GA',
    '-:Website': '',
  });
});

test('check boxes give the ticked option; none ticked is blank', () => {
  assert.equal(tickedOptions('☐ LLC ☒ Corporation ☐ S-Corp'), 'Corporation');
  assert.equal(tickedOptions('[X] Yes [ ] No'), 'Yes');
  assert.equal(tickedOptions('☐ Yes ☐ No'), '');
  assert.equal(tickedOptions('Corporation'), null);
  const p = page([
    [40, 100, 'Entity Type:', 8],
    [130, 100, '☐'],
    [140, 100, 'LLC'],
    [170, 100, '☒'],
    [180, 100, 'Corporation'],
  ]);
  assert.deepEqual(asObject(p), { '-:Entity Type': 'Corporation' });
});

test('owners side by side: a generic label belongs to the owner heading above its column', () => {
  const p = page([
    [40, 80, 'Owners / Guarantors', 10],
    [40, 100, 'Owner 1', 9],
    [300, 100, 'Owner 2', 9],
    [40, 115, 'FULL NAME', 6.5],
    [300, 115, 'FULL NAME', 6.5],
    [40, 127, 'Priya Patel'],
    [300, 127, 'Kevin Obrien'],
    [40, 145, 'TITLE', 6.5],
    [300, 145, 'TITLE', 6.5],
    [40, 157, 'Owner'], // a title that reads like a heading is a value
    [300, 157, 'Partner'],
    [40, 175, 'CITY', 6.5],
    [300, 175, 'CITY', 6.5],
    [40, 187, 'Denver'],
    [300, 187, 'Dallas'],
  ]);
  assert.deepEqual(
    printedValues([p]).map((v) => [v.section, v.label, v.value]),
    [
      [0, 'FULL NAME', 'Priya Patel'],
      [1, 'FULL NAME', 'Kevin Obrien'],
      [0, 'TITLE', 'Owner'],
      [1, 'TITLE', 'Partner'],
      [0, 'CITY', 'Denver'],
      [1, 'CITY', 'Dallas'],
    ],
  );
});

test('a signature block: the captions under the line take the signature and the date above them', () => {
  const p = page([
    [40, 300, 'Business Information', 10],
    [40, 500, '/s/ David Chen', 9],
    [350, 500, '03/21/2026', 9],
    [40, 529, 'Merchant Signature', 9],
    [350, 529, 'Date Signed', 9],
  ]);
  assert.deepEqual(asObject(p), { '-:Merchant Signature': '/s/ David Chen', '-:Date Signed': '03/21/2026' });
});

const DEVELOP = ['browser-above', 'browser-left', 'office-above', 'office-left', 'acroform-above', 'acroform-left'];
const HELD_OUT = ['held-browser-left', 'held-browser-above', 'held-office-above', 'held-acroform-left'];

test('every develop form (browser, office suite, AcroForm; labels above and left) is read whole with no model', async () => {
  for (const name of DEVELOP) {
    const s = await scoreForm(name);
    // a box the form leaves blank (browser-above has no suite) is read as blank: accepted without a model
    assert.deepEqual(
      { fields: s.fields, owners: s.owners, wrong: s.wrong, status: s.status },
      { fields: s.fieldsTotal, owners: s.ownersTotal, wrong: [], status: 'accepted' },
      name,
    );
  }
});

test('the held-out forms, never looked at while developing, read at least 90% of fields and owner fields', async () => {
  let right = 0;
  let total = 0;
  for (const name of HELD_OUT) {
    const s = await scoreForm(name);
    right += s.fields + s.owners;
    total += s.fieldsTotal + s.ownersTotal;
  }
  assert.ok(right / total >= 0.9, `${right}/${total}`);
});
