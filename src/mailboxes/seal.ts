// Secrets at rest (OAuth grants, PKCE verifiers): AES-256-GCM under a key from MAILBOX_GRANT_KEYS. The
// sealed text names its key, so keys rotate: the first key seals, every listed key still opens. The
// associated data binds a sealed text to its row (a grant copied onto another mailbox does not open).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SealKey {
  id: string;
  key: Buffer;
}

const b64 = (b: Buffer) => b.toString('base64url');

export class SealError extends Error {}

export function seal(keys: readonly SealKey[], plaintext: string, boundTo: string): string {
  const current = keys[0];
  if (!current) throw new SealError('no sealing key: set MAILBOX_GRANT_KEYS');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', current.id, b64(iv), b64(cipher.getAuthTag()), b64(ct)].join('.');
}

export function unseal(keys: readonly SealKey[], sealed: string, boundTo: string): string {
  const [version, keyId, iv, tag, ct] = sealed.split('.');
  if (version !== 'v1' || !keyId || iv === undefined || tag === undefined || ct === undefined)
    throw new SealError('not a sealed value');
  const k = keys.find((x) => x.id === keyId);
  if (!k) throw new SealError(`sealing key ${keyId} is not in MAILBOX_GRANT_KEYS`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError(`sealed value does not open with key ${keyId}`);
  }
}

/** The key id a sealed text was sealed with (a grant under an older key is sealed again when next written). */
export const sealedKeyId = (sealed: string): string | undefined => sealed.split('.')[1];
