// The spec's `result.submission_packet` (interface.md, "submission_packet"), as TypeBox schemas.
// result.ts keeps `submission_packet` free-form; this is the shape the packet stage produces, and the
// field names are spelled here once. Every field is documented in docs/submission-packet.md.
import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Str = Type.String();
const NStr = Nullable(Type.String());
const Decimal = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
const DateStr = Type.String({ format: 'date' });

export const EXCLUDED_REASONS = [
  'unclassified_document',
  'duplicate_statement',
  'unreconciled_statement',
  'failed_read',
  'other_business_statement',
] as const;
export type ExcludedReason = (typeof EXCLUDED_REASONS)[number];

export const ProfileSourceSchema = Type.Object({ source: Str, value: Str, document_id: NStr, extracted_by: Str });
export const ProfileFieldSchema = Type.Object({ value: NStr, sources: Type.Array(ProfileSourceSchema) });
export type ProfileField = Static<typeof ProfileFieldSchema>;

export const PROFILE_FIELDS = [
  'legal_business_name',
  'doing_business_as',
  'business_start_date',
  'federal_tax_id',
  'entity_type',
  'state_of_incorporation',
  'company_phone',
  'company_website',
  'company_email',
  'industry_type',
  'naics',
  'annual_revenue',
  'monthly_revenue',
  'amount_requested',
  'loan_purpose',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip_code',
  'owner_name',
  'ownership_percentage',
  'mobile_phone',
  'owner_email',
  'ssn_last4',
  'date_of_birth',
  'credit_score',
  'has_signed',
  'signed_date',
] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];
export const CompanyProfileSchema = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ProfileFieldSchema])) as Record<
    ProfileFieldName,
    typeof ProfileFieldSchema
  >,
);
export type CompanyProfile = Record<ProfileFieldName, ProfileField>;

export const PacketDocumentSchema = Type.Object({
  packet_index: Type.Integer({ minimum: 1 }),
  kind: Str,
  document_type: Str,
  source_file: Str,
  packet_pages: Type.Array(Type.Integer()),
  status: Type.String({ description: '`accepted` or `excluded`' }),
  document_id: NStr,
  declared_document_type: NStr,
  content_sha256: NStr,
  content_fingerprint: NStr,
  statement_fingerprint: NStr,
  period_start: Nullable(DateStr),
  period_end: Nullable(DateStr),
  excluded_reason: NStr,
  account_key: NStr,
});
export type PacketDocumentOut = Static<typeof PacketDocumentSchema>;

export const CoverageMonthSchema = Type.Object({
  month: Str,
  status: Type.String({ description: '`reconciled`, `unreconciled` or `missing`' }),
  transaction_count: Type.Integer(),
  document_ids: Type.Array(Str),
});
export const CoverageAccountSchema = Type.Object({
  account: Str,
  account_key: Str,
  months: Type.Array(CoverageMonthSchema),
});
export const TransactionCoverageSchema = Type.Object({
  coverage_pct: Type.Number(),
  reconciled_pct: Type.Number(),
  accounts: Type.Array(CoverageAccountSchema),
});
export type TransactionCoverage = Static<typeof TransactionCoverageSchema>;

export const ChainLinkSchema = Type.Object({
  account_key: Str,
  from_document_id: Str,
  to_document_id: Str,
  from_period_end: DateStr,
  to_period_start: DateStr,
  gap_days: Type.Integer(),
  adjacent: Type.Boolean(),
  closing_balance: Nullable(Decimal),
  opening_balance: Nullable(Decimal),
  delta: Nullable(Decimal),
  status: Type.String({ description: '`held`, `broken` (adjacent, balances differ), `gap`, `overlap` or `unknown`' }),
});
export type ChainLink = Static<typeof ChainLinkSchema>;
export const BalanceChainSchema = Type.Object({
  status: Type.String({ description: '`held`, `broken`, `incomplete` or `not_applicable`' }),
  held_count: Type.Integer(),
  broken_count: Type.Integer(),
  links: Type.Array(ChainLinkSchema),
});
export type BalanceChain = Static<typeof BalanceChainSchema>;
export const MissingAccountJoinSchema = Type.Object({
  status: Type.String({ description: '`none_found` or `undisclosed_accounts`' }),
  disclosed_accounts: Type.Array(Type.Object({ account_key: Str, account_number_last4: NStr })),
  undisclosed_accounts: Type.Array(
    Type.Object({ account_suffix: Str, mentioned_in_document_ids: Type.Array(Str), transaction_count: Type.Integer() }),
  ),
});
export type MissingAccountJoin = Static<typeof MissingAccountJoinSchema>;

export const ExcludedDocumentSchema = Type.Object({
  packet_index: Type.Integer(),
  source_file: Str,
  document_type: Str,
  reason_code: Str,
  document_id: NStr,
  period_start: Nullable(DateStr),
  period_end: Nullable(DateStr),
});

export const ModeUSchema = Type.Object({
  available: Type.Boolean(),
  statement_count: Type.Integer(),
  reason: NStr,
  reasons: Type.Array(Str),
  account_count: Type.Integer(),
  gap_days: Type.Integer(),
  period_start: Nullable(DateStr),
  period_end: Nullable(DateStr),
});
export type ModeU = Static<typeof ModeUSchema>;

export const FraudReasonSchema = Type.Object({ signal: Str, severity: Str, evidence: Str, description: Str });
export type FraudReason = Static<typeof FraudReasonSchema>;
export const PacketFraudSchema = Type.Object({
  fraud_score: Type.Number({ minimum: 0, maximum: 100 }),
  severity: Type.String({ description: '`unknown`, `low`, `medium` or `high`' }),
  reasons: Type.Array(FraudReasonSchema),
  checks_run: Type.Array(Str),
  checks_not_possible: Type.Array(Str),
});
export type PacketFraud = Static<typeof PacketFraudSchema>;

export const SubmissionPacketSchema = Type.Object({
  packet_id: Str,
  intake: Type.Object({
    received_at: NStr,
    source: NStr,
    business_identity: Type.Object({
      identity_source: Type.String({ description: '`declared_ein`, `declared_name` or `documents`' }),
      business_name: NStr,
      business_ein: NStr,
      external_business_id: NStr,
    }),
    broker_email: NStr,
    contact_email: NStr,
    end_user_id: NStr,
    requested_advance_amount: NStr,
    file_declarations: Type.Array(
      Type.Object({ file_index: Type.Integer({ minimum: 1 }), filename: Str, declared_document_type: NStr }),
    ),
    request_content_sha256: Str,
  }),
  document_count: Type.Integer(),
  documents: Type.Array(PacketDocumentSchema),
  submission_intelligence: Type.Object({
    company_profile: CompanyProfileSchema,
    transaction_coverage: TransactionCoverageSchema,
    statement_count: Type.Integer(),
  }),
  cross_statement: Type.Object({ balance_chain: BalanceChainSchema, missing_account_join: MissingAccountJoinSchema }),
  statement_exclusions: Type.Object({
    excluded_documents: Type.Array(ExcludedDocumentSchema),
    included_statement_count: Type.Integer(),
    missing_months: Type.Array(Str),
    review_reasons: Type.Array(Str),
  }),
  mode_u: ModeUSchema,
  packet_fraud: PacketFraudSchema,
  review_reasons: Type.Array(Str),
});
export type SubmissionPacket = Static<typeof SubmissionPacketSchema>;
