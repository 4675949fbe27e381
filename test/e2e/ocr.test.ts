// A scanned statement read offline through the whole service over HTTP: the reader pool renders each page
// at 300 DPI and runs the local OCR engine in its child processes, the layout engine and gate read the
// words, and the local fake provider's image read is the independent second read. Verified only because
// the two reads agree (a disagreement naming its row is tested as pure code in
// test/pipeline/ocr/read.test.ts). One two-page scan (OCR costs seconds of CPU per page; the corpus is measured by
// `npm run eval -- --scans` and `npm run bench -- ocr`, not here).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Fixture } from '../../scripts/generator/index.ts';
import { scannedStatementFixture } from '../helpers/page-cache.ts';
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
    scan = await scannedStatementFixture('westfield-commerce', 1, 'clean');
    const llm = { ...loadConfig({}).llm, baseUrl: fake.baseUrl, apiKey: 'test-key', backoffMs: 1 };
    // OCR takes seconds of CPU per page (minutes on a loaded machine): generous job and wait limits
    svc = await startTestService('pglite', {
      config: {
        llm,
        ocr: { engines: ['tesseract'], timeoutMs: 600_000 },
        maxWaitSeconds: 1800,
        jobTimeoutSeconds: 3600,
      },
    });
  });
  after(async () => {
    await svc?.close();
    await fake?.close();
  });

  const parse = async (name: string, bytes: Uint8Array) => {
    const res = await svc.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=1800',
      headers: { 'x-api-key': svc.key },
      payload: form([{ name, bytes }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  test(
    'OCR read + the model as second read: verified when they agree, the OCR read on record at $0',
    { timeout: 900_000 },
    async () => {
      const truth = scan.truth.statements[0]!;
      fake.setScript((req) => {
        if (schemaOf(req) !== 'statement_page') return { answer: { groups: [], streams: [] } };
        return { answer: truthAnswer(truth, ownedPage(req)) };
      });

      const job = await parse('scan.pdf', scan.pdf);
      const st = job.result.statements[0];
      assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate.reasons));
      assert.equal(st.transactions.length, truth.transactions.length);
      assert.ok(st.transactions.every((t: { read_from: string }) => t.read_from === 'ocr'));
      assert.deepEqual(
        st.transactions.map((t: { amount: string }) => Math.abs(Number(t.amount)).toFixed(2)),
        truth.transactions.map((t) => t.amount),
      );
      assert.equal(st.closing_balance, truth.closing_balance);
      // provenance: an OCR row carries the box of its printed line, in page points as a text-layer row does
      for (const t of st.transactions) {
        assert.equal(t.source.page, t.page);
        const [x, y, w, h] = t.source.bbox;
        assert.ok(
          x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= 700 && y + h <= 900,
          `row ${t.index}: ${t.source.bbox}`,
        );
      }
      const ocr = st.attempts.find((a: { read: string }) => a.read === 'ocr');
      assert.equal(ocr.engine, 'tesseract');
      assert.deepEqual(ocr.pages, truth.pages);
      assert.equal(ocr.cost_usd, '0.00');
      assert.ok(ocr.ms > 0);
      assert.ok(
        st.attempts.some((a: { read: string }) => a.read === 'image'),
        'the model read is on record as the second read',
      );
    },
  );
});
