// The pipeline with no database: data in, Result out. The same runJob, intake record and failure
// wording the job runner uses, so a file gives the Result the service gives it (ids and timestamps
// aside). In a batch without a model each file's whole job runs inside a reader process (pool `job`), so
// every reader's core does layout and gate too, not only extraction; a file long enough to be read in
// page ranges, a scanned statement for the local OCR engines (OCR_ENGINES: they read its pages through the
// pool, page by page, under its OCR limits) and a reader that dies come back to this process's pipeline. A language model, when one is configured, needs somewhere to meter its calls and cache
// reads: then the pipeline runs here and an in-memory store is opened (nothing is written to disk).
import type { Config } from '../config.ts';
import { newId } from '../ids.ts';
import { failedResult, type PipelineInput } from '../pipeline/contract.ts';
import { buildIntake } from '../jobs/submit.ts';
import type { PdfReadError } from '../pipeline/pdf/errors.ts';
import type { PipelineDeps } from '../pipeline/run.ts';
import { sniffContentType, describeBytes } from '../pipeline/sniff.ts';
import type { ReaderPool } from '../readers/pool.ts';
import type { PdfPool } from '../pipeline/ports/pdf.ts';
import type { Result } from '../schemas/result.ts';
import { sha256Hex } from '../store/blobs.ts';
import type { Store } from '../store/db.ts';

export const CLI_TENANT = 'cli';

/** A file's Result, and for a failed one why (the job's `error` in the service). */
export interface LocalOutcome {
  result: Result;
  error: string | null;
}

export interface LocalRunner {
  /** Reader processes in the pool: how many files are worth reading at once. */
  readers: number;
  run(filename: string, bytes: Uint8Array): Promise<LocalOutcome>;
  /**
   * The batch holds `files` files: start that many readers (up to the pool's size) and choose where the
   * pipeline runs. One file: here, loading while its reader loads pdfjs (two cores, one path); several:
   * whole jobs in the readers, so each core runs a file's pipeline.
   */
  expect(files: number): void;
  /** The failed Result of an input that could not even be read. */
  failed(error: string): Promise<LocalOutcome>;
  close(): Promise<void>;
}

/**
 * The reader port of a file whose reader job died while reading it: each read fails as the reader did,
 * so this process's pipeline words the failure as the service does, without reading the file again.
 */
function replayDeath(pdf: PdfPool, died: PdfReadError): PdfPool {
  return { ...pdf, extract: () => Promise.reject(died), imageToPdf: () => Promise.reject(died) };
}

/** A runner over the command's reader pool (started before this module loads), which it destroys on close. */
export async function createLocalRunner(
  config: Config,
  pdf: ReaderPool,
  opts: { now?: () => Date } = {},
): Promise<LocalRunner> {
  const now = opts.now ?? (() => new Date());
  const withModel = !!(config.llm.apiKey || config.llm.baseUrl);
  let store: Store | null = null;
  let modelPorts: Pick<PipelineDeps, 'model' | 'documentReads'> = {};
  let tenantId = CLI_TENANT;
  if (withModel) {
    void import('../pipeline/run.ts'); // loads while the store opens
    const { openStore } = await import('../store/db.ts');
    const { findOrCreateTenant } = await import('../identity/tenants.ts');
    const { modelPorts: portsOver } = await import('../jobs/ports.ts');
    store = await openStore({ databaseUrl: null, dataDir: null });
    tenantId = (await findOrCreateTenant(store.db, CLI_TENANT)).id;
    modelPorts = portsOver(config, store.db, now);
  }

  let jobsInReaders = false;

  async function inProcess(input: PipelineInput, reader: PdfPool): Promise<LocalOutcome> {
    const { runJob } = await import('../pipeline/run.ts');
    const outcome = await runJob(
      input,
      { now, pdf: reader, ...modelPorts, ocrEngines: config.ocr.engines },
      { signal: new AbortController().signal },
    );
    return { result: outcome.result, error: outcome.error };
  }

  return {
    readers: config.pdf.threads,
    expect(files) {
      pdf.warm?.(files);
      jobsInReaders = files > 1 && !withModel;
      if (!jobsInReaders) void import('../pipeline/run.ts');
    },
    async run(filename, bytes) {
      const jobId = newId('job');
      const receivedAt = now();
      const contentType = sniffContentType(bytes);
      const failed = (error: string): LocalOutcome => ({
        result: failedResult({ id: jobId, created_at: receivedAt }, error, now()),
        error,
      });
      if (!contentType) {
        const what = describeBytes(bytes);
        return failed(what.startsWith('not ') ? what : `${what}, not a PDF, PNG or JPEG`);
      }
      const intake = buildIntake(
        { source: 'upload', fields: {}, files: [{ filename, contentType, bytes }], receivedAt },
        [sha256Hex(bytes)],
      );
      const input: PipelineInput = {
        jobId,
        tenantId,
        source: 'upload',
        createdAt: receivedAt,
        intake,
        options: {},
        files: intake.files.map((f) => ({ ...f, data: bytes })),
      };
      if (jobsInReaders) {
        const answer = await pdf.job({ ...input, ocrEngines: config.ocr.engines });
        if ('outcome' in answer) return { result: answer.outcome.result, error: answer.outcome.error };
        if ('died' in answer && !answer.afterRead) return inProcess(input, replayDeath(pdf, answer.died));
        // declined (read in page ranges across readers, or a scan for OCR) or died after the read: as the service runs it
      }
      return inProcess(input, pdf);
    },
    async failed(error) {
      const at = now();
      return { result: failedResult({ id: newId('job'), created_at: at }, error, at), error };
    },
    async close() {
      await pdf.destroy();
      await store?.close();
    },
  };
}
