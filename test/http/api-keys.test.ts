// API keys over the app: created once, stored as prefix + hash, never more permission than the creator,
// expiry, rotation overlap on a controllable clock, revocation, paging, and the audit trail of each.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';

const T0 = new Date('2026-03-02T10:00:00.000Z');

for (const backend of testBackends()) {
  describe(`API keys (${backend})`, () => {
    let t: TestService;
    let clock = T0;
    let admin: string; // all permissions
    before(async () => {
      t = await startTestService(backend, { worker: false, now: () => clock });
      admin = (await t.newKey({ scopes: [...PERMISSIONS] })).key;
    });
    after(() => t.close());

    const call = (method: string, url: string, key: string, payload?: unknown) =>
      t.service.app!.inject({
        method: method as 'GET',
        url,
        headers: { 'x-api-key': key },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    const works = async (key: string) => (await call('GET', '/v1/jobs', key)).statusCode;

    test('create returns the key once, with default scopes; the store keeps only prefix and hash', async () => {
      const res = await call('POST', '/v1/api-keys', admin, { name: 'ingest' });
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.match(body.key, /^pk_live_[0-9a-z]{12}_[0-9a-z]{40}$/);
      assert.deepEqual(body.scopes, ['jobs:write', 'jobs:read', 'underwriting:write']);
      assert.equal(body.status, 'active');
      assert.equal(body.name, 'ingest');
      assert.equal(body.prefix, body.key.slice(0, 'pk_live_'.length + 12));
      assert.equal(body.created_at, T0.toISOString());
      assert.equal(body.created_by.type, 'api_key');
      assert.equal(await works(body.key), 200);

      const secret = body.key.split('_')[3];
      const row = await t.store.db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.secret_hash, createHash('sha256').update(secret).digest('hex'));
      assert.ok(!JSON.stringify(row).includes(secret), 'the secret itself is not stored');

      const one = await call('GET', `/v1/api-keys/${body.id}`, admin);
      const list = await call('GET', '/v1/api-keys?limit=200', admin);
      for (const r of [one, list]) {
        assert.equal(r.statusCode, 200);
        assert.ok(!r.body.includes(secret), 'listing never shows the secret');
        assert.ok(!r.body.includes(row.secret_hash), 'listing never shows the hash');
        assert.ok(!/"key"\s*:/.test(r.body));
      }
      assert.ok(list.json().items.some((k: { id: string }) => k.id === body.id));
    });

    test('scopes as a space-separated string; unknown scope → 422; unknown field → 422', async () => {
      const ok = await call('POST', '/v1/api-keys', admin, { name: 'r', scopes: 'jobs:read usage:read' });
      assert.equal(ok.statusCode, 201);
      assert.deepEqual(ok.json().scopes, ['jobs:read', 'usage:read']);
      const bad = await call('POST', '/v1/api-keys', admin, { name: 'r', scopes: ['jobs:read', 'root'] });
      assert.equal(bad.statusCode, 422);
      assert.match(bad.json().error.message, /root/);
      assert.equal((await call('POST', '/v1/api-keys', admin, { name: 'r', scope: 'jobs:read' })).statusCode, 422);
      assert.equal((await call('POST', '/v1/api-keys', admin, {})).statusCode, 422);
    });

    test('a key can never hold a permission its creator lacks', async () => {
      const manager = (await t.newKey({ scopes: ['keys:manage', 'jobs:read'] })).key;
      const up = await call('POST', '/v1/api-keys', manager, { name: 'escalate', scopes: ['jobs:read', 'audit:read'] });
      assert.equal(up.statusCode, 403);
      assert.equal(up.json().error.code, 'forbidden');
      assert.match(up.json().error.message, /audit:read/);
      // the default scopes include jobs:write, which this creator lacks
      assert.equal((await call('POST', '/v1/api-keys', manager, { name: 'defaults' })).statusCode, 403);
      const down = await call('POST', '/v1/api-keys', manager, { name: 'narrow', scopes: ['jobs:read'] });
      assert.equal(down.statusCode, 201);
      // rotating hands out a new secret with the key's scopes: the rotator must hold them all too
      const strong = (await call('POST', '/v1/api-keys', admin, { name: 'strong', scopes: [...PERMISSIONS] })).json();
      const rot = await call('POST', `/v1/api-keys/${strong.id}/rotate`, manager);
      assert.equal(rot.statusCode, 403);
      assert.equal(await works(strong.key), 200, 'a refused rotation leaves the key as it was');
      assert.equal((await call('GET', `/v1/api-keys/${strong.id}`, admin)).json().replaced_by, null);
    });

    test('expiry: expires_in_seconds and expires_at; past → 422; both → 422; expired → 401', async () => {
      clock = T0;
      const a = (await call('POST', '/v1/api-keys', admin, { name: 'short', expires_in_seconds: 60 })).json();
      assert.equal(a.expires_at, new Date(T0.getTime() + 60_000).toISOString());
      const b = (
        await call('POST', '/v1/api-keys', admin, { name: 'dated', expires_at: '2026-03-02T10:05:00Z' })
      ).json();
      assert.equal(b.expires_at, '2026-03-02T10:05:00.000Z');
      assert.equal(
        (await call('POST', '/v1/api-keys', admin, { name: 'x', expires_at: '2026-03-02T09:00:00Z' })).statusCode,
        422,
      );
      assert.equal(
        (
          await call('POST', '/v1/api-keys', admin, {
            name: 'x',
            expires_at: '2026-03-02T11:00:00Z',
            expires_in_seconds: 5,
          })
        ).statusCode,
        422,
      );
      assert.equal(await works(a.key), 200);
      clock = new Date(T0.getTime() + 59_999);
      assert.equal(await works(a.key), 200);
      clock = new Date(T0.getTime() + 60_000);
      const res = await call('GET', '/v1/jobs', a.key);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error.code, 'unauthenticated');
      assert.equal(await works(b.key), 200);
      assert.equal((await call('GET', `/v1/api-keys/${a.id}`, admin)).json().status, 'expired');
      clock = new Date('2026-03-02T10:05:00Z');
      assert.equal(await works(b.key), 401);
      clock = T0;
    });

    test('rotation: same name and scopes; the old key works through the overlap, then 401', async () => {
      clock = T0;
      const old = (
        await call('POST', '/v1/api-keys', admin, { name: 'crm-sync', scopes: ['jobs:read', 'usage:read'] })
      ).json();
      const res = await call('POST', `/v1/api-keys/${old.id}/rotate?overlap_seconds=300`, admin);
      assert.equal(res.statusCode, 201, res.body);
      const neu = res.json();
      assert.notEqual(neu.key, old.key);
      assert.equal(neu.name, 'crm-sync');
      assert.deepEqual(neu.scopes, ['jobs:read', 'usage:read']);
      assert.equal(neu.rotated_from, old.id);
      assert.equal(neu.previous_key.id, old.id);
      assert.equal(neu.previous_key.status, 'rotated');
      assert.equal(neu.previous_key.revoked_at, new Date(T0.getTime() + 300_000).toISOString());
      assert.equal(neu.previous_key.replaced_by, neu.id);

      clock = new Date(T0.getTime() + 299_000);
      assert.equal(await works(old.key), 200, 'old key valid inside the overlap');
      assert.equal(await works(neu.key), 200);
      clock = new Date(T0.getTime() + 300_000);
      assert.equal(await works(old.key), 401, 'old key refused when the overlap ends');
      assert.equal(await works(neu.key), 200);
      assert.equal((await call('GET', `/v1/api-keys/${old.id}`, admin)).json().status, 'revoked');
      // a rotated key cannot be rotated again (that would fork the chain)
      const again = await call('POST', `/v1/api-keys/${old.id}/rotate`, admin);
      assert.equal(again.statusCode, 409);
      clock = T0;
    });

    test('rotation default overlap is 3600 s; overlap 0 cuts the old key at once', async () => {
      clock = T0;
      const a = (await call('POST', '/v1/api-keys', admin, { name: 'a', scopes: ['jobs:read'] })).json();
      const ra = (await call('POST', `/v1/api-keys/${a.id}/rotate`, admin)).json();
      assert.equal(ra.previous_key.revoked_at, new Date(T0.getTime() + 3_600_000).toISOString());
      clock = new Date(T0.getTime() + 3_599_000);
      assert.equal(await works(a.key), 200);
      clock = new Date(T0.getTime() + 3_600_000);
      assert.equal(await works(a.key), 401);
      clock = T0;
      const b = (await call('POST', '/v1/api-keys', admin, { name: 'b', scopes: ['jobs:read'] })).json();
      assert.equal((await call('POST', `/v1/api-keys/${b.id}/rotate?overlap_seconds=0`, admin)).statusCode, 201);
      assert.equal(await works(b.key), 401);
      assert.equal((await call('POST', `/v1/api-keys/${b.id}/rotate?overlap_seconds=-1`, admin)).statusCode, 422);
    });

    test('a key with an expiry rotates to a key with the same lifetime from now', async () => {
      clock = T0;
      const a = (
        await call('POST', '/v1/api-keys', admin, { name: 'temp', scopes: ['jobs:read'], expires_in_seconds: 86_400 })
      ).json();
      clock = new Date(T0.getTime() + 3_600_000);
      const r = (await call('POST', `/v1/api-keys/${a.id}/rotate`, admin)).json();
      assert.equal(r.expires_at, new Date(clock.getTime() + 86_400_000).toISOString());
      clock = T0;
    });

    test('revoke → 401 at once, also inside a rotation overlap; revoking twice changes nothing', async () => {
      clock = T0;
      const a = (await call('POST', '/v1/api-keys', admin, { name: 'to-revoke', scopes: ['jobs:read'] })).json();
      assert.equal(await works(a.key), 200);
      const del = await call('DELETE', `/v1/api-keys/${a.id}`, admin);
      assert.equal(del.statusCode, 200);
      assert.equal(del.json().status, 'revoked');
      assert.equal(await works(a.key), 401);
      assert.equal((await call('DELETE', `/v1/api-keys/${a.id}`, admin)).json().revoked_at, del.json().revoked_at);

      const b = (await call('POST', '/v1/api-keys', admin, { name: 'rotating', scopes: ['jobs:read'] })).json();
      await call('POST', `/v1/api-keys/${b.id}/rotate?overlap_seconds=600`, admin);
      assert.equal(await works(b.key), 200);
      await call('DELETE', `/v1/api-keys/${b.id}`, admin);
      assert.equal(await works(b.key), 401, 'revoking cuts the overlap short');
      assert.equal(
        (await call('POST', `/v1/api-keys/${a.id}/rotate`, admin)).statusCode,
        409,
        'a revoked key cannot be rotated',
      );
    });

    test('another tenant cannot see, rotate or revoke a key: 404, and the key keeps working', async () => {
      const mine = (await call('POST', '/v1/api-keys', admin, { name: 'mine', scopes: ['jobs:read'] })).json();
      const other = (await t.newKey({ tenant: 'other-co', scopes: [...PERMISSIONS] })).key;
      for (const [m, u] of [
        ['GET', `/v1/api-keys/${mine.id}`],
        ['POST', `/v1/api-keys/${mine.id}/rotate`],
        ['DELETE', `/v1/api-keys/${mine.id}`],
      ] as const) {
        const r = await call(m, u, other);
        assert.equal(r.statusCode, 404, `${m} ${u}`);
        assert.equal(r.json().error.code, 'not_found');
      }
      assert.equal(await works(mine.key), 200);
      const list = (await call('GET', '/v1/api-keys?limit=200', other)).json();
      assert.ok(!list.items.some((k: { id: string }) => k.id === mine.id));
    });

    test('listing pages with limit/cursor, newest first, each key once', async () => {
      const fresh = await startTestService(backend, { worker: false, now: () => clock });
      try {
        const k = (await fresh.newKey({ scopes: [...PERMISSIONS] })).key;
        const made: string[] = [];
        for (let i = 0; i < 5; i++) {
          clock = new Date(T0.getTime() + i * 1000);
          made.push(
            (
              await fresh.service.app!.inject({
                method: 'POST',
                url: '/v1/api-keys',
                headers: { 'x-api-key': k },
                payload: { name: `k${i}` },
              })
            ).json().id,
          );
        }
        clock = new Date(T0.getTime() + 4000); // two keys in one millisecond: the id breaks the tie
        made.push(
          (
            await fresh.service.app!.inject({
              method: 'POST',
              url: '/v1/api-keys',
              headers: { 'x-api-key': k },
              payload: { name: 'k5' },
            })
          ).json().id,
        );
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res: { statusCode: number; json(): any } = await fresh.service.app!.inject({
            url: `/v1/api-keys?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
            headers: { 'x-api-key': k },
          });
          assert.equal(res.statusCode, 200);
          const body = res.json();
          assert.ok(body.items.length <= 2);
          seen.push(...body.items.map((i: { id: string }) => i.id));
          cursor = body.next_cursor;
          pages++;
        } while (cursor && pages < 10);
        assert.equal(seen.length, 8, 'six made + the two helper keys');
        assert.equal(new Set(seen).size, 8);
        for (const id of made) assert.ok(seen.includes(id));
        assert.ok(seen.indexOf(made[0]!) > seen.indexOf(made[4]!), 'newest first');
        const bad = await fresh.service.app!.inject({
          url: '/v1/api-keys?cursor=garbage',
          headers: { 'x-api-key': k },
        });
        assert.equal(bad.statusCode, 422);
      } finally {
        clock = T0;
        await fresh.close();
      }
    });

    test('each change writes an audit entry with the request id; a refused change writes none', async () => {
      const a = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/api-keys',
        headers: { 'x-api-key': admin, 'x-request-id': 'req-create-1' },
        payload: { name: 'audited', scopes: ['jobs:read'] },
      });
      const id = a.json().id;
      await t.service.app!.inject({
        method: 'POST',
        url: `/v1/api-keys/${id}/rotate`,
        headers: { 'x-api-key': admin, 'x-request-id': 'req-rotate-1' },
      });
      await t.service.app!.inject({
        method: 'DELETE',
        url: `/v1/api-keys/${id}`,
        headers: { 'x-api-key': admin, 'x-request-id': 'req-revoke-1' },
      });
      const refused = await t.service.app!.inject({
        method: 'POST',
        url: `/v1/api-keys/${id}/rotate`,
        headers: { 'x-api-key': admin, 'x-request-id': 'req-rotate-2' },
      });
      assert.equal(refused.statusCode, 409);
      const rows = await t.store.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_id', '=', id)
        .orderBy('seq')
        .execute();
      assert.deepEqual(
        rows.map((r) => [r.action, r.request_id, r.actor_type]),
        [
          ['api_key.created', 'req-create-1', 'api_key'],
          ['api_key.rotated', 'req-rotate-1', 'api_key'],
          ['api_key.revoked', 'req-revoke-1', 'api_key'],
        ],
      );
      assert.ok(rows.every((r) => !JSON.stringify(r.details).includes('pk_live_')));
    });
  });
}
