// PDF bytes → positioned text runs per page (+ which pages need the image read). In-process pdfjs;
// for untrusted input at scale use the pool (./pool.ts), which adds time and memory limits per file.
import type { PageText, PdfExtract, TextRun } from '../types.ts';
import { PdfReadError } from './errors.ts';
import { dropOverprints, itemToRuns, uprightTurn, type RawTextItem } from './runs.ts';
import { formFieldRuns } from './form-values.ts';
import { classifyPageMode, type PageModeInfo } from './quality.ts';
import { paintFacts, ocrLayerOf, ocrTool, type FontLook, type PaintFacts } from './ocr-layer.ts';
import { visibleItems } from './hidden-text.ts';
import { respacedItems } from './word-gaps.ts';
import { openPdf, type PdfLimits, type PDFDocumentProxy, type PDFPageProxy } from './open.ts';

export { PdfReadError } from './errors.ts';
export type { PdfFailReason } from './errors.ts';
export type { PdfLimits } from './open.ts';
export { DEFAULT_LIMITS } from './open.ts';
export type { PageMode, PageModeInfo, PageModeReason } from './quality.ts';
export { pageModesObject } from './quality.ts';

/** PdfExtract plus the per-page mode decision (for `page_modes` and image-read routing). */
export interface PdfReadResult extends PdfExtract {
  modes: PageModeInfo[];
}

/** Text drawn as outlines (curves, no text layer) shows up as many paths: a glyph is a path. */
const OUTLINE_PATHS = 100;

/** What a reading of the text layer names from the page's drawing besides the text it shows. */
export interface PageLook {
  /** name an OCR layer over a scan (./ocr-layer.ts) */
  ocrLayer: boolean;
  /** the OCR tool the file's Producer or Creator names */
  tool: string | null;
}

export async function readPage(
  page: PDFPageProxy,
  pageNumber: number,
  look: PageLook = { ocrLayer: false, tool: null },
): Promise<{ text: PageText; mode: PageModeInfo; facts: PaintFacts }> {
  const content = await page.getTextContent();
  // the drawing is walked on every page: what it paints decides which text shows (./hidden-text.ts)
  const ops = await page.getOperatorList();
  const facts = paintFacts(ops, page.view, (name) =>
    page.commonObjs.has(name) ? (page.commonObjs.get(name) as FontLook) : undefined,
  );
  // word gaps from the glyphs' places where pdfjs spaced every glyph (./word-gaps.ts), then what paper shows
  const text = respacedItems(content.items.filter((i) => 'str' in i) as RawTextItem[], facts.glyphs);
  const items = visibleItems(text, facts, facts.coverImage);
  const turn = uprightTurn(items, page.getViewport({ scale: 1 }).transform);
  const viewport = page.getViewport({ scale: 1, rotation: (page.rotate + turn) % 360 });
  const drawn: TextRun[] = [];
  for (const item of items) itemToRuns(item, viewport.transform, drawn);
  const runs = dropOverprints(drawn);
  const typed = await formFieldRuns(page, viewport.transform);
  runs.push(...typed);
  // a near-empty page still paints something to read: an image, or text as outlines
  const mode = await classifyPageMode(pageNumber, runs, async () => facts.paintsImage || facts.paths >= OUTLINE_PATHS);
  const ocrLayer = look.ocrLayer ? ocrLayerOf(facts, look.tool) : null;
  return {
    text: {
      page: pageNumber,
      width: Math.round(viewport.width * 100) / 100,
      height: Math.round(viewport.height * 100) / 100,
      runs,
      ...(typed.length ? { formFieldRuns: typed.length } : {}),
      ...(ocrLayer ? { ocrLayer } : {}),
    },
    mode,
    facts,
  };
}

/** 1-based, inclusive: the pages one reader reads when a large file is split across readers (./pool.ts). */
export interface PageRange {
  from: number;
  to: number;
}

/**
 * Read every page's text layer (or the pages of `range`; `pageCount` is always the whole file's). Throws PdfReadError (reason codes in ./errors.ts) when the file cannot be
 * read: password needed, damaged, truncated, over the page or byte limits, not a PDF. An empty user
 * password opens (owner-password-only files read normally). JavaScript, forms and fonts are never run.
 */
export async function extractPdf(
  bytes: Uint8Array,
  limits?: Partial<PdfLimits>,
  range?: PageRange,
): Promise<PdfReadResult> {
  const doc = await openPdf(bytes, limits, 'text');
  try {
    return await readOpenPdf(doc, range);
  } finally {
    await doc.destroy();
  }
}

/** The text layer of a document opened with `openPdf(…, 'text')`; the caller destroys it. */
export async function readOpenPdf(doc: PDFDocumentProxy, range?: PageRange): Promise<PdfReadResult> {
  const pages: PageText[] = [];
  const modes: PageModeInfo[] = [];
  const first = range?.from ?? 1;
  // An OCR layer is named on the read's first page, and on every page when that one is painted by an image
  // covering it (a scan) or the file names an OCR tool.
  const tool = ocrTool((await doc.getMetadata().catch(() => null))?.info as Record<string, unknown> | undefined);
  let lookAll = tool !== null;
  for (let n = first; n <= Math.min(doc.numPages, range?.to ?? doc.numPages); n++) {
    const page = await doc.getPage(n).catch((e: unknown) => {
      throw new PdfReadError('corrupt', `page ${n}: ${String((e as Error)?.message ?? e)}`);
    });
    try {
      const { text, mode, facts } = await readPage(page, n, { ocrLayer: lookAll || n === first, tool });
      if (n === first && facts.coverImage) lookAll = true;
      pages.push(text);
      modes.push(mode);
    } catch (e) {
      if (e instanceof PdfReadError) throw e;
      throw new PdfReadError('corrupt', `page ${n}: ${String((e as Error)?.message ?? e)}`);
    } finally {
      page.cleanup();
    }
  }
  return {
    pageCount: doc.numPages,
    pages,
    imagePages: modes.filter((m) => m.mode === 'image').map((m) => m.page),
    modes,
  };
}
