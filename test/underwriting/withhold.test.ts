import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { computeWithhold } from '../../src/underwriting/withhold.ts';
import { WithholdRequestError, withholdRequestProblems, type WithholdRequest } from '../../src/schemas/withhold.ts';

const month = (m: string, revenue: number, opex: number, extra: { excluded?: boolean } = {}) => ({
  month: m,
  revenue,
  operating_expenses: opex,
  gross_deposits: revenue * 1.1,
  ending_balance: 8_000,
  average_balance: 9_000,
  deposit_count: 30,
  nsf_count: 0,
  negative_days: 0,
  ...extra,
});
const SIX = [
  month('2025-01', 40_000, 30_000),
  month('2025-02', 42_000, 31_000),
  month('2025-03', 45_000, 33_000),
  month('2025-04', 44_000, 32_000),
  month('2025-05', 48_000, 35_000),
  month('2025-06', 50_000, 36_000),
];

test('revenue averages, weights and slopes follow the spec', () => {
  const u = computeWithhold({ months: [...SIX, month('2025-07', 0, 0, { excluded: true })] });
  assert.deepEqual(u.months_excluded, ['2025-07']);
  assert.equal(u.avg_monthly_revenue, 44_833.33);
  const w = [0.85 ** 5, 0.85 ** 4, 0.85 ** 3, 0.85 ** 2, 0.85, 1];
  const expected = SIX.reduce((a, m, i) => a + m.revenue * w[i], 0) / w.reduce((a, b) => a + b, 0);
  assert.equal(u.weighted_monthly_revenue, Math.round(expected * 100) / 100);
  assert.equal(u.revenue_slope_3m, 3_000); // 44k, 48k, 50k → +3k a month
  assert.ok(u.revenue_slope_6m > 1_500 && u.revenue_slope_6m < 2_000);
});

test('months with no revenue count only in the all-months average', () => {
  const u = computeWithhold({ months: [month('2025-01', 30_000, 20_000), month('2025-02', 0, 1_000)] });
  assert.equal(u.avg_monthly_revenue, 30_000);
  assert.equal(u.avg_monthly_revenue_all_months, 15_000);
});

test('EBITDA margin drops IQR outlier months and caps the withhold at margin × 1.15', () => {
  const u = computeWithhold({ months: [...SIX, month('2025-07', 46_000, 90_000)] });
  assert.deepEqual(u.ebitda_months_excluded_as_outliers, ['2025-07']);
  const rev = SIX.reduce((a, m) => a + m.revenue, 0);
  const opex = SIX.reduce((a, m) => a + m.operating_expenses, 0);
  assert.equal(u.ebitda_margin_pct, Math.round(((rev - opex) / rev) * 10000) / 100);
  assert.equal(u.ebitda_capacity_pct, Math.round(u.ebitda_margin_pct * 1.15 * 100) / 100);
  const overridden = computeWithhold({ months: SIX, ebitda_margin_pct: 10 });
  assert.equal(overridden.ebitda_capacity_pct, 11.5);
  assert.deepEqual(overridden.ebitda_months_used, []);
});

test('existing burden converts daily ×21, weekly ×4, biweekly ×2; inactive advances do not count', () => {
  const u = computeWithhold({
    months: SIX,
    cash_advances: [
      { payment_amount: 300, frequency: 'daily' },
      { payment_amount: 1_000, frequency: 'weekly' },
      { payment_amount: 2_000, frequency: 'biweekly' },
      { payment_amount: 999, frequency: 'daily', active: false },
    ],
  });
  assert.equal(u.existing_mca_monthly_payment, 300 * 21 + 4_000 + 4_000);
  assert.equal(u.existing_mca_daily_payment, Math.round(((300 * 21 + 8_000) / 21) * 100) / 100);
  assert.equal(u.current_withhold_pct, Math.round(((300 * 21 + 8_000) / u.avg_monthly_revenue) * 10000) / 100);
  assert.equal(u.active_positions, 3);
  assert.equal(u.priced_positions, 3);
  assert.equal(u.is_stacked, true);
  assert.equal(
    u.remaining_withhold_pct_ebitda,
    Math.max(0, Math.round((u.ebitda_capacity_pct - u.current_withhold_pct) * 100) / 100),
  );
});

test('stacked needs two established active advances', () => {
  assert.equal(
    computeWithhold({
      months: SIX,
      cash_advances: [
        { payment_amount: 100, occurrences: 30 },
        { payment_amount: 100, occurrences: 3 },
      ],
    }).is_stacked,
    false,
  );
  assert.equal(
    computeWithhold({
      months: SIX,
      cash_advances: [
        { payment_amount: 100, occurrences: 30 },
        { payment_amount: 100, frequency: 'weekly', occurrences: 4 },
      ],
    }).is_stacked,
    true,
  );
});

