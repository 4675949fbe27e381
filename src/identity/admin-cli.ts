// Operator commands, so nobody needs SQL: `tenants list|create|suspend|activate` and
// `modules list|set`. Each change is audited as actor {type: operator, id: cli}.
import type { Db } from '../store/db.ts';
import { findTenantByName, listTenants } from '../store/tenants.ts';
import { effectiveModules, isModuleName, MODULE_NAMES } from './modules.ts';
import { findOrCreateTenant, OPERATOR, setTenantStatusByName, updateModules } from './tenants.ts';

export const TENANTS_USAGE =
  'usage: packet-parser tenants list | tenants create NAME | tenants suspend NAME | tenants activate NAME';
export const MODULES_USAGE = `usage: packet-parser modules list NAME | modules set NAME MODULE on|off   (modules: ${MODULE_NAMES.join(', ')})`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const onOff = (modules: Record<string, boolean>) =>
  MODULE_NAMES.map((m) => `${m}=${modules[m] ? 'on' : 'off'}`).join(' ');

/** Returns the process exit code. */
export async function tenantsCommand(db: Db, args: string[], io: Output): Promise<number> {
  const [sub, name] = args;
  if (sub === 'list' && args.length === 1) {
    for (const t of await listTenants(db))
      io.out(`${t.name}\t${t.id}\t${t.status}\tkeys=${t.key_count}\t${onOff(effectiveModules(t.modules))}`);
    return 0;
  }
  if (!name || args.length !== 2 || !['create', 'suspend', 'activate'].includes(sub ?? '')) {
    io.err(TENANTS_USAGE);
    return 2;
  }
  if (sub === 'create') {
    if (/^ten_/.test(name) || !/^[\w.:@-]{1,200}$/.test(name)) {
      io.err('a tenant name is 1-200 letters, digits or . _ : @ -, and must not look like a tenant id (ten_…)');
      return 2;
    }
    const t = await findOrCreateTenant(db, name);
    io.out(`${t.name}\t${t.id}\t${t.status}`);
    return 0;
  }
  const t = await setTenantStatusByName(db, name, sub === 'suspend' ? 'suspended' : 'active');
  if (!t) {
    io.err(`no tenant named ${JSON.stringify(name)}`);
    return 1;
  }
  io.out(`${t.name}\t${t.id}\t${t.status}`);
  return 0;
}

export async function modulesCommand(db: Db, args: string[], io: Output): Promise<number> {
  const [sub, name, module, value] = args;
  const ok =
    (sub === 'list' && args.length === 2) ||
    (sub === 'set' && args.length === 4 && (value === 'on' || value === 'off'));
  if (!ok || !name) {
    io.err(MODULES_USAGE);
    return 2;
  }
  const tenant = await findTenantByName(db, name);
  if (!tenant) {
    io.err(`no tenant named ${JSON.stringify(name)}`);
    return 1;
  }
  if (sub === 'list') {
    io.out(onOff(effectiveModules(tenant.modules)));
    return 0;
  }
  if (!isModuleName(module!)) {
    io.err(`unknown module ${JSON.stringify(module)}; known: ${MODULE_NAMES.join(', ')}`);
    return 2;
  }
  const after = await updateModules(db, OPERATOR(tenant.id), { [module!]: value === 'on' }, null);
  io.out(onOff(after));
  return 0;
}
