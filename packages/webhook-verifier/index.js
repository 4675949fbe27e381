// Verifies a Packet Parser webhook delivery: X-Parser-Signature is `t=<unix seconds>,v1=<hex HMAC-SHA256>`,
// the HMAC of `<t>.<raw body>` keyed with the endpoint secret (the whole `whsec_…` string, UTF-8). One file
// with no dependency but node:crypto (Node 18+, Bun, Deno): copy it, or `npm install` this folder.

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The tolerance the interface recommends between the delivery's timestamp and your clock, in seconds. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * Why a delivery was refused, or null when it verifies:
 * `no_header`, `malformed_header`, `no_secret`, `timestamp_out_of_tolerance`, `signature_mismatch`.
 * @param {import('./index.js').VerifyInput} input
 * @returns {import('./index.js').VerifyFailure | null}
 */
export function webhookSignatureProblem(input) {
  const raw = Array.isArray(input.header) ? input.header[0] : input.header;
  if (typeof raw !== 'string' || raw.trim() === '') return 'no_header';
  if (typeof input.secret !== 'string' || input.secret === '') return 'no_secret';
  let t = null;
  const signatures = [];
  for (const part of raw.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (t === null || signatures.length === 0) return 'malformed_header';
  const now = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - t) > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return 'timestamp_out_of_tolerance';
  const expected = createHmac('sha256', input.secret).update(`${t}.`).update(input.body).digest();
  // every candidate compared in constant time (a header may carry several v1 while a secret rotates)
  let ok = false;
  for (const s of signatures) ok = timingSafeEqual(expected, s) || ok;
  return ok ? null : 'signature_mismatch';
}

/**
 * True only for a delivery signed with `secret` over exactly `body`, within the tolerance. Never throws.
 * @param {import('./index.js').VerifyInput} input
 * @returns {boolean}
 */
export function verifyWebhookSignature(input) {
  try {
    return webhookSignatureProblem(input) === null;
  } catch {
    return false; // a body that is neither string nor bytes
  }
}
