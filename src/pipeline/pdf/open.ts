// Opening a PDF with pdfjs, safely: no eval, no font faces, no system fonts, no XFA, bounded image sizes,
// and every failure mapped to a PdfReadError reason.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { sniffContentType } from '../sniff.ts';
import { PdfReadError } from './errors.ts';

export type { PDFDocumentProxy, PDFPageProxy };
export const OPS = pdfjs.OPS;

export { DEFAULT_LIMITS, type PdfLimits } from './limits.ts';
import { DEFAULT_LIMITS, type PdfLimits } from './limits.ts';

// Resource folders shipped inside pdfjs-dist (read by pdfjs itself, only when a file needs them:
// non-embedded standard fonts, predefined CJK CMaps, JPX/JBIG2 wasm decoders).
// (resolved with require: the compiled reader is a CommonJS script, where import.meta.resolve is not)
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')) + '/';
const resource = (sub: string): string => `${pdfjsRoot}${sub}/`;

/**
 * `text`: the text layer only. A font the PDF does not embed is then not given its standard substitute
 * program (read from disk and parsed once per document): the substitute only draws glyphs, while the
 * text comes from the PDF's encodings, widths and built-in metrics. Same runs on 65 statements (41
 * real, 24 generated); a third less CPU on statements in the standard fonts.
 */
export type DocumentUse = 'text' | 'draw';

export function documentParams(data: Uint8Array, limits: PdfLimits, use: DocumentUse = 'draw') {
  return {
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    isOffscreenCanvasSupported: false,
    maxImageSize: limits.maxImagePixels,
    canvasMaxAreaInBytes: limits.canvasMaxAreaInBytes,
    verbosity: 0, // errors only: pdfjs warns on every recoverable oddity
    standardFontDataUrl: use === 'draw' ? resource('standard_fonts') : undefined,
    cMapUrl: resource('cmaps'),
    cMapPacked: true,
    wasmUrl: resource('wasm'),
    useWorkerFetch: false,
  };
}

function hasEofMarker(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString('latin1');
  return tail.includes('%%EOF');
}

export function mapOpenError(e: unknown, bytes: Uint8Array): PdfReadError {
  if (e instanceof PdfReadError) return e;
  const err = e as { name?: string; message?: string; code?: number };
  const detail = `${err?.name ?? 'Error'}: ${err?.message ?? String(e)}`;
  if (err?.name === 'PasswordException') return new PdfReadError('password_protected', detail);
  if (e instanceof RangeError && /call stack/i.test(err.message ?? '')) return new PdfReadError('corrupt', detail);
  if (!hasEofMarker(bytes)) return new PdfReadError('truncated', detail);
  return new PdfReadError('corrupt', detail);
}

/** Open a document after the byte-level checks; throws PdfReadError. The caller must `destroy()` it. */
export async function openPdf(
  bytes: Uint8Array,
  limits?: Partial<PdfLimits>,
  use: DocumentUse = 'draw',
): Promise<PDFDocumentProxy> {
  const lim: PdfLimits = { ...DEFAULT_LIMITS, ...limits };
  if (bytes.length > lim.maxBytes) throw new PdfReadError('too_large', `${bytes.length} bytes > ${lim.maxBytes}`);
  if (sniffContentType(bytes) !== 'application/pdf')
    throw new PdfReadError('not_a_pdf', `no %PDF- header in ${bytes.length} bytes`);
  // pdfjs transfers (detaches) the buffer it is given: hand it a copy so the caller keeps its bytes.
  const task = pdfjs.getDocument(documentParams(new Uint8Array(bytes), lim, use));
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => {});
    throw mapOpenError(e, bytes);
  }
  if (doc.numPages > lim.maxPages) {
    await doc.destroy();
    throw new PdfReadError('too_many_pages', `${doc.numPages} pages > ${lim.maxPages}`);
  }
  if (doc.numPages < 1) {
    await doc.destroy();
    throw new PdfReadError('corrupt', 'no pages');
  }
  return doc;
}
