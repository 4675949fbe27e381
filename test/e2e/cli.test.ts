// The packet-parser command as a user runs it (the compiled bin, dist/): keys create prints a working key
// once; parse reads a folder as a batch without a database (table, exit code, JSON Lines, CSV, one Result
// per input) and gives the Result the service gives for the same file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { generateStatementPdf, LAYOUTS, type Fixture } from '../../scripts/generator/index.ts';
import { scannedStatementFixture } from '../helpers/page-cache.ts';
import { startTestService } from '../helpers/service.ts';
import { form } from '../helpers/files.ts';
import { CSV_COLUMNS } from '../../src/cli/report.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const BIN = path.join(here, '../../bin/packet-parser.js');
const HOSTILE = path.join(here, '../fixtures/hostile/h06-truncated-eof-in-array.pdf'); // SOURCES.tsv: EOF inside an array

async function cli(args: string[], env: Record<string, string | undefined> = {}) {
  try {
    const r = await run(process.execPath, [BIN, ...args], {
      // local OCR off unless a test asks for it (`OCR_ENGINES: undefined` is the command's default: on)
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', OCR_ENGINES: 'none', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** One RFC 4180 row (quoted fields may hold commas and doubled quotes). */
function csvRow(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!,
  );
}

let dir: string;
let statement: Fixture;
before(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pp-cli-'));
  statement = await generateStatementPdf(LAYOUTS[0]!.name, 7);
});
after(() => fs.rm(dir, { recursive: true, force: true }));

test('keys create prints one pk_live key and says it is shown once', async () => {
  const data = path.join(dir, 'data');
  const r = await cli(['keys', 'create', '--tenant', 'acme', '--scopes', 'jobs:read,jobs:write'], { DATA_DIR: data });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout.trim(), /^pk_live_[0-9a-z]{12}_[0-9a-z]{40}$/);
  assert.match(r.stderr, /shown once/);
  const bad = await cli(['keys', 'create', '--tenant', 'acme', '--scopes', 'jobs:fly'], { DATA_DIR: data });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /unknown scope\(s\): jobs:fly/);
});

test('parse on a folder: the good statement is read, a non-PDF, a hostile PDF and a missing file are listed as failed, exit 1', async () => {
  const folder = path.join(dir, 'batch');
  await fs.mkdir(folder);
  await fs.writeFile(path.join(folder, 'statement.pdf'), statement.pdf);
  await fs.writeFile(path.join(folder, 'notes.txt'), 'not a statement');
  await fs.copyFile(HOSTILE, path.join(folder, 'broken.pdf'));
  const missing = path.join(dir, 'missing.pdf');
  const csv = path.join(dir, 'ledger.csv');
  const out = path.join(dir, 'results');

  const r = await cli(['parse', '--json', '--csv', csv, '--out', out, folder, missing]);
  assert.equal(r.code, 1, r.stderr);
  const rows = statement.truth.statements[0]!.transactions.length;

  // the table (on stderr when stdout carries JSON): one line per input, in order, with the reason
  const table = r.stderr.split('\n');
  assert.match(table[0]!, /^file\s+status\s+statements\s+verified\s+rows\s+opening → closing\s+reasons$/);
  const line = (file: string) =>
    table.find((l) => l.startsWith(file)) ?? assert.fail(`no table line for ${file}:\n${r.stderr}`);
  assert.match(line(path.join(folder, 'broken.pdf')), /\sfailed\s+0\s+0\s+0\s+-\s+truncated$/);
  assert.match(line(path.join(folder, 'notes.txt')), /\sfailed\s+0\s+0\s+0\s+-\s+not a PDF, PNG or JPEG$/);
  assert.match(line(missing), /\sfailed\s+0\s+0\s+0\s+-\s+no such file$/);
  const truth = statement.truth.statements[0]!;
  assert.match(
    line(path.join(folder, 'statement.pdf')),
    new RegExp(`\\sreview_required\\s+1\\s+1\\s+${rows}\\s+${truth.opening_balance} → ${truth.closing_balance}\\s`),
  );
  assert.ok(r.stderr.includes('4 file(s): 3 failed; 1 statement(s), 1 verified'), r.stderr);

  // JSON Lines: one Result per input, in the table's order
  const results = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    results.map((x) => x.status === 'failed'),
    [true, true, false, true],
  );
  const good = results[2];
  assert.equal(good.statements[0].transactions.length, rows);
  assert.equal(results[0].files[0].reason, 'truncated');

  // CSV: the header the issue names, one row per transaction of the Result, same amounts in order
  const lines = (await fs.readFile(csv, 'utf8')).trimEnd().split('\r\n');
  assert.equal(lines[0], CSV_COLUMNS.join(','));
  assert.deepEqual(
    [...CSV_COLUMNS],
    [
      'file',
      'document_id',
      'account_last4',
      'date',
      'description',
      'amount',
      'type',
      'running_balance',
      'category',
      'counterparty',
      'verified',
    ],
  );
  assert.equal(lines.length - 1, good.statements[0].transactions.length);
  const cells = lines.slice(1).map(csvRow);
  const txs = good.statements[0].transactions as Array<{
    amount: string;
    date: string;
    transaction_type: string;
    account_number_suffix?: string | null;
  }>;
  const col = (name: (typeof CSV_COLUMNS)[number]) => cells.map((c) => c[CSV_COLUMNS.indexOf(name)]);
  assert.deepEqual(
    col('amount'),
    txs.map((t) => t.amount),
  );
  assert.deepEqual(
    col('date'),
    txs.map((t) => t.date),
  );
  assert.deepEqual(
    col('type'),
    txs.map((t) => t.transaction_type),
  );
  assert.deepEqual(
    col('account_last4'),
    txs.map((t) => t.account_number_suffix ?? good.statements[0].account_number_last4),
  );
  assert.ok(col('file').every((f) => f === path.join(folder, 'statement.pdf')));
  assert.ok(col('verified').every((v) => v === 'true'));

  // --out: one Result per input, named after it
  assert.deepEqual((await fs.readdir(out)).sort(), ['broken.json', 'missing.json', 'notes.json', 'statement.json']);
  assert.deepEqual(JSON.parse(await fs.readFile(path.join(out, 'statement.json'), 'utf8')), good);
});

