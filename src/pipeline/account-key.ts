// The one account key: how a statement's account is named in result.accounts[], months' `accounts`,
// positions' `account_key` and the packet's documents alike (`meridian-national-bank-2742`).
// Institution and last 4 digits, lower-case, dashes; without digits the document stands alone.

export interface AccountIdentity {
  institution_name: string | null;
  account_number_last4: string | null;
  document_id: string;
}

export function accountKeyOf(s: AccountIdentity): string {
  const bank = (s.institution_name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (s.account_number_last4) return bank ? `${bank}-${s.account_number_last4}` : `acct-${s.account_number_last4}`;
  return `doc-${s.document_id}`;
}
