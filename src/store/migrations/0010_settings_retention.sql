-- Tenant settings live in tenants.settings (0001) and tenants.max_active_jobs. Retention: a finished job's
-- uploads and a raw email are let go after the tenant's retention days; the row keeps when, and the blob
-- sweep removes files no unexpired row names.
alter table jobs add column uploads_expired_at timestamptz;
alter table emails add column raw_expired_at timestamptz;
