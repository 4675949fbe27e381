// First start on an empty store: a `default` tenant and an owner key that works against the API with every
// permission; a second start (a tenant exists) creates nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createFirstTenant } from '../../src/identity/first-start.ts';
import { PERMISSIONS } from '../../src/identity/permissions.ts';
import { startService } from '../../src/service.ts';
import { listTenants } from '../../src/store/tenants.ts';
import { openTestStore } from '../helpers/store.ts';

test('an empty store gets tenant default and an owner key once; the key works against the API', async () => {
  const store = await openTestStore('pglite');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-first-'));
  const service = await startService(loadConfig({}, { dataDir, logLevel: 'silent' }), {
    http: true,
    worker: false,
    store,
    log: pino({ level: 'silent' }),
  });
  try {
    const first = await createFirstTenant(store.db, new Date());
    assert.ok(first);
    assert.equal(first.tenant, 'default');
    assert.match(first.key, /^pk_live_[0-9a-z]{12}_[0-9a-z]{40}$/);
    assert.equal(await createFirstTenant(store.db, new Date()), null, 'a second start creates nothing');
    assert.deepEqual(
      (await listTenants(store.db)).map((t) => t.name),
      ['default'],
    );

    const me = await service.app!.inject({ method: 'GET', url: '/v1/me', headers: { 'x-api-key': first.key } });
    assert.equal(me.statusCode, 200, me.body);
    assert.equal(me.json().tenant.name, 'default');
    assert.deepEqual([...me.json().permissions].sort(), [...PERMISSIONS].sort());
    const jobs = await service.app!.inject({ method: 'GET', url: '/v1/jobs', headers: { 'x-api-key': first.key } });
    assert.equal(jobs.statusCode, 200, jobs.body);
    const bad = await service.app!.inject({
      method: 'GET',
      url: '/v1/me',
      // the key with its last character changed (a key may itself end in 'x': then 'y')
      headers: { 'x-api-key': `${first.key.slice(0, -1)}${first.key.endsWith('x') ? 'y' : 'x'}` },
    });
    assert.equal(bad.statusCode, 401);
  } finally {
    await service.close();
    await store.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
