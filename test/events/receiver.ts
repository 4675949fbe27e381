// A local HTTPS webhook receiver for tests and the bench: 127.0.0.1 only, certificate from the test-only
// CA in test/events/fixtures (valid to 2126; the key is a test fixture, never used elsewhere).
import fs from 'node:fs';
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';
import { systemResolver, type Resolver } from '../../src/events/safe-target.ts';
import type { WebhookNet } from '../../src/events/sender.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const TEST_CA_FILE = path.join(FIXTURES, 'test-ca.pem');
export const TEST_CA = fs.readFileSync(TEST_CA_FILE, 'utf8');

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
}

export interface Receiver {
  port: number;
  url(p?: string): string;
  received: Received[];
  /** How to answer the next requests; default 200 "ok". */
  respond: (r: Received) => Reply;
  /** Resolves once `n` requests in all have arrived (an event, not a deadline: the test's timeout bounds it). */
  requests(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(host = '127.0.0.1'): Promise<Receiver> {
  const received: Received[] = [];
  const sockets = new Set<net.Socket>();
  const waiting: Array<{ n: number; resolve: () => void }> = [];
  const r: Partial<Receiver> = {
    received,
    respond: () => ({ status: 200, body: 'ok' }),
    requests: (n) =>
      received.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve })),
  };
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(FIXTURES, 'receiver-key.pem')),
      cert: fs.readFileSync(path.join(FIXTURES, 'receiver-cert.pem')),
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const got = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        received.push(got);
        const reply = r.respond!(got);
        for (const w of waiting.filter((x) => received.length >= x.n)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status, reply.headers ?? {});
          res.end(reply.body ?? '');
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
        else send();
      });
    },
  );
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as net.AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return Object.assign(r, {
    port,
    url: (p = '/hook') => `https://${urlHost}:${port}${p}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  }) as Receiver;
}

/** The test network policy: loopback allowed (test-only), the test CA trusted, a short answer timeout. */
export function testNet(o: { resolve?: Resolver; timeoutMs?: number; allowLoopback?: boolean } = {}): WebhookNet {
  return {
    resolve: o.resolve ?? systemResolver,
    allowLoopback: o.allowLoopback ?? true,
    testOnlyCa: [TEST_CA],
    timeoutMs: o.timeoutMs ?? 3000,
  };
}

const LOOPBACK = ['127.0.0.1', '::1'];
const systemLookup = dns.lookup;

/**
 * Guard for SSRF tests: records every outgoing TCP connect in this process and blocks any to an address
 * other than loopback (for a name, the address its lookup returns), so a bug can never send traffic
 * elsewhere. `targets` lists hosts as passed to connect, `addresses` the addresses actually dialled.
 */
export function watchConnections(): { targets: string[]; addresses: string[]; restore(): void } {
  const targets: string[] = [];
  const addresses: string[] = [];
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const o = (typeof args[0] === 'object' && args[0] !== null ? args[0] : null) as {
      host?: string;
      port?: number;
      path?: string;
      lookup?: (...a: any[]) => void;
    } | null;
    if (o && !o.path) {
      const host = (o.host ?? 'localhost').replace(/^\[|\]$/g, '');
      targets.push(host);
      if (net.isIP(host)) {
        if (!LOOPBACK.includes(host)) throw new Error(`test guard: refused outgoing connection to ${host}`);
        addresses.push(host);
      } else {
        const inner = o.lookup ?? (systemLookup as never);
        o.lookup = (hostname: string, opts: { all?: boolean }, cb: (...a: any[]) => void) =>
          inner(hostname, opts, (err: Error | null, addr: any, family?: number) => {
            if (err) return cb(err, addr, family);
            const list: string[] = Array.isArray(addr) ? addr.map((a: { address: string }) => a.address) : [addr];
            addresses.push(...list);
            const bad = list.find((a) => !LOOPBACK.includes(a));
            if (bad) return cb(new Error(`test guard: refused outgoing connection to ${bad}`), '');
            cb(null, addr, family);
          });
      }
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
  return { targets, addresses, restore: () => void (net.Socket.prototype.connect = original) };
}

/** Polls `check` until it holds; throws after `ms`. */
export async function waitUntil(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}
