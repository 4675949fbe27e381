// The compiled reader starts from V8's code cache (src/readers/code-cache.mjs): each load runs in a
// fresh process, as a reader does. A cache is only ever a shortcut: the script behaves the same with it,
// without it, with a damaged one, and a changed script is never given the old script's bytecode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const loader = fileURLToPath(new URL('../../src/readers/code-cache.mjs', import.meta.url));

/** A script whose answer shows which source ran; its functions compile while it works, before `save`. */
const script = (factor: number) => `
exports.answer = (x) => x * ${factor};
exports.work = () => { let s = 0; for (let i = 0; i < 1000; i++) s += exports.answer(i) % 7; return s; };
`;

function place(dir: string, source: string, withHash = true): string {
  const file = path.join(dir, 'reader.cjs');
  fs.writeFileSync(file, source);
  if (withHash) fs.writeFileSync(`${file}.sha256`, createHash('sha256').update(source).digest('hex') + '\n');
  else fs.rmSync(`${file}.sha256`, { force: true });
  return file;
}

/** Loads `file` in a new process, works, saves the cache; what the process saw. */
function load(file: string): { cached: boolean; answer: number } {
  const code = `
    const { loadWithCodeCache } = await import(${JSON.stringify(loader)});
    const r = loadWithCodeCache(${JSON.stringify(file)});
    r.exports.work();
    const answer = r.exports.answer(21);
    r.save();
    process.stdout.write(JSON.stringify({ cached: r.cached, answer }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code]).toString());
}

/** Runs `body` in a fresh folder, removed afterwards. */
function inFolder(body: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-code-cache-'));
  try {
    body(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const cacheFiles = (dir: string) =>
  fs.existsSync(path.join(dir, '.code-cache')) ? fs.readdirSync(path.join(dir, '.code-cache')) : [];

test('a script runs the same from its code cache; the second process takes the cache the first wrote', () =>
  inFolder((dir) => {
    const file = place(dir, script(2));
    assert.deepEqual(load(file), { cached: false, answer: 42 });
    assert.equal(cacheFiles(dir).length, 1);
    assert.deepEqual(load(file), { cached: true, answer: 42 });
  }));

test('a changed script of the same length never runs the old bytecode, hash file updated or not', () =>
  inFolder((dir) => {
    const file = place(dir, script(2));
    load(file);
    assert.equal(load(file).cached, true);
    // rebuilt: a new content hash
    place(dir, script(3));
    assert.deepEqual(load(file), { cached: false, answer: 63 });
    assert.deepEqual(load(file), { cached: true, answer: 63 });
    // edited by hand, the hash file left as it was: the modification time tells
    const before = fs.statSync(file).mtimeMs;
    fs.writeFileSync(file, script(4));
    fs.utimesSync(file, new Date(), new Date(before + 5000));
    assert.deepEqual(load(file), { cached: false, answer: 84 });
  }));

test('a damaged cache is refused: the script runs from its source and the cache is written again', () =>
  inFolder((dir) => {
    const file = place(dir, script(2));
    load(file);
    const [name] = cacheFiles(dir);
    const cache = path.join(dir, '.code-cache', name!);
    const bytes = fs.readFileSync(cache);
    bytes.fill(0x5a, 16, 64);
    fs.writeFileSync(cache, bytes);
    assert.deepEqual(load(file), { cached: false, answer: 42 });
    assert.deepEqual(load(file), { cached: true, answer: 42 });
  }));

test('without the hash file there is no cache: nothing is read or written', () =>
  inFolder((dir) => {
    const file = place(dir, script(2), false);
    assert.deepEqual(load(file), { cached: false, answer: 42 });
    assert.deepEqual(cacheFiles(dir), []);
  }));

test('a cache half-written by a reader killed while writing is removed by the next write', () =>
  inFolder((dir) => {
    const file = place(dir, script(2));
    fs.mkdirSync(path.join(dir, '.code-cache'));
    const stale = path.join(dir, '.code-cache', 'reader.cjs-x-y.bin.123.tmp');
    fs.writeFileSync(stale, 'half');
    fs.utimesSync(stale, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    const fresh = path.join(dir, '.code-cache', 'reader.cjs-x-y.bin.456.tmp'); // another reader writing now
    fs.writeFileSync(fresh, 'half');
    load(file);
    assert.deepEqual(
      cacheFiles(dir).filter((f) => f.endsWith('.tmp')),
      ['reader.cjs-x-y.bin.456.tmp'],
    );
  }));
