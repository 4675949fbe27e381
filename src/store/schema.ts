// Kysely table types. Mirrors src/store/migrations/*.sql; keep the two in step.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface TenantsTable {
  id: string;
  name: string;
  status: Generated<string>;
  max_active_jobs: number | null;
  modules: ColumnType<Record<string, boolean>, string | undefined, string>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: GeneratedTimestamp;
}

export interface ApiKeysTable {
  id: string;
  tenant_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string[];
  created_by: string | null;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  rotated_from: ColumnType<string | null, string | null | undefined, string | null>;
  replaced_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  seq: Generated<number>;
  id: string;
  tenant_id: string;
  actor_type: string;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  request_id: string | null;
  details: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
}

export interface RateLimitCountersTable {
  bucket: string;
  window_start: number;
  count: number;
}

export interface BlobsTable {
  sha256: string;
  bytes: ColumnType<string | number, number, number>;
  content_type: string;
  created_at: GeneratedTimestamp;
}

export interface JobsTable {
  id: string;
  tenant_id: string;
  status: string;
  source: string;
  idempotency_key: string | null;
  request_hash: string;
  intake: Json;
  options: Json<Record<string, unknown>>;
  result: Json | null;
  error: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  run_count: Generated<number>;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  superseded_by: string | null;
  uploads_expired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  request_id: string | null;
}

export interface EventsTable {
  id: string;
  tenant_id: string;
  topic: string;
  resource_type: string;
  resource_id: string;
  payload: Json;
  body: string;
  created_at: GeneratedTimestamp;
}

export interface WebhookEndpointsTable {
  id: string;
  tenant_id: string;
  url: string;
  topics: string[];
  secret: string;
  status: Generated<string>;
  consecutive_failures: Generated<number>;
  paused_until: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** set: the endpoint is an integration's place in the outbox (0011) */
  integration_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface IntegrationsTable {
  id: string;
  tenant_id: string;
  type: string;
  name: string;
  config: Json<Record<string, unknown>>;
  events: string[];
  status: string;
  grant_sealed: string | null;
  last_ok_at: NullableTimestamp;
  last_error: string | null;
  endpoint_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface IntegrationOauthStatesTable {
  state_hash: string;
  tenant_id: string;
  integration_id: string;
  verifier_sealed: string;
  actor_type: string;
  actor_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  event_id: string;
  topic: string;
  status: string;
  attempt_count: Generated<number>;
  next_attempt_at: NullableTimestamp;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  resent_from: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  attempted_at: Timestamp;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_excerpt: string | null;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: GeneratedTimestamp;
}

export interface LlmCallsTable {
  id: string;
  tenant_id: string;
  job_id: string | null;
  task: string;
  model: string;
  cache_key: string;
  status: string;
  attempts: number;
  prompt_tokens: number;
  cached_prompt_tokens: number;
  completion_tokens: number;
  reasoning_tokens: number;
  cost_micro_usd: ColumnType<number, number, number>;
  cost_source: string;
  error: string | null;
  created_at: GeneratedTimestamp;
}

export interface LlmReplayTable {
  tenant_id: string;
  cache_key: string;
  task: string;
  model: string;
  answer: Json;
  created_at: GeneratedTimestamp;
}

export interface DocumentReadsTable {
  tenant_id: string;
  content_sha256: string;
  kind: string;
  job_id: string;
  document_id: string;
  read: Json;
  created_at: GeneratedTimestamp;
}

export interface MailboxesTable {
  id: string;
  tenant_id: string;
  name: string;
  forward_token: string;
  inbound_secret: string;
  allowed_sender_domains: string[];
  status: Generated<string>;
  kind: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailboxConnectionsTable {
  mailbox_id: string;
  tenant_id: string;
  provider: string;
  status: Generated<string>;
  address: string | null;
  grant_sealed: string | null;
  sync_from: NullableTimestamp;
  cursor: string | null;
  watch_id: string | null;
  watch_expires_at: NullableTimestamp;
  client_state_hash: string | null;
  requested_at: NullableTimestamp;
  due_at: NullableTimestamp;
  backoff_until: NullableTimestamp;
  failures: Generated<number>;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  run_started_at: NullableTimestamp;
  last_synced_at: NullableTimestamp;
  last_error: string | null;
  connected_at: NullableTimestamp;
  disconnected_at: NullableTimestamp;
  disconnect_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailboxOauthStatesTable {
  state_hash: string;
  tenant_id: string;
  mailbox_id: string;
  verifier_sealed: string;
  actor_type: string;
  actor_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface EmailThreadsTable {
  id: string;
  tenant_id: string;
  mailbox_id: string | null;
  root_message_id: string;
  job_id: string | null;
  documents: Json<unknown[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailsTable {
  id: string;
  tenant_id: string;
  dedupe_key: string;
  thread_id: string;
  mailbox_id: string | null;
  provider_message_id: string | null;
  message_id: string | null;
  in_reply_to: string | null;
  references: Json<string[]>;
  from_address: string | null;
  to_addresses: Json<string[]>;
  cc_addresses: Json<string[]>;
  subject: string | null;
  received_at: Timestamp;
  size_bytes: number;
  raw_sha256: string;
  attachments: Json<unknown[]>;
  outcome: string;
  reason: string | null;
  job_id: string | null;
  routing: Json<unknown> | null;
  routing_status: string | null;
  tags: string[];
  created_at: Timestamp;
  raw_expired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  tenants: TenantsTable;
  api_keys: ApiKeysTable;
  audit_log: AuditLogTable;
  rate_limit_counters: RateLimitCountersTable;
  blobs: BlobsTable;
  jobs: JobsTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  schema_migrations: SchemaMigrationsTable;
  llm_calls: LlmCallsTable;
  llm_replay: LlmReplayTable;
  document_reads: DocumentReadsTable;
  mailboxes: MailboxesTable;
  mailbox_connections: MailboxConnectionsTable;
  mailbox_oauth_states: MailboxOauthStatesTable;
  email_threads: EmailThreadsTable;
  emails: EmailsTable;
  integrations: IntegrationsTable;
  integration_oauth_states: IntegrationOauthStatesTable;
}
