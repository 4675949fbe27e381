// Steps 4 and 5: gather what the files' documents gave, decide the job's status, assemble the Result.
// Pure: data in, data out.
import type { FinalStatus } from '../../schemas/job.ts';
import type { Application, FileResult, Result, Statement, Usage } from '../../schemas/result.ts';
import { reviewDetails, reviewReason } from '../../schemas/review-reasons.ts';
import type { AnalyzeResult, AnalyzeStatement } from '../aggregate/analyze.ts';
import type { PipelineInput, PipelineOutcome } from '../contract.ts';
import { sumUsage } from '../ports/usage.ts';
import type { PacketDocumentInput, PacketOutcome } from '../packet/index.ts';
import type { ModelUse, Stage } from './context.ts';
import type { Enrichment, ModelPasses } from './model-passes.ts';
import type { FileOutcome, OtherDocument } from './read-documents.ts';
import type { RowLabels } from './statement-segment.ts';

/** The packet's documents as read, in packet order, split by what each becomes in the Result. */
export interface PacketRead {
  files: FileResult[];
  /** every document, for the packet stage */
  documents: PacketDocumentInput[];
  statements: Array<{ statement: Statement; analyze: AnalyzeStatement | null }>;
  applications: Application[];
  otherDocuments: OtherDocument[];
  /** what each document's reads cost, in document order */
  usages: Usage[];
  /** files refused and scanned documents that read as no statement, in packet order */
  reasons: string[];
  /** the image reads' own row labels */
  labels: RowLabels;
}

export function gatherDocuments(files: FileOutcome[]): PacketRead {
  const read: PacketRead = {
    files: [],
    documents: [],
    statements: [],
    applications: [],
    otherDocuments: [],
    usages: [],
    reasons: [],
    labels: {},
  };
  for (const file of files) {
    read.files.push(file.result);
    if (file.refused) read.reasons.push(file.refused);
    for (const d of file.documents) {
      read.documents.push(d.packet);
      if (d.type !== 'other') read.usages.push(d.usage);
      if (d.type === 'statement' || d.type === 'unread') Object.assign(read.labels, d.labels);
      if (d.type === 'statement') read.statements.push({ statement: d.statement, analyze: d.analyze });
      if (d.type === 'application') read.applications.push(d.application);
      if (d.type === 'unread' || d.type === 'other') read.otherDocuments.push(d.other);
      if (d.type === 'unread') read.reasons.push(d.reason);
    }
  }
  return read;
}

/** The statements that feed the analysis: read into rows, and kept by the packet's screening. */
export function statementsToAnalyze(statements: PacketRead['statements'], forAnalysis: string[]): AnalyzeStatement[] {
  const kept = new Set(forAnalysis);
  return statements.filter((s) => s.analyze && kept.has(s.statement.document_id)).map((s) => s.analyze!);
}

/** A verified statement kept for analysis that cannot feed it (no period and no dated rows) says so: never silently. */
export function verifiedLeftOut(statements: PacketRead['statements'], forAnalysis: string[]): string[] {
  const kept = new Set(forAnalysis);
  return statements
    .filter((s) => !s.analyze && s.statement.gate.status === 'accepted' && kept.has(s.statement.document_id))
    .map((s) => reviewReason('statement_excluded_from_metrics', s.statement.document_id, 'no_period'));
}

/** Each statement gets its categorized rows and counts, and the model's enrichment; one with no rows keeps its own. */
export function finishStatements(
  statements: PacketRead['statements'],
  analysis: AnalyzeResult,
  enrichment: Map<string, Enrichment>,
): Statement[] {
  return statements.map(({ statement }) => {
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
}

/** The packet stage's documents, each statement replaced by its finished one. */
export function withFinishedStatements(
  documents: PacketDocumentInput[],
  statements: Statement[],
): PacketDocumentInput[] {
  return documents.map((d) =>
    d.statement ? { ...d, statement: statements.find((s) => s.document_id === d.documentId)! } : d,
  );
}

/** A statement the packet left out of the decision says why. */
export function markExcluded(statements: Statement[], excluded: PacketOutcome['excludedStatements']): Statement[] {
  const why = new Map(excluded.map((e) => [e.documentId, e.reason]));
  return statements.map((s) => (why.has(s.document_id) ? { ...s, excluded_reason: why.get(s.document_id)! } : s));
}

/**
 * `failed` when no file could be processed; otherwise `review_required` when any review reason exists,
 * else `completed`. `reasons` are the read's and the model passes', in that order; the packet's follow.
 */
export function decideStatus(
  files: FileResult[],
  statements: Statement[],
  reasons: string[],
  packetReasons: string[],
): { status: FinalStatus; reviewReasons: string[] } {
  const mine = [...reasons];
  for (const s of statements) {
    if (s.gate.status !== 'accepted')
      mine.push(reviewReason('statement_not_verified', s.document_id, s.gate.reasons.join('+') || 'unreconciled'));
  }
  const processed = files.filter((f) => f.status === 'processed').length;
  if (processed > 0 && statements.length === 0) mine.push(reviewReason('no_statement_read'));
  const reviewReasons = [...new Set([...mine, ...packetReasons])];
  return { status: processed === 0 ? 'failed' : reviewReasons.length ? 'review_required' : 'completed', reviewReasons };
}

export interface Assembly {
  input: PipelineInput;
  completedAt: Date;
  read: PacketRead;
  passes: ModelPasses;
  analysis: AnalyzeResult;
  packet: PacketOutcome;
  statements: Statement[];
  status: FinalStatus;
  reviewReasons: string[];
  stages: Stage[];
  modelUse: ModelUse;
}

export function assembleOutcome(a: Assembly): PipelineOutcome {
  const { input, read, analysis, status } = a;
  const label = (input.options as { label?: string }).label;
  const result: Result = {
    job_id: input.jobId,
    status,
    source: input.source,
    created_at: input.createdAt.toISOString(),
    completed_at: a.completedAt.toISOString(),
    review_reasons: status === 'failed' ? [] : a.reviewReasons,
    review_details: status === 'failed' ? [] : reviewDetails(a.reviewReasons),
    merchant_fingerprint: a.packet.merchant_fingerprint,
    related_jobs: [],
    superseded_by: null, // the job row's; restated by the envelope once a later job of its email thread replaces it
    submission_packet: a.packet.submission_packet,
    files: read.files,
    statements: a.statements,
    applications: read.applications,
    other_documents: read.otherDocuments,
    accounts: analysis.accounts,
    months: analysis.months,
    ...(analysis.statementMonths ? { statement_months: analysis.statementMonths } : {}),
    positions: analysis.positions,
    underwriting: analysis.underwriting,
    usage: sumUsage([...read.usages, ...a.passes.usages]),
    pipeline: {
      stages: a.stages,
      model: a.modelUse,
      ...(label !== undefined ? { label } : {}),
      ...(analysis.conflicts.length ? { category_conflicts: analysis.conflicts } : {}),
      ...(analysis.claimChecks.length ? { financing_claims: analysis.claimChecks } : {}),
    },
  };
  const error =
    status === 'failed'
      ? `no file could be processed: ${read.files.map((f) => `${f.filename} (${f.reason ?? f.status})`).join(', ')}`
      : null;
  return { status, result, error };
}
