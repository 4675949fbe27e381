// Each route → the permission it needs. One table, checked by the auth hook; a /v1 route missing here
// fails at start-up, so a new route cannot ship unguarded.
import type { Permission } from '../identity/permissions.ts';

export type RouteAccess =
  | { kind: 'public' } // health, OpenAPI
  | { kind: 'signed' } // signed intake routes that authenticate themselves
  | { kind: 'authenticated' } // any valid caller of the tenant
  | { kind: 'permission'; permission: Permission; module?: string; submission?: boolean; signedAlternative?: boolean };

/** signedAlternative: a request carrying X-Signature authenticates itself in the route (signed email intake). */
const p = (
  permission: Permission,
  extra: { module?: string; submission?: boolean; signedAlternative?: boolean } = {},
): RouteAccess => ({ kind: 'permission', permission, ...extra });

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /healthz': { kind: 'public' },
  'GET /readyz': { kind: 'public' },
  'GET /metrics': { kind: 'public' }, // operators' scrape; bind it off the public port with METRICS_PORT
  'GET /openapi.json': { kind: 'public' },
  'GET /console': { kind: 'public' }, // the review console's static files (http/console.ts); it signs in itself
  'GET /console/:file': { kind: 'public' },
  'GET /': { kind: 'public' }, // the service index (the API reference under /docs is public too: app.ts)
  'POST /v1/parse': p('jobs:write', { submission: true }),
  'GET /v1/jobs': p('jobs:read'),
  'GET /v1/jobs/:job_id': p('jobs:read'),
  'DELETE /v1/jobs/:job_id': p('jobs:delete'),
  'GET /v1/jobs/:job_id/corrections': p('jobs:read'),
  'GET /v1/jobs/:job_id/documents/:document_id/pages/:page.png': p('jobs:read'),
  'GET /v1/jobs/:job_id/review': p('jobs:read'),
  'POST /v1/jobs/:job_id/review': p('jobs:write'),
  'POST /v1/jobs/:job_id/corrections': p('jobs:write'),
  'POST /v1/jobs/:job_id/corrections/:correction_id/revert': p('jobs:write'),
  'POST /v1/api-keys': p('keys:manage'),
  'GET /v1/api-keys': p('keys:manage'),
  'GET /v1/api-keys/:id': p('keys:manage'),
  'POST /v1/api-keys/:id/rotate': p('keys:manage'),
  'DELETE /v1/api-keys/:id': p('keys:manage'),
  'GET /v1/me': { kind: 'authenticated' },
  'GET /v1/modules': { kind: 'authenticated' },
  'PUT /v1/modules': p('settings:manage'),
  'GET /v1/audit-log': p('audit:read'),
  'GET /v1/settings': { kind: 'authenticated' },
  'PATCH /v1/settings': p('settings:manage'),
  'GET /v1/reports/usage': p('usage:read'),
  'POST /v1/integrations': p('integrations:manage'),
  'GET /v1/integrations': p('integrations:manage'),
  'GET /v1/integrations/:id': p('integrations:manage'),
  'PATCH /v1/integrations/:id': p('integrations:manage'),
  'DELETE /v1/integrations/:id': p('integrations:manage'),
  'POST /v1/integrations/:id/connect': p('integrations:manage'),
  // the provider sends the owner's browser here: the single-use OAuth state authenticates it
  'GET /v1/integrations/oauth/callback': { kind: 'signed' },
  'POST /v1/underwriting/withhold': p('underwriting:write'),
  'POST /v1/webhooks': p('webhooks:manage'),
  'GET /v1/webhooks': p('webhooks:manage'),
  'POST /v1/webhooks/:id/test': p('webhooks:manage'),
  'GET /v1/webhooks/:id/deliveries': p('webhooks:manage'),
  'POST /v1/webhooks/:id/deliveries/:delivery_id/resend': p('webhooks:manage'),
  'POST /v1/webhooks/:id/deliveries/resend': p('webhooks:manage'),
  'POST /v1/webhooks/:id/rotate-secret': p('webhooks:manage'),
  'DELETE /v1/webhooks/:id': p('webhooks:manage'),
  'POST /v1/intake/email': p('jobs:write', { submission: true, signedAlternative: true }),
  'POST /v1/intake/forward/cloudflare': { kind: 'signed' },
  'GET /v1/emails/:email_id': p('jobs:read'),
  'GET /v1/emails/:email_id/raw': p('jobs:read'),
  'PUT /v1/emails/:email_id/tags': p('jobs:write'),
  'POST /v1/mailboxes': p('mailboxes:manage'),
  'GET /v1/mailboxes': p('mailboxes:manage'),
  'GET /v1/mailboxes/:id': p('mailboxes:manage'),
  'PATCH /v1/mailboxes/:id': p('mailboxes:manage'),
  'POST /v1/mailboxes/:id/rotate-secret': p('mailboxes:manage'),
  'DELETE /v1/mailboxes/:id': p('mailboxes:manage'),
  'GET /v1/mailboxes/:id/messages': p('jobs:read'),
  'POST /v1/mailboxes/:id/authorize': p('mailboxes:manage'),
  'POST /v1/mailboxes/:id/sync': p('mailboxes:manage'),
  // the provider sends the owner's browser here: the single-use OAuth state authenticates it
  'GET /v1/mailboxes/oauth/callback': { kind: 'signed' },
  'POST /v1/intake/gmail': { kind: 'signed' },
  'POST /v1/intake/m365': { kind: 'signed' },
};

/**
 * Routes under these paths belong to a module (src/identity/modules.ts): when the tenant has it off they
 * answer 403 module_disabled. A `module` in the route's entry wins; routes added later under a prefix
 * are covered without an edit here.
 */
export const MODULE_PATHS: ReadonlyArray<readonly [prefix: string, module: string]> = [
  ['/v1/underwriting', 'underwriting'],
  ['/v1/webhooks', 'webhooks'],
  ['/v1/mailboxes', 'mailboxes'],
  ['/v1/integrations', 'integrations'],
];

export function moduleOf(url: string, access: RouteAccess | undefined): string | undefined {
  if (access?.kind === 'permission' && access.module) return access.module;
  return MODULE_PATHS.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`))?.[1];
}

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
