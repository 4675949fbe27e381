// GET /healthz (the process serves) and GET /readyz (the store answers and a model key is configured).
import { sql } from 'kysely';
import { Type } from 'typebox';
import { API_VERSION, type App, type AppDeps } from '../deps.ts';

const HealthBody = Type.Object(
  {
    status: Type.Literal('ok'),
    version: Type.String(),
    store: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  },
  { examples: [{ status: 'ok', version: '0.1.0', store: 'pglite' }] },
);
const ReadyBody = Type.Object(
  {
    status: Type.String({ enum: ['ready', 'not_ready'] }),
    store: Type.String({ description: '`ok`, or `unavailable: <why>`' }),
    llm_provider_key: Type.String({ description: '`ok`, or `missing: set LLM_API_KEY`' }),
    missing: Type.Optional(Type.String({ description: 'the checks that are not `ok`, comma-separated' })),
  },
  {
    additionalProperties: Type.String({ description: 'another check: `ok` or why not' }),
    examples: [
      { status: 'not_ready', store: 'ok', llm_provider_key: 'missing: set LLM_API_KEY', missing: 'llm_provider_key' },
    ],
  },
);

export function registerHealthRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Liveness, version and store',
        description:
          'Liveness: the process serves HTTP. Its version and which store it runs on (`pglite` or `postgres`). No credential.',
        response: { 200: HealthBody },
      },
    },
    async () => ({
      status: 'ok' as const,
      version: API_VERSION,
      store: deps.store.kind,
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Readiness: store and model provider',
        description:
          'Readiness: 200 when the store answers and a model provider key is configured, else 503 naming what is missing (`missing`). Text-layer statements are read without a model, so a 503 for `llm_provider_key` alone still leaves uploads of text PDFs working. No credential.',
        response: { 200: ReadyBody, 503: ReadyBody },
      },
    },
    async (_request, reply) => {
      const checks = { store: 'ok', llm_provider_key: 'ok' };
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
