// Signed intake (provider webhook and forwarding worker): hex HMAC-SHA256 over fields joined by "\n",
// compared in constant time, with the timestamp inside a window. Pure: the clock is passed in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TtlCache } from '../cache.ts';

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

/** The part of the check the headers alone decide: a readable X-Timestamp inside the window. */
export function checkIntakeTimestamp(timestamp: string, now: Date, windowSeconds: number): SignatureCheck {
  const at = timestampMs(timestamp);
  if (Number.isNaN(at)) return { ok: false, reason: 'X-Timestamp is not unix seconds or an ISO 8601 time' };
  if (Math.abs(now.getTime() - at) > windowSeconds * 1000)
    return { ok: false, reason: `X-Timestamp is outside the ${windowSeconds}-second window` };
  return { ok: true };
}

export function checkIntakeSignature(a: {
  secret: string;
  timestamp: string;
  fields: string[];
  body: Uint8Array;
  signature: string;
  now: Date;
  windowSeconds: number;
}): SignatureCheck {
  const fresh = checkIntakeTimestamp(a.timestamp, a.now, a.windowSeconds);
  if (!fresh.ok) return fresh;
  const expected = Buffer.from(signIntake(a.secret, [a.timestamp, ...a.fields], a.body), 'hex');
  const given = /^[0-9a-fA-F]{64}$/.test(a.signature.trim()) ? Buffer.from(a.signature.trim(), 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'X-Signature does not match' };
  return { ok: true };
}

/** Failed signatures an address may send per window before its signed requests are refused unread. */
export const SIGNATURE_FAILURES_PER_ADDRESS = 10;
const FAILURE_WINDOW_SECONDS = 300;
const MAX_ADDRESSES = 10_000;

/**
 * Failed intake signatures per address, in fixed windows, in this process (an instance's memory is what
 * a flood of bogus bodies would exhaust). Bounded: past MAX_ADDRESSES the oldest entries are dropped.
 */
export class SignatureFailures {
  /** the time of the call being answered: the windows expire by the caller's clock */
  private at = 0;
  private readonly windows: TtlCache<{ start: number; count: number }>;
  constructor(
    readonly limit = SIGNATURE_FAILURES_PER_ADDRESS,
    readonly windowSeconds = FAILURE_WINDOW_SECONDS,
  ) {
    // an address's window is set once, at its first failure, so it ends windowSeconds after that
    this.windows = new TtlCache(MAX_ADDRESSES, windowSeconds * 1000, () => this.at);
  }

  private current(address: string, now: Date): { start: number; count: number } | undefined {
    this.at = now.getTime();
    return this.windows.get(address);
  }

  /** Seconds until the address may try again; 0 when it may now. */
  retryAfter(address: string, now: Date): number {
    const w = this.current(address, now);
    if (!w || w.count < this.limit) return 0;
    return Math.max(1, Math.ceil((w.start + this.windowSeconds * 1000 - now.getTime()) / 1000));
  }

  failed(address: string, now: Date): void {
    const w = this.current(address, now);
    if (w) w.count++;
    else this.windows.set(address, { start: now.getTime(), count: 1 });
  }
}
