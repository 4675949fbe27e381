// The spec's Roles and Permissions tables, written out here so a change to src/identity/permissions.ts
// that drifts from the spec fails; plus the person-token mapping of role and permissions claims.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_KEY_SCOPES, PERMISSIONS, ROLES } from '../../src/identity/permissions.ts';
import { claimAt, personTokenVerifierFromConfig, tokenPermissions } from '../../src/identity/person-tokens.ts';
import { effectiveModules, MODULE_NAMES } from '../../src/identity/modules.ts';

const SPEC_PERMISSIONS = [
  'jobs:write',
  'jobs:read',
  'jobs:delete',
  'underwriting:write',
  'webhooks:manage',
  'mailboxes:manage',
  'integrations:manage',
  'keys:manage',
  'settings:manage',
  'usage:read',
  'audit:read',
];

test('permissions and roles are the spec tables exactly', () => {
  assert.deepEqual([...PERMISSIONS].sort(), [...SPEC_PERMISSIONS].sort());
  assert.deepEqual(Object.keys(ROLES).sort(), ['admin', 'owner', 'underwriter', 'viewer']);
  assert.deepEqual([...ROLES.owner].sort(), [...SPEC_PERMISSIONS].sort());
  assert.deepEqual([...ROLES.admin].sort(), [...SPEC_PERMISSIONS].sort());
  assert.deepEqual([...ROLES.underwriter].sort(), [
    'jobs:delete',
    'jobs:read',
    'jobs:write',
    'underwriting:write',
    'usage:read',
  ]);
  assert.deepEqual([...ROLES.viewer].sort(), ['jobs:read', 'usage:read']);
  assert.deepEqual([...DEFAULT_KEY_SCOPES].sort(), ['jobs:read', 'jobs:write', 'underwriting:write']);
});

test('claims: literal names first (namespaced claims hold dots), then dotted paths', () => {
  assert.equal(claimAt({ 'https://app.example/org': 'acme' }, 'https://app.example/org'), 'acme');
  assert.equal(claimAt({ o: { id: 'org_1' } }, 'o.id'), 'org_1');
  assert.equal(claimAt({ o: { id: 'org_1' } }, 'o.missing'), undefined);
  assert.equal(claimAt({}, 'constructor'), undefined);
});

test('token permissions: explicit claim wins, roles union, unknown names grant nothing', () => {
  assert.deepEqual([...tokenPermissions({ role: 'viewer' }, 'role', 'permissions')], ['jobs:read', 'usage:read']);
  assert.deepEqual([...tokenPermissions({ role: 'owner', permissions: [] }, 'role', 'permissions')], []);
  assert.deepEqual([...tokenPermissions({ role: 'toString' }, 'role', 'permissions')], []);
  assert.deepEqual(
    [...tokenPermissions({ role: ['viewer', 'nope'] }, 'role', 'permissions')],
    ['jobs:read', 'usage:read'],
  );
  assert.deepEqual([...tokenPermissions({ permissions: 'jobs:read,admin' }, 'role', 'permissions')], ['jobs:read']);
  assert.deepEqual([...tokenPermissions({ role: 42 }, 'role', 'permissions')], []);
});

test('modules: every known module defaults on; stored switches win; junk ignored', () => {
  assert.deepEqual(effectiveModules({}), Object.fromEntries(MODULE_NAMES.map((m) => [m, true])));
  assert.equal(effectiveModules({ webhooks: false }).webhooks, false);
  assert.equal(effectiveModules({ webhooks: 'no' }).webhooks, true);
  assert.equal('other' in effectiveModules({ other: true }), false);
  assert.ok(MODULE_NAMES.includes('email_routing'));
});

test('person-token settings: all or nothing; the JWKS URL must be https except on loopback', async () => {
  const auth = {
    oidcIssuer: 'https://idp.example/',
    oidcAudience: 'api',
    oidcJwksUrl: null as string | null,
    oidcJwksFile: null,
    orgClaim: 'org',
    roleClaim: 'role',
    permissionsClaim: 'permissions',
  };
  const db = null as never;
  assert.equal(
    await personTokenVerifierFromConfig({ ...auth, oidcIssuer: null, oidcAudience: null }, db, () => new Date()),
    undefined,
  );
  await assert.rejects(
    personTokenVerifierFromConfig(auth, db, () => new Date()),
    /OIDC_JWKS_URL or OIDC_JWKS_FILE/,
  );
  await assert.rejects(
    personTokenVerifierFromConfig(
      { ...auth, oidcAudience: null, oidcJwksUrl: 'https://idp.example/jwks' },
      db,
      () => new Date(),
    ),
    /OIDC_AUDIENCE/,
  );
  await assert.rejects(
    personTokenVerifierFromConfig({ ...auth, oidcJwksUrl: 'http://idp.example/jwks' }, db, () => new Date()),
    /https/,
  );
  assert.equal(
    typeof (await personTokenVerifierFromConfig(
      { ...auth, oidcJwksUrl: 'https://idp.example/jwks' },
      db,
      () => new Date(),
    )),
    'function',
  );
  assert.equal(
    typeof (await personTokenVerifierFromConfig(
      { ...auth, oidcJwksUrl: 'http://127.0.0.1:9/jwks' },
      db,
      () => new Date(),
    )),
    'function',
  );
});
