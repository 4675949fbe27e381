// Categorize a packet: rules on every row, own-account transfers across statements, then the model's
// per-group labels (when given) cross-checked against the rules. Entry: categorizePacket.
import { formatCents } from '../../money.ts';
import type { Transaction } from '../../schemas/result.ts';
import type { LedgerRow } from '../types.ts';
import { CATEGORIES, isCategory, type Category, type RuleResult } from './categories.ts';
import { groupKey } from './normalize.ts';
import type { CategorizedRow } from './row.ts';
import { categorizeDescription } from './rules.ts';
import { matchOwnTransfers, suffixesMatch } from './transfers.ts';
import { unifyCounterparties } from './counterparty.ts';

export { CATEGORIES, type Category } from './categories.ts';
export type { CategorizedRow } from './row.ts';

export interface CategorizeStatementInput {
  documentId: string;
  accountKey: string;
  accountSuffix: string | null;
  rows: LedgerRow[];
  /** `text` (layout engine) or `image` (image read); default `text` */
  readFrom?: string;
  /** the statement's `statement_kind`: on a `credit_card` statement a credit is a payment or a refund */
  statementKind?: string;
}

/** What the model says about one group of rows (or one row of an image read). */
export interface ModelLabel {
  category: string;
  counterparty?: string;
}

export interface ModelLabels {
  /** keyed by `ModelGroup.key` */
  byGroup?: Record<string, ModelLabel>;
  /** image reads categorize per row: documentId → row index → label */
  byRow?: Record<string, Record<number, ModelLabel>>;
}

export interface CategorizeOptions {
  modelLabels?: ModelLabels;
}

export interface StatementCategorization {
  documentId: string;
  rows: CategorizedRow[];
  categoryCounts: Record<Category, number>;
  categoryConflicts: number;
}

export interface PacketCategorization {
  statements: StatementCategorization[];
  /** every row whose model label disagreed with a definite rule */
  conflicts: Array<{
    documentId: string;
    index: number;
    description: string;
    ruleCategory: Category;
    modelCategory: string;
    used: Category;
  }>;
  categoryCounts: Record<Category, number>;
  ownTransferPairs: number;
  undisclosedSuffixes: string[];
}

export function emptyCounts(): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
}

function categorizeRow(row: LedgerRow, s: CategorizeStatementInput): CategorizedRow {
  const r = cardCredit(s, row) ?? categorizeDescription(row.description, row.type);
  return {
    ...row,
    documentId: s.documentId,
    accountKey: s.accountKey,
    category: r.category,
    ruleCategory: r.category,
    categorySource: 'rules',
    categoryConflict: false,
    counterparty: r.counterparty,
    reason: r.reason,
    strength: r.strength,
    isNsf: r.isNsf,
    isOverdraft: r.isOverdraft,
    readFrom: s.readFrom ?? 'text',
    groupKey: groupKey(row.description, row.type),
  };
}

/**
 * A credit on a card statement lowers what the card owes (a payment from a bank account, a refund, a
 * reversed fee): never the merchant's revenue, whatever its wording, and no model label makes it one.
 */
function cardCredit(s: CategorizeStatementInput, row: LedgerRow): RuleResult | null {
  if (s.statementKind !== 'credit_card' || row.type !== 'credit') return null;
  const r = categorizeDescription(row.description, row.type);
  return { ...r, category: 'transfer', reason: 'card_statement:credit', strength: 'strong', entryKind: undefined };
}

/**
 * Apply a model label. The model's category is used unless the rule is `strong` (a dictionary name,
 * fee wording, a matched own transfer): then the rule stands. Either way a disagreement with a definite
 * rule (not `unknown`) is a conflict. An invalid label is ignored and counted as a conflict.
 */
function applyLabel(row: CategorizedRow, label: ModelLabel, conflicts: PacketCategorization['conflicts']): void {
  const valid = isCategory(label.category);
  const disagrees = !valid || (row.ruleCategory !== 'unknown' && label.category !== row.ruleCategory);
  if (valid && row.strength !== 'strong') {
    row.category = label.category as Category;
    row.categorySource = 'model';
    if (label.counterparty && label.counterparty.trim()) row.counterparty = label.counterparty.trim();
  }
  if (disagrees) {
    row.categoryConflict = true;
    conflicts.push({
      documentId: row.documentId,
      index: row.index,
      description: row.description,
      ruleCategory: row.ruleCategory,
      modelCategory: label.category,
      used: row.category,
    });
  }
}

