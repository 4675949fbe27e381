// The second look at disputed cells, on real engine output: two generated statements scanned the way the
// scan eval scans them (a noisy scan of a fixed-pitch statement, a phone photo), each page read by both
// engines and every disputed cell read again by each engine, recorded with scripts/record-ocr.ts (see
// test/fixtures/ocr/README.md). Pure: no engine runs here; the recorded re-reads answer the cells asked.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { disputedCells } from '../../../src/pipeline/ocr/disputes.ts';
import {
  judgeOcr,
  readScanOffline,
  readTwiceSettled,
  readWithEngine,
  type OcrFn,
} from '../../../src/pipeline/image/ocr-read.ts';
import { summarizeReadiness } from '../../../src/pipeline/pixels/readiness.ts';
import { cellImage, otsuLevel, TIE_BREAK_SCALE, toPage, type CellBox } from '../../../src/pipeline/ocr/cell.ts';
import type { OcrEngineName, OcrPage, OcrWord } from '../../../src/pipeline/ocr/types.ts';
import { compareRows } from '../../../scripts/eval-rows.ts';
import { statementFixture } from '../../helpers/page-cache.ts';

type Both = Record<OcrEngineName, OcrPage>;
interface Recorded {
  pages: Both[];
  cells: Both[];
}

const load = (name: string): Recorded =>
  JSON.parse(fs.readFileSync(new URL(`../../fixtures/ocr/${name}.json`, import.meta.url), 'utf8')) as Recorded;
const noise = load('cedar-community-scan-noise');
const photo = load('westfield-commerce-scan-photo');

/** The recorded engines as the reader pool: a page's words, or the recorded re-read of the cells asked. */
function engines(rec: Recorded, asked: Array<[OcrEngineName, number, CellBox[]]> = []): OcrFn {
  return async (page, engine, cells) => {
    if (!cells) return rec.pages[page - 1]![engine];
    asked.push([engine, page, cells]);
    return rec.cells[page - 1]![engine];
  };
}

async function bothReads(rec: Recorded, ocr: OcrFn) {
  const pages = rec.pages.map((_, i) => i + 1);
  const [a, b] = await Promise.all([readWithEngine(pages, 'tesseract', ocr), readWithEngine(pages, 'paddle', ocr)]);
  return { a, b, readiness: summarizeReadiness(a.pages.map((p) => p.assessment)) };
}

async function rowsAreTruth(rows: Parameters<typeof compareRows>[0], layout: string): Promise<void> {
  const truth = (await statementFixture(layout, 1)).truth.statements[0]!;
  const cmp = compareRows(rows, truth);
  assert.deepEqual([cmp.missing, cmp.extra], [[], []]);
  assert.equal(rows.length, truth.transactions.length);
}

