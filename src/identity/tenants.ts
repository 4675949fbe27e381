// Tenant administration shared by the API (PUT /v1/modules) and the operator CLI: module switches and
// suspension, each change written with its audit entry in one transaction.
import { invalidField, notFound } from '../errors.ts';
import { writeAudit, type AuditActor } from '../audit.ts';
import type { Db } from '../store/db.ts';
import { newId } from '../ids.ts';
import {
  findOrInsertTenant,
  findTenantByName,
  getTenantForUpdate,
  setTenantModules,
  setTenantStatus,
  type TenantRow,
} from '../store/tenants.ts';
import { effectiveModules, isModuleName, MODULE_NAMES, type ModuleName } from './modules.ts';

/** The tenant of that name, created when there is none (first start, `keys create`, the CLI's own tenant). */
export const findOrCreateTenant = (db: Db, name: string): Promise<TenantRow> =>
  findOrInsertTenant(db, name, newId('ten'));

export const OPERATOR = (tenantId: string): AuditActor => ({ type: 'operator', id: 'cli', tenantId });

/** Applies the given switches (others keep their value); returns the effective modules after. */
export async function updateModules(
  db: Db,
  actor: AuditActor,
  changes: Record<string, boolean>,
  requestId: string | null,
): Promise<Record<ModuleName, boolean>> {
  const unknown = Object.keys(changes).filter((m) => !isModuleName(m));
  if (unknown.length) {
    throw invalidField(['body', 'modules', unknown[0]!], 'unknown module', {
      type: 'enum',
      input: unknown[0],
      ctx: { allowed: MODULE_NAMES },
      message: `modules: unknown module(s) ${unknown.join(', ')}; known: ${MODULE_NAMES.join(', ')}`,
    });
  }
  return db.transaction().execute(async (trx) => {
    const tenant = await getTenantForUpdate(trx, actor.tenantId);
    if (!tenant) throw notFound('tenant');
    const before = effectiveModules(tenant.modules);
    const stored = { ...(tenant.modules ?? {}), ...changes };
    const after = effectiveModules(stored);
    const changed = Object.fromEntries(
      MODULE_NAMES.filter((m) => before[m] !== after[m]).map((m) => [m, { from: before[m], to: after[m] }]),
    );
    if (Object.keys(changed).length > 0) {
      await setTenantModules(trx, tenant.id, stored);
      await writeAudit(trx, {
        caller: actor,
        action: 'modules.updated',
        targetType: 'tenant',
        targetId: tenant.id,
        requestId,
        details: { changes: changed },
      });
    }
    return after;
  });
}

/** Operator: suspend or re-activate a tenant by name. Returns the tenant after, or undefined if none. */
export async function setTenantStatusByName(
  db: Db,
  name: string,
  status: 'active' | 'suspended',
): Promise<TenantRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const tenant = await findTenantByName(trx, name, { forUpdate: true });
    if (!tenant) return undefined;
    if (tenant.status !== status) {
      await setTenantStatus(trx, tenant.id, status);
      await writeAudit(trx, {
        caller: OPERATOR(tenant.id),
        action: status === 'suspended' ? 'tenant.suspended' : 'tenant.activated',
        targetType: 'tenant',
        targetId: tenant.id,
        requestId: null,
        details: { from: tenant.status, to: status },
      });
    }
    return { ...tenant, status };
  });
}
