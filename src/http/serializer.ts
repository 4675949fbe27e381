// Response serializers. fast-json-stringify picks an `anyOf` branch by validating the value against each branch
// with ajv: for the job envelope's `result` (a Result or null) that compiled a validator of the whole Result
// schema on the first response of every app (~2.5 s of CPU, the event loop blocked) and validated the whole
// Result again on every response. A nullable field needs no validator: `anyOf: [S, {type: 'null'}]` is
// serialized as S with 'null' among its types, which the serializer checks with `=== null`. The output is the
// same bytes; the route schemas (and so /openapi.json) keep their `anyOf`: only the serializer sees this.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Schema = Record<string, unknown>;

const isNull = (s: unknown): boolean => {
  const o = s as Schema | null;
  return !!o && o.type === 'null' && Object.keys(o).length === 1;
};

/** `anyOf` of one typed schema and null, with nothing beside it but a description → that schema, nullable. */
function asNullableType(s: Schema): Schema | null {
  const options = s.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return null;
  if (!Object.keys(s).every((k) => k === 'anyOf' || k === 'description')) return null;
  const other = isNull(options[0]) ? options[1] : isNull(options[1]) ? options[0] : null;
  const o = other as Schema | null;
  if (!o || typeof o.type !== 'string' || o.type === 'null' || 'anyOf' in o || 'oneOf' in o) return null;
  return { ...o, type: [o.type, 'null'], ...(s.description ? { description: s.description } : {}) };
}

/** The schema with every nullable `anyOf` written as a type list. Pure; the input is not changed. */
export function nullableAsTypes<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(nullableAsTypes) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema as Schema).map(([k, v]) => [k, nullableAsTypes(v)]));
  return (asNullableType(out) ?? out) as T;
}

/**
 * The schema without the `$id`s of the schemas inside it. They name components of the OpenAPI document
 * (src/http/openapi.ts); to fast-json-stringify each is a schema to register, and one used twice in a
 * response (or once nullable, once not) would be two schemas under one id.
 */
export function withoutInnerIds<T>(schema: T, depth = 0): T {
  if (Array.isArray(schema)) return schema.map((s) => withoutInnerIds(s, depth + 1)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as Schema).filter(([k]) => depth === 0 || k !== '$id');
  return Object.fromEntries(entries.map(([k, v]) => [k, withoutInnerIds(v, depth + 1)])) as T;
}

type BuildSerializer = ReturnType<typeof SerializerSelector>;

/** Fastify's own serializer factory, fed the schemas with their nullable fields as type lists. */
export const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => compile({ ...route, schema: nullableAsTypes(withoutInnerIds(route.schema)) });
};
