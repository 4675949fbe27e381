// Usage arithmetic (spec "Usage"). Costs are summed as integer millionths of a dollar so totals are exact
// (money.ts: toMicros, formatMicros). Pure.
import { formatMicros, toMicros } from '../../money.ts';
import { emptyUsage, type Usage } from '../../schemas/result.ts';

export { emptyUsage };

/** What one model call cost, as the client measured it. */
export interface CallUsage {
  task: string;
  replayed: boolean;
  /** false for a call that ended in failure (tokens may still have been spent) */
  ok: boolean;
  promptTokens: number;
  cachedPromptTokens: number;
  completionTokens: number;
  reasoningTokens: number;
  costMicroUsd: number;
}

type Counts = Omit<Usage, 'by_task' | 'cost_usd' | 'prompt_cache_hit_rate'>;
const COUNT_KEYS: Array<keyof Counts> = [
  'calls',
  'paid_calls',
  'replayed_calls',
  'document_cache_hits',
  'prompt_tokens',
  'cached_prompt_tokens',
  'completion_tokens',
  'reasoning_tokens',
];

/** Per-task entry inside `by_task`: the same counters and cost, without nesting. */
export type TaskUsage = Counts & { cost_usd: string };

function hitRate(cached: number, prompt: number): number {
  return prompt > 0 ? Math.round((cached / prompt) * 10_000) / 10_000 : 0;
}

function addCounts<T extends Counts & { cost_usd: string }>(a: T, b: Partial<Counts> & { cost_usd?: string }): T {
  const out = { ...a };
  for (const k of COUNT_KEYS) (out[k] as number) = (a[k] ?? 0) + (b[k] ?? 0);
  out.cost_usd = formatMicros(toMicros(a.cost_usd ?? '0') + toMicros(b.cost_usd ?? '0'));
  return out;
}

function emptyTask(): TaskUsage {
  const { by_task: _b, prompt_cache_hit_rate: _r, ...rest } = emptyUsage();
  return rest;
}

/** a + b, field by field, by_task merged per task. Neither input is changed. */
export function addUsage(a: Usage, b: Usage): Usage {
  const sum = addCounts({ ...a, by_task: {} }, b);
  const tasks: Record<string, TaskUsage> = {};
  for (const src of [a.by_task, b.by_task] as Array<Record<string, TaskUsage>>) {
    for (const [task, u] of Object.entries(src ?? {})) tasks[task] = addCounts(tasks[task] ?? emptyTask(), u);
  }
  return { ...sum, by_task: tasks, prompt_cache_hit_rate: hitRate(sum.cached_prompt_tokens, sum.prompt_tokens) };
}

export function sumUsage(list: Usage[]): Usage {
  return list.reduce(addUsage, emptyUsage());
}

/** One call as a Usage. A replay counts as a call that cost nothing and used no tokens. */
export function usageOf(c: CallUsage): Usage {
  const counts: TaskUsage = {
    ...emptyTask(),
    calls: 1,
    paid_calls: c.replayed ? 0 : 1,
    replayed_calls: c.replayed ? 1 : 0,
    prompt_tokens: c.replayed ? 0 : c.promptTokens,
    cached_prompt_tokens: c.replayed ? 0 : c.cachedPromptTokens,
    completion_tokens: c.replayed ? 0 : c.completionTokens,
    reasoning_tokens: c.replayed ? 0 : c.reasoningTokens,
    cost_usd: formatMicros(c.replayed ? 0 : c.costMicroUsd),
  };
  return {
    ...counts,
    prompt_cache_hit_rate: hitRate(counts.cached_prompt_tokens, counts.prompt_tokens),
    by_task: { [c.task]: counts },
  };
}

/** A document reused from an earlier read: no call, one cache hit. */
export function documentCacheHitUsage(): Usage {
  return { ...emptyUsage(), document_cache_hits: 1 };
}
