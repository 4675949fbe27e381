// OCR words → page text (pure): printed lines found by vertical overlap, and dates a recognizer glued
// together cut back into the parts the layout engine reads.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ocrPageText } from '../../../src/pipeline/ocr/page-text.ts';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import type { OcrPage, OcrWord } from '../../../src/pipeline/ocr/types.ts';

const page = (words: OcrWord[]): OcrPage => ({
  engine: 'tesseract',
  page: 1,
  widthPx: 2550,
  heightPx: 3300,
  dpi: 300,
  deskewDegrees: 0,
  assessment: {} as OcrPage['assessment'],
  ms: 1,
  words,
});

/** A word on a printed line of 30 px high text whose top is at `top`, `chars` characters from `x`. */
const word = (text: string, x: number, top: number): OcrWord => ({
  text,
  x0: x,
  x1: x + 20 * text.length,
  y0: top,
  y1: top + 30,
  confidence: 0.9,
});

/** The page's printed lines as the layout engine reads them, top to bottom, words joined by spaces. */
const lines = (p: OcrPage): string[] => pageLines(ocrPageText(p)).map((l) => l.words.map((w) => w.text).join(' '));

describe('OCR page text', () => {
  test('a logo box beside the address does not merge the printed lines it stands next to', () => {
    const p = page([
      { text: 'LOGO', x0: 100, x1: 300, y0: 95, y1: 245, confidence: 0.5 }, // spans three lines
      word('Crestview', 400, 100),
      word('Business', 620, 100),
      word('100', 400, 150),
      word('Main', 480, 150),
      word('Street', 580, 150),
      word('Account', 400, 200),
      word('4821', 560, 200),
      // the rest of the page: ordinary lines set the typical word height
      ...Array.from({ length: 10 }, (_, i) => word(`row${i}`, 400, 300 + 50 * i)),
    ]);
    const got = lines(p);
    assert.ok(got.includes('Crestview Business'), got.join(' | '));
    assert.ok(got.includes('100 Main Street'), got.join(' | '));
    assert.ok(got.includes('Account 4821'), got.join(' | '));
  });

  test('dates whose spaces the recognizer dropped are cut into weekday, month, day and year', () => {
    const p = page([
      word('Tuesday,November18,2025', 100, 100),
      word('Jan02', 100, 200),
      word('ACH', 300, 200),
      word('DEC.31,2024', 100, 300),
      word('30,2025', 300, 300),
    ]);
    assert.deepEqual(lines(p), ['Tuesday, November 18, 2025', 'Jan 02 ACH', 'DEC. 31, 2024 30, 2025']);
  });

  test('the cut shares the word box by characters and leaves the dropped space as a gap', () => {
    const [jan, day] = ocrPageText(page([word('Jan02', 100, 100)])).runs.map((r) => ({
      str: r.str,
      x0: (r.x * 300) / 72,
      x1: ((r.x + r.width) * 300) / 72,
    }));
    assert.equal(jan!.str, 'Jan');
    assert.equal(day!.str, '02');
    assert.ok(jan!.x0 === 100 && day!.x1 === 200, 'the parts stay inside the word box');
    assert.ok(jan!.x1 < 160 && day!.x0 > 160, 'the cut at 3 of 5 characters, with a gap around it');
  });

  test('words that only start like a weekday or a month, and amounts, stay whole', () => {
    const p = page([
      word('Sunoco', 100, 100),
      word('Monthly', 300, 100),
      word('Mar2025', 500, 100),
      word('1,234.56', 700, 100),
      word('Decor12345', 900, 100),
    ]);
    assert.deepEqual(lines(p), ['Sunoco Monthly Mar2025 1,234.56 Decor12345']);
  });
  test('an amount whose decimal point was lost is joined back; numbers a space apart stay apart', () => {
    const at = (text: string, x0: number, x1: number): OcrWord => ({ text, x0, x1, y0: 100, y1: 127, confidence: 0.4 });
    const p = page([
      at('MOBILE', 100, 200),
      at('4,342', 1781, 1863), // the point read as a gap of half a line height
      at('51CR', 1877, 1956),
      at('995.', 2100, 2160),
      at('56', 2166, 2190),
      { ...word('CHECK', 100, 300) },
      { ...word('1193', 300, 300) },
      { ...word('2025', 500, 300) }, // a year and a day, a whole word apart
      { ...word('30', 620, 300) },
    ]);
    assert.deepEqual(lines(p), ['MOBILE 4,342.51CR 995.56', 'CHECK 1193 2025 30']);
  });
  test('in a fixed-pitch font the lost point leaves a whole cell: the amount is joined back, its DR mark a cell after it too', () => {
    // tesseract's words and boxes on a fixed-pitch statement (cedar-community scanned, 300 DPI): it read every
    // point of this column as a gap of 1.5 characters, 1.3 line heights (a clean scan of it too), and its DR
    // marks stand a cell apart, 1.2 line heights: a cell of their own, and the row lost its sign
    const at = (text: string, x0: number, x1: number): OcrWord => ({
      text,
      x0,
      x1,
      y0: 2002,
      y1: 2022,
      confidence: 0.96,
    });
    const p = page([
      at('655', 1790, 1841),
      at('96', 1867, 1898),
      at('DR', 1922, 1957),
      at('2,060', 2235, 2323),
      at('67', 2348, 2380),
    ]);
    assert.deepEqual(lines(p), ['655.96DR 2,060.67']);
  });
});
