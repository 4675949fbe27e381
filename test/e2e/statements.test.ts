// Whole jobs on generated statements, through the real pipeline (PDF reader processes, layout engine,
// gate, categorize, aggregate, packet): a clean statement completes with its ledger; a tampered one is
// review_required and shows no verified data; a 3-month packet yields months, positions and the
// underwriting block, and the calculator returns the same block from those months and positions.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';
import { corpusFixtures } from '../helpers/page-cache.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';
import { reviewReasonCode } from '../../src/schemas/review-reasons.ts';

describe('statements through the whole service', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite');
  });
  after(() => t.close());

  const parse = async (files: Array<{ name: string; bytes: Uint8Array }>) => {
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=120',
      headers: { 'x-api-key': t.key },
      payload: form(files) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    const job = res.json();
    for (const r of job.result.review_reasons)
      assert.ok(reviewReasonCode(r), `${r}: a review reason outside the closed list`);
    return job;
  };

  test('a clean statement → verified, with the ledger exactly as printed; review only for its transfers to accounts not sent', async () => {
    const fx = await generateStatementPdf(LAYOUTS[0]!.name, 7);
    const job = await parse([{ name: fx.name, bytes: fx.pdf }]);
    const truth = fx.truth.statements[0]!;
    const st = job.result.statements[0];
    assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate));
    assert.equal(st.opening_balance, truth.opening_balance);
    assert.equal(st.closing_balance, truth.closing_balance);
    assert.equal(st.transactions.length, truth.transactions.length);
    st.transactions.forEach(
      (tx: { date: string; amount: string; transaction_type: string; read_from: string }, i: number) => {
        assert.equal(tx.date, truth.transactions[i]!.date);
        assert.equal(tx.amount, truth.transactions[i]!.amount);
        assert.equal(tx.transaction_type, truth.transactions[i]!.type);
        assert.equal(tx.read_from, 'text');
      },
    );
    assert.equal(job.result.files[0].status, 'processed');
    assert.equal(job.status, 'review_required');
    assert.deepEqual(
      [...new Set(job.result.review_reasons.map((r: string) => r.split(':')[0]))],
      ['transfer_to_undisclosed_account'],
    );
  });

  test('a tampered statement → review_required, never verified', async () => {
    const corpus = await corpusFixtures();
    const tampered = corpus.filter((f) => f.truth.statements.some((s) => s.tampered));
    assert.ok(tampered.length > 0);
    for (const fx of tampered.slice(0, 3)) {
      const job = await parse([{ name: fx.name, bytes: fx.pdf }]);
      assert.equal(job.status, 'review_required', fx.name);
      for (const st of job.result.statements) assert.notEqual(st.gate.status, 'accepted', `${fx.name} must not verify`);
      assert.ok(job.result.review_reasons.some((r: string) => r.startsWith('statement_not_verified')));
      assert.equal(job.result.underwriting?.months_included?.length ?? 0, 0, 'unverified ledgers feed no metrics');
    }
  });

  test('a 3-month packet: months, positions and the underwriting block; the calculator route agrees', async () => {
    const layout = LAYOUTS[1]!.name;
    const files = [];
    for (const month of [0, 1, 2]) {
      const fx = await generateStatementPdf(layout, 11, { month });
      files.push({ name: fx.name, bytes: fx.pdf });
    }
    const job = await parse(files);
    const r = job.result;
    assert.equal(r.statements.length, 3);
    for (const st of r.statements) assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate.reasons));
    assert.ok(r.months.length >= 3, 'a month per statement');
    assert.ok(r.underwriting, 'underwriting block present');
    // the result's own months and positions, sent back as they came, give the same block
    const again = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/underwriting/withhold',
      headers: { 'x-api-key': t.key },
      payload: { months: r.months, cash_advances: r.positions },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json(), r.underwriting);
  });

  test('a password-protected file fails alone; the rest of the packet goes on', async () => {
    const fx = await generateStatementPdf(LAYOUTS[2]!.name, 3);
    const { readFile } = await import('node:fs/promises');
    const locked = new Uint8Array(
      await readFile(new URL('../fixtures/hostile/h09-encrypted-rc4-40-user-password.pdf', import.meta.url)),
    );
    const job = await parse([
      { name: 'locked.pdf', bytes: locked },
      { name: fx.name, bytes: fx.pdf },
    ]);
    // the locked file is named for review; the good statement is read and verified
    assert.equal(job.status, 'review_required');
    assert.ok(
      job.result.review_reasons.includes('file_not_processed:1:password_protected'),
      JSON.stringify(job.result.review_reasons),
    );
    assert.ok(job.result.review_reasons.includes('failed_read:locked.pdf'), JSON.stringify(job.result.review_reasons));
    assert.equal(job.result.statements[0].gate.status, 'accepted');
    assert.equal(job.result.files[0].status, 'failed');
    assert.equal(job.result.files[0].reason, 'password_protected');
    assert.equal(job.result.files[1].status, 'processed');
    assert.equal(job.result.statements.length, 1);
  });
});
