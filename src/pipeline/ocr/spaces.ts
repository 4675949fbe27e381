// Word spaces the recognizer leaves out. PaddleOCR's recognizer (trained mostly on Chinese text) reads an
// English line's words glued together ("Totaldepositsandotheradditions"), and the layout engine's
// vocabulary then finds no "Total"; the page itself shows each space: a run of paper columns between two
// characters wider than the gaps inside a word. Pure.

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Below this contrast (paper − ink gray in the box) nothing is told apart: no spaces are found. */
const MIN_CONTRAST = 48;
/** The ink's level: the gray this share of the box's pixels is darker than (strokes cover more). */
const INK_SHARE = 0.03;
/** The paper's level: most of a text box is paper. */
const PAPER_SHARE = 0.6;

/**
 * Runs of columns with no ink inside `box` (page pixels, [x0, x1)), at least `minWidth` wide. Ink is darker
 * than halfway between the box's ink and paper levels; only the box's middle rows count, so a
 * neighbouring line's descender or ascender at its edge does not fill a space.
 */
export function blankRuns(gray: Uint8Array, W: number, box: Box, minWidth: number): Array<[number, number]> {
  const h = box.y1 - box.y0;
  const r0 = box.y0 + Math.floor(h * 0.15);
  const r1 = box.y1 - Math.floor(h * 0.15);
  // the darkest and lightest levels by rank, not by extremes: a speck is no ink level, a glint no paper
  const hist = new Uint32Array(256);
  let n = 0;
  for (let y = r0; y < r1; y++)
    for (let x = box.x0; x < box.x1; x++) {
      hist[gray[y * W + x]!]!++;
      n++;
    }
  const level = (share: number): number => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += hist[v]!) >= share * n) return v;
    return 255;
  };
  const lo = level(INK_SHARE);
  const hi = level(PAPER_SHARE);
  if (hi - lo < MIN_CONTRAST) return [];
  const ink = lo + (hi - lo) / 2;
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let x = box.x0; x <= box.x1; x++) {
    let blank = x < box.x1;
    for (let y = r0; blank && y < r1; y++) if (gray[y * W + x]! < ink) blank = false;
    if (blank && start < 0) start = x;
    else if (!blank && start >= 0) {
      if (x - start >= minWidth) runs.push([start, x]);
      start = -1;
    }
  }
  return runs;
}

const LETTER = /\p{L}/u;
/** Printed money and dates: no cut inside them ("1,234.56", "-$200.00", "19/05/19"), whatever the gaps. */
const WHOLE = /[-$(]*\d[\d,]*\.\d\d\)?|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?/g;
/**
 * A space is this many times the line's typical gap between two characters (most pairs are inside words):
 * between two letters three times, between two digits four (a cut number is worse than a glued one), where
 * letters meet digits or signs ("May1", "2019to", "CHECK1193": a boundary already) twice…
 */
const TYPICAL_GAPS = { letters: 3, digits: 4, transition: 2 } as const;
/** …and at least this share of the box's height. */
const SPACE_OF_HEIGHT = 0.15;

/**
 * Where spaces go in a recognized line: the indices i whose character follows a blank run (the run's middle
 * lies between character i−1's x and character i's) clearly wider than the line's own letter gaps (see
 * TYPICAL_GAPS), and 0.15 of the box's height. On a noisy or thin-stroked page letter gaps widen, and so
 * does the bar. Punctuation stays with its word. Runs at the box's ends (its margin) are no spaces. Never
 * inside an amount or a date; never between two digits where two digits would follow (the page-text step
 * would take "20" "25" for a lost decimal point: 20.25); never leaving a lone letter.
 */
export function spacesBetween(
  chars: string[],
  charX: number[],
  runs: Array<[number, number]>,
  height: number,
): Set<number> {
  const text = chars.join('');
  const gap = new Array<number>(chars.length).fill(0);
  for (const [a, b] of runs) {
    const mid = (a + b) / 2;
    for (let i = 1; i < charX.length; i++)
      if (charX[i - 1]! < mid && mid < charX[i]!) {
        gap[i] = Math.max(gap[i]!, b - a);
        break;
      }
  }
  const typical = [...gap.slice(1)].sort((x, y) => x - y)[Math.floor((chars.length - 1) / 2)] ?? 0;
  const floor = Math.max(SPACE_OF_HEIGHT * height, 2);
  const kind = (ch: string): 'letters' | 'digits' | null =>
    LETTER.test(ch) ? 'letters' : /\d/.test(ch) ? 'digits' : null;
  const bar = (i: number): number => {
    const a = kind(text[i - 1]!);
    const pair = a !== null && a === kind(text[i]!) ? a : 'transition';
    return Math.max(TYPICAL_GAPS[pair] * typical, floor);
  };
  // punctuation keeps to its word: "31," "Date:" "(319)", "$200.00"
  const attached = (i: number): boolean => /[,.:;)%]/.test(text[i]!) || /[($#]/.test(text[i - 1]!);
  const inside = new Set<number>();
  for (const m of text.matchAll(WHOLE)) for (let i = m.index + 1; i < m.index + m[0].length; i++) inside.add(i);
  const cents = (i: number): boolean => /\d/.test(text[i - 1]!) && /^\d\d(?!\d)/.test(text.slice(i));
  const cuts: number[] = [];
  for (let i = 1; i < chars.length; i++)
    if (gap[i]! >= bar(i) && !inside.has(i) && !cents(i) && !attached(i)) cuts.push(i);
  const lone = (from: number, to: number): boolean => to - from === 1 && LETTER.test(chars[from]!);
  return new Set(cuts.filter((c, k) => !lone(cuts[k - 1] ?? 0, c) && !lone(c, cuts[k + 1] ?? chars.length)));
}
