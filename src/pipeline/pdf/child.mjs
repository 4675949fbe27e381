// Entry of a PDF reader child process (see ./pool.ts). Loads the task runner (compiled, or the TypeScript
// through tsx registered here when the parent did not pass it on), answers one task at a time over IPC.
// pdfjs (3 MB of JavaScript) is loaded before tsx is registered: through tsx's loader it takes seconds.
// `globalThis.pdfjsWorker` lets pdfjs run its in-process worker without importing it again.
//
// pdfjs's legacy build installs core-js, which replaces some built-ins V8 already has with JavaScript
// (pdfjs 5.6: Array.prototype.push, JSON.parse, JSON.stringify, Function.prototype.toString) for edge
// cases no reader reaches (lengths past 2^32, JSON.rawJSON): every push in the reader, pdfjs's and the
// pipeline's, ran a JavaScript loop. The natives are put back; what core-js adds (methods V8 lacks) stays.
const BUILTINS = [
  Object,
  Object.prototype,
  Function.prototype,
  Array,
  Array.prototype,
  String,
  String.prototype,
  Number,
  Number.prototype,
  Math,
  JSON,
  Promise,
  Promise.prototype,
  Map.prototype,
  Set.prototype,
  RegExp.prototype,
  Uint8Array,
  Uint8Array.prototype,
  ArrayBuffer.prototype,
];
const natives = BUILTINS.map((o) => [o, Object.getOwnPropertyDescriptors(o)]);
await import('pdfjs-dist/legacy/build/pdf.mjs');
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
for (const [o, before] of natives) {
  for (const key of Reflect.ownKeys(before)) {
    const was = before[key];
    if (typeof was.value === 'function' && o[key] !== was.value) Object.defineProperty(o, key, was);
  }
}

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
