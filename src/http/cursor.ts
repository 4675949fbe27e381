// The one cursor codec for every listing: an opaque base64url of the last row's sort key, either
// [timestamp ISO, id] (keyset on created_at, id) or a sequence number (the audit log). A cursor this API
// did not hand out is a 422 on `query.cursor`.
import { invalidField } from '../errors.ts';

const invalidCursor = (cursor: string) =>
  invalidField(['query', 'cursor'], 'invalid cursor', {
    input: cursor,
    message: 'cursor is not a cursor this API returned',
  });

export function encodeCursor(at: Date | string, id: string): string {
  return Buffer.from(JSON.stringify([new Date(at).toISOString(), id])).toString('base64url');
}

/** [timestamp ISO, id]. */
export function decodeCursor(cursor: string): [string, string] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      !Number.isNaN(Date.parse(v[0])) &&
      typeof v[1] === 'string'
    )
      return [v[0], v[1]];
  } catch {
    // fall through
  }
  throw invalidCursor(cursor);
}

export const encodeSeqCursor = (seq: number): string => Buffer.from(`a:${seq}`).toString('base64url');

export function decodeSeqCursor(cursor: string): number {
  const m = /^a:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw invalidCursor(cursor);
  return Number(m[1]);
}
