// buildStatement: a real fixture statement, read and gated, becomes a spec Statement that passes the
// TypeBox schema, carries the printed values and the ledger, and says review_required when not verified.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Value } from 'typebox/value';
import { extractCached, statementFixture } from '../../helpers/page-cache.ts';
import { readStatement } from '../../../src/pipeline/layout/read.ts';
import { gate } from '../../../src/pipeline/gate/index.ts';
import { buildStatement } from '../../../src/pipeline/statement/index.ts';
import { StatementSchema } from '../../../src/schemas/result.ts';

async function statementOf(layout: string) {
  const fx = await statementFixture(layout, 1, { month: 0 });
  const ex = await extractCached(fx.pdf);
  const truth = fx.truth.statements[0];
  const read = readStatement(ex.pages.filter((p) => truth.pages.includes(p.page)));
  const input = {
    read,
    gate: gate(read),
    documentId: 'doc_1',
    sourceFile: 'a.pdf',
    contentSha256: 'ab'.repeat(32),
    packetPages: truth.pages,
    pageModes: Object.fromEntries(truth.pages.map((p) => [String(p), 'text' as const])),
  };
  return { truth, read, input, st: buildStatement(input) };
}

test('a verified multi-account statement becomes a schema-valid accepted Statement with its ledger', async () => {
  const { truth, st } = await statementOf('crestview-business');
  assert.ok(Value.Check(StatementSchema, st), JSON.stringify([...Value.Errors(StatementSchema, st)].slice(0, 3)));
  assert.equal(st.gate.status, 'accepted');
  assert.equal(st.gate.reconciled, true);
  assert.equal(st.gate.delta, '0.00');
  assert.equal(st.opening_balance, truth.opening_balance);
  assert.equal(st.closing_balance, truth.closing_balance);
  assert.equal(st.credits_total, truth.total_credits);
  assert.equal(st.debits_total, truth.total_debits);
  assert.equal(st.transactions.length, truth.transactions.length);
  assert.equal(st.accounts.length, 2);
  assert.ok(st.accounts.every((a) => a.reconciled));
  assert.deepEqual(
    st.attempts.map((a) => [a.read, a.reconciled, a.cost_usd]),
    [['layout', true, '0.00']],
  );
  assert.ok(st.transactions.every((t) => t.read_from === 'text' && t.category === 'unknown'));
  assert.equal(st.period_start, truth.period_start);
  assert.deepEqual(st.months, [truth.period_start.slice(0, 7)]);
  assert.match(st.statement_fingerprint, /^[0-9a-f]{64}$/);
});

test('a statement whose ledger does not reconcile is review_required with the reasons and the delta', async () => {
  const { input } = await statementOf('keystone-america');
  const row = input.read.rows[3];
  const broken = {
    ...input.read,
    rows: input.read.rows.map((r) => (r === row ? { ...r, amountCents: r.amountCents + 100 } : r)),
  };
  const st = buildStatement({ ...input, read: broken, gate: gate(broken) });
  assert.ok(Value.Check(StatementSchema, st));
  assert.equal(st.gate.status, 'review_required');
  assert.equal(st.gate.reconciled, false);
  assert.ok(st.gate.reasons.includes('unreconciled'));
  assert.equal(Math.abs(Number(st.gate.delta)), 1);
  assert.notEqual(st.content_fingerprint, buildStatement(input).content_fingerprint);
});
