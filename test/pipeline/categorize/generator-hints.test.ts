// Extra check against the fixture generator's truth (its events carry a category hint). Skipped when
// the generator is absent: the golden table is the contract, this only widens the wording seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { categorizeDescription } from '../../../src/pipeline/categorize/rules.ts';
import { LENDERS } from '../../../src/pipeline/categorize/data/lenders.ts';
import { words } from '../../../src/pipeline/categorize/normalize.ts';

const AMBIGUOUS = LENDERS.filter((e) => e.ambiguous).flatMap((e) => e.aliases.map(words));

test("rules agree with the generator's category hints", async (t) => {
  let gen: {
    ledger: typeof import('../../../scripts/generator/ledger.ts');
    desc: typeof import('../../../scripts/generator/descriptions.ts');
  };
  try {
    gen = {
      ledger: await import('../../../scripts/generator/ledger.ts'),
      desc: await import('../../../scripts/generator/descriptions.ts'),
    };
  } catch {
    t.skip('fixture generator not present');
    return;
  }
  const styles = ['chase', 'bofa', 'wells', 'plain', 'cu', 'capone'] as const;
  const wrong: string[] = [];
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const s = gen.ledger.generateSeries(
      {
        size: 'medium',
        firstYear: 2025,
        firstMonth: 1,
        cycleDay: i % 2 ? 15 : null,
        months: 3,
        savings: true,
        stressed: i % 2 === 0,
        checkingInterest: true,
        serviceFee: 1500,
      },
      `hints-${i}`,
    );
    for (const a of s.accounts)
      for (const r of a.rows) {
        const desc = gen.desc.describe(r, styles[n++ % styles.length], s.business.name).join(' ');
        const got = categorizeDescription(desc, r.type).category;
        if (got === r.category) continue;
        // unknown credits count as (unlabelled) true revenue; lenders that sell both products stay loans
        if (r.category === 'revenue' && got === 'unknown') continue;
        if (got === 'loan' && AMBIGUOUS.some((al) => words(desc).includes(al))) continue;
        wrong.push(`${r.category} → ${got}: ${desc}`);
      }
  }
  assert.ok(n > 500, `${n} rows`);
  assert.deepEqual(wrong, []);
});
