// A statement that verifies but prints only where its period ends ("Statement ending September 30, 2025"):
// it still feeds months, accounts and underwriting, its period taken from its rows' dates, and the job
// says so with a review reason instead of finishing `completed` with no months.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf, LAYOUTS } from '../../../scripts/generator/index.ts';
import { runPipeline } from '../../../src/pipeline/run.ts';
import { periodForMetrics } from '../../../src/pipeline/aggregate/analyze.ts';
import { verifiedLeftOut } from '../../../src/pipeline/orchestrate/outcome.ts';
import type { Statement } from '../../../src/schemas/result.ts';
import { fakePool, jobInput } from './fakes.ts';

/** The reader pool, with the statement's period line reduced to its end date, as some banks print it. */
function endDateOnlyPool() {
  const pool = fakePool();
  const extract = pool.extract;
  pool.extract = async (bytes) => {
    const read = await extract(bytes);
    const pages = read.pages.map((p) => ({
      ...p,
      runs: p.runs.map((r) =>
        / through /.test(r.str) ? { ...r, str: r.str.replace(/^.* through /, 'Statement ending ') } : r,
      ),
    }));
    return { ...read, pages };
  };
  return pool;
}

describe('a verified statement without a printed period start', () => {
  let pdf: Uint8Array;
  before(async () => {
    pdf = (await generateStatementPdf(LAYOUTS[0]!.name, 7)).pdf; // Meridian, September 2025
  });

  test('feeds months, accounts and underwriting from its rows, and the job names the derived period', async () => {
    const out = await runPipeline(
      jobInput([{ name: 'september.pdf', bytes: pdf }]),
      { now: () => new Date('2026-03-01T00:00:00Z'), pdf: endDateOnlyPool() },
      { signal: new AbortController().signal },
    );
    const [st] = out.result.statements;
    assert.equal(st!.gate.status, 'accepted');
    assert.equal(st!.period_start, null);
    assert.equal(st!.period_end, '2025-09-30');
    const packet = out.result.submission_packet as any;
    assert.deepEqual(
      out.result.months.map((m) => m.month),
      ['2025-09'],
    );
    assert.equal(out.result.accounts.length, 1);
    assert.ok(out.result.underwriting, 'underwriting computed');
    assert.equal(packet.submission_intelligence.transaction_coverage.accounts[0].months[0].status, 'reconciled');
    assert.equal(out.status, 'review_required');
    const first = st!.transactions.map((t) => t.date).sort()[0];
    assert.ok(
      out.result.review_reasons.includes(`statement_period_from_rows:doc_1:${first}..2025-09-30`),
      out.result.review_reasons.join('\n'),
    );
    const detail = out.result.review_details.find((d) => d.code === 'statement_period_from_rows');
    assert.deepEqual([detail?.document_id, detail?.severity], ['doc_1', 'warning']);
  });
});

test('a verified statement with neither a period nor dated rows is named in the review reasons, never dropped silently', () => {
  const accepted = { document_id: 'doc_2', gate: { status: 'accepted' } } as unknown as Statement;
  const unverified = { document_id: 'doc_3', gate: { status: 'review_required' } } as unknown as Statement;
  assert.deepEqual(
    verifiedLeftOut(
      [
        { statement: accepted, analyze: null },
        { statement: unverified, analyze: null },
      ],
      ['doc_2', 'doc_3'],
    ),
    ['statement_excluded_from_metrics:doc_2:no_period'],
  );
  assert.deepEqual(periodForMetrics(null, null, []), null);
  assert.deepEqual(periodForMetrics(null, null, [{ date: '2025-09-20' }, { date: '2025-09-03' }]), {
    periodStart: '2025-09-03',
    periodEnd: '2025-09-20',
    periodFromRows: true,
  });
});
