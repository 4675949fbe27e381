// The whole service with its blobs on S3 (a local S3-compatible server): an upload lands in the bucket, not
// on the disk; the worker reads it back and the job ends; erasing the job removes the object.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { DEFAULT_KEY_SCOPES } from '../../src/identity/permissions.ts';
import { S3BlobStore } from '../../src/store/s3-blobs.ts';
import { sha256Hex } from '../../src/store/blobs.ts';
import { form, simplePdf } from '../helpers/files.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

describe('the service on S3 blob storage', () => {
  let s3: LocalS3;
  let t: TestService;
  before(async () => {
    s3 = await startLocalS3();
    t = await startTestService('pglite', { config: s3.config('e2e') });
  });
  after(async () => {
    await t?.close();
    await s3?.close();
  });

  test('upload → job ends → erase: the blob is in the bucket while the job lives and gone after', async () => {
    const bytes = await simplePdf(['Statement on S3']);
    const sha = sha256Hex(bytes);
    const headers = { 'x-api-key': t.key };
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse',
      headers,
      payload: form([{ name: 'a.pdf', bytes }]) as never,
    });
    assert.equal(res.statusCode, 202, res.body);
    const jobId = res.json().job_id as string;

    const blobs = t.service.blobs as S3BlobStore;
    assert.ok(blobs instanceof S3BlobStore);
    const head = () => blobs.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `e2e/${sha}` }));
    assert.equal((await head()).ContentLength, bytes.length, 'the upload is an object under the prefix');
    assert.ok(!fs.existsSync(path.join(t.config.dataDir, 'blobs')), 'nothing written to the local disk');

    const done = await t.service.app!.inject({ method: 'GET', url: `/v1/jobs/${jobId}?wait=60`, headers });
    const status = done.json().status as string;
    assert.ok(['completed', 'review_required'].includes(status), `the worker read the file from S3: ${status}`);

    const eraser = await t.newKey({ scopes: [...DEFAULT_KEY_SCOPES, 'jobs:delete'] });
    const erased = await t.service.app!.inject({
      method: 'DELETE',
      url: `/v1/jobs/${jobId}`,
      headers: { 'x-api-key': eraser.key },
    });
    assert.equal(erased.statusCode, 200, erased.body);
    await assert.rejects(head(), (err: Error) => err.name === 'NotFound', 'the erased job’s object is gone');
  });
});
