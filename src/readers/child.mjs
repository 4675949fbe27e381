// Entry of a PDF reader child process (see ./pool.ts): loads the task runner, answers one task at a time
// over IPC.
// - Compiled (dist/): reader.cjs sits beside this file, pdfjs and the task runner in one script, loaded
//   with V8's code cache (./code-cache.mjs); a reader that found no usable cache writes one after its
//   first task, so the next readers skip compiling what it compiled.
// - From the sources: pdfjs (3 MB of JavaScript) is loaded by ./pdfjs.mjs before tsx is registered
//   (through tsx's loader it takes seconds), then the task runner through tsx.
const { existsSync } = await import('node:fs');
const { fileURLToPath } = await import('node:url');

let run;
let afterFirstTask = () => {};
const bundle = new URL('./reader.cjs', import.meta.url);
if (existsSync(bundle)) {
  const { loadWithCodeCache } = await import('./code-cache.mjs');
  const reader = loadWithCodeCache(fileURLToPath(bundle));
  run = reader.exports.default;
  if (!reader.cached) afterFirstTask = reader.save;
} else {
  await import('./pdfjs.mjs');
  // Every TypeScript module of the reader goes through tsx, the ones a task imports later too: Node 20 loads
  // no .ts, and Node 22.18+/24 strips types but refuses TypeScript-only syntax (a parameter property) that
  // tsx compiles (a whole job in a reader failed as `corrupt` whenever dist/ was stale)
  const { register } = await import('tsx/esm/api');
  register();
  run = (await import('./tasks.ts')).default;
}

process.on('message', async (msg) => {
  if (!msg || typeof msg.id !== 'number') return;
  try {
    process.send({ id: msg.id, result: await run(msg.task, (note) => process.send({ id: msg.id, note })) });
  } catch (e) {
    process.send({ id: msg.id, callerError: `${e?.name ?? 'Error'}: ${e?.message ?? String(e)}` });
  }
  const save = afterFirstTask;
  afterFirstTask = () => {};
  save();
});
process.on('disconnect', () => process.exit(0)); // the parent went away
process.send({ ready: true });
