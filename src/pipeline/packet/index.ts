// The packet stage: the files as one submission (`result.submission_packet`) and the merchant's
// fingerprint. Entry for the lead: buildSubmissionPacket (after analyzePacket), with screenStatements
// (./screen.ts) called before analyzePacket so duplicates and other businesses' statements never
// reach the metrics. Pure: data in, data out. Fields and rules: docs/submission-packet.md.
import { createHash } from 'node:crypto';
import { mentionedSuffixes } from '../categorize/normalize.ts';
import { buildBalanceChain, modeU, overlapConflicts } from './chain.ts';
import { buildCoverage } from './coverage.ts';
import { packetFraud } from './fraud.ts';
import type { PacketInput, StatementDoc } from './input.ts';
import { einDigits, normalizeBusinessName } from './names.ts';
import { buildCompanyProfile } from './profile.ts';
import type { MissingAccountJoin, PacketDocumentOut, SubmissionPacket } from '../../schemas/packet.ts';
import { packetOrder, reattachScreening, screenStatements, type Screening } from './screen.ts';
import { reviewReason } from '../../schemas/review-reasons.ts';

export { screenStatements } from './screen.ts';
export { accountKeyOf, type PacketInput, type PacketDocumentInput, type PacketIntake } from './input.ts';
export type { SubmissionPacket } from '../../schemas/packet.ts';

