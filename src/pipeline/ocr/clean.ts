// Cleaning a page image before OCR, on gray pixels (one byte per pixel, row-major). Pure: each step measures
// the page first and changes nothing on a page that does not show the defect it corrects.
// - specks (sensor noise, dust): isolated pixels far from all eight neighbours → a 3×3 median of the page;
// - uneven light (a phone photo: brighter at one corner, a shadow at another, a desk around the sheet):
//   each pixel divided by the paper's local brightness, so paper is white everywhere and ink stays dark.

export interface GrayImage {
  width: number;
  height: number;
  gray: Uint8Array;
}

/** An isolated pixel differs from every one of its eight neighbours by more than this. */
const SPECK_STEP = 50;
/** Above this share of isolated pixels the page is noisy (a clean render has next to none: ink is strokes). */
const SPECKLED = 0.001;

/** Share of (sampled) pixels that stand alone: darker or lighter than all eight neighbours by SPECK_STEP. */
export function speckShare({ width: w, height: h, gray: g }: GrayImage): number {
  let n = 0,
    specks = 0;
  for (let y = 1; y < h - 1; y += 3)
    for (let x = 1 + (y % 2); x < w - 1; x += 2) {
      const i = y * w + x,
        v = g[i]!;
      let lo = 255,
        hi = 0;
      for (const j of [i - w - 1, i - w, i - w + 1, i - 1, i + 1, i + w - 1, i + w, i + w + 1]) {
        const u = g[j]!;
        if (u < lo) lo = u;
        if (u > hi) hi = u;
      }
      n++;
      if (v - hi > SPECK_STEP || lo - v > SPECK_STEP) specks++;
    }
  return n ? specks / n : 0;
}

/**
 * 3×3 median of every pixel (the classic 19-exchange selection network; edges kept): removes the specks and
 * most of the grain around them. Measured on a noisy scan: replacing only the isolated pixels left enough
 * grain that paddle's read still failed; the full median made it pass.
 */
export function median3({ width: w, height: h, gray: g }: GrayImage): Uint8Array {
  const out = g.slice();
  const v = new Int32Array(9);
  const sort2 = (a: number, b: number): void => {
    if (v[a]! > v[b]!) {
      const t = v[a]!;
      v[a] = v[b]!;
      v[b] = t;
    }
  };
  const NET = [
    1, 2, 4, 5, 7, 8, 0, 1, 3, 4, 6, 7, 1, 2, 4, 5, 7, 8, 0, 3, 5, 8, 4, 7, 3, 6, 1, 4, 2, 5, 4, 7, 4, 2, 6, 4, 4, 2,
  ];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      let k = 0;
      for (let dy = -w; dy <= w; dy += w) for (let dx = -1; dx <= 1; dx++) v[k++] = g[i + dy + dx]!;
      for (let n = 0; n < NET.length; n += 2) sort2(NET[n]!, NET[n + 1]!);
      out[i] = v[4]!;
    }
  return out;
}

/** Side of a block of the paper-brightness grid, pixels (a few lines of text at 300 DPI). */
const BLOCK = 48;
/** The light is even when the paper's brightest and dimmest tenths differ by less than this many levels. */
const EVEN_LIGHT = 30;
/** A block darker than this share of the brightest paper is not paper (a desk, a dark banner): left as is. */
const NOT_PAPER = 0.6;

/** Each block's paper level: its 90th-percentile gray (the paper between the ink strokes). */
function blockLevels({ width: w, height: h, gray: g }: GrayImage): { gw: number; gh: number; raw: Float32Array } {
  const gw = Math.ceil(w / BLOCK),
    gh = Math.ceil(h / BLOCK);
  const raw = new Float32Array(gw * gh);
  const hist = new Uint32Array(256);
  for (let by = 0; by < gh; by++)
    for (let bx = 0; bx < gw; bx++) {
      hist.fill(0);
      let n = 0;
      for (let y = by * BLOCK; y < Math.min(h, (by + 1) * BLOCK); y += 2)
        for (let x = bx * BLOCK; x < Math.min(w, (bx + 1) * BLOCK); x += 2, n++) hist[g[y * w + x]!]!++;
      let acc = 0,
        v = 255;
      while (v > 0 && (acc += hist[v]!) < 0.1 * n) v--;
      raw[by * gw + bx] = v;
    }
  return { gw, gh, raw };
}

