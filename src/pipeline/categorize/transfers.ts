// Transfers between the merchant's own accounts, recognised across the packet's statements:
// same amount, opposite direction, different accounts, dates at most MAX_DAYS apart, and at least one
// side says "transfer" or names the other account's suffix. A lone amount match is not enough
// (a $5,000 deposit and a $5,000 rent check on the same day are not a transfer).
import type { CategorizedRow } from './row.ts';
import { mentionedSuffixes } from './normalize.ts';
import { daysBetween } from '../calendar.ts';

export const MAX_TRANSFER_DAYS = 3;

/** Two printed account suffixes name the same account (one may be shorter: `…78` and `5678`). */
export function suffixesMatch(a: string, b: string): boolean {
  return a.endsWith(b) || b.endsWith(a);
}

// a wire that prints its originator reads as revenue, but between two accounts of the packet it is the merchant's own
function eligible(r: CategorizedRow): boolean {
  return (
    r.ruleCategory === 'transfer' || r.ruleCategory === 'unknown' || /^wording:(deposit|expense|wire)/.test(r.reason)
  );
}

function saysTransferTo(r: CategorizedRow, otherSuffix: string | null): boolean {
  if (r.ruleCategory === 'transfer') return true;
  return otherSuffix !== null && mentionedSuffixes(r.description).some((s) => suffixesMatch(s, otherSuffix));
}

export interface TransferAccount {
  accountKey: string;
  accountSuffix: string | null;
  rows: CategorizedRow[];
}

/**
 * Marks matched pairs `transfer` (strong) in place and returns the suffixes that transfer wording names
 * but no statement of the packet has (possible undisclosed accounts).
 */
export function matchOwnTransfers(accounts: TransferAccount[]): { pairs: number; undisclosedSuffixes: string[] } {
  const suffixOf = new Map(accounts.map((a) => [a.accountKey, a.accountSuffix]));
  const credits = accounts.flatMap((a) => a.rows.filter((r) => r.type === 'credit' && eligible(r)));
  const used = new Set<CategorizedRow>();
  let pairs = 0;
  for (const a of accounts) {
    for (const debit of a.rows) {
      if (debit.type !== 'debit' || !eligible(debit)) continue;
      let best: CategorizedRow | null = null;
      for (const c of credits) {
        if (used.has(c) || c.accountKey === debit.accountKey || c.amountCents !== debit.amountCents) continue;
        const gap = Math.abs(daysBetween(debit.date, c.date));
        if (gap > MAX_TRANSFER_DAYS) continue;
        const linked = saysTransferTo(debit, suffixOf.get(c.accountKey) ?? null) || saysTransferTo(c, a.accountSuffix);
        if (!linked) continue;
        if (!best || gap < Math.abs(daysBetween(debit.date, best.date))) best = c;
      }
      if (!best) continue;
      used.add(best);
      pairs++;
      markTransfer(debit, best.accountKey, suffixOf.get(best.accountKey) ?? null);
      markTransfer(best, debit.accountKey, a.accountSuffix);
    }
  }
  const own = [...suffixOf.values()].filter((s): s is string => !!s);
  const undisclosed = new Set<string>();
  for (const a of accounts) {
    for (const r of a.rows) {
      if (r.ruleCategory !== 'transfer' || r.reason.startsWith('transfer:own_account_match')) continue;
      for (const s of mentionedSuffixes(r.description)) {
        if (own.some((o) => suffixesMatch(o, s))) {
          r.reason = `transfer:own_suffix:${s}`;
          r.strength = 'strong';
          r.counterparty = `Own account x${s}`;
        } else undisclosed.add(s);
      }
    }
  }
  return { pairs, undisclosedSuffixes: [...undisclosed].sort() };
}

function markTransfer(r: CategorizedRow, otherKey: string, otherSuffix: string | null): void {
  r.ruleCategory = 'transfer';
  r.reason = `transfer:own_account_match:${otherKey}`;
  r.strength = 'strong';
  r.counterparty = otherSuffix ? `Own account x${otherSuffix}` : 'Own account';
}
