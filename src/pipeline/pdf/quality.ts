// Is a page's text layer usable, or must the page go to the image read?
// A page is `image` when its text layer is missing (a scan, maybe with a few stamped words, or text
// drawn as outlines) or garbage
// (replacement characters, private-use code points from fonts without a Unicode map, control bytes, or
// mostly symbols). A blank page (no text, no image) stays `text`: there is nothing to read on it.
import type { TextRun } from '../types.ts';

export type PageMode = 'text' | 'image';
export type PageModeReason = 'text_layer' | 'no_text_layer' | 'garbled_text' | 'blank';

export interface PageModeInfo {
  page: number;
  mode: PageMode;
  reason: PageModeReason;
  /** Non-space characters in the text layer. */
  chars: number;
  /** Share of those characters that are unreadable (0..1). */
  garbledShare: number;
}

/** Fewer visible characters than this and the page has no text layer (if it paints images or outlines). */
export const MIN_TEXT_CHARS = 20;
const MAX_GARBLED_SHARE = 0.3;

// Letters and digits of any script, plus the punctuation statements print.
const READABLE = /[\p{L}\p{N}$€£.,\-\/()'&:#%*+@"!?;_=<>[\]{}|~\u2212\u2013\u2014\u2019]/u;
const BAD = /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000E-\u001F\u007F-\u009F]|[\uDB80-\uDBFF]/u;

// A font whose codes map to the wrong letters gives readable characters but no words. Any real page
// with a few hundred letters has some of these (English and Spanish statement words).
const COMMON_WORDS = new Set(
  (
    'the and of to for in on from with by your you date balance account total deposit deposits withdrawal withdrawals ' +
    'page amount statement description credit credits debit debits check checks fee fees payment transfer ' +
    'de la el y en para saldo cuenta fecha pago total'
  ).split(' '),
);
const MIN_LETTERS_FOR_WORDS = 300;

export function textStats(runs: TextRun[]): { chars: number; garbledShare: number; noKnownWords: boolean } {
  let chars = 0;
  let bad = 0;
  let letters = 0;
  let known = 0;
  for (const r of runs) {
    for (const ch of r.str) {
      if (ch.trim() === '') continue;
      chars++;
      if (BAD.test(ch) || !READABLE.test(ch)) bad++;
    }
    for (const w of r.str.toLowerCase().match(/\p{L}+/gu) ?? []) {
      letters += w.length;
      if (COMMON_WORDS.has(w)) known++;
    }
  }
  return {
    chars,
    garbledShare: chars === 0 ? 0 : bad / chars,
    noKnownWords: letters >= MIN_LETTERS_FOR_WORDS && known === 0,
  };
}

/**
 * Decide the page mode. `paintsContent` (images or outlined text on the page) is asked only for
 * near-empty pages, as it costs an operator-list pass, so it is a thunk.
 */
export async function classifyPageMode(
  page: number,
  runs: TextRun[],
  paintsContent: () => Promise<boolean>,
): Promise<PageModeInfo> {
  const { chars, garbledShare, noKnownWords } = textStats(runs);
  const base = { page, chars, garbledShare: Math.round(garbledShare * 1000) / 1000 };
  if (chars >= MIN_TEXT_CHARS && (garbledShare > MAX_GARBLED_SHARE || noKnownWords))
    return { ...base, mode: 'image', reason: 'garbled_text' };
  if (chars >= MIN_TEXT_CHARS) return { ...base, mode: 'text', reason: 'text_layer' };
  if (await paintsContent()) return { ...base, mode: 'image', reason: 'no_text_layer' };
  if (chars > 0 && garbledShare > MAX_GARBLED_SHARE) return { ...base, mode: 'image', reason: 'garbled_text' };
  return { ...base, mode: 'text', reason: chars === 0 ? 'blank' : 'text_layer' };
}

/** `page_modes` object for a Statement: `{ "3": "text", "4": "image" }` keyed by the file's 1-based page. */
export function pageModesObject(infos: PageModeInfo[], pages?: number[]): Record<string, PageMode> {
  const want = pages ? new Set(pages) : null;
  const out: Record<string, PageMode> = {};
  for (const i of infos) if (!want || want.has(i.page)) out[String(i.page)] = i.mode;
  return out;
}
