// OCR words → the page-text geometry the text layer gives (PDF points, baseline y down from the top), so
// the layout engine, the splitter and the gate read a scan exactly as they read a text layer. Pure.
import type { PageText, TextRun } from '../types.ts';
import type { OcrPage, OcrWord } from './types.ts';

/** Words whose confidence is below this are dropped as noise (specks read as punctuation). */
const MIN_CONFIDENCE = 0.2;

interface Band {
  y0: number;
  y1: number;
  words: OcrWord[];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** A word taller than this many typical words (a logo box, a large heading) is a line of its own. */
const TALL_WORD = 1.8;

/**
 * Words → printed lines by vertical overlap: a word belongs to the line whose band holds its middle. Tall
 * words found the bands, so a dash or a comma (a box a few pixels high) joins the line it sits on instead
 * of floating as a line of its own. A word much taller than the page's typical word (a logo box beside the
 * address) would hold the middles of two or three printed lines and merge them: it founds no band for
 * others and stands alone.
 */
function bands(words: OcrWord[]): Band[] {
  if (words.length === 0) return [];
  const limit = TALL_WORD * median(words.map((w) => w.y1 - w.y0));
  const out: Band[] = [];
  const alone: Band[] = [];
  for (const w of [...words].sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))) {
    if (w.y1 - w.y0 > limit) {
      alone.push({ y0: w.y0, y1: w.y1, words: [w] });
      continue;
    }
    const mid = (w.y0 + w.y1) / 2;
    const hit = out.find((b) => mid >= b.y0 && mid <= b.y1);
    if (hit) hit.words.push(w);
    else out.push({ y0: w.y0, y1: w.y1, words: [w] });
  }
  return [...out, ...alone];
}

const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?';

/**
 * Where a recognizer dropped a space inside a printed date, the word is cut back into the date's parts:
 * - a weekday before the date: "Tuesday,November18,2025" → "Tuesday," "November18,2025";
 * - a month name and its day: "November18," → "November" "18,", "Jan02" → "Jan" "02";
 * - a day and its year after a comma: "30,2025" → "30," "2025" (never one number: a thousands group has three
 *   digits).
 * Each rule gives the length of the first part, or null.
 */
const GLUED: ReadonlyArray<(text: string) => number | null> = [
  (t) => new RegExp(`^(${WEEKDAY}[,.]?)(?:${MONTH})`, 'i').exec(t)?.[1]!.length ?? null,
  (t) => new RegExp(`^(${MONTH})\\.?\\d{1,2}(?:[,.]|[,.]?\\d{4}\\W?)?$`, 'i').exec(t)?.[0].search(/\d/) ?? null,
  (t) => /^(.*\d{1,2},)\d{4}\W?$/.exec(t)?.[1]!.length ?? null,
];

/**
 * A glued word cut at `at` characters, x shared by character count, with the dropped space given back as a
 * gap (a quarter of the word's height) so the layout engine does not join the parts again as one word.
 */
function cut(w: OcrWord, at: number): OcrWord[] {
  const x = w.x0 + ((w.x1 - w.x0) * at) / w.text.length;
  const half = (w.y1 - w.y0) / 8;
  return [
    { ...w, text: w.text.slice(0, at), x1: x - half },
    { ...w, text: w.text.slice(at), x0: x + half },
  ];
}

function unglue(w: OcrWord): OcrWord[] {
  for (const rule of GLUED) {
    const at = rule(w.text);
    if (at !== null && at > 0 && at < w.text.length) return cut(w, at).flatMap(unglue);
  }
  return [w];
}

/** Average width of one character of the two words' boxes. */
const charWidth = (a: OcrWord, b: OcrWord): number =>
  (a.x1 - a.x0 + b.x1 - b.x0) / Math.max(1, a.text.length + b.text.length);

/**
 * Room a lost decimal point leaves between the whole amount and its cents: in a proportional font the point
 * is narrow (under 0.7 of the line's height); in a fixed-pitch font (typewriter-style statements) it takes a
 * digit's whole cell, so the gap is one cell plus the digits' side bearings: under two characters' width.
 * Measured on a fixed-pitch statement: tesseract drops that point on a clean scan too, leaving a gap of
 * 1.5 characters, 1.2 line heights.
 */
