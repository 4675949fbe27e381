// Calendar dates (YYYY-MM-DD strings, UTC arithmetic) and US bank business days.
// Bank holidays follow the Federal Reserve calendar, computed for any year: a holiday on Sunday is
// observed Monday; one on Saturday is not moved (banks open the Friday before).

const DAY_MS = 86_400_000;

export function toDayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** b − a in calendar days */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 0 = Sunday … 6 = Saturday */
export function weekday(date: string): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function monthStart(month: string): string {
  return `${month}-01`;
}

export function monthEnd(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Months from `a` to `b` inclusive, in order. */
export function monthRange(a: string, b: string): string[] {
  const out: string[] = [];
  for (let m = a; m <= b; m = nextMonth(m)) out.push(m);
  return out;
}

function ymd(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(y: number, m: number, dow: number, n: number): string {
  if (n > 0) {
    const first = weekday(ymd(y, m, 1));
    return ymd(y, m, 1 + ((dow - first + 7) % 7) + 7 * (n - 1));
  }
  const lastDay = daysInMonth(ymd(y, m, 1).slice(0, 7));
  const last = weekday(ymd(y, m, lastDay));
  return ymd(y, m, lastDay - ((last - dow + 7) % 7));
}

function observed(date: string): string | null {
  const w = weekday(date);
  if (w === 0) return addDays(date, 1);
  if (w === 6) return null;
  return date;
}

const holidayCache = new Map<number, Set<string>>();

/** Federal Reserve bank holidays observed on weekdays in year `y`. */
export function bankHolidays(y: number): Set<string> {
  const cached = holidayCache.get(y);
  if (cached) return cached;
  const fixed = [ymd(y, 1, 1), ymd(y, 7, 4), ymd(y, 11, 11), ymd(y, 12, 25)];
  if (y >= 2022) fixed.push(ymd(y, 6, 19));
  const floating = [
    nthWeekday(y, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(y, 2, 1, 3), // Washington's Birthday
    nthWeekday(y, 5, 1, -1), // Memorial Day
    nthWeekday(y, 9, 1, 1), // Labor Day
    nthWeekday(y, 10, 1, 2), // Columbus Day
    nthWeekday(y, 11, 4, 4), // Thanksgiving
  ];
  const set = new Set<string>([...fixed.map(observed).filter((d): d is string => d !== null), ...floating]);
  holidayCache.set(y, set);
  return set;
}

export function isBusinessDay(date: string): boolean {
  const w = weekday(date);
  return w !== 0 && w !== 6 && !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: string): string {
  let d = addDays(date, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** `date` itself when it is a business day, else the next one (how a scheduled debit rolls). */
export function rollForward(date: string): string {
  return isBusinessDay(date) ? date : nextBusinessDay(date);
}

/** Business days in (a, b]: 1 between consecutive business days, 1 from Friday to Monday. */
export function businessDaysBetween(a: string, b: string): number {
  if (b === a) return 0;
  if (b < a) return -businessDaysBetween(b, a);
  let n = 0;
  for (let d = addDays(a, 1); d <= b; d = addDays(d, 1)) if (isBusinessDay(d)) n++;
  return n;
}

/** Business days in [a, b] inclusive. */
export function businessDaysIn(a: string, b: string): number {
  if (b < a) return 0;
  return businessDaysBetween(addDays(a, -1), b);
}

export function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const dim = daysInMonth(`${ny}-${String(nm).padStart(2, '0')}`);
  return ymd(ny, nm, Math.min(d, dim));
}
