// Walks the served /openapi.json: every operation with its ROUTE_ACCESS entry, and a minimal request that
// passes its schema (so a test reaches the handler, not the validator). Routes added later by anyone are
// covered without touching the tests that use this.
import { ROUTE_ACCESS, routeKey, type RouteAccess } from '../../src/http/route-permissions.ts';
import type { App } from '../../src/http/deps.ts';

export interface Operation {
  method: string;
  /** Fastify form, `/v1/jobs/:job_id`. */
  route: string;
  /** OpenAPI form, `/v1/jobs/{job_id}`. */
  path: string;
  params: string[];
  access: RouteAccess | undefined;
  op: Record<string, any>;
}

export async function operations(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<Record<string, any>>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const route = path.replace(/\{([^}]+)\}/g, ':$1');
      out.push({
        method: method.toUpperCase(),
        route,
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        access: ROUTE_ACCESS[routeKey(method, route)],
        op,
      });
    }
  }
  return out;
}

/** A value that satisfies a JSON schema (the simple shapes routes use). */
export function sample(schema: any): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const k of ['anyOf', 'oneOf'])
    if (Array.isArray(schema[k])) return sample(schema[k].find((s: any) => s.type !== 'null') ?? schema[k][0]);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map(sample));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const name of schema.required ?? []) o[name] = sample(schema.properties?.[name]);
      return o;
    }
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sample(schema.items)) : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://hooks.example.com/packet';
      if (schema.format === 'email') return 'ops@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return null;
  }
}

/** Method, URL (path params filled, required query params sampled) and a JSON body when the route takes one. */
export function request(
  o: Operation,
  fill: (param: string) => string,
): { method: string; url: string; payload?: unknown; headers: Record<string, string> } {
  let url = o.path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(fill(p)));
  const query = (o.op.parameters ?? [])
    .filter((p: any) => p.in === 'query' && p.required)
    .map((p: any) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
  if (query.length) url += `?${query.join('&')}`;
  const json = o.op.requestBody?.content?.['application/json']?.schema;
  return json
    ? { method: o.method, url, payload: sample(json), headers: { 'content-type': 'application/json' } }
    : { method: o.method, url, headers: {} };
}
