// The house rules of docs/architecture.md, executed: every import in src/ is parsed and checked against
// the "never imports" table there; rooms (top-level folders or files of src/) must not import each other
// in a cycle; only config.ts reads the environment. Debt that predates the rules is listed by file below,
// and an entry that no longer occurs fails too, so the list can only shrink.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'src');

/** Known violations, `file -> room` (issue 13 item 1 removes them: pipeline ports, store importing nothing). */
const DEBT = new Set([
  'pipeline/run.ts -> jobs',
  'pipeline/run.ts -> llm',
  'pipeline/application/read.ts -> llm',
  'pipeline/image/prompt.ts -> llm',
  'pipeline/image/read.ts -> llm',
  'pipeline/ocr/read.ts -> llm',
  'store/webhooks.ts -> events',
  'store/audit.ts -> ids',
  'store/tenants.ts -> ids',
  'store/webhooks.ts -> ids',
]);

export interface SourceFile {
  /** path relative to src/, with forward slashes */
  file: string;
  text: string;
}

export interface Rules {
  /** room → rooms it must never import (`*`: none of ours) */
  never: Map<string, Set<string>>;
}

export const roomOf = (file: string): string => {
  const parts = file.split('/');
  return parts.length === 1 ? parts[0].replace(/\.ts$/, '') : parts[0];
};

/** The "never imports" table of docs/architecture.md. */
export function readRules(markdown: string): Rules {
  const section = markdown.split(/^## House rules/m)[1] ?? '';
  const never = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || cells[1] === 'room' || /^-+$/.test(cells[1]) || !cells[1]) continue;
    never.set(cells[1], new Set(cells[2].split(',').map((c) => c.trim()).filter(Boolean)));
  }
  return { never };
}

/** Each relative import of a file, as `file -> room` (imports inside one room are not edges). */
export function edgesOf(f: SourceFile): string[] {
  const info = ts.preProcessFile(f.text, true, true);
  const out: string[] = [];
  for (const imp of info.importedFiles) {
    if (!imp.fileName.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(f.file), imp.fileName));
    const to = roomOf(target);
    if (to !== roomOf(f.file)) out.push(`${f.file} -> ${to}`);
  }
  return [...new Set(out)];
}

export function violations(files: SourceFile[], rules: Rules): string[] {
  const bad: string[] = [];
  for (const f of files) {
    const banned = rules.never.get(roomOf(f.file));
    if (!banned) continue;
    for (const e of edgesOf(f)) {
      const to = e.split(' -> ')[1];
      if (banned.has('*') || banned.has(to)) bad.push(e);
    }
  }
  return bad;
}

/** Cycles between rooms (each as `a -> b -> ... -> a`), ignoring the edges in `skip`. */
export function roomCycles(files: SourceFile[], skip: Set<string>): string[] {
  const graph = new Map<string, Set<string>>();
  for (const f of files) {
    for (const e of edgesOf(f)) {
      if (skip.has(e)) continue;
      const from = roomOf(f.file);
      const to = e.split(' -> ')[1];
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  const cycles = new Set<string>();
  const visit = (node: string, trail: string[]): void => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const loop = trail.slice(at);
      const start = loop.indexOf([...loop].sort()[0]);
      cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' -> '));
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...cycles].sort();
}

function sourceFiles(dir: string): SourceFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    if (!e.name.endsWith('.ts')) return [];
    return [{ file: path.relative(src, p).split(path.sep).join('/'), text: fs.readFileSync(p, 'utf8') }];
  });
}

const files = sourceFiles(src);
const rules = readRules(fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));

test('the rules table is read from docs/architecture.md', () => {
  assert.deepEqual([...rules.never.keys()].sort(), ['config', 'money', 'pipeline', 'schemas', 'store', 'underwriting']);
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

test('only config.ts reads the environment', () => {
  const readers = files.filter((f) => f.file !== 'config.ts' && /process\.env\b/.test(f.text)).map((f) => f.file);
  assert.deepEqual(readers, []);
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
