// The spec's Roles table, exactly, over its Permissions (src/schemas/account.ts: the API shows them as scopes).
import { PERMISSIONS } from '../schemas/account.ts';

export { PERMISSIONS };

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = {
  owner: [...PERMISSIONS],
  admin: [...PERMISSIONS],
  underwriter: ['jobs:write', 'jobs:read', 'jobs:delete', 'underwriting:write', 'usage:read'],
  viewer: ['jobs:read', 'usage:read'],
} as const satisfies Record<string, readonly Permission[]>;

export type Role = keyof typeof ROLES;

export const DEFAULT_KEY_SCOPES: Permission[] = ['jobs:write', 'jobs:read', 'underwriting:write'];

export const isPermission = (s: string): s is Permission => (PERMISSIONS as readonly string[]).includes(s);

/** Who is calling: an API key or a person, always of exactly one tenant. */
export interface Caller {
  type: 'api_key' | 'person';
  id: string; // key id or the person's subject
  tenantId: string;
  tenantName: string;
  tenantStatus: string;
  permissions: ReadonlySet<Permission>;
  modules: Record<string, boolean>;
}
