// One sync of one hosted mailbox, under the scheduler's lease: renew the watch when it ends soon, then
// read every page added since the cursor and take each new message through the same intake as a posted
// one (routing, caps, size limits, tags, email.received). The cursor advances in the transaction of the
// page's last message, so a crash re-reads at most one page, whose taken messages are found again by
// provider message id (not downloaded, not taken twice).
import type { Logger } from 'pino';
import type { Transaction } from 'kysely';
import type { Config } from '../config.ts';
import { writeAudit } from '../audit.ts';
import { takeEmail, type IntakeOutcome } from '../email/intake.ts';
import { ApiError } from '../errors.ts';
import { hashSecret } from '../identity/keys.ts';
import { recordEvent } from '../events/record.ts';
import { newId } from '../ids.ts';
import type { ModelClient } from '../pipeline/ports/model.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Db } from '../store/db.ts';
import {
  hasProviderMessage,
  markDisconnected,
  saveSyncState,
  type ConnectionRow,
} from '../store/mailbox-connections.ts';
import { findMailboxById } from '../store/mailboxes.ts';
import type { Database } from '../store/schema.ts';
import { getTenant } from '../store/tenants.ts';
import { mailboxDisconnectedEvent } from './events.ts';
import { refreshGrant, type Grant, type Provider } from './oauth.ts';
import { GrantRevoked, ProviderError, type ProviderNet } from './provider-http.ts';
import { providerFor, TooLarge } from './providers.ts';
import { seal, sealedKeyId, SealError, unseal } from './seal.ts';

export interface SyncDeps {
  db: Db;
  blobs: BlobStore;
  config: Config;
  now: () => Date;
  log: Logger;
  net: ProviderNet;
  router?: ModelClient;
  /** After each message taken: wake the job worker, drop a superseded job's cached envelope. */
  onTaken?: (o: IntakeOutcome, tenantId: string) => void;
}

export type SyncOutcome =
  | { outcome: 'done'; taken: number; skipped: number; more: boolean }
  | { outcome: 'backoff'; seconds: number; failed: boolean; error: string }
  | { outcome: 'disconnected' }
  | { outcome: 'lost' };

/** Pages one run reads before it hands the mailbox back (due again at once): one busy mailbox cannot hold a scheduler. */
const MAX_PAGES_PER_RUN = 20;
const MAX_BACKOFF_SECONDS = 3600;

class LeaseLost extends Error {}

/** A grant opens only on its own mailbox's row. */
export const grantBinding = (mailboxId: string) => `mailbox-grant:${mailboxId}`;

