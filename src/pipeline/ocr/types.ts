// What a local OCR engine gives for one page: words with pixel boxes and confidences. Pure data; it crosses
// the process boundary from the reader child (where the engines run) to the service.
import type { PageAssessment } from '../pixels/readiness.ts';

export type OcrEngineName = 'tesseract' | 'paddle';
export const OCR_ENGINES: readonly OcrEngineName[] = ['tesseract', 'paddle'];
/** The resolution a page is rendered at for the OCR engines (their models are tuned for print at 300 DPI). */
export const OCR_DPI = 300;

export interface OcrWord {
  text: string;
  /** box in pixels of the (deskewed) page image, y down from the top */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..1 */
  confidence: number;
}

/** A page rendered and prepared for reading (./prepare.ts), as one engine's reader hands it to the other's. */
export interface PreparedImage {
  width: number;
  height: number;
  /** one byte per pixel, row-major */
  gray: Uint8Array;
  dpi: number;
  deskewDegrees: number;
  assessment: PageAssessment;
}

export interface OcrPage {
  engine: OcrEngineName;
  page: number; // 1-based within its file
  widthPx: number;
  heightPx: number;
  dpi: number;
  /** the skew corrected before reading, degrees (0 when none) */
  deskewDegrees: number;
  /** the page's image readiness (blur, contrast, skew...), as the model path reports it */
  assessment: PageAssessment;
  words: OcrWord[];
  /** wall time of the page: render, prepare, recognize */
  ms: number;
  /** CPU time of the reader process during the page (all its threads), ms (for the bench) */
  cpuMs?: number;
  /** where the page's wall time went, ms: render, prepare (level, clean, stretch), the engine's recognition */
  stages?: { render: number; prepare: number; recognize: number };
  /** this read rendered and prepared the page itself (false: it took the image the other read prepared) */
  prepared?: boolean;
  /** the reader process's peak resident memory so far, MB, and its id (for the bench) */
  readerPeakRssMb?: number;
  readerPid?: number;
}
