// The OpenAPI document (/openapi.json) is generated from the route schemas; this module adds what is not a
// route's: info, servers, tags, security schemes, and named components.
// - Naming: a TypeBox schema given a `$id` (`Type.Object({...}, { $id: 'Transaction' })`, src/schemas/) is a
//   component: every place it appears in a route becomes `{ $ref: '#/components/schemas/Transaction' }`.
//   @fastify/swagger drops `$id`s, so each route's schema has them renamed to `x-component` before it is
//   converted (`markComponents`), and the finished document has those hoisted (`hoistComponents`).
// - The convention every route follows (test/http/openapi.test.ts holds every route to it, docs/api.md):
//   `operationId` (lowerCamelCase, unique), `summary`, `description`, `tags` (one of OPENAPI_TAGS) and its
//   4xx responses (`errorResponses(...)`).
import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { TSchema } from 'typebox';
import './schema-names.ts';
import { ROUTE_ACCESS, routeKey } from './route-permissions.ts';

export const OPENAPI_TAGS = [
  {
    name: 'jobs',
    description: 'Submit a packet (files or an email) and read its job: the ledger, packet and metrics.',
  },
  { name: 'corrections', description: "A reviewer's corrections to a finished job, recomputed through the pipeline." },
  { name: 'underwriting', description: 'The withhold, EBITDA and capacity math on months and positions you send.' },
  { name: 'email', description: 'Email intake: a raw email in, the emails received and their tags.' },
  { name: 'mailboxes', description: 'Forwarding addresses and signed-webhook secrets for email intake.' },
  {
    name: 'webhooks',
    description: 'Signed event deliveries to your endpoints (X-Parser-Signature; docs/webhooks.md).',
  },
  { name: 'api-keys', description: "The tenant's API keys." },
  {
    name: 'integrations',
    description: 'CRM (HubSpot) and chat (Slack) integrations: OAuth-connected, fed through the webhook outbox.',
  },
  { name: 'account', description: 'The caller, its tenant, modules, settings, usage reports and audit log.' },
  { name: 'health', description: 'Liveness and readiness probes (no credential).' },
];

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A request body the handler reads itself (a multipart upload, a raw email), by content type: described
     * in the document, never validated by Fastify.
     */
    documentedBody?: Record<string, TSchema>;
  }
}

type Node = Record<string, unknown>;

/** The route schema as the document shows it: `documentedBody` becomes the request body. */
function withDocumentedBody<T>(schema: T): T {
  const s = schema as Node | undefined;
  if (!s?.documentedBody) return schema;
  const { documentedBody, ...rest } = s;
  const content = Object.fromEntries(
    Object.entries(documentedBody as Node).map(([type, body]) => [type, { schema: body }]),
  );
  return { ...rest, body: { content } } as T;
}
const NAME = /^[A-Z][A-Za-z0-9]*$/;

/** A copy of a route schema with each named schema's `$id` renamed `x-component` (swagger keeps x- keys). */
export function markComponents<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(markComponents) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Node = {};
  for (const [k, v] of Object.entries(schema as Node)) {
    if (k === '$id' && typeof v === 'string' && NAME.test(v)) out['x-component'] = v;
    else out[k] = markComponents(v);
  }
  return out as T;
}

/**
 * The document with every `x-component` schema moved to components.schemas and referenced by `$ref`.
 * Two different schemas under one name are a bug in src/schemas/, reported here rather than one silently
 * shadowing the other.
 */
export function hoistComponents(doc: Node): Node {
  const components = ((doc.components ??= {}) as Node).schemas as Record<string, unknown> | undefined;
  const named: Record<string, unknown> = { ...(components ?? {}) };
  const seen = new Map<string, string>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node as Node)) if (k !== 'x-component') out[k] = walk(v);
    const name = (node as Node)['x-component'];
    if (typeof name !== 'string') return out;
    const text = JSON.stringify(out);
    const before = seen.get(name);
    if (before !== undefined && before !== text) throw new Error(`two different schemas are named ${name}`);
    seen.set(name, text);
    named[name] = out;
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = describeResponses(walk(doc.paths) as Node);
  const sorted = Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
  return { ...doc, paths, components: { ...(doc.components as Node), schemas: sorted } };
}

/** Public routes need no credential; every other route's description ends with the permission it needs. */
function withAccess<T>(schema: T, method: string | string[], url: string): T {
  const m = Array.isArray(method) ? method[0]! : method;
  const access = ROUTE_ACCESS[routeKey(m, url)];
  if (!schema || !access) return schema;
  const s = schema as Node;
  const say = (line: string) => [s.description, line].filter(Boolean).join('\n\n');
  switch (access.kind) {
    case 'public':
      return { ...s, security: [] } as T;
    case 'signed':
      return {
        ...s,
        security: [],
        description: say('Authenticated by its signature (`X-Signature`), not a key.'),
      } as T;
    case 'authenticated':
      return { ...s, description: say('Any valid credential of the tenant.') } as T;
    case 'permission': {
      const extra = [
        access.module ? ` Module \`${access.module}\` must be on.` : '',
        access.signedAlternative ? ' Or signed (`X-Signature`) by a mailbox secret instead of a key.' : '',
      ].join('');
      return { ...s, description: say(`Permission: \`${access.permission}\`.${extra}`) } as T;
    }
  }
}

/** Responses whose schema says nothing of them are described by their status ("Not Found"), not "Default Response". */
function describeResponses(paths: Node): Node {
  for (const item of Object.values(paths) as Node[])
    for (const op of Object.values(item) as Node[])
      for (const [code, response] of Object.entries((op.responses ?? {}) as Record<string, Node>))
        if (response.description === 'Default Response') response.description = STATUS_CODES[code] ?? code;
  return paths;
}

export function swaggerOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Packet Parser API',
        version,
        description: [
          'Verified bank-statement ledgers, submission packets and underwriting metrics for small-business',
          'lending. Submit a packet (`POST /v1/parse`, or an email), then read its job (`GET /v1/jobs/{job_id}`,',
          'or a signed webhook). A statement that does not reconcile to the cent is `review_required`, never data.',
          'Money is a decimal string with two places; every error is `{"error": {"code", "message", "request_id"}}`.',
        ].join(' '),
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: 'http://127.0.0.1:8080', description: 'a local `npm start` (HOST and PORT change it)' }],
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'an API key (`pk_live_…`)' },
          bearer: { type: 'http', scheme: 'bearer', description: "a person's token from the identity provider" },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: ({ schema, url, route }) => ({
      schema: withAccess(markComponents(withDocumentedBody(schema)), route.method, url),
      url,
    }),
    transformObject: (documentObject) =>
      hoistComponents((documentObject as { openapiObject: Node }).openapiObject) as never,
  };
}
