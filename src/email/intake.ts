// Inbound email → email record, thread, and (maybe) a job. One transaction per message holds the tenant
// lock, the redelivery check, the mailbox's hourly cap, the thread, the job admission (the same as
// uploads: src/jobs/submit.ts), the superseding of the thread's earlier job and the email.received event.
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { admitJob, type IntakeFile } from '../jobs/submit.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import {
  findDelivered,
  getThreadForUpdate,
  insertEmail,
  insertThread,
  mailboxTraffic,
  markSuperseded,
  threadHoldingAll,
  threadOfMessages,
  updateThread,
  type EmailRow,
} from '../store/emails.ts';
import { recordEvent } from '../events/record.ts';
import { lockTenant } from '../store/jobs.ts';
import type { MailboxRow } from '../store/mailboxes.ts';
import { emailReceivedEvent, emailSummary } from './record.ts';
import { decideThread, threadIdOf, threadRoot, type ThreadDocument } from './threads.ts';
import { walkEmail, type WalkedEmail } from './walk.ts';
import { routeEmail, routedAway, type Routing, type RoutingStatus } from './routing.ts';
import { nullModelClient, type ModelClient } from '../pipeline/ports/model.ts';
import { getTenant } from '../store/tenants.ts';
import { effectiveModules } from '../identity/modules.ts';
import type { AcceptedType } from '../pipeline/sniff.ts';

export interface EmailIntakeDeps {
  db: Db;
  blobs: BlobStore;
  config: Config;
  now: () => Date;
  /** The router's model client (nullModelClient: routing off). */
  router?: ModelClient;
}

export interface InboundEmail {
  tenantId: string;
  /** null: posted with an API key. */
  mailbox: MailboxRow | null;
  /**
   * `email` (API key), `email_webhook` (signed provider webhook), `email_forward` (forwarding worker),
   * `email_gmail` / `email_m365` (a hosted mailbox's sync).
   */
  source: string;
  raw: Uint8Array;
  /** The HTTP request that brought it (none for a hosted mailbox's sync): a job it creates logs it. */
  requestId?: string;
  providerMessageId: string | null;
  /** The forwarding worker's envelope sender; checked against the mailbox's allowed_sender_domains. */
  envelopeFrom: string | null;
  options: Record<string, unknown>;
  /** Runs in the intake transaction after the message is recorded (or found again): a sync advances its cursor here. */
  alsoInTransaction?: (trx: Db) => Promise<void>;
}

export interface IntakeOutcome {
  email: EmailRow;
  /** The same message was taken before: nothing new was written. */
  redelivery: boolean;
  jobCreated: boolean;
  /** The thread's earlier job this message's job replaced (its cached envelope is stale). */
  superseded: string | null;
}

const domainOf = (address: string | null) => (address?.split('@').pop() ?? '').trim().toLowerCase().replace(/>$/, '');

/** Empty list: anyone. Otherwise the sender's domain or a subdomain of one listed. */
export function senderAllowed(allowed: string[], sender: string | null): boolean {
  if (allowed.length === 0) return true;
  const domain = domainOf(sender);
  return domain !== '' && allowed.some((d) => domain === d || domain.endsWith(`.${d}`));
}

export function dedupeKey(
  mailboxId: string | null,
  walked: WalkedEmail,
  providerMessageId: string | null,
  rawSha: string,
): string {
  const scope = mailboxId ?? 'api';
  if (walked.messageId) return `${scope}:mid:${walked.messageId}`;
  if (providerMessageId) return `${scope}:pid:${providerMessageId}`;
  return `${scope}:sha:${rawSha}`;
}

export async function takeEmail(deps: EmailIntakeDeps, inbound: InboundEmail): Promise<IntakeOutcome> {
  const walked = await walkEmail(inbound.raw, { ...deps.config.email, maxFiles: deps.config.limits.maxFiles });
  // Blobs first: content-addressed, so a failed transaction leaves nothing wrong behind.
  const rawSha = await deps.blobs.put(inbound.raw);
  for (const d of walked.documents) await deps.blobs.put(d.bytes);
  const routed = await route(deps, inbound, walked, rawSha);
  const attempt = () =>
    deps.db.transaction().execute(async (trx) => {
      const outcome = await record(trx as unknown as Db, deps, inbound, walked, rawSha, routed);
      await inbound.alsoInTransaction?.(trx as unknown as Db);
      return outcome;
    });
  try {
    return await attempt();
  } catch (err) {
    // The same message racing itself (a worker retry): the loser re-reads the winner's email.
    if ((err as { code?: string }).code === '23505') return attempt();
    throw err;
  }
}

/** The router runs before the transaction (a model call holds no lock); a redelivery is not routed again. */
async function route(
  deps: EmailIntakeDeps,
  inbound: InboundEmail,
  walked: WalkedEmail,
  rawSha: string,
): Promise<{ routing: Routing | null; status: RoutingStatus }> {
  const tenant = await getTenant(deps.db, inbound.tenantId);
  if (!effectiveModules(tenant?.modules).email_routing) return { routing: null, status: 'off:module_disabled' };
  const key = dedupeKey(inbound.mailbox?.id ?? null, walked, inbound.providerMessageId, rawSha);
  if (await findDelivered(deps.db, inbound.tenantId, key, inbound.mailbox?.id ?? null, inbound.providerMessageId))
    return { routing: null, status: 'off:redelivery' };
  return routeEmail(deps.router ?? nullModelClient, walked, inbound.tenantId);
}

