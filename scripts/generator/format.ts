// Printed money formats. Integer cents in, text out: never floats.
import type { Cents } from '../../src/money.ts';

/** How a layout prints a negative number. `unicode` uses U+2212 and needs the embedded font. */
export type NegativeStyle = 'minus' | 'paren' | 'trailing' | 'dr' | 'unicode' | 'minus-dollar' | 'unsigned';

export function digits(cents: Cents, comma = true): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  const w = comma ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${w}.${frac}`;
}

export interface MoneyOpts {
  dollar?: boolean;
  comma?: boolean;
  /** prefix '+' on positives (Capital One style signed column) */
  plus?: boolean;
  /** print 'CR' after positives (DR/CR style) */
  cr?: boolean;
}

export function money(cents: Cents, neg: NegativeStyle = 'minus', opts: MoneyOpts = {}): string {
  const body = digits(cents, opts.comma !== false);
  const d = opts.dollar ? '$' : '';
  if (cents >= 0) {
    if (opts.cr) return `${d}${body}CR`;
    return `${opts.plus ? '+' : ''}${d}${body}`;
  }
  switch (neg) {
    case 'minus':
      return `-${d}${body}`;
    case 'minus-dollar':
      return `-$${body}`;
    case 'paren':
      return `(${d}${body})`;
    case 'trailing':
      return `${d}${body}-`;
    case 'dr':
      return `${d}${body} DR`;
    case 'unicode':
      return `\u2212$${body}`;
    case 'unsigned':
      return `${d}${body}`; // the sign is elsewhere: a CR suffix on credits, or the column
  }
}

/** Signed value of a ledger row: credits positive, debits negative. */
export function signed(amount: Cents, type: 'credit' | 'debit'): Cents {
  return type === 'credit' ? amount : -amount;
}
