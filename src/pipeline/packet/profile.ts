// The merchant's details with where each came from. A field's value is the first source in precedence
// order: the application (what the merchant signed), then the request (what the broker typed), then
// the bank statements (the holder name as the bank prints it). Every source is kept, so a reader sees
// disagreements instead of a silently picked winner.
import type { Application } from '../../schemas/result.ts';
import type { PacketIntake, StatementDoc } from './input.ts';
import { PROFILE_FIELDS, type CompanyProfile, type ProfileFieldName } from '../../schemas/packet.ts';

type Source = CompanyProfile[ProfileFieldName]['sources'][number];

/** company_profile field ← Application.fields key */
const APPLICATION_FIELDS: Partial<Record<ProfileFieldName, string>> = {
  legal_business_name: 'legal_business_name',
  doing_business_as: 'dba',
  business_start_date: 'business_start_date',
  federal_tax_id: 'ein',
  entity_type: 'entity_type',
  state_of_incorporation: 'state_of_incorporation',
  company_phone: 'business_phone',
  company_website: 'website',
  company_email: 'business_email',
  industry_type: 'industry',
  naics: 'naics',
  annual_revenue: 'gross_annual_revenue',
  monthly_revenue: 'monthly_revenue',
  amount_requested: 'requested_amount',
  loan_purpose: 'use_of_funds',
  address_line_1: 'address_line_1',
  address_line_2: 'address_line_2',
  city: 'city',
  state: 'state',
  zip_code: 'zip',
  has_signed: 'signed',
  signed_date: 'signed_date',
};

/** company_profile field ← first owner's key (the principal signer) */
const OWNER_FIELDS: Partial<Record<ProfileFieldName, keyof Application['owners'][number]>> = {
  owner_name: 'name',
  ownership_percentage: 'ownership_pct',
  mobile_phone: 'mobile_phone',
  owner_email: 'email',
  ssn_last4: 'ssn_last4',
  date_of_birth: 'date_of_birth',
  credit_score: 'credit_score',
};

/** company_profile field ← intake field */
const REQUEST_FIELDS: Partial<Record<ProfileFieldName, keyof PacketIntake>> = {
  legal_business_name: 'business_name',
  federal_tax_id: 'business_ein',
  amount_requested: 'requested_advance_amount',
};

function text(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t : null;
}

/** How an application field was read: its field_sources entry when it names one, else `application_read`. */
function extractedBy(app: Application, key: string): string {
  const fs = app.field_sources[key];
  if (typeof fs === 'string' && fs) return fs;
  if (fs && typeof fs === 'object') {
    const o = fs as Record<string, unknown>;
    for (const k of ['extracted_by', 'method', 'source']) if (typeof o[k] === 'string' && o[k]) return o[k] as string;
  }
  return 'application_read';
}

/** `layout` or `image`: how the statement's accepted (or last) attempt was read. */
function statementReader(s: StatementDoc): string {
  const a = s.statement.attempts;
  const accepted = a.find((x) => x.gate_status === 'accepted') ?? a[a.length - 1];
  return accepted ? `${accepted.read}_read` : 'statement_read';
}

export function buildCompanyProfile(
  intake: PacketIntake,
  applications: Array<{ documentId: string; application: Application }>,
  statements: StatementDoc[],
): CompanyProfile {
  const sources = new Map<ProfileFieldName, Source[]>(PROFILE_FIELDS.map((f) => [f, []]));
  const add = (field: ProfileFieldName, src: Source): void => {
    const list = sources.get(field)!;
    if (!list.some((x) => x.source === src.source && x.document_id === src.document_id && x.value === src.value))
      list.push(src);
  };
  for (const { documentId, application } of applications) {
    for (const [field, key] of Object.entries(APPLICATION_FIELDS) as Array<[ProfileFieldName, string]>) {
      const v = text(application.fields[key]);
      if (v !== null)
        add(field, {
          source: application.document_type || 'merchant_application',
          value: v,
          document_id: documentId,
          extracted_by: extractedBy(application, key),
        });
    }
    const owner = application.owners[0];
    if (owner) {
      for (const [field, key] of Object.entries(OWNER_FIELDS) as Array<[ProfileFieldName, keyof typeof owner]>) {
        const v = text(owner[key]);
        if (v !== null)
          add(field, {
            source: application.document_type || 'merchant_application',
            value: v,
            document_id: documentId,
            extracted_by: extractedBy(application, `owners.0.${key}`),
          });
      }
    }
  }
  for (const [field, key] of Object.entries(REQUEST_FIELDS) as Array<[ProfileFieldName, keyof PacketIntake]>) {
    const v = text(intake[key]);
    if (v !== null) add(field, { source: 'request', value: v, document_id: null, extracted_by: 'request' });
  }
  for (const s of statements) {
    const v = text(s.statement.account_holder_name);
    if (v !== null)
      add('legal_business_name', {
        source: s.statement.document_type || 'bank_statement',
        value: v,
        document_id: s.doc.documentId,
        extracted_by: statementReader(s),
      });
  }
  return Object.fromEntries(
    PROFILE_FIELDS.map((f) => {
      const list = sources.get(f)!;
      return [f, { value: list[0]?.value ?? null, sources: list }];
    }),
  ) as CompanyProfile;
}
