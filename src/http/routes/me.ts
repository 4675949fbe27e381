// GET /v1/me: who is calling, its tenant, what it may do and which modules are on.
import { Type } from 'typebox';
import { PERMISSIONS } from '../../identity/permissions.ts';
import { requireCaller, type App } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import { ModulesMap } from './modules.ts';

export function registerMeRoute(app: App): void {
  app.get(
    '/v1/me',
    {
      schema: {
        operationId: 'getMe',
        description:
          'Who the credential is: the key or person, its tenant, its permissions and which modules the tenant has on.',
        tags: ['account'],
        summary: 'The caller, its tenant, its permissions and the tenant modules',
        response: {
          200: Type.Object({
            caller: Type.Object({ type: Type.String({ enum: ['api_key', 'person'] }), id: Type.String() }),
            tenant: Type.Object({ id: Type.String(), name: Type.String(), status: Type.String() }),
            permissions: Type.Array(Type.String()),
            modules: ModulesMap,
          }),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request) => {
      const c = requireCaller(request.caller);
      return {
        caller: { type: c.type, id: c.id },
        tenant: { id: c.tenantId, name: c.tenantName, status: c.tenantStatus },
        permissions: PERMISSIONS.filter((p) => c.permissions.has(p)),
        modules: c.modules,
      };
    },
  );
}
