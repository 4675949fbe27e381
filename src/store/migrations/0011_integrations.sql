-- CRM and chat integrations. Each has a row in webhook_endpoints (integration_id set) so its events go
-- through the one outbox, retry schedule and pause as webhooks; the delivery worker hands those
-- deliveries to the integration instead of POSTing the envelope.
create table integrations (
  id text primary key,
  tenant_id text not null references tenants(id),
  type text not null,                            -- hubspot | slack
  name text not null,
  config jsonb not null default '{}'::jsonb,
  events text[] not null,
  status text not null,                          -- pending | connected | error
  grant_sealed text,                             -- the OAuth grant, sealed (AES-256-GCM, MAILBOX_GRANT_KEYS)
  last_ok_at timestamptz,
  last_error text,
  endpoint_id text not null references webhook_endpoints(id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
create index integrations_tenant on integrations (tenant_id, created_at) where deleted_at is null;

-- One row per authorization started: the state is kept hashed, the PKCE verifier sealed; single use.
create table integration_oauth_states (
  state_hash text primary key,
  tenant_id text not null references tenants(id),
  integration_id text not null references integrations(id),
  verifier_sealed text not null,
  actor_type text not null,
  actor_id text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);

alter table webhook_endpoints add column integration_id text;
