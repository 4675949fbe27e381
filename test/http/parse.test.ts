// POST /v1/parse over the app: happy path, idempotency, and every bad input with its exact answer.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf, tinyPng } from '../helpers/files.ts';

for (const backend of testBackends()) {
  describe(`POST /v1/parse (${backend})`, () => {
    let t: TestService;
    let pdf: Uint8Array;
    before(async () => {
      t = await startTestService(backend, { worker: false });
      pdf = await simplePdf();
    });
    after(() => t.close());

    const post = (payload: FormData | string, headers: Record<string, string> = {}, query = '') =>
      t.service.app!.inject({
        method: 'POST',
        url: `/v1/parse${query}`,
        headers: { 'x-api-key': t.key, ...headers },
        payload: payload as never,
      });

    test('accepts a PDF and records the intake', async () => {
      const res = await post(
        form([{ name: 'march.pdf', bytes: pdf }], {
          business_name: 'Acme Bakery LLC',
          requested_advance_amount: '25000',
          broker_email: 'iso@broker.example',
        }),
      );
      assert.equal(res.statusCode, 202);
      const body = res.json();
      assert.match(body.job_id, /^job_/);
      assert.deepEqual(body, {
        job_id: body.job_id,
        status: 'queued',
        status_url: `/v1/jobs/${body.job_id}`,
        created: true,
      });
      assert.ok(res.headers['x-request-id']);
      const job = (
        await t.service.app!.inject({ url: body.status_url, headers: { authorization: `Bearer ${t.key}` } })
      ).json();
      assert.equal(job.status, 'queued');
      assert.equal(job.intake.business_name, 'Acme Bakery LLC');
      assert.equal(job.intake.requested_advance_amount, '25000.00');
      assert.equal(job.intake.files.length, 1);
      assert.deepEqual(job.intake.files[0], {
        position: 1,
        filename: 'march.pdf',
        content_type: 'application/pdf',
        sha256: job.intake.files[0].sha256,
        bytes: pdf.length,
        from_email: false,
      });
      assert.match(job.intake.files[0].sha256, /^[0-9a-f]{64}$/);
    });

    test('a PNG sent under a .pdf name is taken as the PNG it is', async () => {
      const res = await post(form([{ name: 'statement.pdf', bytes: tinyPng(), type: 'application/pdf' }]));
      assert.equal(res.statusCode, 202);
      const job = (await t.service.app!.inject({ url: res.json().status_url, headers: { 'x-api-key': t.key } })).json();
      assert.equal(job.intake.files[0].content_type, 'image/png');
    });

    test('same Idempotency-Key and request → same job, created false; different request → 409', async () => {
      const a = await post(form([{ name: 'a.pdf', bytes: pdf }], { business_name: 'X' }), { 'idempotency-key': 'k-1' });
      const b = await post(form([{ name: 'a.pdf', bytes: pdf }], { business_name: 'X' }), { 'idempotency-key': 'k-1' });
      assert.equal(a.statusCode, 202);
      assert.equal(b.statusCode, 202);
      assert.equal(b.json().job_id, a.json().job_id);
      assert.equal(b.json().created, false);
      const c = await post(form([{ name: 'a.pdf', bytes: pdf }], { business_name: 'Y' }), { 'idempotency-key': 'k-1' });
      assert.equal(c.statusCode, 409);
      assert.equal(c.json().error.code, 'idempotency_conflict');
      const d = await post(
        form(
          [
            { name: 'a.pdf', bytes: pdf },
            { name: 'b.png', bytes: tinyPng() },
          ],
          { business_name: 'X' },
        ),
        { 'idempotency-key': 'k-1' },
      );
      assert.equal(d.statusCode, 409);
      const e = await post(
        form([{ name: 'a.pdf', bytes: pdf }], { business_name: 'X', options: '{"skip_model":true}' }),
        { 'idempotency-key': 'k-1' },
      );
      assert.equal(e.statusCode, 409);
    });

    test('file order is part of the request', async () => {
      const png = tinyPng();
      const a = await post(
        form([
          { name: 'a.pdf', bytes: pdf },
          { name: 'b.png', bytes: png },
        ]),
        { 'idempotency-key': 'order' },
      );
      const b = await post(
        form([
          { name: 'b.png', bytes: png },
          { name: 'a.pdf', bytes: pdf },
        ]),
        { 'idempotency-key': 'order' },
      );
      assert.equal(a.statusCode, 202);
      assert.equal(b.statusCode, 409);
    });

    const expectError = (res: Awaited<ReturnType<typeof post>>, status: number, code: string, messagePart: RegExp) => {
      assert.equal(res.statusCode, status, res.body);
      const body = res.json();
      assert.equal(body.error.code, code);
      assert.match(body.error.message, messagePart);
      assert.equal(body.error.request_id, res.headers['x-request-id']);
      return body;
    };

    test('empty multipart → 422 naming files', async () => {
      const body = expectError(
        await post(form([], { business_name: 'X' })),
        422,
        'validation_error',
        /files: at least one file is required/,
      );
      assert.deepEqual(body.detail[0].loc, ['body', 'files']);
    });

    test('a 0-byte file → 422 naming the file', async () => {
      expectError(
        await post(form([{ name: 'empty.pdf', bytes: new Uint8Array(0) }])),
        422,
        'validation_error',
        /"empty\.pdf" is an empty \(0-byte\) file/,
      );
    });

    test('a file that is not PDF, PNG or JPEG → 422 naming it', async () => {
      expectError(
        await post(form([{ name: 'notes.pdf', bytes: new TextEncoder().encode('just text, not a pdf') }])),
        422,
        'validation_error',
        /"notes\.pdf" is not a PDF, PNG or JPEG/,
      );
    });

    test('malformed options JSON → 422 with detail', async () => {
      const body = expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }], { options: '{not json' })),
        422,
        'validation_error',
        /options: not valid JSON/,
      );
      assert.deepEqual(body.detail[0].loc, ['body', 'options']);
      assert.equal(body.detail[0].type, 'json_invalid');
      assert.equal(body.detail[0].input, '{not json');
    });

    test('unknown option → 422', async () => {
      expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }], { options: '{"fast":true}' })),
        422,
        'validation_error',
        /unknown option "fast"/,
      );
    });

    test('over-long Idempotency-Key → 422', async () => {
      const body = expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }]), { 'idempotency-key': 'x'.repeat(201) }),
        422,
        'validation_error',
        /idempotency-key/,
      );
      assert.deepEqual(body.detail[0].loc, ['header', 'idempotency-key']);
      assert.equal(body.detail[0].type, 'maxLength');
    });

    test('wait=-1 → 422', async () => {
      const body = expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }]), {}, '?wait=-1'),
        422,
        'validation_error',
        /wait/,
      );
      assert.deepEqual(body.detail[0].loc, ['query', 'wait']);
    });

    test('requested_advance_amount below 1 → 422', async () => {
      expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }], { requested_advance_amount: '0.5' })),
        422,
        'validation_error',
        /requested_advance_amount: must be at least 1/,
      );
    });

    test('document_types must give one known type per file', async () => {
      expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }], { document_types: 'bank_statement,tax_return' })),
        422,
        'validation_error',
        /gives 2 types for 1 files/,
      );
      const ok = await post(form([{ name: 'a.pdf', bytes: pdf }], { document_types: '["bank_statement"]' }));
      assert.equal(ok.statusCode, 202);
    });

    test('no credential → 401; unknown key → 401 unauthenticated', async () => {
      const res = await t.service.app!.inject({
        method: 'POST',
        url: '/v1/parse',
        payload: form([{ name: 'a.pdf', bytes: pdf }]) as never,
      });
      expectError(res, 401, 'unauthenticated', /missing credential/);
      const bad = await post(form([{ name: 'a.pdf', bytes: pdf }]), {
        'x-api-key': 'pk_live_000000000000_0000000000000000000000000000000000000000',
      });
      expectError(bad, 401, 'unauthenticated', /invalid, revoked or expired/);
    });

    test('a key without jobs:write → 403', async () => {
      const { key } = await t.newKey({ scopes: ['jobs:read'] });
      expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }]), { 'x-api-key': key }),
        403,
        'forbidden',
        /jobs:write/,
      );
    });

    test('an expired key → 401', async () => {
      const { key } = await t.newKey({ expiresAt: new Date(Date.now() - 1000) });
      expectError(
        await post(form([{ name: 'a.pdf', bytes: pdf }]), { 'x-api-key': key }),
        401,
        'unauthenticated',
        /expired/,
      );
    });

    test('a file over MAX_FILE_BYTES → 413', async () => {
      const small = await startTestService(backend, {
        worker: false,
        config: { limits: { maxFileBytes: 200, maxFiles: 5, maxRequestBytes: 10_000, maxEmailBytes: 1000 } },
      });
      try {
        const res = await small.service.app!.inject({
          method: 'POST',
          url: '/v1/parse',
          headers: { 'x-api-key': small.key },
          payload: form([{ name: 'big.pdf', bytes: pdf }]) as never,
        });
        expectError(res, 413, 'payload_too_large', /.+/);
      } finally {
        await small.close();
      }
    });

    test('files adding up to more than MAX_REQUEST_BYTES → 413, and no part of them is left stored', async () => {
      const small = await startTestService(backend, {
        worker: false,
        config: {
          limits: { maxFileBytes: pdf.length, maxFiles: 5, maxRequestBytes: pdf.length + 100, maxEmailBytes: 1000 },
        },
      });
      try {
        const res = await small.service.app!.inject({
          method: 'POST',
          url: '/v1/parse',
          headers: { 'x-api-key': small.key },
          payload: form([
            { name: 'a.pdf', bytes: pdf },
            { name: 'b.pdf', bytes: pdf.slice().reverse() },
          ]) as never,
        });
        expectError(res, 413, 'payload_too_large', new RegExp(`more than ${pdf.length + 100} bytes`));
        // the first file is stored as it streamed in (the sweep takes it later); the second, cut at the limit, not
        const files = await fs.readdir(path.join(small.config.dataDir, 'blobs'), { recursive: true });
        const stored = files.filter((f) => /[0-9a-f]{64}$/.test(f) || f.endsWith('.tmp'));
        assert.deepEqual(
          stored.map((f) => path.basename(f)),
          [createHash('sha256').update(pdf).digest('hex')],
        );
      } finally {
        await small.close();
      }
    });

    test('a PDF whose header sits past its first bytes is accepted (the type is judged on the first KiB)', async () => {
      const padded = new Uint8Array([...new TextEncoder().encode(' '.repeat(600)), ...pdf]);
      const res = await post(form([{ name: 'padded.pdf', bytes: padded }]));
      assert.equal(res.statusCode, 202);
    });

    test('over the active-job cap → 429 with Retry-After', async () => {
      const capped = await startTestService(backend, { worker: false, config: { maxActiveJobs: 2 } });
      try {
        const send = () =>
          capped.service.app!.inject({
            method: 'POST',
            url: '/v1/parse',
            headers: { 'x-api-key': capped.key },
            payload: form([{ name: 'a.pdf', bytes: pdf }]) as never,
          });
        assert.equal((await send()).statusCode, 202);
        assert.equal((await send()).statusCode, 202);
        const third = await send();
        expectError(third, 429, 'too_many_active_jobs', /cap 2/);
        assert.ok(Number(third.headers['retry-after']) > 0);
      } finally {
        await capped.close();
      }
    });

    test("another tenant's job is 404", async () => {
      const res = await post(form([{ name: 'a.pdf', bytes: pdf }]));
      const other = await t.newKey({ tenant: 'globex' });
      const peek = await t.service.app!.inject({ url: res.json().status_url, headers: { 'x-api-key': other.key } });
      expectError(peek, 404, 'not_found', /job not found/);
    });

    test('unknown route → 404 in the error body', async () => {
      const res = await t.service.app!.inject({ url: '/v1/nope', headers: { 'x-api-key': t.key } });
      expectError(res, 404, 'not_found', /no route GET \/v1\/nope/);
    });
  });
}
