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
