// The spec's result resources (../shared/spec/interface.md, "Resources and their fields"), as TypeBox
// schemas. This file is the one place their field names are spelled; code uses Static<> of these.
// Money inside results is a decimal string; the underwriting block uses JSON numbers.
import { Type, type Static } from 'typebox';
import { CorrectionsSummarySchema } from './corrections.ts';
import { JobStatusSchema } from './job.ts';
import { SubmissionPacketSchema } from './packet.ts';
import { REVIEW_REASON_CODES, ReviewDetailSchema } from './review-reasons.ts';
import { ReviewStateSchema } from './review.ts';

const Decimal = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'decimal amount, two places' });
const DateStr = Type.String({ format: 'date' });
const Timestamp = Type.String({ format: 'date-time' });
const Free = Type.Record(Type.String(), Type.Unknown());
const Opt = Type.Optional;
/** `code` or `code:detail:...`; clients switch on the code (src/schemas/review-reasons.ts, docs/api.md). */
const ReviewReason = Type.String({
  pattern: `^(${REVIEW_REASON_CODES.join('|')})(:.*)?$`,
  description: 'a review reason: `code` or `code:detail:...`',
});
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const UsageSchema = Type.Object({
  calls: Type.Integer(),
  paid_calls: Type.Integer(),
  replayed_calls: Type.Integer(),
  document_cache_hits: Type.Integer(),
  prompt_tokens: Type.Integer(),
  cached_prompt_tokens: Type.Integer(),
  completion_tokens: Type.Integer(),
  reasoning_tokens: Type.Integer(),
  cost_usd: Type.String(),
  prompt_cache_hit_rate: Type.Number(),
  by_task: Free,
});
export type Usage = Static<typeof UsageSchema>;

export const CorrectionMarkSchema = Type.Object({
  correction_ids: Type.Array(Type.String()),
  changes: Free,
});

/** Where a row is printed: its page of the source file and the box of its line, so a client can draw it. */
export const RowSourceSchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, description: 'page of the source file (as `page`)' }),
    bbox: Nullable(
      Type.Array(Type.Number(), {
        minItems: 4,
        maxItems: 4,
        description:
          "[x, y, w, h] in page units (PDF points, y down from the top of the page), the union of the words of the row's printed line; null for a model image read, which reads no geometry",
      }),
    ),
  },
  { description: 'the printed place of the row (text layer and OCR alike)' },
);

export const TransactionSchema = Type.Object({
  index: Type.Integer(),
  date: DateStr,
  description: Type.String(),
  amount: Decimal,
  transaction_type: Type.String({ enum: ['credit', 'debit'], description: '`credit` or `debit`' }),
  category: Type.String(),
  category_source: Type.String({ enum: ['rules', 'model', 'none', 'correction'] }),
  rule_category: Type.String(),
  running_balance: Nullable(Decimal),
  is_pending: Type.Boolean({ default: false }),
  category_conflict: Type.Boolean({ default: false }),
  counterparty: Type.String(),
  is_nsf: Type.Boolean({ default: false }),
  is_overdraft: Type.Boolean({ default: false }),
  mca_position_id: Opt(Nullable(Type.String())),
  counted_as: Opt(Nullable(Type.String())),
  mca_projected: Opt(Type.Boolean()),
  account_section_id: Opt(Nullable(Type.String())),
  account_number_suffix: Opt(Nullable(Type.String())),
  page: Type.Integer(),
  read_from: Type.String({
    enum: ['text', 'image', 'ocr'],
    description: '`text` for the layout engine, `image` for a model image read, `ocr` for a local OCR read',
  }),
  category_reason: Opt(Type.String({ description: 'why the deterministic rule chose rule_category' })),
  source: Opt(RowSourceSchema),
  correction: Opt(CorrectionMarkSchema),
});
export type Transaction = Static<typeof TransactionSchema>;

export const IssueSchema = Type.Object({ code: Type.String(), message: Type.String(), severity: Type.String() });

