// POST /v1/underwriting/withhold over the app: the block, field-naming 422s, and the permission.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { computeWithhold } from '../../src/underwriting/withhold.ts';

const request = {
  months: [
    {
      month: '2026-07',
      revenue: 82000,
      operating_expenses: 61000,
      gross_deposits: 90000,
      ending_balance: 12000,
      average_balance: 15000,
      deposit_count: 60,
      nsf_count: 0,
      negative_days: 0,
    },
    {
      month: '2026-08',
      revenue: 79000,
      operating_expenses: 60000,
      gross_deposits: 86000,
      ending_balance: 9000,
      average_balance: 14000,
      deposit_count: 58,
      nsf_count: 1,
      negative_days: 1,
    },
    {
      month: '2026-09',
      revenue: 91000,
      operating_expenses: 66000,
      gross_deposits: 99000,
      ending_balance: 15000,
      average_balance: 16000,
      deposit_count: 64,
      nsf_count: 0,
      negative_days: 0,
      excluded: true,
    },
  ],
  cash_advances: [{ payment_amount: 450, funder: 'Kapitus', active: true }],
  factor_rate: 1.4,
};

describe('POST /v1/underwriting/withhold', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', { worker: false });
  });
  after(() => t.close());
  const post = (body: unknown, key = t.key) =>
    t.service.app!.inject({
      method: 'POST',
      url: '/v1/underwriting/withhold',
      headers: { 'x-api-key': key },
      payload: body as object,
    });

  test('returns the same block as the pipeline math, excluded months dropped', async () => {
    const res = await post(request);
    assert.equal(res.statusCode, 200, res.body);
    const block = res.json();
    assert.deepEqual(block.months_included, ['2026-07', '2026-08']);
    assert.deepEqual(block.months_excluded, ['2026-09']);
    assert.equal(block.existing_mca_monthly_payment, 450 * 21);
    assert.deepEqual(block, JSON.parse(JSON.stringify(computeWithhold(structuredClone(request) as never))));
  });

  test('a proposed offer and a stated revenue come back whole: every field the calculator computes is in the schema', async () => {
    const body = {
      ...request,
      proposed_offer: { amount: 20000, factor_rate: 1.35, term: 6, frequency: 'weekly' },
      stated_monthly_revenue: 150000,
    };
    const res = await post(body);
    assert.equal(res.statusCode, 200, res.body);
    const block = res.json();
    assert.equal(block.stated_vs_verified.status, 'overstated');
    assert.equal(typeof block.proposed_offer.fits, 'boolean');
    assert.deepEqual(block, JSON.parse(JSON.stringify(computeWithhold(structuredClone(body) as never))));
  });

  test('factor_rate out of range → 422 naming the field', async () => {
    const res = await post({ ...request, factor_rate: 1 });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.code, 'validation_error');
    assert.match(res.json().error.message, /factor_rate must be > 1 and ≤ 3/);
    assert.deepEqual(res.json().detail[0].loc, ['body', 'factor_rate']);
  });

  test('no months → 422 naming months', async () => {
    const res = await post({ months: [] });
    assert.equal(res.statusCode, 422);
    assert.match(res.json().error.message, /months must have at least 1 item/);
  });

  test('a bad field inside a month names its path', async () => {
    const res = await post({ months: [{ month: '2026-07', revenue: 'lots' }] });
    assert.equal(res.statusCode, 422);
    assert.match(res.json().error.message, /months\[0\]\.revenue/);
  });

  test("an amount too large to hold in cents → 422 naming the calculator's problem, not a 500", async () => {
    const res = await post({ ...request, months: [{ ...request.months[0], revenue: '99999999999999999999' }] });
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(res.json().error.code, 'validation_error');
    assert.match(res.json().error.message, /months\[0\]\.revenue/);
    assert.deepEqual(res.json().detail[0].loc, ['body', 'months', 0, 'revenue']);
  });

  test('without underwriting:write → 403', async () => {
    const { key } = await t.newKey({ scopes: ['jobs:read'] });
    const res = await post(request, key);
    assert.equal(res.statusCode, 403);
  });
});
