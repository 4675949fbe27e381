// GET /healthz (the process serves) and GET /readyz (the store answers and a model key is configured).
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app.ts';

export function registerHealthRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: Type.Record(Type.String(), Type.String()) } } },
    async () => ({
      status: 'ok',
      version: '0.1.0',
      store: deps.store.kind,
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: { 200: Type.Record(Type.String(), Type.String()), 503: Type.Record(Type.String(), Type.String()) },
      },
    },
    async (_request, reply) => {
      const checks: Record<string, string> = {};
      try {
        await sql`select 1`.execute(deps.store.db);
        checks.store = 'ok';
      } catch (err) {
        checks.store = `unavailable: ${(err as Error).message}`;
      }
      checks.llm_provider_key = deps.config.llm.apiKey ? 'ok' : 'missing: set LLM_API_KEY';
      const missing = Object.entries(checks)
        .filter(([, v]) => v !== 'ok')
        .map(([k]) => k);
      const body = {
        status: missing.length ? 'not_ready' : 'ready',
        ...checks,
        ...(missing.length ? { missing: missing.join(', ') } : {}),
      };
      return reply.status(missing.length ? 503 : 200).send(body);
    },
  );
}
