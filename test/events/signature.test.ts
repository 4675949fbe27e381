// Receiver-side verification: the exported helper, the shared test vector (also printed in
// docs/webhooks.md), and the guide's standalone TypeScript, run as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { verifyWebhookSignature } from '../../src/index.ts';
import { newWebhookSecret, signWebhook } from '../../src/events/signature.ts';

const root = path.resolve(import.meta.dirname, '../..');
const vector = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures/signature-vector.json'), 'utf8'),
) as { secret: string; timestamp: number; body: string; header: string };
const at = new Date(vector.timestamp * 1000);
const guide = fs.readFileSync(path.join(root, 'docs/webhooks.md'), 'utf8');

test('the test vector: signing reproduces it and the helper accepts it', () => {
  assert.equal(signWebhook(vector.secret, vector.body, at), vector.header);
  assert.equal(
    verifyWebhookSignature({ secret: vector.secret, header: vector.header, body: vector.body, now: at }),
    true,
  );
  assert.equal(
    verifyWebhookSignature({ secret: vector.secret, header: vector.header, body: Buffer.from(vector.body), now: at }),
    true,
    'raw bytes work too',
  );
});

test('the guide prints the same vector', () => {
  assert.ok(guide.includes(`secret: \`${vector.secret}\``));
  assert.ok(guide.includes(`body: \`${vector.body}\``));
  assert.ok(guide.includes(`header: \`${vector.header}\``));
});

test('any changed byte, another secret or a re-serialized body is refused', () => {
  const flipped = vector.body.replace('ten_acme', 'ten_acmf');
  assert.equal(verifyWebhookSignature({ secret: vector.secret, header: vector.header, body: flipped, now: at }), false);
  assert.equal(
    verifyWebhookSignature({ secret: newWebhookSecret(), header: vector.header, body: vector.body, now: at }),
    false,
  );
  const reserialized = JSON.stringify(JSON.parse(vector.body), null, 1);
  assert.equal(
    verifyWebhookSignature({ secret: vector.secret, header: vector.header, body: reserialized, now: at }),
    false,
  );
  const otherT = vector.header.replace(`t=${vector.timestamp}`, `t=${vector.timestamp + 1}`);
  assert.equal(
    verifyWebhookSignature({ secret: vector.secret, header: otherT, body: vector.body, now: at }),
    false,
    'the timestamp is signed',
  );
});

test('timestamps more than 300 s away are refused; the tolerance is adjustable', () => {
  const plus = (s: number) => new Date(at.getTime() + s * 1000);
  assert.equal(
    verifyWebhookSignature({ secret: vector.secret, header: vector.header, body: vector.body, now: plus(300) }),
    true,
  );
  assert.equal(
    verifyWebhookSignature({ secret: vector.secret, header: vector.header, body: vector.body, now: plus(301) }),
    false,
  );
  assert.equal(
    verifyWebhookSignature({ secret: vector.secret, header: vector.header, body: vector.body, now: plus(-301) }),
    false,
  );
  assert.equal(
    verifyWebhookSignature({
      secret: vector.secret,
      header: vector.header,
      body: vector.body,
      now: plus(3600),
      toleranceSeconds: 3600,
    }),
    true,
  );
});

test('malformed headers are false, never a throw', () => {
  for (const header of [
    undefined,
    null,
    '',
    'garbage',
    `t=${vector.timestamp}`,
    'v1=' + 'a'.repeat(64),
    `t=abc,v1=${'a'.repeat(64)}`,
    `t=${vector.timestamp},v1=zz`,
    `t=${vector.timestamp},v1=${'a'.repeat(63)}`,
  ]) {
    assert.equal(
      verifyWebhookSignature({ secret: vector.secret, header, body: vector.body, now: at }),
      false,
      String(header),
    );
  }
  assert.equal(verifyWebhookSignature({ secret: '', header: vector.header, body: vector.body, now: at }), false);
});

test('a header with several v1 values passes when one matches', () => {
  const v1 = vector.header.split('v1=')[1]!;
  assert.equal(
    verifyWebhookSignature({
      secret: vector.secret,
      header: `t=${vector.timestamp},v1=${'0'.repeat(64)},v1=${v1}`,
      body: vector.body,
      now: at,
    }),
    true,
  );
});

test("the guide's standalone verifier, run as written, agrees on the vector", async () => {
  const m = /```ts verify-standalone\n([\s\S]*?)```/.exec(guide);
  assert.ok(m, 'the guide has the standalone block');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-guide-'));
  const file = path.join(dir, 'verify.ts');
  fs.writeFileSync(file, m[1]!);
  try {
    const { verify } = (await import(pathToFileURL(file).href)) as {
      verify: (s: string, h: string, b: string, n?: number) => boolean;
    };
    assert.equal(verify(vector.secret, vector.header, vector.body, vector.timestamp), true);
    assert.equal(verify(vector.secret, vector.header, vector.body + ' ', vector.timestamp), false);
    assert.equal(verify(vector.secret, vector.header, vector.body, vector.timestamp + 301), false);
    const fresh = signWebhook(vector.secret, 'hello', new Date(1_800_000_000_000));
    assert.equal(verify(vector.secret, fresh, 'hello', 1_800_000_000), true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
