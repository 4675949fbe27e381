// Entry of a PDF reader child process (see ./pool.ts). Loads the task runner (compiled, or the TypeScript
// through tsx registered here when the parent did not pass it on), answers one task at a time over IPC.
// pdfjs (3 MB of JavaScript) is loaded before tsx is registered: through tsx's loader it takes seconds.
// ./pdfjs.mjs loads it and puts back the built-ins its core-js replaces.
await import('./pdfjs.mjs');

// Compiled (dist/): worker.js sits beside this file. From the sources: worker.ts, through tsx.
const { existsSync } = await import('node:fs');
let mod;
try {
  mod = await import(existsSync(new URL('./worker.js', import.meta.url)) ? './worker.js' : './worker.ts');
} catch (e) {
  if (e?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
  const { register } = await import('tsx/esm/api');
  register();
  mod = await import('./worker.ts?tsx'); // a failed import stays cached under its URL
}
const run = mod.default;

process.on('message', async (msg) => {
  if (!msg || typeof msg.id !== 'number') return;
  try {
    process.send({ id: msg.id, result: await run(msg.task, (note) => process.send({ id: msg.id, note })) });
  } catch (e) {
    process.send({ id: msg.id, callerError: `${e?.name ?? 'Error'}: ${e?.message ?? String(e)}` });
  }
});
process.on('disconnect', () => process.exit(0)); // the parent went away
process.send({ ready: true });
