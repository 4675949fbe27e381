// Calls to the mail providers (OAuth token endpoints, Gmail API, Microsoft Graph) and what their failures
// mean to the scheduler: rate limited (Retry-After), unavailable, unauthorized (refresh the access
// token), not found, or a revoked grant. Error messages name the status and the provider's error code,
// never a body that could carry a token.
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds the provider asked us to wait (Retry-After), if any. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
  get rateLimited() {
    return this.status === 429;
  }
}

/** The refresh token was revoked or expired (OAuth `invalid_grant`): only the user can connect again. */
export class GrantRevoked extends Error {}

export interface ProviderNet {
  fetch: typeof fetch;
  /** Per call. */
  timeoutMs: number;
}

export const defaultNet: ProviderNet = { fetch: (...a) => fetch(...a), timeoutMs: 30_000 };

/** Retry-After: delta seconds or an HTTP date; null when absent or unreadable. */
export function retryAfter(value: string | null, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** A short, token-free description of a failed answer: status and the provider's error code. */
async function describe(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  let code = '';
  try {
    const j = JSON.parse(text) as { error?: unknown };
    const e = j.error;
    code =
      typeof e === 'string'
        ? e
        : typeof e === 'object' && e
          ? String((e as { code?: unknown; status?: unknown }).code ?? (e as { status?: unknown }).status ?? '')
          : '';
  } catch {
    // not JSON: the status says enough
  }
  return `${res.status}${code ? ` ${code.slice(0, 80)}` : ''}`;
}

export async function call(
  net: ProviderNet,
  url: string,
  init: RequestInit & { what: string },
  now: Date,
): Promise<Response> {
  let res: Response;
  try {
    res = await net.fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(net.timeoutMs) });
  } catch (err) {
    throw new ProviderError(0, `${init.what}: ${(err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable'}`);
  }
  if (res.ok) return res;
  const detail = await describe(res);
  throw new ProviderError(res.status, `${init.what}: ${detail}`, retryAfter(res.headers.get('retry-after'), now));
}

export async function callJson<T>(
  net: ProviderNet,
  url: string,
  init: RequestInit & { what: string },
  now: Date,
): Promise<T> {
  const res = await call(net, url, init, now);
  try {
    return (await res.json()) as T;
  } catch {
    throw new ProviderError(502, `${init.what}: the answer is not JSON`);
  }
}
