// The served /openapi.json as a client generator and a lender's engineer use it: every operation named,
// summarized, described and tagged (the convention of docs/api.md, so a route added without them fails
// here), the spec's resources as named components, closed lists as enums, the upload and raw-email bodies
// described, and Redocly's linter finding no error in it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestService, type TestService } from '../helpers/service.ts';
import { operations, type Operation } from '../identity/openapi-walk.ts';
import { hoistComponents, OPENAPI_TAGS } from '../../src/http/openapi.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the OpenAPI document', () => {
  let t: TestService;
  let doc: Record<string, any>;
  let ops: Operation[];
  before(async () => {
    t = await startTestService('pglite', { worker: false });
    doc = (await t.service.app!.inject({ url: '/openapi.json' })).json();
    ops = await operations(t.service.app!);
  });
  after(() => t.close());

  test('every operation has a unique lowerCamelCase operationId, a summary, a description and a known tag', () => {
    const tags = new Set(OPENAPI_TAGS.map((x) => x.name));
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const { method, path: p, op } of ops) {
      const where = `${method} ${p}`;
      if (typeof op.operationId !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(op.operationId))
        problems.push(`${where}: operationId missing or not lowerCamelCase`);
      else if (ids.has(op.operationId))
        problems.push(`${where}: operationId ${op.operationId} also names ${ids.get(op.operationId)}`);
      else ids.set(op.operationId, where);
      if (!op.summary) problems.push(`${where}: no summary`);
      if (!op.description) problems.push(`${where}: no description`);
      if (!Array.isArray(op.tags) || op.tags.length === 0) problems.push(`${where}: no tags`);
      for (const tag of op.tags ?? []) if (!tags.has(tag)) problems.push(`${where}: tag ${tag} not in OPENAPI_TAGS`);
    }
    assert.deepEqual(problems, [], 'see docs/api.md, "The OpenAPI document"');
    assert.ok(ops.length >= 39);
  });

  test('every operation that takes a credential answers its 4xx errors with the error body', () => {
    const missing = ops
      .filter(({ op }) => !(Array.isArray(op.security) && op.security.length === 0))
      .filter(({ op }) => !Object.keys(op.responses).some((c) => c.startsWith('4')))
      .map(({ method, path: p }) => `${method} ${p}`);
    assert.deepEqual(missing, []);
    const jobs = ops.find((o) => o.method === 'GET' && o.path === '/v1/jobs/{job_id}')!;
    assert.deepEqual(jobs.op.responses['404'].content['application/json'].schema, {
      $ref: '#/components/schemas/ErrorBody',
    });
    assert.equal(jobs.op.responses['404'].content['application/json'].example.error.code, 'not_found');
    assert.equal(jobs.op.responses['404'].description, 'Not Found');
  });

  test('health routes need no credential; the others say which permission they need', () => {
    const health = ops.filter((o) => o.path === '/healthz' || o.path === '/readyz');
    assert.equal(health.length, 2);
    for (const { op } of health) assert.deepEqual(op.security, []);
    const parse = ops.find((o) => o.path === '/v1/parse')!;
    assert.match(parse.op.description, /Permission: `jobs:write`/);
    assert.deepEqual(
      doc.servers?.map((s: { url: string }) => s.url),
      ['http://127.0.0.1:8080'],
    );
  });

  test("the spec's resources are named components, referenced wherever they appear", () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of ['Job', 'JobAccepted', 'Result', 'Statement', 'Transaction', 'Gate', 'Month', 'Position'])
      assert.ok(names.includes(name), `${name} is a component`);
    for (const name of ['Underwriting', 'SubmissionPacket', 'WebhookEndpoint', 'WebhookDelivery', 'Mailbox'])
      assert.ok(names.includes(name), `${name} is a component`);
    const text = JSON.stringify(doc);
    assert.ok(!text.includes('x-component'), 'no naming marker is left in the document');
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
      assert.ok(names.includes(ref!), `$ref to ${ref} resolves`);
    const statement = doc.components.schemas.Statement;
    assert.deepEqual(statement.properties.transactions.items, { $ref: '#/components/schemas/Transaction' });
    assert.deepEqual(statement.properties.gate, { $ref: '#/components/schemas/Gate' });
    assert.ok(text.length < 600_000, `the document is ${text.length} bytes: something is inlined again`);
  });

  test('closed lists are enums: transaction type, category, gate status, job status, review reasons', () => {
    const s = doc.components.schemas;
    assert.deepEqual(s.Transaction.properties.transaction_type.enum, ['credit', 'debit']);
    assert.ok(s.Transaction.properties.category.enum.includes('mca_payment'));
    assert.ok(s.Transaction.properties.category.enum.includes('unknown'));
    assert.deepEqual(s.Gate.properties.status.enum, ['accepted', 'review_required']);
    assert.deepEqual(s.JobStatus.enum, ['queued', 'running', 'completed', 'review_required', 'failed']);
    const reason = new RegExp(s.Result.properties.review_reasons.items.pattern);
    assert.ok(reason.test('missing_month:2026-02'));
    assert.ok(!reason.test('not_a_reason'));
  });

  test('the upload form of POST /v1/parse and the raw email of POST /v1/intake/email are described', () => {
    const parse = doc.paths['/v1/parse'].post.requestBody.content['multipart/form-data'].schema;
    assert.deepEqual(parse.required, ['files']);
    assert.equal(parse.properties.files.items.format, 'binary');
    assert.ok(parse.properties.document_types.description.includes('merchant_application'));
    const email = doc.paths['/v1/intake/email'].post.requestBody.content['message/rfc822'].schema;
    assert.equal(email.format, 'binary');
  });

  test('Redocly finds no error in the document (offline)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc));
      const out = execFileSync(
        process.execPath,
        [path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--format=json'],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      const problems = JSON.parse(out.slice(out.indexOf('{'))).problems as Array<{ severity: string; message: string }>;
      assert.deepEqual(
        problems.filter((p) => p.severity === 'error').map((p) => p.message),
        [],
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('two different schemas under one component name are refused, not one shadowing the other', () => {
  const doc = {
    paths: {
      '/a': { get: { responses: { 200: { schema: { 'x-component': 'Thing', type: 'string' } } } } },
      '/b': { get: { responses: { 200: { schema: { 'x-component': 'Thing', type: 'integer' } } } } },
    },
  };
  assert.throws(() => hoistComponents(doc), /two different schemas are named Thing/);
  const same = { paths: { '/a': doc.paths['/a'], '/c': doc.paths['/a'] } };
  const out = hoistComponents(same) as Record<string, any>;
  assert.deepEqual(out.components.schemas.Thing, { type: 'string' });
  assert.deepEqual(out.paths['/c'].get.responses[200].schema, { $ref: '#/components/schemas/Thing' });
});
