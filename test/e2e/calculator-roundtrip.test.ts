// Issue 10, items 1 and 2: a real job's `result.months` and `result.positions`, sent back unchanged to
// POST /v1/underwriting/withhold over HTTP, give the job's own underwriting block (the underwriter edits
// the MCA table and recomputes). The Position's names (`cadence`, `last_date`, `is_active`, decimal-string
// `payment_amount`) are read, loans are reported but never counted, unknown fields are a 422 naming them.
// Both calls go through the typed client (src/client).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf } from '../../scripts/generator/index.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';
import { createClient } from '../../src/client/index.ts';

describe('calculator round trip of a real job', () => {
  let t: TestService;
  let job: any;
  before(async () => {
    t = await startTestService('pglite', { listen: true });
    const files = [];
    // lakeshore-fifth, seed 11: a daily MCA and a monthly term-loan payment on a business checking account
    for (const month of [0, 1, 2]) {
      const fx = await generateStatementPdf('lakeshore-fifth', 11, { month });
      files.push({ name: fx.name, bytes: fx.pdf });
    }
    const res = await client().submitPacket({ body: form(files), query: { wait: 300 } });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    job = res.data;
  });
  after(() => t.close());

  // through the typed client; some bodies are wrong on purpose (the 422 cases), so they go in untyped
  const client = () => createClient({ baseUrl: t.baseUrl!, apiKey: t.key });
  const post = async (body: unknown) => {
    const res = await client().computeWithhold({ body: body as never });
    return { status: res.status, json: res.data as any };
  };

  test("result.months and result.positions sent back unchanged → the job's own underwriting block", async () => {
    const r = job.result;
    const mca = r.positions.filter((p: any) => p.kind === 'mca' && p.counted_in_withhold);
    assert.ok(mca.length >= 1, 'the packet has a counted MCA position');
    assert.ok(r.underwriting.existing_mca_monthly_payment > 0);
    const res = await post({ months: r.months, cash_advances: r.positions });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.deepEqual(res.json, r.underwriting);
  });

  test('monthly loan payments are a `kind: loan` position, reported and never counted', async () => {
    const loans = job.result.positions.filter((p: any) => p.kind === 'loan');
    assert.ok(loans.length >= 1, JSON.stringify(job.result.positions.map((p: any) => [p.funder, p.kind, p.cadence])));
    for (const p of loans) assert.equal(p.counted_in_withhold, false);
    const burden = job.result.positions
      .filter((p: any) => p.counted_in_withhold)
      .reduce(
        (s: number, p: any) =>
          s +
          Math.round(Number(p.payment_amount) * 100) *
            ({ daily: 21, weekly: 4, biweekly: 2, monthly: 1 } as Record<string, number>)[p.cadence]!,
        0,
      );
    assert.equal(job.result.underwriting.existing_mca_monthly_payment, burden / 100);
  });

  test('types: Month percents are decimal strings, transactions carry mca_projected, result.superseded_by is present', async () => {
    const r = job.result;
    for (const m of r.months) {
      for (const f of ['ebitda_margin_pct', 'holdback_pct'])
        assert.ok(m[f] === null || /^-?\d+\.\d{2}$/.test(m[f]), `${m.month} ${f} = ${JSON.stringify(m[f])}`);
    }
    assert.ok(r.months.some((m: any) => typeof m.holdback_pct === 'string' && Number(m.holdback_pct) > 0));
    const mca = r.positions.find((p: any) => p.kind === 'mca' && p.cadence !== 'irregular');
    const txs = r.statements.flatMap((s: any) => s.transactions);
    for (const tx of txs) assert.equal(typeof tx.mca_projected, 'boolean');
    const projected = txs.filter((tx: any) => tx.mca_projected);
    assert.ok(projected.length > 0);
    assert.ok(
      projected.every(
        (tx: any) =>
          tx.mca_position_id === mca.id ||
          r.positions.some((p: any) => p.id === tx.mca_position_id && p.kind === 'mca'),
      ),
    );
    assert.ok(txs.filter((tx: any) => tx.counted_as === 'loan_payment').every((tx: any) => tx.mca_projected === false));
    assert.ok('superseded_by' in r);
    assert.equal(r.superseded_by, null);
  });

  test("one account key everywhere: result accounts, months, positions, the packet's documents and coverage", async () => {
    const r = job.result;
    const keys = new Set<string>(r.accounts.map((a: any) => a.account_key));
    assert.equal(keys.size, 1, JSON.stringify([...keys]));
    const [key] = [...keys];
    assert.match(key!, /^[a-z0-9-]+-\d{4}$/);
    for (const d of r.submission_packet.documents.filter((d: any) => d.kind === 'bank_statement'))
      assert.equal(d.account_key, key);
    for (const p of r.positions) assert.equal(p.account_key, key);
    for (const m of r.months) assert.deepEqual(m.accounts, [key]);
    for (const a of r.submission_packet.submission_intelligence.transaction_coverage.accounts)
      assert.equal(a.account_key, key);
  });

  test('one statement with one monthly SBA payment: a `kind: loan` position, never counted', async () => {
    // keystone-america, seed 11, month 0: a weekly CAN Capital advance and one "US SMALL BUSINESS SBA LOAN" debit
    const fx = await generateStatementPdf('keystone-america', 11, { month: 0 });
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=300',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: fx.name, bytes: fx.pdf }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    const r = res.json().result;
    const sba = r.positions.find((p: any) => p.funder === 'SBA');
    assert.ok(sba, JSON.stringify(r.positions));
    assert.equal(sba.kind, 'loan');
    assert.equal(sba.payment_amount, '1202.05');
    assert.equal(sba.counted_in_withhold, false);
    const can = r.positions.find((p: any) => p.funder === 'CAN Capital');
    assert.equal(can.cadence, 'weekly');
    assert.equal(
      r.underwriting.existing_mca_monthly_payment,
      Number(can.payment_amount) * 4,
      'the loan adds nothing to the burden',
    );
    const back = await post({ months: r.months, cash_advances: r.positions });
    assert.deepEqual(back.json, r.underwriting);
  });

  test('an edited cadence is read from `cadence`: weekly counts ×4, not the daily ×21', async () => {
    const r = job.result;
    const edited = r.positions.map((p: any) =>
      p.kind === 'mca' && p.counted_in_withhold ? { ...p, cadence: 'weekly' } : p,
    );
    const res = await post({ months: r.months, cash_advances: edited });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const expected =
      edited
        .filter((p: any) => p.kind === 'mca' && p.counted_in_withhold)
        .reduce((s: number, p: any) => s + Math.round(Number(p.payment_amount) * 100) * 4, 0) / 100;
    assert.equal(res.json.existing_mca_monthly_payment, expected);
    const stopped = r.positions.map((p: any) => ({ ...p, is_active: false }));
    const none = await post({ months: r.months, cash_advances: stopped });
    assert.equal(none.json.existing_mca_monthly_payment, 0);
    assert.equal(none.json.current_withhold_pct, 0);
  });

  test('unknown fields, disagreeing names and a margin above 100 are 422s naming the field', async () => {
    const months = job.result.months;
    const misspelt = await post({ months, cash_advance: [{ payment_amount: 500 }] });
    assert.equal(misspelt.status, 422);
    assert.match(misspelt.json.error.message, /^cash_advance is not a field of this request$/);
    const inner = await post({ months, cash_advances: [{ payment_amount: 500, cadance: 'weekly' }] });
    assert.equal(inner.status, 422);
    assert.match(inner.json.error.message, /cash_advances\[0\]\.cadance is not a field of this request/);
    assert.deepEqual(inner.json.detail[0].loc, ['body', 'cash_advances', 0, 'cadance']);
    const both = await post({
      months,
      cash_advances: [{ payment_amount: 500, cadence: 'weekly', frequency: 'daily' }],
    });
    assert.equal(both.status, 422);
    assert.match(
      both.json.error.message,
      /cash_advances\[0\]\.cadence and cash_advances\[0\]\.frequency name the same figure and disagree/,
    );
    const irregular = await post({ months, cash_advances: [{ payment_amount: 500, cadence: 'irregular' }] });
    assert.equal(irregular.status, 422);
    assert.match(irregular.json.error.message, /cash_advances\[0\]\.cadence irregular has no monthly equivalent/);
    const margin = await post({ months, ebitda_margin_pct: 150 });
    assert.equal(margin.status, 422);
    assert.match(margin.json.error.message, /ebitda_margin_pct must be at most 100/);
    const ok = await post({ months, ebitda_margin_pct: 100 });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.ebitda_capacity_pct, 115);
  });
});
