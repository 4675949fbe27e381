// What a page paints, from its operator list: images, outlined text, and whether its text layer is OCR laid
// over a scan. A scanner's searchable PDF (the scanner's own OCR, Acrobat Paper Capture, ABBYY, OCRmyPDF, ...)
// paints each page as one image and draws the recognized words where they sit on it, invisible (text rendering
// mode 3 or 7) or under the image, so that they can be selected and searched but never seen. That layer is only as
// good as the OCR that made it (`07107` for 07/07, `702 .10`): the statement reader may read the page's image with
// its own engines instead (../orchestrate/statement-segment.ts). Pure over the operator list.
import type { OcrLayer } from '../types.ts';
import { OPS } from './open.ts';
import { multiply } from './runs.ts';

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintSolidColorImageMask,
]);
/** Images drawn over the unit square of the current matrix: a stencil mask (a 1-bit scan) covers a page too. */
const UNIT_SQUARE_IMAGES = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintSolidColorImageMask,
]);
/** Opaque images: text drawn before one of these that covers the page is hidden under it (a mask paints only its ink). */
const OPAQUE_IMAGES = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject]);

/** Text rendering modes that paint nothing: 3 invisible, 7 add to the clipping path only. */
const INVISIBLE_MODES = new Set([3, 7]);

/** An image covering this share of the page is the page itself (a scan cropped a little at its edges still is). */
const COVER_SHARE = 0.75;
/** The share of a page's characters that must be hidden for its text layer to be OCR (a stamped visible page number or Bates mark may remain). */
const HIDDEN_SHARE = 0.5;
/** Fewer characters than this are no text layer to speak of (./quality.ts MIN_TEXT_CHARS). */
const MIN_CHARS = 20;

export interface PageOps {
  fnArray: number[];
  argsArray: unknown[];
}

/** What one walk of a page's operator list tells. */
export interface PaintFacts {
  paintsImage: boolean;
  paths: number;
  /** an image covers at least COVER_SHARE of the page */
  coverImage: boolean;
  /** non-space characters drawn as text */
  chars: number;
  /** of them, drawn in an invisible rendering mode */
  invisible: number;
  /** of the visible ones, drawn before an opaque image that covers the page */
  underImage: number;
}

type Matrix = number[];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** The share of the page box [x0, y0, x1, y1] the unit square under `m` covers. */
function coverShare(m: Matrix, view: number[]): number {
  const xs = [m[4]!, m[0]! + m[4]!, m[2]! + m[4]!, m[0]! + m[2]! + m[4]!];
  const ys = [m[5]!, m[1]! + m[5]!, m[3]! + m[5]!, m[1]! + m[3]! + m[5]!];
  const [vx0, vy0, vx1, vy1] = view as [number, number, number, number];
  const w = Math.min(vx1, Math.max(...xs)) - Math.max(vx0, Math.min(...xs));
  const h = Math.min(vy1, Math.max(...ys)) - Math.max(vy0, Math.min(...ys));
  const page = (vx1 - vx0) * (vy1 - vy0);
  return w > 0 && h > 0 && page > 0 ? (w * h) / page : 0;
}

/** Non-space characters of a shown string (pdfjs glyphs; numbers in the array are spacing). */
function shownChars(glyphs: unknown): number {
  if (!Array.isArray(glyphs)) return 0;
  let n = 0;
  for (const g of glyphs) {
    const u = (g as { unicode?: unknown } | null)?.unicode;
    if (typeof u === 'string') n += u.replace(/\s/g, '').length;
  }
  return n;
}

/** One walk of the operator list, following the matrix and rendering mode through save/restore and forms. */
export function paintFacts(ops: PageOps, view: number[]): PaintFacts {
  const facts: PaintFacts = { paintsImage: false, paths: 0, coverImage: false, chars: 0, invisible: 0, underImage: 0 };
  let ctm = IDENTITY;
  let mode = 0;
  const stack: Array<{ ctm: Matrix; mode: number }> = [];
  let visibleSoFar = 0; // visible characters not yet under a covering image
  ops.fnArray.forEach((fn, i) => {
    const args = (ops.argsArray[i] ?? []) as unknown[];
    if (fn === OPS.save) stack.push({ ctm, mode });
    else if (fn === OPS.restore) ({ ctm, mode } = stack.pop() ?? { ctm, mode });
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push({ ctm, mode });
      if (Array.isArray(args[0]) && args[0].length === 6) ctm = multiply(ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ({ ctm, mode } = stack.pop() ?? { ctm, mode });
    else if (fn === OPS.setTextRenderingMode) mode = Number(args[0]);
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      const n = shownChars(args[0]);
      facts.chars += n;
      if (INVISIBLE_MODES.has(mode)) facts.invisible += n;
      else visibleSoFar += n;
    } else if (fn === OPS.constructPath) facts.paths++;
    if (!IMAGE_OPS.has(fn)) return;
    facts.paintsImage = true;
    if (!UNIT_SQUARE_IMAGES.has(fn) || coverShare(ctm, view) < COVER_SHARE) return;
    facts.coverImage = true;
    if (OPAQUE_IMAGES.has(fn)) {
      facts.underImage += visibleSoFar;
      visibleSoFar = 0;
    }
  });
  return facts;
}

/** The page's text layer is OCR when an image covers the page and most of the text is hidden over or under it. */
export function ocrLayerOf(facts: PaintFacts, tool: string | null): OcrLayer | null {
  const hidden = facts.invisible + facts.underImage;
  if (!facts.coverImage || facts.chars < MIN_CHARS || hidden < HIDDEN_SHARE * facts.chars) return null;
  return { hidden: facts.invisible >= facts.underImage ? 'invisible_text' : 'text_under_image', tool };
}

// The OCR tools and scanners that write searchable PDFs, as their Producer or Creator names them.
const OCR_TOOLS = /paper capture|abbyy|finereader|ocrmypdf|tesseract|omnipage|readiris|scansnap|nuance|kofax|\bocr\b/i;

/** The Producer or Creator naming an OCR tool or scanner (its words, trimmed); null when neither does. */
export function ocrTool(info: Record<string, unknown> | null | undefined): string | null {
  for (const key of ['Producer', 'Creator']) {
    const v = info?.[key];
    if (typeof v === 'string' && OCR_TOOLS.test(v)) return v.trim().slice(0, 120);
  }
  return null;
}
