// The PDF reader port: what the pipeline asks of the reader processes (src/readers/pool.ts implements it, each
// call under a reader's time and memory limits; tests may read in process).
import type { PdfReadResult } from '../pdf/extract.ts';
import type { RenderedPage } from '../pdf/render.ts';
import type { CellBox } from '../ocr/cell.ts';
import type { OcrEngineName, OcrPage } from '../ocr/types.ts';

export interface PdfPool {
  extract(bytes: Uint8Array): Promise<PdfReadResult>;
  /** PNG of one page (1-based) at `dpi` (lowered if the page would exceed the pixel cap). */
  render(bytes: Uint8Array, pageNumber: number, dpi?: number): Promise<Uint8Array>;
  renderPage(bytes: Uint8Array, pageNumber: number, dpi?: number): Promise<RenderedPage>;
  /** PNG/JPEG → one-page PDF in a reader (a PNG is decoded there, not in the service). */
  imageToPdf(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<Uint8Array>;
  /** Start up to `readers` readers now (a reader takes a while to load pdfjs), so the first files do not wait. */
  warm?(readers?: number): void;
  /**
   * One page (1-based) rendered at `dpi` (OCR_DPI by default) and read by a local OCR engine, in a reader (time
   * and memory limits apply). `cells`: only these cells of the page are read, each on its own (../ocr/disputes.ts).
   */
  ocr(bytes: Uint8Array, pageNumber: number, engine: OcrEngineName, dpi?: number, cells?: CellBox[]): Promise<OcrPage>;
  destroy(): Promise<void>;
}
