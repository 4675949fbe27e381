// The offline read's decisions, as pure code: OCR words (here: a generated statement's own text layer,
// turned into pixel boxes the way an engine reports them) become page text the layout engine reads, and
// the statement is verified only when two reads agree on every amount, date and balance and the gate
// passes. The engines themselves run in test/e2e/ocr.test.ts.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf } from '../../../scripts/generator/index.ts';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { ocrPageText } from '../../../src/pipeline/ocr/page-text.ts';
import {
  engineRead,
  judgeOcr,
  judgeOcrWithModel,
  readScanOffline,
  type EngineRead,
} from '../../../src/pipeline/image/ocr-read.ts';
import type { OcrEngineName, OcrPage, OcrWord } from '../../../src/pipeline/ocr/types.ts';
import type { PageText } from '../../../src/pipeline/types.ts';
import type { TruthStatement } from '../../../scripts/generator/truth.ts';
import { cleanDigitalReadiness } from '../../../src/pipeline/pixels/readiness.ts';
import type { ImageReadResult } from '../../../src/pipeline/image/read.ts';
import { toCents } from '../../../src/money.ts';
import { readStatementDocument } from '../../../src/pipeline/statement/from-text.ts';
import { imageStatement } from '../../../src/pipeline/image/statement.ts';

const DPI = 300;
const px = (pt: number) => (pt * DPI) / 72;
const assessment = {
  page_number: 1,
  readiness_score: 1,
  quality_score: 1,
  blocking: false,
  issues: [],
} as unknown as OcrPage['assessment'];

/** A text layer as an engine would report it: word boxes in pixels, baseline at the box bottom. */
function asOcr(page: PageText, engine: OcrEngineName, edit: (w: OcrWord) => OcrWord = (w) => w): OcrPage {
  const words: OcrWord[] = page.runs.flatMap((r) => {
    const parts = r.str.split(/(\s+)/);
    const cw = r.width / Math.max(1, r.str.length);
    let at = 0;
    return parts.flatMap((s) => {
      const x = r.x + at * cw;
      at += s.length;
      return s.trim()
        ? [
            edit({
              text: s,
              x0: px(x),
              x1: px(x + s.length * cw),
              y0: px(r.y - r.height * 0.75),
              y1: px(r.y),
              confidence: 0.95,
            }),
          ]
        : [];
    });
  });
  return {
    engine,
    page: page.page,
    widthPx: px(page.width),
    heightPx: px(page.height),
    dpi: DPI,
    deskewDegrees: 0,
    assessment: { ...assessment, page_number: page.page },
    words,
    ms: 1,
  };
}

const engine = (engineName: OcrEngineName, pages: OcrPage[]): EngineRead => ({
  engine: engineName,
  pages,
  failures: [],
  read: engineRead(pages),
  ms: 5,
});