test('a proposed offer is priced at ×21 / ×4.2 / ×2.1 and tested against capacity', () => {
  const u = computeWithhold({
    months: SIX,
    score: 85,
    proposed_offer: { amount: 20_000, factor_rate: 1.4, term: 6, frequency: 'weekly', fees_percent: 3 },
  });
  const o = u.proposed_offer as Record<string, unknown>;
  assert.equal(o.payback, 28_000);
  assert.equal(o.net_funding, 19_400);
  assert.equal(o.monthly_payment, Math.round((28_000 / 6) * 100) / 100);
  assert.equal(o.payment, Math.round((28_000 / 6 / 4.2) * 100) / 100);
  assert.equal(o.payments, 25);
  assert.equal((u.selected_band as { band: string }).band, 'A');
  assert.equal(o.fits, true, JSON.stringify(o));
  const big = computeWithhold({ months: SIX, score: 85, proposed_offer: { amount: 200_000, term: 6 } })
    .proposed_offer as { fits: boolean; reasons: string[] };
  assert.equal(big.fits, false);
  assert.ok(big.reasons.includes('exceeds_withhold_capacity'));
});

test('score bands each show withhold capacity; band E declines', () => {
  const u = computeWithhold({ months: SIX, score: 20 });
  assert.deepEqual(
    u.score_bands.map((b) => b.band),
    ['A', 'B', 'C', 'D', 'E'],
  );
  assert.equal((u.selected_band as { band: string }).band, 'E');
  const p = u.affordability_pricing as { eligible: boolean; recommended_offer: unknown };
  assert.equal(p.eligible, false);
  assert.equal(p.recommended_offer, null);
  const good = computeWithhold({ months: SIX, score: 70 }).affordability_pricing as {
    eligible: boolean;
    recommended_offer: { amount: number; withhold_pct: number };
  };
  assert.equal(good.eligible, true);
  assert.ok(good.recommended_offer.withhold_pct <= 20);
});

test('affordability overrides change the checks', () => {
  const p = computeWithhold({ months: SIX, affordability: { min_avg_balance: 50_000 } }).affordability_pricing as {
    checks: Array<{ name: string; passed: boolean }>;
    eligible: boolean;
  };
  assert.equal(p.checks.find((c) => c.name === 'min_avg_balance')!.passed, false);
  assert.equal(p.eligible, false);
});

test('stated vs verified revenue', () => {
  const s = computeWithhold({ months: SIX, stated_monthly_revenue: 80_000 }).stated_vs_verified as {
    status: string;
    difference_pct: number;
  };
  assert.equal(s.status, 'overstated');
  assert.equal(computeWithhold({ months: SIX }).stated_vs_verified, null);
});

test('validation names the field', () => {
  assert.deepEqual(
    withholdRequestProblems({ months: SIX, factor_rate: 1 }).map((p) => p.message),
    ['factor_rate must be > 1 and ≤ 3'],
  );
  assert.deepEqual(
    withholdRequestProblems({ months: SIX, factor_rate: 3.01 }).map((p) => p.message),
    ['factor_rate must be > 1 and ≤ 3'],
  );
  assert.deepEqual(
    withholdRequestProblems({ months: [] }).map((p) => p.message),
    ['months must have at least 1 item'],
  );
  assert.deepEqual(
    withholdRequestProblems({}).map((p) => p.message),
    ['months is required'],
  );
  assert.deepEqual(
    withholdRequestProblems({ months: SIX, score: 101 }).map((p) => p.message),
    ['score must be between 0 and 100'],
  );
  assert.deepEqual(
    withholdRequestProblems({ months: [{ month: '2025-01' }] }).map((p) => p.message),
    ['months[0].revenue is required'],
  );
  assert.deepEqual(
    withholdRequestProblems({ months: SIX, proposed_offer: { amount: 1, term: 2, factor_rate: 0.9 } }).map(
      (p) => p.message,
    ),
    ['proposed_offer.factor_rate must be > 1 and ≤ 3'],
  );
  assert.throws(
    () => computeWithhold({ months: SIX, factor_rate: 5 }),
    (e: unknown) => e instanceof WithholdRequestError && /factor_rate/.test(e.message),
  );
  assert.deepEqual(withholdRequestProblems({ months: SIX, factor_rate: 3 }), []);
});

test('withhold is monotonic in payments', () => {
  const adv = fc.record({
    payment_amount: fc.integer({ min: 0, max: 5_000 }),
    frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'biweekly' as const, 'monthly' as const),
  });
  fc.assert(
    fc.property(
      fc.array(adv, { maxLength: 4 }),
      fc.nat({ max: 3 }),
      fc.integer({ min: 1, max: 2_000 }),
      (advances, i, bump) => {
        const before = computeWithhold({ months: SIX, cash_advances: advances });
        const more = advances.length
          ? advances.map((a, j) => (j === i % advances.length ? { ...a, payment_amount: a.payment_amount + bump } : a))
          : [{ payment_amount: bump }];
        const after = computeWithhold({ months: SIX, cash_advances: more });
        assert.ok(after.existing_mca_monthly_payment > before.existing_mca_monthly_payment);
        assert.ok(after.current_withhold_pct >= before.current_withhold_pct);
        assert.ok(after.remaining_withhold_pct_ebitda <= before.remaining_withhold_pct_ebitda);
        const maxOffer = (u: typeof before) =>
          (u.affordability_pricing as { max_offer_amount: number }).max_offer_amount;
        assert.ok(maxOffer(after) <= maxOffer(before));
      },
    ),
    { numRuns: 200 },
  );
});
