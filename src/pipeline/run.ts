// The pipeline: files → documents → verified ledgers → result (spec "Processing pipeline", rules 1–7).
// Stages take data and return data; the readers they need (the PDF reader pool, the model services)
// arrive as arguments, so this module only composes them and decides the job's status.
import { createHash } from 'node:crypto';
import type { PipelineInput, PipelineOutcome } from '../jobs/pipeline-contract.ts';
import type { ParseOptions } from '../jobs/options.ts';
import { APPLICATION_READ_VERSION, readApplication } from './application/read.ts';
import { nullModelClient } from '../llm/client.ts';
import type { ModelServices, TaskContext } from '../llm/services.ts';
import { documentCacheHitUsage, sumUsage } from '../llm/usage.ts';
import type { Application, FileResult, Result, Statement, Usage } from '../schemas/result.ts';
import { analyzePacket, type AnalyzeStatement } from './aggregate/analyze.ts';
import { categorizePacket, type ModelLabels } from './categorize/index.ts';
import type { FinancingClaim } from './aggregate/positions.ts';
import { IMAGE_READ_VERSION } from './image/read.ts';
import { imageStatement } from './image/statement.ts';
import { failedFile, processedFile } from './intake/file-result.ts';
import { prepareFile } from './intake/prepare.ts';
import { buildSubmissionPacket, screenStatements, type PacketDocumentInput, type PacketIntake } from './packet/index.ts';
import { PdfReadError } from './pdf/errors.ts';
import type { PdfPool } from './pdf/pool.ts';
import { pageModesObject } from './pdf/quality.ts';
import { readStatementDocument } from './read-statement.ts';
import { readScanOffline } from './ocr/read.ts';
import type { OcrEngineName } from './ocr/types.ts';
import { splitFile, type SpecSegment } from './split/index.ts';
import { accountKeyOf } from './account-key.ts';

export interface PipelineDeps {
  now: () => Date;
  pdf: PdfPool;
  /** absent or unconfigured: text-layer statements are still read; image reads and model passes report `not_run` */
  model?: ModelServices;
  /** local OCR engines for scanned pages (docs/ocr.md); absent or empty: scans wait for the model */
  ocrEngines?: OcrEngineName[];
}

interface Stage {
  stage: string;
  ms: number;
  [k: string]: unknown;
}

/** One statement read from a segment (a scanned segment may hold several). */
interface ReadPart {
  documentId: string;
  pages: number[];
  contentSha256: string;
  statement: Statement;
  analyze: AnalyzeStatement | null;
}

interface StatementWork {
  statement: Statement;
  analyze: AnalyzeStatement | null;
}

type OtherDocument = Result['other_documents'][number];

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

// Cached reads are kept per reader version: a reader or gate change never serves an older verdict.
const STATEMENT_READ_KIND = `statement:v${IMAGE_READ_VERSION}`;
const APPLICATION_READ_KIND = `application:v${APPLICATION_READ_VERSION}`;

/** A scanned segment the image read found several statements in: `files[].segments` says so too. */
function restateSegments(file: FileResult, pages: number[], parts: ReadPart[]): void {
  const segs = file.segments as SpecSegment[];
  const at = segs.findIndex((x) => x.pages.join(',') === pages.join(','));
  if (at < 0) return;
  const was = segs[at]!;
  const replacement: SpecSegment[] = parts.map((p, i) => ({
    ...was,
    document_type: p.analyze ? 'bank_statement' : was.document_type,
    pages: p.pages,
    boundary_reason: i === 0 ? was.boundary_reason : 'image_read_new_statement',
    evidence: i === 0 ? was.evidence : `page ${p.pages[0]} prints another statement header (${p.statement.period_start ?? '?'} to ${p.statement.period_end ?? '?'})`,
    account_number_last4: p.statement.account_number_last4 ?? null,
    period_start: p.statement.period_start ?? null,
    period_end: p.statement.period_end ?? null,
  }));
  segs.splice(at, 1, ...replacement);
  segs.forEach((x, i) => (x.segment_index = i));
}