/** Ids, clock readings and stage timings differ between two runs of the same file; nothing else may. */
function normalize(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalize);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'ms' ? 0 : normalize(x)]));
  if (typeof v === 'string')
    return v.replace(/\b(job|pkt)_[0-9a-z]+\b/g, '$1_*').replace(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, 'T');
  return v;
}

test('parse --json on one file prints the Result the service gives for the same file', async () => {
  const file = path.join(dir, 'same.pdf');
  await fs.writeFile(file, statement.pdf);
  const r = await cli(['parse', '--json', file]);
  assert.equal(r.code, 0, r.stderr);
  const local = JSON.parse(r.stdout);

  const t = await startTestService('pglite');
  try {
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=120',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'same.pdf', bytes: statement.pdf }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    const served = res.json().result;
    assert.equal(local.statements[0].gate.status, 'accepted');
    assert.deepEqual(normalize(local), normalize(served));
  } finally {
    await t.close();
  }
});

test('a heap bomb in a batch fails as the service fails it (memory_limit), and the batch goes on', async () => {
  const folder = path.join(dir, 'bombs');
  await fs.mkdir(folder);
  const bomb = await fs.readFile(path.join(here, '../fixtures/hostile/g02-heap-bomb-40MB-string.pdf'));
  await fs.writeFile(path.join(folder, 'a-bomb.pdf'), bomb);
  await fs.writeFile(path.join(folder, 'b-statement.pdf'), statement.pdf);
  const r = await cli(['parse', '--json', folder], { PDF_MAX_MEMORY_MB: '160' });
  assert.equal(r.code, 1, r.stderr);
  assert.match(
    r.stderr.split('\n').find((l) => l.includes('a-bomb.pdf')) ?? '',
    /\sfailed\s+0\s+0\s+0\s+-\s+memory_limit$/,
  );
  const [failed, good] = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(good.statements[0].gate.status, 'accepted');

  const t = await startTestService('pglite', {
    config: { pdf: { threads: 1, timeoutMs: 60_000, maxMemoryMb: 160, maxPages: 2000 } },
  });
  try {
    const res = await t.service.app!.inject({
      method: 'POST',
      url: '/v1/parse?wait=120',
      headers: { 'x-api-key': t.key },
      payload: form([{ name: 'a-bomb.pdf', bytes: new Uint8Array(bomb) }]) as never,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(normalize(failed), normalize(res.json().result));
  } finally {
    await t.close();
  }
});

test(
  'parse reads a scanned statement with the local OCR engines (on by default), in a batch beside a text one',
  { timeout: 900_000 },
  async () => {
    // one page (OCR costs seconds of CPU a page): a short statement, scanned clean
    const scan = await scannedStatementFixture('crestview-business', 1, 'clean', { rows: 12 }); // made once per run
    const truth = scan.truth.statements[0]!;
    assert.deepEqual(truth.pages, [1]);
    const folder = path.join(dir, 'scans');
    await fs.mkdir(folder);
    await fs.writeFile(path.join(folder, 'a-scan.pdf'), scan.pdf);
    await fs.writeFile(path.join(folder, 'b-statement.pdf'), statement.pdf);

    // no OCR_ENGINES at all: the command's default is what is tested
    const r = await cli(['parse', '--json', folder], { OCR_ENGINES: undefined, OCR_TIMEOUT_MS: '600000' });
    assert.equal(r.code, 0, r.stderr);
    const [scanned, text] = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(text.statements[0].gate.status, 'accepted');
    const st = scanned.statements[0];
    assert.equal(st.gate.status, 'accepted', JSON.stringify(st.gate.reasons));
    assert.deepEqual(
      st.transactions.map((t: { amount: string }) => Math.abs(Number(t.amount)).toFixed(2)),
      truth.transactions.map((t) => t.amount),
    );
    assert.equal(st.closing_balance, truth.closing_balance);
    assert.ok(st.transactions.every((t: { read_from: string }) => t.read_from === 'ocr'));
    const ocr = st.attempts.filter((a: { read: string }) => a.read === 'ocr');
    assert.deepEqual(
      ocr.map((a: { engine: string; pages: number[]; cost_usd: string }) => [a.engine, a.pages, a.cost_usd]),
      [
        ['tesseract', [1], '0.00'],
        ['paddle', [1], '0.00'],
      ],
    );

    // OCR_ENGINES=none: the same scan is not read (no model either), and says why
    const off = await cli(['parse', '--json', path.join(folder, 'a-scan.pdf')], { OCR_ENGINES: 'none' });
    assert.equal(off.code, 0, off.stderr);
    const unread = JSON.parse(off.stdout);
    assert.equal(unread.statements.length, 0);
    assert.ok(JSON.stringify(unread.review_reasons).includes('image_read_unavailable'), off.stdout);
  },
);
