// Step 2, one file's documents: each segment named (`doc_n`) and read by its kind: statements by the
// statement reader, applications by the application reader, anything else classified only. The file's
// `files[]` entry is built last, from the segments as read (a scanned segment found to hold several
// statements is listed as several).
import type { Application, FileResult, Result, Statement, Usage } from '../../schemas/result.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';
import type { AnalyzeStatement } from '../aggregate/analyze.ts';
import { APPLICATION_READ_VERSION, readApplication, type ApplicationInput } from '../application/read.ts';
import { RENDER_DPI } from '../image/read.ts';
import { failedFile, processedFile } from '../intake/file-result.ts';
import { nullModelClient } from '../ports/model.ts';
import { documentCacheHitUsage } from '../ports/usage.ts';
import type { PacketDocumentInput } from '../packet/index.ts';
import type { SpecSegment } from '../split/index.ts';
import { checkpoint, timed, type RunContext } from './context.ts';
import { planSegments, readFile, type FileRead, type InputFile, type SegmentPlan } from './read-file.ts';
import { readStatementSegment, type ReadPart, type RowLabels } from './statement-segment.ts';

export type OtherDocument = Result['other_documents'][number];

/** A document as read, with what it adds to the result; `packet` is its entry for the packet stage. */
export type ReadDocument =
  | {
      type: 'statement';
      packet: PacketDocumentInput;
      statement: Statement;
      analyze: AnalyzeStatement | null;
      usage: Usage;
      labels: RowLabels;
    }
  | {
      type: 'unread';
      packet: PacketDocumentInput;
      other: OtherDocument;
      reason: string;
      usage: Usage;
      labels: RowLabels;
    }
  | { type: 'application'; packet: PacketDocumentInput; application: Application; usage: Usage }
  | { type: 'other'; packet: PacketDocumentInput; other: OtherDocument };

export interface FileOutcome {
  result: FileResult;
  documents: ReadDocument[];
  /** `file_not_processed:<position>:<reason>` for a file the readers refused */
  refused: string | null;
}

/** Cached application reads are kept per reader version, as statement reads are. */
export const APPLICATION_READ_KIND = `application:v${APPLICATION_READ_VERSION}`;

/** Steps 1 and 2 for one file: read it, then its documents in file order. */
export async function readFileDocuments(input: InputFile, run: RunContext, nextId: () => string): Promise<FileOutcome> {
  const file = await readFile(input, run);
  if (!file.ok) {
    return {
      result: failedFile(input.filename, input.sha256, file.error),
      documents: [],
      refused: reviewReason('file_not_processed', input.position, file.error.reason),
    };
  }
  const documents: ReadDocument[] = [];
  let segments = file.split.spec_segments;
  for (const seg of planSegments(file)) {
    checkpoint(run.signal);
    const documentId = nextId();
    const base: PacketDocumentInput = {
      kind: seg.kind,
      sourceFile: input.filename,
      filePosition: input.position,
      packetPages: seg.pages,
      documentId,
      contentSha256: seg.contentSha256,
    };
    if (seg.kind === 'bank_statement' || seg.scanned) {
      const parts = await timed(
        run.stages,
        'read',
        () => readStatementSegment({ file, seg, documentId }, run, nextId),
        { document: documentId },
      );
      if (parts.length > 1) segments = restateSegments(segments, seg.pages, parts);
      documents.push(...parts.map((part) => statementDocument(base, seg, part)));
    } else if (seg.kind === 'merchant_application') {
      const application = await timed(
        run.stages,
        'application',
        () => readApplicationSegment(file, seg, documentId, run),
        { document: documentId },
      );
      documents.push({ type: 'application', packet: { ...base, application }, application, usage: application.usage });
    } else {
      const other: OtherDocument = {
        source_file: input.filename,
        document_type: seg.kind,
        packet_pages: seg.pages,
        confidence: seg.confidence,
        note: 'classified only; not parsed',
      };
      documents.push({ type: 'other', packet: { ...base, documentType: seg.kind }, other });
    }
  }
  return {
    result: { ...processedFile(input.filename, input.sha256, file.read, file.split), segments },
    documents,
    refused: null,
  };
}