/** What the document-read cache keeps of a verified image read: enough to stand in for the read. */
interface ReusedRead {
  statement: Statement;
  analyze: AnalyzeStatement;
  labels: NonNullable<ModelLabels['byRow']>[string];
}

/** An earlier verified read of identical content, renamed to this job's document and marked as reused. */
function reuseRead(
  read: ReusedRead,
  at: { documentId: string; sourceFile: string; packetPages: number[]; earlier: { jobId: string; documentId: string } },
): { statement: Statement; analyze: AnalyzeStatement; byRow: NonNullable<ModelLabels['byRow']> } {
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
  return { statement, analyze: { ...read.analyze, documentId: at.documentId, accountKey: accountKeyOf(statement) }, byRow: { [at.documentId]: read.labels } };
}

/** Stop between stages when the runner gives up on the job (timeout, shutdown). */
function checkpoint(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('the job was stopped');
}

async function timed<T>(stages: Stage[], stage: string, fn: () => Promise<T> | T, extra: Record<string, unknown> = {}): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    stages.push({ stage, ms: Math.round(performance.now() - t0), ...extra });
  }
}

export async function runPipeline(input: PipelineInput, deps: PipelineDeps, ctx: { signal: AbortSignal }): Promise<PipelineOutcome> {
  const options = input.options as ParseOptions;
  const model = deps.model;
  const useModel = !!model?.configured && options.skip_model !== true;
  const imageFallback = options.image_fallback !== false;
  const ocrEngines = deps.ocrEngines ?? [];
  const task: TaskContext = { tenantId: input.tenantId, jobId: input.jobId };
  const stages: Stage[] = [];
  const files: FileResult[] = [];
  const documents: PacketDocumentInput[] = [];
  const statements: StatementWork[] = [];
  const applications: Application[] = [];
  const otherDocuments: OtherDocument[] = [];
  const byRow: NonNullable<ModelLabels['byRow']> = {};
  const usages: Usage[] = [];
  const reasons: string[] = [];
  let docCount = 0;

  // 1–3. Intake, split, read: file by file, in request order.
  for (const file of input.files) {
    checkpoint(ctx.signal);
    let prepared: Awaited<ReturnType<typeof prepareFile>>;
    let read: Awaited<ReturnType<PdfPool['extract']>>;
    try {
      prepared = await timed(stages, 'intake', () => prepareFile(file.data, deps.pdf.imageToPdf), { file: file.position });
      read = await timed(stages, 'pdf', () => deps.pdf.extract(prepared.pdf), { file: file.position });
    } catch (err) {
      if (!(err instanceof PdfReadError)) throw err;
      files.push(failedFile(file.filename, file.sha256, err));
      reasons.push(`file_not_processed:${file.position}:${err.reason}`);
      continue;
    }
    const split = await timed(stages, 'split', () => splitFile(read.pages, read.modes), { file: file.position });
    files.push(processedFile(file.filename, file.sha256, read, split));
    const imagePages = new Set(read.modes.filter((m) => m.mode === 'image').map((m) => m.page));
    const modes = pageModesObject(read.modes);

    for (const seg of split.segments) {
      checkpoint(ctx.signal);
      const documentId = `doc_${++docCount}`;
      const wholeFile = seg.pages.length === read.pageCount;
      const contentSha256 = wholeFile ? file.sha256 : sha256(`${file.sha256}:${seg.pages.join(',')}`);
      const pageModes = Object.fromEntries(seg.pages.map((p) => [String(p), modes[String(p)] ?? 'text']));
      const segPages = read.pages.filter((p) => seg.pages.includes(p.page));
      const base = { kind: seg.kind, sourceFile: file.filename, filePosition: file.position, packetPages: seg.pages, documentId, contentSha256 };
      // A file with no text layer at all is one unclassified segment: with images on every page it is
      // most often a scanned statement, so it goes to the statement reader (which hands it to the image read).
      const scanned = seg.kind === 'unclassified' && seg.pages.every((p) => imagePages.has(p));

      if (seg.kind === 'bank_statement' || scanned) {
        const parts = await timed(stages, 'read', async (): Promise<ReadPart[]> => {
          const layout = readStatementDocument({
            documentId, sourceFile: file.filename, contentSha256, packetPages: seg.pages, pages: segPages, pageModes,
            imagePages: seg.pages.filter((p) => imagePages.has(p)),
          });
          const whole = { documentId, pages: seg.pages, contentSha256 };
          if (!layout.needsImageRead || !imageFallback) return [{ ...whole, statement: layout.statement, analyze: layout.analyze }];
          if (ocrEngines.length) {
            // offline first: two local engines (or one and the model) read the pages; $0 when they verify
            const ocr = (page: number, engine: OcrEngineName) => deps.pdf.ocr(prepared.pdf, page, engine);
            const modelRead = useModel ? () => model!.imageRead({ bytes: prepared.pdf, pages: seg.pages }, { ...task, priorAttempts: layout.statement.attempts.length + ocrEngines.length }) : undefined;
            const image = await readScanOffline(seg.pages, ocrEngines, ocr, { priorAttempts: layout.statement.attempts.length, model: modelRead });
            const out = imageStatement(layout.statement, { documentId, sourceFile: file.filename, contentSha256, packetPages: seg.pages, pageModes }, image);
            Object.assign(byRow, out.byRow);
            return [{ ...whole, statement: out.statement, analyze: out.analyze }];
          }
          if (!useModel) {
            const why = model?.configured ? 'image_read_skipped' : 'image_read_unavailable';
            const gate = { ...layout.statement.gate, reasons: [...new Set([...layout.statement.gate.reasons, why])] };
            return [{ ...whole, statement: { ...layout.statement, gate }, analyze: layout.analyze }];
          }
          // identical content this tenant already had read and verified: reuse it, no render, no call
          const earlier = await model!.findDocumentRead<ReusedRead>(input.tenantId, contentSha256, STATEMENT_READ_KIND);
          if (earlier) {
            const reused = reuseRead(earlier.read, { documentId, sourceFile: file.filename, packetPages: seg.pages, earlier });
            Object.assign(byRow, reused.byRow);
            return [{ ...whole, statement: reused.statement, analyze: reused.analyze }];
          }
          const image = await model!.imageRead({ bytes: prepared.pdf, pages: seg.pages }, { ...task, priorAttempts: layout.statement.attempts.length });
          if (image.parts && image.parts.length > 1) {
            // one scanned file, several statements (each page prints its period): a document per statement
            return image.parts.map((part, i) => {
              const id = i === 0 ? documentId : `doc_${++docCount}`;
              const sha = sha256(`${file.sha256}:${part.pages.join(',')}`);
              const modesOf = Object.fromEntries(part.pages.map((p) => [String(p), pageModes[String(p)] ?? 'image']));
              const out = imageStatement(layout.statement, { documentId: id, sourceFile: file.filename, contentSha256: sha, packetPages: part.pages, pageModes: modesOf }, part);
              Object.assign(byRow, out.byRow);
              return { documentId: id, pages: part.pages, contentSha256: sha, statement: out.statement, analyze: out.analyze };
            });
          }
          const out = imageStatement(layout.statement, { documentId, sourceFile: file.filename, contentSha256, packetPages: seg.pages, pageModes }, image);
          Object.assign(byRow, out.byRow);
          if (out.statement.gate.status === 'accepted' && out.analyze) {
            const read: ReusedRead = { statement: out.statement, analyze: out.analyze, labels: out.byRow[documentId] ?? {} };
            await model!.saveDocumentRead({ tenantId: input.tenantId, contentSha256, kind: STATEMENT_READ_KIND, jobId: input.jobId, documentId, read });
          }
          return [{ ...whole, statement: out.statement, analyze: out.analyze }];
        }, { document: documentId });
        if (parts.length > 1) restateSegments(files[files.length - 1]!, seg.pages, parts);
        for (const part of parts) {
          const partBase = { ...base, packetPages: part.pages, documentId: part.documentId, contentSha256: part.contentSha256 };
          // every call made for these pages is billed, whether or not a statement came of it
          usages.push(part.statement.usage);
          // an image read of a page the splitter could not type is a statement only if it read as one
          if (scanned && !part.analyze) {
            otherDocuments.push({ source_file: file.filename, document_type: 'unclassified', packet_pages: part.pages, confidence: 0, note: 'pages without a text layer; no statement could be read from them' });
            reasons.push(`document_not_read:${part.documentId}:${part.statement.gate.reasons.join('+') || 'no_rows'}`);
            documents.push({ ...partBase, documentType: 'unclassified' });
            continue;
          }
          statements.push({ statement: part.statement, analyze: part.analyze });
          documents.push({ ...partBase, kind: 'bank_statement', statement: part.statement });
        }
        continue;
      }

      if (seg.kind === 'merchant_application') {
        const appInput = { documentId, sourceFile: file.filename, contentSha256, bytes: prepared.pdf, pages: seg.pages, pageTexts: segPages };
        const application = await timed(stages, 'application', async () => {
          if (!useModel) return readApplication(appInput, { client: nullModelClient, ...task });
          // identical content this tenant already had read in full: reuse it, no call
          const earlier = await model!.findDocumentRead<Application>(input.tenantId, contentSha256, APPLICATION_READ_KIND);
          if (earlier) {
            return { ...earlier.read, document_id: documentId, source_file: file.filename, packet_pages: seg.pages, cache_hit: true, usage: documentCacheHitUsage() };
          }
          const read = await model!.readApplication(appInput, task);
          if (read.status === 'accepted') await model!.saveDocumentRead({ tenantId: input.tenantId, contentSha256, kind: APPLICATION_READ_KIND, jobId: input.jobId, documentId, read });
          return read;
        }, { document: documentId });
        usages.push(application.usage);
        applications.push(application);
        documents.push({ ...base, application });
        continue;
      }

      const confidence = seg.pages.reduce((m, p) => Math.max(m, split.classes.find((c) => c.page === p)?.confidence ?? 0), 0);
      otherDocuments.push({ source_file: file.filename, document_type: seg.kind, packet_pages: seg.pages, confidence, note: 'classified only; not parsed' });
      documents.push({ ...base, documentType: seg.kind });
    }
  }

  // 5–6. Screen (duplicates, other businesses), categorize (rules, then the model), aggregate.
  checkpoint(ctx.signal);
  const intake = input.intake as PacketIntake;
  const screening = screenStatements({ intake, documents });
  const forAnalysis = new Set(screening.forAnalysis);
  const analyzeInputs = statements.filter((s) => s.analyze && forAnalysis.has(s.statement.document_id)).map((s) => s.analyze!);

  let modelLabels: ModelLabels = { byRow };
  let financingClaims: FinancingClaim[] | undefined;
  const enrichment = new Map<string, Pick<Statement, 'enrichment' | 'enrichment_groups'>>();
  if (useModel && analyzeInputs.length) {
    const cat = categorizePacket(analyzeInputs, { modelLabels });
    const labels = await timed(stages, 'categorize_model', () => model!.categorizeWithModel(cat, task));
    usages.push(labels.usage);
    reasons.push(...labels.reasons);
    for (const [id, e] of Object.entries(labels.byDocument)) enrichment.set(id, { enrichment: e.enrichment, enrichment_groups: e.enrichment_groups });
    modelLabels = { byGroup: labels.byGroup, byRow };
    const labelled = categorizePacket(analyzeInputs.filter((s) => s.verified), { modelLabels });
    const candidates = model!.financingCandidates(labelled.statements.flatMap((s) => s.rows));
    if (candidates.length) {
      const decision = await timed(stages, 'positions_model', () => model!.decidePositions(candidates, task));
      usages.push(decision.usage);
      reasons.push(...decision.reasons);
      financingClaims = decision.claims;
    }
  }
  checkpoint(ctx.signal);
  const analysis = await timed(stages, 'aggregate', () => analyzePacket({ statements: analyzeInputs, modelLabels, financingClaims }));

  // Each statement gets its categorized rows and counts; a statement with no rows keeps its own.
  const finalStatements: Statement[] = statements.map(({ statement }) => {
    const id = statement.document_id;
    const rows = analysis.transactionsByDocument[id];
    const counts = analysis.categoryCountsByDocument[id];
    return {
      ...statement,
      ...(rows ? { transactions: rows } : {}),
      ...(counts ? { category_counts: counts.category_counts, category_conflicts: counts.category_conflicts } : {}),
      ...(enrichment.get(id) ?? {}),
    };
  });

  // 7. The packet: documents in order, exclusions, merchant fingerprint.
  const withStatements = documents.map((d) => (d.statement ? { ...d, statement: finalStatements.find((s) => s.document_id === d.documentId)! } : d));
  const packet = await timed(stages, 'packet', () =>
    buildSubmissionPacket({ jobId: input.jobId, intake, files, documents: withStatements, months: analysis.months, analysis }),
  );
  const excluded = new Map(packet.excludedStatements.map((e) => [e.documentId, e.reason]));
  const resultStatements = finalStatements.map((s) => (excluded.has(s.document_id) ? { ...s, excluded_reason: excluded.get(s.document_id)! } : s));

  // Status: failed when nothing could be processed; review_required when anything needs a person.
  for (const s of resultStatements) {
    if (s.gate.status !== 'accepted') reasons.push(`statement_not_verified:${s.document_id}:${s.gate.reasons.join('+') || 'unreconciled'}`);
  }
  const processed = files.filter((f) => f.status === 'processed').length;
  if (processed > 0 && resultStatements.length === 0) reasons.push('no_statement_read');
  const reviewReasons = [...new Set([...reasons, ...packet.review_reasons])];
  const status = processed === 0 ? 'failed' : reviewReasons.length ? 'review_required' : 'completed';

  const result: Result = {
    job_id: input.jobId,
    status,
    source: input.source,
    created_at: input.createdAt.toISOString(),
    completed_at: deps.now().toISOString(),
    review_reasons: status === 'failed' ? [] : reviewReasons,
    merchant_fingerprint: packet.merchant_fingerprint,
    related_jobs: [],
    superseded_by: null, // the job row's; restated by the envelope once a later job of its email thread replaces it
    submission_packet: packet.submission_packet as unknown as Record<string, unknown>,
    files,
    statements: resultStatements,
    applications,
    other_documents: otherDocuments,
    accounts: analysis.accounts,
    months: analysis.months,
    positions: analysis.positions,
    underwriting: analysis.underwriting,
    usage: sumUsage(usages),
    pipeline: {
      stages,
      model: useModel ? 'used' : model?.configured ? 'skipped' : 'not_configured',
      ...(options.label !== undefined ? { label: options.label } : {}),
      ...(analysis.conflicts.length ? { category_conflicts: analysis.conflicts } : {}),
      ...(analysis.claimChecks.length ? { financing_claims: analysis.claimChecks } : {}),
    },
  };
  const error = status === 'failed' ? `no file could be processed: ${files.map((f) => `${f.filename} (${f.reason ?? f.status})`).join(', ')}` : null;
  return { status, result, error };
}
