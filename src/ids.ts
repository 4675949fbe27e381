// Opaque identifiers with a type prefix (job_…, key_…, evt_…), random and URL-safe.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! & 31];
  return out;
}

export const newId = (prefix: string, length = 20): string => `${prefix}_${randomToken(length)}`;
