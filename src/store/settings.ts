// A tenant's settings row: the active-job cap column and the settings document (tenants.settings).
import { sql } from 'kysely';
import type { Executor } from './db.ts';

export interface TenantSettingsRow {
  max_active_jobs: number | null;
  settings: Record<string, unknown>;
}

/** With `lock`, holds the tenant row for the rest of the transaction (a change merges under it). */
export async function readTenantSettingsRow(
  db: Executor,
  tenantId: string,
  lock = false,
): Promise<TenantSettingsRow | undefined> {
  let q = db.selectFrom('tenants').select(['max_active_jobs', 'settings']).where('id', '=', tenantId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function writeTenantSettings(
  db: Executor,
  tenantId: string,
  maxActiveJobs: number | null,
  settings: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('tenants')
    .set({ max_active_jobs: maxActiveJobs, settings: JSON.stringify(settings) })
    .where('id', '=', tenantId)
    .execute();
}

/**
 * Marks what is past each tenant's retention (settings.retention): finished jobs' uploads and raw
 * emails. The blob sweep then removes files no unexpired row names. Returns the rows marked.
 */
export async function expireByRetention(db: Executor, now: Date): Promise<{ jobs: number; emails: number }> {
  const jobs = await sql`
    update jobs j set uploads_expired_at = ${now}
    from tenants t
    where t.id = j.tenant_id and j.uploads_expired_at is null and j.completed_at is not null
      and jsonb_typeof(t.settings->'retention'->'upload_days') = 'number'
      and j.completed_at < ${now}::timestamptz - make_interval(days => (t.settings->'retention'->>'upload_days')::int)`.execute(
    db,
  );
  const emails = await sql`
    update emails e set raw_expired_at = ${now}
    from tenants t
    where t.id = e.tenant_id and e.raw_expired_at is null
      and jsonb_typeof(t.settings->'retention'->'raw_email_days') = 'number'
      and e.received_at < ${now}::timestamptz - make_interval(days => (t.settings->'retention'->>'raw_email_days')::int)`.execute(
    db,
  );
  return { jobs: Number(jobs.numAffectedRows ?? 0), emails: Number(emails.numAffectedRows ?? 0) };
}
