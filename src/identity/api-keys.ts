// API key management: create, rotate, revoke, each in one transaction with its audit entry. A key can
// never hold a permission its creator lacks: creating or rotating a key needs every scope it carries.
import { ApiError, invalidField, notFound } from '../errors.ts';
import { newId } from '../ids.ts';
import { writeAudit } from '../audit.ts';
import type { Db } from '../store/db.ts';
import { getKey, insertKey, listKeys, markReplaced, revokeKeyAt, type ApiKeyRow } from '../store/identity.ts';
import { findOrCreateTenant, OPERATOR } from './tenants.ts';
import { generateKeyMaterial } from './keys.ts';
import { DEFAULT_KEY_SCOPES, isPermission, PERMISSIONS, type Caller, type Permission } from './permissions.ts';

export type KeyStatus = 'active' | 'rotated' | 'revoked' | 'expired';

/** The key record the API shows. Never the secret or its hash. */
export interface KeyRecord {
  id: string;
  name: string;
  prefix: string;
  scopes: Permission[];
  status: KeyStatus;
  created_at: string;
  created_by: { type: string; id: string };
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  rotated_from: string | null;
  replaced_by: string | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function keyStatus(row: ApiKeyRow, now: Date): KeyStatus {
  if (row.revoked_at && new Date(row.revoked_at) <= now) return 'revoked';
  if (row.expires_at && new Date(row.expires_at) <= now) return 'expired';
  if (row.revoked_at) return 'rotated'; // still valid: inside a rotation overlap
  return 'active';
}

/** `created_by` is stored as `<type>:<id>`; rows made by the CLI say `cli`. */
export const actorString = (c: { type: string; id: string }) => `${c.type}:${c.id}`;
function parseActor(s: string | null): { type: string; id: string } {
  const i = s ? s.indexOf(':') : -1;
  if (!s || i < 0) return { type: 'operator', id: s ?? 'unknown' };
  return { type: s.slice(0, i), id: s.slice(i + 1) };
}

export function keyRecord(row: ApiKeyRow, now: Date): KeyRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: `pk_live_${row.prefix}`,
    scopes: PERMISSIONS.filter((p) => row.scopes.includes(p)),
    status: keyStatus(row, now),
    created_at: iso(row.created_at)!,
    created_by: parseActor(row.created_by),
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    last_used_at: iso(row.last_used_at),
    rotated_from: row.rotated_from,
    replaced_by: row.replaced_by,
  };
}

function assertHolds(caller: Caller, scopes: readonly string[], what: string): void {
  const missing = scopes.filter((s) => !caller.permissions.has(s as Permission));
  if (missing.length)
    throw new ApiError(
      'forbidden',
      `${what}: a key cannot hold a permission its creator lacks (${missing.join(', ')})`,
    );
}

export interface CreateKeyInput {
  name: string;
  scopes?: string[];
  expiresAt?: Date | null;
}

export interface KeyContext {
  db: Db;
  caller: Caller;
  now: Date;
  requestId: string | null;
}

/** POST /v1/api-keys as asked: scopes an array or space-separated, expiry a time or seconds from now (not both). */
export async function createKeyAsked(
  ctx: KeyContext,
  b: { name: string; scopes?: string[] | string; expires_at?: string; expires_in_seconds?: number },
): Promise<KeyRecord & { key: string }> {
  if (b.expires_at !== undefined && b.expires_in_seconds !== undefined)
    throw invalidField(['body', 'expires_at'], 'give expires_at or expires_in_seconds, not both', {
      input: b.expires_at,
    });
  const expiresAt =
    b.expires_at !== undefined
      ? new Date(b.expires_at)
      : b.expires_in_seconds !== undefined
        ? new Date(ctx.now.getTime() + b.expires_in_seconds * 1000)
        : null;
  const scopes = typeof b.scopes === 'string' ? b.scopes.split(/[\s,]+/).filter(Boolean) : b.scopes;
  const { record, key } = await createKey(ctx, { name: b.name, scopes, expiresAt });
  return { ...record, key };
}

/** A page of the tenant's keys, newest first (`after`: the last row of the page before), and the last row shown. */
export async function keyPage(
  db: Db,
  tenantId: string,
  limit: number,
  after: [string, string] | null,
  now: Date,
): Promise<{ items: KeyRecord[]; next: ApiKeyRow | null }> {
  const rows = await listKeys(db, { tenantId, limit: limit + 1, after });
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => keyRecord(r, now)),
    next: rows.length > limit ? (page[page.length - 1] ?? null) : null,
  };
}

export async function keyRecordOf(db: Db, tenantId: string, id: string, now: Date): Promise<KeyRecord> {
  const row = await getKey(db, tenantId, id);
  if (!row) throw notFound('API key');
  return keyRecord(row, now);
}

