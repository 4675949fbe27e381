// Authentication: `X-API-Key` or `Authorization: Bearer <key>`. A bearer value that is not an API key is
// handed to the person-token verifier when one is configured.
import type { FastifyRequest } from 'fastify';
import { ApiError, unauthenticated } from '../errors.ts';
import { isPermission, type Caller, type Permission } from '../identity/permissions.ts';
import { parseKey, secretMatches } from '../identity/keys.ts';
import { effectiveModules } from '../identity/modules.ts';
import type { TtlCache } from '../cache.ts';
import type { Db } from '../store/db.ts';
import { findKeyByPrefix } from '../store/tenants.ts';
import { moduleOf, ROUTE_ACCESS, routeKey } from './route-permissions.ts';

export type PersonTokenVerifier = (token: string) => Promise<Caller | null>;

type KeyRow = NonNullable<Awaited<ReturnType<typeof findKeyByPrefix>>>;

export interface AuthDeps {
  db: Db;
  /** Stamps a key's last use (throttled by the recorder). */
  recordKeyUse?: (keyId: string, at: Date) => Promise<void>;
  now: () => Date;
  verifyPersonToken?: PersonTokenVerifier;
  /** Key rows by prefix. Whoever changes a key (revoke, rotate, scopes, tenant status) must call keyCache.delete(prefix) or clear(). */
  keyCache?: TtlCache<KeyRow>;
}

function credentialOf(request: FastifyRequest): { kind: 'key' | 'bearer'; value: string } | null {
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey.length > 0) return { kind: 'key', value: apiKey.trim() };
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    if (m) return { kind: 'bearer', value: m[1]!.trim() };
  }
  return null;
}

export async function authenticate(request: FastifyRequest, deps: AuthDeps): Promise<Caller> {
  const cred = credentialOf(request);
  if (!cred) throw new ApiError('unauthenticated', 'missing credential: send X-API-Key or Authorization: Bearer');
  if (cred.value.startsWith('pk_')) return authenticateKey(cred.value, deps);
  if (cred.kind === 'bearer' && deps.verifyPersonToken) {
    const caller = await deps.verifyPersonToken(cred.value);
    if (caller) return caller;
  }
  throw unauthenticated();
}

async function authenticateKey(key: string, deps: AuthDeps): Promise<Caller> {
  const parsed = parseKey(key);
  if (!parsed) throw unauthenticated();
  let row = deps.keyCache?.get(parsed.prefix);
  if (!row) {
    row = await findKeyByPrefix(deps.db, parsed.prefix);
    if (row) deps.keyCache?.set(parsed.prefix, row);
  }
  if (!row || !secretMatches(parsed.secret, row.secret_hash)) throw unauthenticated();
  const now = deps.now();
  if (row.revoked_at && new Date(row.revoked_at) <= now) throw unauthenticated();
  if (row.expires_at && new Date(row.expires_at) <= now) throw unauthenticated();
  await deps.recordKeyUse?.(row.id, now);
  return {
    type: 'api_key',
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    tenantStatus: row.tenant_status,
    permissions: new Set(row.scopes.filter(isPermission)),
    modules: effectiveModules(row.modules),
  };
}

/** Checks the route's access rule for an authenticated caller. */
export function authorize(caller: Caller, method: string, url: string): void {
  const access = ROUTE_ACCESS[routeKey(method, url)];
  if (!access || access.kind !== 'permission') return;
  if (!caller.permissions.has(access.permission as Permission)) {
    throw new ApiError('forbidden', `this credential lacks the ${access.permission} permission`);
  }
  const module = moduleOf(url, access);
  if (module && caller.modules[module] === false) {
    throw new ApiError('module_disabled', `the ${module} module is off for this tenant`);
  }
  if (access.submission && caller.tenantStatus === 'suspended') {
    throw new ApiError('tenant_suspended', 'this tenant is suspended: submissions are refused');
  }
}
