// Every route in /openapi.json against the access table: no credential → 401; a caller lacking exactly the
// route's permission → 403; the role × route matrix with person tokens follows the spec's Roles table.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { PERMISSIONS, ROLES, type Permission } from '../../src/identity/permissions.ts';
import { MODULE_NAMES } from '../../src/identity/modules.ts';
import { MODULE_PATHS, ROUTE_ACCESS } from '../../src/http/route-permissions.ts';
import { operations, request, type Operation } from '../identity/openapi-walk.ts';
import { testIdp, type TestIdp } from '../identity/idp.ts';

const HIGH_LIMITS = { windowSeconds: 60, writesPerCaller: 100_000, writesPerTenant: 100_000, readsPerCaller: 100_000 };
const FAKE = 'zzz_00000000000000000000';

for (const backend of testBackends()) {
  describe(`route permissions (${backend})`, () => {
    let t: TestService;
    let idp: TestIdp;
    let ops: Operation[];
    before(async () => {
      idp = await testIdp();
      t = await startTestService(backend, { worker: false, config: { auth: idp.auth, rateLimits: HIGH_LIMITS } });
      ops = await operations(t.service.app!);
    });
    after(async () => {
      await t.close();
      await idp.close();
    });

    const send = (o: Operation, headers: Record<string, string>) => {
      const r = request(o, () => FAKE);
      return t.service.app!.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { ...r.headers, ...headers },
        ...(r.payload !== undefined ? { payload: JSON.stringify(r.payload) } : {}),
      });
    };
    // The auth hook's refusal, as opposed to a handler's own 403 (e.g. a key above its creator).
    const routeRefused = (res: { statusCode: number; body: string }) =>
      res.statusCode === 403 && /this credential lacks the [a-z:]+ permission/.test(res.body);
    const guarded = () => ops.filter((o) => o.access?.kind === 'permission' || o.access?.kind === 'authenticated');

    test('the document lists the identity routes, and every /v1 route is in the access table', () => {
      const keys = new Set(ops.map((o) => `${o.method} ${o.route}`));
      for (const k of [
        'POST /v1/api-keys',
        'GET /v1/api-keys',
        'POST /v1/api-keys/:id/rotate',
        'DELETE /v1/api-keys/:id',
        'GET /v1/me',
        'GET /v1/modules',
        'PUT /v1/modules',
        'GET /v1/audit-log',
        'POST /v1/parse',
        'GET /v1/jobs/:job_id',
      ]) {
        assert.ok(keys.has(k), `${k} is documented`);
      }
      for (const o of ops) {
        assert.ok(o.access, `${o.method} ${o.route} has an access entry`);
        if (o.route.startsWith('/v1/') && o.access!.kind === 'public') assert.fail(`${o.method} ${o.route} is public`);
        if (o.access!.kind === 'signed')
          assert.match(
            o.route,
            /^\/v1\/(intake\/|mailboxes\/oauth\/callback$|integrations\/oauth\/callback$)/,
            'only intake routes and the OAuth callback (its state) authenticate themselves',
          );
      }
    });

    test("the spec's permission for each named route", () => {
      const want: Record<string, Permission> = {
        'POST /v1/parse': 'jobs:write',
        'GET /v1/jobs': 'jobs:read',
        'GET /v1/jobs/:job_id': 'jobs:read',
        'POST /v1/api-keys': 'keys:manage',
        'POST /v1/api-keys/:id/rotate': 'keys:manage',
        'DELETE /v1/api-keys/:id': 'keys:manage',
        'GET /v1/audit-log': 'audit:read',
        'POST /v1/underwriting/withhold': 'underwriting:write',
        'POST /v1/webhooks': 'webhooks:manage',
      };
      for (const [k, perm] of Object.entries(want)) {
        const a = ROUTE_ACCESS[k];
        if (!a) continue; // a route another room has not landed yet
        assert.equal(a.kind === 'permission' ? a.permission : a.kind, perm, k);
      }
    });

    test('modules named by routes are modules the service knows', () => {
      for (const [k, a] of Object.entries(ROUTE_ACCESS))
        if (a.kind === 'permission' && a.module) assert.ok((MODULE_NAMES as string[]).includes(a.module), k);
      for (const [, m] of MODULE_PATHS) assert.ok((MODULE_NAMES as string[]).includes(m));
    });

    test('no credential → 401 on every guarded route', async () => {
      for (const o of guarded()) {
        const res = await send(o, {});
        assert.equal(res.statusCode, 401, `${o.method} ${o.route}: ${res.body}`);
        assert.equal(res.json().error.code, 'unauthenticated');
      }
    });

    test("a key lacking only the route's permission → 403 naming it; holding it → not 403", async () => {
      let checked = 0;
      for (const o of guarded()) {
        if (o.access!.kind !== 'permission') continue;
        const perm = o.access!.permission;
        const without = (await t.newKey({ scopes: PERMISSIONS.filter((p) => p !== perm) })).key;
        const res = await send(o, { 'x-api-key': without });
        assert.equal(res.statusCode, 403, `${o.method} ${o.route} without ${perm}: ${res.body}`);
        assert.equal(res.json().error.code, 'forbidden');
        assert.match(res.json().error.message, new RegExp(perm));
        const only = (await t.newKey({ scopes: [perm] })).key;
        const ok = await send(o, { 'x-api-key': only });
        assert.ok(
          ok.statusCode !== 401 && !routeRefused(ok),
          `${o.method} ${o.route} with only ${perm}: ${ok.statusCode} ${ok.body}`,
        );
        checked++;
      }
      assert.ok(checked >= 9, `walked ${checked} permission routes`);
    });

    test('routes for any caller answer a key with no permissions at all', async () => {
      const none = (await t.newKey({ scopes: [] })).key;
      for (const o of guarded().filter((x) => x.access!.kind === 'authenticated')) {
        const res = await send(o, { 'x-api-key': none });
        assert.equal(res.statusCode, 200, `${o.method} ${o.route}`);
      }
    });

    test('role × route matrix (person tokens): 403 exactly where the role lacks the permission', async () => {
      const rows: string[] = [];
      for (const [role, perms] of Object.entries(ROLES)) {
        const token = await idp.sign({ org: 'acme', role }, `person_${role}`);
        for (const o of guarded()) {
          const res = await send(o, { authorization: `Bearer ${token}` });
          assert.notEqual(res.statusCode, 401, `${role} ${o.method} ${o.route}`);
          const needs = o.access!.kind === 'permission' ? o.access!.permission : null;
          const allowed = needs === null || (perms as readonly string[]).includes(needs);
          assert.equal(
            routeRefused(res),
            !allowed,
            `${role} ${o.method} ${o.route} (needs ${needs}): ${res.statusCode} ${res.body}`,
          );
          rows.push(`${role} ${o.method} ${o.route} ${allowed ? 'allowed' : '403'}`);
        }
      }
      // owner and admin hold everything; viewer holds no write permission
      assert.ok(rows.filter((r) => r.startsWith('owner') || r.startsWith('admin')).every((r) => r.endsWith('allowed')));
      assert.ok(rows.some((r) => r.startsWith('viewer POST /v1/parse 403')));
      assert.ok(rows.some((r) => r.startsWith('underwriter POST /v1/parse allowed')));
      assert.ok(rows.some((r) => r.startsWith('underwriter POST /v1/api-keys 403')));
    });
  });
}
