// Step 2 for a statement segment: the layout read first; when the text layer cannot carry it (or its
// ledger fails the gate) the image read takes over, in this order: the local OCR engines, an earlier
// verified read of identical content (the document-read cache), the model's two reads. A scanned
// segment the model finds several statements in becomes one part per statement.
import type { PageMode } from '../pdf/quality.ts';
import type { Statement } from '../../schemas/result.ts';
import { accountKeyOf } from '../account-key.ts';
import type { AnalyzeStatement } from '../aggregate/analyze.ts';
import type { ModelLabels } from '../categorize/index.ts';
import { IMAGE_READ_VERSION, RENDER_DPI, readStatementImages, type ImageReadResult } from '../image/read.ts';
import { imageStatement } from '../image/statement.ts';
import { documentCacheHitUsage } from '../ports/usage.ts';
import { readScanOffline } from '../image/ocr-read.ts';
import type { CellBox } from '../ocr/cell.ts';
import { OCR_DPI, type OcrEngineName } from '../ocr/types.ts';
import { readStatementDocument, type StatementDocument } from '../statement/from-text.ts';
import type { RunContext } from './context.ts';
import { segmentSha256, type FileRead, type SegmentPlan } from './read-file.ts';

export type RowLabels = NonNullable<ModelLabels['byRow']>;

/** One statement read from a segment (a scanned segment may hold several). */
export interface ReadPart {
  documentId: string;
  pages: number[];
  contentSha256: string;
  statement: Statement;
  analyze: AnalyzeStatement | null;
  /** the image read's own row labels, by document (for categorize's `byRow`) */
  labels: RowLabels;
}

/** Cached reads are kept per reader version: a reader or gate change never serves an older verdict. */
export const STATEMENT_READ_KIND = `statement:v${IMAGE_READ_VERSION}`;

/** What the document-read cache keeps of a verified image read: enough to stand in for the read. */
export interface ReusedRead {
  statement: Statement;
  analyze: AnalyzeStatement;
  labels: RowLabels[string];
}

/** Where a segment sits: its file and the document id it was given. */
interface At {
  file: FileRead;
  seg: SegmentPlan;
  documentId: string;
}

export async function readStatementSegment(at: At, run: RunContext, nextId: () => string): Promise<ReadPart[]> {
  const { file, seg, documentId } = at;
  const layout = readStatementDocument({
    documentId,
    sourceFile: file.file.filename,
    contentSha256: seg.contentSha256,
    packetPages: seg.pages,
    pages: seg.pageTexts,
    pageModes: seg.pageModes,
    imagePages: seg.imagePages,
  });
  const whole = (statement: Statement, analyze: AnalyzeStatement | null, labels: RowLabels = {}): ReadPart[] => [
    { documentId, pages: seg.pages, contentSha256: seg.contentSha256, statement, analyze, labels },
  ];
  if (!layout.needsImageRead || !run.imageFallback) return whole(layout.statement, layout.analyze);
  // OCR only for a statement with scanned pages or pages whose text layer is itself OCR over a scan (a
  // scanner's searchable PDF): a drawn text layer's ledger that fails the gate is not OCRed (a 500-page text
  // statement would take minutes of CPU for a read its text layer already gave)
  const ocrPages = pagesToOcr(seg);
  if (run.ocrEngines.length && ocrPages.length) {
    const offline = await readOffline(at, layout, run, ocrPages);
    // an OCR layer the engines do not verify either keeps its own read, the engines' attempts added
    if (!seg.imagePages.length && !offline.verified)
      return whole(withAttempts(layout.statement, offline), layout.analyze);
    const out = imageStatement(layout.statement, buildInput(at), offline);
    return whole(out.statement, out.analyze, out.byRow);
  }
  if (!run.tasks)
    return whole(
      withoutImageRead(layout.statement, run.modelUse === 'skipped' ? 'image_read_skipped' : 'image_read_unavailable'),
      layout.analyze,
    );
  // identical content this tenant already had read and verified: reuse it, no render, no call
  const earlier = await run.documentReads.find<ReusedRead>(run.tenantId, seg.contentSha256, STATEMENT_READ_KIND);
  if (earlier) {
    const reused = reuseRead(earlier.read, {
      documentId,
      sourceFile: file.file.filename,
      packetPages: seg.pages,
      earlier,
    });
    return whole(reused.statement, reused.analyze, reused.byRow);
  }
  const image = await modelImageRead(file.pdf, seg.pages, run, layout.statement.attempts.length);
  if (image.parts && image.parts.length > 1) return statementParts(at, layout.statement, image.parts, nextId);
  const out = imageStatement(layout.statement, buildInput(at), image);
  if (out.statement.gate.status === 'accepted' && out.analyze) {
    const read: ReusedRead = { statement: out.statement, analyze: out.analyze, labels: out.byRow[documentId] ?? {} };
    await run.documentReads.save({
      tenantId: run.tenantId,
      contentSha256: seg.contentSha256,
      kind: STATEMENT_READ_KIND,
      jobId: run.jobId,
      documentId,
      read,
    });
  }
  return whole(out.statement, out.analyze, out.byRow);
}

