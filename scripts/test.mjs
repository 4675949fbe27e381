#!/usr/bin/env node
// Runs every test/**/*.test.ts with node's test runner through tsx (Node 20's --test takes no globs).
// Extra arguments narrow the run: `npm test -- test/http` runs the files under test/http.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const filters = process.argv.slice(2);
const files = walk('test')
  .filter((f) => filters.length === 0 || filters.some((x) => f.startsWith(x.replace(/\/$/, ''))))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
// The command-line tests run the compiled bin: rebuild dist/ first when a source changed since the last build.
const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const concurrency = process.env.TEST_CONCURRENCY ?? '2';
// pdfjs is preloaded (a third of the files read PDFs in process): loaded through tsx it costs ~1.5 s of CPU a
// file, and its core-js left in place slows every JSON.stringify and push of the test (the reader processes
// put the natives back the same way, src/readers/globals.mjs).
const preload = ['--import', './src/readers/pdfjs.mjs'];
// PGlite's PostgreSQL is WASM: V8 tiers its hot functions up with TurboFan on background threads, which a
// test process (a store or two, seconds of queries) never earns back: Liftoff alone costs ~1-1.4 s less CPU a
// file that opens stores (~15-25%). Only the test processes: the readers and the command they start choose
// their own flags.
const v8 = ['--liftoff-only'];
const child = spawn(
  process.execPath,
  [...v8, ...preload, '--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
