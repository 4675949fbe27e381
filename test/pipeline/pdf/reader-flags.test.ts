// A reader's V8 flags (src/pipeline/pdf/pool.ts readerFlags): its heap limit always, a fixed young
// generation, a later tier-up to TurboFan; GC helper threads only where the machine has a core to spare.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readerFlags } from '../../../src/pipeline/pdf/pool.ts';

const COMMON = [
  '--max-old-space-size=512',
  '--min-semi-space-size=8',
  '--max-semi-space-size=8',
  '--interrupt-budget=540672',
];

test('a reader keeps its heap limit, an 8 MB young generation and 8x the default interrupt budget', () => {
  assert.deepEqual(readerFlags(512, 2, 8), COMMON);
});

test('with no core to spare per reader, the GC runs on the reader thread alone', () => {
  assert.deepEqual(readerFlags(512, 2, 2), [...COMMON, '--single-threaded-gc']);
  assert.ok(readerFlags(160, 4, 2).includes('--single-threaded-gc'));
  assert.ok(!readerFlags(160, 2, 3).includes('--single-threaded-gc'));
});

test('this Node takes every flag (an unknown one would stop each reader from starting)', () => {
  const flags = readerFlags(512, 2, 2);
  assert.equal(execFileSync(process.execPath, [...flags, '-p', '1+1'], { encoding: 'utf8' }).trim(), '2');
});
