// Text runs → lines → words. A line is runs sharing a baseline (tolerant of small skew and of mixed font
// sizes: the tolerance follows the smaller font); a word is a space-free piece with its own x extent, so a
// run holding a whole sentence ("Deposit Ref 12/02 1,200.00") still exposes where its last number ends.
import type { PageText, TextRun } from '../types.ts';
import { BROKEN_WORD_PIECE, LABEL_WORDS, MONTH_STEMS } from './vocabulary.ts';

export interface Word {
  text: string;
  x: number;
  right: number;
  size: number;
  bold: boolean;
  /** Printed as this text in the text layer before a space inside one run was taken out ("653.1 3"). */
  repaired?: string;
  /** A numeric date of a statement that prints its dates day first ("19/05/19"): see dates.ts `dayFirstDates`. */
  dayFirst?: boolean;
}

export interface Line {
  page: number;
  no: number; // 1-based line number on its page
  y: number;
  /** A row's line carried over its wrapped description lines: `y` is the last one's, this the first one's. */
  firstY?: number;
  size: number; // median font size
  words: Word[];
  text: string; // words joined by single spaces
}

/** Cut a run into words at single spaces, placing each by its character offset (proportional width). */
function runWords(r: TextRun, out: Word[]): void {
  const str = r.str;
  const bold = /bold|black|heavy|semibold|,b\b/i.test(r.fontName);
  if (!/\s/.test(str)) {
    out.push({ text: str, x: r.x, right: r.x + r.width, size: r.height, bold });
    return;
  }
  const joined = splitNumber(str.trim(), r.width, r.height);
  if (joined) {
    out.push({ text: joined, x: r.x, right: r.x + r.width, size: r.height, bold, repaired: str.trim() });
    return;
  }
  const cw = str.length ? r.width / str.length : 0;
  const re = /\S+/g;
  for (let m = re.exec(str); m; m = re.exec(str)) {
    out.push({ text: m[0], x: r.x + m.index * cw, right: r.x + (m.index + m[0].length) * cw, size: r.height, bold });
  }
}

const NUMBER_PIECES = /^[-(£$€]{0,3}[\d,.]+(?:\s+[\d,.]+)+\)?(?:CR|DR)?$/;
const SPLIT_LEFT = /\d,\d{0,2}$|\d[.,]$|\d\.\d$/; // "6,0" "6,00" "653.1": the cut falls inside the number
const SPLIT_RIGHT = /^[.,]\d/; // ".93"

/**
 * One drawn run whose digits the text layer cut with a space ("653.1 3", "£29,0 08.92", "239 .93"): the
 * producer drew one number (one text object) and kerning made the extractor insert spaces. The pieces
 * are one amount when glued together they are well formed, a cut falls inside the number's own grouping,
 * and the pieces are not amounts of their own. Runs cut apart are left alone (integrity.ts refuses them).
 */
function splitNumber(str: string, width: number, size: number): string | null {
  if (!NUMBER_PIECES.test(str)) return null;
  // The cut takes no room: the run is no wider than its glyphs glued (digits ~0.556 em, marks ~0.278 em).
  // Two numbers a real gap apart that the extractor merged into one run are wider, and are left cut.
  const natural = [...str.replace(/\s+/g, '')].reduce((n, ch) => n + (/[\d£$€]/.test(ch) ? 0.556 : 0.278), 0) * size;
  if (width > natural + 0.12 * size) return null;
  const pieces = str.split(/\s+/);
  const glued = pieces.join('');
  if (!/^[-(£$€]{0,3}(\d{1,3}(,\d{3})+|\d+)\.\d\d\)?(CR|DR)?$/.test(glued)) return null;
  for (let i = 0; i + 1 < pieces.length; i++)
    if (!SPLIT_LEFT.test(pieces.slice(0, i + 1).join('')) && !SPLIT_RIGHT.test(pieces[i + 1])) return null;
  return glued;
}

/** A run drawing one glyph (or a ligature's two): the pieces a glyph-by-glyph or letter-spaced producer writes. */
const isGlyphRun = (r: TextRun): boolean => r.str.length <= 2 && !/\s/.test(r.str);

/** Touching runs glue: a gap under this share of the font size is no space (kerning, rounding). */
const TOUCHING = 0.12;
/** Letter spacing up to this share of the font size is learned; wider spacing is as wide as a narrow space. */
const MAX_TRACKING = 0.2;