/** What imageStatement needs to name the statement it builds. */
function buildInput({ file, seg, documentId }: At) {
  return {
    documentId,
    sourceFile: file.file.filename,
    contentSha256: seg.contentSha256,
    packetPages: seg.pages,
    pageModes: seg.pageModes,
  };
}

/** The pages the local engines read: the scanned ones and those whose text layer is OCR over a scan. */
const pagesToOcr = (seg: SegmentPlan): number[] =>
  seg.pages.filter((p) => seg.imagePages.includes(p) || seg.pageTexts.some((t) => t.page === p && t.ocrLayer));

/** The text layer's read stands, still in review: the image read's attempts and reasons are added to its own. */
function withAttempts(statement: Statement, image: ImageReadResult): Statement {
  return {
    ...statement,
    gate: { ...statement.gate, reasons: [...new Set([...statement.gate.reasons, ...image.reasons])] },
    attempts: [...statement.attempts, ...image.attempts],
    usage: image.usage,
  };
}

/** The layout read stands, with the reason the image read did not run. */
function withoutImageRead(statement: Statement, why: 'image_read_skipped' | 'image_read_unavailable'): Statement {
  return { ...statement, gate: { ...statement.gate, reasons: [...new Set([...statement.gate.reasons, why])] } };
}

/** The pages rendered for the model and read twice (src/pipeline/image/read.ts). */
async function modelImageRead(
  pdf: Uint8Array,
  pages: number[],
  run: RunContext,
  priorAttempts: number,
): Promise<ImageReadResult> {
  const rendered = await Promise.all(
    pages.map(async (page) => ({ page, png: await run.pdf.render(pdf, page, RENDER_DPI) })),
  );
  return readStatementImages(rendered, { ...run.tasks!, priorAttempts });
}

/**
 * Offline first: two local engines (or one and the model) read `pages` (the scanned ones and those whose text
 * layer is OCR); $0 when they verify. The statement's other pages are read from their text layer in both reads
 * (a statement whose summary page is text and whose transactions page is a scan): OCR would only add its errors
 * to text printed exactly.
 */
function readOffline(
  { file, seg }: At,
  layout: StatementDocument,
  run: RunContext,
  pages: number[],
): Promise<ImageReadResult> {
  const engines = run.ocrEngines;
  const prior = layout.statement.attempts.length;
  // the split's reads of these pages, when it OCRed them to type them, are not made again
  const ocr =
    file.ocr ??
    ((page: number, engine: OcrEngineName, cells?: CellBox[]) => run.pdf.ocr(file.pdf, page, engine, OCR_DPI, cells));
  const model = run.tasks ? () => modelImageRead(file.pdf, seg.pages, run, prior + engines.length) : undefined;
  const textPages = seg.pageTexts.filter((p) => !pages.includes(p.page));
  return readScanOffline(pages, engines, ocr, { priorAttempts: prior, model, textPages });
}

/** One scanned file, several statements (each page prints its period): a document per statement. */
function statementParts(
  at: At,
  layout: Statement,
  parts: NonNullable<ImageReadResult['parts']>,
  nextId: () => string,
): ReadPart[] {
  const { file, seg } = at;
  return parts.map((part, i) => {
    const documentId = i === 0 ? at.documentId : nextId();
    const contentSha256 = segmentSha256(file.file.sha256, part.pages);
    const pageModes: Record<string, PageMode> = Object.fromEntries(
      part.pages.map((p) => [String(p), seg.pageModes[String(p)] ?? 'image']),
    );
    const out = imageStatement(
      layout,
      { documentId, sourceFile: file.file.filename, contentSha256, packetPages: part.pages, pageModes },
      part,
    );
    return {
      documentId,
      pages: part.pages,
      contentSha256,
      statement: out.statement,
      analyze: out.analyze,
      labels: out.byRow,
    };
  });
}

/** An earlier verified read of identical content, renamed to this job's document and marked as reused. */
export function reuseRead(
  read: ReusedRead,
  at: { documentId: string; sourceFile: string; packetPages: number[]; earlier: { jobId: string; documentId: string } },
): { statement: Statement; analyze: AnalyzeStatement; byRow: RowLabels } {
  const statement: Statement = {
    ...read.statement,
    document_id: at.documentId,
    source_file: at.sourceFile,
    packet_pages: at.packetPages,
    read_reused: true,
    earlier_submission: { job_id: at.earlier.jobId, document_id: at.earlier.documentId, relation: 'same_statement' },
    cache_hit: true,
    usage: documentCacheHitUsage(),
  };
  // the key is recomputed, so a read kept under an older formula still joins this packet's accounts
  return {
    statement,
    analyze: { ...read.analyze, documentId: at.documentId, accountKey: accountKeyOf(statement) },
    byRow: { [at.documentId]: read.labels },
  };
}
