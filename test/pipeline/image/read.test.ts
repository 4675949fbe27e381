// The whole image path over a scanned packet (rendered pages, no text layer) with the local fake provider:
// pages found without a text layer, rendered at 300 DPI, one owned page per call with its neighbours as
// context, calls in parallel, two independent reads that must agree, the gate, attempts and usage; a
// second-read disagreement makes the statement review_required; a re-sent document costs nothing.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../../src/config.ts';
import { createModelClient } from '../../../src/llm/client.ts';
import { toMicros } from '../../../src/money.ts';
import { formatCents } from '../../../src/money.ts';
import { createPdfPool } from '../../../src/readers/pool.ts';
import type { PdfPool } from '../../../src/pipeline/ports/pdf.ts';
import {
  assessPages,
  readStatementImages,
  RENDER_DPI,
  type ImageReadContext,
} from '../../../src/pipeline/image/read.ts';
import type { PageImage } from '../../../src/pipeline/image/prompt.ts';
import type { PageAssessment } from '../../../src/pipeline/pixels/readiness.ts';
import { Compile } from 'typebox/compile';
import { readStatementDocument } from '../../../src/pipeline/statement/from-text.ts';
import { imageStatement } from '../../../src/pipeline/image/statement.ts';
import { StatementSchema } from '../../../src/schemas/result.ts';
import { imagesOf, startFakeLlm, type FakeLlm } from '../../helpers/fake-llm.ts';
import { openTestStore, testBackends, type TestStore } from '../../helpers/store.ts';
import type { Fixture } from '../../../scripts/generator/index.ts';
import { scannedPacketFixture } from '../../helpers/page-cache.ts';
import type { TruthStatement } from '../../../scripts/generator/truth.ts';
import { isVerifyRead, ownedPage, truthAnswer } from './scanned.ts';

function emptyLayout() {
  return readStatementDocument({
    documentId: 'd',
    sourceFile: 's.pdf',
    contentSha256: 'x',
    packetPages: [1],
    pageModes: {},
    pages: [{ page: 1, width: 612, height: 792, runs: [] }],
    imagePages: [1],
  }).statement;
}

/** the packet rendered and assessed once for every backend (the store only meters the model's calls) */
let scanned: Promise<{ packet: Fixture; rendered: PageImage[]; assessments: PageAssessment[] }> | undefined;
async function renderScannedPacket(pool: PdfPool) {
  const packet = await scannedPacketFixture();
  // rendered once for the tests that vary only the model's answers
  const rendered = await Promise.all(
    [1, 2, 3, 4, 5].map(async (page) => ({ page, png: await pool.render(packet.pdf, page, 300) })),
  );
  return { packet, rendered, assessments: await assessPages(rendered) };
}

