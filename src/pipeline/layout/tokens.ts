// Number and date tokens found among a line's words. An amount keeps its printed digits exactly (cents
// are parsed from the digits, never through a float) and remembers how its sign was printed.
import { parsePrintedAmount, type Cents, type SignMark } from '../../money.ts';
import type { Line, Word } from './lines.ts';
import { monthOf } from './vocabulary.ts';

export type { SignMark };

export interface AmountTok {
  kind: 'amount';
  cents: Cents; // absolute value
  negative: boolean; // printed as negative (minus, parentheses, trailing minus, DR)
  mark: SignMark;
  text: string;
  x: number;
  right: number;
  w0: number; // index of its first word in the line
  w1: number; // index after its last word
}

export interface DateTok {
  kind: 'date';
  month: number;
  day: number;
  year: number | null;
  text: string;
  x: number;
  right: number;
  w0: number;
  w1: number;
}

/**
 * An amount ending a sentence or a clause in prose (`was $2,175.99.`, `totaling $43,851.13, bringing`) carries
 * that period or comma after its cents; the digits before it are the amount.
 */
const CLAUSE_END = /(\d\.\d\d)[.,;]$/;

/** One amount string as printed, with its text kept for evidence. */
function amountOf(text: string): Omit<AmountTok, 'kind' | 'x' | 'right' | 'w0' | 'w1'> | null {
  const a = parsePrintedAmount(text);
  if (a) return { ...a, text };
  const digits = text.replace(CLAUSE_END, '$1');
  const b = digits !== text ? parsePrintedAmount(digits) : null;
  return b && { ...b, text: digits };
}

/** A currency's sign or code printed as a word of its own (`$` at the left of an accounting-style cell). */
export const CURRENCY_MARK = /^(?:[$£€]|US\$|USD|GBP|EUR|CAD)$/;

const GLUE =
  /^(?:[-\u2212\u2013+($£€)]{1,3}|[-\u2212\u2013+(]{0,2}(?:USD|US\$|GBP|EUR|CAD)|CR|DR|Cr|Dr|cr|dr|OD|od|D|-)$/;
/** A credit / debit / overdrawn mark printed after the digits. */
const SUFFIX_MARK = /^(?:CR|DR|Cr|Dr|cr|dr|OD|od|D)$/;
/**
 * How far (in font sizes) a piece may stand from the one before it and still be glued: 1.2, but a mark
 * ending the line (`DR` printed in a narrow column of its own right of the balance) up to 3.
 */
const glueGap = (p: Word, last: boolean): number => (last && SUFFIX_MARK.test(p.text) ? 3 : 1.2) * p.size;

/** An overdrawn balance marked by a word printed right before or after its digits (`OVERDRAWN 200.00`, `200.00 Overdrawn`). */
const OVERDRAWN_WORD = /^overdrawn$/i;
/**
 * Other words marking an overdrawn (or debit) amount, read only after its digits (`200.00 OVERDRAFT`, `200.00 NEG`,
 * `200.00 DB`): before them they are a description's last word (`Overdraft Fee`, `Courtesy Overdraft 35.00`).
 */
const OVERDRAWN_AFTER = /^(?:overdrawn|overdraft|neg|negative|DB)$/i;

/**
 * The amount at words [w0, w1) widened over an overdrawn word next to it: a space apart and nearer to these
 * digits than to the word on its other side (`300.00 OVERDRAWN 200.00`: the balance's), or alone in a cell right
 * after them at any distance (a status column right of the balance, last on the line or not). That word is its minus, like `OD`. An amount
 * already signed keeps its mark.
 */
function withOverdrawnWord(tok: AmountTok, words: Word[]): AmountTok {
  if (tok.mark !== null) return tok;
  const gap = (a: Word | undefined, b: Word | undefined): number => (a && b ? b.x - a.right : Infinity);
  const before = words[tok.w0 - 1];
  const after = words[tok.w1];
  const overdrawn = { negative: true, mark: 'dr' as const };
  const afterGap = gap(words[tok.w1 - 1], after);
  if (
    after &&
    OVERDRAWN_AFTER.test(after.text) &&
    (tok.w1 + 1 === words.length ||
      (afterGap <= 1.2 * after.size && afterGap < gap(after, words[tok.w1 + 1])) ||
      gap(after, words[tok.w1 + 1]) > 1.2 * after.size)
  )
    return { ...tok, ...overdrawn, text: `${tok.text} ${after.text}`, right: after.right, w1: tok.w1 + 1 };
  const beforeGap = gap(before, words[tok.w0]);
  if (
    before &&
    OVERDRAWN_WORD.test(before.text) &&
    beforeGap <= 1.2 * before.size &&
    beforeGap < gap(words[tok.w0 - 2], before)
  )
    return { ...tok, ...overdrawn, text: `${before.text} ${tok.text}`, w0: tok.w0 - 1 };
  return tok;
}

/** The month a word names (`Jan`, `Sept.`, `January`; Spanish and German names too: vocabulary.ts `MONTH_NAMES`). */
export function monthIndex(word: string): number | null {
  if (word.length < 3) return null;
  return monthOf(word);
}

const validDay = (m: number, d: number): boolean => m >= 1 && m <= 12 && d >= 1 && d <= 31;
const year4 = (y: string): number => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * A numeric date in one word, its two numbers in printed order: "19/05/19" → 19, 5, 2019; 01/05, 1/5/24,
 * 01-05-2024, 01.05.24. Null for anything else ("12.50" is money: a dot needs a year). Which number is the
 * month is the statement's order (parseDateWord, dates.ts `dayFirstDates`).
 */
export function numericDate(word: string): { first: number; second: number; year: number | null } | null {
  const m = /^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{2}|\d{4}))?$/.exec(word.replace(/[,;:]$/, ''));
  if (!m || (m[2] === '.' && !m[4])) return null;
  return { first: Number(m[1]), second: Number(m[3]), year: m[4] ? year4(m[4]) : null };
}

