// The `parse` command (the compiled build, as a broker's engineer runs it) reads an application with no model:
// a filled AcroForm from its fields and a browser-printed form from its page geometry, each field as its truth
// says (test/fixtures/applications/). The compiled build once read every AcroForm as empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const FORMS = path.join(here, '../fixtures/applications');
const BIN = path.join(here, '../../bin/packet-parser.js');

async function parse(file: string) {
  let stdout = '';
  try {
    stdout = (
      await promisify(execFile)(process.execPath, [BIN, 'parse', '--json', file], {
        env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', OCR_ENGINES: 'none' },
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout;
  } catch (err) {
    stdout = (err as { stdout: string }).stdout;
  }
  return JSON.parse(stdout);
}

for (const form of ['acroform-left', 'browser-above']) {
  test(`parse reads the ${form} application's fields and owners with no model`, async () => {
    const truth = JSON.parse(fs.readFileSync(path.join(FORMS, `${form}.truth.json`), 'utf8'));
    const result = await parse(path.join(FORMS, `${form}.pdf`));
    const app = result.applications[0];
    assert.ok(app, 'read as an application');
    for (const [k, v] of Object.entries(truth.fields)) assert.equal(app.fields[k], v, k);
    assert.equal(app.owners.length, truth.owners.length);
    truth.owners.forEach((o: Record<string, unknown>, i: number) => {
      for (const [k, v] of Object.entries(o)) assert.equal(app.owners[i][k], v, `owners[${i}].${k}`);
    });
    const want = form.startsWith('acroform') ? 'acroform' : 'text_layer';
    assert.equal(app.field_sources.legal_business_name, want);
  });
}
