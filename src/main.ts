// The process entry of the packet-parser command: runs a command and turns its outcome into an exit code.
// bin/packet-parser.js runs the compiled copy (dist/main.js); `npm run dev --` runs this file through tsx.
import { main } from './cli.ts';
import { debugStacks } from './config.ts';

/** Resolves once everything written to the stream so far has been handed to the OS (a pipe's reader may be slow). */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}

// Never exit before stdout and stderr are drained: process.exit() drops what a pipe has not taken yet.
async function exit(code: number): Promise<void> {
  process.exitCode = code;
  await Promise.all([drained(process.stdout), drained(process.stderr)]);
  process.exit(code); // a handle a command left open must not keep the command alive
}

try {
  const code = await main(process.argv.slice(2));
  if (code !== null) await exit(code);
} catch (err) {
  console.error(`packet-parser: ${err instanceof Error ? err.message : String(err)}`);
  if (debugStacks() && err instanceof Error) console.error(err.stack);
  await exit(1);
}
