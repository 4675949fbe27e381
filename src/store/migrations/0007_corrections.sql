-- Corrections and erasure.
-- job_corrections: every correction a reviewer made, kept forever; a revert fills the reverted_* columns
-- once (never a delete). job_corrected_results: the corrected result served by default (null row: none
-- in force). job_erasures: the tombstone of an erased job, so a second erase answers the same and reads
-- answer 404; it keeps who and when, nothing of the content.
create table job_corrections (
  id text primary key,
  tenant_id text not null references tenants(id),
  job_id text not null,
  seq bigint generated always as identity,
  change jsonb not null,
  created_at timestamptz not null default date_trunc('milliseconds', now()),
  created_by_type text not null,
  created_by_id text not null,
  reverted_at timestamptz,
  reverted_by_type text,
  reverted_by_id text,
  revert_reason text
);
create index job_corrections_job on job_corrections (tenant_id, job_id, seq);

create table job_corrected_results (
  job_id text primary key,
  tenant_id text not null references tenants(id),
  result jsonb not null,
  updated_at timestamptz not null default now()
);

create table job_erasures (
  tenant_id text not null references tenants(id),
  job_id text not null,
  erased_at timestamptz not null default date_trunc('milliseconds', now()),
  erased_by_type text not null,
  erased_by_id text not null,
  primary key (tenant_id, job_id)
);