export const PageAssessmentSchema = Type.Object({
  page_number: Type.Integer({ minimum: 1 }),
  readiness_score: Type.Number(),
  quality_score: Type.Number({ minimum: 0, maximum: 1 }),
  blur_variance: Nullable(Type.Number()),
  brightness: Nullable(Type.Number()),
  contrast: Nullable(Type.Number()),
  skew_angle_degrees: Nullable(Type.Number()),
  lighting_variance: Nullable(Type.Number()),
  crop_box: Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }),
  photo_like: Type.Boolean({ default: false }),
  blocking: Type.Boolean({ default: false }),
  operations_applied: Type.Array(Type.String()),
  issues: Type.Array(IssueSchema),
});

export const ImageReadinessSchema = Type.Object({
  readiness_score: Type.Number({ minimum: 0, maximum: 1 }),
  quality_score: Type.Number({ minimum: 0, maximum: 1 }),
  quality_tier: Type.String(),
  assessed_pages: Type.Integer({ minimum: 1 }),
  reupload_required: Type.Boolean({ default: false }),
  page_assessments: Type.Array(PageAssessmentSchema),
  issues: Type.Array(IssueSchema),
});

export const GateSchema = Type.Object({
  status: Type.String({
    enum: ['accepted', 'review_required'],
    description: '`accepted` when verified, `review_required` otherwise',
  }),
  reconciled: Type.Boolean(),
  confidence: Type.Number(),
  reasons: Type.Array(Type.String()),
  reconciliation_reason: Nullable(Type.String()),
  reconciliation_evidence: Free,
  delta: Decimal,
  integrity_signals: Type.Array(Free),
  priority: Type.String(),
});
export type Gate = Static<typeof GateSchema>;

export const AttemptSchema = Type.Object({
  attempt: Type.Integer(),
  read: Type.String({
    enum: ['layout', 'image', 'image_verify', 'ocr'],
    description: '`layout`, `image`, `image_verify` or `ocr`',
  }),
  reconciled: Type.Boolean(),
  gate_status: Type.String(),
  windows: Type.Integer(),
  cost_usd: Type.String(),
  reason: Nullable(Type.String()),
  engine: Type.Optional(Type.String({ description: 'the local OCR engine of an `ocr` read (`tesseract`, `paddle`)' })),
  pages: Type.Optional(
    Type.Array(Type.Integer(), { description: 'the pages (of the source file) an `ocr` read read' }),
  ),
  ms: Type.Optional(Type.Integer({ description: 'wall time of an `ocr` read, all its pages' })),
});

export const StatementAccountSchema = Type.Object({
  account_section_id: Type.String(),
  credits_total: Decimal,
  debits_total: Decimal,
  transaction_count: Type.Integer(),
  account_name: Nullable(Type.String()),
  account_number_suffix: Nullable(Type.String()),
  period_start: Nullable(DateStr),
  period_end: Nullable(DateStr),
  opening_balance: Nullable(Decimal),
  closing_balance: Nullable(Decimal),
  reconciled: Type.Boolean(),
});

export const StatementSchema = Type.Object({
  document_id: Type.String(),
  source_file: Type.String(),
  content_sha256: Type.String(),
  packet_pages: Type.Array(Type.Integer()),
  page_modes: Type.Record(Type.String(), Type.Union([Type.Literal('text'), Type.Literal('image')]), {
    description: 'packet page → how it was read',
  }),
  document_type: Type.String(),
  gate: GateSchema,
  content_fingerprint: Type.String(),
  statement_fingerprint: Type.String(),
  read_reused: Type.Boolean({ default: false }),
  earlier_submission: Opt(
    Nullable(Type.Object({ job_id: Type.String(), document_id: Type.String(), relation: Type.String() })),
  ),
  image_readiness: ImageReadinessSchema,
  institution_name: Nullable(Type.String()),
  account_holder_name: Nullable(Type.String()),
  account_number_last4: Nullable(Type.String()),
  routing_number: Nullable(Type.String()),
  period_start: Nullable(DateStr),
  period_end: Nullable(DateStr),
  statement_kind: Type.String(),
  currency: Opt(
    Nullable(
      Type.String({
        pattern: '^[A-Z]{3}$',
        description:
          'ISO 4217 code of the currency the statement prints (its symbols and words); null when nothing tells',
      }),
    ),
  ),
  months: Type.Array(Type.String()),
  opening_balance: Nullable(Decimal),
  closing_balance: Nullable(Decimal),
  summary_total_credits: Nullable(Decimal),
  summary_total_debits: Nullable(Decimal),
  credits_total: Decimal,
  debits_total: Decimal,
  credit_count: Type.Integer(),
  debit_count: Type.Integer(),
  accounts: Type.Array(StatementAccountSchema),
  category_counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'category → rows' }),
  category_conflicts: Type.Integer({ default: 0 }),
  enrichment: Type.String(),
  enrichment_groups: Type.Integer({ default: 0 }),
  transactions: Type.Array(TransactionSchema),
  checks: Type.Array(Free),
  attempts: Type.Array(AttemptSchema),
  cache_hit: Type.Boolean({ default: false }),
  excluded_reason: Opt(Nullable(Type.String())),
  usage: UsageSchema,
});
export type Statement = Static<typeof StatementSchema>;

