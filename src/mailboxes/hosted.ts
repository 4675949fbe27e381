// The hosted part of the /v1/mailboxes service: an authorization URL for a gmail or m365 mailbox (audited),
// the OAuth callback's completion, and a manual sync request. The HTTP handlers only call these.
import { writeAudit } from '../audit.ts';
import { ApiError, notFound } from '../errors.ts';
import { getMailbox, type MailboxRow } from '../store/mailboxes.ts';
import { connectionsOf, requestSync } from '../store/mailbox-connections.ts';
import { completeAuthorization, isHosted, startAuthorization, type ConnectDeps } from './connect.ts';
import { connectionRecord, type Actor } from './manage.ts';
import type { Provider } from './oauth.ts';

export interface HostedDeps extends ConnectDeps {
  /** wakes the sync scheduler: a connection is due now */
  syncRequested: () => void;
}

/** The tenant's hosted mailbox; 404 unknown, 409 a forward mailbox (`why`: what it has not). */
async function hostedMailbox(deps: HostedDeps, tenantId: string, id: string, why: string) {
  const m = await getMailbox(deps.db, tenantId, id);
  if (!m) throw notFound('mailbox');
  if (!isHosted(m.kind)) throw new ApiError('conflict', why);
  return m as MailboxRow & { kind: Provider };
}

export async function authorizeMailbox(
  deps: HostedDeps,
  { caller, requestId }: Actor,
  id: string,
  loginHint: string | undefined,
) {
  const m = await hostedMailbox(deps, caller.tenantId, id, 'a forward mailbox has nothing to connect');
  const a = await deps.db.transaction().execute(async (trx) => {
    const started = await startAuthorization(trx, deps, {
      actor: caller,
      mailboxId: m.id,
      provider: m.kind,
      loginHint,
    });
    await writeAudit(trx, {
      caller,
      action: 'mailbox.authorization_started',
      targetType: 'mailbox',
      targetId: m.id,
      requestId,
      details: { provider: m.kind },
    });
    return started;
  });
  return { mailbox_id: m.id, kind: m.kind, authorization_url: a.url, expires_at: a.expiresAt.toISOString() };
}

/** The callback: the mailbox connected, its first sync due now. */
export async function completeMailboxAuthorization(
  deps: HostedDeps,
  query: { state: string; code?: string; error?: string },
  requestId: string,
) {
  // the state was made by a mailboxes:manage caller with the module on (POST /v1/mailboxes, /authorize)
  const done = await completeAuthorization(deps, query, requestId);
  const conn = (await connectionsOf(deps.db, done.tenantId, [done.mailboxId]))[0];
  deps.syncRequested();
  return { mailbox_id: done.mailboxId, connection: connectionRecord(conn) };
}

export async function requestMailboxSync(deps: HostedDeps, tenantId: string, id: string) {
  const m = await hostedMailbox(deps, tenantId, id, 'a forward mailbox is not synced');
  const marked = await requestSync(deps.db, { provider: m.kind, mailboxId: m.id, tenantId });
  if (marked.length === 0) throw new ApiError('conflict', 'the mailbox is not connected: authorize it first');
  deps.syncRequested();
  return { mailbox_id: m.id, sync_requested: true };
}