/**
 * The gap, in em, under which two glyph runs of this line are letters of one word. Letter-spaced type
 * (character spacing, tracking) sets every glyph apart by the same extra room: the gaps between the line's
 * consecutive glyph runs cluster at that room (most of them: a word has more letters than spaces), and a word's
 * space stands clearly above the cluster (half as wide again, at least 0.06 em more). The cluster is read upwards
 * from the median gap to the first such step; the line's letter gap is halfway up the step. A line with no such
 * evidence (fewer than four glyph gaps, glyphs touching, a cluster as wide as a space: single-letter words one
 * space apart) glues only touching runs.
 */
function letterGap(runs: TextRun[]): { limit: number; typical: number } {
  const gaps: number[] = [];
  for (let i = 1; i < runs.length; i++) {
    const [a, b] = [runs[i - 1], runs[i]];
    if (!isGlyphRun(a) || !isGlyphRun(b)) continue;
    const g = (b.x - (a.x + a.width)) / Math.min(a.height, b.height);
    if (g > -0.3 && g < 1.2) gaps.push(g);
  }
  const touching = { limit: TOUCHING, typical: 0 };
  if (gaps.length < 4) return touching;
  gaps.sort((a, b) => a - b);
  const step = (t: number): number => Math.max(0.06, 0.5 * t);
  const median = Math.floor(gaps.length / 2);
  let i = median;
  while (i + 1 < gaps.length && gaps[i + 1] - gaps[i] < step(gaps[i])) i++;
  const top = gaps[i];
  if (top > MAX_TRACKING || top < TOUCHING / 2) return touching;
  const next = i + 1 < gaps.length ? gaps[i + 1] : top + step(top);
  return { limit: Math.max(TOUCHING, (top + next) / 2), typical: gaps[median] };
}

/** A run starting this far (a share of the font size) inside the run before it is drawn over it, not kerned to it. */
const DRAWN_OVER = 0.15;

/** Whether `b`, drawn right of `a`, continues the same word (`limit`: the gap, in font sizes, still inside a word). */
function continues(a: TextRun, b: TextRun, limit: number): boolean {
  const gap = b.x - (a.x + a.width);
  return (
    gap < limit * Math.min(a.height, b.height) && gap > -0.3 * b.height && !/\s$/.test(a.str) && !/^\s/.test(b.str)
  );
}

/**
 * Producers that draw a word glyph by glyph (or in fragments) leave touching runs: join them back into one
 * run so "1", ",", "234.56" reads as "1,234.56". Runs separated by a visible gap stay apart, except glyphs of a
 * letter-spaced line, which are apart by the line's own letter gap (`letterGap`). Where words are drawn over one
 * another (`Deposits/ Additions` running into `Withdrawals/ Subtractions`), glyph by glyph their glyphs alternate
 * along the line: each glyph then continues the word whose end it meets (`overDrawn`).
 */
function glue(runs: TextRun[]): TextRun[] {
  const { limit: tracked, typical } = letterGap(runs);
  const limitOf = (a: TextRun, b: TextRun): number => (isGlyphRun(a) && isGlyphRun(b) ? tracked : TOUCHING);
  for (let i = 1; i < runs.length; i++) {
    const [a, b] = [runs[i - 1], runs[i]];
    if (b.x - (a.x + a.width) < -DRAWN_OVER * b.height && continues(a, b, limitOf(a, b)))
      return overDrawn(runs, tracked, typical);
  }
  const out: TextRun[] = [];
  let prev: TextRun | undefined; // the last run as drawn (out's last may be several glued)
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last && prev && continues(prev, r, limitOf(prev, r))) {
      out[out.length - 1] = { ...last, str: last.str + r.str, width: r.x + r.width - last.x };
    } else out.push(r);
    prev = r;
  }
  return out;
}

/**
 * Runs of a line where one starts well inside the one before it (`runs` by x): words drawn over one another. Each
 * run continues the run whose end it meets most nearly (the gap nearest the line's own letter gap, 0 where glyphs
 * touch), pairs taken best first, so a glyph of the word drawn over does not cut into the word it overlaps; the
 * words are the chains of runs so linked, by where each starts.
 */
