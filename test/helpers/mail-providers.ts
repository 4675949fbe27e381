// Local stand-ins of the hosted mail providers, one HTTP server on 127.0.0.1: Google's OAuth token
// endpoint and JWKS (and a signer of Pub/Sub push tokens), the Gmail API (profile, history.list,
// messages.get raw, watch), Microsoft's token endpoint and Graph (me, inbox delta, $value,
// subscriptions). Tests add messages, revoke grants, expire tokens and script failures.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { MailboxesConfig } from '../../src/config.ts';

export const PUSH_AUDIENCE = 'https://api.lender.test/v1/intake/gmail';
export const PUSH_ACCOUNT = 'gmail-push@lender-project.iam.gserviceaccount.com';

interface Message {
  id: string;
  raw: Uint8Array;
  /** gmail: its history record id; m365: its place in the delta */
  seq: number;
  received: Date;
}

interface Account {
  address: string;
  messages: Message[];
  /** refresh tokens this account granted, and whether still good */
  refresh: Map<string, boolean>;
}

export interface Failure {
  path: RegExp;
  times: number;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Providers {
  baseUrl: string;
  config(over?: Partial<MailboxesConfig>): MailboxesConfig;
  gmail: Account;
  m365: Account;
  /** code → account, for the next callback */
  issueCode(provider: 'gmail' | 'm365'): string;
  addMessage(provider: 'gmail' | 'm365', id: string, raw: Uint8Array, received?: Date): void;
  /** The providers' clock, for when a message is received (a test that moves the service's clock moves this). */
  now: () => Date;
  revoke(provider: 'gmail' | 'm365'): void;
  /** Access tokens issued so far stop working now (the provider answers 401). */
  expireAccessTokens(): void;
  fail(f: Failure): void;
  /** The next fetch of this message hangs until release() (a scheduler killed mid-sync). */
  hang(messageId: string): { reached: Promise<void>; release(): void };
  /** Requests by "METHOD path" (no query), in order. */
  calls: string[];
  tokenRequests: Array<Record<string, string>>;
  subscriptions: Map<string, { clientState: string; expirationDateTime: string; notificationUrl: string }>;
  watches: number;
  signPush(
    claims?: Record<string, unknown>,
    opts?: { expiresIn?: string | number; key?: 'good' | 'forged'; audience?: string; at?: Date },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startProviders(): Promise<Providers> {
  const good = await generateKeyPair('RS256');
  const forged = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(good.publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' }] };
  const gmail: Account = { address: 'broker.deals@gmail.test', messages: [], refresh: new Map() };
  const m365: Account = { address: 'deals@broker365.test', messages: [], refresh: new Map() };
  const codes = new Map<string, Account>();
  const access = new Map<string, { account: Account; live: boolean }>();
  const failures: Failure[] = [];
  const hangs = new Map<string, { released: Promise<void>; release(): void; hit: () => void; wasHit: Promise<void> }>();
  const calls: string[] = [];
  const tokenRequests: Array<Record<string, string>> = [];
  const subscriptions = new Map<string, { clientState: string; expirationDateTime: string; notificationUrl: string }>();
  let seq = 1000;
  let counter = 0;
  const state = { watches: 0 };
  const clock = { now: () => new Date() };

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const readBody = async (req: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const bearer = (req: http.IncomingMessage, account: Account) => {
    const t = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const a = t ? access.get(t) : undefined;
    return !!a && a.live && a.account === account;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const path = decodeURIComponent(url.pathname);
    calls.push(`${req.method} ${path}`);
    const f = failures.find((x) => x.path.test(path) && x.times > 0);
    if (f) {
      f.times--;
      return send(res, f.status, f.body ?? { error: { code: f.status, status: 'UNAVAILABLE' } }, f.headers);
    }
    // OAuth token endpoints
    const tokenOf = path === '/google/token' ? 'gmail' : path === '/ms/token' ? 'm365' : null;
    if (tokenOf && req.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      tokenRequests.push(form);
      let account: Account | undefined;
      if (form.grant_type === 'authorization_code') {
        account = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
      } else if (form.grant_type === 'refresh_token') {
        const acc = tokenOf === 'gmail' ? gmail : m365;
        account = acc.refresh.get(form.refresh_token ?? '') ? acc : undefined;
      }
      if (!account) return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been revoked.' });
      const at = `at-${tokenOf}-${++counter}-SECRETACCESS`;
      access.set(at, { account, live: true });
      let refresh: string | undefined;
      if (form.grant_type === 'authorization_code' || tokenOf === 'm365') {
        // Microsoft rotates the refresh token on every use
        if (form.grant_type === 'refresh_token') account.refresh.set(form.refresh_token!, false);
        refresh = `rt-${tokenOf}-${++counter}-SECRETREFRESH`;
        account.refresh.set(refresh, true);
      }
      return send(res, 200, {
        access_token: at,
        expires_in: 3600,
        token_type: 'Bearer',
        refresh_token: refresh,
        scope: 'mail.read',
      });
    }
    if (path === '/google/certs') return send(res, 200, jwks, { 'cache-control': 'public, max-age=3600' });

    // Gmail
    if (path.startsWith('/gmail-api/gmail/v1/users/me/')) {
      if (!bearer(req, gmail)) return send(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      const rest = path.slice('/gmail-api/gmail/v1/users/me/'.length);
      if (rest === 'profile') return send(res, 200, { emailAddress: gmail.address, historyId: String(seq) });
      if (rest === 'watch' && req.method === 'POST') {
        state.watches++;
        return send(res, 200, { historyId: String(seq), expiration: String(Date.now() + 7 * 86_400_000) });
      }
      if (rest === 'history') {
        const start = Number(url.searchParams.get('startHistoryId'));
        const max = Number(url.searchParams.get('maxResults') ?? 100);
        const after = gmail.messages.filter((m) => m.seq > start);
        const page = after.slice(0, max);
        return send(res, 200, {
          history: page.map((m) => ({
            id: String(m.seq),
            messagesAdded: [{ message: { id: m.id, labelIds: ['INBOX', 'UNREAD'] } }],
          })),
          historyId: String(seq),
          ...(after.length > max ? { nextPageToken: `p${page.at(-1)!.seq}` } : {}),
        });
      }
      if (rest === 'messages') {
        const after = Number(/after:(\d+)/.exec(url.searchParams.get('q') ?? '')?.[1] ?? 0) * 1000;
        const max = Number(url.searchParams.get('maxResults') ?? 100);
        const from = Number(url.searchParams.get('pageToken') ?? 0);
        const all = gmail.messages.filter((x) => x.received.getTime() >= after).reverse(); // newest first
        const page = all.slice(from, from + max);
        return send(res, 200, {
          messages: page.map((x) => ({ id: x.id, threadId: x.id })),
          ...(all.length > from + max ? { nextPageToken: String(from + max) } : {}),
        });
      }
      const m = /^messages\/([^/]+)$/.exec(rest);
      if (m) {
        const msg = gmail.messages.find((x) => x.id === m[1]);
        if (!msg) return send(res, 404, { error: { code: 404 } });
        const h = hangs.get(msg.id);
        if (h) {
          hangs.delete(msg.id);
          h.hit();
          await h.released;
          return send(res, 503, { error: { code: 503 } });
        }
        return send(res, 200, {
          id: msg.id,
          raw: Buffer.from(msg.raw).toString('base64url'),
          sizeEstimate: msg.raw.length,
        });
      }
    }

    // Microsoft Graph
    if (path.startsWith('/graph/v1.0/')) {
      if (!bearer(req, m365)) return send(res, 401, { error: { code: 'InvalidAuthenticationToken' } });
      const rest = path.slice('/graph/v1.0/'.length);
      if (rest === 'me') return send(res, 200, { mail: m365.address, userPrincipalName: m365.address });
      if (rest === "me/mailFolders('inbox')/messages/delta") {
        const size = Number(/maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1] ?? 10);
        const from = url.searchParams.get('$skiptoken') ?? url.searchParams.get('$deltatoken');
        const filter = /receivedDateTime ge (\S+)/.exec(url.searchParams.get('$filter') ?? '')?.[1];
        let list = m365.messages.filter((m) => m.seq > Number(from ?? 0));
        if (filter) list = list.filter((m) => m.received >= new Date(filter));
        const page = list.slice(0, size);
        const base = `${baseUrl}/graph/v1.0/me/mailFolders('inbox')/messages/delta`;
        const last = page.at(-1)?.seq ?? Number(from ?? m365.messages.at(-1)?.seq ?? 0);
        return send(res, 200, {
          value: page.map((m) => ({ id: m.id, receivedDateTime: m.received.toISOString() })),
          ...(list.length > size
            ? { '@odata.nextLink': `${base}?$skiptoken=${last}` }
            : { '@odata.deltaLink': `${base}?$deltatoken=${last}` }),
        });
      }
      const v = /^me\/messages\/([^/]+)\/\$value$/.exec(rest);
      if (v) {
        const msg = m365.messages.find((x) => x.id === v[1]);
        if (!msg) return send(res, 404, { error: { code: 'ErrorItemNotFound' } });
        const h = hangs.get(msg.id);
        if (h) {
          hangs.delete(msg.id);
          h.hit();
          await h.released;
          return send(res, 503, { error: { code: 'ServiceUnavailable' } });
        }
        res.writeHead(200, { 'content-type': 'message/rfc822', 'content-length': String(msg.raw.length) });
        return res.end(Buffer.from(msg.raw));
      }
      if (rest === 'subscriptions' && req.method === 'POST') {
        const b = JSON.parse(await readBody(req));
        const id = `sub-${++counter}`;
        subscriptions.set(id, {
          clientState: b.clientState,
          expirationDateTime: b.expirationDateTime,
          notificationUrl: b.notificationUrl,
        });
        return send(res, 201, { id, expirationDateTime: b.expirationDateTime, resource: b.resource });
      }
      const s = /^subscriptions\/([^/]+)$/.exec(rest);
      if (s && req.method === 'PATCH') {
        const sub = subscriptions.get(s[1]!);
        if (!sub) return send(res, 404, { error: { code: 'ResourceNotFound' } });
        sub.expirationDateTime = JSON.parse(await readBody(req)).expirationDateTime;
        return send(res, 200, { id: s[1], expirationDateTime: sub.expirationDateTime });
      }
    }
    send(res, 404, { error: 'no such stand-in route' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    gmail,
    m365,
    calls,
    tokenRequests,
    subscriptions,
    get watches() {
      return state.watches;
    },
    config: (over = {}) => ({
      grantKeys: [{ id: 'k1', key: createHash('sha256').update('test grant key 1').digest() }],
      redirectUrl: 'https://api.lender.test/v1/mailboxes/oauth/callback',
      syncIntervalSeconds: 900,
      pollIntervalMs: 50,
      leaseSeconds: 2,
      pageSize: 2,
      gmail: {
        clientId: 'gmail-client',
        clientSecret: 'gmail-client-secret',
        authUrl: `${baseUrl}/google/auth`,
        tokenUrl: `${baseUrl}/google/token`,
        apiUrl: `${baseUrl}/gmail-api`,
        pubsubTopic: 'projects/lender-project/topics/gmail',
        pushAudience: PUSH_AUDIENCE,
        pushServiceAccount: PUSH_ACCOUNT,
        pushJwksUrl: `${baseUrl}/google/certs`,
        pushIssuers: ['https://accounts.google.com', 'accounts.google.com'],
      },
      m365: {
        clientId: 'm365-client',
        clientSecret: 'm365-client-secret',
        authUrl: `${baseUrl}/ms/authorize`,
        tokenUrl: `${baseUrl}/ms/token`,
        apiUrl: `${baseUrl}/graph`,
        notificationUrl: 'https://api.lender.test/v1/intake/m365',
      },
      ...over,
    }),
    issueCode(provider) {
      const code = `code-${provider}-${++counter}`;
      codes.set(code, provider === 'gmail' ? gmail : m365);
      return code;
    },
    get now() {
      return clock.now;
    },
    set now(f: () => Date) {
      clock.now = f;
    },
    addMessage(provider, id, raw, received) {
      (provider === 'gmail' ? gmail : m365).messages.push({ id, raw, seq: ++seq, received: received ?? clock.now() });
    },
    revoke(provider) {
      const a = provider === 'gmail' ? gmail : m365;
      for (const k of a.refresh.keys()) a.refresh.set(k, false);
      for (const v of access.values()) if (v.account === a) v.live = false;
    },
    expireAccessTokens() {
      for (const v of access.values()) v.live = false;
    },
    fail(f) {
      failures.push({ ...f });
    },
    hang(messageId) {
      let release!: () => void;
      let hit!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const wasHit = new Promise<void>((r) => (hit = r));
      const h = { released, release, hit, wasHit };
      hangs.set(messageId, h);
      return { reached: wasHit, release };
    },
    signPush(claims = {}, opts = {}) {
      return new SignJWT({ email: PUSH_ACCOUNT, email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'g1', typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(opts.audience ?? PUSH_AUDIENCE)
        .setIssuedAt(Math.floor((opts.at ?? new Date()).getTime() / 1000))
        .setExpirationTime(opts.expiresIn ?? Math.floor((opts.at ?? new Date()).getTime() / 1000) + 3600)
        .sign(opts.key === 'forged' ? forged.privateKey : good.privateKey);
    },
    close: () =>
      new Promise<void>((r) => {
        for (const h of hangs.values()) h.release();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
