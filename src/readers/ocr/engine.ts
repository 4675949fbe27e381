// One page of a file read by one local OCR engine, inside the reader child: render at the DPI asked, level
// and stretch it, recognize. The words come back with their boxes in the prepared image's pixels.
import { createHash } from 'node:crypto';
import { renderPixels } from '../../pipeline/pdf/render.ts';
import type { PdfLimits } from '../../pipeline/pdf/limits.ts';
import type { CellBox } from '../../pipeline/ocr/cell.ts';
import { paddleCell, paddleWords } from './paddle.ts';
import { preparePage } from '../../pipeline/ocr/prepare.ts';
import { tesseractCell, tesseractWords } from './tesseract.ts';
import type { OcrEngineName, OcrPage, OcrWord, PreparedImage } from '../../pipeline/ocr/types.ts';

/** Render and prepare one page for reading. */
async function prepareImage(
  bytes: Uint8Array,
  page: number,
  dpi: number,
  limits: Partial<PdfLimits>,
): Promise<{ img: PreparedImage; render: number; prepare: number }> {
  const t0 = performance.now();
  const rendered = await renderPixels(bytes, page, dpi, limits);
  const t1 = performance.now();
  const img = preparePage(rendered, page);
  const { width, height, gray, deskewDegrees, assessment } = img;
  return {
    img: { width, height, gray, dpi: rendered.dpi, deskewDegrees, assessment },
    render: Math.round(t1 - t0),
    prepare: Math.round(performance.now() - t1),
  };
}

/**
 * The pages this reader prepared or was handed, kept for a second look at their cells (../ocr/disputes.ts):
 * the re-read comes soon after the page's first read, to the reader holding its engine, which saw every page
 * (prepared it or took it from the other reader), so the page is neither rendered nor cleaned again. Keyed
 * by the file's digest (never trusted by name), the page and the DPI; the oldest go past 64 MB of pixels.
 */
const kept = new Map<string, PreparedImage>();
const KEPT_BYTES = 64 * 1024 * 1024;
const keyOf = (bytes: Uint8Array, page: number, dpi: number): string =>
  `${createHash('sha256').update(bytes).digest('hex')}:${page}:${dpi}`;

function keep(key: string, img: PreparedImage): void {
  kept.delete(key);
  kept.set(key, img);
  let total = [...kept.values()].reduce((s, i) => s + i.gray.byteLength, 0);
  for (const [k, i] of kept) {
    if (total <= KEPT_BYTES || k === key) break;
    kept.delete(k);
    total -= i.gray.byteLength;
  }
}

/**
 * `given`: the page as the other engine's reader prepared it (rendered once for both reads); else it is
 * rendered here and, when `share` is given, handed to it before recognizing.
 */
export async function ocrPage(
  bytes: Uint8Array,
  page: number,
  engine: OcrEngineName,
  dpi: number,
  limits: Partial<PdfLimits>,
  given?: PreparedImage,
  share?: (img: PreparedImage) => void,
): Promise<OcrPage> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const made = given ? null : await prepareImage(bytes, page, dpi, limits);
  const img = given ?? made!.img;
  if (!given) share?.(img);
  keep(keyOf(bytes, page, dpi), img);
  const t1 = performance.now();
  const read = engine === 'tesseract' ? tesseractWords : paddleWords;
  const words = await read(img.gray, img.width, img.height);
  const stages = {
    render: made?.render ?? 0,
    prepare: made?.prepare ?? 0,
    recognize: Math.round(performance.now() - t1),
  };
  return { ...pageRecord(engine, page, img, words, t0, cpu0), prepared: !given, stages };
}

/**
 * Cells of one page read again by one engine (./disputes.ts): the page as this reader kept it from its first
 * read (else rendered and prepared again: the same pixels), then each cell read on its own. The page's words
 * are the cells' words only.
 */
export async function ocrCells(
  bytes: Uint8Array,
  page: number,
  engine: OcrEngineName,
  dpi: number,
  limits: Partial<PdfLimits>,
  cells: CellBox[],
): Promise<OcrPage> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const key = keyOf(bytes, page, dpi);
  const made = kept.has(key) ? null : await prepareImage(bytes, page, dpi, limits);
  const img = kept.get(key) ?? made!.img;
  keep(key, img);
  const t1 = performance.now();
  const read = engine === 'tesseract' ? tesseractCell : paddleCell;
  const words: OcrWord[] = [];
  for (const cell of cells) words.push(...(await read(img, cell)));
  const stages = {
    render: made?.render ?? 0,
    prepare: made?.prepare ?? 0,
    recognize: Math.round(performance.now() - t1),
  };
  return { ...pageRecord(engine, page, img, words, t0, cpu0), prepared: made !== null, stages };
}

/** What one engine's read of a prepared page reports, with the time and CPU since `t0` and `cpu0`. */
function pageRecord(
  engine: OcrEngineName,
  page: number,
  img: PreparedImage,
  words: OcrWord[],
  t0: number,
  cpu0: NodeJS.CpuUsage,
): OcrPage {
  return {
    engine,
    page,
    widthPx: img.width,
    heightPx: img.height,
    dpi: img.dpi,
    deskewDegrees: img.deskewDegrees,
    assessment: img.assessment,
    words,
    ms: Math.round(performance.now() - t0),
    cpuMs: cpuMsSince(cpu0),
    readerPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    readerPid: process.pid,
  };
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return Math.round((d.user + d.system) / 1000);
}
