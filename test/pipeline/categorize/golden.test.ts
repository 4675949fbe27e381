// Golden descriptions (test/fixtures/descriptions/golden.tsv): one test per category family, each row
// checked for category and normalized counterparty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { categorizeDescription } from '../../../src/pipeline/categorize/rules.ts';
import { CATEGORIES } from '../../../src/pipeline/categorize/categories.ts';

const rows = readFileSync(new URL('../../fixtures/descriptions/golden.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((l) => {
    const [description, direction, category, counterparty] = l.split('\t');
    return { description, direction: direction as 'credit' | 'debit', category, counterparty };
  });

test('golden table is large and covers every family', () => {
  assert.ok(rows.length >= 300, `${rows.length} rows`);
  for (const c of CATEGORIES)
    assert.ok(
      rows.some((r) => r.category === c),
      `no golden row for ${c}`,
    );
});

for (const family of CATEGORIES) {
  const mine = rows.filter((r) => r.category === family);
  if (!mine.length) continue;
  test(`golden: ${family} (${mine.length} descriptions)`, () => {
    const wrong = mine.flatMap((r) => {
      const got = categorizeDescription(r.description, r.direction);
      return got.category === r.category && got.counterparty === r.counterparty
        ? []
        : [`${r.description} → ${got.category} / ${got.counterparty} (want ${r.category} / ${r.counterparty})`];
    });
    assert.deepEqual(wrong, []);
  });
}
