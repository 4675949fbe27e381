-- Email intake: mailboxes (signed provider webhook and forwarding address), threads (a thread is one
-- deal: it holds every document it has sent and its current job) and one row per inbound email.
create table mailboxes (
  id text primary key,
  tenant_id text not null references tenants(id),
  name text not null,
  forward_token text not null unique,            -- <forward_token>@INBOUND_MAIL_DOMAIN
  inbound_secret text not null,                  -- keys the provider's signed webhook; shown once
  allowed_sender_domains text[] not null default '{}', -- empty: any sender
  status text not null default 'active',         -- active | paused | deleted
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index mailboxes_tenant on mailboxes (tenant_id, created_at) where status <> 'deleted';

create table email_threads (
  id text primary key,                           -- derived from tenant, mailbox and root Message-ID
  tenant_id text not null references tenants(id),
  mailbox_id text,                               -- null: posted with an API key
  root_message_id text not null,
  job_id text,                                   -- the thread's current job
  documents jsonb not null default '[]',         -- every document the thread has sent, in order
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table emails (
  id text primary key,
  tenant_id text not null references tenants(id),
  dedupe_key text not null,                      -- a redelivery of the same message finds its email here
  thread_id text not null references email_threads(id),
  mailbox_id text,
  provider_message_id text,
  message_id text,
  in_reply_to text,
  "references" jsonb not null default '[]',
  from_address text,
  to_addresses jsonb not null default '[]',
  cc_addresses jsonb not null default '[]',
  subject text,
  received_at timestamptz not null,
  size_bytes integer not null,
  raw_sha256 text not null,                      -- the .eml in the blob store
  attachments jsonb not null default '[]',
  outcome text not null,                         -- job | merged | ignored | refused
  reason text,                                   -- why ignored or refused
  job_id text,
  routing jsonb,                                 -- the router's verdict; null when not routed
  routing_status text,                           -- routed | off:module_disabled | off:no_model_provider | failed:<reason>
  tags text[] not null default '{}',
  created_at timestamptz not null,
  unique (tenant_id, dedupe_key)
);
create index emails_mailbox_recent on emails (mailbox_id, created_at desc, id desc) where mailbox_id is not null;
create index emails_thread on emails (thread_id, created_at);
create index emails_message_id on emails (tenant_id, message_id) where message_id is not null;
