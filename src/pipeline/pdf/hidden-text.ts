// Text a page draws that paper never shows: glyphs in a rendering mode that paints nothing (3, 7), and glyphs
// filled white where nothing was painted under them. Print engines put both on statements (mail-run codes, an OMR
// string, the full account number, the ending balance again for the mail house's checks); a reader that takes them
// as printed reads a balance twice and the ledger fails. A scan's OCR layer is invisible text too, but over an image
// that covers the page: that text is the page's reading and stays (./ocr-layer.ts).
//
// pdfjs gives the text (getTextContent) and the drawing (getOperatorList) apart, each in content-stream order; the
// glyphs of the one are matched to the items of the other by their characters, in order (pdfjs leaves text it
// cannot place out of the items, at the end). Where the two part ways, nothing is dropped. Pure over both lists.
import { OPS } from './open.ts';
import { multiply, type RawTextItem } from './runs.ts';
import type { PageOps } from './ocr-layer.ts';

/** One drawn glyph with a character: whether it shows. */
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

export interface TextPaint {
  glyphs: GlyphPaint[];
  grounds: Ground[];
}

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
const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
const WHITE = '#ffffff';

const chars = (s: string): string => s.normalize('NFKC').replace(/\s+/g, '');

function boxUnder(m: number[], [x0, y0, x1, y1]: number[]): Ground['box'] {
  const pts = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

interface GState {
  ctm: number[];
  mode: number;
  fill: string;
  stroke: string;
}

/** One walk of the operator list: each glyph's visibility, and the areas painted under later text. */
export function textPaint(ops: PageOps): TextPaint {
  const out: TextPaint = { glyphs: [], grounds: [] };
  let g: GState = { ctm: [1, 0, 0, 1, 0, 0], mode: 0, fill: '#000000', stroke: '#000000' };
  const stack: GState[] = [];
  ops.fnArray.forEach((fn, seq) => {
    const args = (ops.argsArray[seq] ?? []) as unknown[];
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) {
      stack.push(g);
      g = { ...g };
      if (fn === OPS.paintFormXObjectBegin && Array.isArray(args[0]) && args[0].length === 6)
        g.ctm = multiply(g.ctm, args[0] as number[]);
    } else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) g = stack.pop() ?? g;
    else if (fn === OPS.transform) g.ctm = multiply(g.ctm, args as number[]);
    else if (fn === OPS.setTextRenderingMode) g.mode = Number(args[0]);
    else if (fn === OPS.setFillRGBColor) g.fill = String(args[0]).toLowerCase();
    else if (fn === OPS.setStrokeRGBColor) g.stroke = String(args[0]).toLowerCase();
    else if (fn === OPS.setFillTransparent) g.fill = 'none';
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      const invisible = INVISIBLE_MODES.has(g.mode);
      const white = (STROKE_ONLY_MODES.has(g.mode) ? g.stroke : g.fill) === WHITE;
      for (const glyph of Array.isArray(args[0]) ? args[0] : []) {
        const u = (glyph as { unicode?: unknown } | null)?.unicode;
        const text = typeof u === 'string' ? chars(u) : '';
        if (text) out.glyphs.push({ text, invisible, white, seq });
      }
    } else if (fn === OPS.constructPath) {
      const minMax = args[2] as number[] | null;
      if (FILL_OPS.has(Number(args[0])) && minMax && g.fill !== WHITE && g.fill !== 'none')
        out.grounds.push({ box: boxUnder(g.ctm, minMax), seq });
    } else if (IMAGE_OPS.has(fn)) out.grounds.push({ box: boxUnder(g.ctm, [0, 0, 1, 1]), seq });
  });
  return out;
}

/** The item's middle, in page space (PDF units, y up): half its advance along, a third of its height up. */
function middle(item: RawTextItem): [number, number] {
  const [a, b, c, d, e, f] = item.transform;
  const along = Math.hypot(a, b) || 1;
  const height = Math.hypot(c, d) || 1;
  const [w, h] = [item.width / 2, height / 3];
  return [e + (a / along) * w + (c / height) * h, f + (b / along) * w + (d / height) * h];
}

const inside = ([x, y]: [number, number], [x0, y0, x1, y1]: Ground['box']): boolean =>
  x >= x0 && x <= x1 && y >= y0 && y <= y1;

/**
 * The items a reader of the printed page sees. `keepInvisible`: the page's invisible text is its reading (an OCR
 * layer over a scan). Items whose every character is hidden are dropped; an item part hidden stays whole.
 */
export function visibleItems(items: RawTextItem[], paint: TextPaint, keepInvisible: boolean): RawTextItem[] {
  const { glyphs } = paint;
  if (!glyphs.some((gl) => (gl.invisible && !keepInvisible) || gl.white)) return items;
  const kept: RawTextItem[] = [];
  let at = 0;
  for (const item of items) {
    const want = chars(item.str);
    const mine: GlyphPaint[] = [];
    let got = '';
    while (got.length < want.length && at < glyphs.length) {
      mine.push(glyphs[at]);
      got += glyphs[at++].text;
    }
    if (got !== want) return items; // the two lists part ways: drop nothing
    if (mine.length && mine.every((gl) => gl.invisible) && !keepInvisible) continue;
    if (mine.length && mine.every((gl) => gl.white)) {
      const mid = middle(item);
      const first = mine[0].seq;
      if (!paint.grounds.some((gr) => gr.seq < first && inside(mid, gr.box))) continue;
    }
    kept.push(item);
  }
  return kept;
}
