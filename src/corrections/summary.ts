// The corrections summary (spec: Corrections): counts, what changed, and the underwriting block's
// changed figures (computed next to corrected). The same object is `result.corrections`. Pure.
import type { Result } from '../schemas/result.ts';
import type { CorrectionRecord, CorrectionsSummary } from '../schemas/corrections.ts';
import { same } from './marks.ts';

const isScalarish = (v: unknown) =>
  v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => typeof x !== 'object'));

export function buildSummary(
  records: CorrectionRecord[],
  computed: Result | null,
  corrected: Result | null,
  unapplied: string[],
): CorrectionsSummary {
  const active = records.filter((r) => !r.reverted_at);
  const times = records
    .flatMap((r) => [r.created_at, r.reverted_at])
    .filter((t): t is string => !!t)
    .sort();
  const underwriting: CorrectionsSummary['underwriting'] = {};
  const before = (computed?.underwriting ?? {}) as Record<string, unknown>;
  const after = (corrected?.underwriting ?? {}) as Record<string, unknown>;
  // the block's figures (numbers, flags, month lists); the nested pricing objects follow from them
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (isScalarish(before[k]) && isScalarish(after[k]) && !same(before[k], after[k]))
      underwriting[k] = { computed: before[k] ?? null, corrected: after[k] ?? null };
  }
  const transactions = corrected
    ? corrected.statements.flatMap((s) =>
        s.transactions.filter((t) => t.correction).map((t) => ({ document_id: s.document_id, index: t.index })),
      )
    : [];
  const removed = active
    .filter((r) => r.change.type === 'position' && r.change.not_a_position === true)
    .map((r) => String(r.change.position_id));
  const positions = [
    ...new Set([...(corrected?.positions.filter((p) => p.correction).map((p) => p.id) ?? []), ...removed]),
  ];
  return {
    active: active.length,
    reverted: records.length - active.length,
    last_changed_at: times[times.length - 1] ?? null,
    correction_ids: active.map((r) => r.id),
    transactions,
    positions,
    months: corrected?.months.filter((m) => m.correction).map((m) => m.month) ?? [],
    underwriting,
    unapplied_correction_ids: unapplied,
  };
}
