// One page of a file read by one local OCR engine, inside the reader child: render at the DPI asked, level
// and stretch it, recognize. The words come back with their boxes in the prepared image's pixels.
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
): Promise<PreparedImage> {
  const rendered = await renderPixels(bytes, page, dpi, limits);
  const img = preparePage(rendered, page);
  const { width, height, gray, deskewDegrees, assessment } = img;
  return { width, height, gray, dpi: rendered.dpi, deskewDegrees, assessment };
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
  const img = given ?? (await prepareImage(bytes, page, dpi, limits));
  if (!given) share?.(img);
  const read = engine === 'tesseract' ? tesseractWords : paddleWords;
  const words = await read(img.gray, img.width, img.height);
  return { ...pageRecord(engine, page, img, words, t0, cpu0), prepared: !given };
}

/**
 * Cells of one page read again by one engine (./disputes.ts): the page rendered and prepared as for its
 * first read (the same pixels), then each cell read on its own. The page's words are the cells' words only.
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
  const img = await prepareImage(bytes, page, dpi, limits);
  const read = engine === 'tesseract' ? tesseractCell : paddleCell;
  const words: OcrWord[] = [];
  for (const cell of cells) words.push(...(await read(img, cell)));
  return pageRecord(engine, page, img, words, t0, cpu0);
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
