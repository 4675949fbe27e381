// The one error body through HTTP: every failure a client can cause answers {error: {code, message,
// request_id}} with the code's own status, and field problems also carry `detail` pointing at the field.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyError, FastifyRequest } from 'fastify';
import { startTestService, type TestService } from '../helpers/service.ts';
import { toApiError } from '../../src/http/errors.ts';
import { MoneyError } from '../../src/money.ts';

describe('error handler', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', { worker: false });
  });
  after(() => t.close());
  const call = (method: 'GET' | 'POST', url: string, payload?: string | object, headers: Record<string, string> = {}) =>
    t.service.app!.inject({
      method,
      url,
      headers: { 'x-api-key': t.key, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  const errorOf = (res: { statusCode: number; json(): any }) => {
    const body = res.json();
    assert.equal(typeof body.error.request_id, 'string');
    assert.ok(body.error.message.length > 0);
    return body;
  };

  test('an unknown route is a 404 in the error body', async () => {
    const res = await call('GET', '/v1/no-such-thing');
    assert.equal(res.statusCode, 404);
    assert.equal(errorOf(res).error.code, 'not_found');
  });

  test('a malformed JSON body is a 400 bad_request', async () => {
    const res = await call('POST', '/v1/underwriting/withhold', '{"months": [', { 'content-type': 'application/json' });
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).error.code, 'bad_request');
  });

  test('no key is a 401 unauthenticated', async () => {
    const res = await t.service.app!.inject({ method: 'GET', url: '/v1/jobs' });
    assert.equal(res.statusCode, 401);
    assert.equal(errorOf(res).error.code, 'unauthenticated');
  });

  test('a schema failure is a 422 whose detail names the query field', async () => {
    const res = await call('GET', '/v1/jobs?limit=0');
    assert.equal(res.statusCode, 422);
    const body = errorOf(res);
    assert.equal(body.error.code, 'validation_error');
    assert.deepEqual(body.detail[0].loc, ['query', 'limit']);
  });

  test('a cursor this API did not hand out is a 422 on query.cursor, for keyset and sequence cursors alike', async () => {
    const auditor = await t.newKey({ scopes: ['audit:read', 'jobs:read'] });
    for (const url of ['/v1/jobs?cursor=garbage', '/v1/audit-log?cursor=garbage']) {
      const res = await call('GET', url, undefined, { 'x-api-key': auditor.key });
      assert.equal(res.statusCode, 422, url);
      const body = errorOf(res);
      assert.equal(body.error.message, 'cursor is not a cursor this API returned');
      assert.deepEqual(body.detail, [
        { loc: ['query', 'cursor'], msg: 'invalid cursor', type: 'value_error', input: 'garbage', ctx: {} },
      ]);
    }
  });

  test('a domain error from the calculator is a 422 with one detail per field, never a 500', async () => {
    const res = await call('POST', '/v1/underwriting/withhold', {
      months: [{ month: '2026-01', revenue: 'lots' }],
      factor_rate: 9,
    });
    assert.equal(res.statusCode, 422);
    const body = errorOf(res);
    assert.equal(body.error.code, 'validation_error');
    assert.deepEqual(
      body.detail.map((d: { loc: unknown[] }) => d.loc),
      [
        ['body', 'months', 0, 'revenue'],
        ['body', 'factor_rate'],
      ],
    );
  });

  test('an unexpected failure is a 500 internal_error that does not leak its message; a money error is a 422', () => {
    const request = { id: 'req-1' } as unknown as FastifyRequest;
    const internal = toApiError(request, new Error('connection string postgres://secret') as FastifyError);
    assert.equal(internal.status, 500);
    assert.equal(internal.message, 'internal error');
    const money = toApiError(request, new MoneyError('amount out of range: 1e30') as unknown as FastifyError);
    assert.equal(money.status, 422);
    assert.equal(money.code, 'validation_error');
  });
});
