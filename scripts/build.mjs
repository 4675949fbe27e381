#!/usr/bin/env node
// `npm run build` (and `prepare`, so `npm ci` leaves it done): compiles src/ to dist/ with tsc and copies
// the files tsc does not emit (SQL migrations, the PDF reader's .mjs entry). The bin and `npm start` run
// dist/, never TypeScript. `--if-stale` skips the build when dist/ is newer than every file under src/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.built');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const files = walk(src);
if (process.argv.includes('--if-stale') && fs.existsSync(stamp)) {
  const built = fs.statSync(stamp).mtimeMs;
  const extra = ['tsconfig.json', 'tsconfig.build.json', 'package-lock.json'].map((f) => path.join(root, f));
  if ([...files, ...extra].every((f) => !fs.existsSync(f) || fs.statSync(f).mtimeMs <= built)) process.exit(0);
}
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
for (const f of files.filter((f) => !f.endsWith('.ts'))) {
  const to = path.join(dist, path.relative(src, f));
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(f, to);
}
fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
