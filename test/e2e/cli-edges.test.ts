// The packet-parser command at its edges, as a user or a harness runs it (the compiled bin): output read
// through a slow pipe arrives whole.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generateStatementPdf, LAYOUTS } from '../../scripts/generator/index.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const BIN = path.join(here, '../../bin/packet-parser.js');
const ENV = { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', OCR_ENGINES: 'none' };

let dir: string;
before(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-cli-edges-'));
});
after(() => fs.rm(dir, { recursive: true, force: true }));

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

test('parse --json through a pipe whose reader is slow: every Result arrives whole (well over 64 KiB)', async () => {
  const folder = path.join(dir, 'pipe');
  await fs.mkdir(folder);
  for (let i = 0; i < 3; i++) {
    const f = await generateStatementPdf(LAYOUTS[i % LAYOUTS.length]!.name, 7 + i);
    await fs.writeFile(path.join(folder, `s${i}.pdf`), f.pdf);
  }
  // the reader starts a second after the command may have finished writing
  const cmd = `${quote(process.execPath)} ${quote(BIN)} parse --json ${quote(folder)} 2>/dev/null | (sleep 2; cat)`;
  const r = await run('sh', ['-c', cmd], { env: ENV, maxBuffer: 64 * 1024 * 1024 });
  assert.ok(r.stdout.length > 131_072, `only ${r.stdout.length} bytes arrived`);
  const results = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(results.length, 3);
  assert.ok(results.every((x) => x.statements.length === 1));
});
