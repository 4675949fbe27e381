// JPEG and PNG through both entry points a broker uses: POST /v1/parse and the `parse` command. A phone photo
// and a real screenshot become image pages of the job (no model, no OCR here: they are read as far as a scan
// is without either, and never fail as files); a damaged image fails its own file with the cause, and the
// job goes on with the others.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startTestService, type TestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const IMAGES = path.join(here, '../fixtures/images');
const BIN = path.join(here, '../../bin/packet-parser.js');
const image = (name: string) => new Uint8Array(fs.readFileSync(path.join(IMAGES, name)));

interface FileEntry {
  filename: string;
  status: string;
  reason?: string;
  page_count: number;
}

let t: TestService;
before(async () => {
  t = await startTestService('pglite');
});
after(() => t.close());

test('POST /v1/parse: JPEG photos and PNGs are read as image pages; a damaged image fails only its file', async () => {
  const names = ['phone-photo.jpg', 'commerce-screenshot.jpg', 'progressive.jpg', 'rgb16.png', 'truncated.jpg'];
  const res = await t.service.app!.inject({
    method: 'POST',
    url: '/v1/parse?wait=120',
    headers: { 'x-api-key': t.key },
    payload: form(names.map((name) => ({ name, bytes: image(name) }))) as never,
  });
  assert.equal(res.statusCode, 200, res.body);
  const job = res.json();
  assert.notEqual(job.status, 'failed');
  const files = job.result.files as FileEntry[];
  const byName = Object.fromEntries(files.map((f) => [f.filename, f]));
  for (const name of names.slice(0, 4)) {
    assert.equal(byName[name]!.status, 'processed', `${name}: ${byName[name]!.reason}`);
    assert.equal(byName[name]!.page_count, 1);
  }
  assert.equal(byName['truncated.jpg']!.status, 'failed');
  assert.equal(byName['truncated.jpg']!.reason, 'corrupt');
});

test('the parse command reads a folder of JPEGs: each file processed, the cut one failed as corrupt', async () => {
  const dir = fs.mkdtempSync(path.join(t.config.dataDir, 'images-'));
  for (const name of ['phone-photo.jpg', 'cmyk.jpg', 'truncated.jpg'])
    fs.copyFileSync(path.join(IMAGES, name), path.join(dir, name));
  let stdout = '';
  try {
    stdout = (
      await promisify(execFile)(process.execPath, [BIN, 'parse', '--json', dir], {
        env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', OCR_ENGINES: 'none' },
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout;
  } catch (err) {
    stdout = (err as { stdout: string }).stdout; // a file that failed makes the exit code non-zero
  }
  const results = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { files: FileEntry[] });
  const files = results.flatMap((r) => r.files);
  const byName = Object.fromEntries(files.map((f) => [f.filename, f]));
  assert.equal(byName['phone-photo.jpg']?.status, 'processed');
  assert.equal(byName['cmyk.jpg']?.status, 'processed');
  assert.equal(byName['truncated.jpg']?.status, 'failed');
  assert.equal(byName['truncated.jpg']?.reason, 'corrupt');
});
