// GET /v1/audit-log: the tenant's changes, newest first, keyset-paged with limit/cursor; needs audit:read.
import { Type } from 'typebox';
import { listAudit } from '../../store/audit.ts';
import { decodeSeqCursor, encodeSeqCursor } from '../cursor.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import { AuditEntrySchema } from '../../schemas/account.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export function registerAuditLogRoute(app: App, deps: AppDeps): void {
  app.get(
    '/v1/audit-log',
    {
      schema: {
        operationId: 'listAuditLog',
        description:
          "The tenant's audit entries (keys, modules, corrections, erasures, email tags), newest first, in keyset pages.",
        tags: ['account'],
        summary: 'Audit log, newest first',
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          cursor: Type.Optional(Type.String({ maxLength: 64 })),
          action: Type.Optional(Type.String({ maxLength: 100 })),
          target_type: Type.Optional(Type.String({ maxLength: 64 })),
          target_id: Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: {
          200: Type.Object({ items: Type.Array(AuditEntrySchema), next_cursor: NullableString }),
          ...errorResponses(401, 403, 422, 429),
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const q = request.query;
      const limit = q.limit ?? 50;
      const rows = await listAudit(deps.store.db, {
        tenantId: caller.tenantId,
        limit: limit + 1,
        beforeSeq: q.cursor ? decodeSeqCursor(q.cursor) : null,
        action: q.action,
        targetType: q.target_type,
        targetId: q.target_id,
      });
      const page = rows.slice(0, limit);
      return {
        items: page.map((r) => ({
          id: r.id,
          created_at: new Date(r.created_at).toISOString(),
          actor: { type: r.actor_type, id: r.actor_id },
          action: r.action,
          target: { type: r.target_type, id: r.target_id },
          request_id: r.request_id,
          details: r.details,
        })),
        next_cursor: rows.length > limit ? encodeSeqCursor(page[page.length - 1]!.seq) : null,
      };
    },
  );
}
