// Cadence of a payment stream from its dates. Daily is measured in US bank business days (weekends and
// Federal Reserve holidays do not break a daily stream); weekly, biweekly and monthly in calendar days
// with slack for a payment rolled past a holiday. Skipped payments are tolerated and counted.
import { ESTABLISHED_PAYMENTS } from '../../underwriting/withhold.ts';
import {
  addDays,
  addMonthsClamped,
  businessDaysBetween,
  daysBetween,
  nextBusinessDay,
  rollForward,
} from '../calendar.ts';

export type Cadence = 'daily' | 'weekly' | 'biweekly' | 'monthly' | 'irregular';
export const REGULAR_CADENCES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;

/** fewest occurrences for a cadence to be called at all, and to be "established" */
export const MIN_OCCURRENCES: Record<Exclude<Cadence, 'irregular'>, number> = {
  daily: 5,
  weekly: 3,
  biweekly: 3,
  monthly: 2,
};
export const ESTABLISHED_OCCURRENCES = ESTABLISHED_PAYMENTS;

/** period in calendar days and the slack allowed around each multiple of it */
const PERIOD: Record<'weekly' | 'biweekly' | 'monthly', { days: number; slack: number }> = {
  weekly: { days: 7, slack: 2 },
  biweekly: { days: 14, slack: 3 },
  monthly: { days: 30.4, slack: 4 },
};
const MAX_DAILY_GAP = 5; // business days: up to four skipped debits in a row
const MIN_FIT = 0.8;

export interface CadenceResult {
  cadence: Cadence;
  /** expected payments that did not happen between first and last */
  skipped: number;
  /** share of gaps that fit the cadence (1 = every gap) */
  fit: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function detectCadence(datesIn: string[]): CadenceResult {
  const dates = [...new Set(datesIn)].sort();
  if (dates.length < 2) return { cadence: 'irregular', skipped: 0, fit: 0 };
  const bgaps: number[] = [];
  const cgaps: number[] = [];
  for (let i = 1; i < dates.length; i++) {
    bgaps.push(businessDaysBetween(dates[i - 1], dates[i]));
    cgaps.push(daysBetween(dates[i - 1], dates[i]));
  }
  if (median(bgaps) <= 1.5) {
    const fits = bgaps.filter((g) => g >= 1 && g <= MAX_DAILY_GAP).length / bgaps.length;
    const skipped = bgaps.reduce((a, g) => a + Math.max(0, g - 1), 0);
    if (
      fits >= MIN_FIT &&
      dates.length >= MIN_OCCURRENCES.daily &&
      bgaps.filter((g) => g === 1).length / bgaps.length >= 0.6
    ) {
      return { cadence: 'daily', skipped, fit: fits };
    }
    return { cadence: 'irregular', skipped: 0, fit: fits };
  }
  const med = median(cgaps);
  for (const cadence of ['weekly', 'biweekly', 'monthly'] as const) {
    const { days, slack } = PERIOD[cadence];
    if (Math.abs(med - days) > slack) continue;
    let skipped = 0;
    let fitting = 0;
    for (const g of cgaps) {
      const k = Math.max(1, Math.round(g / days));
      if (Math.abs(g - k * days) <= slack + (k - 1)) {
        fitting++;
        skipped += k - 1;
      }
    }
    const fit = fitting / cgaps.length;
    if (fit >= MIN_FIT && dates.length >= MIN_OCCURRENCES[cadence]) return { cadence, skipped, fit };
    return { cadence: 'irregular', skipped: 0, fit };
  }
  return { cadence: 'irregular', skipped: 0, fit: 0 };
}

/** When the next payment is due after `last`: next business day for daily; scheduled date rolled forward otherwise. */
export function expectedNext(last: string, cadence: Cadence): string | null {
  switch (cadence) {
    case 'daily':
      return nextBusinessDay(last);
    case 'weekly':
      return rollForward(addDays(last, 7));
    case 'biweekly':
      return rollForward(addDays(last, 14));
    case 'monthly':
      return rollForward(addMonthsClamped(last, 1));
    default:
      return null;
  }
}

/**
 * Still paying at the end of the statement period (never the clock): the gap from the last payment to
 * the period end is within the cadence's tolerance (daily: 3 business days; weekly: 10 days;
 * biweekly: 17; monthly: 35; irregular: 30).
 */
export function isActiveAt(last: string, cadence: Cadence, periodEnd: string): boolean {
  if (cadence === 'daily') return businessDaysBetween(last, periodEnd) <= 3;
  const limit = { weekly: 10, biweekly: 17, monthly: 35, irregular: 30 }[cadence];
  return daysBetween(last, periodEnd) <= limit;
}
