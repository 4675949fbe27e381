// Whether dist/ holds a build of the sources as they are now. scripts/build.mjs stamps dist/.built when a
// build ends; a build is current when no input (a file under src/, package-lock.json, the build script) is
// newer than its stamp. `build.mjs --if-stale` then skips building, and a reader pool running from the
// sources (tests, `npm run dev`) starts the compiled reader (src/readers/pool.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`. */
export function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** True when `root`'s dist/ was built after every input last changed; false with no build or a stale one. */
export function builtFromSources(root) {
  try {
    const built = fs.statSync(path.join(root, 'dist', '.built')).mtimeMs;
    const inputs = [
      ...walk(path.join(root, 'src')),
      ...['package-lock.json', 'scripts/build.mjs'].map((f) => path.join(root, f)),
    ];
    return inputs.every((f) => fs.statSync(f).mtimeMs <= built);
  } catch {
    return false; // no stamp (never built), or an input vanished meanwhile
  }
}
