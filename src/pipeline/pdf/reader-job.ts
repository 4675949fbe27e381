// A whole job inside a reader process (the command line's batch, no model): reading, layout, gate and
// aggregation all run on the reader's core, so two readers keep two cores busy; in the calling process
// the pipeline would be one core for every reader's output (24 statements: ~24 pages/s). The same
// runPipeline runs here with a reader port that reads in this process, under the pool's time and memory
// limits for the whole job. The caller falls back to its own path when this answers `declined` (a file
// long enough to be read in page ranges across readers) and when the reader dies (see pool.ts `job`).
import { runPipeline } from '../run.ts';
import { extractPdf } from './extract.ts';
import { openPdf } from './open.ts';
import type { PdfLimits } from './limits.ts';
import type { PdfPool } from './pool.ts';

export type ReaderJobInput = Parameters<typeof runPipeline>[0];
export type ReaderJobOutcome = Awaited<ReturnType<typeof runPipeline>>;

/** `thrown`: the pipeline itself failed (the job runner's "internal error"), not the file's reading. */
export type ReaderJobAnswer = { outcome: ReaderJobOutcome } | { declined: true } | { thrown: string };

class Declined extends Error {}

const notHere = (what: string) => () => Promise.reject(new Error(`${what} is not done inside a reader job`));

/**
 * Runs one job. `onRead` is called once the file has been read, so the caller can tell a reader that
 * died reading (the file's fault: the pool's reason stands) from one that died after it.
 */
export async function runJobInReader(
  input: ReaderJobInput,
  opts: { limits: Partial<PdfLimits>; splitPages: number; onRead: () => void },
): Promise<ReaderJobAnswer> {
  const pdf: PdfPool = {
    async extract(bytes) {
      const doc = await openPdf(bytes, opts.limits, 'text');
      const pages = doc.numPages;
      await doc.destroy();
      if (pages > opts.splitPages) throw new Declined();
      const read = await extractPdf(bytes, opts.limits);
      opts.onRead();
      return read;
    },
    // pdf-lib loads only when an image arrives
    imageToPdf: async (bytes, type) => (await import('../intake/images.ts')).imageToPdf(bytes, type),
    // no model and no OCR engines in a reader job: nothing renders
    render: notHere('rendering'),
    renderPage: notHere('rendering'),
    ocr: notHere('OCR'),
    destroy: async () => {},
  };
  try {
    return {
      outcome: await runPipeline(input, { now: () => new Date(), pdf }, { signal: new AbortController().signal }),
    };
  } catch (err) {
    if (err instanceof Declined) return { declined: true };
    return { thrown: (err as Error)?.message ?? String(err) };
  }
}
