// Person access tokens end to end: a local key pair signs, a JWKS is served from 127.0.0.1, and the
// service verifies issuer, audience, expiry, signature and algorithm, and maps org and role.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { createHmac } from 'node:crypto';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { PERMISSIONS, ROLES } from '../../src/identity/permissions.ts';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const ISSUER = 'https://idp.example.test/';
const AUDIENCE = 'packet-parser-api';
const NOW = new Date('2026-04-01T09:00:00Z');
const sec = (d: Date) => Math.floor(d.getTime() / 1000);

for (const backend of testBackends()) {
  describe(`person tokens (${backend})`, () => {
    let t: TestService;
    let jwksServer: http.Server;
    let jwksHits = 0;
    let privateKey: Key;
    let publicKey: Key;
    let otherPrivate: Key;
    let ecPrivate: Key;

    before(async () => {
      ({ privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true }));
      otherPrivate = (await generateKeyPair('RS256')).privateKey;
      const ec = await generateKeyPair('ES256', { extractable: true });
      ecPrivate = ec.privateKey;
      const keys: JWK[] = [
        { ...(await exportJWK(publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
        { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
      ];
      jwksServer = http.createServer((req, res) => {
        jwksHits++;
        if (req.url !== '/.well-known/jwks.json') return void res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
      });
      await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
      const port = (jwksServer.address() as AddressInfo).port;
      t = await startTestService(backend, {
        worker: false,
        now: () => NOW,
        config: {
          auth: {
            oidcIssuer: ISSUER,
            oidcAudience: AUDIENCE,
            oidcJwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
            oidcJwksFile: null,
            orgClaim: 'org',
            roleClaim: 'role',
            permissionsClaim: 'permissions',
          },
        },
      });
    });
    after(async () => {
      await t.close();
      await new Promise((r) => jwksServer.close(r));
    });

    const claims = (extra: Record<string, unknown> = {}) => ({ org: 'acme', role: 'underwriter', ...extra });
    const sign = (
      c: Record<string, unknown> = claims(),
      o: { key?: Key; alg?: string; kid?: string; iss?: string; aud?: string; exp?: Date; sub?: string | null } = {},
    ) => {
      let j = new SignJWT(c)
        .setProtectedHeader({ alg: o.alg ?? 'RS256', kid: o.kid ?? 'rsa-1' })
        .setIssuer(o.iss ?? ISSUER)
        .setAudience(o.aud ?? AUDIENCE)
        .setIssuedAt(sec(NOW) - 60)
        .setExpirationTime(sec(o.exp ?? new Date(NOW.getTime() + 600_000)));
      if (o.sub !== null) j = j.setSubject(o.sub ?? 'user_123');
      return j.sign(o.key ?? privateKey);
    };
    const me = (token: string) =>
      t.service.app!.inject({ url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
    const refused = async (token: string, why: string) => {
      const res = await me(token);
      assert.equal(res.statusCode, 401, `${why}: ${res.body}`);
      assert.equal(res.json().error.code, 'unauthenticated', why);
    };

    test("a valid token: the person of the org, with the role's permissions", async () => {
      const res = await me(await sign());
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(body.caller, { type: 'person', id: 'user_123' });
      assert.equal(body.tenant.id, t.tenantId);
      assert.equal(body.tenant.name, 'acme');
      assert.deepEqual(body.permissions, [...ROLES.underwriter]);
      assert.ok(jwksHits >= 1, 'the JWKS was fetched from the local server');
    });

    test('an ES256 token verifies too', async () => {
      assert.equal((await me(await sign(claims(), { key: ecPrivate, alg: 'ES256', kid: 'ec-1' }))).statusCode, 200);
    });

    test('the org claim may name the tenant by id', async () => {
      const res = await me(await sign(claims({ org: t.tenantId })));
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().tenant.name, 'acme');
    });

    test('expired → 401 (30 s clock tolerance, measured on the service clock)', async () => {
      await refused(await sign(claims(), { exp: new Date(NOW.getTime() - 31_000) }), 'expired');
      assert.equal(
        (await me(await sign(claims(), { exp: new Date(NOW.getTime() - 5_000) }))).statusCode,
        200,
        'inside the tolerance',
      );
    });

    test('wrong issuer → 401', async () => refused(await sign(claims(), { iss: 'https://evil.example/' }), 'issuer'));
    test('wrong audience → 401', async () => refused(await sign(claims(), { aud: 'another-api' }), 'audience'));
    test('signature by another key under the same kid → 401', async () =>
      refused(await sign(claims(), { key: otherPrivate }), 'bad signature'));
    test('a tampered payload → 401', async () => {
      const [h, , s] = (await sign()).split('.');
      const payload = Buffer.from(
        JSON.stringify({
          ...claims({ role: 'owner' }),
          sub: 'user_123',
          iss: ISSUER,
          aud: AUDIENCE,
          exp: sec(NOW) + 600,
        }),
      ).toString('base64url');
      await refused(`${h}.${payload}.${s}`, 'tampered');
    });
    test('unknown kid → 401', async () => refused(await sign(claims(), { kid: 'nope' }), 'kid'));

    test('alg: none → 401', async () => {
      const unsecured = new UnsecuredJWT(claims())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject('user_123')
        .setExpirationTime(sec(NOW) + 600)
        .encode();
      assert.match(unsecured, /\.$/);
      await refused(unsecured, 'alg none');
    });

    test('HS256 → 401, even keyed with the public key (algorithm confusion)', async () => {
      const pem = await exportSPKI(publicKey);
      const hs = async (secret: Uint8Array) =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', kid: 'rsa-1' })
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setSubject('user_123')
          .setExpirationTime(sec(NOW) + 600)
          .sign(secret);
      await refused(await hs(new TextEncoder().encode(pem)), 'HS256 with public key');
      await refused(await hs(new TextEncoder().encode('a-shared-secret-of-enough-length-000')), 'HS256');
      // hand-made HS256 over the JWKS text itself
      const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const body = Buffer.from(
        JSON.stringify({ ...claims(), sub: 'user_123', iss: ISSUER, aud: AUDIENCE, exp: sec(NOW) + 600 }),
      ).toString('base64url');
      const mac = createHmac('sha256', pem).update(`${header}.${body}`).digest('base64url');
      await refused(`${header}.${body}.${mac}`, 'HS256 hand-made');
    });

    test('unknown org → 401; missing org → 401; missing sub → 401', async () => {
      await refused(await sign(claims({ org: 'no-such-co' })), 'unknown org');
      await refused(await sign({ role: 'owner' }), 'no org');
      await refused(await sign(claims(), { sub: null }), 'no sub');
    });

    test('garbage bearer → 401; an API key as bearer still works', async () => {
      await refused('not.a.jwt', 'garbage');
      assert.equal(
        (await t.service.app!.inject({ url: '/v1/me', headers: { authorization: `Bearer ${t.key}` } })).json().caller
          .type,
        'api_key',
      );
    });

    test('roles map exactly to the spec table; an unknown role grants nothing', async () => {
      for (const [role, perms] of Object.entries(ROLES)) {
        const res = await me(await sign(claims({ role })));
        assert.deepEqual(res.json().permissions, [...perms], role);
      }
      const none = await me(await sign(claims({ role: 'superuser' })));
      assert.equal(none.statusCode, 200);
      assert.deepEqual(none.json().permissions, []);
      const both = await me(await sign(claims({ role: ['viewer', 'underwriter'] })));
      assert.deepEqual(both.json().permissions, [...ROLES.underwriter]);
    });

    test('an explicit permissions claim is exactly what the person may do (over the role)', async () => {
      const res = await me(await sign(claims({ role: 'owner', permissions: ['jobs:read', 'audit:read', 'made:up'] })));
      assert.deepEqual(res.json().permissions, ['jobs:read', 'audit:read']);
      const spaced = await me(await sign(claims({ role: 'viewer', permissions: 'keys:manage jobs:read' })));
      assert.deepEqual(spaced.json().permissions, ['jobs:read', 'keys:manage']);
      const parse = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse',
        headers: { authorization: `Bearer ${await sign(claims({ role: 'owner', permissions: ['jobs:read'] }))}` },
      });
      assert.equal(parse.statusCode, 403);
      assert.equal(PERMISSIONS.length, 11);
    });

    test("a viewer cannot submit; a person of another org sees none of this tenant's jobs", async () => {
      const viewer = await sign(claims({ role: 'viewer' }));
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse',
        headers: { authorization: `Bearer ${viewer}` },
      });
      assert.equal(res.statusCode, 403);
      assert.match(res.json().error.message, /jobs:write/);
    });
  });

  describe(`person tokens from a JWKS file, and none configured (${backend})`, () => {
    test('OIDC_JWKS_FILE works; with no identity provider a JWT is 401', async () => {
      const fs = await import('node:fs/promises');
      const os = await import('node:os');
      const path = await import('node:path');
      const { privateKey, publicKey } = await generateKeyPair('ES256');
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'jwks-'));
      const file = path.join(dir, 'jwks.json');
      await fs.writeFile(
        file,
        JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] }),
      );
      const token = await new SignJWT({ org: 'acme', role: 'admin' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject('p1')
        .setExpirationTime('5m')
        .sign(privateKey);
      const withFile = await startTestService(backend, {
        worker: false,
        config: {
          auth: {
            oidcIssuer: ISSUER,
            oidcAudience: AUDIENCE,
            oidcJwksUrl: null,
            oidcJwksFile: file,
            orgClaim: 'org',
            roleClaim: 'role',
            permissionsClaim: 'permissions',
          },
        },
      });
      const without = await startTestService(backend, { worker: false });
      try {
        const ok = await withFile.service.app!.inject({ url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
        assert.equal(ok.statusCode, 200, ok.body);
        assert.deepEqual(ok.json().permissions, [...PERMISSIONS]);
        const no = await without.service.app!.inject({ url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
        assert.equal(no.statusCode, 401);
      } finally {
        await withFile.close();
        await without.close();
        await fs.rm(dir, { recursive: true, force: true });
      }
    });
  });
}
