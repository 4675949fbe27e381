// The audit log: writeAudit commits or rolls back with the change it records, refuses secrets, and
// GET /v1/audit-log pages newest first, per tenant, with filters; audit:read required.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { writeAudit } from '../../src/audit.ts';

for (const backend of testBackends()) {
  describe(`audit log (${backend})`, () => {
    let t: TestService;
    let admin: { key: string; id: string };
    before(async () => {
      t = await startTestService(backend, { worker: false });
      admin = await t.newKey({ scopes: [...PERMISSIONS] });
    });
    after(() => t.close());
    const get = (url: string, key = admin.key) => t.service.app!.inject({ url, headers: { 'x-api-key': key } });

    test("an entry is written in the change's transaction: a rolled-back change leaves no entry", async () => {
      const actor = { type: 'operator', id: 'test', tenantId: t.tenantId };
      await assert.rejects(
        t.store.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('tenants')
            .set({ settings: JSON.stringify({ x: 1 }) })
            .where('id', '=', t.tenantId)
            .execute();
          await writeAudit(trx, {
            caller: actor,
            action: 'settings.updated',
            targetType: 'tenant',
            targetId: t.tenantId,
            requestId: 'req-rollback',
            details: { x: 1 },
          });
          throw new Error('the change fails after its audit entry');
        }),
        /fails after/,
      );
      assert.equal(
        (await t.store.db.selectFrom('audit_log').select('id').where('request_id', '=', 'req-rollback').execute())
          .length,
        0,
      );
      assert.deepEqual(
        (
          await t.store.db
            .selectFrom('tenants')
            .select('settings')
            .where('id', '=', t.tenantId)
            .executeTakeFirstOrThrow()
        ).settings,
        {},
      );
      await t.store.db.transaction().execute((trx) =>
        writeAudit(trx, {
          caller: actor,
          action: 'settings.updated',
          targetType: 'tenant',
          targetId: t.tenantId,
          requestId: 'req-commit',
          details: { x: 1 },
        }),
      );
      assert.equal(
        (await t.store.db.selectFrom('audit_log').select('id').where('request_id', '=', 'req-commit').execute()).length,
        1,
      );
    });

    test('details that name a secret are refused (and so is the change)', async () => {
      const actor = { type: 'operator', id: 'test', tenantId: t.tenantId };
      for (const details of [{ secret: 'whsec_x' }, { nested: { api_key: 'pk_live_x' } }, { token: 'x' }]) {
        await assert.rejects(
          t.store.db.transaction().execute((trx) =>
            writeAudit(trx, {
              caller: actor,
              action: 'webhook.created',
              targetType: 'webhook',
              targetId: 'wh_1',
              requestId: null,
              details,
            }),
          ),
          /secrets/,
        );
      }
    });

    test('GET /v1/audit-log: needs audit:read; entry fields; newest first; keyset pages cover all once', async () => {
      const noAudit = await t.newKey({ scopes: ['keys:manage', 'jobs:read'] });
      assert.equal((await get('/v1/audit-log', noAudit.key)).statusCode, 403);
      const made: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.service.app!.inject({
          method: 'POST',
          url: '/v1/api-keys',
          headers: { 'x-api-key': admin.key, 'x-request-id': `req-audit-${i}` },
          payload: { name: `k${i}`, scopes: ['jobs:read'] },
        });
        made.push(res.json().id);
      }
      const first = (await get('/v1/audit-log?limit=1')).json();
      assert.deepEqual(Object.keys(first.items[0]).sort(), [
        'action',
        'actor',
        'created_at',
        'details',
        'id',
        'request_id',
        'target',
      ]);
      assert.deepEqual(
        { ...first.items[0], id: undefined, created_at: undefined },
        {
          id: undefined,
          created_at: undefined,
          actor: { type: 'api_key', id: admin.id },
          action: 'api_key.created',
          target: { type: 'api_key', id: made[4] },
          request_id: 'req-audit-4',
          details: { name: 'k4', scopes: ['jobs:read'], expires_at: null },
        },
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 20; page++) {
        const body: { items: Array<{ id: string; target: { id: string } }>; next_cursor: string | null } = (
          await get(`/v1/audit-log?limit=2&action=api_key.created${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        seen.push(...body.items.map((i) => i.target.id));
        cursor = body.next_cursor;
        if (!cursor) break;
      }
      assert.deepEqual(seen, [...made].reverse());
      const byTarget = (await get(`/v1/audit-log?target_id=${made[2]}`)).json();
      assert.deepEqual(
        byTarget.items.map((i: { request_id: string }) => i.request_id),
        ['req-audit-2'],
      );
      assert.equal((await get('/v1/audit-log?cursor=nonsense')).statusCode, 422);
    });

    test('another tenant sees none of these entries', async () => {
      const other = await t.newKey({ tenant: 'other-co', scopes: [...PERMISSIONS] });
      const body = (await get('/v1/audit-log?limit=200', other.key)).json();
      assert.deepEqual(body.items, []);
    });
  });
}
