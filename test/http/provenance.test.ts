// Provenance on real generated statements read by the whole pipeline: every transaction's `source` box holds
// its printed amount on its page (checked against the PDF's own text layer), every gate equation names the
// rows it summed, and the page route serves the page (PNG at the asked resolution) to its tenant only.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';
import { createPdfPool } from '../../src/readers/pool.ts';
import type { PdfReadResult } from '../../src/pipeline/pdf/extract.ts';
import { form } from '../helpers/files.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
const digits = (s: string) => s.replace(/\D/g, '');

describe('transaction provenance and document pages', () => {
  let t: TestService;
  let result: any;
  let text: PdfReadResult;
  let stranger: string;

  before(async () => {
    t = await startTestService('pglite');
    stranger = (await t.newKey({ tenant: 'other-lender' })).key;
    const fx = await generateStatementPdf(LAYOUTS[1]!.name, 5, { month: 0 });
    const pool = createPdfPool({ threads: 1 });
    text = await pool.extract(fx.pdf);
    await pool.destroy();
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=180',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'statement.pdf', bytes: fx.pdf }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    result = res.json().result;
    assert.equal(result.statements[0].gate.status, 'accepted');
  });
  after(() => t.close());

  test("every transaction's box holds its printed amount on its page", () => {
    const txs = result.statements[0].transactions;
    assert.ok(txs.length > 10 && text.pageCount > 1, 'a multi-page statement');
    for (const x of txs) {
      assert.equal(x.source.page, x.page);
      const [bx, by, bw, bh] = x.source.bbox;
      const page = text.pages.find((p) => p.page === x.source.page)!;
      const inside = page.runs.filter(
        (r) => r.x >= bx - 0.5 && r.x + r.width <= bx + bw + 0.5 && r.y >= by && r.y <= by + bh,
      );
      assert.ok(
        inside.some((r) => digits(r.str).includes(digits(x.amount))),
        `row ${x.index} (${x.amount}) on page ${x.page}: box ${x.source.bbox} holds ${inside.map((r) => r.str).join(' | ')}`,
      );
    }
  });

  test('every gate equation names the rows whose amounts it summed', () => {
    const s = result.statements[0];
    const eqs = s.gate.reconciliation_evidence.equations as any[];
    const rec = eqs.find((e) => e.kind === 'reconcile');
    assert.equal(rec.rows.length, s.transactions.length, 'the reconciliation sums every row');
    for (const e of eqs.filter((e) => e.kind === 'printed_total')) {
      const type = e.text.includes('credit') ? 'credit' : 'debit';
      const want = s.transactions.filter((x: any) => x.transaction_type === type).map((x: any) => x.index);
      assert.deepEqual(e.rows, want);
    }
  });

  test("a statement's page is served as a PNG at the asked resolution, to its tenant only", async () => {
    const s = result.statements[0];
    const page = s.packet_pages[1];
    const url = `/v1/jobs/${result.job_id}/documents/${s.document_id}/pages/${page}.png?dpi=72`;
    const res = await t.service.app!.inject({ method: 'GET', url, headers: { 'x-api-key': t.key } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'image/png');
    const size = pngSize(res.rawPayload);
    const printed = text.pages.find((p) => p.page === page)!;
    assert.equal(size.width, Math.round(printed.width));
    assert.equal(size.height, Math.round(printed.height));
    const other = await t.service.app!.inject({ method: 'GET', url, headers: { 'x-api-key': stranger } });
    assert.equal(other.statusCode, 404);
    const missing = await t.service.app!.inject({
      method: 'GET',
      url: `/v1/jobs/${result.job_id}/documents/${s.document_id}/pages/${text.pageCount + 1}.png`,
      headers: { 'x-api-key': t.key },
    });
    assert.equal(missing.statusCode, 404);
    const tooSharp = await t.service.app!.inject({
      method: 'GET',
      url: `${url.split('?')[0]}?dpi=600`,
      headers: { 'x-api-key': t.key },
    });
    assert.equal(tooSharp.statusCode, 422);
  });
});
