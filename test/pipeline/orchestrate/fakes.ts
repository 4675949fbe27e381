// Fakes for the orchestrator's steps: a reader pool that reads in this process (no child processes) and
// counts what it was asked, a model client that answers from a script and records each request, and a
// document-read cache in a Map. No database, no network.
import type { TSchema } from 'typebox';
import { extractPdf } from '../../../src/pipeline/pdf/extract.ts';
import { renderPage } from '../../../src/pipeline/pdf/render.ts';
import { imageToPdf } from '../../../src/pipeline/intake/images.ts';
import { ModelCallError, type ModelClient, type ModelRequest } from '../../../src/pipeline/ports/model.ts';
import { usageOf } from '../../../src/pipeline/ports/usage.ts';
import type { DocumentRead, DocumentReadCache } from '../../../src/pipeline/ports/read-cache.ts';
import { runContext, type RunContext } from '../../../src/pipeline/orchestrate/context.ts';
import type { PdfPool } from '../../../src/pipeline/ports/pdf.ts';
import type { OcrEngineName } from '../../../src/pipeline/ocr/types.ts';
import type { PipelineInput } from '../../../src/pipeline/contract.ts';
import { buildIntake } from '../../../src/jobs/submit.ts';
import { createHash } from 'node:crypto';

export type FakePool = PdfPool & { renders: number };

export function fakePool(): FakePool {
  const pool: FakePool = {
    renders: 0,
    extract: (bytes) => extractPdf(bytes),
    async render(bytes, page, dpi) {
      pool.renders++;
      return (await renderPage(bytes, page, dpi)).png;
    },
    renderPage: (bytes, page, dpi) => renderPage(bytes, page, dpi),
    imageToPdf: (bytes, type) => imageToPdf(bytes, type),
    ocr: async () => {
      throw new Error('no OCR engine in this fake');
    },
    destroy: async () => {},
  };
  return pool;
}

export type Script = (req: ModelRequest<TSchema>) => unknown;

export interface FakeModel extends ModelClient {
  requests: Array<ModelRequest<TSchema>>;
  /** requests by task name, in order */
  tasks(): string[];
}

/** A configured client: `script` answers each request (throw a ModelCallError to fail one); every call costs $0.001. */
export function fakeModel(script: Script): FakeModel {
  const requests: Array<ModelRequest<TSchema>> = [];
  return {
    configured: true,
    model: 'fake-text',
    visionModel: 'fake-vision',
    secondVisionModel: null,
    requests,
    tasks: () => requests.map((r) => r.task),
    async call(req) {
      requests.push(req as ModelRequest<TSchema>);
      const c = {
        task: req.task,
        replayed: false,
        ok: true,
        promptTokens: 100,
        cachedPromptTokens: 0,
        completionTokens: 10,
        reasoningTokens: 0,
        costMicroUsd: 1000,
      };
      const value = script(req as ModelRequest<TSchema>);
      return { value: value as never, usage: usageOf(c), call: c, cached: false };
    },
  };
}

export const failWith = (reason: 'invalid_answer' | 'timeout') => {
  throw new ModelCallError(
    reason,
    `scripted ${reason}`,
    usageOf({
      task: 'x',
      replayed: false,
      ok: false,
      promptTokens: 1,
      cachedPromptTokens: 0,
      completionTokens: 0,
      reasoningTokens: 0,
      costMicroUsd: 500,
    }),
  );
};

/** Text of every message part, joined. */
export const promptOf = (req: ModelRequest<TSchema>): string =>
  req.messages
    .map((m) =>
      typeof m.content === 'string' ? m.content : m.content.map((p) => (p.type === 'text' ? p.text : '')).join('\n'),
    )
    .join('\n');

/** The page an image-read request owns (`OWNED PAGE: n`). */
export const ownedPageOf = (req: ModelRequest<TSchema>): number => Number(/OWNED PAGE: (\d+)/.exec(promptOf(req))?.[1]);

export interface MapCache extends DocumentReadCache {
  saved: Array<{ kind: string; documentId: string; jobId: string }>;
}

export function mapCache(): MapCache {
  const reads = new Map<string, DocumentRead<unknown>>();
  const saved: MapCache['saved'] = [];
  return {
    saved,
    async find<T>(tenantId: string, sha: string, kind: string) {
      return (reads.get(`${tenantId}|${sha}|${kind}`) as DocumentRead<T> | undefined) ?? null;
    },
    async save(r) {
      saved.push({ kind: r.kind, documentId: r.documentId, jobId: r.jobId });
      const key = `${r.tenantId}|${r.contentSha256}|${r.kind}`;
      if (!reads.has(key))
        reads.set(key, { jobId: r.jobId, documentId: r.documentId, read: JSON.parse(JSON.stringify(r.read)) });
    },
  };
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A job's input for these files, as the job runner hands it over. */
export function jobInput(
  files: Array<{ name: string; bytes: Uint8Array }>,
  over: Partial<PipelineInput> = {},
): PipelineInput {
  const createdAt = new Date('2026-02-01T00:00:00Z');
  const sent = files.map((f) => ({ filename: f.name, contentType: 'application/pdf' as const, bytes: f.bytes }));
  const intake = buildIntake(
    { source: 'upload', fields: {}, files: sent, receivedAt: createdAt },
    files.map((f) => sha(f.bytes)),
  );
  return {
    jobId: 'job_1',
    tenantId: 'ten_1',
    source: 'upload',
    createdAt,
    intake,
    options: {},
    files: intake.files.map((r, i) => ({ ...r, data: files[i]!.bytes })),
    ...over,
  };
}

/** The run context runPipeline would build for this input and these ports. */
export function contextFor(
  input: PipelineInput,
  ports: { pdf: FakePool; model?: ModelClient; documentReads?: DocumentReadCache; ocrEngines?: OcrEngineName[] },
): RunContext {
  return runContext(input, { now: () => new Date('2026-03-01T00:00:00Z'), ...ports }, new AbortController().signal);
}
