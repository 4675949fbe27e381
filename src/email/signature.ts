// Signed intake (provider webhook and forwarding worker): hex HMAC-SHA256 over fields joined by "\n",
// compared in constant time, with the timestamp inside a window. Pure: the clock is passed in.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Timestamp: unix seconds (or milliseconds), or an ISO 8601 date-time. NaN when unreadable. */
export function timestampMs(value: string): number {
  const v = value.trim();
  if (/^\d{1,20}$/.test(v)) {
    const n = Number(v);
    return n > 1e12 ? n : n * 1000;
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(v) ? Date.parse(v) : Number.NaN;
}

export function signIntake(secret: string, fields: string[], body: Uint8Array): string {
  const mac = createHmac('sha256', secret);
  for (const f of fields) mac.update(f).update('\n');
  return mac.update(body).digest('hex');
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function checkIntakeSignature(a: {
  secret: string;
  timestamp: string;
  fields: string[];
  body: Uint8Array;
  signature: string;
  now: Date;
  windowSeconds: number;
}): SignatureCheck {
  const at = timestampMs(a.timestamp);
  if (Number.isNaN(at)) return { ok: false, reason: 'X-Timestamp is not unix seconds or an ISO 8601 time' };
  if (Math.abs(a.now.getTime() - at) > a.windowSeconds * 1000)
    return { ok: false, reason: `X-Timestamp is outside the ${a.windowSeconds}-second window` };
  const expected = Buffer.from(signIntake(a.secret, [a.timestamp, ...a.fields], a.body), 'hex');
  const given = /^[0-9a-fA-F]{64}$/.test(a.signature.trim()) ? Buffer.from(a.signature.trim(), 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'X-Signature does not match' };
  return { ok: true };
}