const centsGap = (a: OcrWord, b: OcrWord): number => Math.max(0.7 * (a.y1 - a.y0), 2 * charWidth(a, b));

/**
 * A recognizer that lost an amount's decimal point reads "4,342.51" as two words "4,342" "51": a whole
 * amount (digits, thousands groups) and, within the room of a point to its right (`centsGap`), exactly two
 * digits (with a CR/DR mark or a minus) are the cents. Joined back with the point.
 */
function joinCents(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of [...words].sort((a, b) => a.x0 - b.x0)) {
    const last = out[out.length - 1];
    if (
      last &&
      /^[-$]?\d{1,3}(?:,\d{3})*\.?$/.test(last.text) &&
      /^\d{2}(?:CR|DR|-)?$/i.test(w.text) &&
      w.x0 - last.x1 >= 0 &&
      w.x0 - last.x1 < centsGap(last, w)
    )
      out[out.length - 1] = {
        ...last,
        text: `${last.text.replace(/\.$/, '')}.${w.text}`,
        x1: w.x1,
        confidence: Math.min(last.confidence, w.confidence),
      };
    else out.push(w);
  }
  return out;
}

/**
 * A CR/DR mark printed one space after its amount ("119.00 DR") is glued to it ("119.00DR", as the layout
 * engine reads a mark). A text layer's cells join words closer than the font's size, but an OCR box is the
 * ink's (the digits' height, ~0.7 of the font's size), and in a fixed-pitch font the space is a whole cell:
 * tesseract's "119.00" and "DR" stood 1.2 box heights apart, a cell of their own, and the row lost its sign.
 * The room allowed is a lost point's (`centsGap`): at most a cell and its bearings.
 */
function joinMarks(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    if (
      last &&
      /\d\.\d{2}$/.test(last.text) &&
      /^(?:CR|DR)$/i.test(w.text) &&
      w.x0 - last.x1 >= 0 &&
      w.x0 - last.x1 < centsGap(last, w)
    )
      out[out.length - 1] = {
        ...last,
        text: `${last.text}${w.text}`,
        x1: w.x1,
        confidence: Math.min(last.confidence, w.confidence),
      };
    else out.push(w);
  }
  return out;
}

/** A printed line of a page as the layout engine reads it: its words, baseline and size, in pixels. */
export interface OcrLine {
  baseline: number;
  size: number;
  words: OcrWord[];
}

/**
 * The page's words by printed line, as the layout engine reads them: specks dropped, glued dates cut, lost
 * points joined, CR/DR marks glued to their amounts.
 */
export function ocrLines(p: OcrPage): OcrLine[] {
  const kept = p.words
    .filter((w) => w.text.trim() !== '' && w.confidence >= MIN_CONFIDENCE && w.y1 > w.y0)
    .flatMap(unglue);
  return bands(kept).map((band) => {
    // the line's baseline and size from its full-height words (descenders and punctuation vary)
    const tall = band.words.filter((w) => w.y1 - w.y0 >= 0.6 * (band.y1 - band.y0));
    return {
      baseline: median(tall.map((w) => w.y1)),
      size: median(tall.map((w) => w.y1 - w.y0)),
      words: joinMarks(joinCents(band.words)),
    };
  });
}

export function ocrPageText(p: OcrPage): PageText {
  const k = 72 / p.dpi;
  const runs: TextRun[] = [];
  for (const line of ocrLines(p))
    for (const w of line.words)
      runs.push({
        str: w.text.trim(),
        x: w.x0 * k,
        y: line.baseline * k,
        width: Math.max(1, w.x1 - w.x0) * k,
        height: line.size * k,
        fontName: `ocr:${p.engine}`,
      });
  // the text layer's order: top to bottom, left to right (the layout engine builds lines from geometry)
  runs.sort((a, b) => a.y - b.y || a.x - b.x);
  return { page: p.page, width: p.widthPx * k, height: p.heightPx * k, runs };
}
