// A reader's V8 flags (src/readers/pool.ts readerFlags): its heap limit always; on Node 20 also a fixed
// young generation, a later tier-up to TurboFan and GC helper threads only where the machine has a core to
// spare; on Node 22 and 24, which reject Node 20's tier-up flag and measured no faster with the others, the
// heap limit alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readerFlags } from '../../src/readers/pool.ts';

const NODE_20 = [
  '--max-old-space-size=512',
  '--min-semi-space-size=8',
  '--max-semi-space-size=8',
  '--interrupt-budget=540672',
];

test('on Node 20 a reader keeps its heap limit, an 8 MB young generation and 8x the default interrupt budget', () => {
  assert.deepEqual(readerFlags(512, 2, 8, 20), NODE_20);
});

test('on Node 20 with no core to spare per reader, the GC runs on the reader thread alone', () => {
  assert.deepEqual(readerFlags(512, 2, 2, 20), [...NODE_20, '--single-threaded-gc']);
  assert.ok(readerFlags(160, 4, 2, 20).includes('--single-threaded-gc'));
  assert.ok(!readerFlags(160, 2, 3, 20).includes('--single-threaded-gc'));
});

test('on Node 22 and 24 a reader gets its heap limit alone', () => {
  for (const major of [22, 24]) {
    assert.deepEqual(readerFlags(512, 2, 2, major), ['--max-old-space-size=512']);
    assert.deepEqual(readerFlags(160, 4, 8, major), ['--max-old-space-size=160']);
  }
});

test('this Node takes every flag (an unknown one would stop each reader from starting)', () => {
  for (const [readers, cores] of [
    [2, 2],
    [2, 8],
  ]) {
    const flags = readerFlags(512, readers!, cores);
    assert.equal(execFileSync(process.execPath, [...flags, '-p', '1+1'], { encoding: 'utf8' }).trim(), '2');
  }
});
