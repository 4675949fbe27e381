// The closed list of review-reason codes. A reason in `review_reasons` is `code` or `code:detail:...`
// (the detail names the document, account, month or funder); a client switches on the code. Beside the
// packed strings (kept for compatibility) a Result carries `review_details[]`: each reason as {code,
// document_id, message in plain words, severity}, from the catalogue below (published in
// docs/review-reasons.md; a test keeps the two in step).
import { Type, type Static } from 'typebox';
export const REVIEW_REASON_CODES = [
  // files and documents
  'file_not_processed',
  'document_not_read',
  'failed_read',
  'statement_not_verified',
  'unreconciled_statement',
  'no_statement_read',
  // image and scan reads
  'reupload_required',
  'image_read_unavailable',
  'image_read_gate',
  'second_read_disagrees',
  // the offline read (local OCR, docs/ocr.md)
  'ocr_failed',
  'ocr_read_gate',
  'ocr_reads_disagree',
  'ocr_model_disagree',
  'ocr_second_read_unavailable',
  // applications
  'application_model_read_failed',
  'application_partially_read',
  'application_missing',
  'application_ocr_unconfirmed',
  // the packet: whose statements, which ones count
  'declared_business_not_on_statements',
  'other_business_statement',
  'account_holder_name_differs',
  'duplicate_statement',
  'excluded_statement_in_metrics',
  'statement_excluded_from_metrics',
  'statement_period_from_rows',
  'no_verified_statement_for_months',
  'packet_fraud',
  // months and categories
  'statement_gap',
  'missing_month',
  'no_complete_month',
  'unlabelled_revenue',
  'category_conflicts',
  'transfer_to_undisclosed_account',
  // positions
  'financing_claim_rejected',
  'position_cadence_unknown',
  'position_kind_unconfirmed',
  'position_unnamed_payee',
  'funding_without_payments',
  // model passes
  'model_categorization_failed',
  'model_positions_failed',
] as const;

export type ReviewReasonCode = (typeof REVIEW_REASON_CODES)[number];

/** `code:detail:...` as the result prints it. */
export const reviewReason = (code: ReviewReasonCode, ...details: Array<string | number>): string =>
  [code, ...details].join(':');

/** The code of a printed reason; null for one outside the list. */
export function reviewReasonCode(reason: string): ReviewReasonCode | null {
  const code = reason.split(':', 1)[0]!;
  return (REVIEW_REASON_CODES as readonly string[]).includes(code) ? (code as ReviewReasonCode) : null;
}

/**
 * `critical`: a file, document or statement could not be used, so figures are missing or unverified;
 * `warning`: the figures are there and verified, but something in them needs a person's look.
 */
export type ReviewSeverity = 'critical' | 'warning';

