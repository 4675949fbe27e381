// GET /v1/settings (any caller of the tenant) and PATCH /v1/settings (settings:manage; audited): the
// tenant's settings over the service defaults. docs/admin.md.
import { readSettings, updateSettings, defaultsOf } from '../../admin/settings.ts';
import { SettingsPatchSchema, SettingsSchema } from '../../schemas/settings.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';

export function registerSettingsRoutes(app: App, deps: AppDeps): void {
  const tags = ['account'];
  app.get(
    '/v1/settings',
    {
      schema: {
        operationId: 'getSettings',
        description:
          "The tenant's settings as every job reads them: the tenant's own values over the service defaults; `customized` names the fields the tenant set.",
        tags,
        summary: "The tenant's settings (its own values over the service defaults)",
        response: { 200: SettingsSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => readSettings(deps.store.db, requireCaller(request.caller).tenantId, defaultsOf(deps.config)),
  );

  app.patch(
    '/v1/settings',
    {
      schema: {
        operationId: 'updateSettings',
        description:
          'Changes the named fields; `null` puts a field back to the service default; objects merge. The next job admitted or started reads the new values. Audited (`settings.updated`, with each changed field before and after).',
        tags,
        summary: 'Change settings; null restores a default; takes effect from the next job',
        body: SettingsPatchSchema,
        response: { 200: SettingsSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      return updateSettings(
        deps.store.db,
        { actor: caller, requestId: String(request.id), now: deps.now(), defaults: defaultsOf(deps.config) },
        request.body,
      );
    },
  );
}
