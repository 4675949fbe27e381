// Model categorization of a layout ledger (one call per statement, rows grouped by description) and
// positions decided by the model then checked by the rows' cadence, end to end with the aggregate
// engineer's analyzePacket, over the local fake provider.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/config.ts';
import { createModelClient } from '../../src/llm/client.ts';
import { nullModelClient } from '../../src/pipeline/ports/model.ts';
import { decidePositions, financingCandidates } from '../../src/pipeline/aggregate/positions-model.ts';
import { categorizeWithModel } from '../../src/pipeline/categorize/model.ts';
import { analyzePacket, type AnalyzeStatement } from '../../src/pipeline/aggregate/analyze.ts';
import { categorizePacket } from '../../src/pipeline/categorize/index.ts';
import type { LedgerRow } from '../../src/pipeline/types.ts';
import { promptText, startFakeLlm, type FakeLlm, type FakeRequest } from '../helpers/fake-llm.ts';
import { openTestStore, testBackends, type TestStore } from '../helpers/store.ts';

function businessDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/** One verified month: card deposits, a daily unnamed debit stream, a weekly one, rent. */
function statement(): AnalyzeStatement {
  const rows: Omit<LedgerRow, 'index'>[] = [];
  const row = (date: string, description: string, amountCents: number, type: 'credit' | 'debit') =>
    rows.push({
      date,
      description,
      amountCents,
      type,
      balanceCents: null,
      page: 1,
      accountSectionId: null,
      accountNumberSuffix: '1234',
    });
  const days = businessDays('2026-03-02', '2026-03-31');
  for (const d of days) row(d, 'SQ INC DEPOSIT SETTLEMENT', 120_000, 'credit');
  for (const d of days) row(d, 'ACH DEBIT NORTHWIND FUNDING LLC', 35_000, 'debit');
  for (const d of ['2026-03-06', '2026-03-13', '2026-03-20', '2026-03-27'])
    row(d, 'ACH DEBIT BLUEPINE CAPITAL', 90_000, 'debit');
  row('2026-03-03', 'RENT PAYMENT OAK PROPERTIES', 250_000, 'debit');
  rows.sort((a, b) => a.date.localeCompare(b.date));
  return {
    documentId: 'doc_1',
    verified: true,
    accountKey: 'acct_1234',
    accountSuffix: '1234',
    institution: 'Test Bank',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    openingCents: 1_000_000,
    closingCents: 0,
    rows: rows.map((r, i) => ({ ...r, index: i + 1 })),
  };
}

