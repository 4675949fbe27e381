// Payment frequencies and their monthly multipliers, as the spec gives them. Shared by the pipeline
// (positions → monthly burden) and the withhold calculator.

export const FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Existing burden: a payment's monthly equivalent (daily ×21, weekly ×4, biweekly ×2, monthly ×1). */
export const BURDEN_MULTIPLIER: Record<Frequency, number> = { daily: 21, weekly: 4, biweekly: 2, monthly: 1 };

/** Offers: payments per month (daily ×21, weekly ×4.2, biweekly ×2.1, monthly ×1). */
export const OFFER_MULTIPLIER: Record<Frequency, number> = { daily: 21, weekly: 4.2, biweekly: 2.1, monthly: 1 };