export function categorizePacket(
  statements: CategorizeStatementInput[],
  opts: CategorizeOptions = {},
): PacketCategorization {
  const rowsBy = statements.map((s) => s.rows.map((row) => categorizeRow(row, s)));
  // an account is a statement's account or another account printed in the same statement (a savings
  // section under the checking): transfers between them are the merchant's own, disclosed
  const byAccount = new Map<string, { accountKey: string; accountSuffix: string | null; rows: CategorizedRow[] }>();
  statements.forEach((s, i) => {
    for (const r of rowsBy[i]) {
      const suffix = r.accountNumberSuffix ?? s.accountSuffix;
      const printedApart = suffix && s.accountSuffix && !suffixesMatch(suffix, s.accountSuffix);
      const key = printedApart ? `${s.accountKey}:${suffix}` : s.accountKey;
      const acc = byAccount.get(key) ?? {
        accountKey: key,
        accountSuffix: printedApart ? suffix : s.accountSuffix,
        rows: [],
      };
      acc.rows.push(r);
      byAccount.set(key, acc);
    }
  });
  const { pairs, undisclosedSuffixes } = matchOwnTransfers([...byAccount.values()]);
  unifyCounterparties(rowsBy.flat());
  for (const rows of rowsBy) for (const r of rows) r.category = r.ruleCategory;

  const conflicts: PacketCategorization['conflicts'] = [];
  const labels = opts.modelLabels ?? {};
  const total = emptyCounts();
  const out = statements.map((s, i) => {
    const counts = emptyCounts();
    let n = 0;
    for (const row of rowsBy[i]) {
      const label = labels.byRow?.[s.documentId]?.[row.index] ?? labels.byGroup?.[row.groupKey];
      if (label) {
        const before = conflicts.length;
        applyLabel(row, label, conflicts);
        n += conflicts.length - before;
      }
      counts[row.category]++;
      total[row.category]++;
    }
    return { documentId: s.documentId, rows: rowsBy[i], categoryCounts: counts, categoryConflicts: n };
  });
  return { statements: out, conflicts, categoryCounts: total, ownTransferPairs: pairs, undisclosedSuffixes };
}

/** One group of rows as the model pass sees it: rows grouped by description, with counts, amounts and dates. */
export interface ModelGroup {
  key: string;
  type: 'credit' | 'debit';
  description: string;
  count: number;
  total: string;
  amounts: string[];
  dates: string[];
  rule_category: Category;
  counterparty: string;
}

/** Groups for the model prompt, from a categorization without labels. Keys are what `byGroup` expects. */
export function modelGroups(cat: PacketCategorization, maxSamples = 8): ModelGroup[] {
  const groups = new Map<string, { rows: CategorizedRow[] }>();
  for (const s of cat.statements)
    for (const r of s.rows) {
      const g = groups.get(r.groupKey) ?? { rows: [] };
      g.rows.push(r);
      groups.set(r.groupKey, g);
    }
  return [...groups.entries()].map(([key, { rows }]) => ({
    key,
    type: rows[0].type,
    description: rows[0].description,
    count: rows.length,
    total: formatCents(rows.reduce((a, r) => a + r.amountCents, 0)),
    amounts: [...new Set(rows.map((r) => formatCents(r.amountCents)))].slice(0, maxSamples),
    dates: rows.map((r) => r.date).slice(0, maxSamples),
    rule_category: rows[0].ruleCategory,
    counterparty: rows[0].counterparty,
  }));
}

/** The spec's Transaction for a categorized row. */
export function toTransaction(r: CategorizedRow): Transaction {
  return {
    index: r.index,
    date: r.date,
    description: r.description,
    amount: formatCents(r.amountCents),
    transaction_type: r.type,
    category: r.category,
    category_source: r.categorySource,
    rule_category: r.ruleCategory,
    running_balance: r.balanceCents === null ? null : formatCents(r.balanceCents),
    is_pending: false,
    category_conflict: r.categoryConflict,
    counterparty: r.counterparty,
    is_nsf: r.isNsf,
    is_overdraft: r.isOverdraft,
    mca_position_id: r.positionId ?? null,
    counted_as: r.countedAs ?? null,
    mca_projected: r.mcaProjected ?? false,
    account_section_id: r.accountSectionId,
    account_number_suffix: r.accountNumberSuffix,
    page: r.page,
    read_from: r.readFrom,
    category_reason: r.reason,
    source: { page: r.page, bbox: r.bbox ?? null },
  };
}
