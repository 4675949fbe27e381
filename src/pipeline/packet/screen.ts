// Which documents the decision rests on. Call screenStatements BEFORE analyzePacket and give it only
// `forAnalysis`: a duplicate would count its deposits twice and another business's statement would
// lend the merchant someone else's revenue. Unverified statements still go to analyzePacket (their
// rows are shown), which keeps them out of the metrics itself.
import type { Application, Statement } from '../../schemas/result.ts';
import { accountKeyOf, isVerified, type PacketDocumentInput, type PacketIntake, type StatementDoc } from './input.ts';
import { compareHolder, type NameMatch } from './names.ts';
import type { ExcludedReason } from '../../schemas/packet.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';

export interface DuplicateFinding {
  documentId: string;
  keptDocumentId: string;
  /** what made them the same statement */
  by: 'content_sha256' | 'statement_fingerprint' | 'account_period';
  /** both reads verified and their printed figures differ: one of the two copies was altered */
  figuresDiffer: boolean;
}

export interface Screening {
  /** document id → reason it is excluded (documents not named here are accepted) */
  excluded: Record<string, ExcludedReason>;
  /** statement document ids for analyzePacket: every read statement except duplicates and other businesses' */
  forAnalysis: string[];
  /** every read bank statement, in packet order, with its account key */
  statements: StatementDoc[];
  holderChecks: Array<{ documentId: string; holder: string | null; match: NameMatch }>;
  duplicates: DuplicateFinding[];
  /** names the merchant is known by (declared, application, owners); the first statement holder when none */
  referenceNames: string[];
  /** no declared or application name: the reference is the first statement's holder */
  referenceFromDocuments: boolean;
  /** declared names exist but no statement is held under any of them */
  declaredNameAbsent: boolean;
  reviewReasons: string[];
}

export interface ScreenInput {
  intake: PacketIntake;
  documents: PacketDocumentInput[];
}

/** The names a statement of this merchant may be held under. */
export function declaredNames(intake: PacketIntake, applications: Application[]): string[] {
  const names: string[] = [];
  if (intake.business_name) names.push(intake.business_name);
  for (const a of applications) {
    for (const k of ['legal_business_name', 'dba'])
      if (typeof a.fields[k] === 'string' && a.fields[k]) names.push(a.fields[k] as string);
    for (const o of a.owners) if (o.name) names.push(o.name);
  }
  return names;
}

const FIGURES = [
  'opening_balance',
  'closing_balance',
  'credits_total',
  'debits_total',
  'credit_count',
  'debit_count',
] as const;
export function sameFigures(a: Statement, b: Statement): boolean {
  return FIGURES.every((f) => a[f] === b[f]);
}

