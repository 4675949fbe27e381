// The house rules of docs/architecture.md, executed: every import in src/ is parsed and checked against
// the "never imports" table there; rooms (top-level folders or files of src/) must not import each other
// in a cycle; only config.ts reads the environment; review reasons are printed by reviewReason(). Debt
// that predates the rules is listed by file below, and an entry that no longer occurs fails too, so the
// list can only shrink.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partCycles, readRules, roomCycles, sourceFiles, violations, type SourceFile } from '../scripts/rooms.ts';
import { REVIEW_REASON_CODES } from '../src/schemas/review-reasons.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'src');

/** Known violations, `file -> room`: none left (issue 13 removed the last); keep it empty. */
const DEBT = new Set<string>([]);

const files = sourceFiles(src);
const rules = readRules(fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));

test('the rules table is read from docs/architecture.md', () => {
  assert.deepEqual([...rules.never.keys()].sort(), [
    'config',
    'money',
    'pipeline',
    'readers',
    'schemas',
    'store',
    'underwriting',
  ]);
  assert.ok(rules.never.get('pipeline')!.has('store'));
});

test('no room imports what the house rules forbid (beyond the listed debt)', () => {
  const found = violations(files, rules);
  assert.deepEqual(found.filter((e) => !DEBT.has(e)).sort(), []);
  // the debt list only shrinks: an entry fixed in the code must leave the list
  assert.deepEqual([...DEBT].filter((d) => !found.includes(d)).sort(), []);
});

test('no import cycle between rooms (beyond the listed debt)', () => {
  assert.deepEqual(roomCycles(files, DEBT), []);
});

test('no import loop between the parts of a room (pipeline/pdf, pipeline/intake, http/routes, ...)', () => {
  assert.deepEqual(partCycles(files), []);
});

test('the .mjs files are read too (the reader processes start from them)', () => {
  assert.ok(files.some((f) => f.file === 'readers/child.mjs'));
});

test('only config.ts reads the environment', () => {
  const readers = files.filter((f) => f.file !== 'config.ts' && /process\.env\b/.test(f.text)).map((f) => f.file);
  assert.deepEqual(readers, []);
});

/** Files still spelling a review reason by hand (none left: the list only shrinks). */
const REASON_LITERAL_DEBT = new Set<string>([]);

/**
 * Codes a string literal in this source starts with as `code:`. A bare code is not caught: the same words
 * are also excluded_reason values, fraud signals and mode-U reasons. Comment lines are skipped.
 */
function reasonLiterals(text: string): string[] {
  const code = text.replace(/^\s*(\/\/|\/\*|\*).*$/gm, '');
  const literal = new RegExp(`['"\`](${REVIEW_REASON_CODES.join('|')}):`, 'g');
  return [...code.matchAll(literal)].map((m) => m[1]!);
}

test('review reasons are printed by reviewReason(), not spelled as literals (beyond the listed debt)', () => {
  const found = files
    .filter((f) => f.file !== 'schemas/review-reasons.ts' && reasonLiterals(f.text).length)
    .map((f) => f.file);
  assert.deepEqual(
    found.filter((f) => !REASON_LITERAL_DEBT.has(f)),
    [],
  );
  assert.deepEqual(
    [...REASON_LITERAL_DEBT].filter((f) => !found.includes(f)),
    [],
  );
  assert.deepEqual(
    reasonLiterals(
      "// `missing_month:` reasons\nout.push(`missing_month:${m}`, 'failed_read', reviewReason('missing_month', m));",
    ),
    ['missing_month'],
  );
});

test('the checker catches a forbidden import, a cycle and a relative path out of a room', () => {
  const planted: SourceFile[] = [
    { file: 'pipeline/gate/index.ts', text: "import { db } from '../../store/db.ts';\nexport const x = 1;" },
    { file: 'money.ts', text: "export * from './config.ts';" },
    { file: 'jobs/a.ts', text: "import { b } from '../http/b.ts';" },
    { file: 'http/b.ts', text: "import type { a } from '../jobs/a.ts';" },
  ];
  assert.deepEqual(violations(planted, rules).sort(), ['money.ts -> config', 'pipeline/gate/index.ts -> store']);
  assert.deepEqual(roomCycles(planted, new Set()), ['http -> jobs -> http']);
});

test('the checker catches a loop inside a room, through an .mjs file and a dynamic import', () => {
  const planted: SourceFile[] = [
    { file: 'pipeline/pdf/open.ts', text: "import { sniff } from '../intake/sniff.ts';" },
    { file: 'pipeline/intake/prepare.ts', text: "export const p = () => import('../run.ts');" },
    { file: 'pipeline/run.ts', text: "import { extract } from './pdf/extract.ts';" },
    { file: 'readers/child.mjs', text: "const m = await import('./tasks.ts?tsx');" },
    { file: 'readers/tasks.ts', text: "import { x } from './child.mjs';" },
    // not loops: one direction only, and a folder's own files
    { file: 'pipeline/split/index.ts', text: "import { q } from '../pdf/quality.ts';" },
    { file: 'pipeline/gate/index.ts', text: "import { e } from './equations.ts';" },
    { file: 'pipeline/gate/equations.ts', text: "import { g } from './index.ts';" },
  ];
  assert.deepEqual(partCycles(planted), [
    'pipeline/intake -> pipeline/run -> pipeline/pdf -> pipeline/intake',
    'readers/child -> readers/tasks -> readers/child',
  ]);
  assert.deepEqual(partCycles(files.concat(planted.slice(0, 3))).length > 0, true);
});
