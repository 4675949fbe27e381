// API key format `pk_live_<prefix>_<secret>`: the prefix finds the row, the secret is checked against a
// stored sha256 in constant time. The secret is 40 random base32 characters (200 bits), so a plain hash
// is enough: no password-stretching needed for a secret no person chose.
import { createHash, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../ids.ts';

export interface NewKeyMaterial {
  key: string;
  prefix: string;
  secretHash: string;
}

export function generateKeyMaterial(): NewKeyMaterial {
  const prefix = randomToken(12);
  const secret = randomToken(40);
  return { key: `pk_live_${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function parseKey(key: string): { prefix: string; secret: string } | null {
  const m = /^pk_live_([0-9a-z]{12})_([0-9a-z]{40})$/.exec(key);
  return m ? { prefix: m[1]!, secret: m[2]! } : null;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
