// The dictionaries as data: large enough, no alias claimed by two entries, and every alias still found
// when a bank prints it cut to the 16-character ACH company-name field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MCA_FUNDERS } from '../../../src/pipeline/categorize/data/mca-funders.ts';
import { DICTIONARIES } from '../../../src/pipeline/categorize/rules.ts';
import { matchDictionary, words } from '../../../src/pipeline/categorize/normalize.ts';

const entries = DICTIONARIES.flat();

test('at least 80 MCA funders and servicers, each with a name and an alias', () => {
  assert.ok(MCA_FUNDERS.length >= 80, `${MCA_FUNDERS.length} funders`);
  for (const e of MCA_FUNDERS) assert.ok(e.name && e.aliases.length > 0, e.name);
});

test('no alias belongs to two entries', () => {
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const e of entries)
    for (const a of e.aliases.map(words)) {
      const prev = owner.get(a);
      if (prev && prev !== e.name) clashes.push(`${a}: ${prev} / ${e.name}`);
      owner.set(a, e.name);
    }
  assert.deepEqual(clashes, []);
});

test('every alias, printed whole or cut at 16 characters, finds its own entry', () => {
  const wrong: string[] = [];
  for (const e of entries)
    for (const alias of e.aliases) {
      for (const printed of [alias, alias.toUpperCase().slice(0, 16).trimEnd()]) {
        const got = matchDictionary(words(printed), DICTIONARIES);
        if (got?.entry.name !== e.name) wrong.push(`${printed} → ${got?.entry.name ?? 'nothing'} (want ${e.name})`);
      }
    }
  assert.deepEqual(wrong, []);
});
