// Values typed into a PDF's fillable form fields → text runs, placed where the page prints them.
//
// pdfjs's text layer leaves annotations out, so a statement (or application) whose figures sit in AcroForm
// text fields read as an empty table. The printed text is the field's appearance (`textContent`, formatted
// as shown: "175,800.00" where the raw value is "175800"), at `textPosition` inside the field's rectangle.
// Only widths are estimated: a right-aligned field ends at its rectangle's right edge less the padding it
// starts with, a left-aligned one gets half an em a character (the column finder works on wider gaps).
import type { TextRun } from '../types.ts';
import type { PDFPageProxy } from './open.ts';

const WIDGET = 20; // pdfjs AnnotationType.WIDGET

/** The font name a run read from a form field carries (the field's own font is not the point). */
export const FORM_FIELD_FONT = 'form-field';

interface WidgetData {
  annotationType: number;
  fieldType?: string;
  hidden?: boolean;
  rect: number[];
  textContent?: string[];
  textPosition?: number[];
  textAlignment?: number | null;
  defaultAppearanceData?: { fontSize?: number; fontName?: string };
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** One field's printed lines as runs in displayed-page coordinates (`toPage` = the viewport transform). */
export function fieldRuns(a: WidgetData, toPage: number[]): TextRun[] {
  if (a.annotationType !== WIDGET || a.fieldType !== 'Tx' || a.hidden) return [];
  const lines = (a.textContent ?? []).map((s) => s.trim());
  if (!lines.some(Boolean) || !a.textPosition || a.rect.length !== 4) return [];
  const [x1, y1, x2, y2] = a.rect;
  const size = a.defaultAppearanceData?.fontSize || Math.max(6, (Math.abs(y2 - y1) - 4) * 0.8);
  const [dx, dy] = a.textPosition;
  const out: TextRun[] = [];
  lines.forEach((text, i) => {
    if (!text) return;
    const left = Math.min(x1, x2) + dx;
    const estimated = text.length * size * 0.5;
    // right-aligned text ends where it started from the left, mirrored: at the rectangle's edge less the padding
    const width = a.textAlignment === 2 && i === 0 ? Math.max(estimated / 2, Math.max(x1, x2) - 2 - left) : estimated;
    const [px, py] = apply(toPage, left, Math.min(y1, y2) + dy - i * size * 1.15);
    out.push({
      str: text,
      x: round(px),
      y: round(py),
      width: round(width),
      height: round(size),
      fontName: FORM_FIELD_FONT,
    });
  });
  return out;
}

function apply(m: number[], x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The text runs of a page's filled form fields (none on a page without annotations). */
export async function formFieldRuns(page: PDFPageProxy, toPage: number[]): Promise<TextRun[]> {
  const annotations = (await page.getAnnotations({ intent: 'display' })) as WidgetData[];
  return annotations.flatMap((a) => fieldRuns(a, toPage));
}
