// Step 2 for scanned statements, with a reader pool in this process and a scripted model client: a scan
// holding two statements becomes two documents (and two segments) and the numbering goes on after them;
// a statement verified once is reused from the document-read cache with no render and no call.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Fixture } from '../../../scripts/generator/index.ts';
import { scannedPacketFixture } from '../../helpers/page-cache.ts';
import { truthAnswer } from '../image/scanned.ts';
import { documentIds } from '../../../src/pipeline/orchestrate/context.ts';
import { readFileDocuments } from '../../../src/pipeline/orchestrate/read-documents.ts';
import { STATEMENT_READ_KIND } from '../../../src/pipeline/orchestrate/statement-segment.ts';
import { contextFor, fakeModel, fakePool, jobInput, mapCache, ownedPageOf } from './fakes.ts';

/** The model reads each page as printed (the generator's truth). */
const readsTruth = (fx: Fixture) =>
  fakeModel((req) => {
    const page = ownedPageOf(req);
    return truthAnswer(
      fx.truth.statements.find((s) => s.pages.includes(page))!,
      page,
    );
  });

describe('orchestrator: scanned statements', () => {
  let two: Fixture;
  let one: Fixture;
  before(async () => {
    two = await scannedPacketFixture();
    one = await scannedPacketFixture({ parts: [{ layout: 'pioneer-fcu', month: 2 }] });
  });

  test('a scan holding two statements is two documents and two segments; the next document is doc_3', async () => {
    const input = jobInput([{ name: 'scan.pdf', bytes: two.pdf }]);
    const model = readsTruth(two);
    const cache = mapCache();
    const run = contextFor(input, { pdf: fakePool(), model, documentReads: cache });
    const nextId = documentIds();
    const out = await readFileDocuments(input.files[0]!, run, nextId);
    assert.deepEqual(
      out.documents.map((d) => [d.type, d.packet.documentId, d.packet.packetPages.join(',')]),
      [
        ['statement', 'doc_1', '1,2,3'],
        ['statement', 'doc_2', '4,5'],
      ],
    );
    assert.deepEqual(
      out.documents.map((d) => d.type === 'statement' && d.statement.gate.status),
      ['accepted', 'accepted'],
    );
    const segments = out.result.segments as Array<{
      segment_index: number;
      pages: number[];
      boundary_reason: string;
      document_type: string;
    }>;
    assert.deepEqual(
      segments.map((s) => [s.segment_index, s.pages.join(','), s.boundary_reason, s.document_type]),
      [
        [0, '1,2,3', 'start_of_file', 'bank_statement'],
        [1, '4,5', 'image_read_new_statement', 'bank_statement'],
      ],
    );
    assert.equal(nextId(), 'doc_3');
    // two independent reads of every page
    assert.equal(model.requests.length, 10);
    assert.deepEqual([...new Set(model.tasks())].sort(), ['image_read', 'image_read_verify']);
    // the second statement's rows carry the model's labels under its own document id
    assert.deepEqual(
      out.documents.map((d) => (d.type === 'statement' ? Object.keys(d.labels) : [])),
      [['doc_1'], ['doc_2']],
    );
  });

  test('a statement verified once is reused for the same tenant: no render, no call, the earlier job named', async () => {
    const model = readsTruth(one);
    const cache = mapCache();
    const pool = fakePool();
    const first = jobInput([{ name: 'scan.pdf', bytes: one.pdf }]);
    const a = await readFileDocuments(
      first.files[0]!,
      contextFor(first, { pdf: pool, model, documentReads: cache }),
      documentIds(),
    );
    assert.equal(a.documents[0]!.type === 'statement' && a.documents[0]!.statement.gate.status, 'accepted');
    assert.deepEqual(cache.saved, [{ kind: STATEMENT_READ_KIND, documentId: 'doc_1', jobId: 'job_1' }]);
    const calls = model.requests.length;
    const renders = pool.renders;

    const again = jobInput([{ name: 'again.pdf', bytes: one.pdf }], { jobId: 'job_2' });
    const b = await readFileDocuments(
      again.files[0]!,
      contextFor(again, { pdf: pool, model, documentReads: cache }),
      documentIds(),
    );
    const doc = b.documents[0]!;
    assert.ok(doc.type === 'statement');
    assert.deepEqual([model.requests.length, pool.renders], [calls, renders], 'no call and no render');
    assert.equal(doc.statement.read_reused, true);
    assert.deepEqual(doc.statement.earlier_submission, {
      job_id: 'job_1',
      document_id: 'doc_1',
      relation: 'same_statement',
    });
    assert.equal(doc.statement.source_file, 'again.pdf');
    assert.deepEqual([doc.usage.calls, doc.usage.document_cache_hits], [0, 1]);
    assert.equal(doc.analyze?.documentId, 'doc_1');
  });
});
