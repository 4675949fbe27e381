// A whole job inside a reader process (the command line's batch, no model): reading, layout, gate and
// aggregation all run on the reader's core, so two readers keep two cores busy; in the calling process
// the pipeline would be one core for every reader's output (24 statements: ~24 pages/s). The same
// runPipeline runs here with a reader port that reads in this process, under the pool's time and memory
// limits for the whole job. The caller falls back to its own path when this answers `declined` (a file
// long enough to be read in page ranges across readers, or a scanned statement for the local OCR engines,
// which run page by page through the pool under their own limits) and when the reader dies (pool.ts `job`).
import { runJob } from '../pipeline/run.ts';
import { readOpenPdf } from '../pipeline/pdf/extract.ts';
import { openPdf } from '../pipeline/pdf/open.ts';
import type { PdfLimits } from '../pipeline/pdf/limits.ts';
import type { PdfPool } from '../pipeline/ports/pdf.ts';
import type { OcrEngineName } from '../pipeline/ocr/types.ts';

/** The job's input, and the OCR engines configured: a statement that would be OCRed is declined. */
export type ReaderJobInput = Parameters<typeof runJob>[0] & { ocrEngines?: OcrEngineName[] };
export type ReaderJobOutcome = Awaited<ReturnType<typeof runJob>>;

/** The job's outcome (a crash of the pipeline is a failed outcome, worded as every runner words it), or declined. */
export type ReaderJobAnswer = { outcome: ReaderJobOutcome } | { declined: true };

const notHere = (what: string) => () => Promise.reject(new Error(`${what} is not done inside a reader job`));

/**
 * Runs one job. `onRead` is called once the file has been read, so the caller can tell a reader that
 * died reading (the file's fault: the pool's reason stands) from one that died after it.
 */
export async function runJobInReader(
  { ocrEngines, ...input }: ReaderJobInput,
  opts: { limits: Partial<PdfLimits>; splitPages: number; onRead: () => void },
): Promise<ReaderJobAnswer> {
  let declined = false;
  const pdf: PdfPool = {
    async extract(bytes) {
      const doc = await openPdf(bytes, opts.limits, 'text');
      try {
        if (doc.numPages > opts.splitPages) {
          declined = true;
          throw new Error('a file read in page ranges is declined');
        }
        const read = await readOpenPdf(doc);
        opts.onRead();
        return read;
      } finally {
        await doc.destroy();
      }
    },
    // pdf-lib loads only when an image arrives
    imageToPdf: async (bytes, type) => (await import('../pipeline/intake/images.ts')).imageToPdf(bytes, type),
    // no model in a reader job: nothing renders; a scan for the OCR engines is declined once the pipeline ends
    render: notHere('rendering'),
    renderPage: notHere('rendering'),
    ocr: () => {
      declined = true;
      return notHere('OCR')();
    },
    destroy: async () => {},
  };
  const deps = { now: () => new Date(), pdf, ocrEngines };
  const { crash: _, ...outcome } = await runJob(input, deps, { signal: new AbortController().signal });
  // the crash's error cannot cross to the caller (plain data only); its wording is in the outcome
  return declined ? { declined: true } : { outcome };
}