export interface PacketOutcome {
  submission_packet: SubmissionPacket;
  merchant_fingerprint: string | null;
  /** every reason the packet names, analysis.reviewReasons included (= submission_packet.review_reasons) */
  review_reasons: string[];
  /** statements left out of the decision, with the spec's reason code (for Statement.excluded_reason) */
  excludedStatements: Array<{ documentId: string; reason: string }>;
  excludedStatementIds: string[];
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Deterministic from the job id, so a re-run of the job gives the same packet id. */
export function packetIdOf(jobId: string): string {
  return `pkt_${sha256(`submission_packet:${jobId}`).slice(0, 24)}`;
}

/** sha256 over the files' sha256 hex digests in request order, joined by newlines. */
export function requestContentSha256(fileShas: string[]): string {
  return sha256(fileShas.join('\n'));
}

/**
 * A stable id for the merchant across jobs: the EIN when one is known (request, else application);
 * otherwise the normalized legal name plus the sorted last-4 digits of the merchant's accounts.
 */
export function merchantFingerprint(ein: string | null, legalName: string | null, last4s: string[]): string | null {
  const digits = einDigits(ein);
  if (digits) return `mf_${sha256(`ein:${digits}`).slice(0, 32)}`;
  const name = normalizeBusinessName(legalName);
  if (!name) return null;
  return `mf_${sha256(`name:${name}|${[...new Set(last4s)].sort().join(',')}`).slice(0, 32)}`;
}

const dedupe = (xs: string[]): string[] => [...new Set(xs)];

/** `screening`: screenStatements of these documents before their statements were finished (not run again). */
export function buildSubmissionPacket(input: PacketInput & { screening?: Screening }): PacketOutcome {
  const { intake, analysis } = input;
  const ordered = packetOrder(input.documents);
  const screening = input.screening
    ? reattachScreening(input.screening, ordered)
    : screenStatements({ intake, documents: ordered });
  const reason = (id: string): string | undefined => screening.excluded[id];
  const own = screening.statements.filter(
    (s) =>
      reason(s.doc.documentId) !== 'duplicate_statement' && reason(s.doc.documentId) !== 'other_business_statement',
  );
  const included = own.filter((s) => !reason(s.doc.documentId));
  const applications = ordered
    .filter((d) => d.application)
    .map((d) => ({ documentId: d.documentId, application: d.application! }));
  const declared = intake.document_types ?? [];
  const fileShas = (intake.files ?? []).map((f) => f.sha256);

  const documents = packetDocuments(ordered, input.files, declared, screening);

  const coverage = buildCoverage(own);
  const chain = buildBalanceChain(included);
  const conflicts = overlapConflicts(included);
  const failedStatements =
    ordered.filter((d) => d.kind === 'bank_statement' && reason(d.documentId) === 'failed_read').length +
    documents.filter((d) => d.document_id === null).length;
  const mode = modeU(included, chain, conflicts, {
    unreconciled: own.filter((s) => reason(s.doc.documentId) === 'unreconciled_statement').length,
    failed: failedStatements,
  });
  const missingAccountJoin = missingAccounts(
    own,
    analysis.undisclosedSuffixes ?? suffixesFromReasons(analysis.reviewReasons),
  );
  const profile = buildCompanyProfile(intake, applications, own);

  const fraud = packetFraud({
    screening,
    chain,
    conflicts,
    declaredEin: intake.business_ein ?? null,
    applications,
    months: input.months,
    undisclosed: missingAccountJoin.undisclosed_accounts,
    includedCount: included.length,
  });

  const exclusionReasons = exclusionReviewReasons(screening, documents, analysis.reviewReasons, coverage.missingMonths);
  const leaked = analysis.accounts
    .flatMap((a) => a.document_ids)
    .filter((id) => reason(id) === 'duplicate_statement' || reason(id) === 'other_business_statement');
  const reviewReasons = dedupe([
    ...analysis.reviewReasons,
    ...exclusionReasons,
    ...fraud.reasons.filter((r) => r.severity !== 'low').map((r) => reviewReason('packet_fraud', r.signal)),
    ...leaked.map((id) => reviewReason('excluded_statement_in_metrics', id)),
  ]);

  const submission_packet: SubmissionPacket = {
    packet_id: packetIdOf(input.jobId),
    intake: packetIntake(intake, profile, fileShas),
    document_count: documents.length,
    documents,
    submission_intelligence: {
      company_profile: profile,
      transaction_coverage: coverage.transaction_coverage,
      statement_count: screening.statements.length,
    },
    cross_statement: { balance_chain: chain, missing_account_join: missingAccountJoin },
    statement_exclusions: {
      excluded_documents: documents.filter((d) => d.status === 'excluded').map(excludedDocument),
      included_statement_count: included.length,
      missing_months: coverage.missingMonths,
      review_reasons: dedupe(exclusionReasons),
    },
    mode_u: mode,
    packet_fraud: fraud,
    review_reasons: reviewReasons,
  };

  const excludedStatements = screening.statements
    .filter((s) => reason(s.doc.documentId))
    .map((s) => ({ documentId: s.doc.documentId, reason: reason(s.doc.documentId)! }));
  return {
    submission_packet,
    merchant_fingerprint: packetFingerprint(input, applications, profile.legal_business_name.value, included, own),
    review_reasons: reviewReasons,
    excludedStatements,
    excludedStatementIds: excludedStatements.map((e) => e.documentId),
  };
}

/** Each document of the packet in order, and one excluded entry for each file nothing could be read from. */
function packetDocuments(
  ordered: PacketInput['documents'],
  files: PacketInput['files'],
  declared: string[],
  screening: Screening,
): PacketDocumentOut[] {
  const reason = (id: string): string | undefined => screening.excluded[id];
  const documents: PacketDocumentOut[] = ordered.map((d, i) => {
    const s = d.statement;
    const r = reason(d.documentId) ?? null;
    return {
      packet_index: i + 1,
      kind: d.kind,
      document_type: s?.document_type ?? d.application?.document_type ?? d.documentType ?? d.kind,
      source_file: d.sourceFile,
      packet_pages: d.packetPages,
      status: r ? 'excluded' : 'accepted',
      document_id: d.documentId,
      declared_document_type: declared[d.filePosition - 1] ?? null,
      content_sha256: d.contentSha256 || null,
      content_fingerprint: s?.content_fingerprint || null,
      statement_fingerprint: s?.statement_fingerprint || null,
      period_start: s?.period_start ?? null,
      period_end: s?.period_end ?? null,
      excluded_reason: r,
      account_key: screening.statements.find((x) => x.doc === d)?.accountKey ?? null,
    };
  });
  // a file nothing could be read from still belongs to the submission: one excluded entry for it
  files.forEach((f, i) => {
    if (f.status === 'processed' || ordered.some((d) => d.filePosition === i + 1)) return;
    documents.push({
      packet_index: documents.length + 1,
      kind: 'unclassified',
      document_type: 'unreadable_file',
      source_file: f.filename,
      packet_pages: [],
      status: 'excluded',
      document_id: null,
      declared_document_type: declared[i] ?? null,
      content_sha256: f.content_sha256 || null,
      content_fingerprint: null,
      statement_fingerprint: null,
      period_start: null,
      period_end: null,
      excluded_reason: 'failed_read',
      account_key: null,
    });
  });
  return documents;
}

/** Why statements were left out: the screening's reasons, failed and unreconciled reads, missing months. */
function exclusionReviewReasons(
  screening: Screening,
  documents: PacketDocumentOut[],
  analysisReasons: string[],
  missingMonths: string[],
): string[] {
  const exclusionReasons = [...screening.reviewReasons];
  for (const d of documents) {
    if (d.excluded_reason === 'failed_read')
      exclusionReasons.push(reviewReason('failed_read', d.document_id ?? d.source_file));
    if (
      d.excluded_reason === 'unreconciled_statement' &&
      !analysisReasons.some((x) => x.includes(`:${d.document_id}:`))
    )
      exclusionReasons.push(reviewReason('unreconciled_statement', String(d.document_id)));
  }
  if (missingMonths.length)
    exclusionReasons.push(reviewReason('no_verified_statement_for_months', missingMonths.join(',')));
  return exclusionReasons;
}

function packetIntake(
  intake: PacketInput['intake'],
  profile: ReturnType<typeof buildCompanyProfile>,
  fileShas: string[],
): SubmissionPacket['intake'] {
  const declared = intake.document_types ?? [];
  const identitySource = intake.business_ein ? 'declared_ein' : intake.business_name ? 'declared_name' : 'documents';
  return {
    received_at: intake.received_at ?? null,
    source: intake.source ?? null,
    business_identity: {
      identity_source: identitySource,
      business_name: intake.business_name ?? profile.legal_business_name.value,
      business_ein: intake.business_ein ?? profile.federal_tax_id.value,
      external_business_id: intake.external_business_id ?? null,
    },
    broker_email: intake.broker_email ?? null,
    contact_email: intake.contact_email ?? null,
    end_user_id: intake.end_user_id ?? null,
    requested_advance_amount: intake.requested_advance_amount ?? null,
    file_declarations: (intake.files ?? []).map((f, i) => ({
      file_index: f.position ?? i + 1,
      filename: f.filename,
      declared_document_type: declared[(f.position ?? i + 1) - 1] ?? null,
    })),
    request_content_sha256: requestContentSha256(fileShas),
  };
}

const excludedDocument = (d: PacketDocumentOut) => ({
  packet_index: d.packet_index,
  source_file: d.source_file,
  document_type: d.document_type,
  reason_code: d.excluded_reason!,
  document_id: d.document_id,
  period_start: d.period_start,
  period_end: d.period_end,
});

/** The merchant's fingerprint: a usable EIN (request, else application), else the business's name and accounts. */
function packetFingerprint(
  input: PacketInput,
  applications: Array<{
    documentId: string;
    application: NonNullable<PacketInput['documents'][number]['application']>;
  }>,
  profileName: string | null,
  included: StatementDoc[],
  own: StatementDoc[],
): string | null {
  const { intake } = input;
  const appEin =
    applications
      .map((a) => a.application.fields.ein)
      .find((e): e is string => typeof e === 'string' && !!einDigits(e)) ?? null;
  return merchantFingerprint(
    einDigits(intake.business_ein) ? intake.business_ein! : appEin,
    businessName(intake.business_name, profileName, included, own),
    own.map((s) => s.statement.account_number_last4).filter((x): x is string => !!x),
  );
}

function businessName(
  declared: string | null | undefined,
  profileName: string | null,
  included: StatementDoc[],
  own: StatementDoc[],
): string | null {
  return (
    declared ||
    profileName ||
    included.find((s) => s.statement.account_holder_name)?.statement.account_holder_name ||
    own.find((s) => s.statement.account_holder_name)?.statement.account_holder_name ||
    null
  );
}

function suffixesFromReasons(reasons: string[]): string[] {
  const prefix = reviewReason('transfer_to_undisclosed_account', '');
  return reasons.filter((r) => r.startsWith(prefix)).map((r) => r.slice(prefix.length));
}

/** Accounts the merchant's transfers name that no statement of the packet covers. */
function missingAccounts(own: StatementDoc[], suffixes: string[]): MissingAccountJoin {
  const disclosed = new Map<string, string | null>();
  for (const s of own) disclosed.set(s.accountKey, s.statement.account_number_last4);
  const undisclosed = dedupe(suffixes)
    .filter((suf) => ![...disclosed.values()].some((l4) => l4 && (l4.endsWith(suf) || suf.endsWith(l4))))
    .sort()
    .map((suf) => {
      const hits = own.map((s) => ({
        id: s.doc.documentId,
        n: s.statement.transactions.filter((t) => mentionedSuffixes(t.description).includes(suf)).length,
      }));
      return {
        account_suffix: suf,
        mentioned_in_document_ids: hits.filter((h) => h.n > 0).map((h) => h.id),
        transaction_count: hits.reduce((n, h) => n + h.n, 0),
      };
    });
  return {
    status: undisclosed.length ? 'undisclosed_accounts' : 'none_found',
    disclosed_accounts: [...disclosed.entries()].map(([account_key, account_number_last4]) => ({
      account_key,
      account_number_last4,
    })),
    undisclosed_accounts: undisclosed,
  };
}

export type { Screening };
