// The spec's Application `fields` and `owners[]`, the model's answer schema for them, and the label
// aliases that find them in AcroForm field names and printed "Label: value" lines. Pure.
import { Type, type Static } from 'typebox';

export const FIELD_KEYS = [
  'legal_business_name',
  'dba',
  'entity_type',
  'ein',
  'business_start_date',
  'state_of_incorporation',
  'industry',
  'naics',
  'business_phone',
  'business_email',
  'website',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'requested_amount',
  'use_of_funds',
  'monthly_revenue',
  'gross_annual_revenue',
  'existing_advances_disclosed',
  'broker_company_name',
  'home_phone',
  'signed_date',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number] | 'signed';

export const OWNER_KEYS = [
  'name',
  'title',
  'ownership_pct',
  'email',
  'mobile_phone',
  'home_address',
  'city',
  'state',
  'zip',
  'date_of_birth',
  'ssn_last4',
  'credit_score',
] as const;
export type OwnerKey = (typeof OWNER_KEYS)[number];

const S = Type.Union([Type.String(), Type.Null()]);
const NumOrNull = Type.Union([Type.Number(), Type.Null()]);

export const ApplicationAnswerSchema = Type.Object({
  fields: Type.Object({
    ...Object.fromEntries(FIELD_KEYS.map((k) => [k, S])),
    signed: Type.Union([Type.Boolean(), Type.Null()]),
  } as unknown as Record<string, typeof S>),
  owners: Type.Array(
    Type.Object({
      name: S,
      title: S,
      ownership_pct: NumOrNull,
      email: S,
      mobile_phone: S,
      home_address: S,
      city: S,
      state: S,
      zip: S,
      date_of_birth: S,
      ssn_last4: Type.Union([
        Type.String({ description: 'last four digits only, never the full number' }),
        Type.Null(),
      ]),
      credit_score: NumOrNull,
    }),
  ),
});
export type ApplicationAnswer = Static<typeof ApplicationAnswerSchema>;

/** Normalized label → business field. Labels are lower case words (punctuation removed). */
export const FIELD_ALIASES: Record<string, FieldKey> = {
  'legal business name': 'legal_business_name',
  'business legal name': 'legal_business_name',
  'legal name': 'legal_business_name',
  'company name': 'legal_business_name',
  'business name': 'legal_business_name',
  'merchant legal name': 'legal_business_name',
  dba: 'dba',
  'doing business as': 'dba',
  'dba name': 'dba',
  'entity type': 'entity_type',
  'type of entity': 'entity_type',
  'business type': 'entity_type',
  'legal entity': 'entity_type',
  ein: 'ein',
  'federal tax id': 'ein',
  'tax id': 'ein',
  fein: 'ein',
  'federal tax id ein': 'ein',
  'tax id ein': 'ein',
  'business start date': 'business_start_date',
  'date established': 'business_start_date',
  'business inception date': 'business_start_date',
  'start date': 'business_start_date',
  'state of incorporation': 'state_of_incorporation',
  'state of inc': 'state_of_incorporation',
  industry: 'industry',
  'industry type': 'industry',
  'type of business': 'industry',
  naics: 'naics',
  'naics code': 'naics',
  'business phone': 'business_phone',
  'company phone': 'business_phone',
  phone: 'business_phone',
  'business email': 'business_email',
  'company email': 'business_email',
  website: 'website',
  'company website': 'website',
  'business address': 'address_line_1',
  address: 'address_line_1',
  'address line 1': 'address_line_1',
  'street address': 'address_line_1',
  'address line 2': 'address_line_2',
  suite: 'address_line_2',
  city: 'city',
  state: 'state',
  zip: 'zip',
  'zip code': 'zip',
  'postal code': 'zip',
  'requested amount': 'requested_amount',
  'amount requested': 'requested_amount',
  'funding amount requested': 'requested_amount',
  'requested funding': 'requested_amount',
  'use of funds': 'use_of_funds',
  'purpose of funds': 'use_of_funds',
  'loan purpose': 'use_of_funds',
  'monthly revenue': 'monthly_revenue',
  'average monthly revenue': 'monthly_revenue',
  'monthly sales': 'monthly_revenue',
  'avg monthly sales': 'monthly_revenue',
  'gross annual revenue': 'gross_annual_revenue',
  'annual revenue': 'gross_annual_revenue',
  'annual sales': 'gross_annual_revenue',
  'existing advances': 'existing_advances_disclosed',
  'existing advances disclosed': 'existing_advances_disclosed',
  'open advances': 'existing_advances_disclosed',
  'current advances': 'existing_advances_disclosed',
  'broker company': 'broker_company_name',
  'iso name': 'broker_company_name',
  'broker company name': 'broker_company_name',
  'iso company': 'broker_company_name',
  'home phone': 'home_phone',
  'signed date': 'signed_date',
  'date signed': 'signed_date',
  'signature date': 'signed_date',
  signed: 'signed',
  signature: 'signed',
};

