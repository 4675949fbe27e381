// Whether a correction's target exists in the job's result (422 otherwise). Pure.
import type { Result } from '../schemas/result.ts';
import type { Change } from './change.ts';

/**
 * `computed` is the pipeline's result; `current` the result with the corrections already in force (a
 * position may exist only there, after a recategorization made it).
 */
export function targetProblems(computed: Result, current: Result, c: Change): string[] {
  if (c.type === 'transaction') {
    const s = computed.statements.find((x) => x.document_id === c.document_id);
    if (!s) return [`no statement ${c.document_id} in this job`];
    if (!s.transactions.some((t) => t.index === c.index))
      return [`statement ${c.document_id} has no transaction ${c.index}`];
    // a row stays inside its statement: the months it can count in are the statement's
    if (c.date !== undefined && s.period_start && s.period_end && (c.date < s.period_start || c.date > s.period_end)) {
      return [`date ${c.date} is outside the statement's period ${s.period_start} to ${s.period_end}`];
    }
    return [];
  }
  if (c.type === 'position') {
    const known = [...current.positions, ...computed.positions].some((p) => p.id === c.position_id);
    return known ? [] : [`no position ${c.position_id} in this job`];
  }
  const months = computed.months.map((m) => m.month);
  if (!months.includes(c.month!)) return [`no month ${c.month} in this job (months: ${months.join(', ') || 'none'})`];
  return [];
}
