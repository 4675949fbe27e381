// The worked example of docs/underwriting.md, so the document cannot drift from the code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeWithhold } from '../../src/underwriting/withhold.ts';

test('docs/underwriting.md worked example', () => {
  const m = (month: string, revenue: number, operating_expenses: number, extra = {}) => ({
    month,
    revenue,
    operating_expenses,
    gross_deposits: revenue + 2000,
    ending_balance: 6000,
    average_balance: 7500,
    deposit_count: 35,
    nsf_count: 1,
    negative_days: 0,
    ...extra,
  });
  const u = computeWithhold({
    months: [
      m('2025-01', 40000, 30000),
      m('2025-02', 42000, 31000),
      m('2025-03', 45000, 33000),
      m('2025-04', 21000, 15000, { excluded: true }),
    ],
    cash_advances: [{ funder: 'Kapitus', payment_amount: 150, frequency: 'daily', occurrences: 60 }],
    score: 70,
    stated_monthly_revenue: 48000,
    proposed_offer: { amount: 30000, factor_rate: 1.35, term: 9, frequency: 'weekly', fees_percent: 3 },
  });
  assert.equal(u.avg_monthly_revenue, 42333.33);
  assert.equal(u.weighted_monthly_revenue, 42604.47);
  assert.equal(u.revenue_slope_3m, 2500);
  assert.equal(u.ebitda_margin_pct, 25.98);
  assert.equal(u.ebitda_capacity_pct, 29.88);
  assert.equal(u.existing_mca_monthly_payment, 3150);
  assert.equal(u.current_withhold_pct, 7.44);
  assert.equal(u.remaining_withhold_pct_ebitda, 22.44);
  const band = u.selected_band!;
  assert.equal(band.band, 'B');
  assert.equal(band.monthly_payment_capacity, 5317.07);
  assert.equal(band.max_offer_amount, 23926.82);
  const rec = u.affordability_pricing.recommended_offer!;
  assert.equal(rec.amount, 23900);
  assert.equal(rec.payment, 252.91);
  const o = u.proposed_offer!;
  assert.deepEqual(
    [o.payback, o.net_funding, o.monthly_payment, o.payment, o.payments, o.withhold_pct, o.total_withhold_pct, o.fits],
    [40500, 29100, 4500, 1071.43, 38, 10.63, 18.07, true],
  );
  assert.equal((u.stated_vs_verified as { status: string }).status, 'consistent');
});