/** Labels inside an owner's section (or after "Owner 2" in an AcroForm name): generic words → owner key. */
export const OWNER_ALIASES: Record<string, OwnerKey> = {
  name: 'name',
  'full name': 'name',
  'owner name': 'name',
  'principal name': 'name',
  'guarantor name': 'name',
  'owner full name': 'name',
  'first and last name': 'name',
  title: 'title',
  'owner title': 'title',
  position: 'title',
  ownership: 'ownership_pct',
  'ownership %': 'ownership_pct',
  'ownership pct': 'ownership_pct',
  'percent ownership': 'ownership_pct',
  'ownership percentage': 'ownership_pct',
  '% ownership': 'ownership_pct',
  '% owned': 'ownership_pct',
  'percent owned': 'ownership_pct',
  email: 'email',
  'email address': 'email',
  'owner email': 'email',
  'e mail': 'email',
  mobile: 'mobile_phone',
  'mobile phone': 'mobile_phone',
  'mobile number': 'mobile_phone',
  cell: 'mobile_phone',
  'cell phone': 'mobile_phone',
  'cell number': 'mobile_phone',
  phone: 'mobile_phone',
  'phone number': 'mobile_phone',
  address: 'home_address',
  'home address': 'home_address',
  'residential address': 'home_address',
  'residence address': 'home_address',
  'street address': 'home_address',
  'owner address': 'home_address',
  'home street address': 'home_address',
  city: 'city',
  'owner city': 'city',
  state: 'state',
  'owner state': 'state',
  zip: 'zip',
  'zip code': 'zip',
  'postal code': 'zip',
  'owner zip': 'zip',
  'date of birth': 'date_of_birth',
  dob: 'date_of_birth',
  'birth date': 'date_of_birth',
  ssn: 'ssn_last4',
  'ssn last 4': 'ssn_last4',
  'social security number': 'ssn_last4',
  'social security': 'ssn_last4',
  'social security #': 'ssn_last4',
  'credit score': 'credit_score',
  'est credit score': 'credit_score',
  'estimated credit score': 'credit_score',
  fico: 'credit_score',
  'fico score': 'credit_score',
};

export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/%/g, ' % ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Owner 2 Name" → { owner: 1, label: "owner name" }; a label without an owner number is owner 0. */
export function ownerIndex(label: string): { owner: number; label: string } {
  const m = /\b(?:owner|principal|guarantor)\s*(\d)\b/.exec(label);
  if (!m) return { owner: 0, label };
  return {
    owner: Math.max(0, Number(m[1]) - 1),
    label: label.replace(m[0], m[0].replace(/\s*\d/, '')).replace(/\s+/g, ' ').trim(),
  };
}

/** Owner values need care: an SSN keeps only its last four digits; numbers parse. */
export function ownerValue(key: OwnerKey, raw: string): string | number | null {
  const v = raw.trim();
  if (!v) return null;
  if (key === 'ssn_last4') {
    const d = v.replace(/\D/g, '');
    return d.length >= 4 ? d.slice(-4) : null;
  }
  if (key === 'ownership_pct' || key === 'credit_score') {
    const n = Number(v.replace(/[%,\s]/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return v;
}
