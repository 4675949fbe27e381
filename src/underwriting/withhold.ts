// The withhold calculator: months and cash advances in, the spec's underwriting block out.
// The pipeline calls this same function (src/underwriting/from-pipeline.ts maps its months and
// positions), so the calculator route and a parsed packet can never disagree. Money math is in cents.
import { amountToCents, type Cents } from '../money.ts';
import type { Underwriting } from '../schemas/result.ts';
import { WithholdRequestError, withholdRequestProblems, type WithholdRequest } from '../schemas/withhold.ts';
import { BURDEN_MULTIPLIER, OFFER_MULTIPLIER, type Frequency } from './cadence.ts';
import {
  bandFor,
  DEFAULT_AFFORDABILITY,
  OFFER_ROUNDING,
  POSITION_FLOOR,
  POSITION_HAIRCUT,
  SCORE_BANDS,
  STATED_TOLERANCE_PCT,
  type AffordabilitySettings,
} from './settings.ts';
import { iqrOutliers, mean, percentOf, round2, slope, weightedRecent } from './stats.ts';

/** Established: enough payments seen to trust the cadence (unknown count → trusted). */
export const ESTABLISHED_PAYMENTS: Record<Frequency, number> = { daily: 10, weekly: 4, biweekly: 3, monthly: 3 };

const monthEndOf = (m: string): string => {
  const [y, mo] = m.split('-').map(Number);
  return `${m}-${String(new Date(Date.UTC(y, mo, 0)).getUTCDate()).padStart(2, '0')}`;
};
const dollars = (cents: number): number => round2(cents / 100);

