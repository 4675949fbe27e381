// What analyzePacket returns conforms to the spec's TypeBox schemas (src/schemas/result.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { MonthSchema, PositionSchema, TransactionSchema, UnderwritingSchema } from '../../../src/schemas/result.ts';
import { analyzePacket } from '../../../src/pipeline/aggregate/analyze.ts';
import { threeMonthPacket } from './packet.ts';

const errors = (schema: TSchema, v: unknown) =>
  [...Value.Errors(schema, v)].map((e) => `${e.instancePath} ${e.message}`);

test('months, positions, transactions and the underwriting block match the spec schemas', () => {
  const r = analyzePacket({
    statements: threeMonthPacket().statements,
    stated: { monthly_revenue: 40_000 },
    underwritingOptions: { proposed_offer: { amount: 10_000, term: 6 } },
  });
  for (const m of r.months) assert.deepEqual(errors(MonthSchema, m), [], m.month);
  for (const p of r.positions) assert.deepEqual(errors(PositionSchema, p), [], p.funder);
  for (const txs of Object.values(r.transactionsByDocument))
    for (const t of txs) assert.deepEqual(errors(TransactionSchema, t), [], t.description);
  assert.deepEqual(errors(UnderwritingSchema, r.underwriting), []);
  assert.ok(r.underwriting!.proposed_offer);
});
