// Statement period and the year of year-less dates. "12/20" on a Dec 16 – Jan 15 statement is December of
// the start year, "01/05" January of the end year: the year comes from the period, never from the clock.
import { cellGroups, cells, type Line, type Word } from './lines.ts';
import { monthIndex, numericDate, tokenize, type DateTok } from './tokens.ts';
import { MONTH_STEMS } from './vocabulary.ts';

const pad = (n: number): string => String(n).padStart(2, '0');
export const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

export function validIso(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const yearCache = new Map<string, string | null>();

/** The year that puts month/day nearest the period (inside it when possible). */
export function assignYear(month: number, day: number, start: string | null, end: string | null): string | null {
  const key = `${month}/${day}/${start}/${end}`;
  const hit = yearCache.get(key);
  if (hit !== undefined) return hit;
  if (yearCache.size > 5000) yearCache.clear();
  const found = nearestYear(month, day, start, end);
  yearCache.set(key, found);
  return found;
}

function nearestYear(month: number, day: number, start: string | null, end: string | null): string | null {
  const anchor = end ?? start;
  if (!anchor) return null;
  const ey = Number(anchor.slice(0, 4));
  const lo = start ? dayNumber(start) : dayNumber(anchor) - 62;
  const hi = dayNumber(anchor);
  let best: { date: string; dist: number } | null = null;
  for (const y of [ey, ey - 1, ey + 1]) {
    if (!validIso(y, month, day)) continue;
    const date = iso(y, month, day);
    const n = dayNumber(date);
    const dist = n < lo ? lo - n : n > hi ? n - hi : 0;
    if (!best || dist < best.dist) best = { date, dist };
  }
  return best?.date ?? null;
}

export function tokDate(t: DateTok, start: string | null, end: string | null): string | null {
  if (t.year !== null) return validIso(t.year, t.month, t.day) ? iso(t.year, t.month, t.day) : null;
  return assignYear(t.month, t.day, start, end);
}

/**
 * Numeric dates that only one order can read: "19/05/19" only day first, "05/19/19" only month first. A
 * yearless pair counts where its line prints an amount (a row): on a line without one, "1/19 HOTHAM ST" is a
 * unit and street number, not a date.
 */
function numericDateOrders(lines: Line[]): { dayFirstOnly: number; monthFirstOnly: number } {
  let dayFirstOnly = 0;
  let monthFirstOnly = 0;
  for (const line of lines)
    for (const w of line.words) {
      const n = numericDate(w.text);
      if (!n || (n.year === null && !/\d[.,]\d\d\b/.test(line.text))) continue;
      const { first: a, second: b } = n;
      if (a < 1 || b < 1 || a > 31 || b > 31) continue;
      if (a > 12 && b <= 12) dayFirstOnly++;
      else if (b > 12 && a <= 12) monthFirstOnly++;
    }
  return { dayFirstOnly, monthFirstOnly };
}

/**
 * A statement that prints its numeric dates day first ("19/05/19", "29/05/2019": the order is the
 * statement's, not the bank's country): its lines with every numeric date word marked `dayFirst`, or null
 * when it reads month first (the US order, and the reading of any statement whose dates all fit both). Day
 * first needs two dates no month-first reading accepts and none that only month first reads: one stray
 * "13/05" (a reference, a fraction) does not turn a statement's dates around. A wrong order still puts
 * dates outside the printed period, which the gate refuses.
 */
export function dayFirstDates(lines: Line[]): Line[] | null {
  const { dayFirstOnly, monthFirstOnly } = numericDateOrders(lines);
  if (dayFirstOnly < 2 || monthFirstOnly > 0) return null;
  return lines.map((line) => ({
    ...line,
    words: line.words.map((w) => (numericDate(w.text) ? { ...w, dayFirst: true } : w)),
  }));
}

// Spanish `del 01-ABR-26 al 30-ABR-26` (`hasta`), German `vom 01.04.2026 bis 30.04.2026`
const CONNECTOR = /^(?:-|–|—|to|through|thru|and|al|hasta|bis)$/i;
const PERIOD_WORDS = /period|statement|through|thru|from|cycle|dates?\b|for\b/i;

export interface PeriodFound {
  start: string;
  end: string;
  line: Line;
  text: string;
  /** the words printed before the range ("Statement Period:"), or a title line right above it */
  label: string;
}

/** Every date range printed, top to bottom, e.g. "January 1, 2024 through January 31, 2024" (one per line). */
function printedRanges(lines: Line[]): PeriodFound[] {
  const out: PeriodFound[] = [];
  lines.forEach((line, i) => {
    const found =
      lineRange(line, false, lines[i - 1]) ??
      titledPair(line, lines, i) ??
      rangeInPieces(line, lines, i) ??
      daySpan(line);
    if (found) out.push(found);
  });
  return out;
}

/**
 * One month's days as a span, the month named once: after its days (`June 1-30, 2025`, `Sep 1 - 30, 2025`,
 * `November 1 to 30, 2025`), or day first before them as UK statements print it (`1 to 30 November 2025`,
 * `1st - 30th Nov 2025`).
 */
const MONTH_WORD = String.raw`((?:${MONTH_STEMS})[a-z]*)\.?`;
const SPAN_DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const SPAN_JOIN = String.raw`(?:\s*[-–—]\s*|\s+(?:to|through|thru|until)\s+)`;
const SPAN_YEAR = String.raw`,?\s+((?:19|20)\d\d)\b`;
const DAY_SPAN = new RegExp(String.raw`\b${MONTH_WORD}\s+${SPAN_DAY}${SPAN_JOIN}${SPAN_DAY}${SPAN_YEAR}`, 'i');
const DAY_FIRST_SPAN = new RegExp(String.raw`\b${SPAN_DAY}${SPAN_JOIN}${SPAN_DAY}\s+${MONTH_WORD}${SPAN_YEAR}`, 'i');

function daySpan(line: Line): PeriodFound | null {
  const monthFirst = DAY_SPAN.exec(line.text);
  const m = monthFirst ?? DAY_FIRST_SPAN.exec(line.text);
  if (!m || tokenize(line.words).some((t) => t.kind === 'amount')) return null;
  const [name, from, to] = monthFirst ? [m[1], m[2], m[3]] : [m[3], m[1], m[2]];
  const [month, year] = [monthIndex(name) ?? 0, +m[4]];
  if (+from >= +to || !validIso(year, month, +from) || !validIso(year, month, +to)) return null;
  const label = line.text.slice(0, m.index).trim();
  return { start: iso(year, month, +from), end: iso(year, month, +to), line, text: m[0], label };
}

const span = (ws: Word[]): { x: number; right: number } => ({ x: ws[0].x, right: ws[ws.length - 1].right });
const overlaps = (a: { x: number; right: number }, b: { x: number; right: number }, slack: number): boolean =>
  a.x < b.right + slack && a.right > b.x - slack;
const fullDate = (t: DateTok | undefined): boolean => !!t && t.year !== null && validIso(t.year, t.month, t.day);
/** A word ending a full date: its year (`2025`, `2025-`), or a numeric date with one (`07/01/25`, `01.06.2025`). */
const ENDS_DATE = /(?:^|\D)(?:19|20)\d\d[-–—,.]?$|^\d{1,2}[/.-]\d{1,2}[/.-]\d\d(?:\d\d)?[-–—]?$/;
/** A cell that may end with a full date, its connector after it: tokenized only then (every line is looked at). */
const mayEndWithDate = (cell: Word[]): boolean => {
  const last = cell[cell.length - 1].text;
  return (
    ENDS_DATE.test(last) || (CONNECTOR.test(last) && cell.length > 1 && ENDS_DATE.test(cell[cell.length - 2].text))
  );
};
/** A title naming the statement's period, over dates printed with no connector between them. */
const PERIOD_TITLE = /\bperiod\b|\bcycle\b/i;

/**
 * The title printed over a cell: the first cell above it in its column (a few lines up, same page), when it holds
 * no date or amount (`STATEMENT PERIOD` over the range's first piece, the bank's address lines beside it).
 */
function columnTitle(lines: Line[], i: number, col: { x: number; right: number }): string {
  const line = lines[i];
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const above = lines[k];
    if (above.page !== line.page || line.y - above.y > 4 * line.size) return '';
    const cell = cellGroups(above.words).find((c) => overlaps(span(c), col, line.size));
    if (cell) return tokenize(cell).length ? '' : cell.map((w) => w.text).join(' ');
  }
  return '';
}