function overDrawn(runs: TextRun[], tracked: number, typical: number): TextRun[] {
  const pairs: Array<{ a: number; b: number; cost: number }> = [];
  for (let a = 0; a < runs.length; a++) {
    const end = runs[a].x + runs[a].width;
    for (let b = a + 1; b < runs.length && runs[b].x < end + Math.max(TOUCHING, tracked) * runs[b].height; b++) {
      const limit = isGlyphRun(runs[a]) && isGlyphRun(runs[b]) ? tracked : TOUCHING;
      if (!continues(runs[a], runs[b], limit)) continue;
      const gap = (runs[b].x - end) / Math.min(runs[a].height, runs[b].height);
      pairs.push({ a, b, cost: Math.abs(gap - typical) + (b === a + 1 ? 0 : 1e-6) });
    }
  }
  pairs.sort((p, q) => p.cost - q.cost || p.a - q.a);
  const next = new Map<number, number>();
  const hasPrev = new Set<number>();
  for (const { a, b } of pairs) {
    if (next.has(a) || hasPrev.has(b)) continue;
    next.set(a, b);
    hasPrev.add(b);
  }
  const out: TextRun[] = [];
  for (let i = 0; i < runs.length; i++) {
    if (hasPrev.has(i)) continue;
    let word = runs[i];
    for (let k = next.get(i); k !== undefined; k = next.get(k)) {
      const r = runs[k];
      word = { ...word, str: word.str + r.str, width: Math.max(word.x + word.width, r.x + r.width) - word.x };
    }
    out.push(word);
  }
  return out;
}

/**
 * Letter-spaced typography ("E L E C T R O N I C   D E P O S I T S"): a run of single characters with even
 * gaps is one or more words; a gap clearly wider than the letter gap separates words.
 */
function joinSpacedLetters(words: Word[]): Word[] {
  const out: Word[] = [];
  let i = 0;
  while (i < words.length) {
    let j = i;
    while (
      j < words.length &&
      words[j].text.length === 1 &&
      (j === i || words[j].x - words[j - 1].right < 1.2 * words[j].size)
    )
      j++;
    if (j - i < 4) {
      out.push(words[i]);
      i++;
      continue;
    }
    const gaps = words
      .slice(i + 1, j)
      .map((w, k) => w.x - words[i + k].right)
      .sort((a, b) => a - b);
    const letterGap = gaps[Math.floor(gaps.length / 4)];
    let cur = { ...words[i] };
    for (let k = i + 1; k < j; k++) {
      const w = words[k];
      if (w.x - cur.right > Math.max(1.5 * letterGap, letterGap + 0.15 * w.size)) {
        out.push(cur);
        cur = { ...w };
      } else cur = { ...cur, text: cur.text + w.text, right: w.right };
    }
    out.push(cur);
    i = j;
  }
  return out;
}

/**
 * Labels whose text layer is cut irregularly inside words ("Ope ning Balance", "Paym e nts In", "Pay m e nt
 * t y pe and de t ails"): adjacent pieces, close together, whose concatenation is a word the reader looks
 * for, are one word, unless every piece is a word of its own ("Paid in" stays two words).
 */
const ALPHA = /^[A-Za-z]+$/;
const ALPHA_LABEL = /^[A-Za-z]+:?$/;

function joinBrokenWords(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    let joined: Word | null = null;
    let text = words[i].text;
    for (let k = i + 1; k < Math.min(words.length, i + 7) && ALPHA.test(words[k - 1].text); k++) {
      const w = words[k];
      if (w.x - words[k - 1].right > 0.8 * w.size || !ALPHA_LABEL.test(w.text)) break;
      text += w.text;
      if (!LABEL_WORDS.has(text.toLowerCase().replace(/:$/, ''))) continue;
      if (words.slice(i, k + 1).some((p) => BROKEN_WORD_PIECE(p.text.toLowerCase().replace(/:$/, ''))))
        joined = { ...words[i], text, right: w.right };
    }
    if (joined) {
      out.push(joined);
      while (i + 1 < words.length && words[i + 1].right <= joined.right) i++;
    } else out.push(words[i]);
  }
  return out;
}

const MONTH_WORD = new RegExp(String.raw`^(${MONTH_STEMS})[a-z]*\.?,?$`, 'i');
const SLASH_DATE = /^\d{1,2}\/\d{1,2}\/\d{2,4}$/;

/**
 * A date range printed without spaces around its dash ("Nov 09, 2024-Dec 08, 2024", "12/01/2025-12/31/2025")
 * is one word in the text layer: cut it into date, dash, date so the range reads like a spaced one.
 */
