// Loads a CommonJS script with V8's code cache: the bytecode of every function the script had compiled
// when the cache was written, so a new reader process skips parsing and compiling them (Node 20 keeps no
// compiled code for ES modules; Node 22's module.enableCompileCache does what this does).
//
// The cache lives in `.code-cache/` beside the script, one file per script content, Node version,
// architecture and V8 flags (a heap limit is a flag). V8 checks a cache against its own version, flags and
// the source's length and refuses a mismatch (the script then compiles as without a cache); the content
// hash in the name (`<script>.sha256`, written with the script by scripts/build.mjs), and the script's
// modification time, keep a cache from being offered to a changed script of the same length (V8 would take
// it and run the old bytecode). No hash file, or a folder that cannot be written
// (a read-only install), means no cache, never a failure.
import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Runs `file` as a CommonJS module and returns its exports, with `cached` (a cache was offered and V8
 * took it) and `save()` (writes the cache of what has been compiled so far; call it once the script
 * has done typical work, so its lazily compiled functions are in it too).
 */
export function loadWithCodeCache(file) {
  const bytes = fs.readFileSync(file);
  // an ASCII script becomes a one-byte string: twice as fast to make and to scan as UTF-16
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  let cacheFile = null;
  let cachedData;
  try {
    const content = fs.readFileSync(`${file}.sha256`, 'latin1').trim().slice(0, 32);
    const { mtimeMs } = fs.statSync(file);
    const run = fnv1a(`${mtimeMs}\0${process.version}\0${process.arch}\0${process.execArgv.join('\0')}`);
    cacheFile = path.join(path.dirname(file), '.code-cache', `${path.basename(file)}-${content}-${run}.bin`);
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    // no hash file (no cache), or no cache yet
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapped, {
    filename: file,
    cachedData,
    // a dynamic import() in the script (pdfjs's fallbacks) loads as it would in a module of the process
    importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cached = cachedData !== undefined && !script.cachedDataRejected;
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  const save = () => {
    if (!cacheFile) return;
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    try {
      fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
      removeStale(path.dirname(cacheFile));
      fs.writeFileSync(tmp, script.createCachedData());
      fs.renameSync(tmp, cacheFile); // whole or not at all: a reader starting meanwhile never reads half a file
    } catch {
      fs.rmSync(tmp, { force: true });
    }
  };
  return { exports: module.exports, cached, save };
}

/** Half-written caches of readers killed while writing (a pool kills its readers when it is done). */
function removeStale(dir) {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name.endsWith('.tmp') && Date.now() - fs.statSync(file).mtimeMs > 60_000) fs.rmSync(file, { force: true });
  }
}

/** 32-bit FNV-1a of a string, in hex: names a cache file after what the process runs with. */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}
