// Usage and quality reports, aggregated in SQL per UTC day or month: finished jobs by their finish time,
// model calls by their call time. Each query groups over a bounded range (the caller caps it), so a page is
// the newest periods of that range with any activity.
import { sql } from 'kysely';
import type { Executor } from './db.ts';

export type ReportUnit = 'day' | 'month';

export interface ReportRange {
  tenantId: string;
  unit: ReportUnit;
  from: Date;
  /** exclusive */
  to: Date;
}

export interface JobPeriodRow {
  period: string;
  finished: number;
  completed: number;
  review_required: number;
  failed: number;
  pages: number;
  statements: number;
  statements_verified: number;
  transaction_rows: number;
  corrected_rows: number;
  finish_p50_seconds: number | null;
  finish_p90_seconds: number | null;
}

const fmt = (unit: ReportUnit) => (unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM');
const periodOf = (unit: ReportUnit, column: string) =>
  sql.raw(`to_char(date_trunc('${unit}', ${column} at time zone 'UTC'), '${fmt(unit)}')`);
const arr = (expr: string) => sql.raw(`case when jsonb_typeof(${expr}) = 'array' then ${expr} else '[]'::jsonb end`);

export async function jobsByPeriod(db: Executor, r: ReportRange): Promise<JobPeriodRow[]> {
  const res = await sql<Record<string, unknown>>`
    with j as (
      select j.id, j.status, j.created_at, j.completed_at, ${periodOf(r.unit, 'j.completed_at')} as period,
        (select coalesce(sum((f->>'page_count')::int), 0) from jsonb_array_elements(${arr("j.result->'files'")}) f) as pages,
        (select count(*) from jsonb_array_elements(${arr("j.result->'statements'")}) s) as statements,
        (select count(*) from jsonb_array_elements(${arr("j.result->'statements'")}) s
          where s->'gate'->>'status' = 'accepted') as statements_verified,
        (select coalesce(sum(jsonb_array_length(${arr("s->'transactions'")})), 0)
          from jsonb_array_elements(${arr("j.result->'statements'")}) s) as transaction_rows,
        (select count(distinct (c.change->>'document_id', c.change->>'index')) from job_corrections c
          where c.tenant_id = j.tenant_id and c.job_id = j.id and c.reverted_at is null
            and c.change->>'type' = 'transaction') as corrected_rows
      from jobs j
      where j.tenant_id = ${r.tenantId} and j.completed_at >= ${r.from} and j.completed_at < ${r.to}
        and j.status in ('completed', 'review_required', 'failed'))
    select period,
      count(*) as finished,
      count(*) filter (where status = 'completed') as completed,
      count(*) filter (where status = 'review_required') as review_required,
      count(*) filter (where status = 'failed') as failed,
      sum(pages) as pages, sum(statements) as statements, sum(statements_verified) as statements_verified,
      sum(transaction_rows) as transaction_rows, sum(corrected_rows) as corrected_rows,
      percentile_cont(0.5) within group (order by extract(epoch from completed_at - created_at)) as finish_p50_seconds,
      percentile_cont(0.9) within group (order by extract(epoch from completed_at - created_at)) as finish_p90_seconds
    from j group by period order by period desc`.execute(db);
  return res.rows.map((x) => ({
    period: String(x.period),
    finished: Number(x.finished),
    completed: Number(x.completed),
    review_required: Number(x.review_required),
    failed: Number(x.failed),
    pages: Number(x.pages),
    statements: Number(x.statements),
    statements_verified: Number(x.statements_verified),
    transaction_rows: Number(x.transaction_rows),
    corrected_rows: Number(x.corrected_rows),
    finish_p50_seconds: x.finish_p50_seconds === null ? null : Number(x.finish_p50_seconds),
    finish_p90_seconds: x.finish_p90_seconds === null ? null : Number(x.finish_p90_seconds),
  }));
}

/** Review reasons of jobs that ended review_required, by their code (the part before `:`), per period. */
export async function reviewReasonsByPeriod(
  db: Executor,
  r: ReportRange,
): Promise<Array<{ period: string; code: string; jobs: number }>> {
  const res = await sql<{ period: string; code: string; jobs: string | number }>`
    select ${periodOf(r.unit, 'j.completed_at')} as period, split_part(reason, ':', 1) as code,
      count(distinct j.id) as jobs
    from jobs j cross join jsonb_array_elements_text(${arr("j.result->'review_reasons'")}) reason
    where j.tenant_id = ${r.tenantId} and j.completed_at >= ${r.from} and j.completed_at < ${r.to}
      and j.status = 'review_required'
    group by 1, 2 order by 1 desc, 3 desc, 2`.execute(db);
  return res.rows.map((x) => ({ period: x.period, code: x.code, jobs: Number(x.jobs) }));
}

export interface ModelPeriodRow {
  period: string;
  calls: number;
  paid_calls: number;
  replayed_calls: number;
  failed_calls: number;
  prompt_tokens: number;
  cached_prompt_tokens: number;
  completion_tokens: number;
  reasoning_tokens: number;
  cost_micro_usd: number;
}

export async function modelCallsByPeriod(db: Executor, r: ReportRange): Promise<ModelPeriodRow[]> {
  const res = await sql<Record<string, unknown>>`
    select ${periodOf(r.unit, 'created_at')} as period,
      count(*) as calls,
      count(*) filter (where status = 'ok') as paid_calls,
      count(*) filter (where status = 'replayed') as replayed_calls,
      count(*) filter (where status = 'failed') as failed_calls,
      sum(prompt_tokens) as prompt_tokens, sum(cached_prompt_tokens) as cached_prompt_tokens,
      sum(completion_tokens) as completion_tokens, sum(reasoning_tokens) as reasoning_tokens,
      sum(cost_micro_usd) as cost_micro_usd
    from llm_calls
    where tenant_id = ${r.tenantId} and created_at >= ${r.from} and created_at < ${r.to}
    group by 1 order by 1 desc`.execute(db);
  return res.rows.map((x) => ({
    period: String(x.period),
    calls: Number(x.calls),
    paid_calls: Number(x.paid_calls),
    replayed_calls: Number(x.replayed_calls),
    failed_calls: Number(x.failed_calls),
    prompt_tokens: Number(x.prompt_tokens),
    cached_prompt_tokens: Number(x.cached_prompt_tokens),
    completion_tokens: Number(x.completion_tokens),
    reasoning_tokens: Number(x.reasoning_tokens),
    cost_micro_usd: Number(x.cost_micro_usd),
  }));
}
