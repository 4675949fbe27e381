// The receiver's verifier (packages/webhook-verifier, one dependency-free file) against the interface's
// test vector, the service's own signer, and the ways a delivery must be refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signWebhook, newWebhookSecret } from '../../src/events/signature.ts';
import {
  verifyWebhookSignature,
  webhookSignatureProblem,
  type VerifyInput,
} from '../../packages/webhook-verifier/index.js';

const vector = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures/signature-vector.json'), 'utf8'),
) as { secret: string; timestamp: number; body: string; header: string };
const at = new Date(vector.timestamp * 1000);
const base: VerifyInput = { secret: vector.secret, header: vector.header, body: vector.body, now: at };

test("the interface's test vector verifies, as a string and as bytes, and fails with any byte changed", () => {
  assert.equal(webhookSignatureProblem(base), null);
  assert.ok(verifyWebhookSignature({ ...base, body: new TextEncoder().encode(vector.body) }));
  const bytes = Buffer.from(vector.body);
  for (const i of [0, 17, bytes.length - 1]) {
    const changed = Buffer.from(bytes);
    changed[i] = changed[i]! ^ 1;
    assert.equal(webhookSignatureProblem({ ...base, body: changed }), 'signature_mismatch', `byte ${i}`);
  }
});

test("what the service signs, the verifier accepts; another secret's signature it refuses", () => {
  for (const body of ['{}', '{"topic":"job.completed","payload":{"amount":"1450.00"}}', 'ünïcødé ✓']) {
    const secret = newWebhookSecret();
    const header = signWebhook(secret, body, at);
    assert.equal(webhookSignatureProblem({ secret, header, body, now: at }), null, body);
    assert.equal(webhookSignatureProblem({ secret: newWebhookSecret(), header, body, now: at }), 'signature_mismatch');
  }
});

test('a timestamp more than 300 s from the clock is refused, either way; the tolerance can be set', () => {
  const later = (s: number) => new Date(at.getTime() + s * 1000);
  assert.equal(webhookSignatureProblem({ ...base, now: later(300) }), null);
  assert.equal(webhookSignatureProblem({ ...base, now: later(301) }), 'timestamp_out_of_tolerance');
  assert.equal(webhookSignatureProblem({ ...base, now: later(-301) }), 'timestamp_out_of_tolerance');
  assert.equal(webhookSignatureProblem({ ...base, now: later(600), toleranceSeconds: 600 }), null);
});

test('during a secret rotation a header may carry several v1: any one matching verifies', () => {
  const v1 = vector.header.split('v1=')[1];
  const header = `t=${vector.timestamp},v1=${'0'.repeat(64)},v1=${v1}`;
  assert.equal(webhookSignatureProblem({ ...base, header }), null);
  assert.equal(webhookSignatureProblem({ ...base, header: [header] }), null);
});

test('missing or malformed headers and secrets are refused without throwing', () => {
  assert.equal(webhookSignatureProblem({ ...base, header: undefined }), 'no_header');
  assert.equal(webhookSignatureProblem({ ...base, header: '' }), 'no_header');
  assert.equal(webhookSignatureProblem({ ...base, secret: '' }), 'no_secret');
  for (const header of ['garbage', `t=${vector.timestamp}`, 'v1=abc', `t=x,v1=${'a'.repeat(64)}`])
    assert.equal(webhookSignatureProblem({ ...base, header }), 'malformed_header', header);
  assert.equal(verifyWebhookSignature({ ...base, body: 42 as never }), false);
});

test('the verifier is one file that runs with no package installed beside it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-verifier-'));
  try {
    const src = path.join(import.meta.dirname, '../../packages/webhook-verifier');
    const pkg = JSON.parse(fs.readFileSync(path.join(src, 'package.json'), 'utf8'));
    assert.equal(pkg.dependencies, undefined);
    fs.copyFileSync(path.join(src, 'index.js'), path.join(dir, 'verify.mjs'));
    const script = `import { verifyWebhookSignature } from './verify.mjs';
      const v = ${JSON.stringify(vector)};
      console.log(verifyWebhookSignature({ secret: v.secret, header: v.header, body: v.body, now: new Date(v.timestamp * 1000) }));`;
    fs.writeFileSync(path.join(dir, 'check.mjs'), script);
    assert.equal(execFileSync(process.execPath, ['check.mjs'], { cwd: dir, encoding: 'utf8' }).trim(), 'true');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
