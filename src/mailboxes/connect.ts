// Connecting a hosted mailbox: the authorization URL (a single-use state, hashed in the store, with the
// PKCE verifier sealed beside it) and the callback's completion (code → grant, the account's address,
// the grant sealed, the connection due for its first sync, audited). No route returns the grant.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { writeAudit, type AuditActor } from '../audit.ts';
import { ApiError } from '../errors.ts';
import type { Db, Executor } from '../store/db.ts';
import { insertOauthState, markConnected, takeOauthState } from '../store/mailbox-connections.ts';
import { findMailboxById } from '../store/mailboxes.ts';
import { hashSecret } from '../identity/keys.ts';
import { authorizationUrl, exchangeCode, newVerifier, type Provider } from './oauth.ts';
import { GrantRevoked, ProviderError, type ProviderNet } from './provider-http.ts';
import { providerFor } from './providers.ts';
import { seal, unseal } from './seal.ts';
import { grantBinding } from './sync.ts';

export const HOSTED_KINDS = ['gmail', 'm365'] as const;
export const isHosted = (kind: string): kind is Provider => (HOSTED_KINDS as readonly string[]).includes(kind);

/** An authorization is good for 15 minutes: long enough for a consent screen, short for a leaked link. */
const STATE_TTL_MS = 15 * 60_000;

const stateBinding = (hash: string) => `oauth-state:${hash}`;

/** The settings a provider needs before a mailbox of its kind can connect; empty when ready. */
export function missingSettings(config: Config, provider: Provider): string[] {
  const m = config.mailboxes;
  const P = provider === 'gmail' ? 'GMAIL' : 'M365';
  const missing: string[] = [];
  if (m.grantKeys.length === 0) missing.push('MAILBOX_GRANT_KEYS');
  if (!m.redirectUrl) missing.push('MAILBOX_OAUTH_REDIRECT_URL');
  if (!m[provider].clientId) missing.push(`${P}_CLIENT_ID`);
  if (!m[provider].clientSecret) missing.push(`${P}_CLIENT_SECRET`);
  if (provider === 'gmail' && !m.gmail.pubsubTopic) missing.push('GMAIL_PUBSUB_TOPIC');
  if (provider === 'm365' && !m.m365.notificationUrl) missing.push('M365_NOTIFICATION_URL');
  return missing;
}

export function assertConfigured(config: Config, provider: Provider): void {
  const missing = missingSettings(config, provider);
  if (missing.length)
    throw new ApiError(
      'not_ready',
      `${provider} mailboxes are not configured on this service: set ${missing.join(', ')}`,
    );
}

export interface ConnectDeps {
  db: Db;
  config: Config;
  now: () => Date;
  net: ProviderNet;
}

/** Writes a state row and answers the provider's authorization URL. Call inside the change's transaction. */
export async function startAuthorization(
  trx: Executor,
  deps: Pick<ConnectDeps, 'config' | 'now'>,
  a: { actor: AuditActor; mailboxId: string; provider: Provider; loginHint?: string },
): Promise<{ url: string; expiresAt: Date }> {
  assertConfigured(deps.config, a.provider);
  const m = deps.config.mailboxes;
  const state = randomBytes(32).toString('base64url');
  const verifier = newVerifier();
  const hash = hashSecret(state);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
  await insertOauthState(trx, {
    state_hash: hash,
    tenant_id: a.actor.tenantId,
    mailbox_id: a.mailboxId,
    verifier_sealed: seal(m.grantKeys, verifier, stateBinding(hash)),
    actor_type: a.actor.type,
    actor_id: a.actor.id,
    expires_at: expiresAt,
    created_at: now,
  });
  const url = authorizationUrl(a.provider, m[a.provider], {
    redirectUrl: m.redirectUrl!,
    state,
    verifier,
    loginHint: a.loginHint,
  });
  return { url, expiresAt };
}

/** The callback: the state is spent whatever follows; a good code connects the mailbox. */
export async function completeAuthorization(
  deps: ConnectDeps,
  q: { state: string; code?: string; error?: string },
  requestId: string,
): Promise<{ tenantId: string; mailboxId: string }> {
  const hash = hashSecret(q.state);
  const st = await takeOauthState(deps.db, hash, deps.now());
  if (!st) throw new ApiError('unauthenticated', 'unknown, used or expired authorization state: start again');
  const mailbox = await findMailboxById(deps.db, st.mailbox_id);
  if (!mailbox || mailbox.tenant_id !== st.tenant_id || !isHosted(mailbox.kind))
    throw new ApiError('not_found', 'mailbox not found');
  if (q.error || !q.code)
    throw new ApiError('bad_request', `the provider did not authorize the mailbox: ${q.error ?? 'no code'}`);
  const provider = mailbox.kind as Provider;
  const m = deps.config.mailboxes;
  const verifier = unseal(m.grantKeys, st.verifier_sealed, stateBinding(hash));
  let grant;
  let profile;
  try {
    grant = await exchangeCode(
      m[provider],
      deps.net,
      { code: q.code, verifier, redirectUrl: m.redirectUrl! },
      deps.now(),
    );
    profile = await providerFor(provider, m, deps.net).profile(grant.access_token, deps.now());
  } catch (err) {
    if (err instanceof GrantRevoked)
      throw new ApiError('bad_request', 'the provider refused the authorization code: start again');
    if (err instanceof ProviderError)
      throw new ApiError('upstream_unavailable', `${provider} could not complete the connection (${err.message})`);
    throw err;
  }
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await markConnected(trx, mailbox.id, {
      address: profile.address,
      grantSealed: seal(m.grantKeys, JSON.stringify(grant), grantBinding(mailbox.id)),
      cursor: profile.cursor,
      at,
    });
    await writeAudit(trx, {
      caller: { type: st.actor_type, id: st.actor_id, tenantId: st.tenant_id },
      action: 'mailbox.connected',
      targetType: 'mailbox',
      targetId: mailbox.id,
      requestId,
      details: { provider, address: profile.address, scope: grant.scope },
    });
  });
  return { tenantId: st.tenant_id, mailboxId: mailbox.id };
}
