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

/**
 * Words → printed lines by vertical overlap: a word belongs to the line whose band holds its middle. Tall
 * words found the bands, so a dash or a comma (a box a few pixels high) joins the line it sits on instead
 * of floating as a line of its own.
 */
function bands(words: OcrWord[]): Band[] {
  const out: Band[] = [];
  for (const w of [...words].sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))) {
    const mid = (w.y0 + w.y1) / 2;
    const hit = out.find((b) => mid >= b.y0 && mid <= b.y1);
    if (hit) hit.words.push(w);
    else out.push({ y0: w.y0, y1: w.y1, words: [w] });
  }
  return out;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/**
 * A recognizer that drops the space after a comma glues "30," and "2025" into "30,2025": never one number
 * (a thousands group has three digits), always a day and a year. Split back, x shared by character count.
 */
function unglue(w: OcrWord): OcrWord[] {
  const m = /^(.*\d{1,2},)(\d{4}\W?)$/.exec(w.text);
  if (!m) return [w];
  const cut = w.x0 + ((w.x1 - w.x0) * m[1]!.length) / w.text.length;
  return [
    { ...w, text: m[1]!, x1: cut },
    { ...w, text: m[2]!, x0: cut },
  ];
}

export function ocrPageText(p: OcrPage): PageText {
  const k = 72 / p.dpi;
  const runs: TextRun[] = [];
  const kept = p.words
    .filter((w) => w.text.trim() !== '' && w.confidence >= MIN_CONFIDENCE && w.y1 > w.y0)
    .flatMap(unglue);
  for (const band of bands(kept)) {
    // the line's baseline and size from its full-height words (descenders and punctuation vary)
    const tall = band.words.filter((w) => w.y1 - w.y0 >= 0.6 * (band.y1 - band.y0));
    const baseline = median(tall.map((w) => w.y1));
    const size = median(tall.map((w) => w.y1 - w.y0));
    for (const w of band.words) {
      runs.push({
        str: w.text.trim(),
        x: w.x0 * k,
        y: baseline * k,
        width: Math.max(1, w.x1 - w.x0) * k,
        height: size * k,
        fontName: `ocr:${p.engine}`,
      });
    }
  }
  // the text layer's order: top to bottom, left to right (the layout engine builds lines from geometry)
  runs.sort((a, b) => a.y - b.y || a.x - b.x);
  return { page: p.page, width: p.widthPx * k, height: p.heightPx * k, runs };
}
