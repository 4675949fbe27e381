// GET /v1/me, GET/PUT /v1/modules, module switches closing their routes, and a suspended tenant.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { MODULE_NAMES } from '../../src/identity/modules.ts';
import { setTenantStatusByName } from '../../src/identity/tenants.ts';
import { authorize } from '../../src/http/auth.ts';
import { moduleOf, ROUTE_ACCESS } from '../../src/http/route-permissions.ts';
import { operations, request } from '../identity/openapi-walk.ts';
import type { Caller } from '../../src/identity/permissions.ts';

const ALL_ON = Object.fromEntries(MODULE_NAMES.map((m) => [m, true]));

for (const backend of testBackends()) {
  describe(`me, modules, suspension (${backend})`, () => {
    let t: TestService;
    let admin: { key: string; id: string };
    before(async () => {
      t = await startTestService(backend, { worker: false });
      admin = await t.newKey({ scopes: [...PERMISSIONS] });
    });
    after(() => t.close());
    const call = (method: string, url: string, key: string, payload?: unknown) =>
      t.service.app!.inject({
        method: method as 'GET',
        url,
        headers: { 'x-api-key': key },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    // A tenant change made outside the app (the operator CLI) reaches keys once the auth cache drops them.
    const dropKeyCache = () => (t.service as unknown as { caches?: { keys: { clear(): void } } }).caches?.keys.clear();

    test('GET /v1/me: caller, tenant, permissions in spec order, modules', async () => {
      const limited = await t.newKey({ scopes: ['usage:read', 'jobs:read'] });
      const res = await call('GET', '/v1/me', limited.key);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        caller: { type: 'api_key', id: limited.id },
        tenant: { id: t.tenantId, name: 'acme', status: 'active' },
        permissions: ['jobs:read', 'usage:read'],
        modules: ALL_ON,
      });
    });

    test('GET /v1/modules needs no permission; PUT needs settings:manage', async () => {
      const none = await t.newKey({ scopes: [] });
      const res = await call('GET', '/v1/modules', none.key);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { modules: ALL_ON });
      const put = await call('PUT', '/v1/modules', none.key, { modules: { webhooks: false } });
      assert.equal(put.statusCode, 403);
      assert.equal((await call('GET', '/v1/modules', none.key)).json().modules.webhooks, true);
    });

    test("PUT /v1/modules: unknown module → 422; a switch closes the module's routes at once (403 module_disabled), audited", async () => {
      const bad = await call('PUT', '/v1/modules', admin.key, { modules: { teleport: true } });
      assert.equal(bad.statusCode, 422);
      assert.match(bad.json().error.message, /teleport/);
      assert.equal((await call('PUT', '/v1/modules', admin.key, { modules: { webhooks: 'off' } })).statusCode, 422);

      const ops = await operations(t.service.app!);
      const gated = ops.filter(
        (o) =>
          moduleOf(o.route, ROUTE_ACCESS[`${o.method} ${o.route}`]) === 'underwriting' ||
          moduleOf(o.route, ROUTE_ACCESS[`${o.method} ${o.route}`]) === 'webhooks',
      );
      assert.ok(gated.length >= 1, 'some route belongs to the webhooks or underwriting module');
      const off = await call('PUT', '/v1/modules', admin.key, { modules: { webhooks: false, underwriting: false } });
      assert.equal(off.statusCode, 200);
      assert.deepEqual(off.json().modules, { ...ALL_ON, webhooks: false, underwriting: false });
      assert.equal(
        (await call('GET', '/v1/me', admin.key)).json().modules.webhooks,
        false,
        'the same key sees the change at once',
      );
      for (const o of gated) {
        const r = request(o, () => 'zzz_00000000000000000000');
        const res = await t.service.app!.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: { ...r.headers, 'x-api-key': admin.key },
          ...(r.payload !== undefined ? { payload: JSON.stringify(r.payload) } : {}),
        });
        assert.equal(res.statusCode, 403, `${o.method} ${o.route}`);
        assert.equal(res.json().error.code, 'module_disabled');
      }
      const on = await call('PUT', '/v1/modules', admin.key, { modules: { webhooks: true, underwriting: true } });
      assert.deepEqual(on.json().modules, ALL_ON);
      for (const o of gated) {
        const r = request(o, () => 'zzz_00000000000000000000');
        const res = await t.service.app!.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: { ...r.headers, 'x-api-key': admin.key },
          ...(r.payload !== undefined ? { payload: JSON.stringify(r.payload) } : {}),
        });
        assert.notEqual(res.statusCode, 403, `${o.method} ${o.route} open again`);
      }
      // the same switch again changes nothing and writes nothing
      await call('PUT', '/v1/modules', admin.key, { modules: { webhooks: true } });
      const audit = await t.store.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', '=', 'modules.updated')
        .orderBy('seq')
        .execute();
      assert.equal(audit.length, 2);
      assert.deepEqual(audit[0]!.details, {
        changes: { underwriting: { from: true, to: false }, webhooks: { from: true, to: false } },
      });
    });

    test('authorize: permission, then module, then suspension (any route, present or future)', () => {
      const caller = (o: Partial<Caller>): Caller => ({
        type: 'api_key',
        id: 'k',
        tenantId: 't',
        tenantName: 'n',
        tenantStatus: 'active',
        permissions: new Set(PERMISSIONS),
        modules: { ...ALL_ON },
        ...o,
      });
      const code = (fn: () => void) => {
        try {
          fn();
          return 'ok';
        } catch (e) {
          return (e as { code: string }).code;
        }
      };
      assert.equal(
        code(() => authorize(caller({ modules: { ...ALL_ON, mailboxes: false } }), 'GET', '/v1/jobs')),
        'ok',
      );
      assert.equal(moduleOf('/v1/mailboxes/:id', undefined), 'mailboxes');
      assert.equal(moduleOf('/v1/integrations', undefined), 'integrations');
      assert.equal(moduleOf('/v1/integrationsx', undefined), undefined);
      assert.equal(
        code(() => authorize(caller({ tenantStatus: 'suspended' }), 'POST', '/v1/parse')),
        'tenant_suspended',
      );
      assert.equal(
        code(() => authorize(caller({ tenantStatus: 'suspended' }), 'GET', '/v1/jobs')),
        'ok',
      );
      assert.equal(
        code(() => authorize(caller({ tenantStatus: 'suspended', permissions: new Set() }), 'POST', '/v1/parse')),
        'forbidden',
      );
    });

    test('a suspended tenant: 403 tenant_suspended on submission, reads still work; activate → submits again', async () => {
      const pdf = await simplePdf();
      const submit = () =>
        t.service.app!.inject({
          method: 'POST',
          url: '/v1/parse',
          headers: { 'x-api-key': admin.key },
          payload: form([{ name: 'a.pdf', bytes: pdf }]) as never,
        });
      assert.equal((await setTenantStatusByName(t.store.db, 'acme', 'suspended'))?.status, 'suspended');
      dropKeyCache();
      const res = await submit();
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().error.code, 'tenant_suspended');
      assert.equal((await call('GET', '/v1/jobs', admin.key)).statusCode, 200);
      assert.equal((await call('GET', '/v1/me', admin.key)).json().tenant.status, 'suspended');
      // every submission route in the document (email intake included, once it lands)
      const submissions = (await operations(t.service.app!)).filter(
        (o) => o.access?.kind === 'permission' && o.access.submission,
      );
      assert.ok(submissions.some((o) => o.route === '/v1/parse'));
      for (const o of submissions) {
        const r = request(o, () => 'zzz_00000000000000000000');
        const res = await t.service.app!.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: { ...r.headers, 'x-api-key': admin.key },
          ...(r.payload !== undefined ? { payload: JSON.stringify(r.payload) } : {}),
        });
        assert.equal(res.statusCode, 403, `${o.method} ${o.route}`);
        assert.equal(res.json().error.code, 'tenant_suspended');
      }
      const other = await t.newKey({ tenant: 'other-co' });
      assert.equal(
        (
          await t.service.app!.inject({
            method: 'POST',
            url: '/v1/parse',
            headers: { 'x-api-key': other.key },
            payload: form([{ name: 'a.pdf', bytes: pdf }]) as never,
          })
        ).statusCode,
        202,
        'other tenants unaffected',
      );
      await setTenantStatusByName(t.store.db, 'acme', 'active');
      dropKeyCache();
      assert.equal((await submit()).statusCode, 202);
      const audit = await t.store.db
        .selectFrom('audit_log')
        .select(['action', 'actor_type', 'actor_id'])
        .where('target_id', '=', t.tenantId)
        .where('action', 'like', 'tenant.%')
        .orderBy('seq')
        .execute();
      assert.deepEqual(audit, [
        { action: 'tenant.suspended', actor_type: 'operator', actor_id: 'cli' },
        { action: 'tenant.activated', actor_type: 'operator', actor_id: 'cli' },
      ]);
      assert.equal(await setTenantStatusByName(t.store.db, 'no-such', 'active'), undefined);
    });
  });
}
