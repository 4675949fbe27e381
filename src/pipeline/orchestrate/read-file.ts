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
}

export interface FileRefused {
  ok: false;
  file: InputFile;
  error: PdfReadError;
}

export async function readFile(
  file: InputFile,
  run: Pick<RunContext, 'pdf' | 'stages'>,
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
  const split = await timed(run.stages, 'split', () => splitFile(read.pages, read.modes), at);
  return { ok: true, file, pdf, read, split };
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
