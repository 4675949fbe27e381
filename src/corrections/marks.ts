// `correction` on each changed transaction, position and month: the ids of the corrections behind it and
// each changed field's computed value next to its corrected one. Pure.
import { monthOf } from '../pipeline/calendar.ts';
import type { Month, Position, Result, Transaction } from '../schemas/result.ts';
import type { ActiveCorrection } from './change.ts';

type Changes = Record<string, { computed: unknown; corrected: unknown }>;

/** Equal as JSON (a missing field and null alike). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function diff(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  fields: readonly string[],
): Changes {
  const out: Changes = {};
  for (const f of fields)
    if (!same(before?.[f], after[f])) out[f] = { computed: before?.[f] ?? null, corrected: after[f] ?? null };
  return out;
}

const TX_FIELDS = [
  'category',
  'counterparty',
  'amount',
  'date',
  'transaction_type',
  'counted_as',
  'mca_position_id',
] as const;
const POSITION_FIELDS = [
  'funder',
  'cadence',
  'payment_amount',
  'kind',
  'counted_in_withhold',
  'occurrences',
  'total_repaid',
  'first_date',
  'last_date',
  'expected_next_date',
  'is_active',
] as const;
const MONTH_SKIP = new Set(['month', 'by_account', 'correction', 'accounts']);

export function markResult(
  computed: Result,
  corrected: Result,
  active: ActiveCorrection[],
  excluded: Set<string>,
): Result {
  const txCorrections = active.filter((c) => c.change.type === 'transaction');
  const computedTx = new Map<string, Transaction>(
    computed.statements.flatMap((s) => s.transactions.map((t) => [`${s.document_id}#${t.index}`, t] as const)),
  );

  const statements = corrected.statements.map((s) => ({
    ...s,
    transactions: s.transactions.map((t): Transaction => {
      const key = `${s.document_id}#${t.index}`;
      const ids = txCorrections
        .filter((c) => c.change.document_id === s.document_id && c.change.index === t.index)
        .map((c) => c.id);
      const changes = diff(computedTx.get(key), t, TX_FIELDS);
      if (excluded.has(key)) changes.excluded = { computed: false, corrected: true };
      if (!ids.length && !Object.keys(changes).length) return t;
      return { ...t, correction: { correction_ids: ids, changes } };
    }),
  }));

  // which corrections touched a position: its own, and those of rows that were or are in it
  const rowIdsByPosition = new Map<string, Set<string>>();
  const note = (pid: string | null | undefined, id: string) =>
    pid && rowIdsByPosition.set(pid, (rowIdsByPosition.get(pid) ?? new Set()).add(id));
  for (const c of txCorrections) {
    const key = `${c.change.document_id}#${c.change.index}`;
    note(computedTx.get(key)?.mca_position_id, c.id);
    const now = statements
      .find((s) => s.document_id === c.change.document_id)
      ?.transactions.find((t) => t.index === c.change.index);
    note(now?.mca_position_id, c.id);
  }
  const positionIds = active.filter((c) => c.change.type === 'position');
  const positions = corrected.positions.map((p): Position => {
    const before = computed.positions.find((x) => x.id === p.id);
    const changes = before ? diff(before, p, POSITION_FIELDS) : { detected: { computed: false, corrected: true } };
    const ids = [
      ...positionIds.filter((c) => c.change.position_id === p.id).map((c) => c.id),
      ...(rowIdsByPosition.get(p.id) ?? []),
    ];
    if (!ids.length && !Object.keys(changes).length) return p;
    return { ...p, correction: { correction_ids: [...new Set(ids)], changes } };
  });

  const months = corrected.months.map((m): Month => {
    const before = computed.months.find((x) => x.month === m.month);
    const fields = Object.keys(m).filter((f) => !MONTH_SKIP.has(f));
    const changes = diff(before as Record<string, unknown> | undefined, m as Record<string, unknown>, fields);
    if (!Object.keys(changes).length && !active.some((c) => c.change.type === 'month' && c.change.month === m.month))
      return m;
    const inMonth = (c: ActiveCorrection) => {
      if (c.change.type === 'month') return c.change.month === m.month;
      if (c.change.type === 'position') return true; // a position's burden and projections reach every month it pays in
      const was = computedTx.get(`${c.change.document_id}#${c.change.index}`);
      return (
        (was && monthOf(was.date) === m.month) || (c.change.date !== undefined && monthOf(c.change.date) === m.month)
      );
    };
    return { ...m, correction: { correction_ids: active.filter(inMonth).map((c) => c.id), changes } };
  });

  return { ...corrected, statements, positions, months };
}
