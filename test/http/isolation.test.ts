// Tenant isolation over every route with an id in /openapi.json: a caller of another tenant, holding
// every permission, gets 404 for each real resource id of the first tenant (harvested from its listings),
// exactly as for an id that does not exist, and the resources are unchanged afterwards.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { operations, request, type Operation } from '../identity/openapi-walk.ts';
import { integrationTestConfig, startCrmChat, type CrmChat } from '../helpers/crm-chat.ts';

const HIGH_LIMITS = { windowSeconds: 60, writesPerCaller: 100_000, writesPerTenant: 100_000, readsPerCaller: 100_000 };
const ID = /^[a-z]{2,12}_[0-9a-z]{20}$/;

function harvest(v: unknown, out: Set<string>): void {
  if (typeof v === 'string' && ID.test(v)) out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => harvest(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => harvest(x, out));
}

for (const backend of testBackends()) {
  describe(`tenant isolation (${backend})`, () => {
    let t: TestService;
    let a: string; // tenant A, every permission
    let b: string; // tenant B, every permission
    let ops: Operation[];
    const ids = new Set<string>();
    let jobId: string;
    let keyA: { id: string; key: string };
    let crm: CrmChat;
    let integrationId: string;

    before(async () => {
      crm = await startCrmChat();
      t = await startTestService(backend, {
        worker: false,
        config: { rateLimits: HIGH_LIMITS, ...integrationTestConfig(crm) },
      });
      a = (await t.newKey({ scopes: [...PERMISSIONS] })).key;
      b = (await t.newKey({ tenant: 'rival-funding', scopes: [...PERMISSIONS] })).key;
      ops = await operations(t.service.app!);
      // resources of tenant A: a job, an API key (and its audit entries)
      const job = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse',
        headers: { 'x-api-key': a },
        payload: form([{ name: 'a.pdf', bytes: await simplePdf() }]) as never,
      });
      jobId = job.json().job_id;
      const k = (
        await t.service.app!.inject({
          method: 'POST',
          url: '/v1/api-keys',
          headers: { 'x-api-key': a },
          payload: { name: 'a-key', scopes: ['jobs:read'] },
        })
      ).json();
      keyA = { id: k.id, key: k.key };
      // an integration (CRM), installed and connected
      const installed = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/integrations',
        headers: { 'x-api-key': a },
        payload: { type: 'hubspot' },
      });
      integrationId = installed.json().id;
      const q = crm.consent(installed.json().authorize_url);
      const connected = await t.service.app!.inject({
        url: `/v1/integrations/oauth/callback?state=${encodeURIComponent(q.state)}&code=${q.code}`,
      });
      assert.equal(connected.json().status, 'connected', connected.body);
      // every id tenant A can list (routes other rooms add show up here too)
      for (const o of ops.filter((x) => x.method === 'GET' && x.params.length === 0 && x.route.startsWith('/v1/'))) {
        const res = await t.service.app!.inject({ url: o.path, headers: { 'x-api-key': a } });
        if (res.statusCode === 200) harvest(res.json(), ids);
      }
    });
    after(async () => {
      await t.close();
      await crm.close();
    });

    test("tenant A's ids were found", () => {
      assert.ok(ids.has(jobId), 'the job id');
      assert.ok(ids.has(keyA.id), 'the key id');
      assert.ok(ids.has(integrationId), 'the integration id');
    });

    test('every route with an id: 404 for tenant B, for every id of tenant A', async () => {
      const withIds = ops.filter(
        (o) => o.params.length > 0 && (o.access?.kind === 'permission' || o.access?.kind === 'authenticated'),
      );
      assert.ok(withIds.length >= 4, `${withIds.length} routes with ids`);
      let checked = 0;
      for (const o of withIds) {
        for (const id of [...ids, 'zzz_00000000000000000000']) {
          const r = request(o, () => id);
          const res = await t.service.app!.inject({
            method: r.method as 'GET',
            url: r.url,
            headers: { ...r.headers, 'x-api-key': b },
            ...(r.payload !== undefined ? { payload: JSON.stringify(r.payload) } : {}),
          });
          assert.equal(res.statusCode, 404, `${o.method} ${o.route} with ${id}: ${res.body}`);
          assert.equal(res.json().error.code, 'not_found');
          checked++;
        }
      }
      assert.ok(checked >= withIds.length * 3);
    });

    test("tenant A's resources are untouched and its own calls still work", async () => {
      const job = await t.service.app!.inject({ url: `/v1/jobs/${jobId}`, headers: { 'x-api-key': a } });
      assert.equal(job.statusCode, 200);
      const me = await t.service.app!.inject({ url: '/v1/me', headers: { 'x-api-key': keyA.key } });
      assert.equal(me.statusCode, 200, "tenant B could not revoke or rotate A's key");
      const rec = (await t.service.app!.inject({ url: `/v1/api-keys/${keyA.id}`, headers: { 'x-api-key': a } })).json();
      assert.equal(rec.status, 'active');
      assert.equal(rec.replaced_by, null);
      const integration = await t.service.app!.inject({
        url: `/v1/integrations/${integrationId}`,
        headers: { 'x-api-key': a },
      });
      assert.equal(integration.json().status, 'connected', 'tenant B could not remove or reconnect it');
      assert.equal(integration.json().name, 'hubspot', 'tenant B could not rename it');
    });

    test("listings never show the other tenant's rows", async () => {
      const mine = new Set<string>();
      for (const o of ops.filter((x) => x.method === 'GET' && x.params.length === 0 && x.route.startsWith('/v1/'))) {
        const res = await t.service.app!.inject({ url: o.path, headers: { 'x-api-key': b } });
        if (res.statusCode === 200) harvest(res.json(), mine);
      }
      for (const id of ids) if (!id.startsWith('ten_')) assert.ok(!mine.has(id), `tenant B sees ${id}`);
    });
  });
}
