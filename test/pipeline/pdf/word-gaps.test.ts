// Letter-spaced type whose word gaps are drawn by positioning, not by space glyphs: a print engine sets every glyph a
// fixed room from the next (character spacing, `Tc`) and moves the pen a little further between words (a `TJ`
// adjustment). pdfjs reads a letter gap that wide as a space, so its text gives a space between every two letters and
// the word gaps are lost (`E n d i n g B a l a n c e` -> `EndingBalance`). The glyphs' own positions tell them apart
// (../../../src/pipeline/pdf/word-gaps.ts). Drawn with pdf-lib's own operators and read through the real extractor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PDFArray,
  PDFDocument,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  StandardFonts,
  beginText,
  endText,
  moveText,
  setCharacterSpacing,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';

/** A line at (x, y from the top); `right`: x is where it ends. */
type Text = [x: number, y: number, text: string, right?: 'right'];
type Style = 'plain' | 'tracked-positioned' | 'tracked-spaces' | 'tracked-turned';

const SIZE = 7;
const TRACK = 0.9; // 0.13 em between every two glyphs: wider than the 0.102 em pdfjs reads as a space

function draw(doc: PDFDocument, page: PDFPage, font: PDFFont, style: Style, [x, y, text, right]: Text): void {
  const key = page.node.newFontDictionary(font.name, font.ref);
  const tc = style === 'plain' ? 0 : TRACK;
  const glyphs = [...text.replace(/ /g, '')].length;
  const drawn = font.widthOfTextAtSize(text, SIZE) + tc * (style === 'tracked-spaces' ? text.length : glyphs);
  const at = right ? x - drawn : x;
  let shown: PDFOperator;
  if (style === 'tracked-positioned' || style === 'tracked-turned') {
    // no space glyph anywhere: each word its own string, the pen moved 0.3 em further between them
    const arr = PDFArray.withContext(doc.context);
    text.split(' ').forEach((w, i) => {
      if (i) arr.push(PDFNumber.of(-300));
      arr.push(font.encodeText(w));
    });
    shown = PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [arr]);
  } else shown = showText(font.encodeText(text));
  page.pushOperators(
    beginText(),
    setFontAndSize(key, SIZE),
    setCharacterSpacing(tc),
    // turned: a landscape page's lines set reading upwards on a portrait sheet
    style === 'tracked-turned' ? setTextMatrix(0, 1, -1, 0, y, at) : moveText(at, 792 - y),
    shown,
    endText(),
  );
}

/** A running-balance statement whose every figure holds, each line set in `style`. */
function statement(): Text[] {
  const rows: Array<[string, string, string, string]> = [
    ['03/04/2024', 'SQUARE INC DEPOSIT', '500.00', '1,500.00'],
    ['03/11/2024', 'CITY UTILITIES', '-200.00', '1,300.00'],
    ['03/18/2024', 'STRIPE TRANSFER', '434.56', '1,734.56'],
    ['03/25/2024', 'CHECK 1042', '-500.00', '1,234.56'],
  ];
  return [
    [40, 40, 'Harbor Test Bank'],
    [40, 80, 'ACME PLUMBING LLC'],
    [40, 92, '12 MAIN ST'],
    [40, 104, 'SPRINGFIELD IL 62701'],
    [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'],
    [350, 92, 'Account Number: XXXXXX4321'],
    [40, 124, 'Your beginning balance on 03/01/2024 was $1,000.00 and your ending balance was $1,234.56.'],
    [40, 140, 'Beginning Balance'],
    [300, 140, '1,000.00', 'right'],
    [40, 152, 'Ending Balance'],
    [300, 152, '1,234.56', 'right'],
    [40, 164, 'Days in Period'],
    [300, 164, '31', 'right'],
    [40, 200, 'Date'],
    [100, 200, 'Description'],
    [480, 200, 'Amount', 'right'],
    [560, 200, 'Balance', 'right'],
    ...rows.flatMap(([d, desc, amt, bal], i): Text[] => [
      [40, 215 + i * 12, d],
      [100, 215 + i * 12, desc],
      [480, 215 + i * 12, amt, 'right'],
      [560, 215 + i * 12, bal, 'right'],
    ]),
  ];
}

async function pdf(style: Style, texts: Text[] = statement()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (const t of texts) draw(doc, page, font, style, t);
  return doc.save();
}

const strs = async (bytes: Uint8Array): Promise<string[]> => (await extractPdf(bytes)).pages[0]!.runs.map((r) => r.str);

for (const style of ['tracked-positioned', 'tracked-spaces', 'tracked-turned'] as const) {
  test(`letter-spaced type (${style}) reads with its word gaps where the page shows them`, async () => {
    const runs = await strs(await pdf(style));
    assert.ok(runs.includes('Harbor Test Bank'), runs.join(' | '));
    assert.ok(runs.includes('Ending Balance'), runs.join(' | '));
    assert.ok(runs.includes('SQUARE INC DEPOSIT'), runs.join(' | '));
    assert.ok(
      runs.includes('Your beginning balance on 03/01/2024 was $1,000.00 and your ending balance was $1,234.56.'),
      runs.join(' | '),
    );
    assert.ok(runs.includes('1,234.56'), runs.join(' | '));
    // two glyphs alone take the letter room the page's longer lines of their size show
    assert.ok(runs.includes('31'), runs.join(' | '));
  });

  test(`a letter-spaced statement (${style}) verifies`, async () => {
    const r = readStatement((await extractPdf(await pdf(style))).pages);
    assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
    assert.equal(r.rows.length, 4);
  });
}

test('type set without tracking reads as pdfjs gives it', async () => {
  const runs = await strs(await pdf('plain'));
  assert.ok(runs.includes('Harbor Test Bank'), runs.join(' | '));
  assert.ok(runs.includes('Statement Period: 03/01/2024 - 03/31/2024'), runs.join(' | '));
});

test('letters spaced apart by space glyphs alone stay as drawn (the layout reader decides what they spell)', async () => {
  const runs = await strs(
    await pdf('plain', [
      [40, 40, 'D E P O S I T S'],
      [40, 60, '1 2 3 4 5 6 7'],
    ]),
  );
  assert.deepEqual(runs, ['D E P O S I T S', '1 2 3 4 5 6 7']);
});