/** Validate and compute. Throws WithholdRequestError naming every bad field. */
export function computeWithhold(request: WithholdRequest): Underwriting {
  const problems = withholdRequestProblems(request);
  if (problems.length) throw new WithholdRequestError(problems);
  const settings: AffordabilitySettings = { ...DEFAULT_AFFORDABILITY, ...stripUndefined(request.affordability ?? {}) };
  const factor = request.factor_rate ?? request.affordability?.default_factor_rate ?? settings.default_factor_rate;
  const score = request.score ?? 50;

  const months = request.months.map(monthTerms).sort((a, b) => a.month.localeCompare(b.month));
  const included = months.filter((m) => !m.excluded);
  const excluded = months.filter((m) => m.excluded);
  const rev = included.map((m) => m.revenue);
  const positiveRev = rev.filter((r) => r > 0);
  const avgRevenueCents = mean(positiveRev);
  const avgOf = (xs: Array<number | undefined>) => dollars(mean(xs.filter((x): x is number => x !== undefined)));
  const avgCount = (xs: Array<number | undefined>) => round2(mean(xs.map((x) => x ?? 0)));

  const { margin, ebitdaMonths, used, outliers } = ebitdaMargin(included, request.ebitda_margin_pct);

  // existing burden: active cash advances at their cadence; loans and irregular streams never enter it
  const advances = (request.cash_advances ?? []).flatMap(advanceTerms);
  const active = advances.filter((a) => a.active);
  const burdenOf = (a: (typeof advances)[number]) => a.payment_amount * BURDEN_MULTIPLIER[a.frequency];
  const monthlyBurden = active.reduce((s, a) => s + burdenOf(a), 0);
  const currentWithhold = percentOf(monthlyBurden, avgRevenueCents) ?? 0;
  const established = active.filter(
    (a) => a.occurrences === undefined || a.occurrences >= ESTABLISHED_PAYMENTS[a.frequency],
  );

  const holdbacks = holdbackPcts(included, advances, burdenOf);

  const capacity = round2(Math.max(0, margin * settings.ebitda_margin_multiplier));
  const remaining = round2(Math.max(0, capacity - currentWithhold));
  const avgRevenue = dollars(avgRevenueCents);
  const bands = SCORE_BANDS.map((b) =>
    bandCapacity(b, capacity, currentWithhold, avgRevenue, factor, settings, active.length),
  );
  const selected = bands.find((b) => b.band === bandFor(score).band)!;

  const avgDeposits = avgOf(included.map((m) => m.gross_deposits));
  const avgBalance = avgOf(included.map((m) => m.average_balance));
  const checks = affordabilityChecks(included, settings, avgDeposits, avgBalance);
  const minOffer = round2((settings.min_offer_pct / 100) * avgRevenue);
  const maxOffer = selected.max_offer_amount;
  const checksPassed = checks.every((c) => c.passed);
  const eligible = checksPassed && selected.max_offer_amount >= minOffer && minOffer > 0;
  const term = selected.term_months;
  const recommended =
    eligible && term > 0
      ? offerTerms(
          Math.floor(maxOffer / OFFER_ROUNDING) * OFFER_ROUNDING,
          factor,
          term,
          'daily',
          0,
          avgRevenue,
          currentWithhold,
        )
      : null;

  return {
    months_included: included.map((m) => m.month),
    months_excluded: excluded.map((m) => m.month),
    avg_monthly_revenue: avgRevenue,
    avg_monthly_revenue_all_months: dollars(mean(rev)),
    weighted_monthly_revenue: dollars(weightedRecent(rev)),
    avg_monthly_gross_deposits: avgDeposits,
    avg_monthly_deposit_count: avgCount(included.map((m) => m.deposit_count)),
    avg_monthly_nsf_count: avgCount(included.map((m) => m.nsf_count)),
    avg_monthly_negative_days: avgCount(included.map((m) => m.negative_days)),
    avg_ending_balance: avgOf(included.map((m) => m.ending_balance)),
    avg_daily_balance: avgBalance,
    revenue_slope_3m: dollars(slope(rev, 3)),
    revenue_slope_6m: dollars(slope(rev, 6)),
    ebitda_margin_pct: round2(margin),
    ebitda_months_used: request.ebitda_margin_pct === undefined ? used.map((m) => m.month) : [],
    ebitda_months_excluded_as_outliers: ebitdaMonths.filter((_, i) => outliers.has(i)).map((m) => m.month),
    existing_mca_monthly_payment: dollars(monthlyBurden),
    existing_mca_daily_payment: dollars(monthlyBurden / 21),
    current_withhold_pct: currentWithhold,
    holdback_pct_avg: round2(mean(holdbacks)),
    active_positions: active.length,
    is_stacked: established.length >= 2,
    ebitda_capacity_pct: capacity,
    remaining_withhold_pct_ebitda: remaining,
    score_bands: bands,
    priced_positions: active.length,
    selected_band: { ...selected, score },
    affordability_pricing: {
      settings,
      factor_rate: factor,
      priced_positions: active.length,
      position_adjustment: positionAdjustment(active.length),
      checks,
      eligible,
      min_offer_amount: minOffer,
      max_offer_amount: maxOffer,
      recommended_offer: recommended,
    },
    proposed_offer: request.proposed_offer
      ? proposed(request.proposed_offer, avgRevenue, currentWithhold, selected, minOffer, checksPassed)
      : null,
    stated_vs_verified:
      request.stated_monthly_revenue === undefined
        ? null
        : statedVsVerified(request.stated_monthly_revenue, avgRevenue),
  };
}

type MonthTerms = ReturnType<typeof monthTerms>;
type AdvanceTerms = ReturnType<typeof advanceTerms>[number];

/** EBITDA margin: the one given, else pooled over months with revenue and expenses, IQR outlier months removed. */
function ebitdaMargin(included: MonthTerms[], given: number | undefined) {
  const ebitdaMonths = included.filter((m) => m.operating_expenses !== undefined && m.revenue > 0);
  const margins = ebitdaMonths.map((m) => (m.revenue - (m.operating_expenses ?? 0)) / m.revenue);
  const outliers = given === undefined ? iqrOutliers(margins) : new Set<number>();
  const used = ebitdaMonths.filter((_, i) => !outliers.has(i));
  if (given !== undefined) return { margin: given, ebitdaMonths, used, outliers };
  const r = used.reduce((a, m) => a + m.revenue, 0);
  const o = used.reduce((a, m) => a + (m.operating_expenses ?? 0), 0);
  return { margin: percentOf(r - o, r) ?? 0, ebitdaMonths, used, outliers };
}

