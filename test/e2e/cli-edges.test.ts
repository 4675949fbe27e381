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

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const r = await run(process.execPath, [BIN, ...args], { env: { ...ENV, ...env }, timeout: 20_000 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string; killed?: boolean };
    return { code: e.killed ? -1 : e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test('every command answers --help (and -h) with its usage and exit 0, touching nothing', async () => {
  const data = path.join(dir, 'help-data');
  for (const command of ['serve', 'worker', 'migrate', 'parse', 'keys', 'tenants', 'modules']) {
    for (const flag of ['--help', '-h']) {
      const r = await cli([command, flag], { DATA_DIR: data });
      assert.equal(r.code, 0, `${command} ${flag}: ${r.stderr}`);
      assert.match(r.stdout, new RegExp(`^usage: packet-parser ${command}\\b`), `${command} ${flag}`);
    }
  }
  await assert.rejects(fs.stat(data), 'no command created the data directory (nothing started or migrated)');
  const top = await cli(['--help']);
  assert.equal(top.code, 0);
  assert.match(top.stdout, /^packet-parser <command>/);
});

test('--version prints the version; an unknown command says so and exits 2', async () => {
  const version = JSON.parse(await fs.readFile(path.join(here, '../../package.json'), 'utf8')).version;
  for (const flag of ['--version', '-v', 'version']) {
    const r = await cli([flag]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.trim(), `packet-parser ${version}`);
  }
  const r = await cli(['frobnicate']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^packet-parser: unknown command "frobnicate"/);
});

test('parse: --csv into a missing folder is refused before anything is read; an empty folder says so', async () => {
  const empty = path.join(dir, 'empty');
  await fs.mkdir(empty);
  await fs.writeFile(path.join(dir, 'one.pdf'), 'not read');
  const csv = await cli(['parse', '--csv', '/missing/dir/x.csv', path.join(dir, 'one.pdf')]);
  assert.equal(csv.code, 2);
  assert.match(csv.stderr, /--csv: cannot write \/missing\/dir\/x\.csv \(no such folder \/missing\/dir\)/);
  assert.equal(csv.stdout, '', 'no table: nothing was read');
  const r = await cli(['parse', empty]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, new RegExp(`no files to read in ${empty}`));
});
