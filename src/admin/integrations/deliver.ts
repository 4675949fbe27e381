// A delivery to an integration, called by the webhook delivery worker for endpoints that belong to one
// (same outbox, retry schedule and pause): the grant opened, the access token refreshed when it is about
// to expire, the provider's API called through the SSRF-safe fetch, and the integration's status,
// last_ok_at and last_error kept current. No token is logged or recorded: attempts keep the status and a
// short error, and the API's answer excerpt (which never carries the token).
import type { AttemptOutcome } from '../../events/sender.ts';
import { refreshGrant, type Grant } from '../../mailboxes/oauth.ts';
import { GrantRevoked, ProviderError } from '../../mailboxes/provider-http.ts';
import { seal, SealError, unseal } from '../../mailboxes/seal.ts';
import { integrationForDelivery, markFailure, markOk, storeGrant } from '../../store/integrations.ts';
import { grantBinding, type IntegrationDeps } from './connect.ts';
import { judgeAnswer, providerCall, providerConfig, type IntegrationType } from './providers.ts';

/** Refresh this long before the access token's expiry, so a call never races it. */
const REFRESH_MARGIN_MS = 120_000;
const EXCERPT_CHARS = 1024;

export class IntegrationDelivery {
  constructor(private readonly deps: IntegrationDeps) {}

  async deliver(t: { integrationId: string; topic: string; body: string }): Promise<AttemptOutcome> {
    const started = performance.now();
    const done = (o: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({
      ...o,
      durationMs: Math.round(performance.now() - started),
    });
    const fail = async (
      error: string,
      reconnect: boolean,
      statusCode: number | null = null,
      excerpt: string | null = null,
    ) => {
      await markFailure(this.deps.db, t.integrationId, error, reconnect, this.deps.now());
      return done({ ok: false, statusCode, error, excerpt });
    };
    const row = await integrationForDelivery(this.deps.db, t.integrationId);
    if (!row) return done({ ok: false, statusCode: null, error: 'integration removed', excerpt: null });
    if (row.status !== 'connected' || !row.grant_sealed)
      return done({
        ok: false,
        statusCode: null,
        error: `not connected (status ${row.status}): connect it`,
        excerpt: null,
      });
    const type = row.type as IntegrationType;
    const cfg = providerConfig(this.deps.config.integrations, type);
    let grant: Grant;
    try {
      grant = await this.freshGrant(row.id, row.grant_sealed, type);
    } catch (err) {
      // Slack refuses a refresh with 200 `{ok: false, error: "invalid_refresh_token"}`: no token in the answer
      const refused = err instanceof ProviderError && err.status === 502 && /no access_token/.test(err.message);
      if (err instanceof GrantRevoked || err instanceof SealError || refused)
        return fail(`the grant no longer works (${(err as Error).message}): reconnect the integration`, true);
      if (err instanceof ProviderError) return fail(`token refresh failed: ${err.message}`, false);
      throw err;
    }
    const call = providerCall(
      type,
      cfg,
      row.config,
      t.topic,
      JSON.parse(t.body),
      this.deps.config.integrations.jobLinkTemplate,
    );
    let res: Response;
    try {
      res = await this.deps.net.fetch(call.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${grant.access_token}`,
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/json',
        },
        body: call.body,
      });
    } catch (err) {
      return fail(`${type} unreachable: ${(err as Error).name}`, false);
    }
    const text = (await res.text().catch(() => '')).slice(0, 64 * 1024);
    const verdict = judgeAnswer(type, res.status, text);
    const excerpt = text.slice(0, EXCERPT_CHARS);
    if (!verdict.ok) return fail(verdict.error!, verdict.reconnect, res.status, excerpt);
    await markOk(this.deps.db, row.id, this.deps.now());
    return done({ ok: true, statusCode: res.status, error: null, excerpt });
  }

  /** The grant, its access token refreshed (and stored sealed again) when it is about to expire. */
  private async freshGrant(id: string, sealed: string, type: IntegrationType): Promise<Grant> {
    const keys = this.deps.config.mailboxes.grantKeys;
    const grant = JSON.parse(unseal(keys, sealed, grantBinding(id))) as Grant;
    const now = this.deps.now();
    if (grant.access_expires_at - REFRESH_MARGIN_MS > now.getTime()) return grant;
    const fresh = await refreshGrant(providerConfig(this.deps.config.integrations, type), this.deps.net, grant, now);
    await storeGrant(this.deps.db, id, seal(keys, JSON.stringify(fresh), grantBinding(id)), now);
    return fresh;
  }
}