/** The brightest (or darkest) of each block and its eight neighbours. */
function spread(raw: Float32Array, gw: number, gh: number, pick: (a: number, b: number) => number): Float32Array {
  const out = new Float32Array(gw * gh);
  for (let by = 0; by < gh; by++)
    for (let bx = 0; bx < gw; bx++) {
      let m = raw[by * gw + bx]!;
      for (let y = Math.max(0, by - 1); y <= Math.min(gh - 1, by + 1); y++)
        for (let x = Math.max(0, bx - 1); x <= Math.min(gw - 1, bx + 1); x++) m = pick(m, raw[y * gw + x]!);
      out[by * gw + bx] = m;
    }
  return out;
}

/**
 * The paper's brightness per block: the block's paper level, then the brightest of each block and its
 * neighbours (a block of solid ink takes the paper beside it).
 */
function paperGrid(img: GrayImage): { gw: number; gh: number; grid: Float32Array } {
  const { gw, gh, raw } = blockLevels(img);
  const grid = spread(raw, gw, gh, Math.max);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.max(1, grid[i]!);
  return { gw, gh, grid };
}

const quantile = (xs: Float32Array, q: number): number => {
  const s = Float32Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

/** Uneven light flattened: every pixel divided by the paper's brightness around it (bilinear over the grid). */
export function flattenLight(img: GrayImage): Uint8Array | null {
  const { width: w, height: h, gray: g } = img;
  const { gw, gh, grid } = paperGrid(img);
  const brightest = quantile(grid, 0.98);
  const paper = grid.filter((v) => v >= NOT_PAPER * brightest);
  if (quantile(paper, 0.9) - quantile(paper, 0.1) < EVEN_LIGHT) return null;
  for (let i = 0; i < grid.length; i++) if (grid[i]! < NOT_PAPER * brightest) grid[i] = brightest;
  const out = new Uint8Array(g.length);
  for (let y = 0; y < h; y++) {
    const fy = Math.min(gh - 1, Math.max(0, y / BLOCK - 0.5));
    const y0 = Math.floor(fy),
      y1 = Math.min(gh - 1, y0 + 1),
      ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(gw - 1, Math.max(0, x / BLOCK - 0.5));
      const x0 = Math.floor(fx),
        x1 = Math.min(gw - 1, x0 + 1),
        tx = fx - x0;
      const top = grid[y0 * gw + x0]! * (1 - tx) + grid[y0 * gw + x1]! * tx;
      const bottom = grid[y1 * gw + x0]! * (1 - tx) + grid[y1 * gw + x1]! * tx;
      const light = top * (1 - ty) + bottom * ty;
      out[y * w + x] = Math.min(255, Math.round((g[y * w + x]! * 255) / light));
    }
  }
  return out;
}

/**
 * The page with everything that is not paper turned white: a block darker than NOT_PAPER of the brightest
 * paper (a desk around a photographed sheet, a dark banner), and the blocks next to it (a block on the
 * sheet's edge is half desk). What is left is the print on the paper, for measuring its skew: the edges of a
 * desk band are level with the frame, not with the sheet, and would pull the measure towards zero.
 */
export function paperOnly(img: GrayImage): Uint8Array {
  const { width: w, height: h, gray: g } = img;
  const { gw, gh, raw } = blockLevels(img);
  const floor = NOT_PAPER * quantile(raw, 0.98);
  const near = spread(raw, gw, gh, Math.min);
  const out = g.slice();
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / BLOCK) * gw;
    for (let x = 0; x < w; x++) if (near[row + Math.floor(x / BLOCK)]! < floor) out[y * w + x] = 255;
  }
  return out;
}

/** The page cleaned of the defects it shows: specks first (they would pass for paper or ink), then light. */
export function cleanPage(img: GrayImage): { gray: Uint8Array; steps: string[] } {
  const steps: string[] = [];
  let gray = img.gray;
  if (speckShare(img) > SPECKLED) {
    gray = median3(img);
    steps.push('median');
  }
  const flat = flattenLight({ ...img, gray });
  if (flat) {
    gray = flat;
    steps.push('light');
  }
  return { gray, steps };
}
