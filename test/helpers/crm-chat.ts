// Local stand-ins of HubSpot and Slack, one HTTPS server on 127.0.0.1 (certificate from the test-only CA,
// so the service's SSRF-safe client reaches it with WEBHOOKS_ALLOW_LOOPBACK_FOR_TESTS): the OAuth token
// endpoints (authorization code with PKCE S256, refresh), HubSpot's deal batch upsert and Slack's
// chat.postMessage. Tests consent, expire or revoke tokens and read the deals and messages.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config, type IntegrationsConfig } from '../../src/config.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../events/fixtures');

type Provider = 'hubspot' | 'slack';

export interface CrmChat {
  baseUrl: string;
  config(): IntegrationsConfig;
  /** What the provider does when the owner consents on `authorizeUrl`: the callback's query. */
  consent(authorizeUrl: string): { state: string; code: string };
  /** Access tokens issued so far stop working (as when they expire early). */
  expireAccessTokens(provider: Provider): void;
  /** Every access and refresh token of the provider stops working (the app was uninstalled). */
  revoke(provider: Provider): void;
  deals: Map<string, { idProperty: string; properties: Record<string, string>; writes: number }>;
  messages: Array<{ channel: string; text: string }>;
  tokenRequests: Array<Record<string, string>>;
  /** every Authorization header and request body seen (to check no secret leaks the other way) */
  calls: string[];
  close(): Promise<void>;
}