export async function syncMailbox(
  deps: SyncDeps,
  conn: ConnectionRow,
  owner: string,
  signal: AbortSignal,
): Promise<SyncOutcome> {
  const { db, config, now } = deps;
  const keys = config.mailboxes.grantKeys;
  const provider = providerFor(conn.provider as Provider, config.mailboxes, deps.net);
  const oauth = config.mailboxes[conn.provider as Provider];
  const id = conn.mailbox_id;
  const save = async (trx: Db | Transaction<Database>, patch: Parameters<typeof saveSyncState>[3]) => {
    if (!(await saveSyncState(trx, id, owner, patch))) throw new LeaseLost();
  };
  try {
    const tenant = await getTenant(db, conn.tenant_id);
    if (!tenant || tenant.status === 'suspended')
      return { outcome: 'backoff', seconds: MAX_BACKOFF_SECONDS, failed: false, error: 'tenant suspended' };
    const mailbox = await findMailboxById(db, id);
    if (!mailbox || !conn.grant_sealed) return { outcome: 'lost' };

    let grant = JSON.parse(unseal(keys, conn.grant_sealed, grantBinding(id))) as Grant;
    const keep = async () => save(db, { grant_sealed: seal(keys, JSON.stringify(grant), grantBinding(id)) });
    // a grant sealed under an older key is sealed again under the current one
    if (sealedKeyId(conn.grant_sealed) !== keys[0]!.id) await keep();
    const refresh = async () => {
      grant = await refreshGrant(oauth, deps.net, grant, now());
      await keep();
    };
    const withToken = async <T>(fn: (token: string) => Promise<T>): Promise<T> => {
      if (grant.access_expires_at - now().getTime() < 60_000) await refresh();
      try {
        return await fn(grant.access_token);
      } catch (err) {
        if (!(err instanceof ProviderError && err.status === 401)) throw err;
        await refresh(); // revoked early or clock skew: one refresh, one retry
        return fn(grant.access_token);
      }
    };

    const watch = await withToken((t) =>
      provider.watch(t, { watchId: conn.watch_id, expiresAt: conn.watch_expires_at }, now()),
    );
    if (watch.expiresAt.getTime() !== conn.watch_expires_at?.getTime() || watch.watchId !== conn.watch_id)
      await save(db, {
        watch_id: watch.watchId,
        watch_expires_at: watch.expiresAt,
        ...(watch.clientState ? { client_state_hash: hashSecret(watch.clientState) } : {}),
      });

    let cursor = conn.cursor;
    const syncFrom = new Date(conn.sync_from ?? conn.connected_at ?? now()).getTime();
    // the first read starts at the connection; a lost cursor is re-read from a day before the last sync
    const lastSync = conn.last_synced_at ? new Date(conn.last_synced_at).getTime() - 86_400_000 : syncFrom;
    const since = new Date(conn.cursor === null ? syncFrom : Math.max(syncFrom, lastSync));
    let taken = 0;
    const skipped: string[] = [];
    for (let pages = 0; pages < MAX_PAGES_PER_RUN; pages++) {
      const page = await withToken((t) => provider.readPage(t, cursor, since, now()));
      let cursorSaved = false;
      for (const [i, messageId] of page.messages.entries()) {
        if (signal.aborted) return { outcome: 'lost' };
        const last = i === page.messages.length - 1;
        if (await hasProviderMessage(db, id, messageId)) continue;
        let raw: Uint8Array | null;
        try {
          raw = await withToken((t) => provider.fetchRaw(t, messageId, config.limits.maxEmailBytes, now()));
        } catch (err) {
          if (!(err instanceof TooLarge)) throw err;
          skipped.push(`${messageId}: ${err.message}`);
          continue;
        }
        if (!raw) continue; // deleted before we read it
        try {
          const outcome = await takeEmail(
            { db, blobs: deps.blobs, config, now, router: deps.router },
            {
              tenantId: conn.tenant_id,
              mailbox,
              source: `email_${conn.provider}`,
              raw,
              providerMessageId: messageId,
              envelopeFrom: null,
              options: {},
              alsoInTransaction: last ? (trx) => save(trx, { cursor: page.cursor }) : undefined,
            },
          );
          if (last) cursorSaved = true;
          if (!outcome.redelivery) taken++;
          deps.onTaken?.(outcome, conn.tenant_id);
        } catch (err) {
          // a message the intake refuses (too large, not MIME) is skipped, not retried forever
          if (err instanceof ApiError && [413, 415, 422].includes(err.status)) {
            skipped.push(`${messageId}: ${err.message}`);
            continue;
          }
          throw err;
        }
      }
      if (!cursorSaved) await save(db, { cursor: page.cursor });
      cursor = page.cursor;
      if (!page.more) {
        await save(db, { last_error: skipped.length ? `skipped ${skipped.join('; ')}`.slice(0, 2000) : null });
        return { outcome: 'done', taken, skipped: skipped.length, more: false };
      }
    }
    return { outcome: 'done', taken, skipped: skipped.length, more: true };
  } catch (err) {
    return failure(deps, conn, err);
  }
}

async function failure(deps: SyncDeps, conn: ConnectionRow, err: unknown): Promise<SyncOutcome> {
  const backoff = Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** conn.failures);
  if (err instanceof LeaseLost) return { outcome: 'lost' };
  if (err instanceof GrantRevoked) {
    await disconnect(deps, conn, 'grant_revoked');
    return { outcome: 'disconnected' };
  }
  if (err instanceof ApiError && err.status === 429) {
    // the mailbox's hourly cap, the tenant's active-job cap or model budget: wait, nothing is lost (the
    // cursor did not pass the message)
    const seconds = Math.max(1, Number(err.headers['retry-after'] ?? 60) || 60);
    return { outcome: 'backoff', seconds, failed: false, error: err.message };
  }
  if (err instanceof ProviderError) {
    const seconds = err.retryAfterSeconds ?? backoff;
    deps.log.warn({ mailbox_id: conn.mailbox_id, status: err.status, retry_in: seconds }, err.message);
    return { outcome: 'backoff', seconds: Math.max(1, seconds), failed: true, error: err.message };
  }
  if (err instanceof SealError) {
    deps.log.error({ mailbox_id: conn.mailbox_id }, err.message);
    return { outcome: 'backoff', seconds: MAX_BACKOFF_SECONDS, failed: true, error: err.message };
  }
  deps.log.error({ err, mailbox_id: conn.mailbox_id }, 'mailbox sync failed');
  return { outcome: 'backoff', seconds: backoff, failed: true, error: `internal error: ${(err as Error).message}` };
}

/** Connected → disconnected once: the grant erased, mailbox.disconnected and an audit entry in one transaction. */
export async function disconnect(deps: Pick<SyncDeps, 'db' | 'now'>, conn: ConnectionRow, reason: string) {
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await markDisconnected(trx, conn.mailbox_id, reason, at);
    if (!row) return; // already disconnected: no second event
    await recordEvent(trx, mailboxDisconnectedEvent(row, newId('evt'), at));
    await writeAudit(trx, {
      caller: { type: 'system', id: 'mailbox-sync', tenantId: row.tenant_id },
      action: 'mailbox.disconnected',
      targetType: 'mailbox',
      targetId: row.mailbox_id,
      requestId: null,
      details: { reason, provider: row.provider, address: row.address },
    });
  });
}
