-- Review resolutions: a reviewer acknowledges one of a job's review reasons with a note, or resolves the job
-- as a whole (reason null). Kept forever beside the computed reasons, which never change; erasing the job
-- deletes them with its corrections.
create table job_review_resolutions (
  id text primary key,
  tenant_id text not null references tenants(id),
  job_id text not null,
  seq bigint generated always as identity,
  reason text,
  note text not null,
  created_at timestamptz not null default date_trunc('milliseconds', now()),
  created_by_type text not null,
  created_by_id text not null
);
create index job_review_resolutions_job on job_review_resolutions (tenant_id, job_id, seq);
