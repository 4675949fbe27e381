// Operator commands: tenants list/create/suspend/activate and modules list/set, on a real store, and once
// through the real `packet-parser` binary on an embedded store directory.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openTestStore, testBackends } from '../helpers/store.ts';
import { modulesCommand, tenantsCommand } from '../../src/identity/admin-cli.ts';
import { findTenantByName } from '../../src/store/tenants.ts';
import { createOperatorKey } from '../../src/identity/api-keys.ts';
import { findKeyByPrefix } from '../../src/store/tenants.ts';

const run = promisify(execFile);
const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bin/packet-parser.js');

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

for (const backend of testBackends()) {
  describe(`operator commands (${backend})`, () => {
    test('create, suspend, activate, list; modules set and list; each change audited; bad input → usage', async () => {
      const store = await openTestStore(backend);
      try {
        const db = store.db;
        let o = io();
        assert.equal(await tenantsCommand(db, ['create', 'acme'], o.io), 0);
        assert.match(o.out[0]!, /^acme\tten_\w+\tactive$/);
        assert.equal(
          await tenantsCommand(db, ['create', 'ten_abc'], io().io),
          2,
          'names that look like ids are refused',
        );
        assert.equal(await tenantsCommand(db, ['suspend', 'acme'], io().io), 0);
        assert.equal((await findTenantByName(db, 'acme'))!.status, 'suspended');
        o = io();
        assert.equal(await modulesCommand(db, ['set', 'acme', 'webhooks', 'off'], o.io), 0);
        assert.match(o.out[0]!, /webhooks=off/);
        assert.match(o.out[0]!, /underwriting=on/);
        assert.deepEqual((await findTenantByName(db, 'acme'))!.modules, { webhooks: false });
        o = io();
        assert.equal(await tenantsCommand(db, ['list'], o.io), 0);
        assert.match(o.out[0]!, /^acme\tten_\w+\tsuspended\tkeys=0\t.*webhooks=off/);
        assert.equal(await tenantsCommand(db, ['activate', 'acme'], io().io), 0);
        assert.equal((await findTenantByName(db, 'acme'))!.status, 'active');
        o = io();
        assert.equal(await modulesCommand(db, ['set', 'acme', 'teleport', 'on'], o.io), 2);
        assert.match(o.err[0]!, /unknown module/);
        assert.equal(await modulesCommand(db, ['set', 'acme', 'webhooks', 'maybe'], io().io), 2);
        assert.equal(await modulesCommand(db, ['set', 'nobody', 'webhooks', 'on'], io().io), 1);
        assert.equal(await tenantsCommand(db, ['suspend', 'nobody'], io().io), 1);
        assert.equal(await tenantsCommand(db, ['delete', 'acme'], io().io), 2);
        const made = await createOperatorKey(db, 'acme', {
          name: 'ops',
          scopes: ['jobs:read'],
          expiresAt: null,
          now: new Date(),
        });
        const row = await findKeyByPrefix(db, made.key.split('_')[2]!);
        assert.equal(row?.id, made.id);
        const audit = await db.selectFrom('audit_log').select(['action', 'actor_type']).orderBy('seq').execute();
        assert.deepEqual(
          audit.map((a) => a.action),
          ['tenant.suspended', 'modules.updated', 'tenant.activated', 'api_key.created'],
        );
        assert.ok(audit.every((a) => a.actor_type === 'operator'));
      } finally {
        await store.close();
      }
    });
  });
}

describe('the packet-parser binary', () => {
  test('tenants and modules commands on an embedded store', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-cli-'));
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const cli = (...args: string[]) => run(process.execPath, [BIN, ...args], { env, timeout: 60_000 });
    try {
      await cli('tenants', 'create', 'bakery-brokers');
      await cli('modules', 'set', 'bakery-brokers', 'integrations', 'off');
      await cli('tenants', 'suspend', 'bakery-brokers');
      const { stdout } = await cli('tenants', 'list');
      assert.match(stdout, /^bakery-brokers\tten_\w+\tsuspended\tkeys=0\t.*integrations=off/m);
      await assert.rejects(cli('modules', 'set', 'bakery-brokers'), (e: { code: number }) => e.code === 2);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
