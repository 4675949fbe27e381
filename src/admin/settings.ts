// A tenant's settings: read (stored values over the service's configuration) and changed (validated by
// the route's schema, merged under the tenant's row lock, audited in the same transaction). Admission
// (jobs/submit.ts), the job runner and the delivery worker read them per job through effectiveSettings.
import { writeAudit, type AuditActor } from '../audit.ts';
import type { Config } from '../config.ts';
import type { Db } from '../store/db.ts';
import type { Executor } from '../store/db.ts';
import { readTenantSettingsRow, writeTenantSettings } from '../store/settings.ts';
import { PAUSE_AFTER_CONSECUTIVE_FAILURES, PAUSE_SECONDS } from '../events/schedule.ts';
import { DEFAULT_AFFORDABILITY } from '../underwriting/settings.ts';
import { REVENUE_EXCLUSIONS, type Settings, type SettingsPatch } from '../schemas/settings.ts';

/** The service-wide values a tenant starts from (the environment). */
export interface SettingsDefaults {
  maxActiveJobs: number;
  monthlyBudgetUsd: number;
}
export const defaultsOf = (c: Pick<Config, 'maxActiveJobs' | 'llm'>): SettingsDefaults => ({
  maxActiveJobs: c.maxActiveJobs,
  monthlyBudgetUsd: c.llm.monthlyBudgetUsd,
});

type Stored = Record<string, unknown>;
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Stored) : {};

/** Stored values over the defaults. Pure: the row and the defaults in, the settings out. */
export function effectiveSettings(
  row: { max_active_jobs: number | null; settings: Stored } | undefined,
  d: SettingsDefaults,
): Settings {
  const s = obj(row?.settings);
  const budget = s.llm_monthly_budget_usd;
  const retention = obj(s.retention);
  const pause = obj(s.webhook_pause);
  const customized = [
    ...(row?.max_active_jobs != null ? ['max_active_jobs'] : []),
    ...(typeof budget === 'number' ? ['monthly_model_budget_usd'] : []),
    ...['affordability', 'parse_defaults', 'true_revenue_exclusions', 'retention', 'webhook_pause'].filter(
      (k) => s[k] !== undefined,
    ),
  ];
  return {
    max_active_jobs: row?.max_active_jobs ?? d.maxActiveJobs,
    monthly_model_budget_usd: typeof budget === 'number' ? budget : d.monthlyBudgetUsd,
    affordability: { ...DEFAULT_AFFORDABILITY, ...(obj(s.affordability) as Partial<typeof DEFAULT_AFFORDABILITY>) },
    parse_defaults: { skip_model: false, image_fallback: true, ...(obj(s.parse_defaults) as object) },
    true_revenue_exclusions: Array.isArray(s.true_revenue_exclusions)
      ? (s.true_revenue_exclusions as string[])
      : [...REVENUE_EXCLUSIONS],
    retention: {
      upload_days: typeof retention.upload_days === 'number' ? retention.upload_days : null,
      raw_email_days: typeof retention.raw_email_days === 'number' ? retention.raw_email_days : null,
    },
    webhook_pause: {
      after_failures:
        typeof pause.after_failures === 'number' ? pause.after_failures : PAUSE_AFTER_CONSECUTIVE_FAILURES,
      seconds: typeof pause.seconds === 'number' ? pause.seconds : PAUSE_SECONDS,
    },
    customized,
    updated_at: typeof s.updated_at === 'string' ? s.updated_at : null,
  };
}

export async function readSettings(db: Executor, tenantId: string, d: SettingsDefaults): Promise<Settings> {
  return effectiveSettings(await readTenantSettingsRow(db, tenantId), d);
}

/** The fields a PATCH names, as stored keys (`null`: back to the default). */
const STORED_KEY: Record<Exclude<keyof SettingsPatch, 'max_active_jobs'>, string> = {
  monthly_model_budget_usd: 'llm_monthly_budget_usd',
  affordability: 'affordability',
  parse_defaults: 'parse_defaults',
  true_revenue_exclusions: 'true_revenue_exclusions',
  retention: 'retention',
  webhook_pause: 'webhook_pause',
};

export async function updateSettings(
  db: Db,
  a: { actor: AuditActor; requestId: string; now: Date; defaults: SettingsDefaults },
  patch: SettingsPatch,
): Promise<Settings> {
  return db.transaction().execute(async (trx) => {
    const row = await readTenantSettingsRow(trx, a.actor.tenantId, true);
    const before = effectiveSettings(row, a.defaults);
    const stored: Stored = { ...obj(row?.settings) };
    for (const [field, key] of Object.entries(STORED_KEY)) {
      const v = patch[field as keyof SettingsPatch];
      if (v === undefined) continue;
      if (v === null) delete stored[key];
      // nested objects merge, so one affordability value changes without restating the others
      else if (typeof v === 'object' && !Array.isArray(v)) stored[key] = { ...obj(stored[key]), ...v };
      else stored[key] = v;
    }
    stored.updated_at = a.now.toISOString();
    const cap = patch.max_active_jobs === undefined ? (row?.max_active_jobs ?? null) : patch.max_active_jobs;
    await writeTenantSettings(trx, a.actor.tenantId, cap, stored);
    const after = effectiveSettings({ max_active_jobs: cap, settings: stored }, a.defaults);
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const k of Object.keys(patch) as Array<keyof Settings>)
      if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) changed[k] = { from: before[k], to: after[k] };
    await writeAudit(trx, {
      caller: a.actor,
      action: 'settings.updated',
      targetType: 'settings',
      targetId: a.actor.tenantId,
      requestId: a.requestId,
      details: { changed },
    });
    return after;
  });
}