/**
 * A date written in one word: 01/05, 1/5/24, 01-05-2024, 2024-01-05, 2026/03/09, 01.05.24, in US month-first order
 * unless `dayFirst` (a statement that prints its dates day first, decided from all its dates: dates.ts).
 */
export function parseDateWord(
  word: string,
  dayFirst = false,
): { month: number; day: number; year: number | null } | null {
  // a label's colon glued in front (`Period :01-Nov-2024`) is not part of the date
  const w = word.replace(/^[:(]/, '').replace(/[,;:)]$/, '');
  // year first (`2024-01-05`, `2026/03/09`, `2026.03.09`): month then day, whatever the statement's order
  let m = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(w);
  if (m)
    return validDay(Number(m[3]), Number(m[4])) ? { month: Number(m[3]), day: Number(m[4]), year: Number(m[1]) } : null;
  const n = numericDate(w);
  if (n) {
    const [month, day] = dayFirst ? [n.second, n.first] : [n.first, n.second];
    return validDay(month, day) ? { month, day, year: n.year } : null;
  }
  // 05-Jan-24, 05Jan, and a month's name between slashes (`01/ABR/2026`)
  m =
    /^(\d{1,2})-?([A-Za-z]{3,9})-?(\d{2}|\d{4})?$/.exec(w) ?? /^(\d{1,2})\/([A-Za-z]{3,9})\.?\/(\d{2}|\d{4})$/.exec(w);
  if (m && monthIndex(m[2])) {
    const month = monthIndex(m[2]) as number;
    return validDay(month, Number(m[1])) ? { month, day: Number(m[1]), year: m[3] ? year4(m[3]) : null } : null;
  }
  return null;
}

/** Find date and amount tokens in a line's words, left to right. Multi-word forms: "Jan 5", "Jan 5, 2024", "5 Jan 2024", "$ 1.00", "1.00 CR". */
// Lines are tokenized by several passes (walk, period, summaries): remember each word list's tokens.
const cache = new WeakMap<Word[], Array<AmountTok | DateTok>>();

