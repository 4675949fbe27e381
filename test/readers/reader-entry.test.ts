// Which reader a pool starts (src/readers/pool.ts readerEntry): from the sources, the compiled reader
// only while dist/ is a build of these very sources (src/build-stamp.mjs); the sources' own reader still
// reads, for `npm run dev` and a test run before any build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFromSources } from '../../src/build-stamp.mjs';
import type { PdfTaskResult } from '../../src/readers/tasks.ts';
import { simplePdf } from '../helpers/files.ts';

/** A project folder with one source, the lock file and the build script, built (stamped) at `builtAt`. */
function project(builtAt: number | null): { root: string; touch: (file: string, at: number) => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-stamp-'));
  const touch = (file: string, at: number) => {
    const f = path.join(root, file);
    fs.mkdirSync(path.dirname(f), { recursive: true });
    if (!fs.existsSync(f)) fs.writeFileSync(f, '');
    fs.utimesSync(f, at, at);
  };
  for (const f of ['src/pipeline/a.ts', 'package-lock.json', 'scripts/build.mjs']) touch(f, 1_000);
  if (builtAt !== null) touch('dist/.built', builtAt);
  return { root, touch };
}

test('dist/ counts as built from the sources only when no input changed after its stamp', (t) => {
  const built = project(2_000);
  t.after(() => fs.rmSync(built.root, { recursive: true, force: true }));
  assert.equal(builtFromSources(built.root), true);
  built.touch('src/pipeline/a.ts', 3_000); // a source edited after the build
  assert.equal(builtFromSources(built.root), false);
  built.touch('src/pipeline/a.ts', 1_000);
  built.touch('src/pipeline/new.ts', 3_000); // a source added after the build
  assert.equal(builtFromSources(built.root), false);
  built.touch('src/pipeline/new.ts', 1_000);
  built.touch('package-lock.json', 3_000); // other dependencies
  assert.equal(builtFromSources(built.root), false);

  const never = project(null);
  t.after(() => fs.rmSync(never.root, { recursive: true, force: true }));
  assert.equal(builtFromSources(never.root), false);
});

test("the sources' own reader process reads a PDF (npm run dev, tests before a build)", async () => {
  const entry = fileURLToPath(new URL('../../src/readers/child.mjs', import.meta.url));
  const child = fork(entry, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'], env: {} });
  try {
    const answer = await new Promise<PdfTaskResult>((resolve, reject) => {
      child.on('message', async (msg: { ready?: boolean; result?: PdfTaskResult }) => {
        if (msg.ready)
          child.send({
            id: 1,
            task: { op: 'extract', bytes: await simplePdf(['Opening Balance 1,000.00']), limits: {} },
          });
        else if (msg.result) resolve(msg.result);
      });
      child.once('exit', (code) => reject(new Error(`the reader exited (${code})`)));
    });
    assert.ok(answer.ok && answer.op === 'extract');
    const read = answer.value;
    assert.equal(read.pageCount, 1);
    assert.equal(read.pages[0]!.runs.map((r) => r.str).join(''), 'Opening Balance 1,000.00');
  } finally {
    child.kill('SIGKILL');
  }
});
