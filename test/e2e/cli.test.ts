// The packet-parser command as a user runs it: keys create prints a working key once; parse --json runs
// one job in-process and prints the spec's Result, exit 0 unless the job failed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { simplePdf } from '../helpers/files.ts';

const run = promisify(execFile);
const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bin/packet-parser.js');

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const r = await run(process.execPath, [BIN, ...args], { env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env }, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test('keys create prints one pk_live key and says it is shown once', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-cli-'));
  try {
    const r = await cli(['keys', 'create', '--tenant', 'acme', '--scopes', 'jobs:read,jobs:write'], { DATA_DIR: dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout.trim(), /^pk_live_[0-9a-z]{12}_[0-9a-z]{40}$/);
    assert.match(r.stderr, /shown once/);
    const bad = await cli(['keys', 'create', '--tenant', 'acme', '--scopes', 'jobs:fly'], { DATA_DIR: dir });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /unknown scope\(s\): jobs:fly/);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('parse --json prints the Result of a one-file job', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-cli-'));
  try {
    const file = path.join(dir, 'letter.pdf');
    await fs.writeFile(file, await simplePdf(['Dear merchant, this is not a bank statement.']));
    const r = await cli(['parse', '--json', file]);
    const result = JSON.parse(r.stdout);
    assert.equal(result.files.length, 1);
    assert.equal(result.files[0].filename, 'letter.pdf');
    assert.ok(['completed', 'review_required', 'failed'].includes(result.status));
    assert.equal(r.code, result.status === 'failed' ? 1 : 0);
    assert.deepEqual(result.statements, []);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('parse refuses a file that is not PDF, PNG or JPEG', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-cli-'));
  try {
    const file = path.join(dir, 'notes.txt');
    await fs.writeFile(file, 'hello');
    const r = await cli(['parse', '--json', file]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /not a PDF, PNG or JPEG/);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
