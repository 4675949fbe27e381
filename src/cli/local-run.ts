// The pipeline in this process, with no database: data in, Result out. The same runPipeline, intake
// record and failure wording the job runner uses, so a file gives the Result the service gives it
// (ids and timestamps aside). A language model, when one is configured, needs somewhere to meter its
// calls and cache reads: only then an in-memory store is opened (nothing is written to disk).
import type { Config } from '../config.ts';
import { newId } from '../ids.ts';
import { failedResult, type PipelineInput } from '../jobs/pipeline-contract.ts';
import { buildIntake } from '../jobs/submit.ts';
import type { ModelServices } from '../llm/services.ts';
import { sniffContentType, describeBytes } from '../pipeline/intake/sniff.ts';
import { createPdfPool, type PdfPool } from '../pipeline/pdf/pool.ts';
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
  /** The failed Result of an input that could not even be read. */
  failed(error: string): Promise<LocalOutcome>;
  close(): Promise<void>;
}

export async function createLocalRunner(config: Config, opts: { now?: () => Date; files?: number } = {}): Promise<LocalRunner> {
  const now = opts.now ?? (() => new Date());
  // readers first: they load pdfjs while this process loads the pipeline
  const pdf: PdfPool = createPdfPool(config.pdf);
  pdf.warm?.(opts.files);
  const { runPipeline } = await import('../pipeline/run.ts');
  let store: Store | null = null;
  let model: ModelServices | undefined;
  let tenantId = CLI_TENANT;
  if (config.llm.apiKey || config.llm.baseUrl) {
    const { openStore } = await import('../store/db.ts');
    const { findOrCreateTenant } = await import('../store/tenants.ts');
    const { createModelServices } = await import('../llm/services.ts');
    store = await openStore({ databaseUrl: null, dataDir: null });
    tenantId = (await findOrCreateTenant(store.db, CLI_TENANT)).id;
    model = createModelServices({ config, db: store.db, pdfPool: pdf, now });
  }

  return {
    readers: config.pdf.threads,
    async run(filename, bytes) {
      const jobId = newId('job');
      const receivedAt = now();
      const contentType = sniffContentType(bytes);
      const failed = (error: string): LocalOutcome => ({ result: failedResult({ id: jobId, created_at: receivedAt }, error, now()), error });
      if (!contentType) {
        const what = describeBytes(bytes);
        return failed(what.startsWith('not ') ? what : `${what}, not a PDF, PNG or JPEG`);
      }
      const intake = buildIntake({ source: 'upload', fields: {}, files: [{ filename, contentType, bytes }], receivedAt }, [sha256Hex(bytes)]);
      const input: PipelineInput = {
        jobId, tenantId, source: 'upload', createdAt: receivedAt, intake, options: {},
        files: intake.files.map((f) => ({ ...f, data: bytes })),
      };
      try {
        const outcome = await runPipeline(input, { now, pdf, model }, { signal: new AbortController().signal });
        return { result: outcome.result, error: outcome.error };
      } catch (err) {
        return failed(`internal error while processing: ${(err as Error).message}`); // as the job runner words it
      }
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
