// X-Parser-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint
// secret (the whole `whsec_…` string, UTF-8). Signing for the sender; verification for receivers.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

function hmacHex(secret: string, timestamp: number, body: string | Uint8Array): string {
  const h = createHmac('sha256', secret);
  h.update(`${timestamp}.`);
  h.update(body);
  return h.digest('hex');
}

/** The header value for `body` signed at `at`. */
export function signWebhook(secret: string, body: string | Uint8Array, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

export interface VerifyWebhookSignatureInput {
  /** The endpoint secret, `whsec_…`. */
  secret: string;
  /** The X-Parser-Signature header as received. */
  header: string | string[] | null | undefined;
  /** The raw request body, exactly as received (before any JSON parsing). */
  body: string | Uint8Array;
  /** Current time; defaults to the system clock. */
  now?: Date;
  /** Maximum |now - t| in seconds; default 300. */
  toleranceSeconds?: number;
}

/**
 * True only when the header carries a timestamp within the tolerance and a v1 signature that matches
 * the raw body (compared in constant time). Never throws on malformed input: it answers false.
 */
export function verifyWebhookSignature(input: VerifyWebhookSignatureInput): boolean {
  const header = Array.isArray(input.header) ? input.header[0] : input.header;
  if (typeof header !== 'string' || typeof input.secret !== 'string' || input.secret.length === 0) return false;
  let t: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const k = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (k === 't' && /^\d{1,12}$/.test(v)) t = Number(v);
    else if (k === 'v1' && /^[0-9a-f]{64}$/.test(v)) candidates.push(v);
  }
  if (t === null || candidates.length === 0) return false;
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - t) > tolerance) return false;
  const expected = Buffer.from(hmacHex(input.secret, t, input.body), 'hex');
  let ok = false;
  for (const c of candidates) ok = timingSafeEqual(expected, Buffer.from(c, 'hex')) || ok;
  return ok;
}
