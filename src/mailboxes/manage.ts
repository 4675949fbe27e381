// The /v1/mailboxes resource as a service: create (a forwarding address and a signed-webhook secret, and for
// a hosted mailbox the authorization to connect it), read, change, rotate, delete (audited, one transaction
// each) and a mailbox's messages. The HTTP handlers only call these.
import type { Config } from '../config.ts';
import { emailRecord } from '../email/record.ts';
import { notFound } from '../errors.ts';
import { newId, randomToken } from '../ids.ts';
import type { Caller } from '../identity/permissions.ts';
import { writeAudit } from '../audit.ts';
import type { Db } from '../store/db.ts';
import { listMailboxEmails, type EmailRow } from '../store/emails.ts';
import { getMailbox, insertMailbox, listMailboxes, updateMailbox, type MailboxRow } from '../store/mailboxes.ts';
import { connectionsOf, eraseGrant, insertConnection, type ConnectionRow } from '../store/mailbox-connections.ts';
import { isHosted, startAuthorization } from './connect.ts';

export interface MailboxServiceDeps {
  db: Db;
  config: Config;
  now: () => Date;
}

/** Who asks, and the request the audit entry names. */
export interface Actor {
  caller: Caller;
  requestId: string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A hosted mailbox's connection as the API shows it; never the grant. */
export const connectionRecord = (c: ConnectionRow | undefined) =>
  c
    ? {
        status: c.status,
        address: c.address,
        connected_at: iso(c.connected_at),
        disconnected_at: iso(c.disconnected_at),
        disconnect_reason: c.disconnect_reason,
        last_synced_at: iso(c.last_synced_at),
        last_error: c.last_error,
        watch_expires_at: iso(c.watch_expires_at),
      }
    : null;

function mailboxRecord(deps: MailboxServiceDeps, m: MailboxRow, c?: ConnectionRow) {
  return {
    id: m.id,
    name: m.name,
    kind: m.kind,
    connection: isHosted(m.kind) ? connectionRecord(c) : null,
    forward_address: `${m.forward_token}@${deps.config.email.inboundMailDomain}`,
    allowed_sender_domains: m.allowed_sender_domains,
    status: m.status,
    created_at: new Date(m.created_at).toISOString(),
    updated_at: new Date(m.updated_at).toISOString(),
  };
}

/** The record, with the connection read only for a hosted mailbox (a forward one has none). */
async function recordOf(deps: MailboxServiceDeps, m: MailboxRow) {
  const conn = isHosted(m.kind) ? (await connectionsOf(deps.db, m.tenant_id, [m.id]))[0] : undefined;
  return mailboxRecord(deps, m, conn);
}

const newSecret = () => `mbsec_${randomToken(40)}`;
const lower = (d: string[]) => [...new Set(d.map((x) => x.toLowerCase()))];

export async function createMailbox(
  deps: MailboxServiceDeps,
  { caller, requestId }: Actor,
  body: { name: string; kind?: string; allowed_sender_domains?: string[]; login_hint?: string },
) {
  const now = deps.now();
  const kind = (body.kind ?? 'forward') as MailboxRow['kind'];
  const m: Omit<MailboxRow, 'status'> = {
    id: newId('mbx'),
    tenant_id: caller.tenantId,
    kind,
    name: body.name.trim(),
    forward_token: randomToken(24),
    inbound_secret: newSecret(),
    allowed_sender_domains: lower(body.allowed_sender_domains ?? []),
    created_at: now,
    updated_at: now,
  };
  const authorization = await deps.db.transaction().execute(async (trx) => {
    await insertMailbox(trx, m);
    await writeAudit(trx, {
      caller,
      action: 'mailbox.created',
      targetType: 'mailbox',
      targetId: m.id,
      requestId,
      details: { name: m.name, kind, allowed_sender_domains: m.allowed_sender_domains },
    });
    if (!isHosted(kind)) return null;
    await insertConnection(trx, { mailboxId: m.id, tenantId: caller.tenantId, provider: kind, at: now });
    return startAuthorization(trx, deps, {
      actor: caller,
      mailboxId: m.id,
      provider: kind,
      loginHint: body.login_hint,
    });
  });
  return {
    ...(await recordOf(deps, { ...m, status: 'active' })),
    inbound_secret: m.inbound_secret,
    ...(authorization
      ? { authorization_url: authorization.url, authorization_expires_at: authorization.expiresAt.toISOString() }
      : {}),
  };
}

export async function mailboxRecords(deps: MailboxServiceDeps, tenantId: string) {
  const rows = await listMailboxes(deps.db, tenantId);
  const hosted = rows.filter((m) => isHosted(m.kind)).map((m) => m.id);
  const conns = await connectionsOf(deps.db, tenantId, hosted);
  return rows.map((m) =>
    mailboxRecord(
      deps,
      m,
      conns.find((c) => c.mailbox_id === m.id),
    ),
  );
}

export async function mailboxRecordOf(deps: MailboxServiceDeps, tenantId: string, id: string) {
  const m = await getMailbox(deps.db, tenantId, id);
  if (!m) throw notFound('mailbox');
  return recordOf(deps, m);
}

/** One audited change of a mailbox row (a deleted mailbox keeps no grant). */
async function change(
  deps: MailboxServiceDeps,
  { caller, requestId }: Actor,
  id: string,
  action: string,
  patch: Parameters<typeof updateMailbox>[3],
  details: Record<string, unknown>,
): Promise<MailboxRow> {
  return deps.db.transaction().execute(async (trx) => {
    const m = await updateMailbox(trx, caller.tenantId, id, patch, deps.now());
    if (!m) throw notFound('mailbox');
    if (patch.status === 'deleted') await eraseGrant(trx, m.id, deps.now());
    await writeAudit(trx, { caller, action, targetType: 'mailbox', targetId: m.id, requestId, details });
    return m;
  });
}

export async function updateMailboxFields(
  deps: MailboxServiceDeps,
  actor: Actor,
  id: string,
  b: { name?: string; status?: string; allowed_sender_domains?: string[] },
) {
  const patch = {
    ...(b.name ? { name: b.name.trim() } : {}),
    ...(b.status ? { status: b.status as MailboxRow['status'] } : {}),
    ...(b.allowed_sender_domains ? { allowed_sender_domains: lower(b.allowed_sender_domains) } : {}),
  };
  return recordOf(deps, await change(deps, actor, id, 'mailbox.updated', patch, patch));
}

/** A new inbound secret, shown once; the old one is refused from now on. */
export async function rotateMailboxSecret(deps: MailboxServiceDeps, actor: Actor, id: string) {
  const secret = newSecret();
  const m = await change(deps, actor, id, 'mailbox.secret_rotated', { inbound_secret: secret }, {});
  return { ...(await recordOf(deps, m)), inbound_secret: secret };
}

export async function deleteMailbox(deps: MailboxServiceDeps, actor: Actor, id: string) {
  const m = await change(deps, actor, id, 'mailbox.deleted', { status: 'deleted' }, {});
  return { id: m.id, deleted: true };
}

/** A page of the mailbox's emails, newest first (`after`: the last row of the page before), and the last row shown. */
export async function mailboxMessages(
  deps: MailboxServiceDeps,
  tenantId: string,
  id: string,
  limit: number,
  after: [string, string] | null,
): Promise<{ items: ReturnType<typeof emailRecord>[]; next: EmailRow | null }> {
  const m = await getMailbox(deps.db, tenantId, id);
  if (!m) throw notFound('mailbox');
  const rows = await listMailboxEmails(deps.db, tenantId, m.id, limit + 1, after);
  const page = rows.slice(0, limit);
  return { items: page.map(emailRecord), next: rows.length > limit ? (page[page.length - 1] ?? null) : null };
}
