// Types of ./build-stamp.mjs (plain JavaScript: scripts/build.mjs imports it without tsx).
export function walk(dir: string): string[];
export function builtFromSources(root: string): boolean;
