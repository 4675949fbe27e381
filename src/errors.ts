// One error type, one error body: {error: {code, message, request_id}}. Codes are a closed list, each
// with one HTTP status, so a client can switch on `code` without reading the message.
import { controlPath } from './text.ts';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  tenant_suspended: 403,
  module_disabled: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_conflict: 409,
  delivery_pending: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_error: 422,
  unsupported_file_type: 422,
  rate_limited: 429,
  too_many_active_jobs: 429,
  budget_exhausted: 429,
  internal_error: 500,
  upstream_unavailable: 502,
  not_ready: 503,
  overloaded: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Set for request-validation 422s that answer in the `{detail: [...]}` shape. */
    readonly detail?: ValidationDetail[],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export interface ValidationDetail {
  loc: Array<string | number>;
  msg: string;
  type: string;
  input: unknown;
  ctx: Record<string, unknown>;
}

export const unauthenticated = () => new ApiError('unauthenticated', 'invalid, revoked or expired API key or token');
export const notFound = (what: string) => new ApiError('not_found', `${what} not found`);

/**
 * The one 422 for a bad field: `{error: {code: validation_error, message}, detail: [{loc, msg, type, input, ctx}]}`.
 * `loc` starts with where the field was sent (`body`, `query`, `path`, `header`); the message defaults to
 * `field: msg`.
 */
export function invalidField(
  loc: Array<string | number>,
  msg: string,
  more: { type?: string; input?: unknown; ctx?: Record<string, unknown>; message?: string } = {},
): ApiError {
  const detail = { loc, msg, type: more.type ?? 'value_error', input: more.input ?? null, ctx: more.ctx ?? {} };
  return invalidFields([detail], more.message);
}

/** A 422 naming several fields at once; the message joins them unless one is given. */
export function invalidFields(detail: ValidationDetail[], message?: string): ApiError {
  const named = (d: ValidationDetail) => `${d.loc.slice(1).join('.') || d.loc[0]}: ${d.msg}`;
  return new ApiError('validation_error', message ?? detail.map(named).join('; '), {}, detail);
}

/** The 422 for a value holding a control character (see src/text.ts), at `loc`; null when it holds none. */
export function controlCharacterError(loc: Array<string | number>, value: unknown): ApiError | null {
  const found = controlPath(value);
  if (!found) return null;
  return invalidField([...loc, ...found.path], `contains a control character (${found.char})`, {
    type: 'value_error.control_character',
  });
}
