-- Language-model layer: one row per model call (metering, budget), the per-tenant replay cache of
-- answers, and the per-tenant document-read cache (identical content read once).
create table llm_calls (
  id text primary key,
  tenant_id text not null,
  job_id text,
  task text not null,
  model text not null,
  cache_key text not null,
  status text not null,                          -- ok | replayed | failed
  attempts integer not null default 1,
  prompt_tokens integer not null default 0,
  cached_prompt_tokens integer not null default 0,
  completion_tokens integer not null default 0,
  reasoning_tokens integer not null default 0,
  cost_micro_usd bigint not null default 0,      -- millionths of a dollar; provider-reported or priced
  cost_source text not null,                     -- provider | price_table | replay
  error text,
  created_at timestamptz not null default now()
);
create index llm_calls_tenant_time on llm_calls (tenant_id, created_at);

create table llm_replay (
  tenant_id text not null,
  cache_key text not null,
  task text not null,
  model text not null,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, cache_key)
);

create table document_reads (
  tenant_id text not null,
  content_sha256 text not null,
  kind text not null,                            -- statement | application
  job_id text not null,
  document_id text not null,
  read jsonb not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, content_sha256, kind)
);
