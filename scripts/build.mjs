#!/usr/bin/env node
// `npm run build` (and `prepare`, so `npm ci` leaves it done): bundles the command into dist/ with esbuild
// so the bin, `npm start` and the PDF reader processes run plain JavaScript: no transpiling at start, and a
// few files to load instead of ~1,200 (typebox, kysely, openai are bundled; what loads native code, wasm
// or files beside itself stays external). Types are checked by `npm run typecheck`, not here.
// Layout: dist/main.js (the command), dist/worker.js + dist/child.mjs + dist/pdfjs.mjs (a PDF reader), shared
// chunks, and dist/migrations/ (found beside the chunk holding src/store/db.ts). `--if-stale` skips an
// up-to-date build.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.built');

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

if (process.argv.includes('--if-stale') && fs.existsSync(stamp)) {
  const built = fs.statSync(stamp).mtimeMs;
  const inputs = [...walk(src), path.join(root, 'package-lock.json'), new URL(import.meta.url).pathname];
  if (inputs.every((f) => fs.statSync(f).mtimeMs <= built)) process.exit(0);
}

// A module that finds a file beside itself (import.meta.url) finds it beside its chunk in dist/, so each
// one is known here and its files copied below; a new one must be added, not discovered broken at run time.
const BESIDE = { 'pipeline/pdf/pool.ts': 'child.mjs', 'store/db.ts': 'migrations/' };
const unknown = walk(src)
  // createRequire(import.meta.url) only resolves packages, which dist/ (beside node_modules) finds the same way
  .filter(
    (f) =>
      f.endsWith('.ts') &&
      /import\.meta\.(url|dirname|filename)/.test(
        fs.readFileSync(f, 'utf8').replaceAll('createRequire(import.meta.url)', ''),
      ),
  )
  .map((f) => path.relative(src, f))
  .filter((f) => !(f in BESIDE));
if (unknown.length) {
  console.error(
    `build: ${unknown.join(', ')} read files beside themselves; copy them into dist/ in scripts/build.mjs and list them in BESIDE`,
  );
  process.exit(1);
}

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(src, 'main.ts'), worker: path.join(src, 'pipeline/pdf/worker.ts') },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunk-[hash]',
  external: [
    'tesseract.js',
    '@tesseract.js-data/*',
    'onnxruntime-node',
    '@gutenye/*',
    'pdfjs-dist',
    '@electric-sql/pglite',
    '@napi-rs/canvas',
    'pino',
    'fastify',
    '@fastify/*',
    'pg',
    'ioredis',
    'piscina',
    'undici',
    'tsx',
  ],
  // bundled CommonJS (pdf-lib) may require() node built-ins
  banner: {
    js: "import { createRequire as __ppRequire } from 'node:module'; const require = __ppRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
for (const f of ['child.mjs', 'pdfjs.mjs']) fs.copyFileSync(path.join(src, 'pipeline/pdf', f), path.join(dist, f));
fs.cpSync(path.join(src, 'store/migrations'), path.join(dist, 'migrations'), { recursive: true });
fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
