-- Webhooks: endpoints, one delivery row per (event, endpoint, send), and every attempt with its answer.
create table webhook_endpoints (
  id text primary key,
  tenant_id text not null references tenants(id),
  url text not null,
  topics text[] not null,                        -- empty: every topic except the opt-in ones
  secret text not null,                          -- kept to sign; never returned after creation or rotation
  status text not null default 'active',         -- active | deleted
  consecutive_failures integer not null default 0,
  paused_until timestamptz,                      -- five failures in a row pause the endpoint
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
create index webhook_endpoints_tenant on webhook_endpoints (tenant_id, created_at) where status = 'active';

create table webhook_deliveries (
  id text primary key,
  tenant_id text not null references tenants(id),
  endpoint_id text not null references webhook_endpoints(id),
  event_id text not null references events(id),
  topic text not null,
  status text not null,                          -- pending | delivered | dead | cancelled
  attempt_count integer not null default 0,
  next_attempt_at timestamptz,                   -- null once the delivery is final
  lease_owner text,
  lease_expires_at timestamptz,
  resent_from text,                              -- the earlier delivery this one resends
  created_at timestamptz not null,
  finished_at timestamptz                        -- when it became delivered, dead or cancelled
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc, id desc);
create index webhook_deliveries_event on webhook_deliveries (endpoint_id, event_id);

create table webhook_attempts (
  delivery_id text not null references webhook_deliveries(id),
  attempt integer not null,
  attempted_at timestamptz not null,
  duration_ms integer not null,
  status_code integer,                           -- null when no answer (refused target, timeout, connection error)
  error text,
  response_excerpt text,                         -- bounded start of the answer's body
  primary key (delivery_id, attempt)
);
