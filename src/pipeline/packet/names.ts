// Business names and tax ids compared the way a person would: case, punctuation and legal-form words
// (LLC, Inc, Corp...) do not make two names different; no shared word at all does.

const LEGAL_FORMS = new Set([
  'llc',
  'lc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llp',
  'lp',
  'pllc',
  'pc',
  'pa',
  'plc',
  'the',
  'dba',
  'and',
  'of',
  'a',
]);

/** Significant words of a name: lower-case, `&` as and, punctuation and legal forms dropped. `L.L.C.` → nothing. */
export function nameTokens(name: string | null | undefined): string[] {
  if (!name) return [];
  const text = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '') // L.L.C. → llc, Joe's → joes
    .replace(/[^a-z0-9]+/g, ' ');
  return text.split(' ').filter((w) => w && !LEGAL_FORMS.has(w));
}

/** One normalized string for a name (`Acme Plumbing, L.L.C.` → `acme plumbing`), '' when nothing is left. */
export function normalizeBusinessName(name: string | null | undefined): string {
  return nameTokens(name).join(' ');
}

export type NameMatch = 'same' | 'similar' | 'different' | 'unknown';

/**
 * How an account holder name relates to the names the merchant declared (business name, DBA, owners).
 * `same`: one name's words all appear in the other (`ACME PLUMBING LLC` vs `Acme Plumbing`, or
 * `JOHN SMITH DBA ACME PLUMBING`). `similar`: some significant word is shared. `different`: no word in
 * common with any declared name. `unknown`: nothing to compare.
 */
export function compareHolder(
  holder: string | null | undefined,
  declared: Array<string | null | undefined>,
): NameMatch {
  const h = new Set(nameTokens(holder));
  const refs = declared.map(nameTokens).filter((t) => t.length > 0);
  if (h.size === 0 || refs.length === 0) return 'unknown';
  let best: NameMatch = 'different';
  for (const ref of refs) {
    const r = new Set(ref);
    const shared = [...r].filter((w) => h.has(w)).length;
    if (shared === r.size || shared === h.size) return 'same';
    if (shared > 0) best = 'similar';
  }
  return best;
}

/** The 9 digits of an EIN (`12-3456789`), or null when the text is not one. */
export function einDigits(ein: string | null | undefined): string | null {
  if (!ein) return null;
  const d = ein.replace(/\D/g, '');
  return d.length === 9 ? d : null;
}