export function tokenize(words: Word[]): Array<AmountTok | DateTok> {
  const hit = cache.get(words);
  if (hit) return hit;
  const out = tokenizeWords(words);
  cache.set(words, out);
  return out;
}

const BARE_SIGN = /^[-\u2212\u2013+]$/;
/**
 * A sign printed as a word of its own between two values (`- $4,956.55 - $140.76`, a summary printed as one
 * equation): it stands before the next value's digits, so it is that value's, not the trailing minus of the one
 * before.
 */
function signBefore(words: Word[], k: number): boolean {
  const next = words[k + 1];
  if (!BARE_SIGN.test(words[k].text) || !next || !/^[($£€]?\d/.test(next.text)) return false;
  return next.x - words[k].right <= glueGap(next, false);
}

/** A date printed over the words `w0` to `w1` (exclusive): `May 1, 2019`, `5 Jan 2024`, `30 de abril de 2026`. */
function spannedDate(words: Word[], w0: number, w1: number, month: number, day: number, year: number | null): DateTok {
  const text = words
    .slice(w0, w1)
    .map((x) => x.text)
    .join(' ');
  return { kind: 'date', month, day, year, text, x: words[w0].x, right: words[w1 - 1].right, w0, w1 };
}

function tokenizeWords(words: Word[]): Array<AmountTok | DateTok> {
  const out: Array<AmountTok | DateTok> = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i].text;
    const next = words[i + 1]?.text ?? '';
    const next2 = words[i + 2]?.text ?? '';
    const mon = monthIndex(w);
    // "May 1, 2019", and "May 1,2019" (the day and the year glued by their comma); a scanner's text layer reads
    // the day 1 as a letter between a month and a year ("May l, 2019", "May I, 2019")
    const ocrOne = mon && /^[lI],$/.test(next) && /^(19|20)\d\d[,.]?$/.test(next2);
    const dayWord = mon ? /^(\d{1,2})(?:st|nd|rd|th)?(?:,(\d{4})[,.]?|,)?$/.exec(ocrOne ? '1,' : next) : null;
    if (dayWord && validDay(mon!, Number(dayWord[1]))) {
      const glued = dayWord[2] ?? null;
      // a year is 19xx or 20xx: `Apr 02 1130 Check` is a date and a check number
      const hasYear = !glued && /^(19|20)\d\d$/.test(next2.replace(/[,.]$/, ''));
      const w1 = hasYear ? i + 3 : i + 2;
      out.push(
        spannedDate(
          words,
          i,
          w1,
          mon!,
          Number(dayWord[1]),
          glued ? Number(glued) : hasYear ? Number(next2.slice(0, 4)) : null,
        ),
      );
      i = w1 - 1;
      continue;
    }
    // Spanish `30 de abril de 2026` (`30 de abril`): the day, `de`, the month, `de` and the year
    const de = /^de$/i.test(next) ? 1 : 0;
    const monNext = monthIndex(de ? next2 : next);
    // "5 Jan 2024", ordinals too ("12th Feb"), German `5. Mai 2026`
    const dayNo = /^(\d{1,2})(?:st|nd|rd|th|\.)?$/.exec(w)?.[1];
    if (dayNo && monNext && validDay(monNext, Number(dayNo)) && (!w.endsWith('.') || !de)) {
      // "5 Jan 2024", and day-first "10 Jun 19" (a two-digit year right after the month name).
      const yearDe = de && /^de$/i.test(words[i + 3]?.text ?? '') ? 1 : 0;
      const yi = i + 2 + de + yearDe;
      const y = (words[yi]?.text ?? '').replace(/[,.]$/, '');
      const hasYear =
        /^(19|20)\d\d$/.test(y) ||
        (!yearDe && /^\d{2}$/.test(y) && words[yi].x - words[yi - 1].right < 1.2 * words[yi].size);
      const w1 = hasYear ? yi + 1 : i + 2 + de;
      out.push(spannedDate(words, i, w1, monNext, Number(dayNo), hasYear ? year4(y) : null));
      i = w1 - 1;
      continue;
    }
    const d = parseDateWord(w, words[i].dayFirst);
    if (d) {
      out.push({ kind: 'date', ...d, text: w, x: words[i].x, right: words[i].right, w0: i, w1: i + 1 });
      continue;
    }
    if (!/\d/.test(w) && !GLUE.test(w)) continue;
    // Amounts: try the longest glue first ("-", "$", "1.00", "CR" printed as separate words).
    let best: { a: NonNullable<ReturnType<typeof amountOf>>; n: number } | null = null;
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const piece = words.slice(i, i + n);
      const endsLine = i + n === words.length;
      if (n > 1 && piece.some((p, k) => k > 0 && p.x - piece[k - 1].right > glueGap(p, endsLine && k === n - 1)))
        continue;
      // Only signs, currency and CR/DR may be glued to the digits: "Deposit 12 1.00" is not 121.00.
      if (
        n > 1 &&
        !piece.every((p, k) =>
          /\d/.test(p.text) ? k === piece.findIndex((q) => /\d/.test(q.text)) : GLUE.test(p.text),
        )
      )
        continue;
      if (n > 1 && signBefore(words, i + n - 1)) continue;
      const a = amountOf(piece.map((p) => p.text).join(''));
      if (a && /\d/.test(piece[n - 1].text + (piece[n - 2]?.text ?? ''))) {
        best = { a, n };
        break;
      }
    }
    if (best && !/%$/.test(words[i + best.n]?.text ?? '')) {
      const tok = withOverdrawnWord(
        { kind: 'amount', ...best.a, x: words[i].x, right: words[i + best.n - 1].right, w0: i, w1: i + best.n },
        words,
      );
      out.push(tok);
      i = tok.w1 - 1;
    }
  }
  return out;
}

