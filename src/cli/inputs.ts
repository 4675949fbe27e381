// `parse FILE|DIR|GLOB...` → the files to read, in a stable order. A directory gives every file under it
// (hidden ones aside), a glob (quoted, so the shell left it alone) every file it matches; a path that is
// neither stays in the list so the batch reports it as failed instead of silently dropping it.
import fs from 'node:fs/promises';
import path from 'node:path';

const GLOB_CHARS = /[*?[]/;

async function walk(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(p)));
    else if (e.isFile()) out.push(p);
  }
  return out;
}

/** `*` and `?` stay within one path segment, `**` crosses them, `[abc]` is a character class. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end < 0) re += '\\[';
      else {
        re += `[${glob.slice(i + 1, end).replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

async function expandGlob(glob: string): Promise<string[]> {
  const parts = glob.split('/');
  const fixed = parts.findIndex((p) => GLOB_CHARS.test(p));
  const base = parts.slice(0, fixed).join('/') || (glob.startsWith('/') ? '/' : '.');
  const re = globToRegExp(parts.slice(fixed).join('/'));
  const files = await walk(base).catch(() => []);
  return files.filter((f) => re.test(path.relative(base, f).split(path.sep).join('/')));
}

export async function expandInputs(args: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const arg of args) {
    const stat = await fs.stat(arg).catch(() => null);
    if (stat?.isDirectory()) out.push(...(await walk(arg)));
    else if (!stat && GLOB_CHARS.test(arg)) {
      const matched = await expandGlob(arg);
      out.push(...(matched.length ? matched : [arg])); // a glob matching nothing is reported, not ignored
    } else out.push(arg);
  }
  return [...new Set(out)];
}
