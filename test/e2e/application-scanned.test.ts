// Issue 30 item 4: a scanned application (a PDF of one 200 DPI image page) and a phone photo of one (a JPEG
// upload), sent with no model provider, come back as applications with their fields: the split reads each
// image page with the two local OCR engines, finds an application in the words, and the application reader
// reads the same words through the label geometry a text layer goes through (field_sources `ocr`). One page
// each (OCR costs seconds of CPU a page); the fixtures' full scores are `npm run eval -- --applications`.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';

const DIR = new URL('../fixtures/applications/scanned/', import.meta.url);
const fixture = (name: string) => ({
  truth: JSON.parse(fs.readFileSync(new URL(`${name}.truth.json`, DIR), 'utf8')),
  bytes: new Uint8Array(fs.readFileSync(new URL(name.startsWith('photo') ? `${name}.jpg` : `${name}.pdf`, DIR))),
});

describe('scanned applications read offline through the whole service, no model', () => {
  let svc: TestService;
  before(async () => {
    svc = await startTestService('pglite', {
      config: {
        ocr: { engines: ['tesseract', 'paddle'], timeoutMs: 600_000 },
        maxWaitSeconds: 1800,
        jobTimeoutSeconds: 3600,
      },
    });
  });
  after(async () => {
    await svc?.close();
  });

  for (const [name, type] of [
    ['scan-clean-browser-above', 'application/pdf'],
    ['photo-browser-left', 'image/jpeg'],
  ] as const)
    test(`${name}: an application with its fields read from the OCR words`, { timeout: 900_000 }, async () => {
      const { truth, bytes } = fixture(name);
      const res = await svc.service.app!.inject({
        method: 'POST',
        url: '/v1/parse?wait=1800',
        headers: { 'x-api-key': svc.key },
        payload: form([{ name: truth.file, bytes, type }]) as never,
      });
      assert.equal(res.statusCode, 200, res.body);
      const result = res.json().result;
      assert.equal(result.statements.length, 0, 'not read as a statement');
      assert.equal(result.files[0].page_classification[0].document_type, 'merchant_application');
      const app = result.applications[0];
      assert.ok(app, 'read as an application');
      for (const k of ['ein', 'city', 'state', 'zip', 'requested_amount', 'business_start_date'])
        assert.equal(app.fields[k], truth.fields[k], k);
      assert.equal(app.owners.length, truth.owners.length);
      truth.owners.forEach((o: Record<string, unknown>, i: number) => {
        for (const k of ['name', 'email', 'date_of_birth', 'ssn_last4'])
          assert.equal(app.owners[i][k], o[k], `owners[${i}].${k}`);
      });
      assert.equal(app.field_sources.ein, 'ocr');
      assert.equal(app.usage.cost_usd ?? '0.00', '0.00');
      // the rest as the eval measures it (a check box whose tick the words lose is left null, not guessed)
      const right = Object.entries(truth.fields).filter(([k, v]) => app.fields[k] === v).length;
      assert.ok(right >= 21, `${right}/25 fields right`);
    });
});