describe('disputed cells read again', () => {
  test('the cells two engines read differently, where one reading is a value, are found on the page', () => {
    const cells = disputedCells(noise.pages[0]!.tesseract, noise.pages[0]!.paddle);
    assert.ok(
      cells.some((c) => c.reads.tesseract === '768 1s' && c.reads.paddle === '768.11'),
      JSON.stringify(cells.map((c) => c.reads)),
    );
    // the two words of a cell agree once the lost point is put back: no dispute ('655' '96' and '655.96')
    assert.ok(!cells.some((c) => c.reads.paddle === '655.96'));
    const dates = disputedCells(photo.pages[0]!.tesseract, photo.pages[0]!.paddle);
    assert.ok(
      dates.some((c) => c.reads.tesseract === '1177' && c.reads.paddle === '11/7'),
      JSON.stringify(dates.map((c) => c.reads)),
    );
  });

  for (const [name, rec, layout] of [
    ['a noisy scan (tesseract reads 11 as 1s)', noise, 'cedar-community'],
    ['a phone photo (tesseract reads 11/7 as 1177)', photo, 'westfield-commerce'],
  ] as const)
    test(`${name}: the engine the gate refuses reads its disputed cells again, the reads agree, verified`, async () => {
      const asked: Array<[OcrEngineName, number, CellBox[]]> = [];
      const ocr = engines(rec, asked);
      const { a, b, readiness } = await bothReads(rec, ocr);
      const before = judgeOcr(a, b, readiness, 0);
      assert.equal(before.verified, false);
      assert.ok(
        before.reasons.some((r) => r.startsWith('ocr_read_gate:tesseract:')),
        before.reasons.join(' '),
      );
      assert.equal(b.read?.gate.verified, true, 'paddle alone passes the gate');

      const after = await readTwiceSettled(a, b, readiness, 0, ocr);
      assert.deepEqual(after.reasons, []);
      assert.equal(after.verified, true);
      // only the engine whose read the gate refused looked again, and only at disputed cells
      assert.ok(asked.length > 0 && asked.every(([engine]) => engine === 'tesseract'));
      assert.match(after.attempts[0]!.reason ?? '', /disputed cell\(s\) read again by tesseract: the reads agree/);
      await rowsAreTruth(after.rows, layout);
    });

  test('a re-read that does not settle the cell leaves the statement in review, the disagreement named', async () => {
    const rec = photo;
    // the second look reads what the first did: the words of the first read inside the cells asked
    const stubborn: OcrFn = async (page, engine, cells) => {
      const p = rec.pages[page - 1]![engine];
      if (!cells) return p;
      const inside = (w: OcrWord) => cells.some((c) => w.x0 >= c.x0 && w.x1 <= c.x1 && w.y0 >= c.y0 && w.y1 <= c.y1);
      return { ...p, words: p.words.filter(inside) };
    };
    const { a, b, readiness } = await bothReads(rec, stubborn);
    const before = judgeOcr(a, b, readiness, 0);
    const after = await readTwiceSettled(a, b, readiness, 0, stubborn);
    assert.equal(after.verified, false);
    assert.deepEqual(after.reasons, before.reasons);
    assert.ok(
      after.reasons.some((r) => r.startsWith('ocr_read_gate:tesseract:date_unresolved')),
      after.reasons.join(' '),
    );
  });

  test("a second look whose reader fails settles nothing and says so in the looking engine's attempt", async () => {
    const rec = photo;
    const failing: OcrFn = async (page, engine, cells) => {
      if (cells) throw Object.assign(new Error('reader died'), { reason: 'timeout' });
      return rec.pages[page - 1]![engine];
    };
    const { a, b, readiness } = await bothReads(rec, failing);
    const before = judgeOcr(a, b, readiness, 0);
    const after = await readTwiceSettled(a, b, readiness, 0, failing);
    assert.equal(after.verified, false);
    assert.deepEqual(after.reasons, before.reasons);
    const tesseract = after.attempts.find((x) => x.engine === 'tesseract')!;
    assert.match(tesseract.reason ?? '', /second look at \d+ cell\(s\) failed: timeout$/);
    assert.doesNotMatch(after.attempts.find((x) => x.engine === 'paddle')!.reason ?? '', /second look/);
  });

  test("a statement left in review shows the read its own gate passes, not the first engine's", async () => {
    // the photo: tesseract reads 11/7 as 1177 (its rows lose their dates, its gate refuses it); paddle's read
    // passes its gate. Without a second look the statement stays in review and shows paddle's rows.
    const { a, b, readiness } = await bothReads(photo, engines(photo));
    assert.equal(a.read?.gate.verified, false);
    assert.equal(b.read?.gate.verified, true);
    const r = judgeOcr(a, b, readiness, 0);
    assert.equal(r.verified, false);
    assert.equal(r.gate?.verified, true);
    await rowsAreTruth(r.rows, 'westfield-commerce');
  });

  test('cells a first look does not settle get a tie-break by both engines at 3x, binarised; agreed, verified', async () => {
    const asked: Array<[OcrEngineName, boolean]> = [];
    // the first look reads what the page read did (no help); the tie-break's look reads the recorded cells
    const ocr: OcrFn = async (page, engine, cells) => {
      const p = photo.pages[page - 1]![engine];
      if (!cells) return p;
      const tie = cells.every((c) => c.tieBreak === true);
      asked.push([engine, tie]);
      if (tie) return photo.cells[page - 1]![engine];
      const inside = (w: OcrWord) => cells.some((c) => w.x0 >= c.x0 && w.x1 <= c.x1 && w.y0 >= c.y0 && w.y1 <= c.y1);
      return { ...p, words: p.words.filter(inside) };
    };
    const { a, b, readiness } = await bothReads(photo, ocr);
    const r = await readTwiceSettled(a, b, readiness, 0, ocr);
    assert.equal(r.verified, true, r.reasons.join(' '));
    await rowsAreTruth(r.rows, 'westfield-commerce');
    // first tesseract alone (the read its gate refuses), then both engines for the tie-break
    assert.ok(asked.some(([e, tie]) => e === 'tesseract' && !tie));
    assert.ok(!asked.some(([e, tie]) => e === 'paddle' && !tie), 'the read the gate passes is not looked at first');
    assert.deepEqual(new Set(asked.filter(([, tie]) => tie).map(([e]) => e)), new Set(['tesseract', 'paddle']));
    assert.match(r.attempts[0]!.reason ?? '', /read by both at 3x, binarised: the reads agree/);
  });

  test('a tie-break cell is enlarged three times and binarised at its own level; boxes come back in page pixels', () => {
    // a 6×4 page: gray print (90) on gray paper (200), where x is 2..3 and y is 1..2
    const gray = Uint8Array.from({ length: 24 }, (_, i) => (i % 6 >= 2 && i % 6 <= 3 && i >= 6 && i < 18 ? 90 : 200));
    const img = cellImage({ width: 6, height: 4, gray }, { x0: 1, y0: 0, x1: 5, y1: 4, tieBreak: true });
    assert.equal(img.scale, TIE_BREAK_SCALE);
    assert.equal(img.width, 4 * 3 + 2 * img.margin);
    assert.deepEqual(new Set(img.gray), new Set([0, 255]), 'only ink and paper are left');
    assert.equal(img.gray[(img.margin + 4) * img.width + img.margin + 4], 0, 'the print is ink');
    assert.equal(img.gray[(img.margin + 1) * img.width + img.margin + 1], 255, 'the gray paper is white');
    assert.ok(otsuLevel(Uint8Array.from([90, 90, 200, 200])) >= 90 && otsuLevel(Uint8Array.from([90, 200])) < 200);
    const w = { text: 'x', x0: img.margin, y0: img.margin, x1: img.margin + 6, y1: img.margin + 6, confidence: 1 };
    assert.deepEqual(toPage(w, img), { ...w, x0: 1, y0: 0, x1: 3, y1: 2 });
  });

  test('a printed value changed on the page (both engines read it) is never settled by a second look', async () => {
    // a tampered amount: both engines read 768.11 as 786.11, so the ledger no longer reconciles
    const tamper = (p: OcrPage): OcrPage => ({
      ...p,
      words: p.words.map((w) => ({
        ...w,
        text: w.text.replace(/^768(\.11)?$/, (_, c: string | undefined) => `786${c ?? ''}`),
      })),
    });
    const rec: Recorded = {
      pages: noise.pages.map((x) => ({ tesseract: tamper(x.tesseract), paddle: tamper(x.paddle) })),
      cells: noise.cells.map((x) => ({ tesseract: tamper(x.tesseract), paddle: tamper(x.paddle) })),
    };
    const ocr = engines(rec);
    const { a, b, readiness } = await bothReads(rec, ocr);
    assert.equal(b.read?.gate.verified, false, 'the changed amount breaks the balance chain');
    const after = await readTwiceSettled(a, b, readiness, 0, ocr);
    assert.equal(after.verified, false);
  });

  test('a cell is cut out enlarged twice on a white margin; what is read in it comes back in page pixels', () => {
    // a 6×4 page, black where x is 2..3 and y is 1..2
    const gray = Uint8Array.from({ length: 24 }, (_, i) => (i % 6 >= 2 && i % 6 <= 3 && i >= 6 && i < 18 ? 0 : 255));
    const box = { x0: 2, y0: 1, x1: 4, y1: 3 };
    const img = cellImage({ width: 6, height: 4, gray }, box);
    assert.equal(img.width, 2 * 2 + 2 * img.margin);
    assert.equal(img.height, 2 * 2 + 2 * img.margin);
    assert.equal(img.gray[0], 255, 'the margin is white');
    assert.equal(img.gray[(img.margin + 1) * img.width + img.margin + 1], 0, 'the cell is the page');
    const w = { text: 'x', x0: img.margin, y0: img.margin, x1: img.margin + 4, y1: img.margin + 4, confidence: 1 };
    assert.deepEqual(toPage(w, img), { ...w, x0: 2, y0: 1, x1: 4, y1: 3 });
  });

  test('the service path settles the photo; a page the readiness blocks gets no second look', async () => {
    const settled = await readScanOffline([1, 2], ['tesseract', 'paddle'], engines(photo));
    assert.equal(settled.verified, true);
    const asked: Array<[OcrEngineName, number, CellBox[]]> = [];
    const blocked = (p: OcrPage): OcrPage => ({ ...p, assessment: { ...p.assessment, blocking: true } });
    const unreadable: Recorded = {
      pages: photo.pages.map((x) => ({ tesseract: blocked(x.tesseract), paddle: blocked(x.paddle) })),
      cells: photo.cells,
    };
    const r = await readScanOffline([1, 2], ['tesseract', 'paddle'], engines(unreadable, asked));
    assert.equal(r.verified, false);
    assert.ok(r.reasons.some((x) => x.startsWith('reupload_required')));
    assert.ok(
      r.reasons.some((x) => x.startsWith('ocr_read_gate:tesseract:date_unresolved')),
      r.reasons.join(' '),
    );
    assert.deepEqual(asked, []);
  });

  test('two reads that already agree are not looked at again', async () => {
    const asked: Array<[OcrEngineName, number, CellBox[]]> = [];
    const same: Recorded = {
      pages: noise.pages.map((x) => ({ tesseract: { ...x.paddle, engine: 'tesseract' }, paddle: x.paddle })),
      cells: [],
    };
    const ocr = engines(same, asked);
    const { a, b, readiness } = await bothReads(same, ocr);
    const r = await readTwiceSettled(a, b, readiness, 0, ocr);
    assert.equal(r.verified, true);
    assert.deepEqual(asked, []);
  });
});

