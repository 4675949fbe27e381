#!/usr/bin/env node
// Runs the compiled command (dist/, built by `npm ci` through `prepare`, or `npm run build`): no
// TypeScript is transpiled at start. `npm run dev -- <command>` runs the sources through tsx instead.
import { existsSync } from 'node:fs';
import module from 'node:module';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('packet-parser: dist/ is missing; run `npm run build` (npm ci does it)');
  process.exit(1);
}
// Node 22+ keeps the compiled code of the command's modules between runs (`--help` 0.11 → 0.08 s on Node 24,
// docs/cli.md); Node 20 has no such cache. The folder goes with the build; one that cannot be written (a
// read-only install) only means no cache.
module.enableCompileCache?.(new URL('../dist/.compile-cache', import.meta.url).pathname);
await import(entry.href);
