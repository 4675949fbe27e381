// A local identity provider for tests: an ES256 key pair, its JWKS in a temp file, and a signer.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Config } from '../../src/config.ts';

export const ISSUER = 'https://idp.example.test/';
export const AUDIENCE = 'packet-parser-api';

export interface TestIdp {
  auth: Config['auth'];
  sign(claims: Record<string, unknown>, sub?: string): Promise<string>;
  close(): Promise<void>;
}

export async function testIdp(): Promise<TestIdp> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'idp-'));
  const file = path.join(dir, 'jwks.json');
  await fs.writeFile(file, JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] }));
  return {
    auth: {
      oidcIssuer: ISSUER,
      oidcAudience: AUDIENCE,
      oidcJwksUrl: null,
      oidcJwksFile: file,
      orgClaim: 'org',
      roleClaim: 'role',
      permissionsClaim: 'permissions',
    },
    // exp is far ahead so the tokens also hold under a test's fixed clock
    sign: (claims, sub = 'person_1') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(sub)
        .setExpirationTime('10y')
        .sign(privateKey),
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
