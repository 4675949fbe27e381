// A scanned application is read once per OCR engine, each engine's words through the same page geometry as a
// text layer (./geometry.ts); this decides what the engines' reads give together. Pure.
// - the engines read the same words (spacing and case aside): the value, confirmed;
// - they differ: the one whose value has the field's shape (an EIN, a ZIP, a date, an amount...) when only one
//   has it, else the first engine's; unconfirmed either way (`field_sources` says `ocr_unconfirmed`);
// - one engine read a value where the other found the label over an empty box: a speck on a blank box reads
//   as a letter, so the value is unconfirmed; a value neither engine read stays null (never guessed).
import { ocrPageText } from '../ocr/page-text.ts';
import type { OcrPage, OcrWord } from '../ocr/types.ts';
import type { PageText } from '../types.ts';
import type { FieldKey, OwnerKey } from './fields.ts';
import { isLabel } from './geometry.ts';

export type OcrValue = string | number | boolean | null | undefined;

export interface OcrPick {
  value: string | number | boolean;
  confirmed: boolean;
}

const squash = (v: OcrValue) => (typeof v === 'string' ? v.toLowerCase().replace(/[\s.,]+/g, '') : v);

const DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const AMOUNT = /^\$?\d{1,3}(,\d{3})*(\.\d{2})?$/;
const PHONE = /^\(?\d{3}\)?[ -.]?\d{3}-\d{4}$/;
const SHAPES: Partial<Record<FieldKey | OwnerKey, RegExp>> = {
  ein: /^\d{2}-\d{7}$/,
  zip: /^\d{5}(-\d{4})?$/,
  state: /^[A-Z]{2}$/,
  state_of_incorporation: /^[A-Z]{2}$/,
  naics: /^\d{2,6}$/,
  business_start_date: DATE,
  signed_date: DATE,
  date_of_birth: DATE,
  requested_amount: AMOUNT,
  monthly_revenue: AMOUNT,
  gross_annual_revenue: AMOUNT,
  business_phone: PHONE,
  home_phone: PHONE,
  mobile_phone: PHONE,
  business_email: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i,
  email: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i,
  website: /^(https?:\/\/)?(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i,
  ssn_last4: /^\d{4}$/,
};

/** Whether a value looks like what the field holds (no shape known: any value does). */
export function fitsShape(key: FieldKey | OwnerKey, value: OcrValue): boolean {
  if (value === null || value === undefined) return false;
  if (key === 'ownership_pct') return typeof value === 'number' && value > 0 && value <= 100;
  if (key === 'credit_score') return typeof value === 'number' && value >= 300 && value <= 850;
  const shape = SHAPES[key];
  return !shape || shape.test(String(value).trim());
}

/** A space an engine put between two digits (`555-641 1`) out, when only the value without it has the field's shape. */
function digitsJoined(key: FieldKey | OwnerKey, v: string | number | boolean): string | number | boolean {
  if (typeof v !== 'string' || fitsShape(key, v)) return v;
  const joined = v.replace(/(?<=\d) (?=\d)/g, '');
  return joined !== v && fitsShape(key, joined) ? joined : v;
}

/** The engines' values of one field, first engine first → the value to keep, or null when none was read. */
export function pickOcrValue(key: FieldKey | OwnerKey, values: OcrValue[]): OcrPick | null {
  const read = values
    .filter((v): v is string | number | boolean => v !== null && v !== undefined)
    .map((v) => digitsJoined(key, v));
  if (!read.length) return null;
  const shaped = read.filter((v) => fitsShape(key, v));
  const confirmed = read.length === values.length && read.every((v) => squash(v) === squash(read[0]));
  // the same characters: the reading whose spacing gives the field's shape (`555-641 1` / `555-6411`)
  if (confirmed) return { value: shaped[0] ?? read[0]!, confirmed };
  return { value: shaped.length === 1 ? shaped[0]! : read[0]!, confirmed: false };
}

/** Glyphs an engine makes of a box's edge, an underline or a speck: `|`, `[`, `]`, `!`, `:`, `_`, `—`... */
const EDGE = /^[|[\]!:;_—–'"`~.,]+$/;
const TALL_EDGE = /^[|[\]!_—–\-:;.,'"`~/\\()]+$/;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * A form's words as the geometry should see them: the edges of its boxes and specks out. An engine reads a
 * box's left or right edge as `|`, `[` or `]`, alone (a word as tall as the box: it would found a printed line
 * spanning the label and the value beside it) or glued to the value's first or last letter (`[4712`, `Cafe|`).
 */
export function formWords(words: OcrWord[]): OcrWord[] {
  const h = median(words.map((w) => w.y1 - w.y0));
  return words.flatMap((w) => {
    const t = w.text.trim();
    if (EDGE.test(t) || (TALL_EDGE.test(t) && w.y1 - w.y0 > 1.15 * h)) return [];
    const text = t.replace(/^[|[\]!;:]+(?=[\p{L}\p{N}$(])/u, '').replace(/(?<=[\p{L}\p{N}.)%])[|[\]!;]+$/u, '');
    return text ? [{ ...w, text }] : [];
  });
}

/** The options a check-box question prints, longest first (`S-Corp` before `Corp`). */
const OPTIONS: Partial<Record<FieldKey, RegExp>> = {
  entity_type:
    /\b(sole proprietorship|non-?profit|s-?corp(?:oration)?|c-?corp(?:oration)?|corporation|partnership|llc|llp)\b/gi,
  existing_advances_disclosed: /\b(yes|no)\b/gi,
};
/** What the engines make of a ticked box: ☒ as `X`, `®`, `&`, `@`; an empty one (`O`, `0`, `J`) is never read as these. */
const TICKED = /^(?:[xX☒☑✔✓■®&@]|\[[xX]\]|\([xX]\))$/;

/**
 * An OCR'd check-box question ("® LLC 0O Corporation O S-Corp") → the one option whose box the words show
 * ticked, or null when they show none or several: the box glyphs are often lost or read as letters, and
 * a list of every option is no answer. A value naming one option (the answer typed in a box) stands.
 */
export function ocrChoice(key: FieldKey, value: string): string | null {
  const options = OPTIONS[key];
  if (!options) return value;
  const found = [...value.matchAll(options)];
  if (found.length < 2) return value;
  const ticked = found.filter((m) => TICKED.test(value.slice(0, m.index).trim().split(/\s+/).pop() ?? ''));
  return ticked.length === 1 ? ticked[0]![1]! : null;
}
const PADDLE = 1.15;
/** An OCR box is the ink's height: about this share of the font's size the geometry measures gaps in. */
const INK_OF_SIZE: Record<OcrPage['engine'], number> = { tesseract: 0.8, paddle: PADDLE };
/** Two words of one line closer than this many ink heights are one phrase. */
const WORD_GAP = 1.0;

/** The words of a line at which a known label starts (and the word after it ends: a value follows). */
function labelStarts(words: string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++)
    for (let k = Math.min(words.length, i + 6); k > i; k--) {
      const text = words.slice(i, k).join(' ');
      if (!isLabel(text.replace(/:\s*$/, ''))) continue;
      out.add(i);
      if (k < words.length) out.add(k);
      // the word after `Label:` begins its value (`Address Line 2:` `Suite 161`), not another label
      i = /:$/.test(words[k - 1]!) ? k : k - 1;
      break;
    }
  return out;
}

/**
 * One engine's read of a scanned form page → page text for the geometry (./geometry.ts): the words' lines
 * as the statement read groups them (../ocr/page-text.ts), then the words of one printed line put on one
 * baseline (a word with a descender, `Plumbing`, can land on a line of its own a point or two lower and
 * break a value in two) and their size given as the font's, from the ink's.
 */
export function formPageText(p: OcrPage): PageText {
  const page = ocrPageText({ ...p, words: formWords(p.words) });
  const lines: Array<{ y: number; h: number; runs: PageText['runs'] }> = [];
  for (const r of [...page.runs].sort((a, b) => a.y - b.y)) {
    const line = lines.find((l) => Math.abs(l.y - r.y) < 0.5 * Math.min(l.h, r.height));
    if (line) line.runs.push(r);
    else lines.push({ y: r.y, h: r.height, runs: [r] });
  }
  const runs = lines.flatMap((l) => {
    const y = median(l.runs.map((r) => r.y));
    const words = l.runs.sort((a, b) => a.x - b.x);
    const starts = labelStarts(words.map((w) => w.str));
    const out: PageText['runs'] = [];
    words.forEach((r, i) => {
      const last = out[out.length - 1];
      // a word space: an OCR box is tight to the ink, so the gap between two words of a phrase is about half
      // the ink's height; a column gap is many times that. A form's value box can stand as close to the next
      // label as a word space (`555-3380` `Company Email:`): a known label starts a phrase, a colon ends one
      const near = last && r.x - (last.x + last.width) < WORD_GAP * r.height;
      if (near && !starts.has(i) && !/:$/.test(last.str))
        out[out.length - 1] = { ...last, str: `${last.str} ${r.str}`, width: r.x + r.width - last.x };
      else out.push({ ...r, y, height: r.height / INK_OF_SIZE[p.engine] });
    });
    return out;
  });
  return { ...page, runs: runs.sort((a, b) => a.y - b.y || a.x - b.x) };
}