/** A part the statement reader returned: a statement, or (a scanned segment that read as none) an unread document. */
function statementDocument(base: PacketDocumentInput, seg: SegmentPlan, part: ReadPart): ReadDocument {
  const packet = { ...base, packetPages: part.pages, documentId: part.documentId, contentSha256: part.contentSha256 };
  // every call made for these pages is billed, whether or not a statement came of it
  const usage = part.statement.usage;
  // an image read of a page the splitter could not type is a statement only if it read as one
  if (seg.scanned && !part.analyze) {
    const other: OtherDocument = {
      source_file: base.sourceFile,
      document_type: 'unclassified',
      packet_pages: part.pages,
      confidence: 0,
      note: 'pages without a text layer; no statement could be read from them',
    };
    const reason = reviewReason(
      'document_not_read',
      part.documentId,
      part.statement.gate.reasons.join('+') || 'no_rows',
    );
    return {
      type: 'unread',
      packet: { ...packet, documentType: 'unclassified' },
      other,
      reason,
      usage,
      labels: part.labels,
    };
  }
  return {
    type: 'statement',
    packet: { ...packet, kind: 'bank_statement', statement: part.statement },
    statement: part.statement,
    analyze: part.analyze,
    usage,
    labels: part.labels,
  };
}

async function readApplicationSegment(
  file: FileRead,
  seg: SegmentPlan,
  documentId: string,
  run: RunContext,
): Promise<Application> {
  const input = {
    documentId,
    sourceFile: file.file.filename,
    contentSha256: seg.contentSha256,
    bytes: file.pdf,
    pages: seg.pages,
    pageTexts: seg.pageTexts,
    ocrReads: await ocrReads(file, seg, run),
  };
  if (!run.tasks) return readApplication(input, { client: nullModelClient, tenantId: run.tenantId, jobId: run.jobId });
  // identical content this tenant already had read in full: reuse it, no call
  const earlier = await run.documentReads.find<Application>(run.tenantId, seg.contentSha256, APPLICATION_READ_KIND);
  if (earlier) {
    return {
      ...earlier.read,
      document_id: documentId,
      source_file: file.file.filename,
      packet_pages: seg.pages,
      cache_hit: true,
      usage: documentCacheHitUsage(),
    };
  }
  const renderPage = (page: number) => run.pdf.render(file.pdf, page, RENDER_DPI);
  const read = await readApplication({ ...input, renderPage }, run.tasks);
  if (read.status === 'accepted')
    await run.documentReads.save({
      tenantId: run.tenantId,
      contentSha256: seg.contentSha256,
      kind: APPLICATION_READ_KIND,
      jobId: run.jobId,
      documentId,
      read,
    });
  return read;
}

/**
 * The segment's scanned pages as each local OCR engine read them (the split's reads, made once): an engine that
 * fails a page gives no read. None when OCR is off or every page has a text layer.
 */
async function ocrReads(file: FileRead, seg: SegmentPlan, run: RunContext): Promise<ApplicationInput['ocrReads']> {
  const ocr = file.ocr;
  if (!ocr || !seg.imagePages.length) return [];
  const reads = await Promise.all(
    run.ocrEngines.map(async (engine) => {
      try {
        return { engine, pages: await Promise.all(seg.imagePages.map((p) => ocr(p, engine))) };
      } catch {
        return null;
      }
    }),
  );
  return reads.filter((r) => r !== null);
}

/** A scanned segment the image read found several statements in: `files[].segments` lists each. Pure. */
export function restateSegments(segments: SpecSegment[], pages: number[], parts: ReadPart[]): SpecSegment[] {
  const at = segments.findIndex((x) => x.pages.join(',') === pages.join(','));
  if (at < 0) return segments;
  const was = segments[at]!;
  const replacement: SpecSegment[] = parts.map((p, i) => ({
    ...was,
    document_type: p.analyze ? 'bank_statement' : was.document_type,
    pages: p.pages,
    boundary_reason: i === 0 ? was.boundary_reason : 'image_read_new_statement',
    evidence:
      i === 0
        ? was.evidence
        : `page ${p.pages[0]} prints another statement header (${p.statement.period_start ?? '?'} to ${p.statement.period_end ?? '?'})`,
    account_number_last4: p.statement.account_number_last4 ?? null,
    period_start: p.statement.period_start ?? null,
    period_end: p.statement.period_end ?? null,
  }));
  return [...segments.slice(0, at), ...replacement, ...segments.slice(at + 1)].map((x, i) => ({
    ...x,
    segment_index: i,
  }));
}
