// What loading pdfjs's legacy build does to the process's globals, undone. Import this module before pdfjs
// (it notes the globals when it is evaluated) and call `restoreGlobals()` once pdfjs has loaded.
//
// - pdfjs installs core-js, which replaces some built-ins V8 already has with JavaScript (pdfjs 5.6:
//   Array.prototype.push, JSON.parse, JSON.stringify, Function.prototype.toString) for edge cases no
//   reader reaches (lengths past 2^32, JSON.rawJSON): every push in the reader, pdfjs's and the
//   pipeline's, ran a JavaScript loop. The natives are put back; what core-js adds (methods V8 lacks) stays.
// - pdfjs checks `Response.prototype.bytes` as it loads (to add it where missing; Node 20 has it). The
//   first touch of the global `Response` loads Node's whole fetch implementation (undici): ~65 ms of CPU
//   in every reader, which never fetches (pdfjs reads its resources with fs in Node). While pdfjs loads,
//   `Response` is a stand-in that has `bytes`; the real one is put back untouched.
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
const response = Object.getOwnPropertyDescriptor(globalThis, 'Response');
if (response)
  Object.defineProperty(globalThis, 'Response', {
    configurable: true,
    writable: true,
    value: class Response {
      bytes() {}
    },
  });

export function restoreGlobals() {
  if (response) Object.defineProperty(globalThis, 'Response', response);
  for (const [o, before] of natives) {
    for (const key of Reflect.ownKeys(before)) {
      const was = before[key];
      if (typeof was.value === 'function' && o[key] !== was.value) Object.defineProperty(o, key, was);
    }
  }
}