export function screenStatements(input: ScreenInput): Screening {
  const excluded: Record<string, ExcludedReason> = {};
  const reviewReasons: string[] = [];
  const applications = input.documents.flatMap((d) => (d.application ? [d.application] : []));
  const documents = packetOrder(input.documents);
  const statements: StatementDoc[] = documents
    .filter((d): d is PacketDocumentInput & { statement: Statement } => d.kind === 'bank_statement' && !!d.statement)
    .map((d) => ({
      doc: d,
      statement: d.statement,
      accountKey: d.accountKey ?? accountKeyOf(d.statement),
      verified: isVerified(d.statement),
    }));

  for (const d of documents) {
    if (d.kind === 'unclassified') excluded[d.documentId] = 'unclassified_document';
    else if (d.kind === 'bank_statement' && !d.statement) excluded[d.documentId] = 'failed_read';
    else if (d.kind === 'merchant_application' && !d.application) excluded[d.documentId] = 'failed_read';
  }

  // Another business: the holder shares no significant word with any name the merchant is known by.
  const declared = declaredNames(input.intake, applications);
  const firstHolder =
    (
      statements.find((s) => s.verified && s.statement.account_holder_name) ??
      statements.find((s) => s.statement.account_holder_name)
    )?.statement.account_holder_name ?? null;
  const referenceFromDocuments = declared.length === 0;
  let referenceNames = declared;
  let declaredNameAbsent = false;
  if (referenceFromDocuments) {
    if (firstHolder) referenceNames = [firstHolder];
  } else if (
    firstHolder &&
    !statements.some((s) => ['same', 'similar'].includes(compareHolder(s.statement.account_holder_name, declared)))
  ) {
    // No statement is held under any declared name: more likely a trade name than a packet of other
    // businesses' statements. The first holder stands for the merchant too, and a person checks.
    declaredNameAbsent = true;
    referenceNames = [...declared, firstHolder];
    reviewReasons.push(reviewReason('declared_business_not_on_statements'));
  }
  const holderChecks: Screening['holderChecks'] = [];
  for (const s of statements) {
    const holder = s.statement.account_holder_name;
    const match = compareHolder(holder, referenceNames);
    holderChecks.push({ documentId: s.doc.documentId, holder, match });
    if (match === 'different') {
      excluded[s.doc.documentId] = 'other_business_statement';
      reviewReasons.push(reviewReason('other_business_statement', s.doc.documentId));
    } else if (match === 'similar') reviewReasons.push(reviewReason('account_holder_name_differs', s.doc.documentId));
  }

  // Duplicates among the merchant's statements: same bytes, same fingerprint, or same account and period.
  const duplicates: DuplicateFinding[] = [];
  const own = statements.filter((s) => !excluded[s.doc.documentId]);
  const seen = new Set<StatementDoc>();
  for (const s of own) {
    if (seen.has(s)) continue;
    const group = own.filter((o) => !seen.has(o) && o !== s && sameStatement(s, o) !== null);
    if (!group.length) continue;
    const members = [s, ...group];
    members.forEach((m) => seen.add(m));
    const kept = members.find((m) => m.verified) ?? s;
    for (const m of members) {
      if (m === kept) continue;
      excluded[m.doc.documentId] = 'duplicate_statement';
      duplicates.push({
        documentId: m.doc.documentId,
        keptDocumentId: kept.doc.documentId,
        by: sameStatement(kept, m) ?? sameStatement(s, m)!,
        figuresDiffer: kept.verified && m.verified && !sameFigures(kept.statement, m.statement),
      });
      reviewReasons.push(reviewReason('duplicate_statement', m.doc.documentId, 'of', kept.doc.documentId));
    }
  }

  for (const s of own)
    if (!excluded[s.doc.documentId] && !s.verified) excluded[s.doc.documentId] = 'unreconciled_statement';

  const forAnalysis = statements
    .filter(
      (s) =>
        excluded[s.doc.documentId] !== 'duplicate_statement' &&
        excluded[s.doc.documentId] !== 'other_business_statement',
    )
    .map((s) => s.doc.documentId);
  return {
    excluded,
    forAnalysis,
    statements,
    holderChecks,
    duplicates,
    referenceNames,
    referenceFromDocuments,
    declaredNameAbsent,
    reviewReasons,
  };
}

/**
 * A screening of these same documents after the statements were finished. Finishing gives a statement its
 * categorized rows, category counts and enrichment, none of which screening reads (kinds, holder names,
 * fingerprints, accounts, periods, printed figures, the gate, file order): the decisions stand, and each
 * statement is re-attached to its finished document.
 */
export function reattachScreening(screening: Screening, documents: PacketDocumentInput[]): Screening {
  const byId = new Map(documents.map((d) => [d.documentId, d]));
  return {
    ...screening,
    statements: screening.statements.map((s) => {
      const doc = byId.get(s.doc.documentId)!;
      return { ...s, doc, statement: doc.statement! };
    }),
  };
}

const firstPage = (d: PacketDocumentInput): number => (d.packetPages.length ? Math.min(...d.packetPages) : 0);

/** Packet order: by file position, then first page. "Keep the first duplicate" means first in this order. */
export function packetOrder(documents: PacketDocumentInput[]): PacketDocumentInput[] {
  return [...documents].sort((a, b) => a.filePosition - b.filePosition || firstPage(a) - firstPage(b));
}

function sameStatement(a: StatementDoc, b: StatementDoc): DuplicateFinding['by'] | null {
  if (a.doc.contentSha256 && a.doc.contentSha256 === b.doc.contentSha256) return 'content_sha256';
  if (a.statement.statement_fingerprint && a.statement.statement_fingerprint === b.statement.statement_fingerprint)
    return 'statement_fingerprint';
  const sa = a.statement;
  const sb = b.statement;
  if (
    a.accountKey === b.accountKey &&
    sa.period_start &&
    sa.period_end &&
    sa.period_start === sb.period_start &&
    sa.period_end === sb.period_end
  )
    return 'account_period';
  return null;
}
