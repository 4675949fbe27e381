// A masthead set glyph by glyph can be read with its word gaps in the wrong places (`Texas Bank and Tr us t`); the
// same name printed elsewhere on the statement in fewer words (the page header's `Texas Bank and Trust`) spells it.
// Only where the words part changes: a web address with the same letters (`gatecity.bank`) spells nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageLines } from '../../../src/pipeline/layout/lines.ts';
import { respelled } from '../../../src/pipeline/layout/institution-evidence.ts';
import type { PageText, TextRun } from '../../../src/pipeline/types.ts';

const run = (str: string, x: number, y: number): TextRun => ({
  str,
  x,
  y,
  width: str.length * 4.4,
  height: 8,
  fontName: 'F1',
});
const lines = (runs: TextRun[]) => pageLines({ page: 1, width: 612, height: 792, runs } satisfies PageText);

test('a name read with its word gaps astray takes the spelling another cell prints in fewer words', () => {
  const page = lines([
    run('Texas Bank and Trust', 36, 42),
    run('Business Analysis Checking XXXXXX5613', 300, 42),
    run('Texas Bank and Tr us t', 40, 64),
    run('Texas Bank and Trust Company - Member FDIC', 40, 678),
  ]);
  assert.equal(respelled('Texas Bank and Tr us t', page), 'Texas Bank and Trust');
});

test('a web address with the same letters spells no name; a name already whole stays', () => {
  const page = lines([run('Gate City Bank', 36, 42), run('gatecity.bank', 300, 678), run('GateCityBank', 40, 700)]);
  assert.equal(respelled('Gate City Bank', page), 'Gate City Bank');
});
