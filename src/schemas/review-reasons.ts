// The closed list of review-reason codes. A reason in `review_reasons` is `code` or `code:detail:...`
// (the detail names the document, account, month or funder); a client switches on the code.
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
  // the packet: whose statements, which ones count
  'declared_business_not_on_statements',
  'other_business_statement',
  'account_holder_name_differs',
  'duplicate_statement',
  'excluded_statement_in_metrics',
  'statement_excluded_from_metrics',
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
