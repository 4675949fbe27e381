// Response serializers: a nullable field (anyOf of a schema and null) is serialized as that schema with 'null'
// among its types, so no validator is compiled to choose a branch; the bytes are those Fastify's own
// serializer writes, for the job envelope with a Result and with none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Type } from 'typebox';
import { buildSerializer, nullableAsTypes } from '../../src/http/serializer.ts';
import { JobEnvelope } from '../../src/http/schemas.ts';
import { failedResult } from '../../src/pipeline/contract.ts';

test('a nullable anyOf becomes a type list; other unions and the input schema stay as they are', () => {
  const schema = Type.Object({
    name: Type.Union([Type.String(), Type.Null()], { description: 'who' }),
    when: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
    either: Type.Union([Type.String(), Type.Integer()]),
    nested: Type.Array(Type.Object({ at: Type.Union([Type.Object({ x: Type.Integer() }), Type.Null()]) })),
  });
  const before = JSON.stringify(schema);
  const out = nullableAsTypes(schema) as any;
  assert.deepEqual(out.properties.name, { type: ['string', 'null'], description: 'who' });
  assert.deepEqual(out.properties.when, { type: ['string', 'null'], format: 'date-time' });
  assert.equal(out.properties.either.anyOf.length, 2, 'a union of two non-null types keeps its anyOf');
  assert.deepEqual(out.properties.nested.items.properties.at.type, ['object', 'null']);
  assert.equal(JSON.stringify(schema), before, 'the route schema (and /openapi.json) is not changed');
});

test("the job envelope is written byte for byte as Fastify's own serializer writes it", () => {
  const route = { method: 'GET', url: '/v1/jobs/:id', httpStatus: '200', schema: JobEnvelope };
  const ours = buildSerializer(undefined, {})(route);
  const fastify = SerializerSelector()(undefined, {})(route);
  const now = new Date('2026-11-23T12:00:00Z');
  const result = failedResult({ id: 'job_1', source: 'upload' }, 'no readable file', now);
  for (const r of [result, null]) {
    const envelope = {
      job_id: 'job_1',
      status: r ? 'failed' : 'queued',
      source: 'upload',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      completed_at: r ? now.toISOString() : null,
      intake: {
        source: 'upload',
        received_at: now.toISOString(),
        broker_email: null,
        contact_email: 'owner@example.com',
        business_name: 'Acme Dental',
        business_ein: null,
        external_business_id: null,
        end_user_id: null,
        requested_advance_amount: '25000.00',
        document_types: ['bank_statement'],
        files: [
          {
            position: 0,
            filename: 'a.pdf',
            content_type: 'application/pdf',
            sha256: 'ab',
            bytes: 10,
            from_email: false,
          },
        ],
      },
      error: r ? 'no readable file' : null,
      result: r,
      superseded_by: null,
    };
    assert.equal(ours(envelope), fastify(envelope));
    assert.deepEqual(JSON.parse(ours(envelope)).result, r);
  }
});
