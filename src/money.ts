// Money is integer cents inside (a JS number holding a safe integer), decimal strings at the API edge.
// Floats never take part in ledger arithmetic: parsing goes through digits, not parseFloat.

export type Cents = number;

export class MoneyError extends Error {}

/** Parse a decimal string such as "1234.5", "-0.07" or "12" into integer cents. Rejects more than 2 decimals. */
export function toCents(decimal: string | number): Cents {
  const text = typeof decimal === 'number' ? numberToDecimal(decimal) : decimal.trim();
  const m = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new MoneyError(`not a decimal amount: ${JSON.stringify(decimal)}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new MoneyError(`amount out of range: ${text}`);
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}

/**
 * A decimal string with any number of places ("1450.125", "-3") or a JSON number → cents, rounding half
 * away from zero on the digits: what the calculator accepts for an amount. Throws MoneyError otherwise.
 */
export function amountToCents(value: number | string): Cents {
  if (typeof value === 'number') return numberToCents(value);
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) throw new MoneyError(`not a decimal amount: ${JSON.stringify(value)}`);
  const frac = m[3] ?? '';
  const up = Number(frac[2] ?? '0') >= 5 ? 1 : 0;
  const cents = Number(m[2]) * 100 + Number(frac.slice(0, 2).padEnd(2, '0')) + up;
  if (!Number.isSafeInteger(cents)) throw new MoneyError(`amount out of range: ${value}`);
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}

/** A figure typed by a person ("$45,000", "45000.00", "USD 1,200", 1450.5) → cents; null when it is not an amount. */
export function statedCents(value: unknown): Cents | null {
  if (typeof value === 'number') return Number.isFinite(value) ? numberToCents(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[$,\s]/g, '').replace(/^USD/i, '');
  try {
    return amountToCents(text);
  } catch {
    return null;
  }
}

/** How a statement printed an amount's sign. */
export type SignMark = 'minus' | 'paren' | 'trailing_minus' | 'dr' | 'cr' | 'plus' | null;

export interface ParsedAmount {
  /** absolute value */
  cents: Cents;
  /** printed as negative (minus, parentheses, trailing minus, DR) */
  negative: boolean;
  mark: SignMark;
}

/** A sign mark that writes a minus, however placed: `-1.00`, `(1.00)`, `1.00-`. */
export const minusMark = (mark: SignMark): boolean => mark === 'minus' || mark === 'paren' || mark === 'trailing_minus';

const MINUS = '[-\\u2212\\u2013\\u2014]';
/** A currency symbol or code printed before the digits: "$", "£", "€", "USD", "US$". */
const CURRENCY = '(?:[$£€]|US\\$|USD|GBP|EUR|CAD)';
// The currency may stand outside the parentheses (`$(1,785.93)`); with two decimals the whole part may be
// left out (`.00`, `$.00`: a zero printed without its leading digit).
const printedPattern = (whole: string, decimals: string) =>
  new RegExp(
    `^(${MINUS}|\\+)?${CURRENCY}?\\(?(${MINUS})?${CURRENCY}?(${MINUS})?${whole}${decimals}\\)?(${MINUS}|\\+)?(CR|DR|Cr|Dr|cr|dr|OD|od|D)?$`,
  );
const PRINTED = printedPattern('(\\d{1,3}(?:,\\d{3})+|\\d+)?', '\\.(\\d{2})');
const PRINTED_WHOLE_OPTIONAL = printedPattern('(\\d{1,3}(?:,\\d{3})+|\\d+)', '(?:\\.(\\d{2}))?');

/**
 * An amount as a statement prints it: "1,234.56", "-$1.00", "USD 1.00", "(1.00)", "1.00-", "1.00+", "1.00 DR", "−$1.00",
 * "$1.00CR", "916.42 D" and "916.42 OD" (UK overdrawn). Cents come from the digits. `wholeUnits` also accepts "1,234".
 */
export function parsePrintedAmount(text: string, opts: { wholeUnits?: boolean } = {}): ParsedAmount | null {
  const t = text.replace(/\s+/g, '');
  const m = (opts.wholeUnits ? PRINTED_WHOLE_OPTIONAL : PRINTED).exec(t);
  if (!m) return null;
  const paren = t.includes('(') || t.includes(')');
  if (paren && !(t.includes('(') && t.includes(')'))) return null;
  const cents = Number((m[4] ?? '0').replace(/,/g, '')) * 100 + Number(m[5] ?? '0');
  if (!Number.isSafeInteger(cents)) return null;
  const suffix = (m[7] ?? '').toUpperCase();
  let mark: SignMark = null;
  if (paren) mark = 'paren';
  else if ((m[1] && m[1] !== '+') || m[2] || m[3]) mark = 'minus';
  else if (m[6] === '+')
    mark = 'plus'; // a small bank's "1,234.56+" beside "496.67-" in one signed column
  else if (m[6]) mark = 'trailing_minus';
  else if (suffix === 'DR' || suffix === 'D' || suffix === 'OD') mark = 'dr';
  else if (suffix === 'CR') mark = 'cr';
  else if (m[1] === '+') mark = 'plus';
  const negative = minusMark(mark) || mark === 'dr';
  return { cents, negative, mark };
}

/** A printed amount → signed cents ("(12.00)" → -1200, "1,234" → 123400); null when it is not an amount. */
export function printedCents(text: string | null): Cents | null {
  const p = text === null ? null : parsePrintedAmount(text, { wholeUnits: true });
  return p === null ? null : p.negative && p.cents !== 0 ? -p.cents : p.cents;
}

/** Integer cents → decimal string with two places: 123456 → "1234.56", -5 → "-0.05". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new MoneyError(`not integer cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${frac}`;
}

/** Sum integer cents, refusing non-integers so a float can never slip into a ledger total. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new MoneyError(`not integer cents: ${v}`);
    total += v;
  }
  return total;
}

/** Cents → a JSON number of dollars, for the underwriting block which the spec gives as numbers. */
export function centsToNumber(cents: Cents): number {
  return cents / 100;
}

/** A JSON number of dollars (calculator input) → integer cents, rounding half away from zero. */
export function numberToCents(value: number): Cents {
  if (!Number.isFinite(value)) throw new MoneyError(`not a finite amount: ${value}`);
  return toCents(numberToDecimal(value));
}

function numberToDecimal(value: number): string {
  // toFixed(2) on the float is exact enough for any amount a statement prints (≤ 15 significant digits).
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const scaled = Math.round(abs * 100 + Number.EPSILON * abs * 100);
  return `${sign}${Math.floor(scaled / 100)}.${String(scaled % 100).padStart(2, '0')}`;
}

const MICROS = 1_000_000;

/**
 * Model costs are integer millionths of a dollar (totals stay exact); their decimal string keeps at least
 * two places and at most six: 75840 → "0.07584", 2_000_000 → "2.00".
 */
export function formatMicros(micros: number): string {
  const abs = Math.abs(Math.round(micros));
  let frac = String(abs % MICROS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${micros < 0 ? '-' : ''}${Math.floor(abs / MICROS)}.${frac}`;
}

/** Dollars (a decimal string, or a number a provider reported) → integer millionths; places past the sixth are cut. */
export function toMicros(usd: string | number): number {
  if (typeof usd === 'number') return Math.round(usd * MICROS);
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(usd.trim());
  if (!m) throw new MoneyError(`not a decimal amount: ${usd}`);
  const v = Number(m[2]) * MICROS + Number((m[3] ?? '').slice(0, 6).padEnd(6, '0'));
  return m[1] ? -v : v;
}
