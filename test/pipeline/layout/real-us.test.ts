// The real US statements (test/fixtures/statements-real/us, provenance and hand-checked truth in truth.tsv)
// end to end as the service reads them without a model: extract → split → layout read + gate. Every US
// statement expected verified is verified with its header fields equal to truth; every other one goes to
// review with a reason; no date is invented anywhere in a result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { headerChecks, loadRealTruth, readRealFile, wronglyVerified } from '../../../scripts/eval-real.ts';
import { extractCached } from '../../helpers/page-cache.ts';

const US = loadRealTruth().filter((t) => t.country === 'US');

test('the real US corpus is all here', () => {
  assert.equal(US.length, 11);
  assert.deepEqual(
    US.filter((t) => t.expect === 'verified')
      .map((t) => t.file)
      .sort(),
    ['us/us-bofa-04-cc.pdf', 'us/us-chase-01.pdf', 'us/us-libertynational-01-cc-synthetic.pdf', 'us/us-usaa-01.pdf'],
  );
});

for (const truth of US) {
  test(`${truth.file}: ${truth.expect === 'verified' ? 'verified, header fields as printed' : 'review with a reason'}`, async () => {
    const o = await readRealFile(truth, extractCached);
    assert.ok(!JSON.stringify(o.statements).includes('1970-01-01'), 'a placeholder date in the result');
    assert.equal(wronglyVerified(o), false);
    if (truth.expect === 'verified') {
      assert.equal(o.verified, true, o.reasons.join(', '));
      const h = headerChecks(o);
      for (const [field, right] of Object.entries(h)) assert.notEqual(right, false, `${field} differs from truth`);
    } else {
      assert.equal(o.verified, false);
      assert.ok(o.reasons.length > 0, 'review without a reason');
    }
    // A row dated 02-29 in 2022 (no such day) is never given a date: the gate names it.
    if (/02-29 in 2022/.test(truth.quirks)) assert.ok(o.reasons.includes('date_unresolved'), o.reasons.join(', '));
    if (truth.file.includes('libertynational')) assert.equal(o.statements[0].statement_kind, 'credit_card');
  });
}
