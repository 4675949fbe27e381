// The service's logger. Secrets and personal data are kept out by rule, not by care at each call: pino
// `redact` paths for the fields that hold credentials, and an error serializer that scrubs what a failed
// query carries (PGlite attaches the statement's parameters: a webhook's `whsec_` secret, a mailbox's
// `mbsec_` secret and forward token, an email's sender and subject; PostgreSQL's `detail` quotes values).
import pino, { type DestinationStream, type Logger } from 'pino';

const CENSOR = '[redacted]';

/** Fields that hold a credential wherever they are logged. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["x-signature"]',
  'req.headers.cookie',
  'secret',
  'inbound_secret',
  'forward_token',
  'key',
  '*.secret',
  '*.inbound_secret',
  '*.forward_token',
  '*.key',
];

/** Our credentials, by their prefixes, inside any text. */
const SECRET = /\b(whsec|mbsec|pk_live|pk_test)_[\w-]+/g;
/** An id this service made (`job_…`, `eml_…`): safe to log, and what an operator needs. */
const OUR_ID = /^[a-z]{2,5}_[0-9a-z]{20}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT[\d:.]+Z$/;

export function scrubText(s: string): string {
  return s.replace(SECRET, (_m, prefix: string) => `${prefix}_${CENSOR}`);
}

/** A query parameter as the log may show it: numbers, booleans, nulls, our ids and timestamps; text by length only. */
function scrubParam(p: unknown): unknown {
  if (p === null || typeof p === 'number' || typeof p === 'boolean') return p;
  if (p instanceof Date) return p.toISOString();
  if (typeof p === 'string' && (OUR_ID.test(p) || TIMESTAMP.test(p))) return p;
  if (typeof p === 'string') return `${CENSOR} (${p.length} chars)`;
  return `${CENSOR} (${Array.isArray(p) ? 'array' : typeof p})`;
}

/** pino's error serializer, then every text field scrubbed of credentials and every parameter of its value. */
export function scrubError(err: unknown): Record<string, unknown> {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) {
    if (k === 'params' || k === 'parameters') out[k] = Array.isArray(v) ? v.map(scrubParam) : CENSOR;
    else if (k === 'detail' && typeof v === 'string') out[k] = scrubText(v.replace(/\)=\(.*\)/s, `)=(${CENSOR})`));
    else if (typeof v === 'string') out[k] = scrubText(v);
  }
  return out;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: CENSOR }, serializers: { err: scrubError } },
    destination,
  );
}
