#!/usr/bin/env node
// Runs the compiled command (dist/, built by `npm ci` through `prepare`, or `npm run build`): no
// TypeScript is transpiled at start. `npm run dev -- <command>` runs the sources through tsx instead.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('packet-parser: dist/ is missing; run `npm run build` (npm ci does it)');
  process.exit(1);
}
await import(entry.href);
