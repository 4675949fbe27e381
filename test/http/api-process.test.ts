// The API process must never load pdfjs-dist: its legacy build installs core-js polyfills that replace
// the global JSON.stringify with a much slower one (every response body pays). PDFs are read in child
// processes only; this test fails if an import chain drags pdfjs into the API process again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('loading the CLI and the service keeps the native JSON.stringify', () => {
  const script = "const native = JSON.stringify; await import('./src/cli.ts'); await import('./src/service.ts'); process.stdout.write(String(native === JSON.stringify));";
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root }).toString();
  assert.equal(out, 'true');
});
