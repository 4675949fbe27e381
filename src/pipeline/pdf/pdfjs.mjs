// Loads pdfjs's legacy build for a process that reads PDFs itself: a reader (./child.mjs) and a test process
// (scripts/test.mjs preloads it, before tsx: through tsx's loader pdfjs takes seconds of CPU to load).
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
