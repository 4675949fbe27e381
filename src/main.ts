// The process entry of the packet-parser command: runs a command and turns its outcome into an exit code.
// bin/packet-parser.js runs the compiled copy (dist/main.js); `npm run dev --` runs this file through tsx.
import { main } from './cli.ts';
import { debugStacks } from './config.ts';

try {
  const code = await main(process.argv.slice(2));
  if (code !== null) process.exit(code);
} catch (err) {
  console.error(`packet-parser: ${err instanceof Error ? err.message : String(err)}`);
  if (debugStacks() && err instanceof Error) console.error(err.stack);
  process.exit(1);
}