/** Each code: how serious it is and what it means, in plain words (the details follow the words). */
export const REVIEW_REASON_CATALOGUE: Record<ReviewReasonCode, { severity: ReviewSeverity; message: string }> = {
  file_not_processed: {
    severity: 'critical',
    message: 'A file could not be processed (its position in the request, then why)',
  },
  document_not_read: {
    severity: 'critical',
    message: 'A document could not be read as a statement, so none of its figures are used',
  },
  failed_read: { severity: 'critical', message: 'A document failed to read' },
  statement_not_verified: {
    severity: 'critical',
    message: 'A statement did not pass the reconciliation gate, so its figures are not used',
  },
  unreconciled_statement: {
    severity: 'critical',
    message: 'A statement does not reconcile (opening + credits − debits ≠ closing)',
  },
  no_statement_read: { severity: 'critical', message: 'No bank statement was read from the packet' },
  reupload_required: { severity: 'critical', message: 'Pages are too poor to read: ask for a better copy' },
  image_read_unavailable: {
    severity: 'critical',
    message: 'A scanned statement could not be read: no image reader is configured',
  },
  image_read_gate: { severity: 'critical', message: 'The image read of a statement did not reconcile' },
  second_read_disagrees: { severity: 'critical', message: 'Two independent reads of a scanned statement disagree' },
  ocr_failed: { severity: 'critical', message: 'The offline text recognition failed on a page' },
  ocr_read_gate: { severity: 'critical', message: 'The offline read of a statement did not reconcile' },
  ocr_reads_disagree: { severity: 'critical', message: 'The two offline readers disagree about a statement' },
  ocr_model_disagree: {
    severity: 'critical',
    message: 'The offline read and the model read disagree about a statement',
  },
  ocr_second_read_unavailable: {
    severity: 'critical',
    message: 'A scanned statement had only one read; a second is needed to verify it',
  },
  application_model_read_failed: {
    severity: 'warning',
    message: 'The merchant application could not be read by the model',
  },
  application_partially_read: { severity: 'warning', message: 'The merchant application was only partly read' },
  application_missing: { severity: 'warning', message: 'The merchant application lacks a field' },
  application_ocr_unconfirmed: {
    severity: 'warning',
    message: 'Some values of the scanned application were read differently by the two OCR engines (or by one only)',
  },
  declared_business_not_on_statements: {
    severity: 'warning',
    message: 'The declared business name is not on any statement',
  },
  other_business_statement: {
    severity: 'warning',
    message: 'A statement belongs to another business and is left out of the figures',
  },
  account_holder_name_differs: {
    severity: 'warning',
    message: "A statement's account holder differs from the business",
  },
  duplicate_statement: { severity: 'warning', message: 'A statement duplicates another one and is counted once' },
  excluded_statement_in_metrics: {
    severity: 'critical',
    message: 'An excluded statement was found among those feeding the figures',
  },
  statement_excluded_from_metrics: {
    severity: 'warning',
    message: 'A verified statement is left out of months and underwriting',
  },
  statement_period_from_rows: {
    severity: 'warning',
    message: "A statement prints no whole period: its transactions' first and last dates stand in",
  },
  no_verified_statement_for_months: { severity: 'critical', message: 'Months no verified statement covers' },
  packet_fraud: { severity: 'critical', message: 'A fraud signal across the packet' },
  statement_gap: { severity: 'warning', message: 'Days between two statements of an account that no statement covers' },
  missing_month: { severity: 'warning', message: 'A month of an account has no statement' },
  no_complete_month: { severity: 'warning', message: 'No month is complete, so averages rest on partial months' },
  unlabelled_revenue: { severity: 'warning', message: "A large share of a month's revenue could not be labelled" },
  category_conflicts: { severity: 'warning', message: 'The rules and the model disagree on transaction categories' },
  transfer_to_undisclosed_account: {
    severity: 'warning',
    message: 'Money moves to an account of the business not in the packet',
  },
  financing_claim_rejected: {
    severity: 'warning',
    message: 'A financing position the model claimed is not borne out by the transactions',
  },
  position_cadence_unknown: {
    severity: 'warning',
    message: "A financing position's payment cadence could not be told",
  },
  position_kind_unconfirmed: {
    severity: 'warning',
    message: 'A financing position could not be confirmed as an advance or a loan',
  },
  position_unnamed_payee: {
    severity: 'warning',
    message: 'Debits of a near-constant amount recur daily or weekly to a payee no list names as a funder',
  },
  funding_without_payments: { severity: 'warning', message: 'A funding deposit has no payments after it' },
  model_categorization_failed: {
    severity: 'warning',
    message: 'The model could not categorize a statement; the rules alone did',
  },
  model_positions_failed: {
    severity: 'warning',
    message: 'The model could not check financing positions; the rules alone did',
  },
};

export const ReviewDetailSchema = Type.Object({
  code: Type.String({ enum: [...REVIEW_REASON_CODES], description: 'the code of docs/review-reasons.md' }),
  document_id: Type.Union([Type.String(), Type.Null()], { description: 'the document the reason is about, if one' }),
  message: Type.String({ description: 'the reason in plain words, its details after a colon' }),
  severity: Type.String({ enum: ['critical', 'warning'] }),
  reason: Type.String({ description: 'the packed string of review_reasons this detail explains' }),
});
export type ReviewDetail = Static<typeof ReviewDetailSchema>;

const DOCUMENT_ID = /^doc_\d+$/;
/** `no_transactions+missing_opening_balance` → `no transactions, missing opening balance`; ids stay as they are. */
const plain = (detail: string) =>
  detail
    .split('+')
    .map((w) => (/^[a-z]+(_[a-z]+)+$/.test(w) ? w.replace(/_/g, ' ') : w))
    .join(', ');

/** The packed reasons, each explained; a reason outside the list keeps its text as its message. */
export function reviewDetails(reasons: string[]): ReviewDetail[] {
  return reasons.map((reason) => {
    const [, ...details] = reason.split(':');
    const code = reviewReasonCode(reason);
    const entry = code ? REVIEW_REASON_CATALOGUE[code] : { severity: 'critical' as const, message: reason };
    const shown = details.filter((d) => d !== '');
    return {
      code: code ?? reason.split(':', 1)[0]!,
      document_id: details.find((d) => DOCUMENT_ID.test(d)) ?? null,
      message: code && shown.length ? `${entry.message}: ${shown.map(plain).join(', ')}` : entry.message,
      severity: entry.severity,
      reason,
    };
  });
}
