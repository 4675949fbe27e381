// The category strings of a row (docs/categorization.md). One place; everything else imports these.

export const CATEGORIES = [
  'revenue',
  'mca_funding',
  'mca_payment',
  'loan',
  'nsf',
  'overdraft',
  'returned_item',
  'transfer',
  'payroll',
  'taxes',
  'other',
  'unknown',
] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(x: unknown): x is Category {
  return typeof x === 'string' && (CATEGORIES as readonly string[]).includes(x);
}

/** `strong`: a dictionary name, fee wording or a matched own-account transfer; the model may not override it. */
export type RuleStrength = 'strong' | 'weak' | 'none';

export interface RuleResult {
  category: Category;
  counterparty: string;
  /** machine-readable why, e.g. `dictionary:mca:Kapitus`, `wording:nsf`, `transfer:own_account_match` */
  reason: string;
  strength: RuleStrength;
  isNsf: boolean;
  isOverdraft: boolean;
  /** the dictionary kind behind the category, when one matched */
  entryKind?: 'mca' | 'loan' | 'payroll' | 'tax' | 'processor' | 'payee';
}
