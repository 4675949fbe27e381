// The finished-envelope cache must not keep a body read before an invalidation (a correction committing
// while a GET was reading would otherwise leave the old result cached for the whole TTL).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TtlCache } from '../../src/cache.ts';

test('setIfFresh caches only when nothing was invalidated since the stamp', () => {
  const c = new TtlCache<string>(10, 60_000);
  const stamp = c.stamp();
  c.delete('t/job_1'); // a correction commits while the reader is reading
  c.setIfFresh('t/job_1', 'old body', stamp);
  assert.equal(c.get('t/job_1'), undefined);
  const later = c.stamp();
  c.setIfFresh('t/job_1', 'new body', later);
  assert.equal(c.get('t/job_1'), 'new body');
});
