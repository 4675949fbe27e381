// A scanned statement read offline through the whole service over HTTP: the reader pool renders each page
// at 300 DPI and runs the local OCR engine in its child processes, the layout engine and gate read the
// words, and the local fake provider's image read is the independent second read. Verified only because
// the two reads agree; a second read that disagrees on one amount sends the statement to review with the
// row named. One two-page scan (OCR costs seconds of CPU per page; the corpus is measured by
// `npm run eval -- --scans` and `npm run bench -- ocr`, not here).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf, scanCopy, type Fixture } from '../fixtures/generator/index.ts';
import { startFakeLlm, type FakeLlm, type FakeRequest } from '../helpers/fake-llm.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';
import { loadConfig } from '../../src/config.ts';
import { ownedPage, truthAnswer } from '../pipeline/image/scanned.ts';

const schemaOf = (req: FakeRequest) => req.response_format?.json_schema?.name ?? '';

describe('scans read offline through the whole service', () => {
  let fake: FakeLlm;
  let svc: TestService;
  let scan: Fixture;

  before(async () => {
    fake = await startFakeLlm();
    scan = await scanCopy(await generateStatementPdf('westfield-commerce', 1), 'clean');
    const llm = { ...loadConfig({}).llm, baseUrl: fake.baseUrl, apiKey: 'test-key', backoffMs: 1 };
    // OCR takes seconds of CPU per page (minutes on a loaded machine): generous job and wait limits
    svc = await startTestService('pglite', { config: { llm, ocr: { engines: ['tesseract'], timeoutMs: 600_000 }, maxWaitSeconds: 1800, jobTimeoutSeconds: 3600 } });
  });
  after(async () => {
    await svc?.close();
    await fake?.close();
  });

  const parse = async (name: string, bytes: Uint8Array, key = svc.key) => {
    const res = await svc.service.app!.inject({ method: 'POST', url: '/v1/parse?wait=1800', headers: { 'x-api-key': key }, payload: form([{ name, bytes }]) as never });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  test('OCR read + the model as second read: verified when they agree, review naming the row when one amount differs', { timeout: 900_000 }, async () => {
    const truth = scan.truth.statements[0]!;
    const wrong = truth.transactions.findIndex((t) => t.type === 'debit');
    assert.ok(wrong >= 0);
    let tamper = false;
    fake.setScript((req) => {
      if (schemaOf(req) !== 'statement_page') return { answer: { groups: [], streams: [] } };
      const page = ownedPage(req);
      const answer = truthAnswer(truth, page);
      if (tamper && page === truth.transactions[wrong]!.page) {
        // the model misreads one amount on the page holding row `wrong`
        const i = truth.transactions.filter((t, k) => t.page === page && k < wrong).length;
        answer.rows[i] = { ...answer.rows[i]!, amount: (Number(answer.rows[i]!.amount) + 10).toFixed(2) };
      }
      return { answer };
    });

    const job = await parse('scan.pdf', scan.pdf);
    const st = job.result.statements[0];
    assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate.reasons));
    assert.equal(st.transactions.length, truth.transactions.length);
    assert.ok(st.transactions.every((t: { read_from: string }) => t.read_from === 'ocr'));
    assert.deepEqual(st.transactions.map((t: { amount: string }) => Math.abs(Number(t.amount)).toFixed(2)), truth.transactions.map((t) => t.amount));
    assert.equal(st.closing_balance, truth.closing_balance);
    const ocr = st.attempts.find((a: { read: string }) => a.read === 'ocr');
    assert.equal(ocr.engine, 'tesseract');
    assert.deepEqual(ocr.pages, truth.pages);
    assert.equal(ocr.cost_usd, '0.00');
    assert.ok(ocr.ms > 0);
    assert.ok(st.attempts.some((a: { read: string }) => a.read === 'image'), 'the model read is on record as the second read');

    tamper = true;
    // another tenant: its model calls are its own (no replayed answer), so the misreading model is asked
    const other = await svc.newKey({ tenant: 'other-tenant' });
    const job2 = await parse('scan-2.pdf', scan.pdf, other.key);
    const st2 = job2.result?.statements?.[0];
    assert.ok(st2, JSON.stringify({ status: job2.status, error: job2.error, reasons: job2.result?.review_reasons, other: job2.result?.other_documents }).slice(0, 3000));
    assert.equal(st2.gate.status, 'review_required');
    assert.equal(job2.status, 'review_required');
    assert.ok(st2.gate.reasons.some((r: string) => r.startsWith(`ocr_model_disagree:tesseract vs model:row ${wrong + 1} `) && r.includes('amount')), JSON.stringify(st2.gate.reasons));
  });
});
