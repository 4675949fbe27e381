// Connecting an integration: the provider's consent URL (a single-use state, hashed in the store, with the
// PKCE verifier sealed beside it) and the callback (code → grant through the mailboxes' OAuth exchange,
// the grant sealed with the same keys, audited). Every call leaves through the SSRF-safe sender.
import { randomBytes } from 'node:crypto';
import { writeAudit, type AuditActor } from '../../audit.ts';
import type { Config } from '../../config.ts';
import { ApiError } from '../../errors.ts';
import { hashSecret } from '../../identity/keys.ts';
import { challengeOf, exchangeCode, newVerifier } from '../../mailboxes/oauth.ts';
import { GrantRevoked, ProviderError, type ProviderNet } from '../../mailboxes/provider-http.ts';
import { seal, unseal } from '../../mailboxes/seal.ts';
import type { Db } from '../../store/db.ts';
import type { Executor } from '../../store/db.ts';
import { getIntegration, insertIntegrationState, storeGrant, takeIntegrationState } from '../../store/integrations.ts';
import { authorizeUrl, providerConfig, type IntegrationType } from './providers.ts';

export interface IntegrationDeps {
  db: Db;
  config: Config;
  now: () => Date;
  /** the SSRF-safe sender's fetch (events/sender.ts) */
  net: ProviderNet;
}

/** Good for 15 minutes: long enough for a consent screen, short for a leaked link. */
const STATE_TTL_MS = 15 * 60_000;
const stateBinding = (hash: string) => `integration-state:${hash}`;
export const grantBinding = (integrationId: string) => `integration-grant:${integrationId}`;

export function assertConfigured(config: Config, type: IntegrationType): void {
  const c = config.integrations;
  const P = type.toUpperCase();
  const missing = [
    ...(config.mailboxes.grantKeys.length ? [] : ['MAILBOX_GRANT_KEYS']),
    ...(c.redirectUrl ? [] : ['INTEGRATION_OAUTH_REDIRECT_URL']),
    ...(c[type].clientId ? [] : [`${P}_CLIENT_ID`]),
    ...(c[type].clientSecret ? [] : [`${P}_CLIENT_SECRET`]),
  ];
  if (missing.length)
    throw new ApiError(
      'not_ready',
      `${type} integrations are not configured on this service: set ${missing.join(', ')}`,
    );
}

/** Writes a state row and answers the consent URL. Call inside the change's transaction. */
export async function startAuthorization(
  trx: Executor,
  deps: Pick<IntegrationDeps, 'config' | 'now'>,
  a: { actor: AuditActor; integrationId: string; type: IntegrationType },
): Promise<string> {
  assertConfigured(deps.config, a.type);
  const keys = deps.config.mailboxes.grantKeys;
  const state = randomBytes(32).toString('base64url');
  const verifier = newVerifier();
  const hash = hashSecret(state);
  const now = deps.now();
  await insertIntegrationState(trx, {
    state_hash: hash,
    tenant_id: a.actor.tenantId,
    integration_id: a.integrationId,
    verifier_sealed: seal(keys, verifier, stateBinding(hash)),
    actor_type: a.actor.type,
    actor_id: a.actor.id,
    expires_at: new Date(now.getTime() + STATE_TTL_MS),
    created_at: now,
  });
  return authorizeUrl(a.type, providerConfig(deps.config.integrations, a.type), {
    redirectUrl: deps.config.integrations.redirectUrl!,
    state,
    challenge: challengeOf(verifier),
  });
}

/** The callback: the state is spent whatever follows; a good code connects the integration. */
export async function completeAuthorization(
  deps: IntegrationDeps,
  q: { state: string; code?: string; error?: string },
  requestId: string,
): Promise<{ tenantId: string; integrationId: string }> {
  const hash = hashSecret(q.state);
  const st = await takeIntegrationState(deps.db, hash, deps.now());
  if (!st) throw new ApiError('unauthenticated', 'unknown, used or expired authorization state: start again');
  const row = await getIntegration(deps.db, st.tenant_id, st.integration_id);
  if (!row) throw new ApiError('not_found', 'integration not found');
  if (q.error || !q.code)
    throw new ApiError('bad_request', `the provider did not authorize the integration: ${q.error ?? 'no code'}`);
  const type = row.type as IntegrationType;
  const keys = deps.config.mailboxes.grantKeys;
  const verifier = unseal(keys, st.verifier_sealed, stateBinding(hash));
  let grant;
  try {
    grant = await exchangeCode(
      providerConfig(deps.config.integrations, type),
      deps.net,
      { code: q.code, verifier, redirectUrl: deps.config.integrations.redirectUrl! },
      deps.now(),
    );
  } catch (err) {
    if (err instanceof GrantRevoked)
      throw new ApiError('bad_request', 'the provider refused the authorization code: start again');
    if (err instanceof ProviderError)
      throw new ApiError('upstream_unavailable', `${type} could not complete the connection (${err.message})`);
    throw err;
  }
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await storeGrant(trx, row.id, seal(keys, JSON.stringify(grant), grantBinding(row.id)), at);
    await writeAudit(trx, {
      caller: { type: st.actor_type, id: st.actor_id, tenantId: st.tenant_id },
      action: 'integration.connected',
      targetType: 'integration',
      targetId: row.id,
      requestId,
      details: { type, scope: grant.scope },
    });
  });
  return { tenantId: st.tenant_id, integrationId: row.id };
}