/** What a page is (files[].page_classification[].document_type), a closed list. */
const PageClassSchema = Type.Union([
  Type.Literal('bank_statement'),
  Type.Literal('merchant_application'),
  Type.Literal('tax_return'),
  Type.Literal('voided_check'),
  Type.Literal('identification'),
  Type.Literal('invoice'),
  Type.Literal('unclassified'),
]);
export type PageClass = Static<typeof PageClassSchema>;

export const PageClassificationSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  document_type: PageClassSchema,
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  signals: Type.Array(Type.String()),
  mode: Opt(Type.Union([Type.Literal('text'), Type.Literal('image')])),
});
export type PageClassification = Static<typeof PageClassificationSchema>;

export const SegmentSchema = Type.Object({
  segment_index: Type.Integer({ minimum: 0, description: '0-based, file order' }),
  document_type: PageClassSchema,
  pages: Type.Array(Type.Integer({ minimum: 1 })),
  boundary_reason: Type.String(),
  evidence: Nullable(Type.String()),
  account_number_last4: Nullable(Type.String()),
  period_start: Nullable(Type.String()),
  period_end: Nullable(Type.String()),
});
export type Segment = Static<typeof SegmentSchema>;

/** result.accounts[]: one per account key, with the months it covers and where its statements leave gaps. */
export const AccountSchema = Type.Object({
  account_key: Type.String(),
  months: Type.Array(Type.String()),
  missing_months: Type.Array(Type.String()),
  gaps: Type.Array(Type.Object({ from: Type.String(), to: Type.String() })),
  document_ids: Type.Array(Type.String()),
});
export type Account = Static<typeof AccountSchema>;

export const FileResultSchema = Type.Object({
  filename: Type.String(),
  status: Type.String({
    enum: ['processed', 'failed', 'unsupported'],
    description: 'with a reason when not `processed`',
  }),
  content_sha256: Type.String(),
  reason: Nullable(Type.String()),
  page_count: Type.Integer(),
  segments: Type.Array(SegmentSchema),
  page_classification: Type.Array(PageClassificationSchema),
});
export type FileResult = Static<typeof FileResultSchema>;

export const OwnerSchema = Type.Object({
  name: Nullable(Type.String()),
  title: Nullable(Type.String()),
  ownership_pct: Nullable(Type.Number()),
  email: Nullable(Type.String()),
  mobile_phone: Nullable(Type.String()),
  home_address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  date_of_birth: Nullable(Type.String()),
  ssn_last4: Nullable(Type.String()),
  credit_score: Nullable(Type.Number()),
});

export const ApplicationSchema = Type.Object({
  document_id: Type.String(),
  source_file: Type.String(),
  content_sha256: Type.String(),
  packet_pages: Type.Array(Type.Integer()),
  document_type: Type.String(),
  status: Type.String(),
  review_reasons: Type.Array(Type.String()),
  fields: Free,
  owners: Type.Array(OwnerSchema),
  field_sources: Free,
  cache_hit: Type.Boolean({ default: false }),
  usage: UsageSchema,
});
export type Application = Static<typeof ApplicationSchema>;

export const OtherDocumentSchema = Type.Object({
  source_file: Type.String(),
  document_type: Type.String(),
  packet_pages: Type.Array(Type.Integer()),
  confidence: Type.Number(),
  note: Type.String(),
});