/** Two full dates side by side in cells of their own (`07/01/2025   07/31/2025`) under a title naming the period. */
function titledPair(line: Line, lines: Line[], i: number): PeriodFound | null {
  if ((line.text.match(/\d+/g)?.length ?? 0) < 3) return null;
  const dateCells = cellGroups(line.words).map((c) =>
    c.length <= 3 && mayEndWithDate(c) && onlyDate(c, 0) ? c : null,
  );
  for (let k = 0; k + 1 < dateCells.length; k++) {
    const [a, b] = [dateCells[k], dateCells[k + 1]];
    if (!a || !b || !PERIOD_TITLE.test(columnTitle(lines, i, span(a)))) continue;
    const both = [...a, ...b];
    const found = lineRange({ ...line, words: both, text: both.map((w) => w.text).join(' ') }, true);
    if (found) return { ...found, line };
  }
  return null;
}

/** A cell that is one full date and nothing else, after `skip` words (its connector). */
function onlyDate(cell: Word[], skip: number): boolean {
  const toks = tokenize(cell);
  return toks.length === 1 && toks[0].w0 === skip && toks[0].w1 === cell.length && fullDate(toks[0] as DateTok);
}

/**
 * A range whose two ends are printed on two lines of one column (a masthead's right-hand block beside the bank's
 * address lines: `07/01/2025 through` / `07/31/2025`, `July 1, 2025` / `to July 31, 2025`): the first piece is a
 * cell ending with a full date (its label may precede it, its connector follow it), the second the next cell
 * printed in that column, a full date its connector may precede. With no connector on either piece, a title over
 * them must name the period (`STATEMENT PERIOD` over two stacked dates): two dates stacked under any other title
 * are a statement date and a due date, or two rows.
 */
