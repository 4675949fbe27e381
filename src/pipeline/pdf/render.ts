// One page → PNG at a DPI, for the image read. pdfjs draws into an @napi-rs/canvas canvas (native memory,
// outside the V8 heap limit), so the pixel area is capped here: a page larger than the cap is drawn at a
// lower DPI rather than allocating an unbounded bitmap. Images above `maxImagePixels` are skipped by pdfjs.
import type { Canvas } from '@napi-rs/canvas';
import { openPdf, type PdfLimits } from './open.ts';
import { PdfReadError } from './errors.ts';
import { uprightTurn, type RawTextItem } from './runs.ts';

/** 300 DPI on a 11×17 tabloid page is 15.3 Mpx; 36 Mpx allows legal/tabloid scans with margin. */
export const MAX_RENDER_PIXELS = 36_000_000;

export interface RenderedPage {
  png: Uint8Array;
  widthPx: number;
  heightPx: number;
  dpi: number; // the DPI actually used (lower than asked when the area cap applied)
}

interface NodeCanvas {
  width: number;
  height: number;
  toBuffer(mime: 'image/png'): Uint8Array;
}

interface NodeContext {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

export async function renderPage(
  bytes: Uint8Array,
  pageNumber: number,
  dpi = 300,
  limits?: Partial<PdfLimits>,
): Promise<RenderedPage> {
  const r = await drawPage(bytes, pageNumber, dpi, limits, (canvas) => canvas.toBuffer('image/png'));
  return { png: new Uint8Array(r.taken), widthPx: r.widthPx, heightPx: r.heightPx, dpi: r.dpi };
}

/**
 * A page's canvas as pdfjs drew it, and a maker of blank canvases from the same native library. pdfjs draws
 * with its own copy of @napi-rs/canvas (an older version, nested in pdfjs-dist): a canvas of one copy drawn
 * onto a canvas of the other crashes the process, so whatever draws this canvas again makes its canvas here.
 */
export interface DrawnPage {
  canvas: Canvas;
  blank(width: number, height: number): Canvas;
}

/**
 * The page's RGBA pixels as drawn, for a reader that reads them itself (OCR): no PNG encode and decode (~0.5 s
 * of CPU a 300 DPI page), and the drawn canvas itself, so the reader need not put 8.4 Mpx back into a new
 * canvas to measure or turn the page (~0.3 s).
 */
export interface RenderedPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  dpi: number;
  drawn: DrawnPage;
}

export async function renderPixels(
  bytes: Uint8Array,
  pageNumber: number,
  dpi = 300,
  limits?: Partial<PdfLimits>,
): Promise<RenderedPixels> {
  const r = await drawPage(bytes, pageNumber, dpi, limits, (canvas, ctx, blank) => ({
    data: ctx.getImageData(0, 0, canvas.width, canvas.height).data,
    drawn: { canvas: canvas as unknown as Canvas, blank: (w: number, h: number) => blank(w, h) as unknown as Canvas },
  }));
  return { width: r.widthPx, height: r.heightPx, data: r.taken.data, dpi: r.dpi, drawn: r.taken.drawn };
}

async function drawPage<T>(
  bytes: Uint8Array,
  pageNumber: number,
  dpi: number,
  limits: Partial<PdfLimits> | undefined,
  take: (canvas: NodeCanvas, ctx: NodeContext, blank: (w: number, h: number) => NodeCanvas) => T,
): Promise<{ taken: T; widthPx: number; heightPx: number; dpi: number }> {
  const doc = await openPdf(bytes, limits);
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
      throw new RangeError(`page ${pageNumber} is outside 1..${doc.numPages}`);
    }
    const page = await doc.getPage(pageNumber).catch((e: unknown) => {
      throw new PdfReadError('corrupt', `page ${pageNumber}: ${String((e as Error)?.message ?? e)}`);
    });
    // Same upright turn as the text read (./runs.ts): sideways content is rendered readable.
    const items = (await page.getTextContent()).items.filter((i) => 'str' in i) as RawTextItem[];
    const rotation = (page.rotate + uprightTurn(items, page.getViewport({ scale: 1 }).transform)) % 360;
    const base = page.getViewport({ scale: 1, rotation });
    let scale = dpi / 72;
    const area = base.width * base.height * scale * scale;
    if (area > MAX_RENDER_PIXELS) scale *= Math.sqrt(MAX_RENDER_PIXELS / area);
    const viewport = page.getViewport({ scale, rotation });
    const widthPx = Math.max(1, Math.floor(viewport.width));
    const heightPx = Math.max(1, Math.floor(viewport.height));
    const factory = (
      doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: NodeCanvas; context: unknown } } }
    ).canvasFactory;
    const { canvas, context } = factory.create(widthPx, heightPx);
    // White page underneath: PDF pages are transparent; a model reads black-on-white best.
    const ctx = context as NodeContext;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, widthPx, heightPx);
    try {
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    } catch (e) {
      throw new PdfReadError('corrupt', `render page ${pageNumber}: ${String((e as Error)?.message ?? e)}`);
    }
    const taken = take(canvas, ctx, (w, h) => factory.create(w, h).canvas);
    page.cleanup();
    return { taken, widthPx, heightPx, dpi: Math.round(scale * 72 * 100) / 100 };
  } finally {
    await doc.destroy();
  }
}
