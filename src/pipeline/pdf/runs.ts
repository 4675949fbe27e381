// pdfjs text items → TextRun in page coordinates (points, y down from the top of the page as displayed).
//
// Conversion: the item's text matrix is multiplied by the page viewport transform at scale 1. The viewport
// already applies /Rotate and moves a non-zero CropBox/MediaBox origin to (0,0), so x is the run's left
// edge and y its baseline in the page as a person sees it. height is the font size as drawn
// (|vertical column| of the combined matrix), width is pdfjs's advance width in points.
//
// Word splitting: pdfjs gives runs (a show-text operation, often a whole line), not glyphs. Layouts that
// pad columns with spaces ("Deposit      1,200.00") would hide column edges inside one run, so a run is
// cut wherever it has 2+ consecutive spaces; each piece gets x and width proportional to its character
// offset and length within the run (exact for monospaced fonts, close for others — the reader's column
// finder works on gaps of several points, well above this error). Single spaces stay inside a run so
// phrases ("Beginning Balance") stay together. Whitespace-only items are dropped.
//
// Orientation: the page is turned by a quarter turn when most of its text (by characters) reads down,
// up or upside down in the displayed page (landscape content on a portrait page without /Rotate), so the
// reader always gets left-to-right lines. Runs still at an angle after that (a sideways margin note,
// slanted stamps) are dropped: they are not table text, and their width would lie across columns.
import type { TextRun } from '../types.ts';

export interface RawTextItem {
  str: string;
  width: number;
  transform: number[];
  fontName: string;
}

/** Multiply affine matrices [a b c d e f]: result maps p → m1(m2(p)), as pdfjs Util.transform. */
export function multiply(m1: number[], m2: number[]): number[] {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

/** Direction of a run in the displayed page, degrees clockwise from left-to-right (y points down). */
function angleOf(m: number[]): number {
  return ((Math.atan2(m[1], m[0]) * 180) / Math.PI + 360) % 360;
}

const MAX_SKEW_DEG = 10;

/** The quarter turn (clockwise, for pdfjs `rotation`) that makes most of the text read left to right. */
export function uprightTurn(items: RawTextItem[], viewportTransform: number[]): 0 | 90 | 180 | 270 {
  const weight = [0, 0, 0, 0];
  for (const item of items) {
    if (!item.str || item.str.trim() === '') continue;
    const a = angleOf(multiply(viewportTransform, item.transform));
    const q = Math.round(a / 90) % 4;
    if (Math.abs(a - q * 90) <= MAX_SKEW_DEG || Math.abs(a - 360) <= MAX_SKEW_DEG) weight[q] += item.str.length;
  }
  const best = weight.indexOf(Math.max(...weight));
  return weight[best] > weight[0] ? ((((4 - best) % 4) * 90) as 0 | 90 | 180 | 270) : 0;
}

const round = (n: number): number => Math.round(n * 100) / 100;
const GAP = /\s{2,}/;

export function itemToRuns(item: RawTextItem, viewportTransform: number[], out: TextRun[]): void {
  const str = item.str;
  if (!str || str.trim() === '') return;
  const m = multiply(viewportTransform, item.transform);
  const angle = angleOf(m);
  if (angle > MAX_SKEW_DEG && angle < 360 - MAX_SKEW_DEG) return;
  const x = m[4];
  const y = m[5];
  const height = Math.hypot(m[2], m[3]);
  const width = Math.abs(item.width);
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(width) || !Number.isFinite(height)) return;
  if (!GAP.test(str)) {
    const lead = str.length - str.trimStart().length;
    const text = str.trim();
    const charW = width / str.length;
    out.push({
      str: text,
      x: round(x + lead * charW),
      y: round(y),
      width: round(text.length * charW),
      height: round(height),
      fontName: item.fontName,
    });
    return;
  }
  const charW = width / str.length;
  const re = /\S+(?:\s\S+)*/g; // pieces separated by 2+ whitespace (single spaces stay inside)
  for (let match = re.exec(str); match; match = re.exec(str)) {
    out.push({
      str: match[0],
      x: round(x + match.index * charW),
      y: round(y),
      width: round(match[0].length * charW),
      height: round(height),
      fontName: item.fontName,
    });
  }
}

/**
 * Runs drawn twice at (almost) the same place: the "fake bold" some producers print by drawing a string again a
 * fraction of a point to the side. The page shows it once, so it is read once: a second run with the same text
 * within half a character of the first, and within a tenth of the type size, on the same baseline, is dropped. (A
 * glyph of another word drawn over this one, `i` of `Withdrawals/` 1.5 pt from `i` of `Additions` in 7 pt type, the
 * words set glyph by glyph, is another glyph: half a character of an `i` reached it.)
 */
export function dropOverprints(runs: TextRun[]): TextRun[] {
  const seen = new Map<string, TextRun[]>();
  return runs.filter((r) => {
    const key = `${r.str}\u0000${Math.round(r.y)}`;
    const charW = r.width / Math.max(1, r.str.length);
    const near = [key, `${r.str}\u0000${Math.round(r.y) - 1}`, `${r.str}\u0000${Math.round(r.y) + 1}`]
      .flatMap((k) => seen.get(k) ?? [])
      .some(
        (o) => Math.abs(o.y - r.y) < 0.5 && Math.abs(o.x - r.x) < Math.max(0.5, Math.min(0.5 * charW, 0.1 * r.height)),
      );
    if (near) return false;
    seen.set(key, [...(seen.get(key) ?? []), r]);
    return true;
  });
}
