// The model's part of a whole job, through the service over HTTP, with the local fake provider:
// a scanned statement (no text layer) is rendered, read twice and verified; a text-layer statement is
// categorized by one model call and its financing streams decided by another; without a provider the
// same scan is review_required and says why, and no model is called.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf, LAYOUTS, type Fixture } from '../../scripts/generator/index.ts';
import { scannedPacketFixture } from '../helpers/page-cache.ts';
import type { TruthStatement } from '../../scripts/generator/truth.ts';
import { createPdfPool } from '../../src/readers/pool.ts';
import { startFakeLlm, type FakeLlm, type FakeRequest } from '../helpers/fake-llm.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../../src/config.ts';
import { FIELD_KEYS } from '../../src/pipeline/application/fields.ts';
import { ownedPage, scanPdf, truthAnswer } from '../pipeline/image/scanned.ts';

const schemaOf = (req: FakeRequest) => req.response_format?.json_schema?.name ?? '';

describe('model path through the whole service', () => {
  let fake: FakeLlm;
  let withModel: TestService;
  let noModel: TestService;
  let clean: Fixture;
  let scanned: Uint8Array;

  before(async () => {
    fake = await startFakeLlm();
    // four pages (31 rows), not the layout's default six: each read renders every page at 300 DPI; four
    // still has pages read with a neighbour on both sides
    clean = await generateStatementPdf(LAYOUTS[0]!.name, 21, { rows: 31 });
    assert.deepEqual(clean.truth.statements[0]!.pages, [1, 2, 3, 4]);
    const pool = createPdfPool({ threads: 1 });
    try {
      scanned = await scanPdf(pool, clean.pdf, clean.truth.statements[0]!.pages.length);
    } finally {
      await pool.destroy();
    }
    const llm = {
      ...loadConfig({}).llm,
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      backoffMs: 1,
      concurrency: 8,
      tenantConcurrency: 8,
    };
    withModel = await startTestService('pglite', { config: { llm } });
    noModel = await startTestService('pglite');
  });
  after(async () => {
    await withModel.close();
    await noModel.close();
    await fake.close();
  });

  const parse = async (t: TestService, name: string, bytes: Uint8Array) => {
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=120',
      headers: { 'x-api-key': t.key },
      payload: form([{ name, bytes }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  test('a scanned statement is read from its images, verified, and its cost is on the job', async () => {
    const truth = clean.truth.statements[0]!;
    fake.setScript((req) => {
      if (schemaOf(req) === 'statement_page')
        return {
          answer: truthAnswer(truth, ownedPage(req)),
          usage: { prompt_tokens: 2000, completion_tokens: 400, cost: 0.001 },
        };
      if (schemaOf(req) === 'position_decision') return { answer: { streams: [] } };
      return { answer: { groups: [] } };
    });
    const from = fake.requests.length;
    const job = await parse(withModel, 'scan.pdf', scanned);
    const pageCalls = fake.requests.slice(from).filter((r) => schemaOf(r) === 'statement_page');
    assert.equal(pageCalls.length, truth.pages.length * 2, 'each page read twice (the second read checks the first)');
    const st = job.result.statements[0];
    assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate.reasons));
    assert.equal(st.transactions.length, truth.transactions.length);
    assert.ok(st.transactions.every((t: { read_from: string }) => t.read_from === 'image'));
    assert.equal(st.closing_balance, truth.closing_balance);
    assert.ok(st.attempts.some((a: { read: string }) => a.read === 'image'));
    assert.ok(job.result.usage.paid_calls >= pageCalls.length);
    assert.notEqual(job.result.usage.cost_usd, '0.00');
    assert.equal(job.result.pipeline.model, 'used');
  });

  test('re-sending the same scan reuses the earlier verified read: no call, no cost, says where from', async () => {
    const first = await parse(withModel, 'scan-first.pdf', scanned);
    const from = fake.requests.length;
    const job = await parse(withModel, 'scan-again.pdf', scanned);
    assert.equal(fake.requests.slice(from).filter((r) => schemaOf(r) === 'statement_page').length, 0, 'no page read');
    const st = job.result.statements[0];
    assert.equal(st.gate.status, 'accepted');
    assert.equal(st.read_reused, true);
    assert.equal(st.cache_hit, true);
    assert.equal(st.source_file, 'scan-again.pdf');
    assert.match(st.earlier_submission.job_id, /^job_/);
    assert.notEqual(st.earlier_submission.job_id, job.job_id);
    assert.equal(st.earlier_submission.relation, 'same_statement');
    assert.equal(st.transactions.length, first.result.statements[0].transactions.length);
    assert.equal(st.closing_balance, first.result.statements[0].closing_balance);
    assert.equal(job.result.usage.paid_calls, 0);
    assert.equal(job.result.usage.document_cache_hits, 1);
    assert.equal(Number(job.result.usage.cost_usd), 0);
    // another tenant's identical file is read afresh: reads never cross tenants
    const other = await withModel.newKey({ tenant: 'other-tenant' });
    const res = await withModel.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=120',
      headers: { 'x-api-key': other.key },
      payload: form([{ name: 'scan.pdf', bytes: scanned }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.statements[0].read_reused, false);
    assert.ok(res.json().result.usage.paid_calls > 0, 'the other tenant pays for its own read');
  });

  test('a text-layer statement: one categorize call, rows keep the rules where they are sure', async () => {
    const fx = await generateStatementPdf(LAYOUTS[3]!.name, 5);
    fake.setScript((req) => {
      if (schemaOf(req) === 'group_labels') {
        const groups = (JSON.parse(String(req.messages[1]!.content)) as { groups: Array<{ key: string }> }).groups;
        return { answer: { groups: groups.map((g) => ({ key: g.key, category: 'other', counterparty: 'Someone' })) } };
      }
      if (schemaOf(req) === 'position_decision') return { answer: { streams: [] } };
      return { status: 500 };
    });
    const from = fake.requests.length;
    const job = await parse(withModel, fx.name, fx.pdf);
    const sent = fake.requests.slice(from);
    assert.equal(
      sent.filter((r) => schemaOf(r) === 'group_labels').length,
      1,
      'one categorize call per layout statement',
    );
    assert.equal(
      sent.filter((r) => schemaOf(r) === 'statement_page').length,
      0,
      'a verified text statement needs no image read',
    );
    const st = job.result.statements[0];
    assert.equal(st.gate.status, 'accepted');
    assert.equal(st.enrichment, 'model');
    // the model said `other` for everything: strong rules (named funders, fees) stand and the rest follow the model
    const conflicts = st.transactions.filter((t: { category_conflict: boolean }) => t.category_conflict).length;
    assert.equal(st.category_conflicts, conflicts);
    if (conflicts) assert.ok(job.result.review_reasons.some((r: string) => r.startsWith('category_conflicts:')));
  });

  test('an application read in full is reused when the same file comes again: no call the second time', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    [
      'MERCHANT APPLICATION',
      'Legal Business Name: Rosie Bakes LLC',
      'DBA: Rosie Bakes',
      'Federal Tax ID: 12-3456789',
      'City: Dayton',
      'State: OH',
      'Owner Name: Rosa Diaz',
      'Ownership %: 100',
      'Requested Amount: 50000',
    ].forEach((l, i) => page.drawText(l, { x: 50, y: 740 - i * 18, size: 11, font }));
    const bytes = await doc.save();
    fake.setScript((req) => {
      if (schemaOf(req) !== 'application') return { status: 500 };
      const fields = {
        ...Object.fromEntries(FIELD_KEYS.map((k) => [k, null])),
        monthly_revenue: '42000',
        signed: true,
      };
      return { answer: { fields, owners: [] } };
    });
    const from = fake.requests.length;
    const first = await parse(withModel, 'application.pdf', bytes);
    const firstCalls = fake.requests.slice(from).filter((r) => schemaOf(r) === 'application').length;
    const app1 = first.result.applications[0];
    assert.ok(app1, JSON.stringify(first.result.other_documents));
    assert.equal(app1.status, 'accepted', JSON.stringify(app1.review_reasons));
    assert.ok(firstCalls >= 1);
    const mid = fake.requests.length;
    const again = await parse(withModel, 'application-again.pdf', bytes);
    assert.equal(fake.requests.length - mid, 0, 'no call for the re-sent application');
    const app2 = again.result.applications[0];
    assert.equal(app2.cache_hit, true);
    assert.equal(app2.source_file, 'application-again.pdf');
    assert.deepEqual(app2.fields, app1.fields);
    assert.equal(again.result.usage.document_cache_hits, 1);
    assert.equal(Number(again.result.usage.cost_usd), 0);
  });

  test('one scanned file holding two statements becomes two verified statements, each on its own pages', async () => {
    const packet = await scannedPacketFixture({ dpi: 100 }); // drawn once per generator version
    const [a, b] = packet.truth.statements as [TruthStatement, TruthStatement];
    fake.setScript((req) => {
      if (schemaOf(req) === 'statement_page') {
        const page = ownedPage(req);
        return {
          answer: truthAnswer(
            packet.truth.statements.find((t) => t.pages.includes(page))!,
            page,
          ),
        };
      }
      if (schemaOf(req) === 'position_decision') return { answer: { streams: [] } };
      return { answer: { groups: [] } };
    });
    const from = fake.requests.length;
    const job = await parse(withModel, 'two-scanned.pdf', packet.pdf);
    assert.equal(
      fake.requests.slice(from).filter((r) => schemaOf(r) === 'statement_page').length,
      (a.pages.length + b.pages.length) * 2,
    );
    const sts = job.result.statements;
    assert.equal(sts.length, 2, JSON.stringify(job.result.review_reasons));
    for (const [st, truth] of [
      [sts[0], a],
      [sts[1], b],
    ] as const) {
      assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate.reasons));
      assert.deepEqual(st.packet_pages, truth.pages);
      assert.equal(st.period_start, truth.period_start);
      assert.equal(st.closing_balance, truth.closing_balance);
      assert.equal(st.transactions.length, truth.transactions.length);
    }
    assert.notEqual(sts[0].document_id, sts[1].document_id);
    assert.notEqual(sts[0].content_sha256, sts[1].content_sha256);
    const segs = job.result.files[0].segments;
    assert.deepEqual(
      segs.map((x: { pages: number[] }) => x.pages),
      [a.pages, b.pages],
    );
    assert.deepEqual(
      segs.map((x: { document_type: string }) => x.document_type),
      ['bank_statement', 'bank_statement'],
    );
    assert.equal(segs[1].period_start, b.period_start);
  });

  test('a scan whose statements cannot be told apart is never verified as one', async () => {
    // another resolution than the test above: other images, so no answer is replayed from it
    const packet = await scannedPacketFixture({ dpi: 90 });
    // the model prints no period on any page: the pages stay one statement, which cannot reconcile
    fake.setScript((req) => {
      if (schemaOf(req) === 'statement_page') {
        const page = ownedPage(req);
        const ans = truthAnswer(
          packet.truth.statements.find((t) => t.pages.includes(page))!,
          page,
        );
        return {
          answer: {
            ...ans,
            header: {
              ...ans.header,
              period_start: page === 1 ? ans.header.period_start : null,
              period_end: page === 1 ? ans.header.period_end : null,
            },
          },
        };
      }
      return { answer: { groups: [], streams: [] } };
    });
    const job = await parse(withModel, 'two-scanned-unmarked.pdf', packet.pdf);
    assert.ok(job.result.statements.every((s: { gate: { status: string } }) => s.gate.status !== 'accepted'));
    assert.equal(job.status, 'review_required');
  });

  test('without a provider the scan is review_required, says why, and shows no verified data', async () => {
    const from = fake.requests.length;
    const job = await parse(noModel, 'scan.pdf', scanned);
    assert.equal(fake.requests.length, from, 'no model call');
    assert.equal(job.status, 'review_required');
    assert.ok(
      job.result.review_reasons.some((r: string) => r.includes('image_read_unavailable')),
      JSON.stringify(job.result.review_reasons),
    );
    assert.ok(job.result.statements.every((s: { gate: { status: string } }) => s.gate.status !== 'accepted'));
    assert.equal(job.result.underwriting, null);
    assert.equal(job.result.pipeline.model, 'not_configured');
  });
});
