#!/usr/bin/env node
// `npm run build` (and `prepare`, so `npm ci` leaves it done): bundles the command into dist/ with esbuild
// so the bin, `npm start` and the PDF reader processes run plain JavaScript: no transpiling at start, and a
// few files to load instead of ~1,200 (typebox, kysely, openai are bundled; what loads native code, wasm
// or files beside itself stays external). Types are checked by `npm run typecheck`, not here.
// Layout: dist/main.js (the command) and its shared chunks, dist/migrations/ (found beside the chunk holding
// src/store/db.ts), and a PDF reader: dist/child.mjs (the process entry), dist/code-cache.mjs and
// dist/reader.cjs (pdfjs and the task runner in one CommonJS script, so that readers start from V8's code
// cache). `--if-stale` skips an up-to-date build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { builtFromSources, walk } from '../src/build-stamp.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.built'); // see ../src/build-stamp.mjs

if (process.argv.includes('--if-stale') && builtFromSources(root)) process.exit(0);

// A module that finds a file beside itself (import.meta.url) finds it beside its chunk in dist/, so each
// one is known here and its files copied below; a new one must be added, not discovered broken at run time.
const BESIDE = { 'readers/pool.ts': 'child.mjs', 'store/db.ts': 'migrations/', 'http/console.ts': 'console/' };
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
  entryPoints: { main: path.join(src, 'main.ts') },
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
    'undici',
    'tsx',
  ],
  // bundled CommonJS (pdf-lib) may require() node built-ins
  banner: {
    js: "import { createRequire as __ppRequire } from 'node:module'; const require = __ppRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// The reader: one CommonJS script (V8 keeps code caches for scripts, not for ES modules in Node 20). Only
// what loads native code or wasm stays outside. pdfjs finds its own copy of @napi-rs/canvas from where it
// is installed (`import.meta.url` in its files becomes that place); the rest of the script resolves from
// dist/, as the chunks do.
const pdfjsPlace = {
  name: 'pdfjs-place',
  setup(b) {
    b.onLoad({ filter: /[\\/]pdfjs-dist[\\/]legacy[\\/]build[\\/][^\\/]+\.mjs$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, 'utf8')).replaceAll('import.meta.url', '__pdfjsUrl'),
      loader: 'js',
    }));
  },
};
await build({
  entryPoints: [path.join(src, 'readers/bundle.mjs')],
  outfile: path.join(dist, 'reader.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['tesseract.js', '@tesseract.js-data/*', 'onnxruntime-node', '@gutenye/*', '@napi-rs/canvas', 'tsx'],
  plugins: [pdfjsPlace],
  define: { 'import.meta.url': '__readerUrl' },
  banner: {
    js: [
      "var __readerUrl = require('node:url').pathToFileURL(__filename).href;",
      "var __pdfjsUrl = require('node:url').pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;",
    ].join(' '),
  },
  logLevel: 'error',
});
// esbuild leaves non-ASCII characters in regular expressions; escaped (the same pattern), the script is
// ASCII and loads as a one-byte string (./code-cache.mjs). Its content hash names its code caches.
const reader = path.join(dist, 'reader.cjs');
const readerText = fs
  .readFileSync(reader, 'utf8')
  .replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
fs.writeFileSync(reader, readerText);
fs.writeFileSync(`${reader}.sha256`, `${crypto.createHash('sha256').update(readerText).digest('hex')}\n`);
for (const f of ['child.mjs', 'code-cache.mjs']) fs.copyFileSync(path.join(src, 'readers', f), path.join(dist, f));
fs.cpSync(path.join(src, 'store/migrations'), path.join(dist, 'migrations'), { recursive: true });
fs.cpSync(path.join(src, 'http/console'), path.join(dist, 'console'), { recursive: true });
fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
