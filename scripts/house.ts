// The house measured: the longest functions in src/ (file:line, lines) by the TypeScript compiler's own
// parse, and the import cycles between rooms and inside rooms by the parser test/architecture.test.ts uses. Run it before
// and after a change to the structure: `npm run house` (`-- --top=20` for more functions).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { partCycles, readRules, roomCycles, sourceFiles, violations, type SourceFile } from './rooms.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = path.join(root, 'src');

export interface FunctionLength {
  name: string;
  file: string;
  line: number;
  lines: number;
}

/** A function's name as a reader would search for it: declared, assigned to, or the property it sits in. */
function nameOf(node: ts.SignatureDeclaration, sf: ts.SourceFile): string {
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(sf);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(sf).slice(0, 40)})`;
  return '(anonymous)';
}

/** Every function with a body (declarations, methods, arrows, expressions), with its length in lines. */
export function functionLengths(f: SourceFile): FunctionLength[] {
  const sf = ts.createSourceFile(f.file, f.text, ts.ScriptTarget.Latest, true);
  const out: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.end).line;
      out.push({ name: nameOf(node, sf), file: f.file, line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Pure stages read in one sitting; layout/ and gate/ are being split by their own issue. */
export const PIPELINE_MAX_LINES = 100;
export const longInPipeline = (file: string, lines: number): boolean =>
  file.startsWith('pipeline/') && !/^pipeline\/(layout|gate)\//.test(file) && lines > PIPELINE_MAX_LINES;

function main(): void {
  const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 10);
  const files = sourceFiles(src);
  const all = files
    .filter((f) => f.file.endsWith('.ts'))
    .flatMap(functionLengths)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  console.log(`longest functions in src/ (top ${top}):`);
  for (const fn of all.slice(0, top))
    console.log(`  ${String(fn.lines).padStart(4)} lines  src/${fn.file}:${fn.line}  ${fn.name}`);
  const long = all.filter((fn) => longInPipeline(fn.file, fn.lines));
  console.log(`functions over ${PIPELINE_MAX_LINES} lines in src/pipeline (layout/ and gate/ aside): ${long.length}`);
  for (const fn of long) console.log(`  ${String(fn.lines).padStart(4)} lines  src/${fn.file}:${fn.line}  ${fn.name}`);
  const cycles = roomCycles(files, new Set());
  console.log(`room-level import cycles: ${cycles.length}`);
  for (const c of cycles) console.log(`  ${c}`);
  const loops = partCycles(files);
  console.log(`import loops inside rooms: ${loops.length}`);
  for (const c of loops) console.log(`  ${c}`);
  const rules = readRules(fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));
  const bad = violations(files, rules).sort();
  console.log(`imports the house rules forbid: ${bad.length}`);
  for (const e of bad) console.log(`  ${e}`);
}

// run as a script, not when imported for functionLengths
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
