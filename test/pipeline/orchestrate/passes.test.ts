// Steps 3–5 of the orchestrator and the whole of runPipeline, with a reader pool in this process and a
// scripted model client (no database): the model passes run in order and only when the model is used, the
// status follows the files and statements, and the Result says what happened and what it cost.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf, LAYOUTS } from '../../../scripts/generator/index.ts';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { readStatementDocument } from '../../../src/pipeline/statement/from-text.ts';
import type { AnalyzeStatement } from '../../../src/pipeline/aggregate/analyze.ts';
import { modelPasses } from '../../../src/pipeline/orchestrate/model-passes.ts';
import { decideStatus } from '../../../src/pipeline/orchestrate/outcome.ts';
import { runPipeline } from '../../../src/pipeline/run.ts';
import type { FileResult, Statement } from '../../../src/schemas/result.ts';
import { contextFor, failWith, fakeModel, fakePool, jobInput } from './fakes.ts';

const junk = new TextEncoder().encode('%PDF-1.4 junk');

/** Labels every group the model is shown; claims no position. */
const labelsAll = () =>
  fakeModel((req) => {
    if (req.schemaName === 'group_labels') {
      const groups = JSON.parse(String(req.messages[1]!.content)).groups as Array<{ key: string }>;
      return { groups: groups.map((g) => ({ key: g.key, category: 'other', counterparty: 'someone' })) };
    }
    return { streams: [] };
  });