function rangeInPieces(line: Line, lines: Line[], i: number): PeriodFound | null {
  for (const cell of cellGroups(line.words)) {
    if (!mayEndWithDate(cell)) continue;
    const words = unglued(dashApart(cell));
    const toks = tokenize(words);
    const last = toks[toks.length - 1];
    if (last?.kind !== 'date' || !fullDate(last) || toks.some((t) => t.kind === 'amount')) continue;
    const after = words.slice(last.w1);
    if (after.length > 1 || (after.length === 1 && !CONNECTOR.test(after[0].text))) continue;
    const below = pieceBelow(lines, i, span(cell));
    if (!below) continue;
    const end = below.cell;
    // each end under its own label, the cell left of it (`From  December 1, 2025` / `To  December 31, 2025`)
    const labels = [leftLabel(words, line), leftLabel(end, below.line)];
    const labelled = START_WORD.test(labels[0]) && END_WORD.test(labels[1]);
    const joined = after.length > 0 || CONNECTOR.test(end[0].text) || labelled;
    if (!joined && !PERIOD_TITLE.test(columnTitle(lines, i, span(cell)))) continue;
    const both = [...words, ...end];
    const found = lineRange({ ...line, words: both, text: both.map((w) => w.text).join(' ') }, !joined || labelled);
    if (found) return { ...found, line, ...(labelled && !found.label ? { label: labels.join(' ') } : {}) };
  }
  return null;
}

/** The label of a period's start or end printed left of its date, alone in its cell (`From`, `To`, `Start date:`). */
const START_WORD = /^(?:from|start(?:s| date)?|begin(?:s|ning)?(?: date)?|period (?:from|start(?:s| date)?))\s*:?$/i;
const END_WORD = /^(?:to|through|thru|until|end(?:s| date)?|ending(?: date)?|period (?:to|end(?:s| date)?))\s*:?$/i;

/** The text of the cell printed right before a date's words on its line (the nearest left of it), or ''. */
function leftLabel(piece: Word[], line: Line): string {
  const left = cellGroups(line.words).filter((c) => c[c.length - 1].right <= piece[0].x + 0.5);
  const cell = left[left.length - 1];
  return cell && !cell.includes(piece[0]) ? cell.map((w) => w.text).join(' ') : '';
}

/** The next cell printed in a column below a line, when it is a full date its connector may precede. */
function pieceBelow(lines: Line[], i: number, col: { x: number; right: number }): { cell: Word[]; line: Line } | null {
  const line = lines[i];
  for (const next of lines.slice(i + 1, i + 4)) {
    if (next.page !== line.page || next.y - line.y > 2 * line.size) return null;
    const cell = cellGroups(next.words).find((c) => overlaps(span(c), col, line.size));
    if (!cell) continue;
    return onlyDate(cell, CONNECTOR.test(cell[0].text) ? 1 : 0) ? { cell, line: next } : null;
  }
  return null;
}

