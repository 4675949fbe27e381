-- The request that submitted a job (its x-request-id), so every log line of the job's runs carries it
-- next to the job id (docs/operations.md). Null for jobs submitted before this migration.
alter table jobs add column request_id text;
