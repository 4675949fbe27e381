// The service over a real socket, as curl would use it: multipart upload, wait, poll, list.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { testBackends } from '../helpers/store.ts';
import { form, simplePdf } from '../helpers/files.ts';

for (const backend of testBackends()) {
  describe(`service over HTTP (${backend})`, () => {
    let t: TestService;
    before(async () => {
      t = await startTestService(backend, { listen: true });
    });
    after(() => t.close());

    test('upload → 202 → poll with wait → finished envelope; X-Request-ID on every answer', async () => {
      const res = await fetch(`${t.baseUrl}/v1/parse`, {
        method: 'POST',
        headers: { 'x-api-key': t.key },
        body: form([{ name: 'letter.pdf', bytes: await simplePdf(['not a statement']) }], { business_name: 'Acme' }),
      });
      assert.equal(res.status, 202);
      assert.match(res.headers.get('x-request-id') ?? '', /^req_/);
      const accepted = (await res.json()) as { job_id: string; status_url: string };
      const job = await fetch(`${t.baseUrl}${accepted.status_url}?wait=30`, {
        headers: { authorization: `Bearer ${t.key}` },
      });
      assert.equal(job.status, 200);
      const env = (await job.json()) as {
        status: string;
        result: { files: Array<{ filename: string }> };
        intake: { business_name: string };
      };
      // a letter is no statement: the job finishes for review, saying exactly that
      assert.equal(env.status, 'review_required');
      assert.deepEqual((env.result as unknown as { review_reasons: string[] }).review_reasons, ['no_statement_read']);
      assert.equal(env.result.files[0]!.filename, 'letter.pdf');
      assert.equal(env.intake.business_name, 'Acme');
      const list = await fetch(`${t.baseUrl}/v1/jobs?limit=5`, { headers: { 'x-api-key': t.key } });
      const page = (await list.json()) as { items: Array<{ job_id: string }> };
      assert.equal(page.items[0]!.job_id, accepted.job_id);
    });

    test('an incoming X-Request-ID is echoed in the header and the error body', async () => {
      const res = await fetch(`${t.baseUrl}/v1/jobs/job_nope`, {
        headers: { 'x-api-key': t.key, 'x-request-id': 'trace-abc-123' },
      });
      assert.equal(res.status, 404);
      assert.equal(res.headers.get('x-request-id'), 'trace-abc-123');
      assert.deepEqual(await res.json(), {
        error: { code: 'not_found', message: 'job not found', request_id: 'trace-abc-123' },
      });
    });
  });
}
