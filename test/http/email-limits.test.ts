// What one email may make: at most MAX_FILES documents become the job's files (the rest are listed as
// skipped), and the email record is bounded: a Subject clipped, a message of thousands of parts listed up
// to a cap with one line counting the rest. docs/email.md ("Bounds").
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../helpers/service.ts';
import { simplePdf } from '../helpers/files.ts';
import { composeEmail, SIGNED_EMAIL_CONFIG } from '../helpers/email.ts';
import { EMAIL_RECORD_BOUNDS } from '../../src/email/walk.ts';

describe('email bounds', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService('pglite', {
      worker: false,
      config: {
        email: SIGNED_EMAIL_CONFIG,
        limits: { maxFileBytes: 1e7, maxFiles: 3, maxRequestBytes: 1e8, maxEmailBytes: 5e7 },
      },
    });
  });
  after(() => t.close());

  const post = (raw: Uint8Array) =>
    t.service.app!.inject({
      method: 'POST',
      url: '/v1/intake/email',
      headers: { 'x-api-key': t.key, 'content-type': 'message/rfc822' },
      payload: Buffer.from(raw),
    });
  const record = async (id: string) =>
    (await t.service.app!.inject({ url: `/v1/emails/${id}`, headers: { 'x-api-key': t.key } })).json();

  test('five PDFs with MAX_FILES=3: a job of three files, two listed as over_file_limit', async () => {
    const pdfs = await Promise.all([1, 2, 3, 4, 5].map((n) => simplePdf([`Statement ${n}`])));
    const res = await post(
      composeEmail({
        messageId: 'five@broker.example',
        attachments: pdfs.map((bytes, i) => ({ filename: `s${i + 1}.pdf`, bytes, contentType: 'application/pdf' })),
      }),
    );
    assert.equal(res.statusCode, 202, res.body);
    const job = (
      await t.service.app!.inject({ url: `/v1/jobs/${res.json().job_id}`, headers: { 'x-api-key': t.key } })
    ).json();
    assert.deepEqual(
      job.intake.files.map((f: { filename: string }) => f.filename),
      ['s1.pdf', 's2.pdf', 's3.pdf'],
    );
    const email = await record(res.headers['x-email-id'] as string);
    assert.deepEqual(
      email.attachments.map((a: { filename: string; skipped_reason: string | null }) => [a.filename, a.skipped_reason]),
      [
        ['s1.pdf', null],
        ['s2.pdf', null],
        ['s3.pdf', null],
        ['s4.pdf', 'over_file_limit'],
        ['s5.pdf', 'over_file_limit'],
      ],
    );
  });

  test('a 1 MB Subject is stored clipped; 3,000 tiny parts are listed up to the cap, the rest counted in one line', async () => {
    const parts = Array.from({ length: 3000 }, (_, i) => ({
      filename: `p${i}.txt`,
      bytes: new TextEncoder().encode(`part ${i}`),
      contentType: 'text/plain',
    }));
    const res = await post(
      composeEmail({ messageId: 'many@broker.example', subject: 'S'.repeat(1024 * 1024), attachments: parts }),
    );
    assert.equal(res.statusCode, 200, res.body.slice(0, 500));
    const email = await record(res.headers['x-email-id'] as string);
    assert.equal(email.subject.length, EMAIL_RECORD_BOUNDS.subjectChars);
    assert.ok(email.subject.endsWith('…'));
    const listed = email.attachments as Array<{ filename: string; skipped_reason: string }>;
    assert.equal(listed.length, EMAIL_RECORD_BOUNDS.listedParts + 1);
    assert.deepEqual(listed.at(-1), {
      ...listed.at(-1),
      filename: `${3000 - EMAIL_RECORD_BOUNDS.listedParts} more parts not listed`,
      skipped_reason: 'not_listed',
    });
    assert.ok(JSON.stringify(email).length < 100_000, `record of ${JSON.stringify(email).length} bytes`);
  });
});
