// One cell of a prepared page (a date or an amount the two reads disagree on, ./disputes.ts) cut out for a
// second look by the same engine: enlarged and set on a white margin, the way a recognizer reads a single line
// best. Pure: gray pixels in, gray pixels out; word boxes mapped back to the page.
import type { GrayImage } from './clean.ts';
import type { OcrWord } from './types.ts';

/** A cell of the page, in the prepared page's pixels. */
export interface CellBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** the tie-break's look (../ocr/read.ts): enlarged TIE_BREAK_SCALE times and binarised */
  tieBreak?: boolean;
}

/** The crop is enlarged this many times (a 300 DPI line of small print is ~20 px high; the engines read ~40 better). */
export const CELL_SCALE = 2;
/** The tie-break's enlargement: another scale than the first look's. */
export const TIE_BREAK_SCALE = 3;
/** White margin around the enlarged crop, pixels (a recognizer misreads glyphs that touch the image's edge). */
const MARGIN = 16;

export interface CellImage extends GrayImage {
  scale: number;
  margin: number;
  /** where the crop starts on the page, pixels */
  x0: number;
  y0: number;
}

/** The box in whole pixels of the page, inside it. */
export function pixelBox(page: { width: number; height: number }, box: CellBox): CellBox {
  return {
    x0: Math.max(0, Math.floor(box.x0)),
    y0: Math.max(0, Math.floor(box.y0)),
    x1: Math.min(page.width, Math.ceil(box.x1)),
    y1: Math.min(page.height, Math.ceil(box.y1)),
  };
}

/**
 * Otsu's threshold of some gray levels: the level that best splits them into ink and paper (the one maximising
 * the variance between the two classes).
 */
export function otsuLevel(gray: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of gray) hist[v]!++;
  const total = gray.length;
  const sumAll = hist.reduce((s, n, i) => s + n * i, 0);
  let below = 0,
    sumBelow = 0,
    best = 0,
    level = 127;
  for (let t = 0; t < 256; t++) {
    below += hist[t]!;
    sumBelow += hist[t]! * t;
    const above = total - below;
    if (!below || !above) continue;
    const d = sumBelow / below - (sumAll - sumBelow) / above;
    const between = below * above * d * d;
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/**
 * The cell's pixels, enlarged by CELL_SCALE (bilinear) on a white margin; a tie-break's cell enlarged by
 * TIE_BREAK_SCALE and binarised at its own Otsu level (ink black, paper white).
 */
export function cellImage(page: GrayImage, box: CellBox): CellImage {
  const { x0, y0, x1, y1 } = pixelBox(page, box);
  const sw = Math.max(1, x1 - x0),
    sh = Math.max(1, y1 - y0);
  const scale = box.tieBreak ? TIE_BREAK_SCALE : CELL_SCALE;
  const width = sw * scale + 2 * MARGIN,
    height = sh * scale + 2 * MARGIN;
  const gray = new Uint8Array(width * height).fill(255);
  const at = (x: number, y: number): number =>
    page.gray[(y0 + Math.min(sh - 1, y)) * page.width + x0 + Math.min(sw - 1, x)]!;
  for (let y = 0; y < sh * scale; y++) {
    const fy = Math.max(0, (y + 0.5) / scale - 0.5),
      iy = Math.floor(fy),
      ty = fy - iy;
    for (let x = 0; x < sw * scale; x++) {
      const fx = Math.max(0, (x + 0.5) / scale - 0.5),
        ix = Math.floor(fx),
        tx = fx - ix;
      const top = at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx;
      const bottom = at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx;
      gray[(y + MARGIN) * width + x + MARGIN] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  if (box.tieBreak) {
    // the level of the cell's own pixels: the white margin would pull a gray paper to the ink's side
    const own = new Uint8Array(sw * sh);
    for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) own[y * sw + x] = at(x, y);
    const level = otsuLevel(own);
    for (let i = 0; i < gray.length; i++) gray[i] = gray[i]! <= level ? 0 : 255;
  }
  return { width, height, gray, scale, margin: MARGIN, x0, y0 };
}

/** A word read in the cell's image, boxed in the page's pixels again. */
export function toPage(w: OcrWord, img: CellImage): OcrWord {
  const back = (v: number, o: number): number => o + (v - img.margin) / img.scale;
  return { ...w, x0: back(w.x0, img.x0), x1: back(w.x1, img.x0), y0: back(w.y0, img.y0), y1: back(w.y1, img.y0) };
}
