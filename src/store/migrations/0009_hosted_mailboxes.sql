-- Hosted mailboxes (Gmail, Microsoft 365): a mailbox has a kind; a hosted one has one connection row,
-- which is also its place in the sync queue (claimed FOR UPDATE SKIP LOCKED under a lease, like jobs).
-- The OAuth grant is stored sealed (AES-256-GCM, key id in the text), never in plain text.
alter table mailboxes add column kind text not null default 'forward';   -- forward | gmail | m365

create table mailbox_connections (
  mailbox_id text primary key references mailboxes(id),
  tenant_id text not null references tenants(id),
  provider text not null,                        -- gmail | m365
  status text not null default 'pending',        -- pending | connected | disconnected
  address text,                                  -- the connected account's address, lower case
  grant_sealed text,                             -- v1.<key id>.<iv>.<tag>.<ciphertext>; null until connected, erased on disconnect
  sync_from timestamptz,                         -- messages received before the connection are not taken
  cursor text,                                   -- gmail: last history id taken; m365: the delta or next link to resume from
  watch_id text,                                 -- m365: the subscription id
  watch_expires_at timestamptz,                  -- gmail watch / m365 subscription expiry
  client_state_hash text,                        -- m365: sha256 hex of the subscription's clientState
  requested_at timestamptz,                      -- the last push / notification / sync request
  due_at timestamptz,                            -- the next sync (a push sets it to now)
  backoff_until timestamptz,                     -- provider 429/5xx, hourly cap: no sync before this
  failures integer not null default 0,           -- provider errors in a row (back-off doubles)
  lease_owner text,
  lease_expires_at timestamptz,
  run_started_at timestamptz,
  last_synced_at timestamptz,
  last_error text,
  connected_at timestamptz,
  disconnected_at timestamptz,
  disconnect_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index mailbox_connections_due on mailbox_connections (due_at) where status = 'connected';
create index mailbox_connections_address on mailbox_connections (provider, address) where status = 'connected';
create unique index mailbox_connections_watch on mailbox_connections (watch_id) where watch_id is not null;

-- One row per authorization started: the state parameter (hashed), single use, short-lived.
create table mailbox_oauth_states (
  state_hash text primary key,
  tenant_id text not null references tenants(id),
  mailbox_id text not null references mailboxes(id),
  verifier_sealed text not null,                 -- the PKCE code verifier, sealed like the grant
  actor_type text not null,
  actor_id text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);

-- A synced message is found again by its provider id (the dedupe of a re-read page).
create index emails_provider_message on emails (mailbox_id, provider_message_id) where provider_message_id is not null;