export async function createKey(ctx: KeyContext, input: CreateKeyInput): Promise<{ record: KeyRecord; key: string }> {
  const scopes = [...new Set(input.scopes ?? DEFAULT_KEY_SCOPES)];
  const unknown = scopes.filter((s) => !isPermission(s));
  if (unknown.length)
    throw invalidField(['body', 'scopes'], 'unknown permission', {
      type: 'enum',
      input: input.scopes,
      ctx: { allowed: PERMISSIONS },
      message: `scopes: unknown permission(s) ${unknown.join(', ')}`,
    });
  if (input.expiresAt && input.expiresAt <= ctx.now)
    throw invalidField(['body', 'expires_at'], 'must be in the future', { input: input.expiresAt.toISOString() });
  assertHolds(ctx.caller, scopes, 'scopes');
  const m = generateKeyMaterial();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertKey(trx, {
      id: newId('key'),
      tenantId: ctx.caller.tenantId,
      name: input.name,
      prefix: m.prefix,
      secretHash: m.secretHash,
      scopes,
      createdBy: actorString(ctx.caller),
      createdAt: ctx.now,
      expiresAt: input.expiresAt ?? null,
      rotatedFrom: null,
    });
    await writeAudit(trx, {
      caller: ctx.caller,
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: created.id,
      requestId: ctx.requestId,
      details: { name: created.name, scopes, expires_at: iso(created.expires_at) },
    });
    return created;
  });
  return { record: keyRecord(row, ctx.now), key: m.key };
}

/**
 * A new key with the same name and scopes; the old one keeps working for `overlapSeconds`, then 401.
 * The new key's lifetime, if the old had one, is the old key's full lifetime counted from now.
 */
export async function rotateKey(
  ctx: KeyContext,
  id: string,
  overlapSeconds: number,
): Promise<{ record: KeyRecord; key: string; old: KeyRecord }> {
  const m = generateKeyMaterial();
  return ctx.db.transaction().execute(async (trx) => {
    const old = await getKey(trx, ctx.caller.tenantId, id, { forUpdate: true });
    if (!old) throw notFound('API key');
    const status = keyStatus(old, ctx.now);
    if (status === 'revoked' || status === 'expired')
      throw new ApiError('conflict', `this key is ${status}: create a new key instead`);
    if (old.replaced_by)
      throw new ApiError('conflict', `this key was already rotated; rotate ${old.replaced_by} instead`);
    assertHolds(ctx.caller, old.scopes, 'rotate');
    const lifetime = old.expires_at ? new Date(old.expires_at).getTime() - new Date(old.created_at).getTime() : null;
    const created = await insertKey(trx, {
      id: newId('key'),
      tenantId: old.tenant_id,
      name: old.name,
      prefix: m.prefix,
      secretHash: m.secretHash,
      scopes: old.scopes,
      createdBy: actorString(ctx.caller),
      createdAt: ctx.now,
      expiresAt: lifetime ? new Date(ctx.now.getTime() + lifetime) : null,
      rotatedFrom: old.id,
    });
    const oldEnds = new Date(ctx.now.getTime() + overlapSeconds * 1000);
    await revokeKeyAt(trx, old.tenant_id, old.id, oldEnds);
    await markReplaced(trx, old.tenant_id, old.id, created.id);
    await writeAudit(trx, {
      caller: ctx.caller,
      action: 'api_key.rotated',
      targetType: 'api_key',
      targetId: old.id,
      requestId: ctx.requestId,
      details: { new_key_id: created.id, overlap_seconds: overlapSeconds, old_key_valid_until: oldEnds.toISOString() },
    });
    const oldNow = (await getKey(trx, old.tenant_id, old.id))!;
    return { record: keyRecord(created, ctx.now), key: m.key, old: keyRecord(oldNow, ctx.now) };
  });
}

/** Revokes now (also cuts a rotation overlap short). Revoking a revoked key changes nothing. */
export async function revokeKey(ctx: KeyContext, id: string): Promise<KeyRecord> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await getKey(trx, ctx.caller.tenantId, id, { forUpdate: true });
    if (!row) throw notFound('API key');
    if (await revokeKeyAt(trx, row.tenant_id, row.id, ctx.now)) {
      await writeAudit(trx, {
        caller: ctx.caller,
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: row.id,
        requestId: ctx.requestId,
        details: { name: row.name },
      });
    }
    return keyRecord((await getKey(trx, row.tenant_id, row.id))!, ctx.now);
  });
}

/** Operator CLI: a key for a tenant (created if needed), not bound by the creator rule; audited. */
export async function createOperatorKey(
  db: Db,
  tenantName: string,
  input: { name: string; scopes: Permission[]; expiresAt: Date | null; now: Date },
): Promise<{ id: string; key: string; tenantId: string }> {
  const tenant = await findOrCreateTenant(db, tenantName);
  const m = generateKeyMaterial();
  const actor = OPERATOR(tenant.id);
  const row = await db.transaction().execute(async (trx) => {
    const created = await insertKey(trx, {
      id: newId('key'),
      tenantId: tenant.id,
      name: input.name,
      prefix: m.prefix,
      secretHash: m.secretHash,
      scopes: input.scopes,
      createdBy: actorString(actor),
      createdAt: input.now,
      expiresAt: input.expiresAt,
      rotatedFrom: null,
    });
    await writeAudit(trx, {
      caller: actor,
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: created.id,
      requestId: null,
      details: { name: created.name, scopes: input.scopes, expires_at: iso(created.expires_at) },
    });
    return created;
  });
  return { id: row.id, key: m.key, tenantId: tenant.id };
}
