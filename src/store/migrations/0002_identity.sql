-- Identity: API key rotation links, the audit log, and shared rate-limit counters.

-- A rotated key points at its successor (and the successor back); the old key's revoked_at is set to the
-- end of the overlap, so authentication needs no extra rule for it.
alter table api_keys add column rotated_from text references api_keys(id);
alter table api_keys add column replaced_by text references api_keys(id);
-- Key listings page on (created_at, id); millisecond precision so JS-Date cursors match rows exactly.
alter table api_keys alter column created_at set default date_trunc('milliseconds', now());
create index api_keys_tenant_page on api_keys (tenant_id, created_at desc, id desc);

-- Every change, written in the same transaction as the change. seq gives a stable keyset order.
create table audit_log (
  seq bigserial primary key,
  id text not null unique,
  tenant_id text not null references tenants(id),
  actor_type text not null,                      -- api_key | person | operator
  actor_id text not null,
  action text not null,                          -- e.g. api_key.created, modules.updated
  target_type text not null,
  target_id text,
  request_id text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_tenant_seq on audit_log (tenant_id, seq desc);

-- Fixed-window request counters shared by every instance on this database. Unlogged: losing them in a
-- crash only forgives a minute of traffic.
create unlogged table rate_limit_counters (
  bucket text not null,
  window_start bigint not null,                  -- unix seconds, a multiple of the window length
  count integer not null,
  primary key (bucket, window_start)
);
create index rate_limit_counters_window on rate_limit_counters (window_start);
