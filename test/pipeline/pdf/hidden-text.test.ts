// Text a page draws that paper never shows is no text of the statement: glyphs in an invisible rendering mode (a
// print engine's mail-run codes) and glyphs filled white where nothing was painted under them (the ending balance
// again, for the mail house's checks). White letters on a dark band show, and stay; so does a scan's OCR layer
// (./ocr-layer.test.ts). Drawn with pdf-lib's own operators and read through the real extractor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PDFDocument,
  StandardFonts,
  beginText,
  endText,
  moveText,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { visibleItems } from '../../../src/pipeline/pdf/hidden-text.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';

type Look = 'shown' | 'white' | 'invisible';
/** A line of text at (x, y from the top), drawn as a print engine draws it: its own text object, colour and mode. */
type Text = [x: number, y: number, text: string, look?: Look];

function draw(page: PDFPage, font: PDFFont, [x, y, text, look = 'shown']: Text): void {
  const key = page.node.newFontDictionary(font.name, font.ref);
  const [r, g, b] = look === 'white' ? [1, 1, 1] : [0, 0, 0];
  page.pushOperators(
    beginText(),
    setFillingRgbColor(r, g, b),
    setTextRenderingMode(look === 'invisible' ? TextRenderingMode.Invisible : TextRenderingMode.Fill),
    setFontAndSize(key, 8),
    moveText(x, 792 - y),
    showText(font.encodeText(text)),
    endText(),
  );
}

async function pdf(texts: Text[], band?: { y: number; text: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  if (band) {
    page.drawRectangle({ x: 30, y: 792 - band.y - 4, width: 540, height: 14, color: rgb(0.1, 0.15, 0.4) });
    draw(page, font, [40, band.y, band.text, 'white']);
  }
  for (const t of texts) draw(page, font, t);
  return doc.save();
}

const strs = async (bytes: Uint8Array): Promise<string> =>
  (await extractPdf(bytes)).pages[0]!.runs.map((r) => r.str).join(' | ');

test('white text over nothing and invisible text are not read; white letters on a dark band are', async () => {
  const text = await strs(
    await pdf(
      [
        [40, 100, 'Ending Balance 1,234.56'],
        [300, 120, 'MRC00303 BIN03 SEQ000001', 'invisible'],
        [300, 760, 'ACCT 2160094418 ENDBAL 1,234.56', 'white'],
      ],
      { y: 200, text: 'DEPOSITS AND OTHER CREDITS' },
    ),
  );
  assert.match(text, /Ending Balance 1,234\.56/);
  assert.match(text, /DEPOSITS AND OTHER CREDITS/);
  assert.doesNotMatch(text, /MRC00303/);
  assert.doesNotMatch(text, /ENDBAL/);
});

/** A running-balance statement whose every figure holds: its ending balance printed again, hidden, under the last page. */
function statement(hidden: Look): Text[] {
  const rows: Array<[string, string, string, string]> = [
    ['03/04', 'SQUARE INC DEPOSIT', '500.00', '1,500.00'],
    ['03/11', 'CITY UTILITIES', '-200.00', '1,300.00'],
    ['03/18', 'STRIPE TRANSFER', '434.56', '1,734.56'],
    ['03/25', 'CHECK 1042', '-500.00', '1,234.56'],
  ];
  const right = (x: number, y: number, s: string): Text => [x - s.length * 4.45, y, s];
  return [
    [40, 40, 'Harbor Test Bank'],
    [40, 80, 'ACME PLUMBING LLC'],
    [40, 92, '12 MAIN ST'],
    [40, 104, 'SPRINGFIELD IL 62701'],
    [350, 80, 'Statement Period: 03/01/2024 - 03/31/2024'],
    [350, 92, 'Account Number: XXXXXX4321'],
    [40, 140, 'Beginning Balance'],
    right(300, 140, '1,000.00'),
    [40, 152, 'Ending Balance'],
    right(300, 152, '1,234.56'),
    [40, 200, 'Date'],
    [100, 200, 'Description'],
    right(480, 200, 'Amount'),
    right(560, 200, 'Balance'),
    ...rows.flatMap(([d, desc, amt, bal], i): Text[] => [
      [40, 215 + i * 12, d],
      [100, 215 + i * 12, desc],
      right(480, 215 + i * 12, amt),
      right(560, 215 + i * 12, bal),
    ]),
    [300, 760, 'ACCT 2160094321 ENDBAL 1,234.56', hidden],
  ];
}

test('a statement printing its ending balance again in white for the mail house verifies with the rows it shows', async () => {
  const r = readStatement((await extractPdf(await pdf(statement('white')))).pages);
  assert.equal(r.gate.verified, true, r.gate.reasons.join(','));
  assert.equal(r.rows.length, 4);
  // the same line printed in black is a row of the statement, and the statement does not hold
  const shown = readStatement((await extractPdf(await pdf(statement('shown')))).pages);
  assert.equal(shown.gate.verified, false);
});

test('where the drawing and the text part ways character for character, nothing is dropped', () => {
  const item = (str: string, y: number) => ({ str, width: 40, transform: [8, 0, 0, 8, 40, y], fontName: 'F1' });
  const items = [item('Ending Balance', 700), item('ENDBAL 9.99', 20)];
  const glyph = (text: string, white: boolean, seq: number) => ({
    text,
    invisible: false,
    white,
    seq,
    ...{ x: NaN, end: NaN, y: NaN, em: NaN, spaced: false },
  });
  const hidden = [...'EndingBalance']
    .map((c, i) => glyph(c, false, i))
    .concat([...'ENDBAL9.99'].map((c) => glyph(c, true, 20)));
  assert.deepEqual(visibleItems(items, { glyphs: hidden, grounds: [] }, false), [items[0]]);
  const parted = [...'EndingBa1ance']
    .map((c, i) => glyph(c, false, i))
    .concat([...'ENDBAL9.99'].map((c) => glyph(c, true, 20)));
  assert.deepEqual(visibleItems(items, { glyphs: parted, grounds: [] }, false), items);
});
