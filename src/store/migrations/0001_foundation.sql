-- Foundation: tenants, API keys, jobs (the durable queue), job events (the outbox), blobs.
create table tenants (
  id text primary key,
  name text not null unique,
  status text not null default 'active',        -- active | suspended
  max_active_jobs integer,                       -- null: the service default
  modules jsonb not null default '{}'::jsonb,
  settings jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table api_keys (
  id text primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  prefix text not null unique,
  secret_hash text not null,                     -- hex sha256 of the secret part; the key itself is never kept
  scopes text[] not null,
  created_by text,
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz not null default now()
);
create index api_keys_tenant on api_keys (tenant_id, created_at);

create table blobs (
  sha256 text primary key,
  bytes bigint not null,
  content_type text not null,
  created_at timestamptz not null default now()
);

create table jobs (
  id text primary key,
  tenant_id text not null references tenants(id),
  status text not null,                          -- queued | running | completed | review_required | failed
  source text not null,
  idempotency_key text,
  request_hash text not null,
  intake jsonb not null,
  options jsonb not null default '{}'::jsonb,
  result jsonb,
  error text,
  -- job timestamps are kept to the millisecond so keyset cursors (JS Dates) match rows exactly
  created_at timestamptz not null default date_trunc('milliseconds', now()),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  run_count integer not null default 0,          -- runs started; a run cut short by a service stop counts
  lease_owner text,
  lease_expires_at timestamptz,
  superseded_by text
);
create unique index jobs_idempotency on jobs (tenant_id, idempotency_key) where idempotency_key is not null;
create index jobs_claim on jobs (created_at) where status = 'queued';
create index jobs_lease on jobs (lease_expires_at) where status = 'running';
create index jobs_tenant_created on jobs (tenant_id, created_at desc, id desc);
create index jobs_tenant_finished on jobs (tenant_id, completed_at, id) where completed_at is not null;
create index jobs_tenant_active on jobs (tenant_id) where status in ('queued', 'running');

-- The outbox: every final job status writes its event here in the same transaction.
create table events (
  id text primary key,
  tenant_id text not null references tenants(id),
  topic text not null,
  resource_type text not null,
  resource_id text not null,
  payload jsonb not null,
  body text not null,                            -- the exact JSON bytes every delivery sends
  created_at timestamptz not null default now()
);
create index events_tenant_created on events (tenant_id, created_at);