describe('offline read of a scan', () => {
  let pages: PageText[];
  let truth: TruthStatement;
  before(async () => {
    const f = await generateStatementPdf('westfield-commerce', 3);
    truth = f.truth.statements[0]!;
    pages = (await extractPdf(f.pdf)).pages;
  });

  test('OCR words become page text in points on one baseline per printed line', () => {
    const p = ocrPageText({
      engine: 'paddle',
      page: 2,
      widthPx: 2550,
      heightPx: 3300,
      dpi: 300,
      deskewDegrees: 0,
      assessment,
      ms: 1,
      words: [
        { text: 'November', x0: 300, x1: 420, y0: 100, y1: 130, confidence: 0.9 },
        { text: '-', x0: 430, x1: 440, y0: 112, y1: 116, confidence: 0.9 }, // a dash: a box a few pixels high
        { text: '30,2025', x0: 450, x1: 590, y0: 100, y1: 134, confidence: 0.9 }, // the space after the comma lost
        { text: '.', x0: 900, x1: 905, y0: 500, y1: 505, confidence: 0.1 }, // a speck
      ],
    });
    assert.deepEqual(
      p.runs.map((r) => r.str),
      ['November', '-', '30,', '2025'],
    );
    assert.equal(new Set(p.runs.map((r) => r.y)).size, 1, 'one line');
    assert.equal(p.runs[0]!.x, 72);
    assert.equal(p.width, 612);
  });

  test('two engines that read the same values verify the statement, with every row as printed', () => {
    const a = engine(
      'tesseract',
      pages.map((p) => asOcr(p, 'tesseract')),
    );
    const b = engine(
      'paddle',
      pages.map((p) => asOcr(p, 'paddle')),
    );
    const r = judgeOcr(a, b, cleanDigitalReadiness(pages.length), 1);
    assert.equal(r.verified, true, r.reasons.join('; '));
    assert.equal(r.readFrom, 'ocr');
    assert.deepEqual(
      r.rows.map((x) => [x.date, x.amountCents, x.type]),
      truth.transactions.map((t) => [t.date, toCents(t.amount), t.type]),
    );
    assert.deepEqual(
      r.attempts.map((x) => [x.attempt, x.read, x.engine, x.pages, x.cost_usd]),
      [
        [2, 'ocr', 'tesseract', pages.map((p) => p.page), '0.00'],
        [3, 'ocr', 'paddle', pages.map((p) => p.page), '0.00'],
      ],
    );
    assert.equal(Number(r.usage.cost_usd), 0);
  });

  test('one amount read differently by the second engine: review, and the row is named', () => {
    const row = truth.transactions.find((t) => t.running_balance === null && t.page === 1)!;
    const printed = Number(row.amount).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const misread = printed.replace(/(\d)(\.\d\d)$/, (_m, d: string, c: string) => `${(Number(d) + 3) % 10}${c}`);
    let hits = 0;
    const b = engine(
      'paddle',
      pages.map((p) =>
        asOcr(p, 'paddle', (w) => (p.page === 1 && w.text === printed && !hits++ ? { ...w, text: misread } : w)),
      ),
    );
    assert.equal(hits, 1, 'the amount was printed once');
    const r = judgeOcr(
      engine(
        'tesseract',
        pages.map((p) => asOcr(p, 'tesseract')),
      ),
      b,
      cleanDigitalReadiness(pages.length),
      0,
    );
    assert.equal(r.verified, false);
    const index = truth.transactions.indexOf(row) + 1;
    assert.ok(
      r.reasons.some((x) => x.startsWith(`ocr_reads_disagree:tesseract vs paddle:row ${index} (page 1) amount:`)),
      r.reasons.join('\n'),
    );
    assert.match(r.attempts[1]!.reason ?? '', /disagrees with read 1/);
  });

  test('a single engine is never enough; a page the engine cannot read fails the statement, not the call', async () => {
    const one = judgeOcr(
      engine(
        'tesseract',
        pages.map((p) => asOcr(p, 'tesseract')),
      ),
      null,
      cleanDigitalReadiness(pages.length),
      0,
    );
    assert.equal(one.verified, false);
    assert.ok(one.reasons.includes('ocr_second_read_unavailable'));
    const r = await readScanOffline(
      pages.map((p) => p.page),
      ['tesseract', 'paddle'],
      async (page, e) => {
        if (e === 'paddle' && page === 2) throw Object.assign(new Error('reader killed'), { reason: 'timeout' });
        return asOcr(pages[page - 1]!, e);
      },
    );
    assert.equal(r.verified, false);
    assert.ok(r.reasons.includes('ocr_failed:page 2:paddle:timeout'), r.reasons.join('\n'));
    assert.equal(r.attempts[1]!.gate_status, 'failed');
  });

  test('a statement with scanned and text pages: rows from the text layer say read_from text, the scan rows ocr', async () => {
    const scanned = [2, 3];
    const r = await readScanOffline(scanned, ['tesseract', 'paddle'], async (page, e) => asOcr(pages[page - 1]!, e), {
      textPages: pages.filter((p) => !scanned.includes(p.page)),
    });
    assert.equal(r.verified, true, r.reasons.join('; '));
    const input = {
      documentId: 'doc_1',
      sourceFile: 'mixed.pdf',
      contentSha256: 'c0ffee',
      packetPages: pages.map((p) => p.page),
      pageModes: { '1': 'text', '2': 'image', '3': 'image' } as const,
    };
    const layout = readStatementDocument({ ...input, pages, imagePages: scanned });
    const { statement } = imageStatement(layout.statement, input, r);
    const byPage = statement.transactions.map((t) => [t.page, t.read_from]);
    assert.equal(byPage.length, truth.transactions.length);
    assert.deepEqual(
      byPage,
      statement.transactions.map((t) => [t.page, scanned.includes(t.page) ? 'ocr' : 'text']),
    );
    assert.ok(byPage.some(([, from]) => from === 'text') && byPage.some(([, from]) => from === 'ocr'));
  });

  test('the model as the second read: agreement verifies, a disagreement names the row', () => {
    const a = engine(
      'tesseract',
      pages.map((p) => asOcr(p, 'tesseract')),
    );
    const model = (read: EngineRead['read']): ImageReadResult => ({
      verified: true,
      read,
      gate: read!.gate,
      rows: [],
      labels: {},
      readiness: cleanDigitalReadiness(pages.length),
      usage: { cost_usd: 0.002 } as never,
      cacheHit: false,
      reasons: [],
      calls: 4,
      attempts: [
        {
          attempt: 1,
          read: 'image',
          reconciled: true,
          gate_status: 'accepted',
          windows: 2,
          cost_usd: '0.001',
          reason: null,
        },
        {
          attempt: 2,
          read: 'image_verify',
          reconciled: true,
          gate_status: 'accepted',
          windows: 2,
          cost_usd: '0.001',
          reason: null,
        },
      ],
    });
    const ok = judgeOcrWithModel(a, model(a.read), cleanDigitalReadiness(pages.length), 0);
    assert.equal(ok.verified, true, ok.reasons.join('; '));
    assert.deepEqual(
      ok.attempts.map((x) => x.read),
      ['ocr', 'image', 'image_verify'],
    );
    const wrong = structuredClone(a.read!);
    wrong.rows[4]!.amountCents += 100;
    const bad = judgeOcrWithModel(a, model(wrong), cleanDigitalReadiness(pages.length), 0);
    assert.equal(bad.verified, false);
    assert.ok(
      bad.reasons.some((x) => x.startsWith('ocr_model_disagree:tesseract vs model:row 5 ')),
      bad.reasons.join('\n'),
    );
  });
});