describe('orchestrator: model passes, status, result', () => {
  let clean: Uint8Array;
  let analyze: AnalyzeStatement;
  before(async () => {
    clean = (await generateStatementPdf(LAYOUTS[0]!.name, 21)).pdf;
    const ex = await extractPdf(clean);
    const pages = ex.pages.map((p) => p.page);
    analyze = readStatementDocument({
      documentId: 'doc_1',
      sourceFile: 'a.pdf',
      contentSha256: 'x',
      packetPages: pages,
      pageModes: {},
      pages: ex.pages,
      imagePages: [],
    }).analyze!;
    assert.equal(analyze.verified, true);
  });

  test('without the model no pass runs: the image reads’ own labels are all the aggregate gets', async () => {
    const run = contextFor(jobInput([]), { pdf: fakePool() });
    const byRow = { doc_9: { 1: { category: 'revenue' as const, counterparty: 'x' } } };
    const passes = await modelPasses([analyze], byRow, run);
    assert.deepEqual(passes.modelLabels, { byRow });
    assert.deepEqual(
      [passes.usages, passes.reasons, passes.financingClaims, passes.enrichment.size, run.stages],
      [[], [], undefined, 0, []],
    );
  });

  test('with the model: categorize, then positions over the verified rows, each billed and logged in that order', async () => {
    const model = labelsAll();
    const run = contextFor(jobInput([]), { pdf: fakePool(), model });
    const passes = await modelPasses([analyze], {}, run);
    assert.deepEqual(model.tasks(), ['categorize', 'positions']);
    assert.deepEqual(
      run.stages.map((s) => s.stage),
      ['categorize_model', 'positions_model'],
    );
    assert.deepEqual(
      passes.usages.map((u) => Object.keys(u.by_task)),
      [['categorize'], ['positions']],
    );
    assert.deepEqual(passes.enrichment.get('doc_1'), {
      enrichment: 'model',
      enrichment_groups: Object.keys(passes.modelLabels.byGroup!).length,
    });
    assert.ok(Object.keys(passes.modelLabels.byGroup!).length > 0);
    assert.deepEqual(passes.financingClaims, []);
  });

  test('a failed categorize call is a reason and its cost is still billed; positions still run on the rules’ labels', async () => {
    const model = fakeModel((req) => (req.task === 'categorize' ? failWith('timeout') : { streams: [] }));
    const run = contextFor(jobInput([]), { pdf: fakePool(), model });
    const passes = await modelPasses([analyze], {}, run);
    assert.deepEqual(passes.reasons, ['model_categorization_failed:doc_1:timeout']);
    assert.equal(passes.usages[0]!.cost_usd, '0.0005');
    assert.deepEqual(passes.enrichment.get('doc_1'), { enrichment: 'failed', enrichment_groups: 0 });
    assert.deepEqual(model.tasks(), ['categorize', 'positions']);
  });

  test('status: failed with nothing processed, review with any reason, completed with none', () => {
    const file = (status: string): FileResult => ({
      filename: 'f',
      status,
      content_sha256: 'x',
      reason: null,
      page_count: 1,
      segments: [],
      page_classification: [],
    });
    const st = (id: string, status: string, reasons: string[] = []) =>
      ({ document_id: id, gate: { status, reasons } }) as unknown as Statement;
    assert.deepEqual(decideStatus([file('failed')], [], ['file_not_processed:1:truncated'], []), {
      status: 'failed',
      reviewReasons: ['file_not_processed:1:truncated'],
    });
    assert.deepEqual(decideStatus([file('processed')], [st('doc_1', 'accepted')], [], []), {
      status: 'completed',
      reviewReasons: [],
    });
    assert.deepEqual(decideStatus([file('processed')], [], [], []), {
      status: 'review_required',
      reviewReasons: ['no_statement_read'],
    });
    assert.deepEqual(
      decideStatus(
        [file('processed')],
        [st('doc_1', 'review_required', ['unreconciled', 'balance_chain_broken']), st('doc_2', 'review_required')],
        ['a'],
        ['b', 'a'],
      ),
      {
        status: 'review_required',
        reviewReasons: [
          'a',
          'statement_not_verified:doc_1:unreconciled+balance_chain_broken',
          'statement_not_verified:doc_2:unreconciled',
          'b',
        ],
      },
    );
  });

  test('runPipeline: a statement and a refused file, with the model: the refusal is the first reason, the model’s cost is on the job', async () => {
    const model = labelsAll();
    const input = jobInput(
      [
        { name: 'clean.pdf', bytes: clean },
        { name: 'junk.pdf', bytes: junk },
      ],
      { options: { label: 'batch 7' } },
    );
    const out = await runPipeline(
      input,
      { now: () => new Date('2026-03-01T00:00:00Z'), pdf: fakePool(), model },
      { signal: new AbortController().signal },
    );
    assert.equal(out.status, 'review_required');
    assert.equal(out.error, null);
    assert.equal(out.result.review_reasons[0], 'file_not_processed:2:truncated');
    assert.deepEqual(
      out.result.files.map((f) => [f.filename, f.status]),
      [
        ['clean.pdf', 'processed'],
        ['junk.pdf', 'failed'],
      ],
    );
    assert.deepEqual(
      out.result.statements.map((s) => [s.document_id, s.gate.status, s.enrichment]),
      [['doc_1', 'accepted', 'model']],
    );
    const pipeline = out.result.pipeline as { model: string; label: string; stages: Array<{ stage: string }> };
    assert.deepEqual([pipeline.model, pipeline.label], ['used', 'batch 7']);
    assert.deepEqual(
      pipeline.stages.map((s) => s.stage),
      ['intake', 'pdf', 'split', 'read', 'intake', 'pdf', 'categorize_model', 'positions_model', 'aggregate', 'packet'],
    );
    assert.deepEqual(
      [out.result.usage.calls, out.result.usage.cost_usd, Object.keys(out.result.usage.by_task)],
      [2, '0.002', ['categorize', 'positions']],
    );
    assert.deepEqual(
      [out.result.completed_at, out.result.created_at],
      ['2026-03-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    );
  });

  test('runPipeline: no file processed is a failed job whose error names each file, with no review reasons', async () => {
    const input = jobInput([
      { name: 'a.pdf', bytes: junk },
      { name: 'b.bin', bytes: new Uint8Array([1, 2, 3]) },
    ]);
    const out = await runPipeline(
      input,
      { now: () => new Date(), pdf: fakePool() },
      { signal: new AbortController().signal },
    );
    assert.equal(out.status, 'failed');
    assert.equal(out.error, 'no file could be processed: a.pdf (truncated), b.bin (not_a_pdf)');
    assert.deepEqual(out.result.review_reasons, []);
    assert.equal((out.result.pipeline as { model: string }).model, 'not_configured');
  });

  test('runPipeline stops between stages once the runner gives up on the job', async () => {
    const stop = new AbortController();
    stop.abort(new Error('job timed out'));
    await assert.rejects(
      runPipeline(
        jobInput([{ name: 'clean.pdf', bytes: clean }]),
        { now: () => new Date(), pdf: fakePool() },
        { signal: stop.signal },
      ),
      /job timed out/,
    );
  });
});
