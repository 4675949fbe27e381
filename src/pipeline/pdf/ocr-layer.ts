// What a page paints, from its operator list: images, outlined text, each glyph's visibility and the areas painted
// under text (./hidden-text.ts), and whether its text layer is OCR laid over a scan. A scanner's searchable PDF (the scanner's own OCR, Acrobat Paper Capture, ABBYY, OCRmyPDF, ...)
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
/** Modes that stroke the glyph's outline without filling it: its stroke colour is what shows. */
const STROKE_ONLY_MODES = new Set([1, 5]);
const FILL_OPS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const WHITE = '#ffffff';

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

/** One drawn glyph with a character (NFKC, no whitespace): whether it shows. */
export interface GlyphPaint {
  text: string;
  invisible: boolean;
  white: boolean;
  /** its operator's index: what was painted before it */
  seq: number;
}

/** An area painted in a colour other than white, or by an image, in page space (PDF units, y up). */
export interface Ground {
  box: [number, number, number, number];
  seq: number;
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
  glyphs: GlyphPaint[];
  grounds: Ground[];
}

type Matrix = number[];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** The box [x0, y0, x1, y1] under `m` of the box `b` (the unit square: an image's place). */
function boxUnder(m: Matrix, [x0, y0, x1, y1]: number[] = [0, 0, 1, 1]): Ground['box'] {
  const pts = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!]);
  const xs = pts.map((p) => p[0]!);
  const ys = pts.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The share of the page box [x0, y0, x1, y1] the unit square under `m` covers. */
function coverShare(m: Matrix, view: number[]): number {
  const [x0, y0, x1, y1] = boxUnder(m);
  const [vx0, vy0, vx1, vy1] = view as [number, number, number, number];
  const w = Math.min(vx1, x1) - Math.max(vx0, x0);
  const h = Math.min(vy1, y1) - Math.max(vy0, y0);
  const page = (vx1 - vx0) * (vy1 - vy0);
  return w > 0 && h > 0 && page > 0 ? (w * h) / page : 0;
}

/** A glyph's characters as the text content gives them: NFKC (ligatures apart), no whitespace. */
export const glyphChars = (s: string): string => s.normalize('NFKC').replace(/\s+/g, '');

/** The characters of a shown string's glyphs (pdfjs glyphs; numbers in the array are spacing). */
function shownGlyphs(glyphs: unknown): string[] {
  if (!Array.isArray(glyphs)) return [];
  const out: string[] = [];
  for (const g of glyphs) {
    const u = (g as { unicode?: unknown } | null)?.unicode;
    const text = typeof u === 'string' ? glyphChars(u) : '';
    if (text) out.push(text);
  }
  return out;
}

interface GState {
  ctm: Matrix;
  mode: number;
  fill: string;
  stroke: string;
}

/** One walk of the operator list, following the matrix, rendering mode and colours through save/restore and forms. */
export function paintFacts(ops: PageOps, view: number[]): PaintFacts {
  const facts: PaintFacts = {
    paintsImage: false,
    paths: 0,
    coverImage: false,
    chars: 0,
    invisible: 0,
    underImage: 0,
    glyphs: [],
    grounds: [],
  };
  let g: GState = { ctm: IDENTITY, mode: 0, fill: '#000000', stroke: '#000000' };
  const stack: GState[] = [];
  let visibleSoFar = 0; // visible characters not yet under a covering image
  ops.fnArray.forEach((fn, seq) => {
    const args = (ops.argsArray[seq] ?? []) as unknown[];
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) {
      stack.push(g);
      g = { ...g };
      if (fn === OPS.paintFormXObjectBegin && Array.isArray(args[0]) && args[0].length === 6)
        g.ctm = multiply(g.ctm, args[0] as Matrix);
    } else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) g = stack.pop() ?? g;
    else if (fn === OPS.transform) g.ctm = multiply(g.ctm, args as Matrix);
    else if (fn === OPS.setTextRenderingMode) g.mode = Number(args[0]);
    else if (fn === OPS.setFillRGBColor) g.fill = String(args[0]).toLowerCase();
    else if (fn === OPS.setStrokeRGBColor) g.stroke = String(args[0]).toLowerCase();
    else if (fn === OPS.setFillTransparent) g.fill = 'none';
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      const shown = shownGlyphs(args[0]);
      const n = shown.reduce((k, t) => k + t.length, 0);
      const invisible = INVISIBLE_MODES.has(g.mode);
      const white = (STROKE_ONLY_MODES.has(g.mode) ? g.stroke : g.fill) === WHITE;
      for (const text of shown) facts.glyphs.push({ text, invisible, white, seq });
      facts.chars += n;
      if (invisible) facts.invisible += n;
      else visibleSoFar += n;
    } else if (fn === OPS.constructPath) {
      facts.paths++;
      const minMax = args[2] as number[] | null;
      if (FILL_OPS.has(Number(args[0])) && minMax && g.fill !== WHITE && g.fill !== 'none')
        facts.grounds.push({ box: boxUnder(g.ctm, minMax), seq });
    }
    if (!IMAGE_OPS.has(fn)) return;
    facts.paintsImage = true;
    if (!UNIT_SQUARE_IMAGES.has(fn)) return;
    facts.grounds.push({ box: boxUnder(g.ctm), seq });
    if (coverShare(g.ctm, view) < COVER_SHARE) return;
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