/** A dash glued to the start's year (`August 01, 2022-`) set apart, so the year reads as one. */
function dashApart(words: Word[]): Word[] {
  const last = words[words.length - 1];
  const bare = last.text.replace(/[-–—]$/, '');
  return bare && bare !== last.text ? [...words.slice(0, -1), { ...last, text: bare }, { ...last, text: '-' }] : words;
}

/** Two numeric dates glued by a dash (`20.03.2019-03.09.2019`, `01/06/2025-30/06/2025`): the words of a range. */
const GLUED_RANGE = /^(\d{1,2}([./])\d{1,2}\2\d{2,4})[-–—](\d{1,2}\2\d{1,2}\2\d{2,4})$/;

function unglued(words: Line['words']): Line['words'] {
  if (!words.some((w) => GLUED_RANGE.test(w.text))) return words;
  return words.flatMap((w) => {
    const m = GLUED_RANGE.exec(w.text);
    if (!m) return [w];
    // the range's own dates say day first when either reads only that way (`20.03.2019`)
    const dayFirst = w.dayFirst || [m[1], m[3]].some((d) => Number(d.split(/[./]/)[0]) > 12);
    return [
      { ...w, text: m[1], dayFirst },
      { ...w, text: '-' },
      { ...w, text: m[3], dayFirst },
    ];
  });
}

/** Titles over two dates (`Statement Start Date | Statement End Date` over `01/01/2025 01/31/2025`) name a range. */
const RANGE_TITLES =
  /\b(?:start|begin(?:ning)?|from)\b.*\b(?:end|ending|to|through)\b|\b(?:statement|billing) (?:period|cycle)\b/i;
const titledBy = (line: Line, above: Line | undefined): boolean =>
  !!above &&
  above.page === line.page &&
  line.y - above.y <= 2 * line.size &&
  !/\d/.test(above.text) &&
  RANGE_TITLES.test(above.text);

function lineRange(printed: Line, titled = false, above?: Line): PeriodFound | null {
  // a range prints at least three numbers (two days and a year): a line with fewer is none, untokenized
  if ((printed.text.match(/\d+/g)?.length ?? 0) < 3) return null;
  const words = unglued(printed.words);
  const line = words === printed.words ? printed : { ...printed, words };
  const toks = tokenize(line.words);
  if (toks.some((t) => t.kind === 'amount')) return null;
  const dates = toks.filter((t): t is DateTok => t.kind === 'date');
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i];
    const b = dates[i + 1];
    if (b.year === null) continue;
    const between = line.words.slice(a.w1, b.w0).map((w) => w.text);
    // "Jan 1 - Jan 31, 2024", "from 01/01/24 to 01/31/24", "Beginning January 1 ... Ending January 31, 2024"
    const joined =
      between.length >= 1 && between.length <= 2 && between.some((w) => CONNECTOR.test(w) || /^ending$/i.test(w));
    const dashGlued = between.length === 0 && /[-–—]$/.test(line.words[a.w1 - 1]?.text ?? '');
    if (
      !joined &&
      !dashGlued &&
      !(between.length === 0 && (titled || PERIOD_WORDS.test(line.text) || titledBy(printed, above)))
    )
      continue;
    if (!validIso(b.year, b.month, b.day)) continue;
    const end = iso(b.year, b.month, b.day);
    const sy = a.year ?? (a.month > b.month ? b.year - 1 : b.year);
    if (!validIso(sy, a.month, a.day)) continue;
    const first = iso(sy, a.month, a.day);
    // printed latest first (`21 SEP 2025 to 23 AUG 2025`, an online export newest first): the same span, when both
    // dates print their year
    const [start, stop] = first > end && a.year !== null ? [end, first] : [first, end];
    if (start > stop || dayNumber(stop) - dayNumber(start) > 400) continue;
    const label = line.words
      .slice(0, a.w0)
      .map((w) => w.text)
      .join(' ');
    return { start, end: stop, line: printed, text: `${a.text} - ${b.text}`, label };
  }
  return null;
}

// A range a statement prints for something else than its own period: a year-to-date box, the activity since
// some day, the previous or next statement's dates.
// A card's promotion or offer (`Promotional APR from ... through ...`, `Offer valid ... to ...`) is no period either.
const OTHER_PERIOD =
  /year.to.date|\bytd\b|\bsince\b|previous|prior|\blast (statement|period|cycle)|\bnext\b|promo|\boffer|\bvalid\b|\bapr\b|\brate\b|introductory|\bexpir|\bdue\b/i;
