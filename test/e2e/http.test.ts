// The service over a real socket through the typed client generated from /openapi.json (src/client):
// multipart upload, wait, poll, list, an error body.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { createClient } from '../../src/client/index.ts';

/** fetch with `Authorization: Bearer KEY` (the client's own credential is X-API-Key). */
const withBearer =
  (key: string): typeof fetch =>
  (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${key}`);
    return fetch(url, { ...init, headers });
  };

for (const backend of testBackends()) {
  describe(`service over HTTP (${backend})`, () => {
    let t: TestService;
    before(async () => {
      t = await startTestService(backend, { listen: true });
    });
    after(() => t.close());

    test('upload → 202 → poll with wait → finished envelope; X-Request-ID on every answer', async () => {
      const api = createClient({ baseUrl: t.baseUrl!, apiKey: t.key });
      const res = await api.submitPacket({
        body: form([{ name: 'letter.pdf', bytes: await simplePdf(['not a statement']) }], { business_name: 'Acme' }),
      });
      assert.equal(res.status, 202);
      if (res.status !== 202) return;
      assert.match(res.headers.get('x-request-id') ?? '', /^req_/);
      assert.equal(res.data.status_url, `/v1/jobs/${res.data.job_id}`);
      // a bearer credential works as well as X-API-Key
      const bearer = createClient({ baseUrl: t.baseUrl!, fetch: withBearer(t.key) });
      const job = await bearer.getJob({ path: { job_id: res.data.job_id }, query: { wait: 30 } });
      assert.equal(job.status, 200);
      if (job.status !== 200) return;
      const env = job.data;
      // a letter is no statement: the job finishes for review, saying exactly that
      assert.equal(env.status, 'review_required');
      assert.deepEqual(env.result?.review_reasons, ['no_statement_read']);
      assert.equal(env.result?.files[0]!.filename, 'letter.pdf');
      assert.equal(env.intake.business_name, 'Acme');
      const list = await api.listJobs({ query: { limit: 5 } });
      assert.equal(list.status, 200);
      if (list.status === 200) assert.equal(list.data.items[0]!.job_id, res.data.job_id);
    });

    test('an incoming X-Request-ID is echoed in the header and the error body', async () => {
      const api = createClient({ baseUrl: t.baseUrl!, apiKey: t.key });
      const res = await api.getJob({
        path: { job_id: 'job_nope' },
        headers: { 'x-request-id': 'trace-abc-123' },
      });
      assert.equal(res.status, 404);
      assert.equal(res.headers.get('x-request-id'), 'trace-abc-123');
      assert.deepEqual(res.data, {
        error: { code: 'not_found', message: 'job not found', request_id: 'trace-abc-123' },
      });
    });
  });
}
