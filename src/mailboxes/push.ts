// What the providers push: Gmail through a Pub/Sub push subscription (an OIDC token from Google's
// service account, and base64 JSON naming the address and a history id), Microsoft Graph as change
// notifications carrying the subscription's clientState. Both only mark mailboxes for sync.
import { jwtVerify } from 'jose';
import type { MailboxesConfig } from '../config.ts';
import { secretMatches } from '../identity/keys.ts';
import { jwksResolver } from '../identity/person-tokens.ts';

export type PushCheck = { ok: true } | { ok: false; reason: string };

/** Verifies `Authorization: Bearer <OIDC token>` of a Gmail push: signature (JWKS, cached), issuer, audience, expiry, service account. */
export function gmailPushVerifier(cfg: MailboxesConfig['gmail'], now: () => Date) {
  const getKey = jwksResolver({ url: cfg.pushJwksUrl });
  return async (authorization: string | undefined): Promise<PushCheck> => {
    if (!cfg.pushAudience || !cfg.pushServiceAccount)
      return { ok: false, reason: 'Gmail push is not configured (GMAIL_PUSH_AUDIENCE, GMAIL_PUSH_SERVICE_ACCOUNT)' };
    const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!m) return { ok: false, reason: 'missing Authorization: Bearer <OIDC token>' };
    try {
      const { payload } = await jwtVerify(m[1]!, getKey, {
        issuer: cfg.pushIssuers,
        audience: cfg.pushAudience,
        algorithms: ['RS256', 'ES256'],
        currentDate: now(),
        clockTolerance: 30,
        requiredClaims: ['exp', 'iat'],
      });
      if (payload.email !== cfg.pushServiceAccount || payload.email_verified !== true)
        return { ok: false, reason: 'push token is not from the configured service account' };
      return { ok: true };
    } catch (err) {
      return { ok: false, reason: `invalid push token (${(err as { code?: string }).code ?? 'unverifiable'})` };
    }
  };
}

export interface GmailPush {
  emailAddress: string;
  historyId: string;
}

/** The Pub/Sub envelope's data: base64 JSON {emailAddress, historyId}. Null when malformed. */
export function readGmailPush(body: unknown): GmailPush | string {
  const data = (body as { message?: { data?: unknown } } | null)?.message?.data;
  if (typeof data !== 'string' || data.length === 0 || data.length > 4096) return 'message.data: base64 JSON expected';
  let parsed: { emailAddress?: unknown; historyId?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    return 'message.data is not base64 JSON';
  }
  const address = parsed?.emailAddress;
  const history = parsed?.historyId;
  if (typeof address !== 'string' || !/^[^@\s]{1,200}@[^@\s]{1,253}$/.test(address))
    return 'message.data.emailAddress: an address expected';
  if (!(typeof history === 'number' || (typeof history === 'string' && /^\d{1,30}$/.test(history))))
    return 'message.data.historyId: a number expected';
  return { emailAddress: address.toLowerCase(), historyId: String(history) };
}

/** Constant-time: the clientState a notification carries against the hash kept for its subscription. */
export function clientStateMatches(given: unknown, storedHash: string | null): boolean {
  return typeof given === 'string' && !!storedHash && secretMatches(given, storedHash);
}
