// GET /v1/modules (any caller) and PUT /v1/modules (settings:manage; names not given keep their value;
// audited). A route whose module is off answers 403 module_disabled (see route-permissions.ts).
import { Type } from 'typebox';
import { updateModules } from '../../identity/tenants.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import { forgetCachedKeys } from './api-keys.ts';

export const ModulesMap = Type.Record(Type.String(), Type.Boolean());
const ModulesBody = Type.Object({ modules: ModulesMap });

export function registerModuleRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/v1/modules',
    {
      schema: {
        operationId: 'listModules',
        description:
          "The tenant's modules and whether each is on. A route of a module that is off answers 403 `module_disabled`.",
        tags: ['account'],
        summary: "The tenant's modules, on or off",
        response: { 200: ModulesBody, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ modules: requireCaller(request.caller).modules }),
  );

  app.put(
    '/v1/modules',
    {
      schema: {
        operationId: 'setModules',
        description: 'Switches the named modules on or off; others keep their value. Audited.',
        tags: ['account'],
        summary: 'Switch modules on or off; modules not named keep their value',
        body: Type.Object({ modules: ModulesMap }, { additionalProperties: false }),
        response: { 200: ModulesBody, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const modules = await updateModules(deps.store.db, caller, request.body.modules, String(request.id));
      forgetCachedKeys(deps); // cached key rows carry the tenant's modules
      return { modules };
    },
  );
}
