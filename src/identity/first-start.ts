// First start of an embedded store: with no tenant at all there is no way to call the API, so `serve`
// creates a `default` tenant and an owner key (every permission) and prints the key once. Only for the
// embedded store: a PostgreSQL deployment is set up by its operator (`packet-parser keys create`).
import type { Db } from '../store/db.ts';
import { listTenants } from '../store/tenants.ts';
import { createOperatorKey } from './api-keys.ts';
import { ROLES } from './permissions.ts';

export const FIRST_TENANT = 'default';

/** The new owner key when the store had no tenant; null when it already had one. */
export async function createFirstTenant(
  db: Db,
  now: Date,
): Promise<{ tenant: string; key: string; keyId: string } | null> {
  if ((await listTenants(db)).length > 0) return null;
  const made = await createOperatorKey(db, FIRST_TENANT, {
    name: 'first start (owner)',
    scopes: [...ROLES.owner],
    expiresAt: null,
    now,
  });
  return { tenant: FIRST_TENANT, key: made.key, keyId: made.id };
}
