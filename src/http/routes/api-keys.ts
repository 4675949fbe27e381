// API keys: create (the key is shown once), list and read (never the secret), rotate with an overlap,
// revoke. All need keys:manage; a key of another tenant is 404.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { invalidField, notFound, type ApiError } from '../../errors.ts';
import {
  createKey,
  DEFAULT_OVERLAP_SECONDS,
  keyRecord,
  MAX_OVERLAP_SECONDS,
  revokeKey,
  rotateKey,
} from '../../identity/api-keys.ts';
import { PERMISSIONS } from '../../identity/permissions.ts';
import { getKey, listKeys } from '../../store/identity.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import { KeyRecordSchema, NewKeySchema } from '../../schemas/account.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';

const Timestamp = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const KeyId = Type.Object({ id: Type.String({ maxLength: 64 }) });

function invalid(field: string, msg: string, input: unknown): ApiError {
  return invalidField(['body', field], msg, { input });
}

/**
 * The auth hook may cache key rows by prefix (AppDeps.caches.keys): a changed key is dropped from it at
 * once; without a prefix every row goes (tenant status and modules ride on each key row).
 */
export function forgetCachedKeys(deps: AppDeps, prefix?: string): void {
  const cache = (deps as { caches?: { keys?: { delete(k: string): void; clear(): void } } }).caches?.keys;
  if (prefix) cache?.delete(prefix);
  else cache?.clear();
}

export function registerApiKeyRoutes(app: App, deps: AppDeps): void {
  const forget = (publicPrefix: string) => forgetCachedKeys(deps, publicPrefix.replace(/^pk_live_/, ''));
  const ctx = (request: FastifyRequest) => ({
    db: deps.store.db,
    caller: requireCaller(request.caller),
    now: deps.now(),
    requestId: String(request.id),
  });

  app.post(
    '/v1/api-keys',
    {
      schema: {
        operationId: 'createApiKey',
        description:
          'Creates a key for the caller’s tenant with the given scopes (a subset of the caller’s). The secret is in this response only.',
        tags: ['api-keys'],
        summary: 'Create an API key; the key is returned once',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            scopes: Type.Optional(
              Type.Union(
                [Type.Array(Type.String(), { maxItems: PERMISSIONS.length }), Type.String({ maxLength: 500 })],
                {
                  description:
                    'permissions (array or space-separated); default `jobs:write jobs:read underwriting:write`',
                },
              ),
            ),
            expires_at: Type.Optional(Timestamp),
            expires_in_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 * 366 * 86_400 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: NewKeySchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const c = ctx(request);
      const b = request.body;
      if (b.expires_at !== undefined && b.expires_in_seconds !== undefined)
        throw invalid('expires_at', 'give expires_at or expires_in_seconds, not both', b.expires_at);
      const expiresAt =
        b.expires_at !== undefined
          ? new Date(b.expires_at)
          : b.expires_in_seconds !== undefined
            ? new Date(c.now.getTime() + b.expires_in_seconds * 1000)
            : null;
      const scopes = typeof b.scopes === 'string' ? b.scopes.split(/[\s,]+/).filter(Boolean) : b.scopes;
      const { record, key } = await createKey(c, { name: b.name, scopes, expiresAt });
      return reply.status(201).send({ ...record, key });
    },
  );

  app.get(
    '/v1/api-keys',
    {
      schema: {
        operationId: 'listApiKeys',
        description:
          'Every key of the tenant, revoked and rotated ones included, with its prefix, scopes and last use.',
        tags: ['api-keys'],
        summary: "List the tenant's API keys, newest first (never the secret)",
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
          cursor: Type.Optional(Type.String({ maxLength: 512 })),
        }),
        response: {
          200: Type.Object({ items: Type.Array(KeyRecordSchema), next_cursor: NullableString }),
          ...errorResponses(401, 403, 422, 429),
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const limit = request.query.limit ?? 50;
      const rows = await listKeys(deps.store.db, {
        tenantId: caller.tenantId,
        limit: limit + 1,
        after: request.query.cursor ? decodeCursor(request.query.cursor) : null,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const now = deps.now();
      return {
        items: page.map((r) => keyRecord(r, now)),
        next_cursor:
          rows.length > limit && last ? encodeCursor(new Date(last.created_at).toISOString(), last.id) : null,
      };
    },
  );

  app.get(
    '/v1/api-keys/:id',
    {
      schema: {
        operationId: 'getApiKey',
        description: 'One key record; never the secret.',
        tags: ['api-keys'],
        summary: 'One API key record',
        params: KeyId,
        response: { 200: KeyRecordSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const caller = requireCaller(request.caller);
      const row = await getKey(deps.store.db, caller.tenantId, request.params.id);
      if (!row) throw notFound('API key');
      return keyRecord(row, deps.now());
    },
  );

  app.post(
    '/v1/api-keys/:id/rotate',
    {
      schema: {
        operationId: 'rotateApiKey',
        description:
          'Issues a replacement key (same name and scopes); the old one keeps working for `overlap_seconds`, then stops.',
        tags: ['api-keys'],
        summary: 'A new key with the same name and scopes; the old key stays valid for overlap_seconds',
        params: KeyId,
        querystring: Type.Object({
          overlap_seconds: Type.Optional(
            Type.Integer({ minimum: 0, maximum: MAX_OVERLAP_SECONDS, default: DEFAULT_OVERLAP_SECONDS }),
          ),
        }),
        response: {
          201: Type.Intersect([NewKeySchema, Type.Object({ previous_key: KeyRecordSchema })]),
          ...errorResponses(401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { record, key, old } = await rotateKey(
        ctx(request),
        request.params.id,
        request.query.overlap_seconds ?? DEFAULT_OVERLAP_SECONDS,
      );
      forget(old.prefix);
      return reply.status(201).send({ ...record, key, previous_key: old });
    },
  );

  app.delete(
    '/v1/api-keys/:id',
    {
      schema: {
        operationId: 'revokeApiKey',
        description: 'Revokes the key at once; requests with it answer 401 from then on.',
        tags: ['api-keys'],
        summary: 'Revoke a key now (refused with 401 from then on)',
        params: KeyId,
        response: { 200: KeyRecordSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const record = await revokeKey(ctx(request), request.params.id);
      forget(record.prefix);
      return record;
    },
  );
}
