// `npm run bench`: runs every benchmark module under bench/ (each exports an async bench* function
// returning named numbers) and prints the figures. `npm run bench -- api pdf` runs only those.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const ORDER = ['api', 'pdf', 'layout', 'cli', 'llm', 'webhooks', 'rate-limit'];
// minutes of CPU: run only when named (`npm run bench -- ocr`)
const OPT_IN = ['ocr'];
const modules = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((m) => (only.length === 0 && !OPT_IN.includes(m)) || only.includes(m))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99));

let failed = 0;
for (const name of modules) {
  const mod = (await import(pathToFileURL(path.join(here, `${name}.ts`)).href)) as Record<string, unknown>;
  const fns = Object.entries(mod).filter(([k, v]) => k.startsWith('bench') && typeof v === 'function');
  for (const [fnName, fn] of fns) {
    const t0 = performance.now();
    try {
      const figures = (await (fn as () => Promise<Record<string, unknown>>)()) ?? {};
      console.log(`\n## ${name} (${fnName}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      for (const [k, v] of Object.entries(figures))
        console.log(`${k}: ${typeof v === 'number' ? v : JSON.stringify(v)}`);
    } catch (err) {
      failed++;
      console.log(`\n## ${name} (${fnName}) FAILED: ${(err as Error).stack ?? err}`);
    }
  }
}
process.exit(failed ? 1 : 0);
