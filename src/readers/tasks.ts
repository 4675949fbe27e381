// Runs inside a pool worker thread (see ./pool.ts). Pure over the bytes it is given; failures come back
// as plain data because class identity does not cross the thread boundary.
import { extractPdf, type PageRange, type PdfReadResult } from '../pipeline/pdf/extract.ts';
import { renderPage, type RenderedPage } from '../pipeline/pdf/render.ts';
import { PdfReadError, toErrorData, type PdfReadErrorData } from '../pipeline/pdf/errors.ts';
import type { PdfLimits } from '../pipeline/pdf/limits.ts';
import type { CellBox } from '../pipeline/ocr/cell.ts';
import type { OcrEngineName, OcrPage, PreparedImage } from '../pipeline/ocr/types.ts';
import type { ReaderJobAnswer, ReaderJobInput } from './job.ts';

// pdf-lib (for PNG/JPEG → PDF) loads only when an image arrives: a reader starts faster without it.
const images = () => import('../pipeline/intake/images.ts');
// the pipeline loads only in a reader asked to run whole jobs (the command line's batch)
const readerJob = () => import('./job.ts');

export type PdfTask =
  | { op: 'extract'; bytes: Uint8Array; limits: Partial<PdfLimits>; pages?: PageRange }
  | { op: 'render'; bytes: Uint8Array; page: number; dpi: number; limits: Partial<PdfLimits> }
  | { op: 'image'; bytes: Uint8Array; type: 'image/png' | 'image/jpeg' }
  | OcrTask
  | { op: 'job'; input: ReaderJobInput; limits: Partial<PdfLimits>; splitPages: number };

/**
 * `image`: the page as another reader prepared it (./share.ts); `share`: send the prepared page back as a
 * note before recognizing, for the other engine's read of the same page.
 */
export interface OcrTask {
  op: 'ocr';
  bytes: Uint8Array;
  page: number;
  dpi: number;
  engine: OcrEngineName;
  limits: Partial<PdfLimits>;
  image?: PreparedImage;
  share?: boolean;
  /** read only these cells of the page, each on its own (../ocr/disputes.ts); never shares its image */
  cells?: CellBox[];
}

/** What a reader sends while a task runs: a job's 'read', an OCR page's prepared image. */
export type ReaderNote = string | { image: PreparedImage };

export type PdfTaskResult =
  | { ok: true; op: 'extract'; value: PdfReadResult }
  | { ok: true; op: 'render'; value: RenderedPage }
  | { ok: true; op: 'image'; value: Uint8Array }
  | { ok: true; op: 'ocr'; value: OcrPage }
  | { ok: true; op: 'job'; value: ReaderJobAnswer }
  | { ok: false; error: PdfReadErrorData };

/** `note` sends a word to the pool while the task runs (a job says 'read' once its file is read). */
export default async function run(task: PdfTask, note: (n: ReaderNote) => void = () => {}): Promise<PdfTaskResult> {
  try {
    if (task.op === 'job') {
      const { runJobInReader } = await readerJob();
      return {
        ok: true,
        op: 'job',
        value: await runJobInReader(task.input, {
          limits: task.limits,
          splitPages: task.splitPages,
          onRead: () => note('read'),
        }),
      };
    }
    if (task.op === 'extract')
      return { ok: true, op: 'extract', value: await extractPdf(task.bytes, task.limits, task.pages) };
    if (task.op === 'image')
      return { ok: true, op: 'image', value: await (await images()).imageToPdf(task.bytes, task.type) };
    if (task.op === 'ocr') {
      // the engines load only in a reader that is asked to OCR (tens of MB of models and WebAssembly)
      const { ocrCells, ocrPage } = await import('./ocr/engine.ts');
      const share = task.share ? (image: PreparedImage) => note({ image }) : undefined;
      const { bytes, page, engine, dpi, limits, image, cells } = task;
      if (cells) return { ok: true, op: 'ocr', value: await ocrCells(bytes, page, engine, dpi, limits, cells) };
      return { ok: true, op: 'ocr', value: await ocrPage(bytes, page, engine, dpi, limits, image, share) };
    }
    return { ok: true, op: 'render', value: await renderPage(task.bytes, task.page, task.dpi, task.limits) };
  } catch (e) {
    if (e instanceof PdfReadError) return { ok: false, error: toErrorData(e) };
    if (e instanceof RangeError && /outside/.test(e.message)) throw e; // caller error, not the file's
    const detail = `${(e as Error)?.name ?? 'Error'}: ${(e as Error)?.message ?? String(e)}`;
    return { ok: false, error: toErrorData(new PdfReadError('corrupt', detail)) };
  }
}