async function record(
  trx: Db,
  deps: EmailIntakeDeps,
  inbound: InboundEmail,
  walked: WalkedEmail,
  rawSha: string,
  routed: { routing: Routing | null; status: RoutingStatus },
): Promise<IntakeOutcome> {
  const { tenantId, mailbox } = inbound;
  const mailboxId = mailbox?.id ?? null;
  const now = deps.now();
  if (!(await lockTenant(trx as never, tenantId))) throw new ApiError('unauthenticated', 'tenant no longer exists');
  const key = dedupeKey(mailboxId, walked, inbound.providerMessageId, rawSha);
  const earlier = await findDelivered(trx, tenantId, key, mailboxId, inbound.providerMessageId);
  if (earlier) return { email: earlier, redelivery: true, jobCreated: false, superseded: null };

  if (mailbox) {
    const hourAgo = new Date(now.getTime() - 3600_000);
    const traffic = await mailboxTraffic(trx, mailbox.id, hourAgo);
    const cap = deps.config.email.mailboxMessagesPerHour;
    if (traffic.count >= cap) {
      const wait = traffic.oldest ? Math.ceil((traffic.oldest.getTime() + 3600_000 - now.getTime()) / 1000) : 60;
      throw new ApiError(
        'rate_limited',
        `mailbox ${mailbox.id} took ${traffic.count} messages in the last hour (cap ${cap}, INBOUND_MAILBOX_MESSAGES_PER_HOUR)`,
        { 'retry-after': String(Math.max(1, wait)) },
      );
    }
  }

  // Thread: an earlier message this one names, else its root Message-ID.
  const named = [...walked.references, ...(walked.inReplyTo ? [walked.inReplyTo] : [])];
  // A message outside any known thread whose documents a thread already holds (a forward of the deal's
  // papers) belongs to that thread.
  const threadId =
    (await threadOfMessages(trx, tenantId, mailboxId, named)) ??
    (await threadHoldingAll(
      trx,
      tenantId,
      mailboxId,
      walked.documents.map((d) => d.sha256),
    )) ??
    threadIdOf(tenantId, mailboxId, threadRoot(walked, `sha:${rawSha}`));
  let thread = await getThreadForUpdate(trx, tenantId, threadId);
  if (!thread) {
    thread = {
      id: threadId,
      tenant_id: tenantId,
      mailbox_id: mailboxId,
      root_message_id: threadRoot(walked, `sha:${rawSha}`),
      job_id: null,
      documents: [],
      created_at: now,
      updated_at: now,
    };
    await insertThread(trx, thread);
  }

  const email: EmailRow = {
    id: newId('eml'),
    tenant_id: tenantId,
    dedupe_key: key,
    thread_id: threadId,
    mailbox_id: mailboxId,
    provider_message_id: inbound.providerMessageId,
    message_id: walked.messageId,
    in_reply_to: walked.inReplyTo,
    references: walked.references,
    from_address: walked.from,
    to_addresses: walked.to,
    cc_addresses: walked.cc,
    subject: walked.subject,
    received_at: now,
    size_bytes: inbound.raw.length,
    raw_sha256: rawSha,
    attachments: walked.attachments.map(({ note, ...a }) => ({ ...a, note })),
    outcome: 'ignored',
    reason: null,
    job_id: null,
    routing: routed.routing,
    routing_status: routed.status,
    tags: [],
    created_at: now,
    raw_expired_at: null,
  };
  let jobCreated = false;
  let superseded: string | null = null;
  const taken: ThreadDocument[] = walked.documents.map((d) => ({
    sha256: d.sha256,
    filename: d.filename,
    content_type: d.contentType,
    bytes: d.bytes.length,
  }));

  if (mailbox?.status === 'paused') {
    email.outcome = 'refused';
    email.reason = 'mailbox_paused';
  } else if (mailbox && !senderAllowed(mailbox.allowed_sender_domains, inbound.envelopeFrom ?? walked.from)) {
    email.reason = 'sender_not_allowed';
  } else if (walked.documents.length > 0 && routedAway(routed.routing, !!thread.job_id)) {
    email.reason = 'routed_not_a_deal';
  } else {
    const decision = decideThread({ jobId: thread.job_id, documents: thread.documents as ThreadDocument[] }, taken);
    if (decision.outcome === 'ignored') {
      email.reason = decision.reason;
    } else if (decision.outcome === 'merged') {
      email.outcome = 'merged';
      email.job_id = thread.job_id;
    } else {
      // every document is in the store already (put above, or by an earlier message of the thread)
      const files: IntakeFile[] = decision.documents.map((d) => ({
        filename: d.filename,
        contentType: d.content_type as AcceptedType,
        stored: { sha256: d.sha256, size: d.bytes },
        fromEmail: true,
      }));
      const admitted = await admitJob(
        trx as never,
        {
          db: deps.db,
          blobs: deps.blobs,
          maxActiveJobs: deps.config.maxActiveJobs,
          monthlyBudgetUsd: deps.config.llm.monthlyBudgetUsd,
        },
        {
          caller: { tenantId },
          source: inbound.source,
          files,
          fields: { broker_email: walked.from ?? undefined },
          options: inbound.options,
          idempotencyKey: null,
          receivedAt: now,
          requestId: inbound.requestId,
          email: emailSummary(email, thread.job_id),
        },
        decision.documents.map((d) => d.sha256),
      );
      if (thread.job_id) {
        await markSuperseded(trx, tenantId, thread.job_id, admitted.jobId);
        superseded = thread.job_id;
      }
      await updateThread(trx, threadId, admitted.jobId, decision.documents, now);
      email.outcome = 'job';
      email.job_id = admitted.jobId;
      jobCreated = true;
    }
  }
  await insertEmail(trx, email);
  await recordEvent(trx, emailReceivedEvent(email, newId('evt'), now));
  return { email, redelivery: false, jobCreated, superseded };
}
