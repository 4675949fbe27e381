#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so `npm ci` is the only build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
try {
  const code = await main(process.argv.slice(2));
  if (code !== null) process.exit(code);
} catch (err) {
  console.error(`packet-parser: ${err instanceof Error ? err.message : String(err)}`);
  if (process.env.LOG_LEVEL === 'debug' && err instanceof Error) console.error(err.stack);
  process.exit(1);
}
