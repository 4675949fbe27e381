// Text a page draws that paper never shows: glyphs in a rendering mode that paints nothing (3, 7), and glyphs
// filled white where nothing was painted under them. Print engines put both on statements (mail-run codes, an OMR
// string, the full account number, the ending balance again for the mail house's checks); a reader that takes them
// as printed reads a balance twice and the ledger fails. A scan's OCR layer is invisible text too, but over an image
// that covers the page: that text is the page's reading and stays (./ocr-layer.ts).
//
// pdfjs gives the text (getTextContent) and the drawing (getOperatorList) apart, each in content-stream order; the
// glyphs of the one are matched to the items of the other by their characters, in order (pdfjs leaves text it
// cannot place out of the items, at the end). Where the two part ways, nothing is dropped. The glyphs' paint is
// read in the page's one walk of its drawing (./ocr-layer.ts `paintFacts`). Pure over both lists.
import type { RawTextItem } from './runs.ts';
import { glyphsByItem, type GlyphPaint, type Ground } from './ocr-layer.ts';

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
export function visibleItems(
  items: RawTextItem[],
  paint: { glyphs: GlyphPaint[]; grounds: Ground[] },
  keepInvisible: boolean,
): RawTextItem[] {
  const { glyphs } = paint;
  if (!glyphs.some((gl) => (gl.invisible && !keepInvisible) || gl.white)) return items;
  const { byItem, whole } = glyphsByItem(items, glyphs);
  if (!whole) return items; // the two lists part ways: drop nothing
  return items.filter((item, i) => {
    const mine = byItem[i]!;
    if (mine.length && mine.every((gl) => gl.invisible) && !keepInvisible) return false;
    if (mine.length && mine.every((gl) => gl.white)) {
      const mid = middle(item);
      const first = mine[0]!.seq;
      if (!paint.grounds.some((gr) => gr.seq < first && inside(mid, gr.box))) return false;
    }
    return true;
  });
}
