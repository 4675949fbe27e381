// Across statements of one account: does each closing balance carry into the next opening balance, do
// the periods leave gaps, and do overlapping periods tell the same story. Only verified statements
// take part: their balances reconcile, so a disagreement between two of them is about the documents,
// not about a misread digit.
import { formatCents, toCents } from '../../money.ts';
import { daysBetween } from '../calendar.ts';
import type { StatementDoc } from './input.ts';
import type { BalanceChain, ChainLink, ModeU } from '../../schemas/packet.ts';

type Dated = StatementDoc & { statement: StatementDoc['statement'] & { period_start: string; period_end: string } };
const dated = (s: StatementDoc): s is Dated => !!s.statement.period_start && !!s.statement.period_end;

/** Statements per account, in period order. */
export function byAccountInOrder(statements: StatementDoc[]): Map<string, Dated[]> {
  const out = new Map<string, Dated[]>();
  for (const s of statements.filter(dated)) out.set(s.accountKey, [...(out.get(s.accountKey) ?? []), s]);
  for (const list of out.values())
    list.sort(
      (a, b) =>
        a.statement.period_start.localeCompare(b.statement.period_start) ||
        a.statement.period_end.localeCompare(b.statement.period_end),
    );
  return new Map([...out.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * One link per pair of consecutive statements. `gap_days` = days between one period's end and the
 * next one's start that neither covers (0 when the next starts the day after; −1 when both share the
 * boundary day). `adjacent` = no day uncovered and no more than the boundary day shared.
 */
export function buildBalanceChain(included: StatementDoc[]): BalanceChain {
  const links: ChainLink[] = [];
  for (const [accountKey, list] of byAccountInOrder(included)) {
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1].statement;
      const b = list[i].statement;
      const gap = daysBetween(a.period_end, b.period_start) - 1;
      const adjacent = gap === 0 || gap === -1;
      const known = a.closing_balance !== null && b.opening_balance !== null;
      const delta = known ? toCents(b.opening_balance!) - toCents(a.closing_balance!) : null;
      const status = !known ? 'unknown' : delta === 0 ? 'held' : adjacent ? 'broken' : gap > 0 ? 'gap' : 'overlap';
      links.push({
        account_key: accountKey,
        from_document_id: list[i - 1].doc.documentId,
        to_document_id: list[i].doc.documentId,
        from_period_end: a.period_end,
        to_period_start: b.period_start,
        gap_days: gap,
        adjacent,
        closing_balance: a.closing_balance,
        opening_balance: b.opening_balance,
        delta: delta === null ? null : formatCents(delta),
        status,
      });
    }
  }
  const held = links.filter((l) => l.status === 'held').length;
  const broken = links.filter((l) => l.status === 'broken').length;
  const status = !links.length ? 'not_applicable' : broken ? 'broken' : held === links.length ? 'held' : 'incomplete';
  return { status, held_count: held, broken_count: broken, links };
}

export interface OverlapConflict {
  accountKey: string;
  documentIds: [string, string];
  from: string;
  to: string;
  onlyInFirst: number;
  onlyInSecond: number;
}

/**
 * Two verified statements of one account whose periods share at least two days but list different
 * transactions (date, direction, amount) on those days. A single shared boundary day is not compared:
 * banks split that day's rows at their cut-off.
 */
export function overlapConflicts(included: StatementDoc[]): OverlapConflict[] {
  const out: OverlapConflict[] = [];
  for (const [accountKey, list] of byAccountInOrder(included)) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i].statement;
        const b = list[j].statement;
        const from = a.period_start > b.period_start ? a.period_start : b.period_start;
        const to = a.period_end < b.period_end ? a.period_end : b.period_end;
        if (daysBetween(from, to) < 1) continue;
        const keys = (s: typeof a): string[] =>
          s.transactions
            .filter((t) => t.date >= from && t.date <= to)
            .map((t) => `${t.date}|${t.transaction_type}|${toCents(t.amount)}`);
        const ka = keys(a);
        const kb = keys(b);
        const onlyA = multisetMinus(ka, kb);
        const onlyB = multisetMinus(kb, ka);
        if (onlyA || onlyB)
          out.push({
            accountKey,
            documentIds: [list[i].doc.documentId, list[j].doc.documentId],
            from,
            to,
            onlyInFirst: onlyA,
            onlyInSecond: onlyB,
          });
      }
    }
  }
  return out;
}

function multisetMinus(a: string[], b: string[]): number {
  const left = new Map<string, number>();
  for (const k of b) left.set(k, (left.get(k) ?? 0) + 1);
  let extra = 0;
  for (const k of a) {
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else extra++;
  }
  return extra;
}

/**
 * Mode U: underwriting over one unbroken, verified history. Available when at least one statement is
 * verified, none of the merchant's statements was left unverified or unread, every account's
 * statements follow each other without an uncovered day, every closing balance carries into the next
 * opening, and overlapping statements agree.
 */
export function modeU(
  included: StatementDoc[],
  chain: BalanceChain,
  conflicts: OverlapConflict[],
  unverifiedOrUnread: { unreconciled: number; failed: number },
): ModeU {
  const reasons: string[] = [];
  if (!included.length) reasons.push('no_verified_statement');
  if (unverifiedOrUnread.unreconciled) reasons.push('unreconciled_statement');
  if (unverifiedOrUnread.failed) reasons.push('failed_read');
  const gapDays = chain.links.reduce((n, l) => n + Math.max(0, l.gap_days), 0);
  if (gapDays > 0) reasons.push('statement_gap');
  if (chain.broken_count) reasons.push('balance_chain_broken');
  if (chain.links.some((l) => l.status === 'unknown')) reasons.push('balance_unknown');
  if (conflicts.length) reasons.push('overlapping_statements_conflict');
  const periods = included.filter(dated) as Dated[];
  const starts = periods.map((s) => s.statement.period_start).sort();
  const ends = periods.map((s) => s.statement.period_end).sort();
  return {
    available: reasons.length === 0,
    statement_count: included.length,
    reason: reasons[0] ?? null,
    reasons,
    account_count: new Set(included.map((s) => s.accountKey)).size,
    gap_days: gapDays,
    period_start: starts[0] ?? null,
    period_end: ends[ends.length - 1] ?? null,
  };
}
