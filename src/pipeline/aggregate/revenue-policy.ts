// A funder's choice of what true revenue leaves out (tenant setting `true_revenue_exclusions`). By default
// transfers in, loan proceeds, MCA funding and refunds are all out; a kind the funder takes off the list
// counts as revenue in the months and the underwriting block. The rows' own categories (transactions,
// category counts) stay as read: only the month arithmetic sees the relabel. An MCA funding credit counted
// as revenue is no longer linked to its position.
import { REVENUE_EXCLUSIONS, type RevenueExclusion } from '../../schemas/settings.ts';
import type { CategorizedRow } from '../categorize/row.ts';

function kindOf(r: CategorizedRow): RevenueExclusion | null {
  if (r.type !== 'credit' || r.countedAs) return null;
  if (r.category === 'transfer') return 'transfers';
  if (r.category === 'loan') return 'loan_proceeds';
  if (r.category === 'mca_funding') return 'mca_funding';
  // every `wording:non_revenue:` credit is a refund, reversal, cash back or reward (categorize/rules.ts)
  if (r.category === 'other' && r.reason.startsWith('wording:non_revenue:')) return 'refunds';
  return null;
}

export function countedAsRevenue(
  rows: CategorizedRow[],
  excluded: readonly RevenueExclusion[] = REVENUE_EXCLUSIONS,
): CategorizedRow[] {
  if (REVENUE_EXCLUSIONS.every((k) => excluded.includes(k))) return rows;
  return rows.map((r) => {
    const kind = kindOf(r);
    return kind && !excluded.includes(kind) ? { ...r, category: 'revenue' } : r;
  });
}
