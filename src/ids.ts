// Opaque identifiers with a type prefix (job_…, key_…, evt_…), random and URL-safe.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

// Entropy drawn 4 KiB at a time: one CSPRNG call per ~200 ids instead of one per id (request ids are
// made on every request). Same generator, same bytes; only the batching differs.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

function poolBytes(length: number): Buffer {
  if (length > POOL_BYTES) return randomBytes(length);
  if (offset + length > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const out = pool.subarray(offset, offset + length);
  offset += length;
  return out;
}

export function randomToken(length: number): string {
  const bytes = poolBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! & 31];
  return out;
}

export const newId = (prefix: string, length = 20): string => `${prefix}_${randomToken(length)}`;
