// Per-tenant feature modules. A tenant row stores only the switches it changed; every module not named
// there takes its default. All modules default to on, so a new tenant can use the whole API.
export const MODULES = {
  underwriting: { default: true, about: 'the withhold calculator and underwriting metrics' },
  webhooks: { default: true, about: 'signed event deliveries to registered endpoints' },
  mailboxes: { default: true, about: 'connected and forwarding mailboxes' },
  email_routing: { default: true, about: 'language-model routing of inbound email' },
  integrations: { default: true, about: 'CRM and chat integrations' },
} as const satisfies Record<string, { default: boolean; about: string }>;

export type ModuleName = keyof typeof MODULES;
export const MODULE_NAMES = Object.keys(MODULES) as ModuleName[];

export const isModuleName = (s: string): s is ModuleName => Object.hasOwn(MODULES, s);

/** The tenant's effective switches: every known module, stored value over the default. */
export function effectiveModules(stored: Record<string, unknown> | null | undefined): Record<ModuleName, boolean> {
  const out = {} as Record<ModuleName, boolean>;
  for (const name of MODULE_NAMES) {
    const v = stored?.[name];
    out[name] = typeof v === 'boolean' ? v : MODULES[name].default;
  }
  return out;
}