/** Holdback per month with revenue: advances paying in that month (by their dates; without dates, the active ones). */
function holdbackPcts(
  included: MonthTerms[],
  advances: AdvanceTerms[],
  burdenOf: (a: AdvanceTerms) => number,
): number[] {
  return included.flatMap((m) => {
    if (m.revenue <= 0) return [];
    const start = `${m.month}-01`;
    const end = monthEndOf(m.month);
    const paying = advances.filter((a) =>
      a.first_payment_date || a.last_payment_date
        ? (!a.first_payment_date || a.first_payment_date <= end) &&
          (!a.last_payment_date || a.last_payment_date >= start)
        : a.active,
    );
    return [
      percentOf(
        paying.reduce((s, a) => s + burdenOf(a), 0),
        m.revenue,
      ) ?? 0,
    ];
  });
}

/** The affordability checks on the included months' averages. */
function affordabilityChecks(
  included: MonthTerms[],
  settings: AffordabilitySettings,
  avgDeposits: number,
  avgBalance: number,
) {
  const avgCount = (xs: Array<number | undefined>) => round2(mean(xs.map((x) => x ?? 0)));
  const nsfs = avgCount(included.map((m) => m.nsf_count));
  const negativeDays = avgCount(included.map((m) => m.negative_days));
  const deposits = avgCount(included.map((m) => m.deposit_count));
  return [
    check(
      'min_avg_monthly_deposits',
      avgDeposits,
      settings.min_avg_monthly_deposits,
      avgDeposits >= settings.min_avg_monthly_deposits,
    ),
    check('min_avg_balance', avgBalance, settings.min_avg_balance, avgBalance >= settings.min_avg_balance),
    check('max_monthly_nsfs', nsfs, settings.max_monthly_nsfs, nsfs <= settings.max_monthly_nsfs),
    check(
      'max_monthly_negative_days',
      negativeDays,
      settings.max_monthly_negative_days,
      negativeDays <= settings.max_monthly_negative_days,
    ),
    check(
      'min_monthly_deposit_count',
      deposits,
      settings.min_monthly_deposit_count,
      deposits >= settings.min_monthly_deposit_count,
    ),
  ];
}

type MonthIn = WithholdRequest['months'][number];
type AdvanceIn = NonNullable<WithholdRequest['cash_advances']>[number];
/** Request amounts (dollars as a number or a decimal string) become cents once, here. */
const amount = (x: number | string | null | undefined): Cents | undefined =>
  x === undefined || x === null ? undefined : amountToCents(x);

/** A month under either set of names (calculator or result Month) → the calculator's figures. */
function monthTerms(m: MonthIn) {
  return {
    month: m.month,
    revenue: amount(m.revenue ?? m.true_revenue) ?? 0,
    operating_expenses: amount(m.operating_expenses ?? m.operating_expenses_total),
    gross_deposits: amount(m.gross_deposits ?? m.deposits_total),
    ending_balance: amount(m.ending_balance),
    average_balance: amount(m.average_balance),
    deposit_count: m.deposit_count ?? m.deposits_count,
    nsf_count: m.nsf_count,
    negative_days: m.negative_days ?? m.negative_balance_days,
    excluded: m.excluded ?? (m.included_in_averages === undefined ? false : !m.included_in_averages),
  };
}

