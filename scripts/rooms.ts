// The room-level import graph of src/, parsed once for both its readers: test/architecture.test.ts (the
// house rules of docs/architecture.md, executed) and scripts/house.ts (the printed measure). A room is a
// top-level folder or file of src/; inside a room, a *part* is one of its folders or files (`pipeline/layout`,
// `pipeline/run`): rooms must not import each other in a loop, nor the parts of one room. Both .ts and .mjs
// files are read, static and dynamic imports alike.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** path relative to src/, with forward slashes */
  file: string;
  text: string;
}

export interface Rules {
  /** room → rooms it must never import (`*`: none of ours) */
  never: Map<string, Set<string>>;
}

const SOURCE = /\.(ts|mjs)$/;

export const roomOf = (file: string): string => {
  const parts = file.split('/');
  return parts.length === 1 ? parts[0].replace(SOURCE, '') : parts[0];
};

/** The part of its room a file belongs to: `pipeline/layout/read.ts` → `pipeline/layout`; a top-level file is its own. */
export const partOf = (file: string): string => {
  const parts = file.split('/');
  return parts.length <= 2 ? file.replace(SOURCE, '') : `${parts[0]}/${parts[1]}`;
};

/** Each relative import of a file, resolved to a path relative to src/ (`?query` dropped). */
function importsOf(f: SourceFile): string[] {
  const info = ts.preProcessFile(f.text, true, true);
  return info.importedFiles
    .map((imp) => imp.fileName.split('?')[0]!)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(f.file), name)));
}

/** The "never imports" table of docs/architecture.md. */
export function readRules(markdown: string): Rules {
  const section = markdown.split(/^## House rules/m)[1] ?? '';
  const never = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || cells[1] === 'room' || /^-+$/.test(cells[1]) || !cells[1]) continue;
    never.set(
      cells[1],
      new Set(
        cells[2]
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    );
  }
  return { never };
}

/** Each relative import of a file, as `file -> room` (imports inside one room are not edges). */
export function edgesOf(f: SourceFile): string[] {
  const out: string[] = [];
  for (const target of importsOf(f)) {
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
  return cyclesOf(graph);
}

/** Loops between the parts of one room (`pipeline/pdf -> pipeline/intake -> pipeline/pdf`). */
export function partCycles(files: SourceFile[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const f of files) {
    const from = partOf(f.file);
    for (const target of importsOf(f)) {
      const to = partOf(target);
      if (to !== from && roomOf(target) === roomOf(f.file)) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return cyclesOf(graph);
}

/** Every elementary cycle of a small graph, each once, starting at its least node. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
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

/** Every .ts and .mjs file under `dir`, named relative to `base` (src/). */
export function sourceFiles(dir: string, base = dir): SourceFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p, base);
    if (!SOURCE.test(e.name)) return [];
    return [{ file: path.relative(base, p).split(path.sep).join('/'), text: fs.readFileSync(p, 'utf8') }];
  });
}
