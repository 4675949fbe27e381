// Keyset cursors for every listing: an opaque base64url of [timestamp ISO, id], the last row's sort key.
import { ApiError } from '../errors.ts';

export function encodeCursor(at: Date | string, id: string): string {
  return Buffer.from(JSON.stringify([new Date(at).toISOString(), id])).toString('base64url');
}

/** [timestamp ISO, id]; a cursor this API did not hand out is a 422 on `query.cursor`. */
export function decodeCursor(cursor: string): [string, string] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && !Number.isNaN(Date.parse(v[0])) && typeof v[1] === 'string') return [v[0], v[1]];
  } catch {
    // fall through
  }
  throw new ApiError('validation_error', 'cursor is not a cursor this API returned', {}, [{ loc: ['query', 'cursor'], msg: 'invalid cursor', type: 'value_error', input: cursor, ctx: {} }]);
}
