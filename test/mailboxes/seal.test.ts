// Sealing secrets at rest (AES-256-GCM, key id in the text), MAILBOX_GRANT_KEYS parsing, and reading
// what the providers push: pure code, no database.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config.ts';
import { seal, SealError, sealedKeyId, unseal } from '../../src/mailboxes/seal.ts';
import { clientStateMatches, readGmailPush } from '../../src/mailboxes/push.ts';
import { hashSecret } from '../../src/identity/keys.ts';

const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };
const grant = JSON.stringify({ refresh_token: '1//refresh-secret', access_token: 'ya29.access-secret' });

test('a sealed grant names its key, hides its text, and opens only with that key on its own row', () => {
  const sealed = seal([k1], grant, 'mailbox-grant:mbx_a');
  assert.equal(sealedKeyId(sealed), 'k1');
  assert.doesNotMatch(sealed, /secret/);
  assert.notEqual(seal([k1], grant, 'mailbox-grant:mbx_a'), sealed, 'a fresh IV each time');
  assert.equal(unseal([k1], sealed, 'mailbox-grant:mbx_a'), grant);
  assert.throws(() => unseal([k1], sealed, 'mailbox-grant:mbx_b'), SealError, 'bound to its mailbox');
  const [v, id, iv, tag, ct] = sealed.split('.');
  const flipped = Buffer.from(ct!, 'base64url');
  flipped[0]! ^= 1;
  assert.throws(
    () => unseal([k1], [v, id, iv, tag, flipped.toString('base64url')].join('.'), 'mailbox-grant:mbx_a'),
    SealError,
  );
  assert.throws(() => unseal([k1], 'plain text', 'x'), SealError);
  assert.throws(() => seal([], grant, 'x'), /MAILBOX_GRANT_KEYS/);
});

test('rotation: the first key seals, every listed key opens; a dropped key no longer opens', () => {
  const old = seal([k1], grant, 'b');
  assert.equal(unseal([k2, k1], old, 'b'), grant);
  assert.equal(sealedKeyId(seal([k2, k1], grant, 'b')), 'k2');
  assert.throws(() => unseal([k2], old, 'b'), /k1 is not in MAILBOX_GRANT_KEYS/);
  const wrong = { id: 'k1', key: randomBytes(32) };
  assert.throws(() => unseal([wrong], old, 'b'), /does not open/);
});

test('MAILBOX_GRANT_KEYS: <id>:<base64 32 bytes>, comma-separated; anything else refuses to start', () => {
  const b = (k: Buffer) => k.toString('base64');
  const keys = loadConfig({ MAILBOX_GRANT_KEYS: `k2:${b(k2.key)}, k1:${b(k1.key)}` }).mailboxes.grantKeys;
  assert.deepEqual(
    keys.map((k) => k.id),
    ['k2', 'k1'],
  );
  assert.deepEqual(keys[1]!.key, k1.key);
  assert.deepEqual(loadConfig({}).mailboxes.grantKeys, []);
  for (const bad of [`k1:${b(randomBytes(16))}`, b(k1.key), `k 1:${b(k1.key)}`, `k1:${b(k1.key)},k1:${b(k2.key)}`])
    assert.throws(() => loadConfig({ MAILBOX_GRANT_KEYS: bad }), /MAILBOX_GRANT_KEYS/, bad);
});

test('a Gmail push names an address and a history id; anything else is malformed', () => {
  const data = (o: unknown) => ({ message: { data: Buffer.from(JSON.stringify(o)).toString('base64') } });
  assert.deepEqual(readGmailPush(data({ emailAddress: 'Deals@Broker.com', historyId: 9876543210 })), {
    emailAddress: 'deals@broker.com',
    historyId: '9876543210',
  });
  for (const body of [
    null,
    {},
    { message: {} },
    { message: { data: '' } },
    { message: { data: '%%%' } },
    data({ historyId: 1 }),
    data({ emailAddress: 'no-at-sign', historyId: 1 }),
    data({ emailAddress: 'a@b.c', historyId: 'abc' }),
    data({ emailAddress: 'a@b.c' }),
  ])
    assert.equal(typeof readGmailPush(body), 'string', JSON.stringify(body));
});

test('clientState is compared by hash in constant time', () => {
  const stored = hashSecret('s3cret-state');
  assert.equal(clientStateMatches('s3cret-state', stored), true);
  assert.equal(clientStateMatches('s3cret-statf', stored), false);
  assert.equal(clientStateMatches(undefined, stored), false);
  assert.equal(clientStateMatches('s3cret-state', null), false);
});
