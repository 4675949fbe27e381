// One HTTP attempt to a webhook endpoint. The connection is made only to addresses checked as public
// (undici Agent with a checking `connect.lookup`; IP literals are checked before the request), TLS is
// always verified, redirects are never followed (3xx is a failure), and the answer's body is read up to
// a cap. A refused target fails before any connection is opened.
import fs from 'node:fs';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch, request } from 'undici';
import { parseWebhookUrl, resolvePublic, systemResolver, UnsafeTargetError, type Resolver } from './safe-target.ts';

export interface WebhookNet {
  resolve: Resolver;
  /** Test-only: lets loopback receive (WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS). Never other private ranges. */
  allowLoopback: boolean;
  /** Test-only: extra CA certificates (PEM) trusted for the local test receiver. */
  testOnlyCa: string[] | null;
  timeoutMs: number;
}

export function webhookNetFromConfig(
  c: { allowLoopback: boolean; timeoutMs: number; testOnlyCaFile?: string | null },
  resolve: Resolver = systemResolver,
): WebhookNet {
  return {
    resolve,
    allowLoopback: c.allowLoopback,
    timeoutMs: c.timeoutMs,
    testOnlyCa: c.testOnlyCaFile ? [fs.readFileSync(c.testOnlyCaFile, 'utf8')] : null,
  };
}

export const RESPONSE_READ_CAP_BYTES = 64 * 1024;
export const RESPONSE_EXCERPT_CHARS = 1024;

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly net: WebhookNet) {
    const lookup = (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
      resolvePublic(hostname, net.resolve, net.allowLoopback).then(
        (addrs) => (options?.all ? callback(null, addrs) : callback(null, addrs[0]!.address, addrs[0]!.family)),
        (err: Error) => callback(Object.assign(err, { code: 'EWEBHOOKUNSAFE' }), ''),
      );
    };
    this.agent = new Agent({
      connect: { lookup: lookup as never, timeout: net.timeoutMs, ...(net.testOnlyCa ? { ca: net.testOnlyCa } : {}) },
      headersTimeout: net.timeoutMs,
      bodyTimeout: net.timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  async post(rawUrl: string, headers: Record<string, string>, body: string): Promise<AttemptOutcome> {
    const started = performance.now();
    const done = (o: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({
      ...o,
      durationMs: Math.round(performance.now() - started),
    });
    try {
      // IP literals never reach `lookup`, so they are checked here; names are checked on connect.
      const { url, host } = parseWebhookUrl(rawUrl);
      if (isIP(host)) await resolvePublic(host, this.net.resolve, this.net.allowLoopback);
      const signal = AbortSignal.timeout(this.net.timeoutMs);
      const res = await request(url, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { 'content-type': 'application/json', 'user-agent': 'PacketParser-Webhooks/0.1', ...headers },
        body,
        signal,
      });
      const excerpt = await readCapped(res.body);
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return done({
        ok,
        statusCode: res.statusCode,
        excerpt,
        error: ok
          ? null
          : res.statusCode >= 300 && res.statusCode < 400
            ? `redirect ${res.statusCode} not followed`
            : `answered ${res.statusCode}`,
      });
    } catch (err) {
      return done({ ok: false, statusCode: null, excerpt: null, error: describe(err) });
    }
  }

  /**
   * A fetch through the same checks (public addresses only, verified TLS, no redirects), for integrations'
   * OAuth token endpoints and provider APIs: their callers read the answer's body.
   */
  readonly fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const { url, host } = parseWebhookUrl(String(input));
    if (isIP(host)) await resolvePublic(host, this.net.resolve, this.net.allowLoopback);
    return undiciFetch(url, {
      ...(init as object),
      redirect: 'error',
      dispatcher: this.agent,
      signal: init.signal ?? AbortSignal.timeout(this.net.timeoutMs),
    } as never);
  }) as unknown as typeof fetch;

  close(): Promise<void> {
    return this.agent.close();
  }
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= RESPONSE_READ_CAP_BYTES) {
        body.destroy();
        break;
      }
    }
  } catch {
    // the status already decided the outcome; a broken or slow body only shortens the excerpt
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_READ_CAP_BYTES).toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS);
}

function describe(err: unknown): string {
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof UnsafeTargetError || (e as { code?: string }).code === 'EWEBHOOKUNSAFE')
      return `refused target: ${(e as Error).message}`;
    e = (e as { cause?: unknown }).cause;
  }
  const x = err as { name?: string; code?: string; message?: string };
  if (
    x?.name === 'TimeoutError' ||
    x?.name === 'AbortError' ||
    x?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    x?.code === 'UND_ERR_CONNECT_TIMEOUT'
  )
    return 'no answer within the time limit';
  return `${x?.code ?? x?.name ?? 'error'}: ${x?.message ?? String(err)}`.slice(0, 500);
}