function splitGluedRanges(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const m = /^(.*\d)([-–—])(.+)$/.exec(w.text);
    const ok =
      m &&
      ((/\b\d{4}$/.test(m[1]) && MONTH_WORD.test(m[3])) ||
        (SLASH_DATE.test(m[1]) && SLASH_DATE.test(m[3].replace(/[,.;]$/, ''))));
    if (!m || !ok) {
      out.push(w);
      continue;
    }
    const cw = (w.right - w.x) / w.text.length;
    const a = m[1].length;
    out.push({ ...w, text: m[1], right: w.x + a * cw });
    out.push({ ...w, text: m[2], x: w.x + a * cw, right: w.x + (a + 1) * cw });
    out.push({ ...w, text: m[3], x: w.x + (a + 1) * cw });
  }
  return out;
}

// A page is read into lines by the split (its features) and again by the statement reader: each page's
// lines are made once. Lines and their words are never changed once made; callers get a fresh array.
const linesOfPage = new WeakMap<PageText, Line[]>();

export function pageLines(page: PageText): Line[] {
  let lines = linesOfPage.get(page);
  if (!lines) linesOfPage.set(page, (lines = readLines(page)));
  return [...lines];
}

function readLines(page: PageText): Line[] {
  const runs = page.runs.filter((r) => r.str.trim() !== '' && r.height > 0.5).sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: Array<{ y: number; size: number; runs: TextRun[] }> = [];
  for (const r of runs) {
    // Search the last few open lines: a skewed line's runs may arrive after a neighbour's by y.
    let hit: (typeof groups)[number] | undefined;
    for (let i = groups.length - 1; i >= Math.max(0, groups.length - 3); i--) {
      const g = groups[i];
      const tol = Math.max(1, 0.45 * Math.min(g.size, r.height));
      if (Math.abs(r.y - g.y) <= tol) {
        hit = g;
        break;
      }
    }
    if (hit) {
      hit.runs.push(r);
      hit.size = Math.max(hit.size, r.height);
    } else groups.push({ y: r.y, size: r.height, runs: [r] });
  }
  groups.sort((a, b) => a.y - b.y);
  return groups.map((g, i) => {
    const words: Word[] = [];
    for (const r of glue(g.runs.sort((a, b) => a.x - b.x))) runWords(r, words);
    words.sort((a, b) => a.x - b.x);
    const joined = splitGluedRanges(joinBrokenWords(joinSpacedLetters(words)));
    words.length = 0;
    words.push(...joined);
    const sizes = g.runs.map((r) => r.height).sort((a, b) => a - b);
    return {
      page: page.page,
      no: i + 1,
      y: g.y,
      size: sizes[Math.floor(sizes.length / 2)],
      words,
      text: words.map((w) => w.text).join(' '),
    };
  });
}

/**
 * The union of a line's word boxes, [x, y, w, h] in page points: from a font size above its (first) baseline to
 * a quarter of one below its last (a wrapped description's lines included).
 */
export function lineBox(line: Line): [number, number, number, number] {
  const x = Math.min(...line.words.map((w) => w.x));
  const right = Math.max(...line.words.map((w) => w.right));
  const top = (line.firstY ?? line.y) - line.size;
  const r1 = (n: number): number => Math.round(n * 10) / 10;
  return [r1(x), r1(top), r1(right - x), r1(line.y + line.size * 0.25 - top)];
}

/** Split a line's words into cells wherever the horizontal gap is wider than about two spaces. */
export function cells(words: Word[]): Word[] {
  return cellGroups(words).map((ws) =>
    ws.slice(1).reduce(
      (cell, w) => ({
        text: `${cell.text} ${w.text}`,
        x: cell.x,
        right: Math.max(cell.right, w.right),
        size: cell.size,
        bold: cell.bold && w.bold,
      }),
      { ...ws[0] },
    ),
  );
}

/**
 * The words of each cell (`cells`), kept apart. Words apart by a space or more whose letters differ in size by half
 * again are two cells however close (a masthead in 14pt running up to a 7pt `Statement Period` label).
 */
export function cellGroups(words: Word[]): Word[][] {
  const out: Word[][] = [];
  let right = -Infinity; // the cell's right edge so far
  for (const w of words) {
    const cell = out[out.length - 1];
    const prev = cell?.[cell.length - 1];
    const small = prev ? Math.min(prev.size, w.size) : 0;
    const resized = !!prev && Math.max(prev.size, w.size) >= 1.5 * small && w.x - right >= 0.25 * small;
    if (cell && !resized && w.x - right < 1.0 * Math.max(w.size, cell[0].size)) cell.push(w);
    else out.push([w]);
    right = cell && out[out.length - 1] === cell ? Math.max(right, w.right) : w.right;
  }
  return out;
}
