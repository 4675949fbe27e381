// The tenant's monthly language-model budget, checked at admission: once the month's spend reaches it, new
// submissions get 429 budget_exhausted with Retry-After = seconds to the next month start (UTC).
import { ApiError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { spendSince, tenantSettings } from '../store/llm.ts';
import { formatMicros, toMicros } from '../money.ts';

type Executor = Parameters<typeof spendSince>[0];

export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function nextMonthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Spend this calendar month (UTC), in millionths of a dollar. */
export function monthlySpendMicroUsd(db: Executor | Db, tenantId: string, now: Date): Promise<number> {
  return spendSince(db, tenantId, monthStartUtc(now));
}

/**
 * Throws 429 budget_exhausted when the tenant has spent its budget this month. `budgetUsd` null or
 * undefined switches the check off; a tenant setting `llm_monthly_budget_usd` overrides the service value.
 */
export async function assertBudgetLeft(
  db: Executor | Db,
  tenantId: string,
  budgetUsd: number | null | undefined,
  now: Date,
): Promise<void> {
  const own = (await tenantSettings(db, tenantId))?.llm_monthly_budget_usd;
  const budget = typeof own === 'number' && Number.isFinite(own) && own >= 0 ? own : budgetUsd;
  if (budget === null || budget === undefined) return;
  const spent = await monthlySpendMicroUsd(db, tenantId, now);
  if (spent < toMicros(budget)) return;
  const retryAfter = Math.max(1, Math.ceil((nextMonthStartUtc(now).getTime() - now.getTime()) / 1000));
  throw new ApiError(
    'budget_exhausted',
    `this tenant's monthly language-model budget is spent (${formatMicros(spent)} of ${budget} USD); it renews at the start of next month`,
    {
      'retry-after': String(retryAfter),
    },
  );
}
