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

/** One drawn glyph with a character (NFKC, no whitespace): whether it shows, and where it stands. */
export interface GlyphPaint {
  text: string;
  invisible: boolean;
  white: boolean;
  /** its operator's index: what was painted before it */
  seq: number;
  /**
   * Where the glyph stands along its baseline, however the line is turned (page space, PDF units): its origin `x`,
   * the end of its own advance `end` (character spacing aside), the baseline's offset `y` across, and its font size
   * `em`; NaN in vertical writing. `spaced`: a space glyph was shown between it and the glyph before (./word-gaps.ts).
   */
  x: number;
  end: number;
  y: number;
  em: number;
  spaced: boolean;
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

/**
 * Each text item's glyphs in the page's drawing, matched character by character in content-stream order, for the
 * items up to where the two lists part ways; `whole` when every item matched.
 */
export function glyphsByItem(
  items: { str: string }[],
  glyphs: GlyphPaint[],
): { byItem: GlyphPaint[][]; whole: boolean } {
  const byItem: GlyphPaint[][] = [];
  let at = 0;
  for (const item of items) {
    const want = glyphChars(item.str);
    const start = at;
    let got = '';
    while (got.length < want.length && at < glyphs.length) got += glyphs[at++]!.text;
    if (got !== want) return { byItem, whole: false };
    byItem.push(glyphs.slice(start, at));
  }
  return { byItem, whole: true };
}

interface GState {
  ctm: Matrix;
  mode: number;
  fill: string;
  stroke: string;
  /** the text state (graphics state in PDF): font size, its matrix's scale, Tc, Tw, Tz as a factor, TL */
  size: number;
  fontScale: number;
  vertical: boolean;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
}

/** What the walk needs of a font: its matrix (glyph widths to text space) and whether it writes vertically. */
export interface FontLook {
  fontMatrix?: number[];
  vertical?: boolean;
}
const STANDARD_FONT: FontLook = { fontMatrix: [0.001, 0, 0, 0.001, 0, 0] };

/** A pdfjs glyph of a shown string (numbers in the array are spacing, in thousandths of the font size). */
interface ShownGlyph {
  unicode?: unknown;
  width?: unknown;
  isSpace?: unknown;
}

/** The text matrix of the operator's args: pdfjs gives one array of six, older builds six numbers. */
const sixOf = (args: unknown[]): Matrix | null => {
  const m = (args.length === 1 ? Array.from(args[0] as ArrayLike<number>) : args) as number[];
  return m.length === 6 && m.every((v) => typeof v === 'number') ? m : null;
};

/**
 * One walk of the operator list, following the matrix, rendering mode, colours and text state through save/restore
 * and forms. `font` names a loaded font's matrix (pdfjs's standard 1/1000 when it gives none).
 */
export function paintFacts(
  ops: PageOps,
  view: number[],
  font: (name: string) => FontLook | undefined = () => undefined,
): PaintFacts {
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
  let g: GState = {
    ctm: IDENTITY,
    mode: 0,
    fill: '#000000',
    stroke: '#000000',
    size: 0,
    fontScale: 0.001,
    vertical: false,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
  };
  const stack: GState[] = [];
  let tm: Matrix = IDENTITY; // text matrix and text line matrix (not graphics state)
  let tlm: Matrix = IDENTITY;
  let spaced = false; // a space glyph shown since the last glyph with a character
  const fonts = new Map<string, FontLook>();
  const moveLine = (tx: number, ty: number): void => {
    tlm = [
      tlm[0]!,
      tlm[1]!,
      tlm[2]!,
      tlm[3]!,
      tlm[0]! * tx + tlm[2]! * ty + tlm[4]!,
      tlm[1]! * tx + tlm[3]! * ty + tlm[5]!,
    ];
    tm = tlm;
  };
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
    else if (fn === OPS.setFont) {
      const name = String(args[0]);
      let look = fonts.get(name);
      if (!look) fonts.set(name, (look = font(name) ?? STANDARD_FONT));
      g.size = Number(args[1]) || 0;
      g.fontScale = look.fontMatrix?.[0] ?? 0.001;
      g.vertical = look.vertical === true;
    } else if (fn === OPS.setCharSpacing) g.charSpacing = Number(args[0]) || 0;
    else if (fn === OPS.setWordSpacing) g.wordSpacing = Number(args[0]) || 0;
    else if (fn === OPS.setHScale) g.hScale = (Number(args[0]) || 100) / 100;
    else if (fn === OPS.setLeading) g.leading = Number(args[0]) || 0;
    else if (fn === OPS.beginText) {
      tm = tlm = IDENTITY;
      spaced = false;
    } else if (fn === OPS.setTextMatrix) {
      const m = sixOf(args);
      if (m) tm = tlm = m;
    } else if (fn === OPS.moveText) moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
    else if (fn === OPS.setLeadingMoveText) {
      g.leading = -(Number(args[1]) || 0);
      moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
    } else if (fn === OPS.nextLine) moveLine(0, -g.leading);
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      const invisible = INVISIBLE_MODES.has(g.mode);
      const white = (STROKE_ONLY_MODES.has(g.mode) ? g.stroke : g.fill) === WHITE;
      // the glyphs' places along the line: text space advances (PDF 9.4.4) under the text matrix and the CTM
      const m = multiply(g.ctm, tm);
      // along the baseline (its direction under m) and across it, whatever way the line runs
      const unit = g.vertical ? 0 : Math.hypot(m[0]!, m[1]!);
      const base = unit ? (m[4]! * m[0]! + m[5]! * m[1]!) / unit : NaN;
      const across = unit ? (m[5]! * m[0]! - m[4]! * m[1]!) / unit : NaN;
      const em = unit ? Math.hypot(m[2]!, m[3]!) * Math.abs(g.size) : NaN;
      let along = 0; // text space, before the horizontal scale
      let n = 0;
      for (const gl of Array.isArray(args[0]) ? (args[0] as unknown[]) : []) {
        if (typeof gl === 'number') {
          along -= (gl * g.size) / 1000;
          continue;
        }
        const glyph = gl as ShownGlyph | null;
        const w = (Number(glyph?.width) || 0) * g.fontScale * g.size;
        const u = glyph?.unicode;
        const text = typeof u === 'string' ? glyphChars(u) : '';
        const space = glyph?.isSpace === true;
        if (text) {
          const x = base + unit * along * g.hScale;
          const end = base + unit * (along + w) * g.hScale;
          facts.glyphs.push({ text, invisible, white, seq, x, end, y: across, em, spaced });
          n += text.length;
          spaced = false;
        } else if (typeof u === 'string' && /^\s+$/.test(u)) spaced = true;
        along += w + g.charSpacing + (space ? g.wordSpacing : 0);
      }
      const dx = along * g.hScale;
      tm = [tm[0]!, tm[1]!, tm[2]!, tm[3]!, tm[4]! + tm[0]! * dx, tm[5]! + tm[1]! * dx];
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
