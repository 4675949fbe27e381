// What every step of one job's run shares: who the job is for, the readers it may use (the PDF reader
// pool, the model client when the model is used on this job, the document-read cache), the job's options,
// the stage log and the stop signal. Built once by runPipeline; the steps only read it (the stage log is
// appended to).
import type { ParseOptions, PipelineInput } from '../contract.ts';
import type { ModelClient, ModelTaskContext } from '../ports/model.ts';
import type { OcrEngineName } from '../ocr/types.ts';
import type { PdfPool } from '../ports/pdf.ts';
import { noDocumentReadCache, type DocumentReadCache } from '../ports/read-cache.ts';

export interface PipelineDeps {
  now: () => Date;
  pdf: PdfPool;
  /** absent or unconfigured: text-layer statements are still read; image reads and model passes report `not_run` */
  model?: ModelClient;
  /** earlier verified reads of identical content (absent: every read is made afresh) */
  documentReads?: DocumentReadCache;
  /** local OCR engines for scanned pages (docs/ocr.md); absent or empty: scans wait for the model */
  ocrEngines?: OcrEngineName[];
}

export interface Stage {
  stage: string;
  ms: number;
  [k: string]: unknown;
}

/** `pipeline.model` of the result: whether the model took part in this job, and if not why. */
export type ModelUse = 'used' | 'skipped' | 'not_configured';

export interface RunContext {
  tenantId: string;
  jobId: string;
  pdf: Pick<PdfPool, 'extract' | 'render' | 'imageToPdf' | 'ocr'>;
  /** the model's tasks, or null when the model is not used on this job (none configured, or `skip_model`) */
  tasks: ModelTaskContext | null;
  modelUse: ModelUse;
  documentReads: DocumentReadCache;
  /** run the image read for statements the layout read could not verify (options.image_fallback) */
  imageFallback: boolean;
  ocrEngines: OcrEngineName[];
  /** each stage with its wall time, in the order they ran (`pipeline.stages`) */
  stages: Stage[];
  signal: AbortSignal;
}

export function runContext(input: PipelineInput, deps: PipelineDeps, signal: AbortSignal): RunContext {
  const options = input.options as ParseOptions;
  const configured = !!deps.model?.configured;
  const useModel = configured && options.skip_model !== true;
  return {
    tenantId: input.tenantId,
    jobId: input.jobId,
    pdf: deps.pdf,
    tasks: useModel ? { client: deps.model!, tenantId: input.tenantId, jobId: input.jobId } : null,
    modelUse: useModel ? 'used' : configured ? 'skipped' : 'not_configured',
    documentReads: deps.documentReads ?? noDocumentReadCache,
    imageFallback: options.image_fallback !== false,
    ocrEngines: deps.ocrEngines ?? [],
    stages: [],
    signal,
  };
}

/** Stop between stages when the runner gives up on the job (timeout, shutdown). */
export function checkpoint(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('the job was stopped');
}

/** Runs one stage and logs its wall time, whether it succeeds or throws. */
export async function timed<T>(
  stages: Stage[],
  stage: string,
  fn: () => Promise<T> | T,
  extra: Record<string, unknown> = {},
): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    stages.push({ stage, ms: Math.round(performance.now() - t0), ...extra });
  }
}

/**
 * The one place documents are named: `doc_1`, `doc_2`, … in packet order (files in request order,
 * segments in file order, a scanned segment's extra statements right after its first), so a re-run of
 * the job names the same documents.
 */
export function documentIds(): () => string {
  let n = 0;
  return () => `doc_${++n}`;
}
