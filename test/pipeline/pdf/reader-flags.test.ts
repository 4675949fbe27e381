// A reader's V8 flags (src/pipeline/pdf/pool.ts readerFlags): its heap limit always; GC helper threads only
// where the machine has a core to spare for them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readerFlags } from '../../../src/pipeline/pdf/pool.ts';

test('a reader keeps its heap limit and starts with a 16 MB young generation', () => {
  assert.deepEqual(readerFlags(512, 2, 8), ['--max-old-space-size=512', '--min-semi-space-size=16']);
});

test('with no core to spare per reader, the GC runs on the reader thread alone', () => {
  assert.deepEqual(readerFlags(512, 2, 2), [
    '--max-old-space-size=512',
    '--min-semi-space-size=16',
    '--single-threaded-gc',
  ]);
  assert.ok(readerFlags(160, 4, 2).includes('--single-threaded-gc'));
  assert.ok(!readerFlags(160, 2, 3).includes('--single-threaded-gc'));
});