// A range the statement names as its own period.
export const OWN_PERIOD = /statement|period|cycle|billing|opening\W+closing/i;

/** A range followed on its line by a promotion's words (`Purchases 01/05/2025 - 07/05/2025 Intro APR 0%`). */
const PROMOTION_AFTER = /\b(?:promo\w*|intro\w*|apr|offer|expir\w*)\b/i;
const afterRange = (r: PeriodFound): string => {
  const end = r.text.split(' - ').pop() ?? '';
  const at = r.line.text.lastIndexOf(end);
  return at < 0 ? '' : r.line.text.slice(at + end.length);
};

/** The label a range is printed under: the words before it on its line, else a title line just above it. */
function rangeLabel(found: PeriodFound, lines: Line[]): string {
  if (/[A-Za-z]/.test(found.label)) return found.label;
  const above = lines[lines.indexOf(found.line) - 1];
  const close = above && above.page === found.line.page && found.line.y - above.y <= 2 * found.line.size;
  return close && tokenize(above.words).length === 0 ? above.text : found.label;
}

/** Its start and its end printed on two lines under their own labels (`Statement starts 2 July 2022` / `Statement ends 3 January 2023`). */
const START_LABEL =
  /\b(?:statement|period|cycle) (?:starts|start date|begins|begin date|from)\b|\b(?:start|begin|beginning|opening|from) date\b/i;
const END_LABEL = /\b(?:statement|period|cycle) (?:ends|end date|to)\b|\b(?:end|ending|closing|to) date\b/i;

function labelledEnds(lines: Line[]): PeriodFound | null {
  const dated = (l: Line): DateTok | undefined =>
    tokenize(l.words).find(
      (t): t is DateTok => t.kind === 'date' && t.year !== null && validIso(t.year, t.month, t.day),
    );
  const si = lines.findIndex((l) => START_LABEL.test(l.text) && dated(l));
  if (si < 0) return null;
  const endLine = lines.slice(si + 1, si + 6).find((l) => END_LABEL.test(l.text) && dated(l));
  if (!endLine) return null;
  const a = dated(lines[si])!;
  const b = dated(endLine)!;
  const start = iso(a.year!, a.month, a.day);
  const end = iso(b.year!, b.month, b.day);
  if (start > end || dayNumber(end) - dayNumber(start) > 400) return null;
  return { start, end, line: lines[si], text: `${a.text} - ${b.text}`, label: 'statement' };
}

/**
 * The ranges that may be the statement's period, first printed first: ranges labelled for something else
 * (year to date, since, previous statement) are never the period; when some range is labelled as the
 * statement's period, only those labelled so are. Two that remain are two readings the gate judges.
 */
export function findPeriods(lines: Line[]): PeriodFound[] {
  const two = labelledEnds(lines);
  const ranges = [...printedRanges(lines), ...(two ? [two] : [])].map((r) => ({ ...r, label: rangeLabel(r, lines) }));
  const mine = ranges.filter((r) => !OTHER_PERIOD.test(r.label) && !PROMOTION_AFTER.test(afterRange(r)));
  const named = mine.filter((r) => OWN_PERIOD.test(r.label));
  const kept = named.length ? named : mine;
  return kept.filter((r, i) => kept.findIndex((o) => o.start === r.start && o.end === r.end) === i);
}

/**
 * Ranges printed as the statement's own period without a year on either end (`Statement Period Dec 16 - Jan 15`):
 * the two month-days, joined by a connector, after a label naming the period. Their years are the statement date's
 * to give (read.ts).
 */
export function yearlessRanges(lines: Line[]): Array<{ start: DateTok; end: DateTok; line: Line; text: string }> {
  const out: Array<{ start: DateTok; end: DateTok; line: Line; text: string }> = [];
  for (const line of lines) {
    if (!OWN_PERIOD.test(line.text)) continue;
    const toks = tokenize(line.words);
    if (toks.some((t) => t.kind === 'amount')) continue;
    const dates = toks.filter((t): t is DateTok => t.kind === 'date');
    for (let i = 0; i + 1 < dates.length; i++) {
      const [a, b] = [dates[i], dates[i + 1]];
      const label = textOfWords(line.words.slice(0, a.w0));
      const between = line.words.slice(a.w1, b.w0).map((w) => w.text);
      if (a.year !== null || b.year !== null || between.length !== 1 || !CONNECTOR.test(between[0])) continue;
      if (OWN_PERIOD.test(label) && !OTHER_PERIOD.test(label))
        out.push({ start: a, end: b, line, text: `${a.text} - ${b.text}` });
    }
  }
  return out;
}