export const MonthSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  deposits_total: Decimal,
  deposits_count: Type.Integer(),
  true_revenue: Decimal,
  true_revenue_count: Type.Integer(),
  total_non_revenue: Decimal,
  withdrawals_total: Decimal,
  withdrawals_count: Type.Integer(),
  mca_funding_total: Decimal,
  loan_proceeds_total: Decimal,
  transfers_in_total: Decimal,
  transfers_out_total: Decimal,
  mca_debits_total: Decimal,
  mca_debits_projected_total: Decimal,
  loan_payments_total: Decimal,
  taxes_total: Decimal,
  operating_expenses_total: Decimal,
  ebitda: Decimal,
  ebitda_margin_pct: Nullable(Decimal),
  holdback_pct: Nullable(Decimal),
  starting_balance: Nullable(Decimal),
  ending_balance: Nullable(Decimal),
  average_balance: Nullable(Decimal),
  negative_balance_days: Type.Integer(),
  low_balance_days: Type.Integer(),
  nsf_count: Type.Integer(),
  overdraft_count: Type.Integer(),
  returned_item_count: Type.Integer(),
  unknown_category_count: Type.Integer(),
  accounts: Type.Array(Type.String()),
  partial_period: Type.Boolean({ default: false }),
  is_mtd: Type.Boolean({ default: false }),
  included_in_averages: Type.Boolean(),
  true_revenue_unlabelled: Decimal,
  by_account: Type.Array(Free),
  correction: Opt(CorrectionMarkSchema),
});
export type Month = Static<typeof MonthSchema>;

export const PositionSchema = Type.Object({
  id: Type.String(),
  funder: Type.String(),
  counterparty_signature: Type.String(),
  account_key: Type.String(),
  cadence: Type.String({ enum: ['daily', 'weekly', 'biweekly', 'monthly', 'irregular'] }),
  payment_amount: Decimal,
  occurrences: Type.Integer(),
  total_repaid: Decimal,
  first_date: DateStr,
  last_date: DateStr,
  expected_next_date: Nullable(DateStr),
  is_active: Type.Boolean(),
  evidence: Type.String(),
  evidence_strength: Type.String(),
  counted_in_withhold: Type.Boolean(),
  key: Type.String({ default: '' }),
  kind: Type.String({ enum: ['mca', 'loan'] }),
  detection_reason_codes: Type.Array(Type.String()),
  linked_funding: Opt(Type.Array(Free)),
  correction: Opt(CorrectionMarkSchema),
});
export type Position = Static<typeof PositionSchema>;

const N = Type.Number();

/** A score band's limits and what it leaves for a new advance (underwriting.score_bands[]). */
export const BandCapacitySchema = Type.Object({
  band: Type.String(),
  min_score: N,
  max_score: N,
  max_withhold_pct: N,
  term_months: N,
  total_withhold_cap_pct: N,
  available_withhold_pct: N,
  monthly_payment_capacity: N,
  daily_payment_capacity: N,
  weekly_payment_capacity: N,
  max_offer_amount: N,
  max_offer_by_revenue: N,
});

/** An advance's terms: the recommended offer, or a proposed one priced. */
export const OfferTermsSchema = Type.Object({
  amount: N,
  factor_rate: N,
  term_months: N,
  frequency: Type.String(),
  fees_percent: N,
  payback: N,
  net_funding: N,
  payments: N,
  payment: N,
  monthly_payment: N,
  withhold_pct: Nullable(N),
  total_withhold_pct: Nullable(N),
});

export const AffordabilityPricingSchema = Type.Object({
  settings: Type.Object({
    ebitda_margin_multiplier: N,
    default_factor_rate: N,
    min_avg_monthly_deposits: N,
    min_avg_balance: N,
    max_monthly_nsfs: N,
    max_monthly_negative_days: N,
    min_monthly_deposit_count: N,
    max_offer_pct: N,
    min_offer_pct: N,
  }),
  factor_rate: N,
  priced_positions: N,
  position_adjustment: N,
  checks: Type.Array(Type.Object({ name: Type.String(), value: N, limit: N, passed: Type.Boolean() })),
  eligible: Type.Boolean(),
  min_offer_amount: N,
  max_offer_amount: N,
  recommended_offer: Nullable(OfferTermsSchema),
});