/** An amount printed with a decimal comma (`36.699,95`, `-17,26`, `€ 5,40`) and one printed with a decimal point. */
const COMMA_DECIMAL = /^[-+(€]*\d{1,3}(?:\.\d{3})*,\d{2}[-)]?$/;
const POINT_DECIMAL = /^[-+($£€]*\d{1,3}(?:,\d{3})*\.\d{2}[-)]?$|^[-+($£€]*\d+\.\d{2}[-)]?$/;

/**
 * A statement that prints every amount with a decimal comma (`1.234,56`: three or more such amounts, none with a
 * decimal point) is read that way: its lines again, each such amount written with the point (`1,234.56`), its
 * digits as printed. Null when the statement's own amounts do not say so.
 */
export function decimalCommaLines(lines: Line[]): Line[] | null {
  let comma = 0;
  for (const l of lines)
    for (const w of l.words) {
      if (POINT_DECIMAL.test(w.text)) return null;
      if (COMMA_DECIMAL.test(w.text)) comma++;
    }
  if (comma < 3) return null;
  const swap = (t: string): string => t.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
  return rewriteWords(lines, (words, k) =>
    COMMA_DECIMAL.test(words[k].text)
      ? swap(words[k].text)
      : sideMark(words, k)
        ? words[k].text === 'H'
          ? 'CR'
          : 'DR'
        : null,
  );
}

/** Lines with some words written another way (`rewrite` gives a word's new text, or null to keep it as printed). */
function rewriteWords(lines: Line[], rewrite: (words: Word[], k: number) => string | null): Line[] {
  return lines.map((line) => {
    let changed = false;
    const words = line.words.map((w, k) => {
      const text = rewrite(line.words, k);
      if (text === null) return w;
      changed = true;
      return { ...w, text };
    });
    return changed ? { ...line, words, text: words.map((w) => w.text).join(' ') } : line;
  });
}

/**
 * A German balance's side printed after its digits (`6.234,18 H`, `1.020,00 S`): `H` (Haben) a balance in the
 * customer's favour, `S` (Soll) one owed, read as `CR` and `DR`. Only a letter alone right after a decimal-comma
 * amount, ending the line or a cell (a wider gap after it).
 */
