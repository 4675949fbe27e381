// A "searchable scan": each page is an image of the statement with an invisible OCR text layer on top that
// has OCR errors (`l` for `1`, `O` for `0`, a digit split by a space, a misread digit). The image is right
// and the truth follows it; a reader that trusts the text layer must fail the gate, never verify.
import {
  PDFDocument,
  StandardFonts,
  popGraphicsState,
  pushGraphicsState,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';
import { extractPdf } from '../../src/pipeline/pdf/extract.ts';
import { renderPage } from '../../src/pipeline/pdf/render.ts';
import type { Fixture } from './index.ts';
import { layoutByName } from './layouts/index.ts';
import { stampFixed } from './pdf-writer.ts';
import { Rng } from './rng.ts';
import { renderStatement, viewFor } from './statement.ts';

const LOOKALIKE: Record<string, string> = { '1': 'l', '0': 'O', '5': 'S', '8': 'B', '6': 'G' };
const MISREAD: Record<string, string> = {
  '3': '8',
  '8': '3',
  '1': '7',
  '7': '1',
  '6': '5',
  '5': '6',
  '0': '8',
  '4': '9',
  '9': '4',
  '2': '7',
};

/** One OCR error in an amount: a lookalike letter, a split, or a misread digit. */
function corruptAmount(s: string, rng: Rng): string {
  const idx = [...s].map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
  const i = rng.pick(idx);
  const kind = rng.int(0, 2);
  if (kind === 0 && LOOKALIKE[s[i]]) return s.slice(0, i) + LOOKALIKE[s[i]] + s.slice(i + 1);
  if (kind === 1 && i > 0) return `${s.slice(0, i)} ${s.slice(i)}`;
  return s.slice(0, i) + (MISREAD[s[i]] ?? s[i]) + s.slice(i + 1);
}

export async function generateOcrLayerStatement(
  layoutName = 'summit-key',
  seed = 1,
  month = 0,
  dpi = 150,
): Promise<Fixture> {
  const layout = layoutByName(layoutName);
  const r = await renderStatement(layout, viewFor(layout, seed, month), `ocr:${seed}:${month}`);
  const text = await extractPdf(r.pdf);
  const out = await PDFDocument.create();
  stampFixed(out);
  const font = await out.embedFont(StandardFonts.Helvetica);
  const rng = new Rng(`ocr:${layoutName}:${seed}:${month}`);
  const errors: string[] = [];
  for (const pt of text.pages) {
    const img = await out.embedPng((await renderPage(r.pdf, pt.page, dpi)).png);
    const page = out.addPage([pt.width, pt.height]);
    page.drawImage(img, { x: 0, y: 0, width: pt.width, height: pt.height });
    const amounts = pt.runs
      .map((run, i) => (/^[-(−$]*\d[\d,]*\.\d\d\)?-?(CR| DR)?$/.test(run.str.trim()) ? i : -1))
      .filter((i) => i >= 0);
    const hit = new Set<number>(amounts.filter(() => rng.chance(0.06)));
    if (amounts.length && !hit.size) hit.add(rng.pick(amounts));
    page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
    pt.runs.forEach((run, i) => {
      let s = run.str.replace(/\u2212/g, '-');
      if (hit.has(i)) {
        const bad = corruptAmount(s, rng);
        if (bad !== s) errors.push(`page ${pt.page}: ${s} -> ${bad}`);
        s = bad;
      }
      if (!s.trim()) return;
      const size = Math.max(4, run.height);
      const w = font.widthOfTextAtSize(s, size);
      // stretch nothing: OCR layers rarely match glyph widths; keep the left edge and baseline
      page.drawText(s, {
        x: run.x,
        y: pt.height - run.y,
        size: w > 0 && run.width > 0 ? Math.min(size, ((size * run.width) / w) * 1.02) : size,
        font,
      });
    });
    page.pushOperators(popGraphicsState());
  }
  const name = `ocr-layer-${layoutName}${seed === 1 ? '' : `-s${seed}`}`;
  const truth = {
    file: `${name}.pdf`,
    layout: layout.name,
    page_classes: r.truth.pages.map(() => 'bank_statement' as const),
    statements: [{ ...r.truth, ocr_errors: errors }],
    quirks: [...layout.quirks, 'ocr-text-layer'],
  };
  return { name, pdf: await out.save({ useObjectStreams: false }), truth };
}
