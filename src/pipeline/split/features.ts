// What the splitter needs to know about one page, read from its text layer: its lines, page numbering,
// account number, statement period and masthead. Pure; tolerant of missing pieces (null when not found).
import type { PageText } from '../types.ts';
import { pageLines } from '../layout/lines.ts';
import { monthIndex } from '../layout/tokens.ts';
import { findPageNo, lastPageNo, MONTH_STEMS, namesColumns, type PageNo } from '../layout/vocabulary.ts'; // the layout reader's lines: one definition of a line

export interface PageFeatures {
  page: number;
  lines: string[]; // reading order, top to bottom
  text: string; // lines joined by '\n', lower-cased
  chars: number; // non-space characters
  pageNo: PageNo | null; // "Page 2 of 5"
  /**
   * The last printed page number on the page when it prints more than one of the same count ("Page 1 of 3" and
   * "Page 2 of 3": printed pages joined on one sheet): the page the next one follows. Absent: the same as pageNo.
   */
  pageNoLast?: PageNo;
  accountLast4: string | null;
  period: { start: string | null; end: string } | null; // ISO dates
  masthead: string | null; // top-of-page words without digits (a bank's name, usually)
  txLines: number; // lines that start with a date and carry an amount
}

// English, Spanish and German month names (`07-ABR-26`): vocabulary.ts `MONTH_NAMES`
const MONTH_RE = `(?:${MONTH_STEMS})[a-z]*\\.?`;
// `07-ABR-26`, `01-Nov-2024`, `01/Abr/2026`: a day, a month's name and a year joined by dashes or slashes; German
// `1. April 2026`, Spanish `30 de abril de 2026`
const DATE_RE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|${MONTH_RE}\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\.?\\s+${MONTH_RE}\\s+\\d{4}|\\d{1,2}\\s+de\\s+${MONTH_RE}\\s+de\\s+\\d{4}|\\d{1,2}-${MONTH_RE}-\\d{2,4}|\\d{1,2}/${MONTH_RE}/\\d{2,4})`;
// Spanish `del 01-ABR-26 al 30-ABR-26`, German `01.04.2026 bis 30.04.2026`
const RANGE = new RegExp(`(${DATE_RE})\\s*(?:-|–|—|to|through|thru|al|hasta|bis)\\s*(${DATE_RE})`, 'i');
// "Jan 1 - Jan 31, 2024": the year is printed once, after the end date
const SHORT_RANGE = new RegExp(
  `(${MONTH_RE})\\s+(\\d{1,2})\\s*(?:-|–|—|to|through|thru)\\s*(${MONTH_RE}\\s+\\d{1,2},?\\s+(\\d{4}))`,
  'i',
);
// "Beginning balance on January 1, 2024" ... "Ending balance on January 31, 2024"
const BALANCE_ON = new RegExp(`(beginning|ending) balance (?:on|as of)\\s+(${DATE_RE})`, 'gi');
const SINGLE_PERIOD = new RegExp(
  `(?:statement (?:date|closing date|ending)|closing date|period ending|ending date)\\s*:?\\s*(${DATE_RE})`,
  'i',
);

const pad = (n: number): string => String(n).padStart(2, '0');

/** A printed date with a year → YYYY-MM-DD; null when unreadable. US order (MM/DD) for slashed dates. */
export function isoDate(s: string): string | null {
  const t = s
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/,/g, ' ')
    .replace(/\s+de\s+/g, ' ')
    .trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})([-/])([a-z]+)\s?\2(\d{2,4})$/.exec(t);
  if (m) {
    const mo = monthIndex(m[3]);
    const y = m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    return mo ? `${y}-${pad(mo)}-${pad(Number(m[1]))}` : null;
  }
  m = /^(\d{1,2})[/ -](\d{1,2})[/ -](\d{2,4})$/.exec(s.trim().replace(/\./g, '/'));
  if (m) {
    const y = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    const mo = Number(m[1]);
    const d = Number(m[2]);
    return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? `${y}-${pad(mo)}-${pad(d)}` : null;
  }
  m = /^([a-z]+)\s+(\d{1,2})\s+(\d{4})$/.exec(t.replace(/\s+/g, ' '));
  const m2 = m ? null : /^(\d{1,2})\s+([a-z]+)\s+(\d{4})$/.exec(t.replace(/\s+/g, ' '));
  const [mon, day, year] = m ? [m[1], m[2], m[3]] : m2 ? [m2[2], m2[1], m2[3]] : [null, null, null];
  if (!mon) return null;
  const mo = monthIndex(mon);
  return mo ? `${year}-${pad(mo)}-${pad(Number(day))}` : null;
}

export function findPeriod(text: string): PageFeatures['period'] {
  const r = RANGE.exec(text);
  if (r) {
    const start = isoDate(r[1]);
    const end = isoDate(r[2]);
    if (start && end && start <= end) return { start, end };
  }
  const sr = SHORT_RANGE.exec(text);
  if (sr) {
    const end = isoDate(sr[3]);
    const startSameYear = isoDate(`${sr[1]} ${sr[2]} ${sr[4]}`);
    if (end && startSameYear) {
      // Dec 16 - Jan 15, 2025: the start is in the year before
      const start = startSameYear <= end ? startSameYear : `${Number(sr[4]) - 1}${startSameYear.slice(4)}`;
      return { start, end };
    }
  }
  const on: Record<string, string | null> = {};
  for (const m of text.matchAll(BALANCE_ON)) on[m[1].toLowerCase()] ??= isoDate(m[2]);
  if (on.ending) return { start: on.beginning && on.beginning <= on.ending ? on.beginning : null, end: on.ending };
  const s = SINGLE_PERIOD.exec(text);
  const end = s ? isoDate(s[1]) : null;
  return end ? { start: null, end } : null;
}

// "Account Number: 000000XXXXXX2742", "Acct ending in 1234", "Account # ****1234", "Account: ...5741"
const ACCOUNT =
  /\b(?:account|acct|kontonummer|konto(?:-?nr)?|no\.? de cuenta|n[uú]mero de cuenta)\.?\s*(?:number|no\.?|#|ending in|ending)?\s*:?\s*((?:[\dx*•#.…][\dx*•#.…\s-]{0,30})?\d{4})(?!\d)/i;
// "Business Checking ...2801", "Share Savings xxxx6110": a masked number after an account-type word
const MASKED =
  /\b(?:checking|savings|share draft|share savings|money market|account|acct)\b[^\n]{0,40}?(?:\.{2,}|…|[x*•]{2,}[-\s]?)(\d{4})(?!\d)/i;

export function findAccountLast4(lines: string[]): string | null {
  for (const re of [ACCOUNT, MASKED]) {
    for (const line of lines) {
      if (/\bcard\b/i.test(line) && re === MASKED) continue; // a card number inside a transaction
      const m = re.exec(line);
      if (!m) continue;
      const digits = m[1].replace(/\D/g, '');
      if (digits.length >= 4 && !/^(19|20)\d\d$/.test(digits)) return digits.slice(-4);
    }
  }
  return null;
}

const TX_LINE = new RegExp(
  // 01/05, 01-05-24, Jan 5, and day first: 01-Nov-2024, 5 Jan, 12th Feb
  `^(?:\\d{1,2}[/.-]\\d{1,2}(?:[/.-]\\d{2,4})?|${MONTH_RE}\\s+\\d{1,2}|\\d{1,2}(?:st|nd|rd|th)?[\\s-]${MONTH_RE}(?:[\\s-]\\d{2,4})?)\\b.*\\d[.,]\\d{2}\\b`,
  'i',
);

/** A heading marked as going on from an earlier page. */
const CONTINUED = /\bcontinued\b/i;

export function pageFeatures(page: PageText): PageFeatures {
  const ls = pageLines(page);
  const lines = ls.map((l) => l.text).filter((l) => l !== '');
  const text = lines.join('\n').toLowerCase();
  const top = ls.filter(
    (l) =>
      l.y <= page.height * 0.15 &&
      l.text !== '' &&
      !/\d/.test(l.text) &&
      /[a-z]{3}/i.test(l.text) &&
      !namesColumns(l.text) && // a continuation page's column titles name no bank
      !CONTINUED.test(l.text), // nor a heading that says it goes on from the page before (`CHECKING ACTIVITY - CONTINUED`)
  );
  const pageNo = findPageNo(lines);
  const pageNoLast = lastPageNo(lines, pageNo);
  const masthead = top.length
    ? top[0].text
        .toLowerCase()
        .replace(/[^a-z& ]/g, '')
        .replace(/\s+/g, ' ')
        .trim() || null
    : null;
  return {
    page: page.page,
    lines,
    text,
    chars: text.replace(/\s/g, '').length,
    pageNo,
    ...(pageNoLast ? { pageNoLast } : {}),
    accountLast4: findAccountLast4(lines),
    period: findPeriod(text),
    masthead,
    txLines: lines.filter((l) => TX_LINE.test(l)).length,
  };
}
