// Step 1, one input file: intake (PNG/JPEG → PDF), the PDF read in the reader pool, the split into
// documents. A file the readers refuse (not a PDF, encrypted, truncated, ...) is a failed file with its
// reason, not a failed job; any other error is the service's own and propagates.
import { createHash } from 'node:crypto';
import type { IntakeFileRecord } from '../../schemas/intake.ts';
import { prepareFile } from '../intake/prepare.ts';
import { PdfReadError } from '../pdf/errors.ts';
import type { PdfReadResult } from '../pdf/extract.ts';
import { pageModesObject, type PageMode } from '../pdf/quality.ts';
import { splitFile, type SplitResult } from '../split/index.ts';
import { untypedImagePages, withApplicationScans } from '../split/ocr-pages.ts';
import type { OcrFn } from '../image/ocr-read.ts';
import { ocrPageText } from '../ocr/page-text.ts';
import { OCR_DPI, type OcrPage } from '../ocr/types.ts';
import type { PageClass, PageText } from '../types.ts';
import { timed, type RunContext } from './context.ts';

export type InputFile = IntakeFileRecord & { data: Uint8Array };

export interface FileRead {
  ok: true;
  file: InputFile;
  /** the bytes the readers read: the file itself, or the one-page PDF an image became */
  pdf: Uint8Array;
  read: PdfReadResult;
  split: SplitResult;
  /**
   * The local OCR engines over this file's pages, each whole page read once per engine (the split's read of
   * a scanned page is the statement or application reader's read of it); null when OCR is off.
   */
  ocr: OcrFn | null;
}

export interface FileRefused {
  ok: false;
  file: InputFile;
  error: PdfReadError;
}

export async function readFile(
  file: InputFile,
  run: Pick<RunContext, 'pdf' | 'stages' | 'ocrEngines' | 'imageFallback'>,
): Promise<FileRead | FileRefused> {
  const at = { file: file.position };
  let pdf: Uint8Array;
  let read: PdfReadResult;
  try {
    pdf = (await timed(run.stages, 'intake', () => prepareFile(file.data, run.pdf.imageToPdf), at)).pdf;
    read = await timed(run.stages, 'pdf', () => run.pdf.extract(pdf), at);
  } catch (err) {
    if (!(err instanceof PdfReadError)) throw err;
    return { ok: false, file, error: err };
  }
  let split = await timed(run.stages, 'split', () => splitFile(read.pages, read.modes), at);
  const ocr = run.ocrEngines.length && run.imageFallback ? fileOcr(pdf, run) : null;
  const untyped = ocr ? untypedImagePages(split.classes, read.imagePages) : [];
  if (ocr && untyped.length) {
    const scanned = await timed(run.stages, 'ocr_split', () => ocrSplit(read, untyped, ocr, run), at);
    split = scanned ?? split;
  }
  return { ok: true, file, pdf, read, split, ocr };
}

/** Whole-page reads kept per page and engine: the split, the statement reader and the application reader share them. */
function fileOcr(pdf: Uint8Array, run: Pick<RunContext, 'pdf'>): OcrFn {
  const held = new Map<string, Promise<OcrPage>>();
  return (page, engine, cells) => {
    if (cells) return run.pdf.ocr(pdf, page, engine, OCR_DPI, cells);
    let read = held.get(`${page}:${engine}`);
    if (!read) {
      read = run.pdf.ocr(pdf, page, engine, OCR_DPI);
      read.catch(() => {}); // a failed page fails the read that awaits it, never the process
      held.set(`${page}:${engine}`, read);
    }
    return read;
  };
}

/**
 * The scanned pages the split could not type, read by OCR and classified by their words: a page that reads as
 * an application is split as one (../split/ocr-pages.ts). Every engine starts on every page at once (one render
 * shared), as the statement reader would read a scanned statement; the first engine's words decide. A page the
 * engine cannot read stays untyped. Null when no page reads as an application.
 */
async function ocrSplit(
  read: PdfReadResult,
  pages: number[],
  ocr: OcrFn,
  run: Pick<RunContext, 'ocrEngines'>,
): Promise<SplitResult | null> {
  for (const engine of run.ocrEngines.slice(1)) for (const p of pages) void ocr(p, engine).catch(() => {});
  const texts = await Promise.all(
    pages.map((p) =>
      ocr(p, run.ocrEngines[0]!).then(
        (o) => ocrPageText(o),
        () => null,
      ),
    ),
  );
  const withScans = withApplicationScans(
    read.pages,
    texts.filter((t): t is PageText => t !== null),
  );
  return withScans ? splitFile(withScans, read.modes) : null;
}

/** One document the splitter found in a file, with what its reader needs. */
export interface SegmentPlan {
  kind: PageClass;
  /** pages of the source file (1-based) */
  pages: number[];
  /** the file's hash when the document is the whole file, else a hash of the file's hash and the pages */
  contentSha256: string;
  pageModes: Record<string, PageMode>;
  pageTexts: PageText[];
  /** pages without a usable text layer */
  imagePages: number[];
  /**
   * A file with no text layer at all is one unclassified segment: with images on every page it is most
   * often a scanned statement, so it goes to the statement reader (which hands it to the image read).
   */
  scanned: boolean;
  /** the splitter's confidence in the segment's class (the best of its pages) */
  confidence: number;
}

export const segmentSha256 = (fileSha256: string, pages: number[]): string =>
  createHash('sha256')
    .update(`${fileSha256}:${pages.join(',')}`)
    .digest('hex');

/** The file's documents in file order. Pure. */
export function planSegments(f: FileRead): SegmentPlan[] {
  const imagePages = new Set(f.read.modes.filter((m) => m.mode === 'image').map((m) => m.page));
  const modes = pageModesObject(f.read.modes);
  return f.split.segments.map((seg) => ({
    kind: seg.kind,
    pages: seg.pages,
    contentSha256: seg.pages.length === f.read.pageCount ? f.file.sha256 : segmentSha256(f.file.sha256, seg.pages),
    pageModes: Object.fromEntries(seg.pages.map((p) => [String(p), modes[String(p)] ?? 'text'])),
    pageTexts: f.read.pages.filter((p) => seg.pages.includes(p.page)),
    imagePages: seg.pages.filter((p) => imagePages.has(p)),
    scanned: seg.kind === 'unclassified' && seg.pages.every((p) => imagePages.has(p)),
    confidence: seg.pages.reduce((m, p) => Math.max(m, f.split.classes.find((c) => c.page === p)?.confidence ?? 0), 0),
  }));
}
