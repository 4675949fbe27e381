// Control characters in text from outside. PostgreSQL refuses U+0000 in text and jsonb (a 500 on any
// insert), and the other C0 controls and DEL have no place in a name, an address, a URL or a subject;
// tab, line feed and carriage return are ordinary text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/** `U+0000` for the first control character of `s`, or null when it has none. */
export function firstControl(s: string): string | null {
  const m = CONTROL.exec(s);
  return m ? `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** What a message says, minus its control characters (an email is stored, never refused, for them). */
export function withoutControls(s: string): string {
  return s.replace(CONTROLS, '');
}

/** The path to the first string or property name in a JSON value that holds a control character. */
export function controlPath(
  value: unknown,
  path: Array<string | number> = [],
): { path: Array<string | number>; char: string } | null {
  if (typeof value === 'string') {
    const char = firstControl(value);
    return char ? { path, char } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [k, v] of Object.entries(value)) {
      const char = firstControl(k);
      if (char) return { path: [...path, k], char };
      const found = controlPath(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}
