// API keys: create (the key is shown once), list and read (never the secret), rotate with an overlap,
// revoke. All need keys:manage; a key of another tenant is 404.
import type { FastifyRequest } from 'fastify';
import { createKeyAsked, keyPage, keyRecordOf, revokeKey, rotateKey } from '../../identity/api-keys.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { errorResponses } from '../schemas.ts';
import {
  CreateKeyBody,
  DEFAULT_OVERLAP_SECONDS,
  KeyId,
  KeyListQuery,
  KeyListSchema,
  KeyRecordSchema,
  NewKeySchema,
  RotatedKeySchema,
  RotateQuery,
} from '../../schemas/account.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';

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
        body: CreateKeyBody,
        response: { 201: NewKeySchema, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await createKeyAsked(ctx(request), request.body)),
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
        querystring: KeyListQuery,
        response: {
          200: KeyListSchema,
          ...errorResponses(401, 403, 422, 429),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const after = q.cursor ? decodeCursor(q.cursor) : null;
      const tenantId = requireCaller(request.caller).tenantId;
      const { items, next } = await keyPage(deps.store.db, tenantId, q.limit ?? 50, after, deps.now());
      return { items, next_cursor: next ? encodeCursor(next.created_at, next.id) : null };
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
    async (request) =>
      keyRecordOf(deps.store.db, requireCaller(request.caller).tenantId, request.params.id, deps.now()),
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
        querystring: RotateQuery,
        response: {
          201: RotatedKeySchema,
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
