// The API process must never load pdfjs-dist: its legacy build installs core-js polyfills that replace
// the global JSON.stringify with a much slower one (every response body pays). PDFs are read in child
// processes only; this test fails if an import chain drags pdfjs into the API process again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('loading the CLI and the service keeps the native JSON.stringify', () => {
  const script =
    "const native = JSON.stringify; await import('./src/cli.ts'); await import('./src/service.ts'); process.stdout.write(String(native === JSON.stringify));";
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
  }).toString();
  assert.equal(out, 'true');
});

test('the compiled command (dist/) reaches pdfjs only in the reader', async () => {
  const fs = await import('node:fs');
  const dist = new URL('../../dist/', import.meta.url);
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  assert.ok(
    files.includes('main.js') && fs.existsSync(new URL('reader.cjs', dist)),
    'run npm run build (npm test does it)',
  );
  const text = (f: string) => fs.readFileSync(new URL(f, dist), 'utf8');
  const loadsPdfjs = (f: string) => /(?:from|import)\s*\(?\s*["']pdfjs-dist/.test(text(f));
  // every chunk a file can load, statically or lazily (a command's lazy import runs in that process too)
  const reach = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const m of text(f).matchAll(/(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)) visit(m[1]!);
    };
    visit(entry);
    return seen;
  };
  assert.deepEqual([...reach('main.js')].filter(loadsPdfjs), [], 'the command (API process) never loads pdfjs');
  // the reader is one script with pdfjs inside (scripts/build.mjs)
  assert.match(text('reader.cjs'), /node_modules\/pdfjs-dist\/legacy\/build\/pdf\.worker\.mjs/, 'the reader does');
});