/** A cash advance under either set of names (calculator or result Position); none for a loan or an irregular stream. */
function advanceTerms(a: AdvanceIn) {
  const cadence = a.cadence ?? a.frequency ?? 'daily';
  if (a.kind === 'loan' || cadence === 'irregular') return [];
  return [
    {
      payment_amount: amount(a.payment_amount)!,
      frequency: cadence as Frequency,
      active: (a.active ?? a.is_active ?? true) && a.counted_in_withhold !== false,
      first_payment_date: a.first_payment_date ?? a.first_date,
      last_payment_date: a.last_payment_date ?? a.last_date,
      occurrences: a.occurrences,
    },
  ];
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function check(name: string, value: number, limit: number, passed: boolean) {
  return { name, value, limit, passed };
}

export function positionAdjustment(priced: number): number {
  return round2(Math.max(POSITION_FLOOR, 1 - POSITION_HAIRCUT * priced));
}

function bandCapacity(
  b: (typeof SCORE_BANDS)[number],
  capacity: number,
  current: number,
  avgRevenue: number,
  factor: number,
  s: AffordabilitySettings,
  priced: number,
) {
  const cap = round2(Math.min(b.max_withhold_pct, capacity));
  const available = round2(Math.max(0, cap - current));
  const monthly = round2((available / 100) * avgRevenue);
  const byWithhold = (monthly * b.term_months) / factor;
  const byRevenue = (s.max_offer_pct / 100) * avgRevenue * positionAdjustment(priced);
  return {
    band: b.band,
    min_score: b.min_score,
    max_score: b.max_score,
    max_withhold_pct: b.max_withhold_pct,
    term_months: b.term_months,
    total_withhold_cap_pct: cap,
    available_withhold_pct: available,
    monthly_payment_capacity: monthly,
    daily_payment_capacity: round2(monthly / OFFER_MULTIPLIER.daily),
    weekly_payment_capacity: round2(monthly / OFFER_MULTIPLIER.weekly),
    max_offer_amount: round2(Math.max(0, Math.min(byWithhold, byRevenue))),
    max_offer_by_revenue: round2(byRevenue),
  };
}

function offerTerms(
  amount: number,
  factor: number,
  term: number,
  frequency: Frequency,
  feesPct: number,
  avgRevenue: number,
  current: number,
) {
  const payback = round2(amount * factor);
  const perMonth = OFFER_MULTIPLIER[frequency];
  const monthly = payback / term;
  const withhold = avgRevenue > 0 ? round2((monthly / avgRevenue) * 100) : null;
  return {
    amount,
    factor_rate: factor,
    term_months: term,
    frequency,
    fees_percent: feesPct,
    payback,
    net_funding: round2(amount * (1 - feesPct / 100)),
    payments: Math.round(term * perMonth),
    payment: round2(monthly / perMonth),
    monthly_payment: round2(monthly),
    withhold_pct: withhold,
    total_withhold_pct: withhold === null ? null : round2(current + withhold),
  };
}

function proposed(
  o: NonNullable<WithholdRequest['proposed_offer']>,
  avgRevenue: number,
  current: number,
  band: ReturnType<typeof bandCapacity>,
  minOffer: number,
  checksPassed: boolean,
) {
  const terms = offerTerms(
    o.amount,
    o.factor_rate ?? 2,
    o.term,
    (o.frequency ?? 'daily') as Frequency,
    o.fees_percent ?? 0,
    avgRevenue,
    current,
  );
  const reasons: string[] = [];
  if (terms.total_withhold_pct === null) reasons.push('no_verified_revenue');
  else if (terms.total_withhold_pct > band.total_withhold_cap_pct) reasons.push('exceeds_withhold_capacity');
  // the withhold test above covers capacity at the offer's own factor and term; here the size cap and term
  if (o.amount > band.max_offer_by_revenue) reasons.push('above_max_offer');
  if (o.term > band.term_months) reasons.push('term_exceeds_band');
  if (o.amount < minOffer) reasons.push('below_min_offer');
  if (!checksPassed) reasons.push('affordability_checks_failed');
  return { ...terms, capacity_pct: band.total_withhold_cap_pct, fits: reasons.length === 0, reasons };
}

function statedVsVerified(stated: number, verified: number) {
  const diff = round2(stated - verified);
  const diffPct = verified > 0 ? round2((diff / verified) * 100) : null;
  const status =
    diffPct === null
      ? 'no_verified_revenue'
      : diffPct > STATED_TOLERANCE_PCT
        ? 'overstated'
        : diffPct < -STATED_TOLERANCE_PCT
          ? 'understated'
          : 'consistent';
  return {
    stated_monthly_revenue: round2(stated),
    verified_monthly_revenue: verified,
    difference: diff,
    difference_pct: diffPct,
    tolerance_pct: STATED_TOLERANCE_PCT,
    status,
  };
}