describe('a sign only one engine saw', () => {
  // two engines on one printed debit line of a one-amount-column list (`7/16/25 Automatic Debit 662.00 -`), as
  // they read a real scanned statement: tesseract sees the thin trailing dash, paddle's detector drops it
  const word = (text: string, x0: number, x1: number): OcrWord => ({
    text,
    x0,
    x1,
    y0: 1000,
    y1: 1030,
    confidence: 0.9,
  });
  const page = (engine: OcrEngineName, words: OcrWord[]): OcrPage => ({
    ...noise.pages[0]!.tesseract,
    engine,
    page: 3,
    words,
  });
  const line = [word('7/16/25', 100, 230), word('Automatic', 260, 420), word('Debit', 440, 530)];

  test('is disputed with the amount it follows, so the engine that missed it looks at the amount again', () => {
    const a = page('tesseract', [...line, word('662.00', 1800, 1920), word('-', 1945, 1960)]);
    const b = page('paddle', [...line, word('662.00', 1801, 1919)]);
    const cells = disputedCells(a, b);
    assert.deepEqual(
      cells.map((c) => c.reads),
      [{ tesseract: '662.00 -', paddle: '662.00' }],
    );
    assert.ok(cells[0]!.box.x0 < 1800 && cells[0]!.box.x1 > 1960, 'the cell holds the amount and its sign');
    // the dash read as a middle dot by the other engine: the same dispute
    const dot = page('paddle', [...line, word('662.00', 1801, 1919), word('·', 1946, 1958)]);
    assert.deepEqual(
      disputedCells(a, dot).map((c) => c.reads),
      [{ tesseract: '662.00 -', paddle: '662.00 ·' }],
    );
  });

  test('far from any amount, or a dash in the words, it disputes nothing', () => {
    const far = page('tesseract', [...line, word('662.00', 1800, 1920), word('-', 2300, 2315)]);
    const b = page('paddle', [...line, word('662.00', 1801, 1919)]);
    assert.deepEqual(disputedCells(far, b), []);
    const inWords = page('tesseract', [...line.slice(0, 2), word('-', 432, 438), line[2]!]);
    assert.deepEqual(disputedCells(inWords, page('paddle', line)), []);
  });
});