export async function startCrmChat(): Promise<CrmChat> {
  const codes = new Map<string, { provider: Provider; challenge: string; redirect: string }>();
  const access = new Map<string, { provider: Provider; ok: boolean }>();
  const refresh = new Map<string, { provider: Provider; ok: boolean }>();
  const deals: CrmChat['deals'] = new Map();
  const messages: CrmChat['messages'] = [];
  const tokenRequests: CrmChat['tokenRequests'] = [];
  const calls: string[] = [];
  const issue = (provider: Provider) => {
    const a = `${provider}-at-${randomBytes(12).toString('hex')}`;
    const r = `${provider}-rt-${randomBytes(12).toString('hex')}`;
    access.set(a, { provider, ok: true });
    refresh.set(r, { provider, ok: true });
    return { access_token: a, refresh_token: r, expires_in: 1800 };
  };
  const bearer = (h: string | undefined, provider: Provider) => {
    const t = /^Bearer (.+)$/.exec(h ?? '')?.[1];
    const a = t ? access.get(t) : undefined;
    return Boolean(a && a.ok && a.provider === provider);
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
        const body = Buffer.concat(chunks).toString('utf8');
        calls.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''} ${body}`);
        const json = (status: number, v: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(v));
        };
        const url = new URL(req.url ?? '/', 'https://x');
        const provider: Provider = url.pathname.startsWith('/api/') ? 'slack' : 'hubspot';
        if (req.method === 'POST' && (url.pathname === '/oauth/v1/token' || url.pathname === '/api/oauth.v2.access')) {
          const f = Object.fromEntries(new URLSearchParams(body));
          tokenRequests.push(f);
          const refused = () =>
            provider === 'slack'
              ? json(200, {
                  ok: false,
                  error: f.grant_type === 'refresh_token' ? 'invalid_refresh_token' : 'invalid_code',
                })
              : json(400, { status: 'BAD_REFRESH_TOKEN', error: 'invalid_grant', message: 'refused' });
          if (f.client_id !== `${provider}-client` || f.client_secret !== `${provider}-secret`) return refused();
          let tokens;
          if (f.grant_type === 'authorization_code') {
            const c = codes.get(f.code ?? '');
            codes.delete(f.code ?? '');
            const pkce = createHash('sha256')
              .update(f.code_verifier ?? '')
              .digest('base64url');
            if (!c || c.provider !== provider || c.challenge !== pkce || c.redirect !== f.redirect_uri)
              return refused();
            tokens = issue(provider);
          } else if (f.grant_type === 'refresh_token') {
            const r = refresh.get(f.refresh_token ?? '');
            if (!r || !r.ok || r.provider !== provider) return refused();
            tokens = issue(provider);
          } else return refused();
          return json(
            200,
            provider === 'slack' ? { ok: true, token_type: 'bot', scope: 'chat:write', ...tokens } : tokens,
          );
        }
        if (req.method === 'POST' && url.pathname === '/crm/v3/objects/deals/batch/upsert') {
          if (!bearer(req.headers.authorization, 'hubspot'))
            return json(401, {
              status: 'error',
              message: 'Authentication credentials not found.',
              category: 'INVALID_AUTHENTICATION',
            });
          const { inputs } = JSON.parse(body) as {
            inputs: Array<{ idProperty: string; id: string; properties: Record<string, string> }>;
          };
          const results = inputs.map((i) => {
            const had = deals.get(i.id);
            deals.set(i.id, {
              idProperty: i.idProperty,
              properties: { ...had?.properties, ...i.properties },
              writes: (had?.writes ?? 0) + 1,
            });
            return { id: `deal-${i.id}`, properties: i.properties, new: !had };
          });
          return json(200, { status: 'COMPLETE', results });
        }
        if (req.method === 'POST' && url.pathname === '/api/chat.postMessage') {
          if (!bearer(req.headers.authorization, 'slack')) return json(200, { ok: false, error: 'invalid_auth' });
          const m = JSON.parse(body) as { channel: string; text: string };
          messages.push({ channel: m.channel, text: m.text });
          return json(200, { ok: true, channel: m.channel, ts: `${Date.now()}.000100`, message: { text: m.text } });
        }
        json(404, { error: 'not_found' });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    config: () => ({
      redirectUrl: 'https://lender.test/v1/integrations/oauth/callback',
      jobLinkTemplate: 'https://lender.test/jobs/{job_id}',
      hubspot: {
        clientId: 'hubspot-client',
        clientSecret: 'hubspot-secret',
        authUrl: `${baseUrl}/oauth/authorize`,
        tokenUrl: `${baseUrl}/oauth/v1/token`,
        apiUrl: baseUrl,
      },
      slack: {
        clientId: 'slack-client',
        clientSecret: 'slack-secret',
        authUrl: `${baseUrl}/oauth/v2/authorize`,
        tokenUrl: `${baseUrl}/api/oauth.v2.access`,
        apiUrl: `${baseUrl}/api`,
      },
    }),
    consent(authorizeUrl) {
      const u = new URL(authorizeUrl);
      const provider: Provider = u.pathname.startsWith('/oauth/v2') ? 'slack' : 'hubspot';
      if (u.searchParams.get('code_challenge_method') !== 'S256') throw new Error('no PKCE');
      const code = randomBytes(8).toString('hex');
      codes.set(code, {
        provider,
        challenge: u.searchParams.get('code_challenge')!,
        redirect: u.searchParams.get('redirect_uri')!,
      });
      return { state: u.searchParams.get('state')!, code };
    },
    expireAccessTokens(provider) {
      for (const a of access.values()) if (a.provider === provider) a.ok = false;
    },
    revoke(provider) {
      for (const m of [access, refresh]) for (const a of m.values()) if (a.provider === provider) a.ok = false;
    },
    deals,
    messages,
    tokenRequests,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Service config that reaches the stand-ins: loopback allowed (test-only), the test CA trusted, grant keys set. */
export function integrationTestConfig(p: CrmChat): Partial<Config> {
  return {
    integrations: p.config(),
    webhooks: {
      allowLoopback: true,
      pollIntervalMs: 50,
      timeoutMs: 3000,
      testOnlyCaFile: path.join(FIXTURES, 'test-ca.pem'),
    },
    mailboxes: {
      ...loadConfig({}).mailboxes,
      grantKeys: [{ id: 'k1', key: createHash('sha256').update('test grant key 1').digest() }],
    },
  };
}
