// OCR words → the page-text geometry the text layer gives (PDF points, baseline y down from the top), so
// the layout engine, the splitter and the gate read a scan exactly as they read a text layer. Pure.
import type { PageText, TextRun } from '../types.ts';
import type { OcrPage } from './types.ts';

/** Runs whose confidence is below this are dropped as noise (specks read as punctuation). */
const MIN_CONFIDENCE = 0.2;

export function ocrPageText(p: OcrPage): PageText {
  const k = 72 / p.dpi;
  const runs: TextRun[] = [];
  for (const w of p.words) {
    const text = w.text.trim();
    if (!text || w.confidence < MIN_CONFIDENCE) continue;
    const h = Math.max(1, w.y1 - w.y0);
    // a word box spans ascender to descender; the baseline sits about a fifth of the box above its bottom
    // when the word has descenders, at the bottom otherwise: the layout engine only groups by it.
    runs.push({ str: text, x: w.x0 * k, y: (w.y1 - h * 0.1) * k, width: Math.max(1, w.x1 - w.x0) * k, height: h * k, fontName: `ocr:${p.engine}` });
  }
  // the text layer's order: top to bottom, left to right (the layout engine builds lines from geometry)
  runs.sort((a, b) => a.y - b.y || a.x - b.x);
  return { page: p.page, width: p.widthPx * k, height: p.heightPx * k, runs };
}
