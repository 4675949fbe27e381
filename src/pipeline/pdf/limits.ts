// The PDF reader's limits, apart from open.ts: the API process needs these numbers but must never load
// pdfjs-dist, whose legacy build swaps the global JSON.stringify for a core-js polyfill about 4× slower
// (every response body pays for it). pdfjs runs only inside the reader child processes.

export interface PdfLimits {
  /** Files with more pages fail with `too_many_pages`. */
  maxPages: number;
  /** Larger inputs fail with `too_large` before parsing. */
  maxBytes: number;
  /** Images above this many pixels are not decoded (decompression-bomb guard). */
  maxImagePixels: number;
  /** Largest canvas pdfjs may allocate while rendering, in bytes. */
  canvasMaxAreaInBytes: number;
}

export const DEFAULT_LIMITS: PdfLimits = {
  maxPages: 2000,
  maxBytes: 100 * 1024 * 1024,
  // A 300 DPI letter page is 8.4 Mpx; a 600 DPI legal scan 20 Mpx. 64 Mpx leaves room, stops bombs.
  maxImagePixels: 64 * 1024 * 1024,
  canvasMaxAreaInBytes: 256 * 1024 * 1024,
};
