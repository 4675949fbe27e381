// Whole jobs on generated statements, through the real pipeline (PDF reader processes, layout engine,
// gate, categorize, aggregate, packet): a clean statement completes with its ledger; a tampered one is
// review_required and shows no verified data; a 3-month packet yields months, positions and the
// underwriting block, and the calculator returns the same block from those months and positions.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCorpus, generateStatementPdf, LAYOUTS } from '../fixtures/generator/index.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';
import { computeWithhold } from '../../src/underwriting/withhold.ts';
import { withholdRequestFrom } from '../../src/underwriting/from-pipeline.ts';

describe('statements through the whole service', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite');
  });
  after(() => t.close());

  const parse = async (files: Array<{ name: string; bytes: Uint8Array }>) => {
    const res = await t.service.app!.inject({ method: 'POST', url: '/v1/parse?wait=120', headers: { 'x-api-key': t.key }, payload: form(files) as never });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  test('a clean statement → completed, with the ledger exactly as printed', async () => {
    const fx = await generateStatementPdf(LAYOUTS[0]!.name, 7);
    const job = await parse([{ name: fx.name, bytes: fx.pdf }]);
    const truth = fx.truth.statements[0]!;
    const st = job.result.statements[0];
    assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate));
    assert.equal(st.opening_balance, truth.opening_balance);
    assert.equal(st.closing_balance, truth.closing_balance);
    assert.equal(st.transactions.length, truth.transactions.length);
    st.transactions.forEach((tx: { date: string; amount: string; transaction_type: string; read_from: string }, i: number) => {
      assert.equal(tx.date, truth.transactions[i]!.date);
      assert.equal(tx.amount, truth.transactions[i]!.amount);
      assert.equal(tx.transaction_type, truth.transactions[i]!.type);
      assert.equal(tx.read_from, 'text');
    });
    assert.equal(job.result.files[0].status, 'processed');
    assert.ok(['completed', 'review_required'].includes(job.status));
    if (job.status === 'review_required') assert.ok(!job.result.review_reasons.some((r: string) => r.startsWith('statement_not_verified')));
  });

  test('a tampered statement → review_required, never verified', async () => {
    const corpus = await generateCorpus();
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

  test('a 3-month packet: months, positions and the underwriting block; the calculator agrees', async () => {
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
    const again = computeWithhold(withholdRequestFrom(r.months, r.positions));
    assert.deepEqual(JSON.parse(JSON.stringify(again)), r.underwriting);
  });

  test('a password-protected file fails alone; the rest of the packet goes on', async () => {
    const fx = await generateStatementPdf(LAYOUTS[2]!.name, 3);
    const { readFile } = await import('node:fs/promises');
    const locked = new Uint8Array(await readFile(new URL('../fixtures/hostile/h09-encrypted-rc4-40-user-password.pdf', import.meta.url)));
    const job = await parse([{ name: 'locked.pdf', bytes: locked }, { name: fx.name, bytes: fx.pdf }]);
    assert.notEqual(job.status, 'failed');
    assert.equal(job.result.files[0].status, 'failed');
    assert.equal(job.result.files[0].reason, 'password_protected');
    assert.equal(job.result.files[1].status, 'processed');
    assert.equal(job.result.statements.length, 1);
  });
});