function sideMark(words: Word[], k: number): boolean {
  const w = words[k];
  const before = words[k - 1];
  const after = words[k + 1];
  if ((w.text !== 'H' && w.text !== 'S') || !before || !COMMA_DECIMAL.test(before.text)) return false;
  if (w.x - before.right > 1.2 * w.size) return false;
  return !after || after.x - w.right > w.size;
}

/**
 * An amount grouped in lakhs and crores (`2,84,712.70`, `1,23,45,678.90`: two digits a group above the thousands),
 * its sign and mark as any amount's; and one grouped in thousands above a lakh (`284,712.70`, `1,284,712.70`),
 * which a statement grouping in lakhs never prints.
 */
const LAKH_GROUPED = /^([-+(\u2212]*)(\d{1,2}(?:,\d{2})+),(\d{3}\.\d{2}(?:[-)]|CR|DR|Cr|Dr|cr|dr)?)$/;
const THOUSANDS_ABOVE_LAKH = /^[-+($£€\u2212]*(?:\d{3},\d{3}|\d{1,3}(?:,\d{3}){2,})\.\d{2}/;

/**
 * A statement that prints its amounts grouped in lakhs (one or more such amounts, none grouped in thousands above
 * a lakh) is read with them grouped in thousands (`2,84,712.70` → `284,712.70`), their digits, sign and mark as
 * printed: its lines again, or null when the statement's own amounts do not say so.
 */
export function lakhGroupedLines(lines: Line[]): Line[] | null {
  let lakh = 0;
  for (const l of lines)
    for (const w of l.words) {
      if (THOUSANDS_ABOVE_LAKH.test(w.text)) return null;
      if (LAKH_GROUPED.test(w.text)) lakh++;
    }
  if (!lakh) return null;
  const regroup = (t: string): string =>
    t.replace(LAKH_GROUPED, (_, sign: string, high: string, rest: string) => {
      const whole = `${high.replace(/,/g, '')}`;
      return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')},${rest}`;
    });
  return rewriteWords(lines, (words, k) => (LAKH_GROUPED.test(words[k].text) ? regroup(words[k].text) : null));
}

/** Currencies with no minor units (ISO 4217 exponent 0): their amounts are printed in whole units (`1,240,648`). */
export const NO_MINOR_UNITS = new Set(['JPY']);
/** A whole amount grouped in thousands (`1,240,648`, `-4,440`, `(3,928)`), its sign and mark as any amount's. */
const GROUPED_WHOLE = /^([-+(\u2212]*)(\d{1,3}(?:,\d{3})+)([-)]|CR|DR|Cr|Dr|cr|dr)?$/;

/**
 * A statement in a currency with no minor units (`currency`: statementCurrency's, from its own `JPY`, `¥`, `円`) that
 * prints no amount with decimals is read with its grouped whole amounts written with their zero decimals
 * (`1,240,648` → `1,240,648.00`: the cents inside are the units times 100, the decimal strings out `1240648.00`),
 * their digits, sign and mark as printed. An ungrouped number (a reference, a count, an amount under 1,000) stays
 * as printed. Null when the statement's own evidence does not say so: every other statement reads as before.
 */
export function wholeUnitLines(lines: Line[], currency: string | null): Line[] | null {
  if (!currency || !NO_MINOR_UNITS.has(currency)) return null;
  let grouped = 0;
  for (const l of lines)
    for (const w of l.words) {
      if (POINT_DECIMAL.test(w.text) || COMMA_DECIMAL.test(w.text)) return null;
      if (GROUPED_WHOLE.test(w.text)) grouped++;
    }
  if (grouped < 3) return null;
  const withZeros = (t: string): string =>
    t.replace(GROUPED_WHOLE, (_, sign: string, digits: string, mark?: string) => `${sign}${digits}.00${mark ?? ''}`);
  return rewriteWords(lines, (words, k) => (GROUPED_WHOLE.test(words[k].text) ? withZeros(words[k].text) : null));
}