export const UnderwritingSchema = Type.Object({
  months_included: Type.Array(Type.String()),
  months_excluded: Type.Array(Type.String()),
  avg_monthly_revenue: Type.Number(),
  avg_monthly_revenue_all_months: Type.Number(),
  weighted_monthly_revenue: Type.Number(),
  avg_monthly_gross_deposits: Type.Number(),
  avg_monthly_deposit_count: Type.Number(),
  avg_monthly_nsf_count: Type.Number(),
  avg_monthly_negative_days: Type.Number(),
  avg_ending_balance: Type.Number(),
  avg_daily_balance: Type.Number(),
  revenue_slope_3m: Type.Number(),
  revenue_slope_6m: Type.Number(),
  ebitda_margin_pct: Type.Number(),
  ebitda_months_used: Type.Array(Type.String()),
  ebitda_months_excluded_as_outliers: Type.Array(Type.String()),
  existing_mca_monthly_payment: Type.Number(),
  existing_mca_daily_payment: Type.Number(),
  current_withhold_pct: Type.Number(),
  holdback_pct_avg: Type.Number(),
  active_positions: Type.Integer(),
  is_stacked: Type.Boolean(),
  ebitda_capacity_pct: Type.Number(),
  remaining_withhold_pct_ebitda: Type.Number(),
  score_bands: Type.Array(BandCapacitySchema),
  priced_positions: Type.Integer(),
  selected_band: Nullable(Type.Object({ ...BandCapacitySchema.properties, score: N })),
  affordability_pricing: AffordabilityPricingSchema,
  proposed_offer: Nullable(
    Type.Object({
      ...OfferTermsSchema.properties,
      capacity_pct: N,
      fits: Type.Boolean(),
      reasons: Type.Array(Type.String()),
    }),
  ),
  stated_vs_verified: Nullable(
    Type.Object({
      stated_monthly_revenue: N,
      verified_monthly_revenue: N,
      difference: N,
      difference_pct: Nullable(N),
      tolerance_pct: N,
      status: Type.String({ enum: ['consistent', 'overstated', 'understated', 'no_verified_revenue'] }),
    }),
  ),
});
export type Underwriting = Static<typeof UnderwritingSchema>;

export const EmailSummarySchema = Free;

export const ResultSchema = Type.Object({
  job_id: Type.String(),
  status: JobStatusSchema,
  source: Type.String(),
  created_at: Timestamp,
  completed_at: Timestamp,
  review_reasons: Type.Array(ReviewReason),
  review_details: Type.Array(ReviewDetailSchema, {
    description:
      'review_reasons, one each, in plain words with its code, document and severity (docs/review-reasons.md)',
  }),
  merchant_fingerprint: Nullable(Type.String()),
  related_jobs: Type.Array(Type.String()),
  email: Opt(Nullable(EmailSummarySchema)),
  submission_packet: Type.Union([
    SubmissionPacketSchema,
    Type.Object({}, { additionalProperties: false, description: 'a failed job: no packet was built' }),
  ]),
  files: Type.Array(FileResultSchema),
  statements: Type.Array(StatementSchema),
  applications: Type.Array(ApplicationSchema),
  other_documents: Type.Array(OtherDocumentSchema),
  accounts: Type.Array(AccountSchema),
  months: Type.Array(MonthSchema),
  /** an addition to the spec: one Month per statement cycle when the statements are not calendar months;
   * the underwriting block rests on these (docs/underwriting.md, Statement months) */
  statement_months: Opt(Type.Array(MonthSchema)),
  positions: Type.Array(PositionSchema),
  underwriting: Nullable(UnderwritingSchema),
  usage: UsageSchema,
  pipeline: Free,
  corrections: Opt(CorrectionsSummarySchema),
  /** present once a reviewer acknowledged a reason or resolved the job (POST /v1/jobs/{id}/review) */
  review: Opt(ReviewStateSchema),
  superseded_by: Opt(Nullable(Type.String())),
});
export type Result = Static<typeof ResultSchema>;

export function emptyUsage(): Usage {
  return {
    calls: 0,
    paid_calls: 0,
    replayed_calls: 0,
    document_cache_hits: 0,
    prompt_tokens: 0,
    cached_prompt_tokens: 0,
    completion_tokens: 0,
    reasoning_tokens: 0,
    cost_usd: '0.00',
    prompt_cache_hit_rate: 0,
    by_task: {},
  };
}
