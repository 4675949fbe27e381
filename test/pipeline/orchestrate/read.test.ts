// Steps 1 and 2 of the orchestrator over text-layer files, with a reader pool that reads in this process:
// a refused file keeps its reason, an image becomes a one-page PDF, a packet's segments are hashed and
// read by their kind, and documents are named doc_1, doc_2, … across the files of a job.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPacket } from '../../../scripts/generator/packets.ts';
import { PACKETS } from '../../../scripts/generator/index.ts';
import { tinyPng } from '../../helpers/files.ts';
import { documentIds } from '../../../src/pipeline/orchestrate/context.ts';
import { planSegments, readFile, segmentSha256 } from '../../../src/pipeline/orchestrate/read-file.ts';
import { readFileDocuments } from '../../../src/pipeline/orchestrate/read-documents.ts';
import { contextFor, fakeModel, fakePool, jobInput } from './fakes.ts';

const junk = new TextEncoder().encode('%PDF-1.4 junk');

describe('orchestrator: a file and its documents', () => {
  let mixed: Uint8Array;
  before(async () => {
    mixed = (
      await buildPacket(
        PACKETS.find((p) => p.name === 'packet-mixed-application')!,
        1,
      )
    ).pdf;
  });

  test('a file the readers refuse is refused with its reason, after its intake and pdf stages', async () => {
    const input = jobInput([{ name: 'junk.pdf', bytes: junk }]);
    const run = contextFor(input, { pdf: fakePool() });
    const out = await readFile(input.files[0]!, run);
    assert.equal(out.ok, false);
    assert.equal(!out.ok && out.error.reason, 'truncated');
    assert.deepEqual(
      run.stages.map((s) => [s.stage, s.file]),
      [
        ['intake', 1],
        ['pdf', 1],
      ],
    );
    const doc = await readFileDocuments(input.files[0]!, run, documentIds());
    assert.equal(doc.refused, 'file_not_processed:1:truncated');
    assert.deepEqual([doc.result.status, doc.result.reason, doc.documents.length], ['failed', 'truncated', 0]);
  });

  test('an image becomes a one-page PDF whose page has no text layer: one scanned segment, hashed as the whole file', async () => {
    const input = jobInput([{ name: 'photo.png', bytes: tinyPng() }]);
    const run = contextFor(input, { pdf: fakePool() });
    const file = await readFile(input.files[0]!, run);
    assert.ok(file.ok);
    assert.equal(file.read.pageCount, 1);
    const [seg, ...rest] = planSegments(file);
    assert.deepEqual(rest, []);
    assert.deepEqual(
      [seg!.kind, seg!.scanned, seg!.imagePages, seg!.contentSha256],
      ['unclassified', true, [1], input.files[0]!.sha256],
    );
  });

  test('a packet splits into segments hashed by their pages, each read by its kind, named in packet order across files', async () => {
    const input = jobInput([
      { name: 'mixed.pdf', bytes: mixed },
      { name: 'photo.png', bytes: tinyPng() },
    ]);
    const model = fakeModel(() => ({ fields: {}, owners: [] }));
    const run = contextFor(input, { pdf: fakePool(), model });
    const nextId = documentIds();
    const first = await readFileDocuments(input.files[0]!, run, nextId);
    assert.deepEqual(
      first.documents.map((d) => [d.type, d.packet.documentId, d.packet.packetPages.join(',')]),
      [
        ['application', 'doc_1', '1'],
        ['statement', 'doc_2', '2,3'],
        ['statement', 'doc_3', '4,5'],
        ['other', 'doc_4', '6'],
        ['other', 'doc_5', '7'],
        ['other', 'doc_6', '8'],
        ['other', 'doc_7', '9'],
      ],
    );
    const sha = input.files[0]!.sha256;
    assert.equal(
      first.documents[1]!.packet.contentSha256,
      segmentSha256(sha, [2, 3]),
      'a document that is part of a file is hashed with its pages',
    );
    assert.deepEqual(
      first.documents.flatMap((d) => (d.type === 'statement' ? [d.statement.gate.status] : [])),
      ['accepted', 'accepted'],
    );
    assert.deepEqual(
      first.documents.flatMap((d) => (d.type === 'other' ? [d.other.document_type] : [])),
      ['voided_check', 'tax_return', 'invoice', 'identification'],
    );
    assert.deepEqual(
      first.result.segments.map((s) => (s as { segment_index: number }).segment_index),
      [0, 1, 2, 3, 4, 5, 6],
    );
    // text-layer statements verify without the model; the application asks it for what the page lacks
    assert.deepEqual(model.tasks(), ['application']);

    const second = await readFileDocuments(input.files[1]!, run, nextId);
    assert.deepEqual(
      second.documents.map((d) => [d.type, d.packet.documentId]),
      [['unread', 'doc_8']],
    );
    assert.deepEqual(
      run.stages.map((s) => s.stage),
      ['intake', 'pdf', 'split', 'application', 'read', 'read', 'intake', 'pdf', 'split', 'read'],
    );
  });

  test('a scanned page with no provider, or with skip_model, says why the image read did not run, and no call is made', async () => {
    for (const [ports, options, why] of [
      [{}, {}, 'image_read_unavailable'],
      [{ model: fakeModel(() => ({})) }, { skip_model: true }, 'image_read_skipped'],
    ] as const) {
      const input = jobInput([{ name: 'photo.png', bytes: tinyPng() }], { options });
      const run = contextFor(input, { pdf: fakePool(), ...ports });
      const out = await readFileDocuments(input.files[0]!, run, documentIds());
      const doc = out.documents[0]!;
      assert.ok(doc.type === 'unread', doc.type);
      assert.ok(
        doc.reason.startsWith('document_not_read:doc_1:no_text_layer+') && doc.reason.endsWith(`+${why}`),
        doc.reason,
      );
      if ('model' in ports) assert.equal((ports.model as ReturnType<typeof fakeModel>).requests.length, 0);
    }
  });
});
