// Language-model layer figures, over the local fake provider (no network):
//   render ms/page at 300 DPI (PDF pool), readiness assessment ms/page,
//   model calls per statement: layout path (1 with a provider: the categorization call; 0 without),
//   image path (2 × pages: two independent reads, one call per owned page), and the same re-sent (0 paid).
// Run: node --import tsx bench/llm.ts   (or npm run bench -- llm)
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { createModelClient } from '../src/llm/client.ts';
import { nullModelClient } from '../src/pipeline/ports/model.ts';
import { categorizeWithModel } from '../src/pipeline/categorize/model.ts';
import { categorizePacket } from '../src/pipeline/categorize/index.ts';
import { readStatementDocument } from '../src/pipeline/statement/from-text.ts';
import { assessPages, readStatementImages } from '../src/pipeline/image/read.ts';
import { createPdfPool } from '../src/readers/pool.ts';
import { generateScannedPacket, generateStatementPdf } from '../scripts/generator/index.ts';
import { startFakeLlm } from '../test/helpers/fake-llm.ts';
import { openTestStore } from '../test/helpers/store.ts';
import { ownedPage, truthAnswer } from '../test/pipeline/image/scanned.ts';

const round = (n: number): number => Math.round(n * 10) / 10;

export async function benchLlm(): Promise<Record<string, number>> {
  const pool = createPdfPool({ threads: 2 });
  const fake = await startFakeLlm();
  const store = await openTestStore('pglite');
  try {
    const config = loadConfig(
      {},
      { llm: { ...loadConfig({}).llm, baseUrl: fake.baseUrl, apiKey: 'bench', backoffMs: 1 } },
    );
    const client = createModelClient({ config: config.llm, db: store.db });

    // layout path: a text-layer statement, read by the layout engine, then one categorization call
    const fx = await generateStatementPdf('meridian-sections', 1);
    const ex = await pool.extract(fx.pdf);
    const doc = readStatementDocument({
      documentId: 'd1',
      sourceFile: 'a.pdf',
      contentSha256: 'x',
      packetPages: ex.pages.map((p) => p.page),
      pageModes: {},
      pages: ex.pages,
      imagePages: ex.imagePages,
    });
    const rows = doc.analyze?.rows ?? [];
    const cat = categorizePacket([{ documentId: 'd1', accountKey: 'k', accountSuffix: null, rows }]);
    fake.setScript((req) => ({
      answer: {
        groups: JSON.parse(String(req.messages[1]!.content)).groups.map((g: { key: string }) => ({
          key: g.key,
          category: 'unknown',
          counterparty: '',
        })),
      },
    }));
    let from = fake.requests.length;
    await categorizeWithModel(cat, { client, tenantId: 'bench' });
    const layoutCalls = fake.requests.length - from;
    from = fake.requests.length;
    await categorizeWithModel(cat, { client: nullModelClient, tenantId: 'bench' });
    const layoutCallsNoProvider = fake.requests.length - from;

    // render at 300 DPI (warm the pool first)
    // image path: the first statement of the scanned fixture packet (no text layer)
    const packet = await generateScannedPacket();
    const truth = packet.truth.statements[0]!;
    await pool.render(fx.pdf, 1, 300);
    let t0 = performance.now();
    const rendered = [];
    for (const p of truth.pages) rendered.push({ page: p, png: await pool.render(packet.pdf, p, 300) });
    const renderMs = (performance.now() - t0) / truth.pages.length;
    t0 = performance.now();
    const assessments = await assessPages(rendered);
    const assessMs = (performance.now() - t0) / truth.pages.length;

    fake.setScript((req) => ({ answer: truthAnswer(truth, ownedPage(req)) }));
    from = fake.requests.length;
    t0 = performance.now();
    const read = await readStatementImages(rendered, { client, tenantId: 'bench', assessments });
    const imageReadMs = performance.now() - t0;
    const imageCalls = fake.requests.length - from;
    from = fake.requests.length;
    const again = await readStatementImages(rendered, { client, tenantId: 'bench', assessments });
    return {
      render_ms_per_page_300dpi: round(renderMs),
      readiness_ms_per_page: round(assessMs),
      layout_path_calls_per_statement: layoutCalls,
      layout_path_calls_without_provider: layoutCallsNoProvider,
      image_path_pages: truth.pages.length,
      image_path_calls_per_statement: imageCalls,
      image_path_verified: read.verified ? 1 : 0,
      image_read_ms_fake_provider: round(imageReadMs),
      resent_paid_calls: fake.requests.length - from,
      resent_replayed_calls: again.usage.replayed_calls,
    };
  } finally {
    await fake.close();
    await store.close();
    await pool.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchLlm();
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
}