const textOfWords = (ws: Word[]): string => ws.map((w) => w.text).join(' ');

/**
 * No printed range: "Statement date: March 31, 2024" / "Closing date 03/31/24" / "Cycle ending 01/31/25" gives the
 * period's end; the next or previous statement's closing date does not.
 */
const STATEMENT_DATE =
  /(?<!\b(?:next|previous|prior|last)\s)(?:statement (date|ending|closing|as of)|closing date|(?:month|period|cycle) end(?:ing|ed)?\b|ending date|cycle date)/i;

/** The index of the first word after the label on its line (a due date printed before the label is not its date). */
const wordsBefore = (text: string, at: number): number => text.slice(0, at).split(/\s+/).filter(Boolean).length;

export function findStatementDate(lines: Line[]): { end: string; line: Line; text: string } | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = STATEMENT_DATE.exec(line.text);
    if (!m) continue;
    const from = wordsBefore(line.text, m.index);
    const d = tokenize(line.words).find((t): t is DateTok => t.kind === 'date' && t.year !== null && t.w0 >= from);
    if (d && d.year !== null && validIso(d.year, d.month, d.day))
      return { end: iso(d.year, d.month, d.day), line, text: d.text };
    // The label over its value ("STATEMENT DATE" with "01/09/14" printed under it).
    // (a label, not a sentence saying `statement date`: `… had not posted by the statement date …` over a pending row)
    const label = cells(line.words).find((c) => STATEMENT_DATE.test(c.text) && c.text.split(/\s+/).length <= 5);
    if (!label) continue;
    for (const below of lines.slice(i + 1, i + 4)) {
      if (below.page !== line.page || below.y - line.y > 4 * line.size) break;
      const u = tokenize(below.words).find(
        (t): t is DateTok => t.kind === 'date' && t.year !== null && t.x < label.right + 2 && t.right > label.x - 2,
      );
      if (u && u.year !== null && validIso(u.year, u.month, u.day))
        return { end: iso(u.year, u.month, u.day), line: below, text: u.text };
    }
  }
  return null;
}

/**
 * A statement date printed with no label (`August 11, 2025` under the account's name, in the page header), known
 * for one by the closing balance's year-less day (`Ending balance on 8/11`): the one year every full date of
 * that month and day is printed with. Several years, or none, tell nothing.
 */
export function sameDayDated(
  lines: Line[],
  day: { month: number; day: number },
): { end: string; line: Line; text: string } | null {
  const found = lines.flatMap((line) =>
    tokenize(line.words)
      .filter((t): t is DateTok => t.kind === 'date' && t.year !== null && t.month === day.month && t.day === day.day)
      .map((t) => ({ end: iso(t.year as number, t.month, t.day), line, text: t.text })),
  );
  return found.length && found.every((f) => f.end === found[0].end) ? found[0] : null;
}

/**
 * The number of days a statement says its period holds (`Days in Billing Cycle 31`, `31 days in Billing Cycle`,
 * `Statement period number of days 33`, `Number of days in statement period 31`): with the period's end it gives
 * the start (a card prints only its closing date and the cycle's length). Null when no such line prints one number.
 */
const DAYS_LINE =
  /\bdays in (?:the )?(?:billing |statement )?(?:cycle|period)\b|\b(?:period|cycle) number of days\b|\bnumber of days in (?:the )?(?:billing |statement )?(?:cycle|period)\b|\bbilling days\b/i;

/**
 * The days the statement says its period holds: the number printed right after the label (`Days in cycle 31`, the
 * line may carry the mailing block's street number), else the line's only number (`31 Days in Billing Period`).
 */
export function periodDays(lines: Line[]): number | null {
  const DAYS = /(?<![\d/.,$-])\d{1,3}(?![\d/.,]\d)/g;
  for (const line of lines) {
    if (!/days/i.test(line.text)) continue;
    const label = DAYS_LINE.exec(line.text);
    if (!label) continue;
    const after = /^\s*:?\s*(\d{1,3})(?![\d/.,]\d|\d)/.exec(line.text.slice(label.index + label[0].length));
    const numbers = after ? [after[1]] : (line.text.match(DAYS) ?? []);
    if (numbers.length === 1 && Number(numbers[0]) >= 1 && Number(numbers[0]) <= 62) return Number(numbers[0]);
  }
  return null;
}