for (const backend of testBackends()) {
  describe(`image read of a scanned statement (${backend})`, () => {
    let pool: PdfPool;
    let fake: FakeLlm;
    let packet: Fixture;
    let a: TruthStatement; // pages 1-3, one account
    let b: TruthStatement; // pages 4-5, two accounts
    /** the right answer for whichever statement owns the page */
    const answerFor = (page: number) =>
      truthAnswer(
        packet.truth.statements.find((s) => s.pages.includes(page))!,
        page,
      );
    let store: TestStore;
    let rendered: PageImage[];
    let assessments: PageAssessment[];
    before(async () => {
      pool = createPdfPool({ threads: 2 });
      fake = await startFakeLlm();
      ({ packet, rendered, assessments } = await (scanned ??= renderScannedPacket(pool)));
      [a, b] = packet.truth.statements as [TruthStatement, TruthStatement];
      store = await openTestStore(backend);
    });
    after(async () => {
      await fake.close();
      await pool.destroy();
      await store.close();
    });
    const client = () =>
      createModelClient({
        config: {
          ...loadConfig({}).llm,
          baseUrl: fake.baseUrl,
          apiKey: 'k',
          backoffMs: 1,
          concurrency: 8,
          tenantConcurrency: 8,
        },
        db: store.db,
      });
    /** the read as the pipeline makes it: the pages rendered at the model's resolution, then read */
    const renderAndRead = async (bytes: Uint8Array, pages: number[], ctx: Omit<ImageReadContext, 'client'>) =>
      readStatementImages(
        await Promise.all(pages.map(async (page) => ({ page, png: await pool.render(bytes, page, RENDER_DPI) }))),
        { ...ctx, client: client() },
      );
    const readRendered = (pages: PageImage[], ctx: Omit<ImageReadContext, 'client'>) =>
      readStatementImages(pages, { ...ctx, client: client() });

    test('a scan with no text layer is read page by page, twice, in parallel, and verified by the gate', async () => {
      const extract = await pool.extract(packet.pdf);
      assert.deepEqual(extract.imagePages, [1, 2, 3, 4, 5], 'every scanned page lacks a text layer');
      assert.deepEqual(a.pages, [1, 2, 3]);
      // provider reports cost so sums are checkable to the micro-dollar
      fake.setScript((req, n) => ({
        delayMs: 30,
        answer: answerFor(ownedPage(req)),
        usage: { prompt_tokens: 3000 + n, completion_tokens: 500 + n, cached_tokens: n, cost: n / 1000 },
      }));
      const from = fake.requests.length;
      const out = await renderAndRead(packet.pdf, a.pages, { tenantId: 'ten_scan', jobId: 'job_1', priorAttempts: 0 });
      const sent = fake.requests.slice(from);

      assert.deepEqual(out.reasons, []);
      assert.equal(out.verified, true);
      assert.equal(out.gate?.verified, true);
      assert.equal(sent.length, 6, 'three owned pages × two independent reads');
      assert.ok(fake.maxInFlight > 1, 'page calls run in parallel');
      assert.equal(sent.filter(isVerifyRead).length, 3);
      assert.notDeepEqual(new Set(sent.map((r) => r.seed)).size, 1, 'the two reads use different seeds');
      // page 1 has one neighbour, page 2 two, page 3 one (page 4 is another statement); the owned page is sent at full resolution
      const forPage = (p: number) => sent.find((r) => ownedPage(r) === p && !isVerifyRead(r))!;
      assert.equal(imagesOf(forPage(1)).length, 2);
      assert.equal(imagesOf(forPage(2)).length, 3);
      assert.equal(imagesOf(forPage(3)).length, 2);
      const ownedUrl = imagesOf(forPage(2))[1]!;
      const png = Buffer.from(ownedUrl.split(',')[1]!, 'base64');
      assert.ok(png.readUInt32BE(16) >= 2500, `owned page rendered at 300 DPI (width ${png.readUInt32BE(16)} px)`);

      // the ledger is the printed one, row for row
      assert.equal(out.rows.length, a.transactions.length);
      out.rows.forEach((r, i) => {
        const t = a.transactions[i]!;
        assert.deepEqual([r.date, formatCents(r.amountCents), r.type, r.page], [t.date, t.amount, t.type, t.page]);
      });
      assert.equal(out.labels[1]?.category, a.transactions[0]!.type === 'credit' ? 'revenue' : 'other');
      assert.equal(out.readiness.reupload_required, false);
      assert.equal(out.readiness.assessed_pages, 3);

      // usage: exactly the sum of what the provider reported per call
      const ns = sent.map((_, i) => from + i + 1);
      assert.equal(out.usage.calls, 6);
      assert.equal(out.usage.paid_calls, 6);
      assert.equal(
        out.usage.prompt_tokens,
        ns.reduce((a, n) => a + 3000 + n, 0),
      );
      assert.equal(
        out.usage.completion_tokens,
        ns.reduce((a, n) => a + 500 + n, 0),
      );
      assert.equal(
        out.usage.cached_prompt_tokens,
        ns.reduce((a, n) => a + n, 0),
      );
      assert.equal(
        toMicros(out.usage.cost_usd),
        ns.reduce((a, n) => a + n * 1000, 0),
      );
      const byTask = out.usage.by_task as Record<string, { calls: number; cost_usd: string }>;
      assert.equal(byTask.image_read!.calls + byTask.image_read_verify!.calls, 6);
      assert.equal(
        toMicros(byTask.image_read!.cost_usd) + toMicros(byTask.image_read_verify!.cost_usd),
        toMicros(out.usage.cost_usd),
      );
      // attempts record each read with its cost
      assert.deepEqual(
        out.attempts.map((a) => [a.attempt, a.read, a.gate_status, a.windows]),
        [
          [1, 'image', 'accepted', 3],
          [2, 'image_verify', 'accepted', 3],
        ],
      );
      assert.equal(
        out.attempts.reduce((a, x) => a + toMicros(x.cost_usd), 0),
        toMicros(out.usage.cost_usd),
      );

      // the spec Statement: accepted, rows read from the image, the layout attempt first, usage carried
      const doc = {
        documentId: 'doc_scan',
        sourceFile: 'scan.pdf',
        contentSha256: 'sha',
        packetPages: a.pages,
        pageModes: {},
      };
      const layout = readStatementDocument({ ...doc, pages: extract.pages.slice(0, 3), imagePages: a.pages });
      assert.equal(layout.needsImageRead, true);
      assert.equal(layout.statement.gate.status, 'review_required');
      const st = imageStatement(layout.statement, doc, out);
      assert.ok(
        Compile(StatementSchema).Check(st.statement),
        JSON.stringify([...Compile(StatementSchema).Errors(st.statement)].slice(0, 3)),
      );
      assert.equal(st.statement.gate.status, 'accepted');
      assert.equal(st.statement.transactions.length, a.transactions.length);
      assert.ok(st.statement.transactions.every((t) => t.read_from === 'image'));
      assert.deepEqual(
        st.statement.attempts.map((a) => a.read),
        ['layout', 'image', 'image_verify'],
      );
      assert.equal(st.statement.opening_balance, a.opening_balance);
      assert.equal(st.statement.usage.cost_usd, out.usage.cost_usd);
      assert.equal(st.analyze?.verified, true);
      assert.equal(st.analyze?.readFrom, 'image');
      assert.equal(Object.keys(st.byRow.doc_scan!).length, a.transactions.length);

      // re-sent: the same document for the same tenant costs nothing
      // (pages rendered again, separately: rendering is deterministic, so the replay keys match)
      const again = await readRendered(rendered.slice(0, 3), {
        tenantId: 'ten_scan',
        jobId: 'job_2',
        assessments: assessments.slice(0, 3),
      });
      assert.equal(fake.requests.length - from, 6, 'no new provider calls');
      assert.equal(again.cacheHit, true);
      assert.equal(again.verified, true);
      assert.equal(again.usage.cost_usd, '0.00');
      assert.equal(again.usage.replayed_calls, 6);
      assert.equal(again.usage.paid_calls, 0);
    });

    test('the second statement of the packet, with two accounts, is read per account and verified', async () => {
      fake.setScript((req) => ({ answer: answerFor(ownedPage(req)) }));
      const out = await readRendered(rendered.slice(3), { tenantId: 'ten_multi', assessments: assessments.slice(3) });
      assert.deepEqual(out.reasons, []);
      assert.equal(out.verified, true);
      assert.equal(out.read?.accounts.length, 2);
      assert.equal(out.rows.length, b.transactions.length);
      assert.deepEqual(
        out.rows.map((r) => r.accountNumberSuffix),
        b.transactions.map((t) => t.account_number_suffix),
      );
      const st = imageStatement(
        emptyLayout(),
        { documentId: 'doc_b', sourceFile: 'scan.pdf', contentSha256: 'x', packetPages: b.pages, pageModes: {} },
        out,
      );
      assert.equal(st.statement.accounts.length, 2);
      assert.ok(st.statement.accounts.every((acc) => acc.reconciled));
    });

    test('when the second read disagrees on one amount, the statement is review_required with the reason', async () => {
      fake.setScript((req) => {
        const answer = answerFor(ownedPage(req));
        if (isVerifyRead(req) && ownedPage(req) === 2) answer.rows[1]!.amount = '9999.99';
        return { answer };
      });
      const out = await readRendered(rendered.slice(0, 3), {
        tenantId: 'ten_disagree',
        priorAttempts: 1,
        assessments: assessments.slice(0, 3),
      });
      assert.equal(out.verified, false);
      assert.equal(out.gate?.verified, true, 'the primary read alone would reconcile: agreement is what fails');
      assert.ok(
        out.reasons.some((r) => r.startsWith('second_read_disagrees:') && r.includes('9999.99')),
        out.reasons.join('; '),
      );
      assert.deepEqual(
        out.attempts.map((a) => a.attempt),
        [2, 3],
      );
      assert.match(out.attempts[1]!.reason ?? '', /disagrees/);
      const layout = {
        ...emptyLayout(),
        attempts: [
          {
            attempt: 1,
            read: 'layout',
            reconciled: false,
            gate_status: 'review_required',
            windows: 5,
            cost_usd: '0.00',
            reason: 'no_text_layer',
          },
        ],
      };
      const st = imageStatement(
        layout,
        { documentId: 'd', sourceFile: 's.pdf', contentSha256: 'x', packetPages: [1, 2, 3], pageModes: {} },
        out,
      );
      assert.equal(st.statement.gate.status, 'review_required', 'never shown as verified');
      assert.equal(st.statement.gate.reconciled, false);
      assert.ok(st.statement.gate.reasons.some((r) => r.startsWith('second_read_disagrees:')));
      assert.equal(st.analyze?.verified, false, 'the aggregate keeps it out of the metrics');
    });

    test('a read that does not reconcile is review_required even when both reads agree', async () => {
      fake.setScript((req) => {
        const answer = answerFor(ownedPage(req));
        if (ownedPage(req) === 2) answer.rows.pop(); // both reads miss the same row
        return { answer };
      });
      const out = await readRendered(rendered.slice(0, 3), {
        tenantId: 'ten_short',
        assessments: assessments.slice(0, 3),
      });
      assert.equal(out.rows.length, a.transactions.length - 1);
      assert.equal(out.verified, false);
      assert.ok(out.reasons.includes('image_read_gate:unreconciled'), out.reasons.join('; '));
    });

    test('a page whose answer stays invalid fails the read; its cost is still counted', async () => {
      fake.setScript((req) =>
        ownedPage(req) === 3 && !isVerifyRead(req) ? { content: 'not json' } : { answer: answerFor(ownedPage(req)) },
      );
      const out = await readRendered(rendered.slice(0, 3), {
        tenantId: 'ten_invalid',
        assessments: assessments.slice(0, 3),
      });
      assert.equal(out.verified, false);
      assert.ok(out.reasons.includes('image_read_failed:page 3:invalid_answer'));
      assert.equal(out.usage.calls, 6);
      assert.equal(out.usage.prompt_tokens, (3 * 2 + 2) * 1000, 'three paid tries for page 3, one for each other call');
      assert.equal(out.attempts[0]!.gate_status, 'failed');
    });
  });
}
