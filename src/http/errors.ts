// Turns every failure into the one error body. Request-validation failures also carry `detail`
// ([{loc, msg, type, input, ctx}]) so a client can point at the exact field.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, invalidField, invalidFields, type ValidationDetail } from '../errors.ts';
import { MoneyError } from '../money.ts';
import { WithholdRequestError } from '../schemas/withhold.ts';

export function errorBody(request: FastifyRequest, code: string, message: string) {
  return { error: { code, message, request_id: String(request.id) } };
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, err: ApiError) {
  reply.status(err.status).headers(err.headers);
  const body: Record<string, unknown> = errorBody(request, err.code, err.message);
  if (err.detail) body.detail = err.detail;
  return reply.send(body);
}

function valueAt(root: unknown, path: Array<string | number>): unknown {
  let v: unknown = root;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined;
  return v;
}

export function validationDetail(request: FastifyRequest, err: FastifyError): ValidationDetail[] {
  const where = err.validationContext ?? 'body';
  const root =
    where === 'querystring'
      ? request.query
      : where === 'params'
        ? request.params
        : where === 'headers'
          ? request.headers
          : request.body;
  const loc0 =
    where === 'querystring' ? 'query' : where === 'params' ? 'path' : where === 'headers' ? 'header' : 'body';
  return (err.validation ?? []).map((v) => {
    const path = v.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s.replace(/~1/g, '/').replace(/~0/g, '~')));
    const params = (v.params ?? {}) as Record<string, unknown>;
    if (typeof params.missingProperty === 'string') path.push(params.missingProperty);
    if (typeof params.additionalProperty === 'string') path.push(params.additionalProperty);
    return {
      loc: [loc0, ...path],
      msg: v.message ?? 'invalid',
      type: v.keyword,
      input: valueAt(root, path) ?? null,
      ctx: params,
    };
  });
}

/** `months[0].revenue` → ['body', 'months', 0, 'revenue'] */
const bodyLoc = (path: string): Array<string | number> => [
  'body',
  ...path
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
];

/** Errors the domain throws for a bad request, each mapped to the one error body (never a 500). */
function domainError(err: unknown): ApiError | null {
  if (err instanceof WithholdRequestError) {
    return invalidFields(
      err.problems.map((p) => ({ loc: bodyLoc(p.path), msg: p.message, type: 'value_error', input: null, ctx: {} })),
      err.message,
    );
  }
  if (err instanceof MoneyError) return invalidField(['body'], err.message, { message: err.message });
  return null;
}

export function toApiError(request: FastifyRequest, err: FastifyError): ApiError {
  if (err instanceof ApiError) return err;
  const domain = domainError(err);
  if (domain) return domain;
  if (err.validation) {
    const detail = validationDetail(request, err);
    const first = detail[0];
    const message = first ? `${first.loc.join('.')}: ${first.msg}` : err.message;
    return new ApiError('validation_error', message, {}, detail);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError('payload_too_large', err.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('unsupported_media_type', err.message);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('bad_request', `malformed JSON body: ${err.message}`);
  }
  if (err.statusCode === 413) return new ApiError('payload_too_large', err.message);
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return new ApiError('bad_request', err.message);
  return new ApiError('internal_error', 'internal error');
}