for (const backend of testBackends()) {
  describe(`model tasks (${backend})`, () => {
    let fake: FakeLlm;
    let store: TestStore;
    before(async () => {
      fake = await startFakeLlm();
      store = await openTestStore(backend);
    });
    after(async () => {
      await fake.close();
      await store.close();
    });
    const client = () =>
      createModelClient({
        config: { ...loadConfig({}).llm, baseUrl: fake.baseUrl, apiKey: 'k', backoffMs: 1 },
        db: store.db,
      });

    test('categorization: one call per statement over description groups; labels go through the rules cross-check', async () => {
      const st = statement();
      const cat = categorizePacket([
        { documentId: st.documentId, accountKey: st.accountKey, accountSuffix: st.accountSuffix, rows: st.rows },
      ]);
      let sentGroups: Array<{ key: string; description: string; count: number }> = [];
      fake.setScript((req: FakeRequest) => {
        sentGroups = JSON.parse(promptText(req).split('\n').pop()!).groups;
        const label = (d: string) =>
          d.includes('SQ INC')
            ? ['revenue', 'Square']
            : d.includes('NORTHWIND')
              ? ['mca_payment', 'Northwind Funding']
              : d.includes('RENT')
                ? ['payroll', 'Oak Properties']
                : ['other', 'x'];
        return {
          answer: {
            groups: sentGroups.map((g) => ({
              key: g.key,
              category: label(g.description)[0],
              counterparty: label(g.description)[1],
            })),
          },
        };
      });
      const from = fake.requests.length;
      const out = await categorizeWithModel(cat, { client: client(), tenantId: 'ten_cat', jobId: 'job_1' });
      assert.equal(fake.requests.length - from, 1, 'one call for the statement');
      assert.equal(sentGroups.length, 4, 'rows grouped by description');
      assert.equal(sentGroups.find((g) => g.description.includes('SQ INC'))!.count, 22);
      assert.equal(out.byDocument.doc_1!.enrichment, 'model');
      assert.equal(out.byDocument.doc_1!.enrichment_groups, 4);
      assert.equal(out.usage.calls, 1);

      const labelled = categorizePacket(
        [{ documentId: 'doc_1', accountKey: st.accountKey, accountSuffix: '1234', rows: st.rows }],
        { modelLabels: { byGroup: out.byGroup } },
      );
      const rows = labelled.statements[0]!.rows;
      const northwind = rows.find((r) => r.description.includes('NORTHWIND'))!;
      assert.equal(northwind.category, 'mca_payment');
      assert.equal(northwind.categorySource, 'model');
      // the model called rent "payroll": if the rules have a definite view that disagrees, the row carries a conflict
      const rent = rows.find((r) => r.description.includes('RENT'))!;
      assert.equal(rent.categoryConflict, rent.ruleCategory !== 'unknown' && rent.ruleCategory !== 'payroll');

      // re-sent: the same ledger costs nothing and says so
      const again = await categorizeWithModel(cat, { client: client(), tenantId: 'ten_cat' });
      assert.equal(again.byDocument.doc_1!.enrichment, 'replayed');
      assert.equal(again.byDocument.doc_1!.cache_hit, true);
      assert.equal(again.usage.cost_usd, '0.00');
      assert.deepEqual(again.byGroup, out.byGroup);
    });

    test('without a provider categorization does not run and the rules stand alone', async () => {
      const st = statement();
      const cat = categorizePacket([
        { documentId: 'doc_1', accountKey: st.accountKey, accountSuffix: '1234', rows: st.rows },
      ]);
      const out = await categorizeWithModel(cat, { client: nullModelClient, tenantId: 't' });
      assert.equal(out.byDocument.doc_1!.enrichment, 'not_run');
      assert.deepEqual(out.byGroup, {});
    });

    test('positions: the model claims streams; a claim the rows contradict is not counted and is recorded', async () => {
      const st = statement();
      const svc = client();
      const cat = categorizePacket([
        { documentId: 'doc_1', accountKey: st.accountKey, accountSuffix: '1234', rows: st.rows },
      ]);
      const candidates = financingCandidates(cat.statements.flatMap((s) => s.rows));
      const northwind = candidates.find((c) => c.description.includes('NORTHWIND'));
      const bluepine = candidates.find((c) => c.description.includes('BLUEPINE'));
      assert.ok(northwind && bluepine, `candidates: ${candidates.map((c) => c.description).join(', ')}`);
      assert.equal(northwind.count, 22);
      fake.setScript(() => ({
        answer: {
          streams: [
            {
              candidate_id: northwind.id,
              kind: 'mca',
              funder: 'Northwind Funding',
              cadence: 'daily',
              payment_amount: '350.00',
            },
            // the rows say weekly: this claim is contradicted
            {
              candidate_id: bluepine.id,
              kind: 'mca',
              funder: 'Bluepine Capital',
              cadence: 'daily',
              payment_amount: '900.00',
            },
          ],
        },
      }));
      const decision = await decidePositions(candidates, { client: svc, tenantId: 'ten_pos' });
      assert.equal(decision.ran, 'model');
      assert.equal(decision.claims.length, 2);
      const result = analyzePacket({ statements: [st], financingClaims: decision.claims });
      const accepted = result.claimChecks.filter((c) => c.accepted);
      const rejected = result.claimChecks.filter((c) => !c.accepted);
      assert.equal(accepted.length, 1);
      assert.match(accepted[0]!.claim.funder, /NORTHWIND/i);
      assert.equal(rejected.length, 1);
      assert.match(rejected[0]!.claim.funder, /BLUEPINE/i);
      assert.ok(
        result.reviewReasons.some((r) => r.startsWith('financing_claim_rejected:') && /bluepine/i.test(r)),
        result.reviewReasons.join('; '),
      );
      const counted = result.positions.filter((p) => p.counted_in_withhold);
      assert.ok(counted.some((p) => /northwind/i.test(p.funder)));
      assert.ok(
        !counted.some((p) => /bluepine/i.test(p.funder) && p.cadence === 'daily'),
        'the contradicted daily claim is never counted as daily',
      );
    });

    test('positions: a failed model call is recorded and no claims are made', async () => {
      const st = statement();
      const svc = client();
      const cat = categorizePacket([
        { documentId: 'doc_1', accountKey: st.accountKey, accountSuffix: '1234', rows: st.rows },
      ]);
      fake.setScript(() => ({ answer: { streams: 'not a list' } }));
      const d = await decidePositions(financingCandidates(cat.statements.flatMap((s) => s.rows)), {
        client: svc,
        tenantId: 'ten_fail',
      });
      assert.equal(d.ran, 'failed');
      assert.deepEqual(d.claims, []);
      assert.deepEqual(d.reasons, ['model_positions_failed:invalid_answer']);
      assert.equal(d.usage.paid_calls, 1);
    });
  });
}
