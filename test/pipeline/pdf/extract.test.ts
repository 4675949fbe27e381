import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { createCanvas } from '@napi-rs/canvas';
import { extractPdf, PdfReadError } from '../../../src/pipeline/pdf/extract.ts';
import { itemToRuns } from '../../../src/pipeline/pdf/runs.ts';
import { classifyPageMode } from '../../../src/pipeline/pdf/quality.ts';
import { rawPdf } from './raw-pdf.ts';
import type { TextRun } from '../../../src/pipeline/types.ts';

async function textPdf(
  draw: (page: import('pdf-lib').PDFPage, font: import('pdf-lib').PDFFont) => void,
  setup?: (page: import('pdf-lib').PDFPage) => void,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  setup?.(page);
  draw(page, font);
  return doc.save();
}

test('runs carry position with y down from the top, font size and width', async () => {
  const pdf = await textPdf((p, font) => {
    p.drawText('Beginning Balance', { x: 72, y: 700, size: 12, font });
    p.drawText('1,234.56', { x: 400, y: 700, size: 12, font });
  });
  const r = await extractPdf(pdf);
  assert.equal(r.pageCount, 1);
  assert.deepEqual(r.imagePages, []);
  assert.equal(r.modes[0].mode, 'text');
  const [label, amount] = r.pages[0].runs;
  assert.equal(label.str, 'Beginning Balance');
  assert.equal(label.x, 72);
  assert.equal(label.y, 92); // 792 - 700
  assert.equal(label.height, 12);
  assert.ok(Math.abs(label.width - font12Width('Beginning Balance')) < 1);
  assert.equal(amount.str, '1,234.56');
  assert.equal(amount.x, 400);
});

function font12Width(s: string): number {
  // Helvetica advance widths for the characters used above, at 12 pt
  const w: Record<string, number> = { B: 667, e: 556, g: 556, i: 222, n: 556, ' ': 278, a: 556, l: 222, c: 500 };
  return [...s].reduce((t, ch) => t + (w[ch] ?? 0), 0) * 0.012;
}

test('a run padded with spaces is cut into pieces at the gaps, with proportional x', async () => {
  const pdf = rawPdf([{ content: 'BT /F1 10 Tf 1 0 0 1 50 700 Tm (01/02 Deposit        500.00     1,500.00) Tj ET' }]);
  const runs = (await extractPdf(pdf)).pages[0].runs;
  assert.deepEqual(
    runs.map((r) => r.str),
    ['01/02 Deposit', '500.00', '1,500.00'],
  );
  assert.ok(runs[0].x === 50 && runs[1].x > runs[0].x + runs[0].width && runs[2].x > runs[1].x + runs[1].width);
});

test('itemToRuns splits only at 2+ spaces and keeps the run inside its original width', () => {
  const out: TextRun[] = [];
  itemToRuns(
    { str: 'AB  CD EF   GH', width: 140, transform: [10, 0, 0, 10, 0, 100], fontName: 'f' },
    [1, 0, 0, -1, 0, 792],
    out,
  );
  assert.deepEqual(
    out.map((r) => [r.str, r.x, r.width]),
    [
      ['AB', 0, 20],
      ['CD EF', 40, 50],
      ['GH', 120, 20],
    ],
  );
  assert.equal(out[0].y, 692);
});

test('rotated pages and offset media boxes map to the page as displayed', async () => {
  const pdf = rawPdf([
    { content: 'BT /F1 10 Tf 1 0 0 1 150 900 Tm (Offset box) Tj ET', mediaBox: [100, 200, 712, 992] },
    { content: 'BT /F1 10 Tf 0 1 -1 0 100 50 Tm (Upright after rotate) Tj ET', rotate: 90 },
  ]);
  const r = await extractPdf(pdf);
  assert.deepEqual([r.pages[0].runs[0].x, r.pages[0].runs[0].y], [50, 92]);
  // /Rotate 90 turns the page clockwise: the page is displayed 792 wide, 612 high, and text drawn
  // rotated counter-clockwise in user space reads left to right.
  assert.deepEqual([r.pages[1].width, r.pages[1].height], [792, 612]);
  const run = r.pages[1].runs[0];
  assert.equal(run.str, 'Upright after rotate');
  assert.deepEqual([run.x, run.y], [50, 100]);
});

test('sideways content on an unrotated page is turned upright; a sideways margin note is dropped', async () => {
  const rows = Array.from(
    { length: 6 },
    (_, i) => `BT /F1 10 Tf 0 -1 1 0 ${200 - i * 14} 700 Tm (01/0${i + 1} Deposit ${i}00.00) Tj ET`,
  ).join('\n');
  const r = await extractPdf(
    rawPdf([
      { content: rows },
      {
        content:
          'BT /F1 10 Tf 1 0 0 1 72 700 Tm (Beginning balance 1,000.00) Tj ET BT /F1 6 Tf 0 1 -1 0 20 100 Tm (Member FDIC sideways) Tj ET',
      },
    ]),
  );
  const [sideways, margin] = r.pages;
  assert.deepEqual([sideways.width, sideways.height], [792, 612]);
  assert.equal(sideways.runs.length, 6);
  assert.ok(
    sideways.runs.every((run) => run.x === sideways.runs[0].x),
    'rows start at one left edge',
  );
  assert.deepEqual(
    sideways.runs.map((run) => run.str.slice(0, 5)),
    ['01/01', '01/02', '01/03', '01/04', '01/05', '01/06'],
  );
  assert.ok(sideways.runs[1].y > sideways.runs[0].y, 'rows go down the page');
  assert.deepEqual(
    margin.runs.map((run) => run.str),
    ['Beginning balance 1,000.00'],
  );
});

