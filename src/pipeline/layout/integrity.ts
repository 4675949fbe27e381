// Broken text layers: the text says something other than the page shows. Numbers cut by a space
// ("1,31 5.61") and glyphs without a Unicode mapping are reported as blocking warnings (the gate refuses
// to verify) instead of trusting the digits. Evenly letter-spaced words ("D E P O S I T S") are
// typography and are joined back by lines.ts; a label broken irregularly ("Ope ning Balance") is simply
// not found, so the value it names is missing and the gate reports that.
import type { PageText } from '../types.ts';
import type { Line } from './lines.ts';
import { parsePrintedAmount } from '../../money.ts';
import type { ReadWarning } from '../statement-read.ts';
import { findPageNo } from './vocabulary.ts';

const BAD = /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000E-\u001F\u007F-\u009F]/u;
const SPLIT_LEFT = /\d,\d{0,2}$|\d[.,]$|\d\.\d$/; // "1,31" "1,315." "1," "1,315.6"
const SPLIT_RIGHT = /^[.,]\d/;

export function textLayerWarnings(pages: PageText[], lines: Line[]): ReadWarning[] {
  const out: ReadWarning[] = [];
  const seen = new Set<string>();
  const add = (w: ReadWarning): void => {
    const k = `${w.code}:${w.page}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(w);
    }
  };
  for (const line of lines) {
    const ws = line.words;
    const fixed = ws.find((w) => w.repaired);
    // A cut inside one drawn run is the extractor's spacing, not a different number: read glued (lines.ts),
    // noted, and held to the same arithmetic as every other printed figure.
    if (fixed)
      add({
        code: 'digits_split',
        page: line.page,
        message: `page ${line.page} line ${line.no}: "${fixed.repaired}" read as ${fixed.text} (one drawn number cut by the text layer)`,
        blocking: false,
      });
    for (let i = 0; i + 1 < ws.length; i++) {
      const a = ws[i];
      const b = ws[i + 1];
      const close = b.x - a.right < 0.6 * Math.max(a.size, 1);
      // Glued back together the two pieces make one well-formed amount, and the left piece alone is not one.
      const glued = parsePrintedAmount(a.text + b.text);
      if (
        close &&
        glued &&
        !parsePrintedAmount(a.text) &&
        /\d/.test(a.text) &&
        (SPLIT_LEFT.test(a.text) || SPLIT_RIGHT.test(b.text))
      ) {
        add({
          code: 'digits_split',
          page: line.page,
          message: `page ${line.page} line ${line.no}: a number is cut by a space ("${a.text} ${b.text}")`,
          blocking: true,
        });
      }
    }
  }
  // Characters no font maps to text (replacement char, private use area, control bytes), counted per page.
  // A lone unmapped glyph standing as a word of its own is a symbol (a bullet, a logo, a check box): it can
  // be no part of a number or a word, so it does not make the text layer untrustworthy.
  const bad = new Map<number, number>();
  for (const line of lines) {
    for (const w of line.words) {
      if (!BAD.test(w.text) || [...w.text].length === 1) continue;
      for (const ch of w.text) if (BAD.test(ch)) bad.set(line.page, (bad.get(line.page) ?? 0) + 1);
    }
  }
  for (const p of pages) {
    // A bank issues a statement as a flat document; figures typed into fillable fields are read as printed
    // and held to the same arithmetic, but the underwriter is told where they came from.
    if (p.formFieldRuns)
      add({
        code: 'form_field_values',
        page: p.page,
        message: `page ${p.page}: ${p.formFieldRuns} values are typed into fillable form fields, not printed on the page`,
        blocking: false,
      });
    const n = bad.get(p.page) ?? 0;
    if (n >= 3)
      add({
        code: 'garbled_text',
        page: p.page,
        message: `page ${p.page}: ${n} characters without a readable mapping`,
        blocking: true,
      });
  }
  return out;
}

/**
 * Printed pages the file does not hold: every page numbers itself `Page n of M` in one count and some n of 1..M is
 * printed on none (a page left out when the statement was scanned or saved). Not blocking: the missing rows leave
 * the equations unmet; this says why.
 */
export function missingPages(lines: Line[]): ReadWarning[] {
  const byPage = new Map<number, string[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l.text]);
  const numbers = [...byPage.values()].map((texts) => findPageNo(texts));
  const of = numbers[0]?.of ?? null;
  if (of === null || numbers.some((n) => !n || n.of !== of)) return [];
  const printed = new Set(numbers.map((n) => n?.n));
  const missing = Array.from({ length: of }, (_, i) => i + 1).filter((n) => !printed.has(n));
  if (!missing.length || missing.length >= of) return [];
  return [
    {
      code: 'pages_missing',
      page: null,
      message: `printed page${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${of} ${missing.length > 1 ? 'are' : 'is'} not in the file: ${missing.length > 1 ? 'their' : 'its'} rows are missing`,
      blocking: false,
    },
  ];
}
