// The usage and quality report: the store's SQL aggregates per period, merged and shared out, as JSON or
// CSV. Range: at most 366 days by day, 120 months by month.
import { invalidField } from '../errors.ts';
import { formatMicros } from '../money.ts';
import type { Executor } from '../store/db.ts';
import { jobsByPeriod, modelCallsByPeriod, reviewReasonsByPeriod, type ReportUnit } from '../store/reports.ts';
import type { Report, ReportPeriod } from '../schemas/reports.ts';

export interface ReportQuery {
  period?: string;
  from?: string;
  to?: string;
  limit?: number;
  /** the last period of the previous page */
  cursor?: string;
}

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

function range(q: ReportQuery, unit: ReportUnit, now: Date): { from: Date; to: Date } {
  const to = q.to ? new Date(`${q.to}T00:00:00Z`) : new Date(utcDay(now).getTime() + DAY);
  let from = q.from ? new Date(`${q.from}T00:00:00Z`) : new Date(to);
  if (!q.from) {
    if (unit === 'day') from = new Date(to.getTime() - 30 * DAY);
    else from.setUTCMonth(from.getUTCMonth() - 12, 1);
  }
  if (unit === 'month') from.setUTCDate(1);
  const span = unit === 'day' ? (to.getTime() - from.getTime()) / DAY : (to.getTime() - from.getTime()) / (31 * DAY);
  if (!(from < to)) throw invalidField(['query', 'from'], 'from must be before to', { input: q.from ?? day(from) });
  if (span > (unit === 'day' ? 366 : 120))
    throw invalidField(['query', 'from'], `at most ${unit === 'day' ? '366 days' : '120 months'} at once`, {
      input: q.from ?? day(from),
    });
  return { from, to };
}

const PERIOD = { day: /^\d{4}-\d{2}-\d{2}$/, month: /^\d{4}-\d{2}$/ };

/** The cursor is the last period handed out; the next page is the periods before it. */
function cursorEnd(cursor: string, unit: ReportUnit): Date {
  let p = '';
  try {
    p = Buffer.from(cursor, 'base64url').toString('utf8');
  } catch {
    // refused below
  }
  if (!PERIOD[unit].test(p)) throw invalidField(['query', 'cursor'], 'invalid cursor', { input: cursor });
  return new Date(`${unit === 'day' ? p : `${p}-01`}T00:00:00Z`);
}

const share = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 10_000) / 10_000 : null);
const secs = (s: number | null) => (s === null ? null : Math.round(s * 1000) / 1000);

export async function usageReport(db: Executor, tenantId: string, q: ReportQuery, now: Date): Promise<Report> {
  const unit: ReportUnit = q.period === 'month' ? 'month' : 'day';
  const { from, to } = range(q, unit, now);
  const end = q.cursor ? new Date(Math.min(cursorEnd(q.cursor, unit).getTime(), to.getTime())) : to;
  const r = { tenantId, unit, from, to: end };
  const [jobs, reasons, model] = await Promise.all([
    jobsByPeriod(db, r),
    reviewReasonsByPeriod(db, r),
    modelCallsByPeriod(db, r),
  ]);
  const periods = [...new Set([...jobs.map((x) => x.period), ...model.map((x) => x.period)])].sort().reverse();
  const limit = q.limit ?? 31;
  const page = periods.slice(0, limit);
  const items: ReportPeriod[] = page.map((period) => {
    const j = jobs.find((x) => x.period === period);
    const m = model.find((x) => x.period === period);
    return {
      period,
      jobs: {
        finished: j?.finished ?? 0,
        completed: j?.completed ?? 0,
        review_required: j?.review_required ?? 0,
        failed: j?.failed ?? 0,
      },
      pages: j?.pages ?? 0,
      statements: {
        verified: j?.statements_verified ?? 0,
        review: (j?.statements ?? 0) - (j?.statements_verified ?? 0),
        top_review_reasons: reasons
          .filter((x) => x.period === period)
          .slice(0, 5)
          .map(({ code, jobs: n }) => ({ code, jobs: n })),
      },
      model: {
        calls: m?.calls ?? 0,
        paid_calls: m?.paid_calls ?? 0,
        replayed_calls: m?.replayed_calls ?? 0,
        failed_calls: m?.failed_calls ?? 0,
        prompt_tokens: m?.prompt_tokens ?? 0,
        cached_prompt_tokens: m?.cached_prompt_tokens ?? 0,
        completion_tokens: m?.completion_tokens ?? 0,
        reasoning_tokens: m?.reasoning_tokens ?? 0,
        cost_usd: formatMicros(m?.cost_micro_usd ?? 0),
      },
      quality: {
        verified_share: share(j?.statements_verified ?? 0, j?.statements ?? 0),
        corrected_row_share: share(j?.corrected_rows ?? 0, j?.transaction_rows ?? 0),
        time_to_finish_p50_seconds: secs(j?.finish_p50_seconds ?? null),
        time_to_finish_p90_seconds: secs(j?.finish_p90_seconds ?? null),
      },
    };
  });
  const last = page[page.length - 1];
  return {
    period: unit,
    from: day(from),
    to: day(to),
    items,
    next_cursor: periods.length > limit && last ? Buffer.from(last).toString('base64url') : null,
  };
}

const CSV_COLUMNS: Array<[string, (p: ReportPeriod) => unknown]> = [
  ['period', (p) => p.period],
  ['jobs_finished', (p) => p.jobs.finished],
  ['jobs_completed', (p) => p.jobs.completed],
  ['jobs_review_required', (p) => p.jobs.review_required],
  ['jobs_failed', (p) => p.jobs.failed],
  ['pages', (p) => p.pages],
  ['statements_verified', (p) => p.statements.verified],
  ['statements_review', (p) => p.statements.review],
  ['top_review_reasons', (p) => p.statements.top_review_reasons.map((r) => `${r.code}=${r.jobs}`).join(' ')],
  ['model_calls', (p) => p.model.calls],
  ['model_paid_calls', (p) => p.model.paid_calls],
  ['model_replayed_calls', (p) => p.model.replayed_calls],
  ['model_failed_calls', (p) => p.model.failed_calls],
  ['prompt_tokens', (p) => p.model.prompt_tokens],
  ['cached_prompt_tokens', (p) => p.model.cached_prompt_tokens],
  ['completion_tokens', (p) => p.model.completion_tokens],
  ['reasoning_tokens', (p) => p.model.reasoning_tokens],
  ['cost_usd', (p) => p.model.cost_usd],
  ['verified_share', (p) => p.quality.verified_share],
  ['corrected_row_share', (p) => p.quality.corrected_row_share],
  ['time_to_finish_p50_seconds', (p) => p.quality.time_to_finish_p50_seconds],
  ['time_to_finish_p90_seconds', (p) => p.quality.time_to_finish_p90_seconds],
];

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One header line, one line per period (RFC 4180). */
export function reportCsv(r: Report): string {
  const lines = [CSV_COLUMNS.map(([h]) => h).join(',')];
  for (const p of r.items) lines.push(CSV_COLUMNS.map(([, f]) => cell(f(p))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