test('pdf-lib rotated page keeps text inside the displayed page', async () => {
  const pdf = await textPdf(
    (p, font) => p.drawText('Rotated page line', { x: 50, y: 700, size: 10, font }),
    (p) => p.setRotation(degrees(270)),
  );
  const page = (await extractPdf(pdf)).pages[0];
  const run = page.runs[0];
  assert.ok(run.x >= 0 && run.x <= page.width && run.y >= 0 && run.y <= page.height);
});

test('a scanned page (an image, no text) is an image page', async () => {
  const canvas = createCanvas(200, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 200, 100);
  ctx.fillStyle = '#000';
  ctx.fillText('scanned 1,234.56', 10, 50);
  const doc = await PDFDocument.create();
  const img = await doc.embedPng(canvas.toBuffer('image/png'));
  doc.addPage([612, 792]).drawImage(img, { x: 0, y: 0, width: 612, height: 306 });
  const blank = doc.addPage([612, 792]);
  void blank;
  const r = await extractPdf(await doc.save());
  assert.deepEqual(r.imagePages, [1]);
  assert.equal(r.modes[0].reason, 'no_text_layer');
  assert.deepEqual([r.modes[1].mode, r.modes[1].reason], ['text', 'blank']);
});

test('text drawn as outlines (paths, no text layer) is an image page', async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  for (let i = 0; i < 300; i++)
    page.drawSvgPath('M 0 0 L 5 0 L 5 8 Z', { x: 50 + (i % 40) * 12, y: 700 - Math.floor(i / 40) * 14 });
  doc.addPage([612, 792]).drawSvgPath('M 0 0 L 50 0 L 50 80 Z', { x: 50, y: 700 }); // a logo is not text
  const r = await extractPdf(await doc.save());
  assert.deepEqual(
    r.modes.map((m) => [m.mode, m.reason]),
    [
      ['image', 'no_text_layer'],
      ['text', 'blank'],
    ],
  );
});

test('garbled text layers (private-use / replacement characters) send the page to the image read', async () => {
  const run = (str: string): TextRun => ({ str, x: 0, y: 0, width: 10, height: 10, fontName: 'f' });
  const garbled = await classifyPageMode(
    1,
    [
      run(
        '\uE001\uE002\uE003\uE004 \uE005\uE006\uE007\uE008 \uFFFD\uFFFD\uFFFD\uFFFD 1.00 \uE010\uE011\uE012\uE013\uE014',
      ),
    ],
    async () => false,
  );
  assert.deepEqual([garbled.mode, garbled.reason], ['image', 'garbled_text']);
  // wrong-letter mapping (every letter shifted): readable characters, no words
  const shifted = 'Ehjlqqlqj edodqfh rq Mdqxdub 1 Ghsrvlwv dqg rwkhu fuhglwv Zlwkgudzdov '.repeat(6);
  const caesar = await classifyPageMode(1, [run(shifted)], async () => false);
  assert.deepEqual([caesar.mode, caesar.reason], ['image', 'garbled_text']);
  const plain = await classifyPageMode(
    1,
    [run('Beginning balance on January 1 Deposits and other credits Withdrawals '.repeat(6))],
    async () => false,
  );
  assert.equal(plain.mode, 'text');
  const fine = await classifyPageMode(1, [run('Beginning balance on January 1 $1,234.56')], async () => true);
  assert.deepEqual([fine.mode, fine.reason], ['text', 'text_layer']);
});

test('the caller keeps its bytes (pdfjs gets a copy)', async () => {
  const pdf = await textPdf((p, font) => p.drawText('x', { x: 1, y: 1, size: 5, font }));
  const before = pdf.length;
  await extractPdf(pdf);
  assert.equal(pdf.length, before);
  assert.equal(pdf.byteLength, before);
});

test('page and byte limits fail with their reasons', async () => {
  const pdf = rawPdf([{ content: '' }, { content: '' }, { content: '' }]);
  await assert.rejects(
    extractPdf(pdf, { maxPages: 2 }),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'too_many_pages',
  );
  await assert.rejects(
    extractPdf(pdf, { maxBytes: 100 }),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'too_large',
  );
  await assert.rejects(
    extractPdf(new TextEncoder().encode('hello, not a pdf')),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'not_a_pdf',
  );
});

test('a PDF cut off mid-file fails as truncated', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 5; i++) doc.addPage().drawText(`page ${i + 1}`, { x: 50, y: 50, size: 10, font });
  const full = await doc.save();
  await assert.rejects(
    extractPdf(full.subarray(0, Math.floor(full.length * 0.6))),
    (e: unknown) => e instanceof PdfReadError && e.reason === 'truncated',
  );
});

test('a string drawn twice a fraction of a point apart ("fake bold") is read once; the same text elsewhere is kept', async () => {
  const pdf = await textPdf((p, font) => {
    p.drawText('Ending Balance', { x: 72, y: 700, size: 12, font });
    p.drawText('Ending Balance', { x: 72.3, y: 700, size: 12, font });
    p.drawText('1,234.56', { x: 400, y: 700, size: 12, font });
    p.drawText('1,234.56', { x: 400.25, y: 700.1, size: 12, font });
    p.drawText('1,234.56', { x: 480, y: 700, size: 12, font }); // another column printing the same figure
    p.drawText('1,234.56', { x: 400, y: 686, size: 12, font }); // the line below
  });
  const runs = (await extractPdf(pdf)).pages[0].runs.map((r) => `${r.str}@${Math.round(r.x)},${Math.round(r.y)}`);
  assert.deepEqual(runs, ['Ending Balance@72,92', '1,234.56@400,92', '1,234.56@480,92', '1,234.56@400,106']);
});
