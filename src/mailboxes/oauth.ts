// OAuth 2.0 for hosted mailboxes: the authorization URL (code flow with PKCE, offline access), the code
// exchange and the refresh. The grant lives sealed in the store (seal.ts); nothing here logs it.
import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProviderConfig } from '../config.ts';
import { call, GrantRevoked, ProviderError, type ProviderNet } from './provider-http.ts';

export type Provider = 'gmail' | 'm365';

/** What a connection keeps sealed: the refresh token and the current access token. */
export interface Grant {
  refresh_token: string;
  access_token: string;
  /** ms since epoch */
  access_expires_at: number;
  scope: string | null;
}

export const SCOPES: Record<Provider, string> = {
  gmail: 'https://www.googleapis.com/auth/gmail.readonly https://www.googleapis.com/auth/userinfo.email',
  m365: 'offline_access https://graph.microsoft.com/Mail.Read https://graph.microsoft.com/User.Read',
};

export const newVerifier = () => randomBytes(48).toString('base64url');
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizationUrl(
  provider: Provider,
  cfg: OAuthProviderConfig,
  a: { redirectUrl: string; state: string; verifier: string; loginHint?: string },
): string {
  const u = new URL(cfg.authUrl);
  const q = u.searchParams;
  q.set('client_id', cfg.clientId ?? '');
  q.set('redirect_uri', a.redirectUrl);
  q.set('response_type', 'code');
  q.set('scope', SCOPES[provider]);
  q.set('state', a.state);
  q.set('code_challenge', challengeOf(a.verifier));
  q.set('code_challenge_method', 'S256');
  if (provider === 'gmail') {
    // a refresh token is only issued with offline access, and again only on consent
    q.set('access_type', 'offline');
    q.set('prompt', 'consent');
    q.set('include_granted_scopes', 'true');
  } else {
    q.set('response_mode', 'query');
  }
  if (a.loginHint) q.set('login_hint', a.loginHint);
  return u.toString();
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

async function tokenRequest(cfg: OAuthProviderConfig, net: ProviderNet, form: Record<string, string>, now: Date) {
  const body = new URLSearchParams({ ...form, client_id: cfg.clientId ?? '', client_secret: cfg.clientSecret ?? '' });
  let res: Response;
  try {
    res = await call(
      net,
      cfg.tokenUrl,
      {
        what: `token endpoint (${form.grant_type})`,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      },
      now,
    );
  } catch (err) {
    // invalid_grant: the refresh token (or code) was revoked, expired or already used
    if (err instanceof ProviderError && err.status === 400 && /invalid_grant/.test(err.message))
      throw new GrantRevoked('the provider refused the grant (invalid_grant)');
    throw err;
  }
  const t = (await res.json().catch(() => ({}))) as TokenAnswer;
  if (typeof t.access_token !== 'string' || t.access_token === '')
    throw new ProviderError(502, 'token endpoint: no access_token in the answer');
  return t;
}

const expiry = (t: TokenAnswer, now: Date) =>
  now.getTime() + Math.max(60, Number.isFinite(t.expires_in) ? Number(t.expires_in) : 3600) * 1000;

export async function exchangeCode(
  cfg: OAuthProviderConfig,
  net: ProviderNet,
  a: { code: string; verifier: string; redirectUrl: string },
  now: Date,
): Promise<Grant> {
  const t = await tokenRequest(
    cfg,
    net,
    { grant_type: 'authorization_code', code: a.code, code_verifier: a.verifier, redirect_uri: a.redirectUrl },
    now,
  );
  if (!t.refresh_token) throw new ProviderError(502, 'token endpoint: no refresh_token (offline access not granted)');
  return {
    refresh_token: t.refresh_token,
    access_token: t.access_token!,
    access_expires_at: expiry(t, now),
    scope: t.scope ?? null,
  };
}

/** A fresh access token; the provider may rotate the refresh token too (Microsoft does). */
export async function refreshGrant(cfg: OAuthProviderConfig, net: ProviderNet, g: Grant, now: Date): Promise<Grant> {
  const t = await tokenRequest(cfg, net, { grant_type: 'refresh_token', refresh_token: g.refresh_token }, now);
  return {
    refresh_token: t.refresh_token ?? g.refresh_token,
    access_token: t.access_token!,
    access_expires_at: expiry(t, now),
    scope: t.scope ?? g.scope,
  };
}
