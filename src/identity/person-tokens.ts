// Person access tokens: a JWT from the identity provider, verified with jose against the configured
// issuer, audience and JWKS (remote URL or a local file). Only asymmetric algorithms are accepted, so
// `alg: none` and HS* (including the "HMAC keyed with the public key" confusion) are refused. The
// organization claim names the tenant (its id or its name); the permissions claim, when present, is
// exactly what the person may do, otherwise the role claim maps through the spec's Roles table.
import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../store/db.ts';
import { findTenantByOrg, type TenantRow } from '../store/tenants.ts';
import { effectiveModules } from './modules.ts';
import { isPermission, ROLES, type Caller, type Permission, type Role } from './permissions.ts';

export const ALLOWED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Seconds of clock skew forgiven on exp/nbf/iat. */
export const CLOCK_TOLERANCE_SECONDS = 30;

export interface PersonTokenOptions {
  issuer: string;
  audience: string;
  jwks: { url: string } | { keys: JSONWebKeySet };
  orgClaim: string;
  roleClaim: string;
  permissionsClaim: string;
  /** The tenant an organization claim names, or undefined (unknown org → 401). */
  findTenant: (org: string) => Promise<TenantRow | undefined>;
  now: () => Date;
  /** Told why a token was refused (the client only ever sees 401). */
  onRefused?: (reason: string) => void;
}

/** A claim by its literal name (namespaced claims contain dots), else by a dotted path (`o.id`). */
export function claimAt(payload: JWTPayload, name: string): unknown {
  if (Object.hasOwn(payload, name)) return payload[name];
  let v: unknown = payload;
  for (const part of name.split('.')) {
    if (!v || typeof v !== 'object' || !Object.hasOwn(v, part)) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

const stringList = (v: unknown): string[] | null => {
  if (typeof v === 'string') return v.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return null;
};

/** What a token grants: the explicit permissions claim if present, else the union of its known roles. */
export function tokenPermissions(payload: JWTPayload, roleClaim: string, permissionsClaim: string): Set<Permission> {
  const explicit = stringList(claimAt(payload, permissionsClaim));
  if (explicit) return new Set(explicit.filter(isPermission));
  const roles = stringList(claimAt(payload, roleClaim)) ?? [];
  const out = new Set<Permission>();
  for (const r of roles) if (Object.hasOwn(ROLES, r)) for (const p of ROLES[r as Role]) out.add(p);
  return out;
}

export function jwksResolver(jwks: PersonTokenOptions['jwks']): JWTVerifyGetKey {
  if ('url' in jwks)
    return createRemoteJWKSet(new URL(jwks.url), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 600_000,
    });
  return createLocalJWKSet(jwks.keys);
}

export function createPersonTokenVerifier(opts: PersonTokenOptions): (token: string) => Promise<Caller | null> {
  const getKey = jwksResolver(opts.jwks);
  const refuse = (reason: string) => {
    opts.onRefused?.(reason);
    return null;
  };
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ALLOWED_ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: opts.now(),
      }));
    } catch (err) {
      return refuse(`token verification failed: ${(err as Error).message}`);
    }
    const org = claimAt(payload, opts.orgClaim);
    if (typeof org !== 'string' || org === '') return refuse(`token has no ${opts.orgClaim} claim`);
    const tenant = await opts.findTenant(org);
    if (!tenant) return refuse(`no tenant for organization ${JSON.stringify(org)}`);
    return {
      type: 'person',
      id: payload.sub!,
      tenantId: tenant.id,
      tenantName: tenant.name,
      tenantStatus: tenant.status,
      permissions: tokenPermissions(payload, opts.roleClaim, opts.permissionsClaim),
      modules: effectiveModules(tenant.modules),
    };
  };
}

/** The verifier the configuration asks for, or undefined when no identity provider is configured. */
export async function personTokenVerifierFromConfig(
  auth: Config['auth'],
  db: Db,
  now: () => Date,
  log?: Pick<Logger, 'debug'>,
): Promise<((token: string) => Promise<Caller | null>) | undefined> {
  if (!auth.oidcIssuer && !auth.oidcAudience && !auth.oidcJwksUrl && !auth.oidcJwksFile) return undefined;
  if (!auth.oidcIssuer || !auth.oidcAudience || (!auth.oidcJwksUrl && !auth.oidcJwksFile)) {
    throw new Error('person tokens need OIDC_ISSUER, OIDC_AUDIENCE and one of OIDC_JWKS_URL or OIDC_JWKS_FILE');
  }
  if (auth.oidcJwksUrl) {
    // Keys fetched over plain HTTP could be swapped in transit: only loopback may skip TLS.
    const u = new URL(auth.oidcJwksUrl);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
    if (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback))
      throw new Error('OIDC_JWKS_URL must be https (plain http only on loopback)');
  }
  const jwks = auth.oidcJwksUrl
    ? { url: auth.oidcJwksUrl }
    : { keys: JSON.parse(await fs.readFile(auth.oidcJwksFile!, 'utf8')) as JSONWebKeySet };
  return createPersonTokenVerifier({
    issuer: auth.oidcIssuer,
    audience: auth.oidcAudience,
    jwks,
    orgClaim: auth.orgClaim,
    roleClaim: auth.roleClaim,
    permissionsClaim: auth.permissionsClaim,
    findTenant: (org) => findTenantByOrg(db, org),
    now,
    onRefused: (reason) => log?.debug({ reason }, 'person token refused'),
  });
}
