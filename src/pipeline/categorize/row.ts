// A ledger row after the rules ran: the internal form aggregation works on (cents, not strings).
import type { LedgerRow } from '../types.ts';
import type { Category, RuleStrength } from './categories.ts';

export interface CategorizedRow extends LedgerRow {
  documentId: string;
  accountKey: string;
  /** the category aggregation uses: the rule's, or the model's where it may override */
  category: Category;
  ruleCategory: Category;
  categorySource: 'rules' | 'model';
  categoryConflict: boolean;
  counterparty: string;
  reason: string;
  strength: RuleStrength;
  isNsf: boolean;
  isOverdraft: boolean;
  readFrom: string;
  groupKey: string;
  /** set by position detection */
  positionId?: string;
  countedAs?: string;
  /** a payment of a regular MCA position: its cadence projects the month's burden and uncovered days */
  mcaProjected?: boolean;
}
